import type { PersonalDataSource } from "~/shared/personal-data.server";

const holder = globalThis as unknown as { __personalDataSources?: readonly PersonalDataSource[] };

/**
 * The sources 'Meus dados' exports and erases through, plugged in by the composition root
 * (app/composition/personal-data.server.ts) when the application loads. Replaced, not appended:
 * a development reload registers the fresh code.
 */
export function registerPersonalDataSources(sources: readonly PersonalDataSource[]): void {
  const names = new Set<string>();
  for (const source of sources) {
    if (names.has(source.name)) throw new Error(`Two personal-data sources are named ${source.name}.`);
    names.add(source.name);
  }
  holder.__personalDataSources = sources;
}

export function personalDataSources(): readonly PersonalDataSource[] {
  const sources = holder.__personalDataSources;
  if (!sources)
    throw new Error("The personal-data sources are not registered (app/composition/personal-data.server.ts).");
  return sources;
}
