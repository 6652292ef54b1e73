/**
 * The mail outbox of each process (DATA_DIR/outbox/*.eml, the sandbox contract): messages read back
 * as text, transfer encodings undone, so a test can count who received what across processes.
 */
import fs from "node:fs";
import path from "node:path";

export interface SentMail {
  file: string;
  to: string;
  subject: string;
  /** Headers and every part, decoded. */
  text: string;
}

function decodePart(segment: string): string {
  const split = segment.search(/\r?\n\r?\n/);
  if (split < 0) return segment;
  const headers = segment.slice(0, split);
  const body = segment.slice(split).trim();
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64") return `${headers}\n\n${Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")}`;
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return `${headers}\n\n${Buffer.from(bytes, "latin1").toString("utf8")}`;
  }
  return segment;
}

/** Every message in the outboxes of these data folders. */
export function readOutboxes(dataDirs: string[]): SentMail[] {
  return dataDirs.flatMap((dir) => {
    const folder = path.join(dir, "outbox");
    if (!fs.existsSync(folder)) return [];
    return fs
      .readdirSync(folder)
      .filter((name) => name.endsWith(".eml"))
      .map((name) => {
        const raw = fs.readFileSync(path.join(folder, name), "utf8");
        const text = raw
          .split(/\r?\n--[^\r\n]+/)
          .map(decodePart)
          .join("\n");
        const header = (key: string) => new RegExp(`^${key}:\\s*(.*)$`, "im").exec(raw)?.[1]?.trim() ?? "";
        return { file: path.join(folder, name), to: header("To"), subject: header("Subject"), text };
      });
  });
}
