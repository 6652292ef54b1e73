import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { bundleEnhanceScripts, enhanceEntries } from "../../scripts/vite/enhance-plugin";
import { hook, HOOK, selector } from "../shared/ui/markup/markup-hooks";
import { ENHANCE_MODULES, modulesFor, SHELL_MODULE } from "./modules";

const ROOT = `${import.meta.dirname}/../..`;

describe("the enhancement modules", () => {
  let scripts: Record<string, string>;
  beforeAll(async () => {
    scripts = (await bundleEnhanceScripts(ROOT)).scripts;
  });

  it("each has its entry, and every entry is a module a route can ask for", () => {
    expect(Object.keys(enhanceEntries(ROOT)).sort()).toEqual([SHELL_MODULE, ...ENHANCE_MODULES].sort());
  });

  it("are bundled apart: the memorial's code is only in its own script", () => {
    for (const [name, code] of Object.entries(scripts)) {
      expect(code.includes("/api/event/visitProfile"), name).toBe(name === "memorial");
      expect(code.includes("/api/cookie/consent"), name).toBe(name === SHELL_MODULE);
    }
  });

  it("carry the hook names they look for, inlined", () => {
    expect(scripts.memorial).toContain("data-lightbox-stage");
    expect(scripts[SHELL_MODULE]).toContain("data-menu-panel");
    expect(scripts[SHELL_MODULE]).not.toContain("data-lightbox-stage");
  });

  it("run the shell first, then the requested ones once each in a fixed order", () => {
    expect(modulesFor([])).toEqual([SHELL_MODULE]);
    expect(modulesFor(["memorial", "forms", "memorial"])).toEqual([SHELL_MODULE, "forms", "memorial"]);
  });
});

describe("hooks in markup", () => {
  it("render as bare markers or with their value, and can be left out", () => {
    const html = renderToStaticMarkup(
      <form {...hook(HOOK.liveSearch, "#resultados")} {...hook(HOOK.debounce, 500)} {...hook(HOOK.liveForm)}>
        <p {...hook(HOOK.formError, undefined)} {...hook(HOOK.toast, false)} />
      </form>,
    );
    expect(html).toBe('<form data-live-search="#resultados" data-debounce="500" data-live=""><p></p></form>');
    expect(selector(HOOK.liveForm, "form")).toBe("form[data-live]");
  });
});
