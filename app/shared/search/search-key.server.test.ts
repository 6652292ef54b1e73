import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { selectRows } from "~/db/client.server";
import { setupTestDatabase } from "../../../tests/support/database";
import { searchKey } from "./search-key";

const { db } = setupTestDatabase();

/** Letters as Brazilian names use them, accents included, and the separators people type. */
const nameText = (maxLength: number) =>
  fc
    .array(fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzáâãàéêíóôõúüçABCDELMOSTZ  '-.0|"), { maxLength })
    .map((chars) => chars.join(""));

/** The database's key of each text, in one round trip. */
async function databaseKeys(texts: string[]): Promise<string[]> {
  const rows = await selectRows<{ key: string }>(
    db(),
    sql`select search_key(t.text) as key from unnest(${`{${texts.map((t) => `"${t.replace(/["\\]/g, "\\$&")}"`).join(",")}}`}::text[]) with ordinality as t(text, n) order by t.n`,
  );
  return rows.map((row) => row.key);
}

describe("search_key() in the database", () => {
  it("gives the key the application gives, for names as people write them", async () => {
    const names = [
      "Maria de Lourdes Ferreira",
      "Dona Lurdes",
      "José Carlos da Silva",
      "Luiz Fernando de Souza",
      "Thereza Cristina",
      "Kelly Yvonne Hellen",
      "Conceição Nóbrega",
      "D'Ávila Accioly",
      "Raphael  Queiroz",
      "",
    ];
    expect(await databaseKeys(names)).toEqual(names.map(searchKey));
  });

  it("agrees with the application on any text of name letters", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(nameText(30), { minLength: 1, maxLength: 50 }), async (texts) => {
        expect(await databaseKeys(texts)).toEqual(texts.map(searchKey));
      }),
      { numRuns: 30, seed: 51 },
    );
  });
});
