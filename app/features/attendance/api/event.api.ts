import { Router } from "express";
import { accessTokenOf, viewMemorialById } from "~/features/profiles/index.server";
import { ctxOf } from "~/shared/http/request-context.server";
import { ATTENDANCE_MESSAGES } from "../attendance.schema";
import { attendProfile, listAttendances } from "../attendance.server";
import { recordVisit } from "../visits.server";

const bodyOf = (body: unknown): Record<string, unknown> =>
  body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** /api/event: the attendance list of a memorial, signing it, and counting visits. */
export const eventApi = Router();

eventApi.get("/getAttendanceListByProfileId/:id", async (req, res) => {
  const view = await viewMemorialById(ctxOf(req), req.params.id, accessTokenOf(req));
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
  const view = await viewMemorialById(ctxOf(req), body.profileId, accessTokenOf(req));
  await attendProfile(view, body, ctxOf(req));
  res.status(201).json({ success: true, message: ATTENDANCE_MESSAGES.success });
});

eventApi.post("/visitProfile", async (req, res) => {
  const view = await viewMemorialById(ctxOf(req), bodyOf(req.body).profileId, accessTokenOf(req));
  await recordVisit(view, ctxOf(req));
  res.json({ success: true });
});
