import { Router } from "express";
import { parseInput } from "~/shared/http/api.server";
import { ctxOf } from "~/shared/http/request-context.server";
import { CONTACT_SENT, contactSchema } from "../contact.schema";
import { sendContactMessage } from "../contact.server";

/** /api/contact: the contact form of /contato. */
export const contactApi = Router();

contactApi.post("/", async (req, res) => {
  await sendContactMessage(parseInput(contactSchema, req.body), ctxOf(req));
  res.status(201).json({ success: true, message: CONTACT_SENT });
});
