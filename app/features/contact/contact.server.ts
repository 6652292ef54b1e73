import { mailer } from "~/integrations/mail/mail.server";
import { config } from "~/shared/config.server";
import { assertRateLimit } from "~/shared/http/rate-limit.server";
import type { ContactInput } from "./contact.schema";

/** A person writes a few messages; a script writing hundreds would flood the company's inbox. */
export const CONTACT_LIMIT_PER_IP = { limit: 5, windowMs: 60 * 60 * 1000 };

/**
 * E-mails a visitor's message to the company's contact address; replies go to the visitor.
 * Rate-limited per address (429 with a pt-BR message).
 */
export async function sendContactMessage(input: ContactInput, meta: { ip?: string } = {}): Promise<void> {
  await assertRateLimit([`contact:ip:${meta.ip ?? "unknown"}`], CONTACT_LIMIT_PER_IP);
  const c = config();
  await mailer().send({
    to: c.CONTACT_EMAIL,
    replyTo: input.email,
    subject: `[${c.SITE_NAME}] Contato de ${input.name}`,
    text: `Nome: ${input.name}\nE-mail: ${input.email}\n\n${input.message}\n`,
  });
}
