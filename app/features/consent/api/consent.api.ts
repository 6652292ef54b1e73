import { Router } from "express";
import { parseInput } from "~/shared/http/api.server";
import { NotFoundError } from "~/shared/http/errors";
import { ctxOf } from "~/shared/http/request-context.server";
import { consentCookieOptions } from "../consent-cookie.server";
import { CONSENT_COOKIE } from "../consent.constants";
import { consentInputSchema } from "../consent.schema";
import { consentStatus, recordConsent } from "../consent.server";

/** /api/cookie: the consent calls of the spec. */
export const consentApi = Router();

consentApi.post("/consent", async (req, res) => {
  const ctx = ctxOf(req);
  const input = parseInput(consentInputSchema, req.body);
  const { token } = await recordConsent({
    ...input,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    userId: (await ctx.actor())?.id,
  });
  if (input.consent) res.cookie(CONSENT_COOKIE, token, consentCookieOptions(ctx.secure));
  res.status(201).json({ success: true, token });
});

consentApi.get("/checkCookie/:token", async (req, res) => {
  const status = await consentStatus(req.params.token);
  if (status === "unknown") throw new NotFoundError("Consentimento não encontrado.");
  res.json({ success: true, consent: status === "accepted" });
});
