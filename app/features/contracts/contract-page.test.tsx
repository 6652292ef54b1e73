import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/support/database";
import { testLoadContext } from "../../../tests/support/context";
import { CONTRACT_PAGES } from "./contracts.catalog";
import { syncContracts } from "./contracts.server";
import { ContractContents } from "./components/contract-contents";
import ContractPage, { loader } from "./contract-page";

setupTestDatabase();

async function renderContract(path: string): Promise<string> {
  const request = new Request(`http://localhost${path}`);
  const loaderData = await loader({ request, params: {}, context: testLoadContext(request) } as never);
  const Page = ContractPage as unknown as React.ComponentType<{ loaderData: unknown }>;
  const Stub = createRoutesStub([{ path: "*", Component: () => <Page loaderData={loaderData} /> }]);
  return renderToString(<Stub initialEntries={[path]} />).replace(/<!-- -->/g, "");
}

const contentsOf = (html: string) => /<nav aria-labelledby="contrato-sumario"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";

describe("contract pages", () => {
  it.each(CONTRACT_PAGES.map((page) => page.path))(
    "%s opens with contents that link to every section",
    async (path) => {
      await syncContracts();
      const html = await renderContract(path);
      const contents = contentsOf(html);
      expect(contents).toContain(">Sumário</h2>");
      const targets = [...contents.matchAll(/href="#([^"]+)"/g)].map((match) => match[1]!);
      const headings = [...html.matchAll(/<h2 id="([^"]+)"/g)].map((match) => match[1]!);
      expect(targets.length).toBeGreaterThanOrEqual(8);
      // Every link has its heading, every section its link, in the reading order.
      expect(targets).toEqual(headings.filter((id) => id !== "contrato-sumario"));
    },
  );

  it("names the sections as the contract does", async () => {
    await syncContracts();
    const contents = contentsOf(await renderContract("/contrato-plano-ouro"));
    expect(contents).toContain('<a href="#clausula-primeira-do-objeto"');
    expect(contents).toContain(">CLÁUSULA PRIMEIRA — DO OBJETO</a>");
    expect(contents).toContain(">CLÁUSULA DÉCIMA TERCEIRA — DO FORO</a>");
    const general = contentsOf(await renderContract("/contrato-politicadeprivacidade-geral"));
    expect(general).toContain('<a href="#18-direitos-do-titular"');
  });

  it("leaves the contents out of a short text", () => {
    const sections = [1, 2, 3].map((n) => ({ id: `s${n}`, text: `Seção ${n}` }));
    expect(renderToString(<ContractContents sections={sections} />)).toBe("");
    expect(renderToString(<ContractContents sections={[...sections, { id: "s4", text: "Seção 4" }]} />)).toContain(
      'href="#s4"',
    );
  });
});
