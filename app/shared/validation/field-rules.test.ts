import { describe, expect, it } from "vitest";
import { fieldComplete, fieldMessage } from "./field-rules";

const none = () => "";

describe("live field rules", () => {
  it("stays silent on an empty field until the form is submitted", () => {
    expect(fieldMessage({ required: "Obrigatório" }, "", none)).toBeUndefined();
    expect(fieldMessage({ required: "Obrigatório" }, "  ", none, { submitting: true })).toBe("Obrigatório");
    expect(fieldComplete({ required: "Obrigatório" }, "", none)).toBe(false);
  });

  it("checks e-mail, length, pair, phone and CNPJ with the given messages", () => {
    expect(fieldMessage({ email: "E-mail" }, "ana@", none)).toBe("E-mail");
    expect(fieldMessage({ email: "E-mail" }, "ana@exemplo.com", none)).toBeUndefined();
    expect(fieldMessage({ minLength: [8, "Curta"] }, "1234567", none)).toBe("Curta");
    const values: Record<string, string> = { password: "segredo123" };
    expect(fieldMessage({ match: ["password", "Diferentes"] }, "segredo12", (n) => values[n] ?? "")).toBe("Diferentes");
    expect(fieldMessage({ match: ["password", "Diferentes"] }, "segredo123", (n) => values[n] ?? "")).toBeUndefined();
    expect(fieldMessage({ phone: "11 dígitos" }, "(11) 98765-432", none)).toBe("11 dígitos");
    expect(fieldMessage({ phone: "11 dígitos" }, "(11) 98765-4321", none)).toBeUndefined();
    expect(fieldMessage({ cnpj: "CNPJ" }, "11.222.333/0001-82", none)).toBe("CNPJ");
    expect(fieldComplete({ required: "x", cnpj: "CNPJ" }, "11.222.333/0001-81", none)).toBe(true);
  });

  it("does not compare a pair while the other field is empty", () => {
    expect(fieldMessage({ match: ["password", "Diferentes"] }, "abcdefgh", none)).toBeUndefined();
  });
});
