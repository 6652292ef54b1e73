import { logger } from "~/shared/logger.server";
import { type BiographyFacts, BiographyUnavailableError, type BiographyWriter, MAX_DRAFTS } from "./provider";

const DEFAULT_BASE_URL = "https://api.openai.com/v1";
const DEFAULT_MODEL = "gpt-4o-mini";
/** A draft longer than this is cut at a sentence end: the memorial's life story, not a book. */
const MAX_DRAFT_CHARS = 3000;

const SYSTEM_PROMPT = [
  "Você escreve biografias para memoriais on-line de pessoas falecidas, em português do Brasil.",
  "Escreva com carinho, respeito e especificidade, usando somente os fatos fornecidos; não invente datas, lugares, nomes ou acontecimentos.",
  "Respeite o gênero informado na concordância (Homem: masculino; Mulher: feminino; Outro ou ausente: linguagem neutra, sem adjetivos de gênero sobre a pessoa).",
  `Escreva de 1 a ${MAX_DRAFTS} versões diferentes, cada uma com um ou dois parágrafos curtos.`,
  'Responda somente com JSON no formato {"biografias": ["...", "..."]}, sem nenhum outro texto.',
].join(" ");

/** The facts as the model reads them: labelled pt-BR lines, missing ones left out. */
export function factsPrompt(facts: BiographyFacts): string {
  const lines: [string, string | undefined][] = [
    ["Nome", facts.name],
    ["Como gostava de ser chamado(a)", facts.surname],
    ["Gênero", facts.gender],
    ["Data de nascimento", facts.birthDate],
    ["Data de falecimento", facts.deathDate],
    ["Profissão", facts.profession],
    ["Cidade natal", facts.hometown],
    ["Local de falecimento", facts.location],
    ["Religião", facts.religion],
    ["Interesses", facts.interests.join("; ") || undefined],
    ["Familiares", facts.kinship.map((k) => (k.degree ? `${k.name} (${k.degree})` : k.name)).join("; ") || undefined],
  ];
  return lines
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n");
}

function trimDraft(text: string): string {
  const draft = text.trim();
  if (draft.length <= MAX_DRAFT_CHARS) return draft;
  const cut = draft.slice(0, MAX_DRAFT_CHARS);
  const end = cut.lastIndexOf(".");
  return end > 0 ? cut.slice(0, end + 1) : cut;
}

/** The drafts in a model's answer, or undefined when it is not the JSON asked for. */
export function draftsFromContent(content: unknown): string[] | undefined {
  if (typeof content !== "string") return undefined;
  const json = content
    .trim()
    .replace(/^```(?:json)?\s*/i, "")
    .replace(/\s*```$/, "");
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  const list = (parsed as { biografias?: unknown } | null)?.biografias;
  if (!Array.isArray(list)) return undefined;
  const drafts = list
    .filter((item): item is string => typeof item === "string" && item.trim().length > 0)
    .map(trimDraft)
    .slice(0, MAX_DRAFTS);
  return drafts.length > 0 ? drafts : undefined;
}

export interface OpenAiOptions {
  apiKey: string;
  /** Any server speaking OpenAI's chat completions (OpenAI, Azure-style gateways, Ollama, vLLM...). */
  baseUrl?: string;
  model?: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/**
 * An OpenAI-compatible chat-completions client (LLM_PROVIDER=openai). Any failure (network,
 * timeout, non-2xx, an answer that is not the JSON asked for) is logged and becomes the spec's
 * 'Erro ao gerar biografia personalizada'; the model's words never reach the log.
 */
export class OpenAiBiographyWriter implements BiographyWriter {
  readonly name = "openai" as const;
  private readonly options: Required<Omit<OpenAiOptions, "fetch">> & { fetch: typeof globalThis.fetch };

  constructor(options: OpenAiOptions) {
    this.options = {
      apiKey: options.apiKey,
      baseUrl: (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, ""),
      model: options.model ?? DEFAULT_MODEL,
      timeoutMs: options.timeoutMs ?? 20_000,
      fetch: options.fetch ?? ((...args) => globalThis.fetch(...args)),
    };
  }

  async writeDrafts(facts: BiographyFacts): Promise<string[]> {
    const { apiKey, baseUrl, model, timeoutMs, fetch } = this.options;
    let content: unknown;
    try {
      const response = await fetch(`${baseUrl}/chat/completions`, {
        method: "POST",
        headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
        body: JSON.stringify({
          model,
          temperature: 0.8,
          messages: [
            { role: "system", content: SYSTEM_PROMPT },
            { role: "user", content: factsPrompt(facts) },
          ],
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`chat completions answered ${response.status}`);
      const answer = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
      content = answer.choices?.[0]?.message?.content;
    } catch (error) {
      logger().warn({ err: error, model }, "biography model failed");
      throw new BiographyUnavailableError();
    }
    const drafts = draftsFromContent(content);
    if (!drafts) {
      logger().warn({ model }, "biography model answered something else than the drafts asked for");
      throw new BiographyUnavailableError();
    }
    return drafts;
  }
}
