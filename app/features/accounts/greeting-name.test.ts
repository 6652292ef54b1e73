import { describe, expect, it } from "vitest";
import { greetingNameOf } from "./greeting-name";

describe("greetingNameOf", () => {
  it("greets a person by the first name", () => {
    expect(greetingNameOf({ name: "  Joana  da Silva ", type: "regular" })).toBe("Joana");
    expect(greetingNameOf({ name: "Ana", type: "admin" })).toBe("Ana");
  });

  it("greets a partner by its company's name, without the legal form", () => {
    expect(greetingNameOf({ name: "Funerária Paz Eterna", type: "partner" })).toBe("Funerária Paz Eterna");
    expect(greetingNameOf({ name: "Funerária Bom Descanso Ltda", type: "partner" })).toBe("Funerária Bom Descanso");
    expect(greetingNameOf({ name: "Grupo São Jorge LTDA. - ME", type: "partner" })).toBe("Grupo São Jorge");
    expect(greetingNameOf({ name: "Serviços Póstumos Lisboa S/A", type: "partner" })).toBe("Serviços Póstumos Lisboa");
    expect(greetingNameOf({ name: "Plano Vida S.A.", type: "partner" })).toBe("Plano Vida");
    expect(greetingNameOf({ name: "Funerária Santa Rita EIRELI", type: "partner" })).toBe("Funerária Santa Rita");
  });

  it("keeps words that only look like a legal form, and a name that is nothing but one", () => {
    expect(greetingNameOf({ name: "Funerária Santa", type: "partner" })).toBe("Funerária Santa");
    expect(greetingNameOf({ name: "Funerária Mesa", type: "partner" })).toBe("Funerária Mesa");
    expect(greetingNameOf({ name: "Ltda", type: "partner" })).toBe("Ltda");
  });
});
