import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/database";
import { selectRows } from "./client.server";

const { db } = setupTestDatabase();

describe("database", () => {
  it("has the search extensions and the immutable unaccent wrapper", async () => {
    const rows = await selectRows<{ value: string; similar: number }>(
      db(),
      sql`select immutable_unaccent(lower('São Paulo, Belém, João Pessoa, Florianópolis')) as value,
                 similarity('joao pessoa', 'joão pessoa') > 0 as similar`,
    );
    expect(rows[0]?.value).toBe("sao paulo, belem, joao pessoa, florianopolis");
    expect(rows[0]?.similar).toBe(true);
  });
});
