import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { Cemetery } from "../cemeteries.server";
import { CemeteryCard } from "./cemetery-cards";
import { CemeteriesNearYou, CemeteryCarousel } from "./home-sections";

const built: Cemetery = {
  id: 7,
  name: "Cemitério da Consolação",
  city: "São Paulo",
  state: "SP",
  built: true,
  imagePath: "cemeteries/abc",
};
const unbuilt: Cemetery = {
  id: 9,
  name: "Cemitério Santo Amaro",
  city: "Recife",
  state: "PE",
  built: false,
  imagePath: null,
};

function render(element: React.ReactElement): string {
  const Stub = createRoutesStub([{ path: "*", Component: () => element }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

const articleOf = (html: string, name: string) =>
  html.match(new RegExp(`<article[^>]*>(?:(?!</article>).)*${name}(?:(?!</article>).)*</article>`))?.[0] ?? "";

describe("cemetery cards", () => {
  it("gives a built cemetery an 'Entrar' link and its picture in every width", () => {
    const html = render(<CemeteryCard cemetery={built} />);
    expect(html).toContain('href="/cemiterio/7"');
    expect(html.replace(/<!-- -->/g, "")).toContain('>Entrar<span class="sr-only"> no Cemitério da Consolação</span>');
    expect(html).toContain("/media/cemeteries/abc-320.jpg 320w");
    expect(html).toContain('width="640"');
    expect(html).toContain("São Paulo");
  });

  it("makes an unbuilt cemetery a dimmed card that is not a link", () => {
    const html = render(<CemeteryCard cemetery={unbuilt} />);
    expect(html).not.toContain("<a ");
    expect(html).toContain("EM CONSTRUÇÃO");
    expect(html).toContain("ESTE CEMITÉRIO ESTARÁ DISPONÍVEL EM BREVE");
  });
});

describe("home sections", () => {
  it("renders every cemetery of the carousel server-side, with 'VER TUDO' and hidden arrows", () => {
    const html = render(<CemeteryCarousel cemeteries={[built, unbuilt]} />);
    expect(html).toContain('href="/searchCemeteries"');
    expect(html).toContain("VER TUDO");
    expect(html).toMatch(/data-carousel-controls="" hidden=""/);
    expect(articleOf(html, "Consolação")).toContain('href="/cemiterio/7"');
    const disabled = articleOf(html, "Santo Amaro");
    expect(disabled).toContain("EM CONSTRUÇÃO");
    expect(disabled).not.toContain("<a ");
  });

  it("leaves out 'Cemitérios perto de você' when nothing is near", () => {
    expect(render(<CemeteriesNearYou cemeteries={[]} />)).not.toContain("perto de você");
    expect(render(<CemeteryCarousel cemeteries={[]} />)).not.toContain("<section");
    expect(render(<CemeteriesNearYou cemeteries={[built]} />)).toContain("Cemitérios perto de você");
  });

  it("lays one or two cards in a single row on a phone, never above an empty one", () => {
    const rowsOf = (html: string) => html.match(/<ul id="[^"]*-lista"[^>]*class="([^"]*)"/)![1]!.split(" ");
    const few = rowsOf(render(<CemeteriesNearYou cemeteries={[built, unbuilt]} />));
    expect(few).toContain("grid-rows-1");
    expect(few).not.toContain("grid-rows-2");
    const many = rowsOf(render(<CemeteryCarousel cemeteries={[built, unbuilt, { ...built, id: 8 }]} />));
    expect(many).toContain("grid-rows-2");
    expect(many).toContain("sm:grid-rows-1");
  });

  it("gives the near row 'VER TUDO' only when asked (the carousel is not shown)", () => {
    expect(render(<CemeteriesNearYou cemeteries={[built]} />)).not.toContain("VER TUDO");
    expect(render(<CemeteriesNearYou cemeteries={[built]} seeAll />)).toContain("VER TUDO");
  });
});
