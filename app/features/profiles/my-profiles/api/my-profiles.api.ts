import { Router } from "express";
import { readSessionToken } from "~/features/accounts/session-cookie.server";
import { sessionUser } from "~/features/accounts/sessions.server";
import { listActivitiesByUser, listProfilesByUser, paging } from "../my-profiles.server";

/** /api/profile: the lists of the profiles a user administers and the activity on them. */
export const myProfilesApi = Router();

myProfilesApi.get("/getAllProfilesByUser/:userId", async (req, res) => {
  const actor = await sessionUser(readSessionToken(req.headers.cookie));
  const result = await listProfilesByUser(actor, req.params.userId, paging(req.query.page, req.query.limit));
  const { items, total, page, limit } = result;
  res.json({
    success: true,
    total,
    page,
    limit,
    profiles: items.map((p) => ({
      id: p.id,
      username: p.username,
      name: p.name,
      imageDirectory: p.imagePath,
      profileType: p.type,
      profileAccess: p.access,
      activedByUser: p.activatedByUser,
    })),
  });
});

myProfilesApi.get("/getProfilesActivitiesByUser/:userId", async (req, res) => {
  const actor = await sessionUser(readSessionToken(req.headers.cookie));
  const result = await listActivitiesByUser(actor, req.params.userId, paging(req.query.page, req.query.limit));
  const { items, total, page, limit } = result;
  res.json({ success: true, total, page, limit, activities: items });
});
