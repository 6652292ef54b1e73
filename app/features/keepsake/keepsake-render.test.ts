import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { buildFamilyTree } from "~/features/memorial";
import { type BookContent, layoutBook } from "./keepsake-layout.server";
import { renderBookPdf, renderPagePreview } from "./keepsake-render.server";
import { embeddedFonts, inspectPdf } from "./pdf-inspect.test-helpers";

const photo = (width: number, height: number, hue: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: hue, g: 120, b: 255 - hue } } })
    .jpeg()
    .toBuffer();

const LONG_STORY = Array.from(
  { length: 30 },
  (_, i) =>
    `Parágrafo ${i + 1}: nasceu em Ouro Preto, estudou em Belo Horizonte e trabalhou a vida inteira como professora de música, ` +
    `ensinando gerações de alunos a tocar piano e violão com paciência, alegria e um sorriso que ninguém esquece.`,
);

async function content(overrides: Partial<BookContent> = {}): Promise<BookContent> {
  return {
    name: "Maria Aparecida da Conceição",
    birth: "12/03/1941",
    death: "02/08/2024",
    reference: { text: "O Senhor é o meu pastor; nada me faltará.", source: "Salmo 23" },
    portrait: await photo(1200, 1500, 90),
    story: ["Uma vida de música.", "Ensinou piano por cinquenta anos."],
    tree: buildFamilyTree([
      { degree: "Mãe", name: "Joana Conceição" },
      { degree: "Esposo", name: "José da Silva" },
      { degree: "Filha", name: "Ana da Silva" },
    ]),
    photos: [
      { id: "p1", image: await photo(1200, 900, 10) },
      { id: "p2", image: await photo(900, 1200, 200) },
      { id: "p3", image: await photo(320, 240, 60) },
    ],
    tributes: [
      { id: "t1", name: "Carla Souza", body: "Minha professora querida, obrigada por tudo.", date: "03/08/2024" },
      { id: "t2", name: "Pedro Lima", body: "Saudades eternas da dona Maria.", date: "04/08/2024" },
    ],
    url: "https://memorial.example/maria.aparecida",
    ...overrides,
  };
}

const A5 = [0, 0, 148, 210];

