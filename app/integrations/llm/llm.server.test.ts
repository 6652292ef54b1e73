import { afterEach, describe, expect, it } from "vitest";
import { config, parseConfig, setConfig } from "~/shared/config.server";
import { biographyWriter, setBiographyWriter } from "./llm.server";

const original = config();
afterEach(() => {
  setConfig(original);
  setBiographyWriter(undefined);
});

describe("the configured biography writer", () => {
  it("is the template writer by default", () => {
    setConfig(parseConfig({}));
    expect(biographyWriter().name).toBe("template");
  });

  it("is the OpenAI-compatible client with LLM_PROVIDER=openai and a key", () => {
    setConfig(
      parseConfig({ LLM_PROVIDER: "openai", OPENAI_API_KEY: "sk-x", OPENAI_BASE_URL: "http://127.0.0.1:11434/v1" }),
    );
    expect(biographyWriter().name).toBe("openai");
  });

  it("refuses LLM_PROVIDER=openai without a key at start", () => {
    expect(() => parseConfig({ LLM_PROVIDER: "openai" })).toThrow(/OPENAI_API_KEY/);
  });
});
