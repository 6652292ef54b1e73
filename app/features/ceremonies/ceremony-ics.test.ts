import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ceremonyIcs, escapeIcsText, foldIcsLine } from "./ceremony-ics";
import { saoPauloInstant } from "./ceremony-time";
import { toCeremonyView } from "./ceremony-view";

/**
 * A small RFC 5545 reader, enough to check the file as a calendar reads it: lines unfolded,
 * properties split from their parameters, texts unescaped, DATE-TIMEs in UTC turned into instants.
 */
function parseIcs(ics: string) {
  expect(ics.endsWith("\r\n")).toBe(true);
  const physical = ics.slice(0, -2).split("\r\n");
  for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(" ")) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const props = new Map<string, string>();
  const stack: string[] = [];
  for (const line of lines) {
    const colon = line.indexOf(":");
    const [name] = line.slice(0, colon).split(";");
    const value = line.slice(colon + 1);
    if (name === "BEGIN") stack.push(value);
    else if (name === "END") expect(stack.pop()).toBe(value);
    else if (stack.at(-1) === "VEVENT") props.set(name!, value);
  }
  expect(stack).toEqual([]);
  const text = (name: string) =>
    props.get(name)?.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));
  const instant = (name: string) => {
    const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(props.get(name) ?? "");
    return m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!)) : undefined;
  };
  return { props, text, instant };
}

const view = (overrides: Partial<Parameters<typeof toCeremonyView>[0]> = {}) =>
  toCeremonyView({
    id: "6f1c2b9e-1d7a-4c4e-9b1a-1f2e3d4c5b6a",
    kind: "velorio",
    customName: null,
    startsAt: saoPauloInstant("2026-12-05", "14:00")!,
    endsAt: saoPauloInstant("2026-12-05", "17:00")!,
    visibleUntil: saoPauloInstant("2026-12-05", "17:00")!,
    cemeteryId: null,
    streamUrl: "https://youtube.com/live/x?a=1,2;3",
    place: { name: "Capela São José; sala 2, térreo", address: "Av. Brasil, 1000 — Centro, Campinas/SP" },
    ...overrides,
  });

describe("the ceremony's calendar file", () => {
  it("parses with 14:00 in São Paulo as 17:00Z, a stable UID and the texts unescaped", () => {
    const ceremony = view();
    const make = (now: Date) =>
      ceremonyIcs({
        ceremony,
        name: "Maria José da Silva",
        memorialUrl: "https://memorial.example/profile/maria",
        host: "memorial.example",
        now,
      });
    const ics = make(new Date("2026-12-01T10:00:00Z"));
    const parsed = parseIcs(ics);
    expect(parsed.instant("DTSTART")).toEqual(new Date("2026-12-05T17:00:00Z"));
    expect(parsed.instant("DTEND")).toEqual(new Date("2026-12-05T20:00:00Z"));
    expect(parsed.text("SUMMARY")).toBe("Velório de Maria José da Silva");
    expect(parsed.text("LOCATION")).toBe("Capela São José; sala 2, térreo — Av. Brasil, 1000 — Centro, Campinas/SP");
    expect(parsed.text("DESCRIPTION")).toContain("\nTransmissão ao vivo: https://youtube.com/live/x?a=1,2;3\n");
    expect(parsed.props.get("UID")).toBe("ceremony-6f1c2b9e-1d7a-4c4e-9b1a-1f2e3d4c5b6a@memorial.example");
    // Made again later: the same UID (a calendar updates the event instead of adding another).
    expect(parseIcs(make(new Date("2026-12-02T10:00:00Z"))).props.get("UID")).toBe(parsed.props.get("UID"));
  });

  it("leaves DTEND out when no end was given", () => {
    const ics = ceremonyIcs({
      ceremony: view({ endsAt: null }),
      name: "Ana",
      memorialUrl: "https://m.example/profile/ana",
      host: "m.example",
      now: new Date(),
    });
    expect(parseIcs(ics).props.has("DTEND")).toBe(false);
  });

  it("folds and escapes any text so that unfolding and unescaping give it back", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (text) => {
        const line = `SUMMARY:${escapeIcsText(text)}`;
        const folded = foldIcsLine(line);
        const physical = folded.split("\r\n");
        for (const piece of physical) expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75);
        const unfolded = physical.map((piece, i) => (i === 0 ? piece : piece.slice(1))).join("");
        expect(unfolded).toBe(line);
        const value = unfolded.slice("SUMMARY:".length);
        expect(value.replace(/\\([\\;,n])/g, (_, c: string) => (c === "n" ? "\n" : c))).toBe(
          text.replace(/\r\n|\r/g, "\n"),
        );
      }),
    );
  });
});

describe("saoPauloInstant", () => {
  it("reads any real date and time as the São Paulo wall clock (UTC−3 since 2019)", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2035-12-31T00:00:00Z"), noInvalidDate: true }),
        (d) => {
          const local = new Date(d.getTime() - 3 * 3600_000);
          const pad = (n: number) => String(n).padStart(2, "0");
          const date = `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
          const time = `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
          const expected = Math.floor(d.getTime() / 60_000) * 60_000;
          expect(saoPauloInstant(date, time)?.getTime()).toBe(expected);
        },
      ),
    );
  });

  it("knows the old summer time (15 Jan 2018, 14:00 was 16:00Z) and refuses impossible dates", () => {
    expect(saoPauloInstant("2018-01-15", "14:00")).toEqual(new Date("2018-01-15T16:00:00Z"));
    expect(saoPauloInstant("2026-02-29", "10:00")).toBeUndefined();
    expect(saoPauloInstant("2026-12-05", "24:00")).toBeUndefined();
    expect(saoPauloInstant("5/12/2026", "10:00")).toBeUndefined();
  });
});
