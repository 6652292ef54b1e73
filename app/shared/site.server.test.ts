import { afterEach, describe, expect, it } from "vitest";
import { config, parseConfig, setConfig } from "./config.server";
import { LIVE_ENV } from "./config.test-helpers";
import { siteInfo } from "./site.server";

const saved = config();
afterEach(() => setConfig(saved));

describe("the site as pages show it", () => {
  it("is a demo unless APP_MODE=live (the shell's banner follows it)", () => {
    expect(siteInfo({ origin: "http://localhost:3000" }).demo).toBe(true);
    setConfig(parseConfig({ ...LIVE_ENV, DATA_DIR: saved.DATA_DIR }));
    expect(siteInfo({ origin: "https://memorial.example" }).demo).toBe(false);
  });
});
