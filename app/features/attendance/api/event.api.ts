import { Router } from "express";
import { viewableForRequest } from "~/features/profiles/viewer.server";
import { clientIp } from "~/shared/http/api.server";
import { ATTENDANCE_MESSAGES } from "../attendance.schema";
import { attendProfile, listAttendances } from "../attendance.server";
import { recordVisit } from "../visits.server";

const bodyOf = (body: unknown): Record<string, unknown> =>
  body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** /api/event: the attendance list of a memorial, signing it, and counting visits. */
export const eventApi = Router();

eventApi.get("/getAttendanceListByProfileId/:id", async (req, res) => {
  const view = await viewableForRequest(req, req.params.id);
  const page = Math.floor(Number(req.query.page));
  const result = await listAttendances(view, Number.isFinite(page) && page >= 1 ? page : 1);
  res.json({
    success: true,
    total: result.total,
    page: result.page,
    limit: result.limit,
    attendances: result.items.map((a) => ({
      id: a.id,
      name: a.name,
      attendanced_at: a.attendedAt,
      ...(a.email !== undefined && { email: a.email, cellphone: a.cellphone }),
    })),
  });
});

eventApi.post("/attendProfile", async (req, res) => {
  const body = bodyOf(req.body);
  const view = await viewableForRequest(req, body.profileId);
  await attendProfile(view, body, { ip: clientIp(req) });
  res.status(201).json({ success: true, message: ATTENDANCE_MESSAGES.success });
});

eventApi.post("/visitProfile", async (req, res) => {
  const view = await viewableForRequest(req, bodyOf(req.body).profileId);
  await recordVisit(view, { ip: clientIp(req) });
  res.json({ success: true });
});
