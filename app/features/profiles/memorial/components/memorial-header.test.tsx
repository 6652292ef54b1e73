import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { FullProfile } from "../memorial-profile.server";
import { MemorialHeader } from "./memorial-header";

const profile = {
  id: "0b1d5c1e-0000-4000-8000-000000000001",
  username: "joao",
  name: "João da Silva",
  type: "Free",
  kinships: [],
  interests: [],
} as unknown as FullProfile;

const header = (candles: number) =>
  renderToStaticMarkup(<MemorialHeader profile={profile} manage={false} isPrivate={false} candles={candles} />);

describe("the memorial's candle counter", () => {
  it("shows only while candles burn", () => {
    expect(header(0)).not.toContain("velas acesas");
    expect(header(0)).not.toContain("data-candle-count");
    expect(header(1)).toContain("1 vela acesa");
    expect(header(3)).toContain("3 velas acesas");
  });
});
