import { and, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { contracts } from "~/db/schema";
import { config } from "~/shared/config.server";
import { contentDir, markdownToHtml, markdownWithSections, readMarkdownFolder } from "~/shared/content/markdown.server";
import { formatCnpj } from "~/shared/validation/cnpj";
import { CONTRACT_PAGES } from "./contracts.catalog";

export const GENERAL_CONTRACT_KEY = "contrato_geral_e_politica_de_privacidade";

export interface Contract {
  key: string;
  version: number;
  title: string;
  body: string;
  publishedAt: Date;
}

const CACHE_MS = 60_000;
const cache = new Map<string, { at: number; value: Contract | undefined }>();

/** The version in force of a contract (the highest), cached briefly: it is read on every page. */
export async function currentContract(key: string): Promise<Contract | undefined> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
  const [row] = await db()
    .select({
      key: contracts.key,
      version: contracts.version,
      title: contracts.title,
      body: contracts.body,
      publishedAt: contracts.publishedAt,
    })
    .from(contracts)
    .where(eq(contracts.key, key))
    .orderBy(desc(contracts.version))
    .limit(1);
  cache.set(key, { at: Date.now(), value: row });
  return row;
}

export function clearContractCache(): void {
  cache.clear();
}

/** Stores every contract file's version that the database does not have yet. Never rewrites one. */
export async function syncContracts(folder = contentDir("contracts")): Promise<number> {
  const known = new Set<string>(CONTRACT_PAGES.map((page) => page.key));
  let added = 0;
  for (const doc of await readMarkdownFolder(folder)) {
    if (!known.has(doc.slug)) continue;
    const version = Number(doc.meta.version ?? "1");
    const [existing] = await db()
      .select({ version: contracts.version })
      .from(contracts)
      .where(and(eq(contracts.key, doc.slug), eq(contracts.version, version)));
    if (existing) continue;
    await db()
      .insert(contracts)
      .values({ key: doc.slug, version, title: doc.meta.title ?? doc.slug, body: doc.body })
      .onConflictDoNothing();
    added++;
  }
  if (added) clearContractCache();
  return added;
}

/**
 * The ways the contract files introduce the company's tax id: ", inscrita no CNPJ sob o nº {{...}}"
 * and ", CNPJ {{...}}". Without COMPANY_CNPJ (a demo install) the whole phrase goes, so the sentence
 * reads "celebrado entre {company}, responsável pela plataforma..." instead of printing a blank.
 */
const CNPJ_PHRASE = /,\s*(?:inscrita no\s+)?CNPJ(?:\s+sob\s+o\s+n[º°o.]*)?\s*\{\{COMPANY_CNPJ\}\}/g;

/** The contract with the company's identity filled in, for reading. */
export function fillPlaceholders(text: string): string {
  const c = config();
  const values: Record<string, string> = {
    COMPANY_NAME: c.COMPANY_NAME,
    // A phrase CNPJ_PHRASE does not cover (a future contract's new wording) loses the bare
    // placeholder rather than showing it; the tests read every contract file without a CNPJ.
    COMPANY_CNPJ: c.COMPANY_CNPJ ? formatCnpj(c.COMPANY_CNPJ) : "",
    SITE_NAME: c.SITE_NAME,
    CONTACT_EMAIL: c.CONTACT_EMAIL,
  };
  const worded = c.COMPANY_CNPJ ? text : text.replace(CNPJ_PHRASE, "");
  // "Ltda." closing a sentence ends it: no second full stop.
  return worded.replace(/\{\{(\w+)\}\}(\.?)/g, (whole, name: string, stop: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return value.endsWith(".") ? value : value + stop;
  });
}

/**
 * The filled text and its HTML, kept per contract row read and per configuration: the general
 * contract is in every page a visitor who has not consented yet gets, and turning it into HTML
 * costs more than the rest of the page's loaders. A new version (or the cache's next read) is a
 * new row object, rendered once.
 */
const readable = new WeakMap<Contract, { config: object; text: string; html: string }>();

export async function contractForReading(key: string) {
  const contract = await currentContract(key);
  if (!contract) return undefined;
  const c = config();
  let kept = readable.get(contract);
  if (kept?.config !== c) {
    const text = fillPlaceholders(contract.body);
    kept = { config: c, text, html: markdownToHtml(text) };
    readable.set(contract, kept);
  }
  return { ...contract, text: kept.text, html: kept.html };
}

/** A contract page: the text with anchored section headings, and those sections for its contents. */
export async function contractWithSections(key: string) {
  const contract = await currentContract(key);
  if (!contract) return undefined;
  return { ...contract, ...markdownWithSections(fillPlaceholders(contract.body)) };
}
