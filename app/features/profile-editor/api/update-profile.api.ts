import { Router } from "express";
import { ValidationError } from "~/shared/http/errors";
import { ctxOf } from "~/shared/http/request-context.server";
import { updateProfile } from "../editing/edit-profile.server";

/** The spec's field names (`kinship`, `profileAccess`) as the editor's schema names them. */
function formOf(body: unknown): { id: unknown; form: Record<string, unknown> } {
  if (!body || typeof body !== "object" || Array.isArray(body)) throw new ValidationError("Dados inválidos.");
  const { id, kinship, profileAccess, ...rest } = body as Record<string, unknown>;
  return { id, form: { ...rest, kinships: kinship, access: profileAccess } };
}

/** /api/profile: editing a memorial. */
export const updateProfileApi = Router();

updateProfileApi.put("/updateProfile", async (req, res) => {
  const actor = await ctxOf(req).actor();
  const { id, form } = formOf(req.body);
  const updated = await updateProfile(actor, id, form);
  res.json({ success: true, id: updated.id, username: updated.username });
});
