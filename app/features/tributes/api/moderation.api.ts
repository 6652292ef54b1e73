import { Router } from "express";
import { bodyObject } from "~/shared/http/request-input";
import { parseInput } from "~/shared/http/api.server";
import { ctxOf } from "~/shared/http/request-context.server";
import {
  listModeratedTributes,
  listReportedTributes,
  moderateTribute,
  reportTribute,
  setApproveTributes,
} from "../moderation.server";
import { approvalSchema, moderateSchema, reportSchema } from "./moderation.schema";

/** /api/tribute: the family's moderation and visitors' reports (beyond the spec). */
export const moderationApi = Router();

moderationApi.put("/moderate/:id", async (req, res) => {
  const input = parseInput(moderateSchema, bodyObject(req));
  const result = await moderateTribute(await ctxOf(req).actor(), req.params.id, input.decision);
  res.json({ success: true, ...result });
});

moderationApi.post("/report/:id", async (req, res) => {
  const input = parseInput(reportSchema, bodyObject(req));
  const result = await reportTribute(ctxOf(req), req.params.id, input.reason);
  res.status(201).json({ success: true, ...result });
});

moderationApi.get("/moderation/:profileId", async (req, res) => {
  const items = await listModeratedTributes(await ctxOf(req).actor(), req.params.profileId);
  res.json({ success: true, tributes: items });
});

/** /api/profile: approval before publishing (the family's switch). */
export const approvalApi = Router();

approvalApi.put("/approveTributes/:profileId", async (req, res) => {
  const input = parseInput(approvalSchema, bodyObject(req));
  const on = await setApproveTributes(await ctxOf(req).actor(), req.params.profileId, input.approveTributes);
  res.json({ success: true, approveTributes: on });
});

/** /api/admin: every reported tribute, most reported first. */
export const reportsAdminApi = Router();

reportsAdminApi.get("/tributeReports", async (req, res) => {
  const rows = await listReportedTributes(await ctxOf(req).actor());
  res.json({
    success: true,
    reports: rows.map((r) => ({
      tributeId: r.tribute_id,
      profileUsername: r.profile_username,
      name: r.name,
      body: r.body,
      reports: Number(r.reports),
    })),
  });
});
