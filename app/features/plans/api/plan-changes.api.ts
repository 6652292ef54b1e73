import { type Request, Router } from "express";
import { ctxOf } from "~/shared/http/request-context.server";
import {
  activateFreePlan,
  approveProfile,
  assignPlan,
  changeProfileType,
  type PlanChangeResult,
} from "../plan-changes.server";

function answer(outcome: PlanChangeResult) {
  return {
    success: true as const,
    message: outcome.message,
    profileType: outcome.profileType,
    activedByUser: outcome.activated,
  };
}

/** A field of the JSON body; a missing or odd body is the service's validation error, after its permission checks. */
function bodyField(req: Request, name: "profileType" | "reason"): unknown {
  const body: unknown = req.body;
  return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined;
}

const profileTypeOf = (req: Request) => bodyField(req, "profileType");

/** /api/profile: the old client's plan-changing calls, honoured only when justified, and the admin's assignment. */
export const planChangesApi = Router();

planChangesApi.put("/updateFreeProfileStatus/:id", async (req, res) => {
  res.json(answer(await activateFreePlan(await ctxOf(req).actor(), req.params.id)));
});

planChangesApi.patch("/updateProfileType/:id", async (req, res) => {
  res.json(answer(await changeProfileType(await ctxOf(req).actor(), req.params.id, profileTypeOf(req))));
});

planChangesApi.put("/aproveProfile/:id", async (req, res) => {
  res.json(answer(await approveProfile(await ctxOf(req).actor(), req.params.id)));
});

planChangesApi.post("/assignPlan/:id", async (req, res) => {
  res.json(
    answer(await assignPlan(await ctxOf(req).actor(), req.params.id, profileTypeOf(req), bodyField(req, "reason"))),
  );
});
