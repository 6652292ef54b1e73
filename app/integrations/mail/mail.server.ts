import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import { config } from "~/shared/config.server";
import { DEMO_NOTICE } from "~/shared/demo-notice";
import { logger } from "~/shared/logger.server";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra header fields, e.g. RFC 8058's `List-Unsubscribe` and `List-Unsubscribe-Post`. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ id: string }>;
}

/** The demo's line as the first paragraph of an HTML part (inline style: mail clients drop stylesheets). */
const DEMO_NOTICE_HTML =
  '<p style="margin:0 0 16px;padding:8px 12px;border:1px solid #c9e1f3;border-radius:8px;' +
  `background:#e4f0f9;color:#1d2b3a;font-weight:600">${DEMO_NOTICE}</p>`;

/**
 * A demo's message (APP_MODE=demo, decision 034): the demo's line first in its text and, when it
 * has one, in its HTML; everything else as written.
 */
export function withDemoNotice(message: MailMessage): MailMessage {
  return {
    ...message,
    text: `${DEMO_NOTICE}\n\n${message.text}`,
    ...(message.html === undefined ? {} : { html: `${DEMO_NOTICE_HTML}\n${message.html}` }),
  };
}

export function outboxDir(): string {
  return path.resolve(config().DATA_DIR, "outbox");
}

/** Writes every message whole as DATA_DIR/outbox/<ISO-time>-<id>.eml (RFC 5322, UTF-8). */
export function outboxMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const id = randomUUID();
      const info = await transport.sendMail({ ...message, from, messageId: `<${id}@outbox.local>` });
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString()}-${id}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      logger().info({ mail: { to: message.to, subject: message.subject, file } }, "mail written to outbox");
      return { id };
    },
  };
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(url);
  return {
    async send(message) {
      const info = await transport.sendMail({ ...message, from });
      logger().info({ mail: { to: message.to, subject: message.subject, id: info.messageId } }, "mail sent");
      return { id: String(info.messageId) };
    },
  };
}

let current: Mailer | undefined;

/**
 * The mailer of this process. Every message leaves through it, so this is where a demo adds its
 * line (whatever the transport, a test's included): once, for all messages.
 */
export function mailer(): Mailer {
  if (!current) {
    const c = config();
    const from = c.MAIL_FROM ?? `${c.SITE_NAME} <${c.CONTACT_EMAIL}>`;
    current = c.MAIL_TRANSPORT === "outbox" ? outboxMailer(outboxDir(), from) : smtpMailer(c.MAIL_TRANSPORT, from);
  }
  const transport = current;
  return config().APP_MODE === "demo" ? { send: (message) => transport.send(withDemoNotice(message)) } : transport;
}

export function setMailer(next: Mailer | undefined): void {
  current = next;
}
