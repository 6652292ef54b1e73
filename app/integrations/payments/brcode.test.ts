import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildBrCode, crc16, hasValidCrc, parseBrCode } from "./brcode";

describe("PIX BR Code", () => {
  it("computes CRC16-CCITT-FALSE as the Banco Central specifies", () => {
    // The standard check value of CRC-16/CCITT-FALSE.
    expect(crc16("123456789")).toBe("29B1");
  });

  it("writes the EMV fields a banking app reads", () => {
    const code = buildBrCode({
      pixKey: "pix@memorial.example",
      amountCents: 1234,
      merchantName: "Memorial Serviços Digitais Ltda.",
      merchantCity: "São Paulo",
      txid: "abc-123",
    });
    const fields = parseBrCode(code);
    expect(fields.get("00")).toBe("01");
    expect(parseBrCode(fields.get("26")!)).toEqual(
      new Map([
        ["00", "br.gov.bcb.pix"],
        ["01", "pix@memorial.example"],
      ]),
    );
    expect(fields.get("53")).toBe("986");
    expect(fields.get("54")).toBe("12.34");
    expect(fields.get("58")).toBe("BR");
    expect(fields.get("59")).toBe("Memorial Servicos Digitai");
    expect(fields.get("60")).toBe("Sao Paulo");
    expect(parseBrCode(fields.get("62")!).get("05")).toBe("abc123");
    expect(hasValidCrc(code)).toBe(true);
  });

  it("property: any amount and txid gives a code whose CRC checks and whose amount reads back", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), fc.string({ maxLength: 40 }), (cents, txid) => {
        const code = buildBrCode({ pixKey: "chave", amountCents: cents, merchantName: "M", merchantCity: "C", txid });
        expect(hasValidCrc(code)).toBe(true);
        expect(Math.round(Number(parseBrCode(code).get("54")) * 100)).toBe(cents);
        // Any altered character breaks the CRC.
        const broken = code.slice(0, 5) + (code[5] === "1" ? "2" : "1") + code.slice(6);
        expect(hasValidCrc(broken)).toBe(false);
      }),
      { seed: 42 },
    );
  });
});
