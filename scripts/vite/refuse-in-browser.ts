import type { Plugin } from "vite";

/**
 * Fails the browser build when a chunk carries code of a module `refused` names, with the chunk
 * and the module. It reads what Rollup rendered, after tree-shaking: a module reached only for
 * code tree-shaking removed (lucide's `createLucideIcon`, which each `lucide-react/icons/<name>`
 * calls beside the drawing the app takes from it) is in the module graph but in no chunk: it passes.
 */
export function refuseInBrowser(refused: (id: string) => boolean, why: string): Plugin {
  return {
    name: "memorial-refuse-in-browser",
    apply: "build",
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk") continue;
        for (const [id, module] of Object.entries(file.modules)) {
          if (refused(id) && module.renderedLength > 0) this.error(`${file.fileName} would carry ${id}: ${why}`);
        }
      }
    },
  };
}
