import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../support/database";
import { statementsOf } from "../support/statements";

const { db } = setupTestDatabase();

describe("statementsOf (the statement counter of the page tests)", () => {
  it("lists every statement, inside a transaction too, and nothing after it returns", async () => {
    const { result, sql: seen } = await statementsOf(db(), async () => {
      await db().execute(sql`select 1 as one`);
      return db().transaction(async (tx) => {
        await tx.execute(sql`select 2 as two`);
        return "done";
      });
    });
    expect(result).toBe("done");
    expect(seen).toEqual(["select 1 as one", "select 2 as two"]);
    await db().execute(sql`select 3 as three`);
    expect(seen).toHaveLength(2);
  });
});
