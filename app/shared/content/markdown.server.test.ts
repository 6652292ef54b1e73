import { describe, expect, it } from "vitest";
import { markdownToHtml, markdownWithSections, slugify } from "./markdown.server";

describe("markdownWithSections", () => {
  it("anchors each ## heading and lists the sections in order", () => {
    const { html, sections } = markdownWithSections(
      "# Contrato\n\n## CLÁUSULA PRIMEIRA — DO OBJETO\n\nTexto.\n\n### 1.1 Detalhe\n\n## 2. Cadastro e **conta**\n\nMais.",
    );
    expect(sections).toEqual([
      { id: "clausula-primeira-do-objeto", text: "CLÁUSULA PRIMEIRA — DO OBJETO" },
      { id: "2-cadastro-e-conta", text: "2. Cadastro e conta" },
    ]);
    expect(html).toContain('<h2 id="clausula-primeira-do-objeto">CLÁUSULA PRIMEIRA — DO OBJETO</h2>');
    expect(html).toContain('<h2 id="2-cadastro-e-conta">2. Cadastro e <strong>conta</strong></h2>');
    // Only the sections: the title and sub-clauses keep their plain headings.
    expect(html).toContain("<h1>Contrato</h1>");
    expect(html).toContain("<h3>1.1 Detalhe</h3>");
  });

  it("never repeats an id", () => {
    const { html, sections } = markdownWithSections("## Objeto\n\n## Objeto\n\n## ¿?\n\n## —");
    expect(sections.map((s) => s.id)).toEqual(["objeto", "objeto-2", "secao", "secao-2"]);
    expect(html.match(/ id="/g)).toHaveLength(4);
  });

  it("keeps raw HTML of the source as text, in headings too", () => {
    const { html, sections } = markdownWithSections('## Foro <img src=x onerror="alert(1)">\n\n<script>x</script>');
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script");
    expect(sections[0]!.id).toBe("foro-img-src-x-onerror-alert-1");
  });

  it("renders the same body as the plain renderer, apart from the ids", () => {
    const source = "## Um\n\nTexto com *ênfase*.\n\n- a\n- b\n\n## Dois\n\n1. x";
    expect(markdownWithSections(source).html.replace(/ id="[^"]*"/g, "")).toBe(markdownToHtml(source));
  });
});

describe("slugify", () => {
  it("drops accents, case and punctuation", () => {
    expect(slugify("Parte II — Política de Privacidade")).toBe("parte-ii-politica-de-privacidade");
    expect(slugify("18. Direitos do titular")).toBe("18-direitos-do-titular");
  });
});
