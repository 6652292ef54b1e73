import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/support/database";
import { createCemetery, createProfile } from "../../../tests/factories";
import CemeteryPage, { loader as cemeteryLoader } from "./cemetery";
import SearchCemeteries, { loader as searchLoader } from "./search-cemeteries";
import { testLoadContext } from "../../../tests/support/context";

const { db } = setupTestDatabase();

type Loader = (args: never) => Promise<unknown>;

/** Runs a page loader; a thrown redirect is returned as its Response. */
async function load(loader: Loader, path: string, params: Record<string, string> = {}): Promise<unknown> {
  const request = new Request(`http://localhost${path}`);
  try {
    return await loader({ request, params, context: testLoadContext(request) } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function renderPage(Page: unknown, loaderData: unknown): string {
  const Component = Page as React.ComponentType<{ loaderData: unknown }>;
  const Stub = createRoutesStub([{ path: "*", Component: () => <Component loaderData={loaderData} /> }]);
  return renderToString(<Stub initialEntries={["/"]} />).replace(/<!-- -->/g, "");
}

const redirectTarget = (value: unknown) => (value instanceof Response ? value.headers.get("Location") : null);

describe("/cemiterio/:id", () => {
  it("shows the empty text of a cemetery without memorials, and the search's own empty text", async () => {
    const empty = await createCemetery(db(), { name: "Cemitério Novo" });
    await createProfile(db(), { cemeteryId: empty.id, name: "Só Privado", access: "Private" });
    const html = renderPage(CemeteryPage, await load(cemeteryLoader, `/cemiterio/${empty.id}`, { id: `${empty.id}` }));
    expect(html).toContain("Memórias Eternizadas em:");
    expect(html).toContain("Este cemitério ainda não possui perfis cadastrados.");
    expect(html).not.toContain("Só Privado");
    const searched = renderPage(
      CemeteryPage,
      await load(cemeteryLoader, `/cemiterio/${empty.id}?busca=Jo%C3%A3o`, { id: `${empty.id}` }),
    );
    expect(searched).toContain("Nenhum perfil encontrado para a busca: João");
  });

  it("sends unknown, malformed and unbuilt cemeteries back to the search, saying why", async () => {
    const unbuilt = await createCemetery(db(), { built: false });
    for (const id of [`${unbuilt.id}`, "4242", "abc", "1; drop table"]) {
      expect(redirectTarget(await load(cemeteryLoader, `/cemiterio/${id}`, { id }))).toBe(
        "/searchCemeteries?motivo=cemiterio-indisponivel",
      );
    }
  });

  it("opens the last page for a page past the end, keeping the search", async () => {
    const cemetery = await createCemetery(db());
    for (let i = 1; i <= 7; i++) await createProfile(db(), { cemeteryId: cemetery.id, name: `Ana ${i}` });
    const path = `/cemiterio/${cemetery.id}?busca=ana&pagina=50`;
    expect(redirectTarget(await load(cemeteryLoader, path, { id: `${cemetery.id}` }))).toBe(
      `/cemiterio/${cemetery.id}?busca=ana&pagina=2`,
    );
  });
});

describe("/searchCemeteries", () => {
  it("lists the cards with the count, shown and for screen readers, and the empty text", async () => {
    await createCemetery(db(), { name: "Cemitério da Saudade", city: "Campinas" });
    const html = renderPage(SearchCemeteries, await load(searchLoader, "/searchCemeteries?busca=campinas"));
    expect(html).toContain('data-live-search-count="1 cemitério encontrado"');
    expect(html).toMatch(/<p[^>]*data-result-count[^>]*>1 cemitério encontrado<\/p>/);
    expect(html).toContain('placeholder="Pesquisar por cemitério, cidade..."');
    expect(html).toContain('value="campinas"');
    const none = renderPage(SearchCemeteries, await load(searchLoader, "/searchCemeteries?busca=manaus"));
    expect(none).toContain("Nenhum cemitério encontrado.");
    expect(none).not.toContain("data-result-count");
  });

  it("opens the last page for a page past the end", async () => {
    for (let i = 1; i <= 7; i++) await createCemetery(db(), { name: `Cemitério ${i}` });
    expect(redirectTarget(await load(searchLoader, "/searchCemeteries?pagina=9"))).toBe("/searchCemeteries?pagina=2");
    expect(await load(searchLoader, "/searchCemeteries?pagina=abc")).toMatchObject({ list: { page: 1 } });
  });
});
