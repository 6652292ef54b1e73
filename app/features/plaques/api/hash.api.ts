import { Router } from "express";
import { ctxOf } from "~/shared/http/request-context.server";
import { PLAQUE_MESSAGES, profileForHash, verifyHash } from "../plaques.server";

/** /api/hash: the plaque calls of the spec. */
export const hashApi = Router();

hashApi.get("/sendToProfile/:hash", async (req, res) => {
  const username = await profileForHash(req.params.hash, ctxOf(req));
  if (!username) {
    res.status(404).json({ success: false, message: PLAQUE_MESSAGES.noProfile });
    return;
  }
  res.json({ success: true, username });
});

hashApi.get("/verifyHash/:hash", async (req, res) => {
  const { hash, status, message } = await verifyHash(req.params.hash, ctxOf(req));
  res.json({ success: true, hash, status, message });
});
