import { mailer } from "~/integrations/mail/mail.server";
import { config } from "~/shared/config.server";
import type { ContactInput } from "./contact.schema";

/** E-mails a visitor's message to the company's contact address; replies go to the visitor. */
export async function sendContactMessage(input: ContactInput): Promise<void> {
  const c = config();
  await mailer().send({
    to: c.CONTACT_EMAIL,
    replyTo: input.email,
    subject: `[${c.SITE_NAME}] Contato de ${input.name}`,
    text: `Nome: ${input.name}\nE-mail: ${input.email}\n\n${input.message}\n`,
  });
}
