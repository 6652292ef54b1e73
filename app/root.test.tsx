import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { DEMO_NOTICE } from "~/shared/demo-notice";
import { beforeAll, describe, expect, it } from "vitest";
import { bundleEnhanceScripts } from "../scripts/vite/enhance-plugin";
import App, { ErrorBoundary, Layout } from "./root";
import { type RootData, type RouteHandle } from "~/shared/ui/root-data";
import type { SiteInfo } from "~/shared/ui/seo";

let scripts: Record<string, string>;
beforeAll(async () => {
  scripts = (await bundleEnhanceScripts(import.meta.dirname + "/..")).scripts;
});

/** The document the root layout renders for a page whose route has this handle. */
function documentFor(handle: RouteHandle): string {
  const Stub = createRoutesStub([
    {
      id: "root",
      Component: () => (
        <Layout>
          <Outlet />
        </Layout>
      ),
      children: [{ path: "/page", handle, Component: () => <main>conteúdo</main> }],
    },
  ]);
  return renderToString(<Stub initialEntries={["/page"]} />);
}

/** Which enhancement scripts the document inlines, by name, in order. */
function inlined(html: string): string[] {
  const bodies = Array.from(html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g), (match) => match[1]!);
  return bodies.map((body) => Object.entries(scripts).find(([, code]) => code === body)?.[0] ?? "other");
}

describe("the root layout's scripts (docs/decisions/011)", () => {
  it("gives a public page without modules only the shell script, and no React", () => {
    const html = documentFor({ clouds: true });
    expect(inlined(html)).toEqual(["shell"]);
    expect(html).not.toContain('type="module"');
  });

  it("adds the modules a route asks for, in their fixed order, so the memorial code stays on its page", () => {
    expect(inlined(documentFor({ enhance: ["memorial", "forms"] }))).toEqual(["shell", "forms", "memorial"]);
    expect(inlined(documentFor({ enhance: ["location", "carousel"] }))).toEqual(["shell", "carousel", "location"]);
    expect(documentFor({ enhance: ["forms"] })).not.toContain("Link copiado com sucesso!");
  });
});

describe("a task-zone screen", () => {
  it("loads React and keeps only the shell script, even if a route asks for more", () => {
    const html = documentFor({ hydrate: true, enhance: ["forms"] });
    expect(html).toContain('rel="modulepreload"');
    expect(inlined(html).filter((name) => name !== "other")).toEqual(["shell"]);
  });
});

describe("the demo banner (APP_MODE=demo, decision 034)", () => {
  const SITE: SiteInfo = {
    name: "Memorial",
    publicUrl: "http://localhost:3000",
    companyName: "Memorial Ltda",
    companyCnpj: null,
    whatsappNumber: null,
    contactEmail: "contato@memorial.example",
    instagramUrl: null,
    exampleChannels: [],
    demo: true,
  };

  /** The whole document of a page (public, or a task screen that hydrates) for a site in this mode. */
  function pageFor(demo: boolean, handle: RouteHandle): string {
    const root: RootData = {
      site: { ...SITE, demo },
      consented: true,
      policy: null,
      user: handle.hydrate ? { id: "u1", greetingName: "Ana", type: "regular" } : null,
      notice: null,
      explanation: null,
    };
    const Stub = createRoutesStub([
      {
        id: "root",
        loader: () => root,
        Component: () => (
          <Layout>
            <App {...({ loaderData: root } as unknown as Parameters<typeof App>[0])} />
          </Layout>
        ),
        children: [{ path: "/page", handle, Component: () => <h1>Página</h1> }],
      },
    ]);
    return renderToString(<Stub initialEntries={["/page"]} hydrationData={{ loaderData: { root } }} />).replace(
      /<!-- -->/g,
      "",
    );
  }

  const banners = (html: string) => html.match(/<p[^>]*role="note"[^>]*>[\s\S]*?<\/p>/g) ?? [];

  it("says so once, first in the shell, on a public page and on a task screen of a demo", () => {
    for (const handle of [{ clouds: true }, { hydrate: true }] satisfies RouteHandle[]) {
      const html = pageFor(true, handle);
      expect(banners(html)).toHaveLength(1);
      expect(banners(html)[0]!.replace(/<[^>]+>/g, "")).toBe("Ambiente de demonstração: nenhum pagamento é real");
      expect(html.indexOf("Ambiente de demonstração")).toBeLessThan(html.indexOf('aria-label="Principal"'));
    }
  });

  it("is absent in live mode", () => {
    for (const handle of [{ clouds: true }, { hydrate: true }] satisfies RouteHandle[]) {
      const html = pageFor(false, handle);
      expect(html).toContain("<h1>Página</h1>");
      expect(html).not.toContain("Ambiente de demonstração");
    }
  });

  it("stays on an error page of a demo (a 404 of a child page keeps the root's data)", () => {
    for (const demo of [true, false]) {
      const root = { site: { ...SITE, demo } };
      const Stub = createRoutesStub([
        {
          id: "root",
          loader: () => root,
          Component: () => <Outlet />,
          ErrorBoundary: ErrorBoundary as unknown as React.ComponentType,
          children: [{ id: "page", path: "/page", Component: () => <h1>Página</h1> }],
        },
      ]);
      const html = renderToString(
        <Stub
          initialEntries={["/page"]}
          hydrationData={{
            loaderData: { root },
            errors: { root: new ErrorResponseImpl(404, "Not Found", null) },
          }}
        />,
      );
      expect(html).toContain("Página não encontrada");
      expect(html.includes(DEMO_NOTICE)).toBe(demo);
    }
  });
});
