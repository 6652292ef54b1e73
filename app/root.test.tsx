import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { bundleEnhanceScripts } from "../scripts/vite/enhance-plugin";
import { Layout } from "./root";
import { type RouteHandle } from "~/shared/ui/root-data";

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
