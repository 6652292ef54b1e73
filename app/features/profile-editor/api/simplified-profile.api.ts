import { Router } from "express";
import { bodyObject } from "~/shared/http/request-input";
import { ctxOf } from "~/shared/http/request-context.server";
import { createSimplifiedProfile } from "../partner/simplified-profile.server";
import { SIMPLIFIED_MESSAGES } from "../partner/simplified-profile.schema";

const objectOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The spec's nested payload as the wizard's flat form (the service validates every field). */
function formOf(body: Record<string, unknown>): Record<string, unknown> {
  const profile = objectOf(body.profile);
  const user = objectOf(body.user);
  const hash = typeof profile.hash === "string" && profile.hash.trim() !== "" ? profile.hash : undefined;
  const address = objectOf(body.address);
  return {
    hasPlaque: hash === undefined ? "nao" : "sim",
    hash,
    street: address.street,
    city: address.city,
    state: address.state,
    zip_code: address.zip_code,
    country: address.country,
    name: profile.name,
    gender: profile.gender,
    birthDate: profile.birthDate ?? undefined,
    deathDate: profile.deathDate ?? undefined,
    customerName: user.name,
    customerEmail: user.email,
    customerPassword: user.password,
    plan: body.plan,
    idempotencyKey: body.idempotencyKey,
  };
}

/** /api/profile: the partner's simplified creation. */
export const simplifiedProfileApi = Router();

simplifiedProfileApi.post("/createSimplifiedProfile", async (req, res) => {
  const actor = await ctxOf(req).actor();
  const created = await createSimplifiedProfile(actor, actor ? formOf(bodyObject(req)) : undefined);
  res.json({
    success: true,
    message: SIMPLIFIED_MESSAGES.created,
    id: created.profileId,
    username: created.username,
    hash: created.hash,
    userId: created.customerId,
  });
});
