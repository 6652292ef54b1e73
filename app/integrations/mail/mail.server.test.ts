import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { config, setConfig } from "~/shared/config.server";
import { DEMO_NOTICE } from "~/shared/demo-notice";
import { type MailMessage, mailer, outboxMailer, setMailer, withDemoNotice } from "./mail.server";

/** Every outgoing e-mail of a demo carries the demo's line, in its text and its HTML (decision 034). */
const demo = config();
afterEach(() => {
  setConfig(demo);
  setMailer(undefined);
});

/** The parts of the one message in an outbox, quoted-printable decoded: content type and body. */
async function sentParts(dir: string): Promise<{ type: string; body: string }[]> {
  const [file] = await fs.readdir(dir);
  const raw = await fs.readFile(path.join(dir, file!), "utf8");
  const boundary = /boundary="?([^";\n]+)"?/.exec(raw)?.[1];
  const chunks = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  return chunks.map((chunk) => {
    const [head, ...rest] = chunk.split(/\n\n/);
    const body = rest
      .join("\n\n")
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return {
      type: /Content-Type: ([^;\n]+)/i.exec(head!)?.[1] ?? "",
      body: Buffer.from(body, "latin1").toString("utf8"),
    };
  });
}

async function sendOne(message: MailMessage) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "mode-outbox-"));
  setMailer(outboxMailer(dir, "Memorial <contato@memorial.example>"));
  await mailer().send(message);
  return sentParts(dir);
}

const RESET: MailMessage = {
  to: "ana@memorial.example",
  subject: "Redefinição de senha",
  text: "Olá, Ana!\n\nUse o link para criar uma senha nova.\n",
  html: "<p>Olá, Ana!</p>\n<p>Use o link para criar uma senha nova.</p>",
};

describe("the demo's line in every e-mail", () => {
  it("demo: the text part and the HTML part both begin with it", async () => {
    const parts = await sendOne(RESET);
    expect(parts.map((part) => part.type)).toEqual(["text/plain", "text/html"]);
    expect(parts[0]!.body.startsWith(`${DEMO_NOTICE}\n\nOlá, Ana!`)).toBe(true);
    expect(parts[1]!.body).toMatch(new RegExp(`^<p [^>]*>${DEMO_NOTICE}</p>\\n<p>Olá, Ana!</p>`));
  });

  it("demo: a text-only message gets it in its text (and no HTML part is invented)", async () => {
    const parts = await sendOne({ to: "ana@memorial.example", subject: "Contato", text: "Mensagem" });
    expect(parts).toHaveLength(1);
    expect(parts[0]!.body).toContain(`${DEMO_NOTICE}\n\nMensagem`);
  });

  it("live: messages go out as written", async () => {
    setConfig({ ...demo, APP_MODE: "live" });
    const parts = await sendOne(RESET);
    expect(parts.map((part) => part.body).join("\n")).not.toContain("Ambiente de demonstração");
  });

  it("adds the line before the message and changes nothing else (property)", () => {
    const message = fc.record(
      {
        to: fc.emailAddress(),
        subject: fc.string(),
        text: fc.string(),
        html: fc.string(),
        replyTo: fc.emailAddress(),
      },
      { requiredKeys: ["to", "subject", "text"] },
    );
    fc.assert(
      fc.property(message, (original) => {
        const stamped = withDemoNotice(original);
        expect(stamped).toEqual({
          ...original,
          text: `${DEMO_NOTICE}\n\n${original.text}`,
          ...(original.html === undefined ? {} : { html: expect.stringMatching(/^<p [^>]*>Ambiente/) }),
        });
        if (original.html !== undefined) expect(stamped.html!.endsWith(`</p>\n${original.html}`)).toBe(true);
      }),
    );
  });
});
