import { readdirSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import type { Plugin } from "vite";

const ID = "virtual:enhance-scripts";
const RESOLVED = `\0${ID}`;

/** The entry of every enhancement script: `app/enhance/entries/<name>.ts`, by name. */
export function enhanceEntries(root: string): Record<string, string> {
  const folder = path.join(root, "app/enhance/entries");
  const entries: Record<string, string> = {};
  for (const file of readdirSync(folder)) {
    if (file.endsWith(".ts") && !file.endsWith(".test.ts")) entries[file.slice(0, -3)] = path.join(folder, file);
  }
  return entries;
}

/** Bundles each enhancement entry on its own into a minified IIFE; the scripts by name. */
export async function bundleEnhanceScripts(
  root: string,
): Promise<{ scripts: Record<string, string>; inputs: string[] }> {
  const result = await build({
    entryPoints: enhanceEntries(root),
    outdir: "enhance",
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    write: false,
    metafile: true,
    alias: { "~": path.join(root, "app") },
    legalComments: "none",
  });
  const scripts: Record<string, string> = {};
  for (const file of result.outputFiles) scripts[path.basename(file.path, ".js")] = file.text.trim();
  return { scripts, inputs: Object.keys(result.metafile.inputs).map((input) => path.resolve(root, input)) };
}

/**
 * Exposes the enhancement scripts of the public pages as strings, so the root layout inlines the
 * shell and the modules a page's routes ask for with the response's CSP nonce: no extra request on
 * a slow connection, no React for the public pages (docs/decisions/011).
 */
export function enhanceScripts(root: string): Plugin {
  return {
    name: "memorial-enhance-scripts",
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const { scripts, inputs } = await bundleEnhanceScripts(root);
      for (const input of inputs) this.addWatchFile(input);
      return `export default ${JSON.stringify(scripts)};`;
    },
  };
}
