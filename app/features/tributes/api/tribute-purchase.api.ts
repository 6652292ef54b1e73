import { Router } from "express";
import { bodyObject } from "~/shared/http/request-input";
import { captcha } from "~/integrations/captcha/captcha";
import { parseInput } from "~/shared/http/api.server";
import { readUploadForm, webRequestOf } from "~/shared/http/upload-form.server";
import { ctxOf } from "~/shared/http/request-context.server";
import { sendOwnerNotice } from "../owner-notice.server";
import { registerTribute } from "../tribute-purchase.server";
import { ownerNoticeSchema, registerTributeSchema, verifyRecaptchaSchema } from "./tribute-purchase.schema";

type Registered = Awaited<ReturnType<typeof registerTribute>>["tribute"];

const tributeView = (tribute: Registered) => ({
  id: tribute.id,
  tributeType: tribute.type,
  profileId: tribute.profileId,
  amount: tribute.amountCents / 100,
  amountCents: tribute.amountCents,
  candleDays: tribute.candleDays,
  imagePath: tribute.imagePath,
  status: tribute.status,
});

/** /api/tribute: registering a tribute (then paid through /api/payment) and the owner's notice. */
export const tributePurchaseApi = Router();

tributePurchaseApi.post("/registerTribute", async (req, res) => {
  const input = parseInput(registerTributeSchema, bodyObject(req));
  const candleDays = input.candleDays ?? (input.candleValue === 8.99 ? 14 : 7);
  const { tribute } = await registerTribute(ctxOf(req), {
    profileId: input.profileId,
    token: input.token,
    type: input.tributeType,
    form: {
      name: input.name ?? "",
      email: input.email ?? "",
      kinship: input.kinship ?? "",
      body: input.body,
      candleDays: input.tributeType === "Candle" ? candleDays : undefined,
      contract: input.contract === true ? "on" : undefined,
      captchaToken: input.captchaToken,
    },
  });
  res.status(201).json({ success: true, tribute: tributeView(tribute) });
});

/** A memory photo (multipart: the form's fields and `image`), through the shared image pipeline. */
tributePurchaseApi.post("/registerImageTribute", async (req, res) => {
  const { fields, file } = await readUploadForm(webRequestOf(req), { fileField: "image" });
  const { tribute } = await registerTribute(ctxOf(req), {
    profileId: fields.profileId,
    token: fields.token,
    type: "Photo",
    form: {
      name: fields.name ?? "",
      email: fields.email ?? "",
      kinship: fields.kinship ?? "",
      body: fields.body,
      contract: fields.contract === "true" || fields.contract === "on" ? "on" : undefined,
      captchaToken: fields.captchaToken,
    },
    image: file,
  });
  res.status(201).json({ success: true, tribute: tributeView(tribute) });
});

/** Sends the owner's notice of a settled tribute if still owed: once, whoever calls. */
tributePurchaseApi.post("/sendEmailToProfileOwnerWhenTribute", async (req, res) => {
  const input = parseInput(ownerNoticeSchema, bodyObject(req));
  res.json({ success: true, sent: await sendOwnerNotice(input.tributeId) });
});

/** /api/recaptcha: the bot check's score of a token (the server checks it again on registration). */
export const recaptchaApi = Router();

recaptchaApi.post("/verifyRecaptcha", async (req, res) => {
  const input = parseInput(verifyRecaptchaSchema, bodyObject(req));
  const verdict = await captcha().verify(input.token, { ip: ctxOf(req).ip, action: "tribute" });
  res.json({ success: verdict.success, data: { score: verdict.score } });
});
