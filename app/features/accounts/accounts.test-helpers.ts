/** Shared by the accounts tests: signed-in cookies and the mail outbox. */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Database } from "~/db/client.server";
import { outboxMailer, setMailer } from "~/integrations/mail/mail.server";
import { createUser, type UserOverrides } from "../../../tests/factories";
import { SESSION_COOKIE } from "./session-cookie.server";
import { createSession } from "./sessions.server";

/** A user of the factories (password "memorial123") with a session cookie for the API. */
export async function signedInUser(database: Database, overrides: UserOverrides = {}) {
  const user = await createUser(database, overrides);
  const { token } = await createSession(user.id, {});
  return { user, token, cookie: `${SESSION_COOKIE}=${token}` };
}

/** The `name=value` of the session cookie a response sets, if any. */
export function sessionCookieOf(headers: Headers): string | undefined {
  for (const header of headers.getSetCookie()) {
    const match = /^((?:__Host-)?memorial_session)=([^;]+)/.exec(header);
    if (match) return `${match[1]}=${match[2]}`;
  }
  return undefined;
}

/** Points the mailer at a fresh temporary outbox and returns its folder. */
export async function useTempOutbox(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "accounts-outbox-"));
  setMailer(outboxMailer(dir, "Memorial <contato@memorial.example>"));
  return dir;
}

/** The messages in an outbox, quoted-printable soft breaks and escapes decoded. */
export async function readOutbox(dir: string): Promise<string[]> {
  const files = (await fs.readdir(dir)).filter((file) => file.endsWith(".eml")).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await fs.readFile(path.join(dir, file), "utf8");
      const bytes = raw
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, "latin1").toString("utf8");
    }),
  );
}

/** The reset token of the link in an e-mail. */
export function resetTokenIn(message: string): string | undefined {
  return /\/resetPassword\?token=([\w-]+)/.exec(message)?.[1];
}
