import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import { config } from "~/shared/config.server";
import { logger } from "~/shared/logger.server";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ id: string }>;
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

export function mailer(): Mailer {
  if (!current) {
    const c = config();
    const from = c.MAIL_FROM ?? `${c.SITE_NAME} <${c.CONTACT_EMAIL}>`;
    current = c.MAIL_TRANSPORT === "outbox" ? outboxMailer(outboxDir(), from) : smtpMailer(c.MAIL_TRANSPORT, from);
  }
  return current;
}

export function setMailer(next: Mailer | undefined): void {
  current = next;
}
