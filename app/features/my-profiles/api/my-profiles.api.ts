import { Router } from "express";
import { ctxOf } from "~/shared/http/request-context.server";
import { listActivitiesByUser, listProfilesByUser } from "../my-profiles.server";
import { paging } from "~/shared/paging";

/** /api/profile: the lists of the profiles a user administers and the activity on them. */
export const myProfilesApi = Router();

myProfilesApi.get("/getAllProfilesByUser/:userId", async (req, res) => {
  const actor = await ctxOf(req).actor();
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
  const actor = await ctxOf(req).actor();
  const result = await listActivitiesByUser(actor, req.params.userId, paging(req.query.page, req.query.limit));
  const { items, total, page, limit } = result;
  res.json({ success: true, total, page, limit, activities: items });
});
