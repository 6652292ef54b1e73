import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { asFormValues, listChangeOf, parsePath, valueAt, valuesOf, withListChange } from "./form-paths";

const key = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_]{0,8}$/);
const text = fc.string({ maxLength: 12 });

describe("form paths: names as Conform writes them", () => {
  it("reads a nested name as its path", () => {
    expect(parsePath("kinships[2].name")).toEqual(["kinships", 2, "name"]);
    expect(parsePath("email")).toEqual(["email"]);
    expect(parsePath("a.b.c")).toEqual(["a", "b", "c"]);
  });

  it("finds every submitted value again under its own name", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(key, fc.nat({ max: 4 }), key, text), {
          selector: ([list, index, field]) => `${list}[${index}].${field}`,
          maxLength: 8,
        }),
        fc.uniqueArray(fc.tuple(key, text), { selector: ([name]) => name, maxLength: 5 }),
        (rows, plain) => {
          // A plain name and a list's name never collide in one form.
          const lists = new Set(rows.map(([list]) => list));
          const fields = plain.filter(([name]) => !lists.has(name));
          const entries: [string, string][] = [
            ...fields,
            ...rows.map(([list, index, field, value]): [string, string] => [`${list}[${index}].${field}`, value]),
          ];
          const values = valuesOf(entries);
          for (const [name, value] of entries) expect(valueAt(values, name)).toBe(value);
        },
      ),
      { seed: 20261127 },
    );
  });

  it("gathers a repeated name into a list, as a form with checkboxes sends it", () => {
    expect(
      valuesOf([
        ["days", "seg"],
        ["days", "qua"],
        ["__intent__", "x"],
      ]),
    ).toEqual({ days: ["seg", "qua"] });
  });

  it("puts a row in and takes it out again, leaving the other rows as they were", () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 6 }), fc.nat({ max: 6 }), text, (rows, at, added) => {
        const values = { interests: rows.map((description) => ({ description })), name: "Ana" };
        const index = Math.min(at, rows.length);
        const inserted = withListChange(values, {
          type: "insert",
          payload: { name: "interests", index, defaultValue: { description: added } },
        });
        expect((inserted.interests as unknown[]).length).toBe(rows.length + 1);
        expect(valueAt(inserted, `interests[${index}].description`)).toBe(added);
        expect(withListChange(inserted, { type: "remove", payload: { name: "interests", index } })).toEqual(values);
        // The change is made on a copy.
        expect(values.interests.length).toBe(rows.length);
      }),
      { seed: 20261127 },
    );
  });

  it("reads only list changes from a submitted intent; anything else is the server's", () => {
    expect(listChangeOf('{"type":"remove","payload":{"name":"kinships","index":1}}')).toEqual({
      type: "remove",
      payload: { name: "kinships", index: 1 },
    });
    expect(listChangeOf('{"type":"reset","payload":{}}')).toBeNull();
    expect(listChangeOf('{"type":"remove","payload":{"name":"kinships"}}')).toBeNull();
    expect(listChangeOf("not json")).toBeNull();
    expect(listChangeOf(null)).toBeNull();
  });

  it("shows defaults as a form holds them", () => {
    expect(asFormValues({ n: 3, on: true, off: false, none: null, rows: [{ d: 1 }] })).toEqual({
      n: "3",
      on: "on",
      off: undefined,
      none: undefined,
      rows: [{ d: "1" }],
    });
  });
});
