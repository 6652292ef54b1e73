import { Router } from "express";
import { ValidationError } from "~/shared/http/errors";
import { ctxOf } from "~/shared/http/request-context.server";
import { getProfileForCompletion } from "../completion/complete-profile.server";
import { completeProfile } from "../store/complete-profile.server";

/** The spec's `profile` object names the privacy choice `profileAccess`; the wizard's schemas name it `access`. */
function bodyOf(body: unknown) {
  if (!body || typeof body !== "object" || Array.isArray(body)) throw new ValidationError("Dados inválidos.");
  const { id, profile, kinship, interests } = body as Record<string, unknown>;
  if (!profile || typeof profile !== "object" || Array.isArray(profile)) throw new ValidationError("Dados inválidos.");
  const { profileAccess, ...rest } = profile as Record<string, unknown>;
  return { id, profile: { ...rest, access: profileAccess ?? rest.access }, kinship, interests };
}

/** /api/profile: completing a memorial someone else created, or one not activated yet. */
export const completeProfileApi = Router();

completeProfileApi.put("/completeProfile", async (req, res) => {
  const input = bodyOf(req.body);
  const done = await completeProfile(await ctxOf(req).actor(), input);
  res.json({ success: true, id: done.id, username: done.username });
});

completeProfileApi.get("/getProfileForCompletion/:id", async (req, res) => {
  const profile = await getProfileForCompletion(await ctxOf(req).actor(), req.params.id);
  const { access, ...about } = profile.about;
  res.json({
    success: true,
    profile: {
      ...profile.basics,
      ...about,
      id: profile.id,
      username: profile.username,
      activatedByUser: profile.activated,
      profileAccess: access,
    },
  });
});
