import { describe, expect, it } from "vitest";
import { EXPLANATIONS, explanationFor, noticeFor, withExplanation } from "./flash";

const at = (path: string) => new URL(path, "http://localhost");

describe("explanations of a bounce", () => {
  it("carries a fixed key and reads back its sentence", () => {
    expect(withExplanation("/home", "memorial-indisponivel")).toBe("/home?motivo=memorial-indisponivel");
    expect(withExplanation("/busca?x=1", "pagina-inexistente")).toBe("/busca?x=1&motivo=pagina-inexistente");
    expect(explanationFor(at(withExplanation("/home", "sem-permissao")))).toBe(EXPLANATIONS["sem-permissao"]);
  });

  it("says nothing for an unknown key, so a link cannot make the site say anything else", () => {
    for (const key of ["", "qualquer", "toString", "__proto__", "constructor"]) {
      expect(explanationFor(at(`/home?motivo=${key}`)), key).toBeUndefined();
    }
    expect(explanationFor(at("/home"))).toBeUndefined();
    // A notice key is not an explanation, and the other way round.
    expect(explanationFor(at("/home?motivo=login"))).toBeUndefined();
    expect(noticeFor(at("/home?aviso=memorial-indisponivel"))).toBeUndefined();
  });

  it("tells the same for every memorial that cannot be opened, in pt-BR", () => {
    expect(EXPLANATIONS["memorial-indisponivel"]).toContain("peça o link de acesso à família");
    expect(EXPLANATIONS["memorial-indisponivel"]).not.toMatch(/é privado\b/);
  });
});
