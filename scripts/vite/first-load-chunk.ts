import type { GetManualChunk, ManualChunkMeta } from "rollup";

/**
 * Every hydrated screen runs the client entry (React DOM, React Router) and the root route (the
 * shell: header, menus, footer, consent gate) before its own code. Left alone, Rollup splits that
 * code into a dozen small chunks by who else imports each module (an icon the shell shares with a
 * screen gets its own file), and each file is compressed apart: its own gzip header, its own
 * import/export glue, nothing learnt from its neighbours. The modules the entry and the root
 * import statically load on every hydrated screen anyway, so one chunk for all of them adds
 * nothing to any screen and saves that overhead (decision 061). Dynamic imports are not followed.
 *
 * Rollup also moves into a manual chunk every dependency of its modules that no other manual
 * chunk claims, with every export any screen uses: a barrel reached from the root (lucide's
 * index, the app's icon index, a feature's contract, Zod) would put what only some screens need into every screen's
 * first load. Reaching a module `forbidden` names fails the build instead, with the import chain.
 */
export function firstLoadChunk(
  name: string,
  roots: (id: string) => boolean,
  forbidden: (id: string) => boolean,
): GetManualChunk {
  let firstLoad: Set<string> | undefined;
  const collect = (meta: ManualChunkMeta) => {
    const importer = new Map<string, string>();
    const seen = new Set<string>();
    const stack = [...meta.getModuleIds()].filter(roots);
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      if (forbidden(id)) {
        const chain = [id];
        for (let at = importer.get(id); at; at = importer.get(at)) chain.push(at);
        throw new Error(`The first load would include ${id}, imported through:\n  ${chain.join("\n  <- ")}`);
      }
      seen.add(id);
      for (const next of meta.getModuleInfo(id)?.importedIds ?? []) {
        if (!importer.has(next)) importer.set(next, id);
        stack.push(next);
      }
    }
    return seen;
  };
  return (id, meta) => {
    firstLoad ??= collect(meta);
    return firstLoad.has(id) ? name : undefined;
  };
}
