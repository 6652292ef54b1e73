import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escapeHtml, mailBody } from "./html";

describe("mailBody", () => {
  it("keeps the paragraphs as text and makes each address a link, without the sentence's punctuation", () => {
    const body = mailBody([
      "Olá, Ana & família.",
      "Renove com um clique: https://memorial.test/renovar?plano=Ouro&id=1.",
      "Links: https://a.test/x; https://b.test/y, e (https://c.test/z).",
    ]);
    expect(body.text).toBe(
      "Olá, Ana & família.\n\nRenove com um clique: https://memorial.test/renovar?plano=Ouro&id=1.\n\n" +
        "Links: https://a.test/x; https://b.test/y, e (https://c.test/z).\n",
    );
    expect(body.html.split("\n")).toEqual([
      "<p>Olá, Ana &amp; família.</p>",
      '<p>Renove com um clique: <a href="https://memorial.test/renovar?plano=Ouro&amp;id=1">https://memorial.test/renovar?plano=Ouro&amp;id=1</a>.</p>',
      '<p>Links: <a href="https://a.test/x">https://a.test/x</a>; <a href="https://b.test/y">https://b.test/y</a>, e (<a href="https://c.test/z">https://c.test/z</a>).</p>',
    ]);
  });

  it("never lets a paragraph's markup through", () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 5 }), (paragraphs) => {
        const { html } = mailBody(paragraphs);
        const withoutLinks = html.replace(/<a href="[^"<>]*">[^<>]*<\/a>/g, "").replace(/<\/?p>/g, "");
        expect(withoutLinks).not.toMatch(/[<>]/);
        for (const p of paragraphs) if (!/https?:\/\//.test(p)) expect(html).toContain(`<p>${escapeHtml(p)}</p>`);
      }),
      { seed: 20261126 },
    );
  });
});
