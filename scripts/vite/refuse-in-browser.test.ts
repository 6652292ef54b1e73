import { build, type Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { LUCIDE_PURE_FUNCTIONS, lucideRuntime } from "./lucide-drawings";
import { refuseInBrowser } from "./refuse-in-browser";

const ENTRY = "virtual:entry";

/** Builds `source` as a browser bundle's entry, tree-shaken and guarded as vite.config.ts does. */
async function bundle(source: string): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: "silent",
    root: import.meta.dirname,
    build: {
      write: false,
      minify: false,
      rollupOptions: { input: ENTRY, treeshake: { manualPureFunctions: LUCIDE_PURE_FUNCTIONS } },
    },
    plugins: [
      {
        name: "entry",
        resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : undefined),
        load: (id) => (id === `\0${ENTRY}` ? source : undefined),
      },
      refuseInBrowser(lucideRuntime, "icons are drawn from their data"),
    ],
  })) as Rollup.RollupOutput;
  return output.output.map((file) => (file.type === "chunk" ? file.code : "")).join("");
}

describe("lucide in a browser bundle", () => {
  it("brings an icon's drawing alone: the component its module makes is left out", async () => {
    const code = await bundle(`import { __iconData } from "lucide-react/icons/camera"; console.log(__iconData);`);
    expect(code).toContain("M13.997 4a2 2 0 0 1 1.76 1.05");
    expect(code).not.toMatch(/createLucideIcon|forwardRef|mergeClasses/);
  });

  it("fails the build when a chunk carries lucide's component, naming the module", async () => {
    await expect(bundle(`import Camera from "lucide-react/icons/camera"; console.log(Camera);`)).rejects.toThrow(
      /would carry \S*\/lucide-react\/dist\/esm\/\S+\.mjs: icons are drawn from their data/,
    );
  });
});