describe("the keepsake book", () => {
  it("is A5, fonts embedded, with the cover, story, family, photos, tributes and closing page", async () => {
    const book = await content();
    const pages = await layoutBook(book);
    expect(pages.map((page) => page.part)).toEqual([
      "cover",
      "story",
      "family",
      "photos",
      "photos",
      "tributes",
      "closing",
    ]);
    const pdf = await renderBookPdf(pages, "Livro de memórias", false);
    const read = await inspectPdf(pdf);
    expect(read).toHaveLength(7);
    for (const page of read) expect(page.mediaBox).toEqual(A5);
    const fonts = await embeddedFonts(pdf);
    expect(fonts.allEmbedded).toBe(true);
    expect(fonts.names.join(" ")).toMatch(/Lora/);
    expect(fonts.names.join(" ")).toMatch(/SourceSans/);
    const text = read.map((page) => page.lines.join(" "));
    expect(text[0]).toContain("Maria Aparecida da Conceição");
    expect(text[0]).toContain("12/03/1941 – 02/08/2024");
    expect(text[0]).toContain("Salmo 23");
    expect(text[1]).toContain("Ensinou piano por cinquenta anos.");
    expect(text[2]).toContain("José da Silva — Esposo");
    expect(text[5]).toContain("Minha professora querida, obrigada por tudo.");
    expect(text[5]).toContain("— Pedro Lima, 04/08/2024");
    expect(text[6]).toContain("memorial.example/maria.aparecida");
  });

  it("keeps every text line inside the margins, even a long reference source", async () => {
    const source =
      "João 11:25. Bíblia, tradução de João Ferreira de Almeida, edição revista e corrigida de 1911 (domínio público)";
    const pages = await layoutBook(await content({ reference: { text: "Eu sou a ressurreição e a vida.", source } }));
    const { measureWith } = await import("~/shared/print/print-fonts.server");
    const margin = 16 * (72 / 25.4);
    for (const page of pages) {
      for (const op of page.ops) {
        if (op.kind !== "text") continue;
        expect(op.x).toBeGreaterThanOrEqual(margin - 0.01);
        expect(op.x + measureWith(op.font)(op.text, op.size)).toBeLessThanOrEqual(148 * (72 / 25.4) - margin + 0.01);
      }
    }
  });

  it("places every image at 300 dpi or more, a small source smaller rather than soft", async () => {
    const pdf = await renderBookPdf(await layoutBook(await content()), "Livro", false);
    const images = (await inspectPdf(pdf)).flatMap((page) => page.images);
    expect(images).toHaveLength(4); // the portrait and three photos
    for (const { pixels, placed } of images) {
      expect(pixels.width / (placed.width / 72)).toBeGreaterThanOrEqual(299.5);
      expect(pixels.height / (placed.height / 72)).toBeGreaterThanOrEqual(299.5);
    }
    // The 320 px photo is placed 320/300 inches wide, not stretched over the page.
    const small = images.find((image) => image.pixels.width === 320)!;
    expect(small.placed.width).toBeCloseTo((320 / 300) * 72, 1);
  });

  it("shows the chosen photos and tributes and only those", async () => {
    const book = await content();
    const chosen = await content({ photos: [book.photos[1]!], tributes: [book.tributes[1]!] });
    const read = await inspectPdf(await renderBookPdf(await layoutBook(chosen), "Livro", false));
    const text = read.flatMap((page) => page.lines).join("\n");
    expect(text).toContain("Saudades eternas da dona Maria.");
    expect(text).not.toContain("Minha professora querida");
    const photos = read.filter((_, i) => i > 0).flatMap((page) => page.images);
    expect(photos).toHaveLength(1);
    expect(photos[0]!.pixels.height).toBeGreaterThan(photos[0]!.pixels.width); // the portrait-shaped one
  });

  it("paginates a long story over pages, every paragraph whole and in order, with folios", async () => {
    const pages = await layoutBook(await content({ story: LONG_STORY }));
    const story = pages.filter((page) => page.part === "story");
    expect(story.length).toBeGreaterThan(3);
    const read = await inspectPdf(await renderBookPdf(pages, "Livro", false));
    const storyText = read
      .filter((_, i) => pages[i]!.part === "story")
      .map((page) => page.lines.slice(0, -1).join(" ")) // the folio is last
      .join(" ");
    for (const [i, paragraph] of LONG_STORY.entries()) {
      expect(storyText).toContain(paragraph.slice(0, 40));
      if (i > 0) expect(storyText.indexOf(`Parágrafo ${i + 1}:`)).toBeGreaterThan(storyText.indexOf(`Parágrafo ${i}:`));
    }
    // Folios count the pages.
    expect(read[1]!.lines.at(-1)).toBe("2");
  });

  it("has a print version with 3 mm bleed, BleedBox and TrimBox, crop marks and the same pages", async () => {
    const pages = await layoutBook(await content());
    const read = await inspectPdf(await renderBookPdf(pages, "Livro", true));
    expect(read).toHaveLength(pages.length);
    for (const page of read) {
      expect(page.mediaBox).toEqual([0, 0, 154, 216]);
      expect(page.bleedBox).toEqual([0, 0, 154, 216]);
      expect(page.trimBox).toEqual([3, 3, 151, 213]);
    }
  });

  it("previews a page as an image drawn from the same operations", async () => {
    const [cover] = await layoutBook(await content());
    const preview = await sharp(await renderPagePreview(cover!, 600)).metadata();
    expect(preview).toMatchObject({ format: "jpeg", width: 600, height: Math.round((600 * 210) / 148) });
  });
});
