import path from "node:path";
import { build } from "esbuild";
import type { Plugin } from "vite";

const ID = "virtual:enhance-script";
const RESOLVED = `\0${ID}`;

/**
 * Bundles app/enhance/index.ts (and what it imports) into one minified script and exposes it as a
 * string, so the root layout can inline it with the response's CSP nonce: no extra request on a
 * slow connection, no React needed for the enhancements (docs/decisions/006).
 */
export function enhanceScript(root: string): Plugin {
  const entry = path.join(root, "app/enhance/index.ts");
  return {
    name: "memorial-enhance-script",
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        minify: true,
        format: "iife",
        target: "es2020",
        write: false,
        metafile: true,
        alias: { "~": path.join(root, "app") },
        legalComments: "none",
      });
      for (const input of Object.keys(result.metafile.inputs)) this.addWatchFile(path.resolve(root, input));
      const code = result.outputFiles[0]!.text.trim();
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
