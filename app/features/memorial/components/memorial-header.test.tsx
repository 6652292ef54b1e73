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

const firstScreen = (changes: Partial<FullProfile>, cemetery: { id: number; name: string } | null) =>
  renderToStaticMarkup(
    <MemorialHeader
      profile={{ ...profile, ...changes }}
      manage={false}
      isPrivate={false}
      candles={0}
      cemetery={cemetery}
    />,
  );

describe("the memorial's candle counter", () => {
  it("shows only while candles burn", () => {
    expect(header(0)).not.toContain("velas acesas");
    expect(header(0)).not.toContain("data-candle-count");
    expect(header(1)).toContain("1 vela acesa");
    expect(header(3)).toContain("3 velas acesas");
  });
});

describe("the memorial's first screen", () => {
  const saudade = { id: 7, name: "Cemitério da Saudade" };

  it("says where the person rests, in the person's gender, linking to the cemetery page", () => {
    expect(firstScreen({ gender: "Homem" }, saudade)).toContain(
      'Sepultado em <a href="/cemiterio/7" class="font-semibold text-sky-800 underline underline-offset-4">Cemitério da Saudade</a>',
    );
    expect(firstScreen({ gender: "Mulher" }, saudade)).toContain("Sepultada em ");
    expect(firstScreen({ gender: "Outro" }, saudade)).toContain("Sepultado(a) em ");
    expect(firstScreen({ gender: null }, saudade)).toContain("Sepultado(a) em ");
  });

  it("says nothing about a cemetery when the memorial belongs to none", () => {
    const html = firstScreen({ gender: "Mulher" }, null);
    expect(html).not.toContain("Sepultad");
    expect(html).not.toContain("/cemiterio/");
  });

  it("labels the place of death as such", () => {
    const html = firstScreen({ location: "Recife, PE" }, null);
    expect(html).toMatch(/<dt[^>]*>Faleceu em<\/dt><dd[^>]*>Recife, PE<\/dd>/);
    expect(html).not.toContain(">Local<");
  });
});
