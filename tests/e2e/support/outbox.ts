import fs from "node:fs/promises";
import path from "node:path";

/** The reset link most recently e-mailed to this address, read from the server's outbox. */
export async function lastLinkSentTo(email: string, pathPrefix = "/resetPassword"): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, "outbox");
  for (let attempt = 0; attempt < 20; attempt++) {
    const files = (await fs.readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const eml = await fs.readFile(path.join(dir, file), "utf8");
      if (!new RegExp(`^To: .*${email.replace(/[.+]/g, "\\$&")}`, "mi").test(eml)) continue;
      // Quoted-printable soft line breaks are undone before looking for the link.
      const text = eml.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      const match = new RegExp(`https?://[^\\s"<>]+${pathPrefix}[^\\s"<>]*`).exec(text);
      if (match) return match[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No e-mail with a ${pathPrefix} link to ${email} in ${dir}`);
}

/** How many messages the server's outbox holds for this address (poll it with `expect.poll`). */
export async function messagesSentTo(email: string): Promise<number> {
  const dir = path.join(process.env.E2E_DATA_DIR!, "outbox");
  const to = new RegExp(`^To: .*${email.replace(/[.+]/g, "\\$&")}>?\\r?$`, "mi");
  const files = await fs.readdir(dir).catch(() => [] as string[]);
  const messages = await Promise.all(files.map((file) => fs.readFile(path.join(dir, file), "utf8")));
  return messages.filter((eml) => to.test(eml)).length;
}

/** The text of the latest message to this address that holds `text` (polled: it is sent after a commit). */
export async function messageTo(email: string, text: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, "outbox");
  const to = new RegExp(`^To: .*${email.replace(/[.+]/g, "\\$&")}>?\\r?$`, "mi");
  for (let attempt = 0; attempt < 40; attempt++) {
    const files = (await fs.readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const eml = (await fs.readFile(path.join(dir, file), "utf8")).replace(/=\r?\n/g, "");
      if (to.test(eml) && eml.includes(text)) return eml;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No e-mail holding ${text} to ${email} in ${dir}`);
}
