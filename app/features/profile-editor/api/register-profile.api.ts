import { Router } from "express";
import { readCookie } from "~/shared/http/cookies.server";
import { PLAQUE_HASH_COOKIE } from "~/features/plaques/index.server";
import { ValidationError } from "~/shared/http/errors";
import { ctxOf } from "~/shared/http/request-context.server";
import { registerProfile } from "../creation/register-profile.server";

/** The spec's field names (`kinship`, `profileAccess`) as the wizard's schemas name them. */
function formOf(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== "object" || Array.isArray(body)) throw new ValidationError("Dados inválidos.");
  const { kinship, profileAccess, ...rest } = body as Record<string, unknown>;
  return { ...rest, kinships: kinship, access: profileAccess };
}

/** /api/profile: creating a memorial. */
export const registerProfileApi = Router();

registerProfileApi.post("/registerProfile", async (req, res) => {
  const form = formOf(req.body);
  const cookieHash = readCookie(req.headers.cookie, PLAQUE_HASH_COOKIE);
  const created = await registerProfile(
    await ctxOf(req).actor(),
    { ...form, hash: form.hash === undefined || form.hash === null ? undefined : String(form.hash) },
    { plaqueHash: cookieHash && /^[A-Z]{10}$/.test(cookieHash) ? cookieHash : undefined },
  );
  res.json({ success: true, id: created.id, hash: created.hash, username: created.username });
});
