import { Router } from "express";
import { bodyObject } from "~/shared/http/request-input";
import { ctxOf } from "~/shared/http/request-context.server";
import { writeBiographyDrafts } from "../biography.server";

/** /api/gpt: biography drafts for the creation wizards. */
export const gptApi = Router();

gptApi.post("/getBioToProfile", async (req, res) => {
  const actor = await ctxOf(req).actor();
  const drafts = await writeBiographyDrafts(actor, actor ? bodyObject(req) : undefined);
  res.json({ success: true, bio: drafts[0], biographies: drafts });
});
