import { config } from "~/shared/config.server";
import { OpenAiBiographyWriter } from "./openai";
import type { BiographyWriter } from "./provider";
import { TemplateBiographyWriter } from "./template";

let current: BiographyWriter | undefined;

/** The biography writer of this process, chosen by LLM_PROVIDER (`template` by default). */
export function biographyWriter(): BiographyWriter {
  if (!current) {
    const c = config();
    current =
      c.LLM_PROVIDER === "openai" && c.OPENAI_API_KEY
        ? new OpenAiBiographyWriter({ apiKey: c.OPENAI_API_KEY, baseUrl: c.OPENAI_BASE_URL, model: c.OPENAI_MODEL })
        : new TemplateBiographyWriter();
  }
  return current;
}

/** For tests: replace the writer (undefined goes back to the configured one). */
export function setBiographyWriter(next: BiographyWriter | undefined): void {
  current = next;
}
