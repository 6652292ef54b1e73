import { afterEach, beforeEach } from "vitest";
import { type MailMessage, setMailer } from "~/integrations/mail/mail.server";

/**
 * The e-mails a followers test sends, kept in order for it to read: each test starts with none,
 * and the process's mailer is put back after it. `sendMs` makes each send take that long (two job
 * workers then really overlap, as with a real mail service).
 */
export function capturedMail(options: { sendMs?: number } = {}): MailMessage[] {
  const sent: MailMessage[] = [];
  beforeEach(() => {
    sent.length = 0;
    setMailer({
      async send(message) {
        sent.push(message);
        if (options.sendMs) await new Promise((resolve) => setTimeout(resolve, options.sendMs));
        return { id: String(sent.length) };
      },
    });
  });
  afterEach(() => setMailer(undefined));
  return sent;
}
