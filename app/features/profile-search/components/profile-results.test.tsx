import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { ProfilePage } from "../search.server";
import { profileCountText, ProfileResults } from "./profile-results";

function render(list: ProfilePage): string {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <ProfileResults id="resultados" list={list} hrefFor={(n) => `/?pagina=${n}`} /> },
  ]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

const page = (values: Partial<ProfilePage>): ProfilePage => ({
  items: [],
  page: 1,
  limit: 6,
  hasNext: false,
  total: 0,
  totalPages: 0,
  totalIsExact: true,
  ...values,
});

describe("profile results", () => {
  it("says how many were found, or that there are more than it counted", () => {
    expect(profileCountText(0)).toBe("Nenhum perfil encontrado.");
    expect(profileCountText(1)).toBe("1 perfil encontrado");
    expect(profileCountText(14)).toBe("14 perfis encontrados");
    expect(profileCountText(31, false)).toBe("Mais de 30 perfis encontrados");
  });

  it("numbers the pages it knows and marks that more follow", () => {
    const html = render(page({ page: 2, hasNext: true, total: 37, totalPages: 7, totalIsExact: false }));
    expect(html).toContain('data-live-search-count="Mais de 36 perfis encontrados"');
    for (const n of [1, 3, 7]) expect(html).toContain(`href="/?pagina=${n}"`);
    expect(html).not.toContain("pagina=8");
    expect(html).toContain("e mais páginas");
    expect(html).toContain("PRÓXIMA");
  });

  it("shows no ellipsis once the end is known", () => {
    const html = render(page({ page: 3, total: 14, totalPages: 3 }));
    expect(html).toContain('data-live-search-count="14 perfis encontrados"');
    expect(html).not.toContain("e mais páginas");
  });

  it("shows the count above the cards", () => {
    const card = {
      id: "p1",
      username: "ana",
      name: "Ana Souza",
      bio: null,
      imageDirectory: null,
      birthDate: null,
      deathDate: null,
      city: null,
      state: null,
      profileType: "Free",
    } as unknown as ProfilePage["items"][number];
    const html = render(page({ items: [card], total: 14, totalPages: 3 }));
    expect(html).toMatch(/<p[^>]*data-result-count[^>]*>14 perfis encontrados<\/p>/);
    expect(html.indexOf("data-result-count")).toBeLessThan(html.indexOf("Ana Souza"));
  });

  it("shows no count above an empty list (the empty text says it)", () => {
    const html = render(page({}));
    expect(html).not.toContain("data-result-count");
    expect(html).toContain("Nenhum perfil encontrado.");
  });
});
