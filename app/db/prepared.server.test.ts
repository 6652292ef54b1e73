import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/database";
import { statementsOf } from "../../tests/support/statements";
import { createUser } from "../../tests/factories";
import { prepared } from "./prepared.server";
import { users } from "./schema";

const { db } = setupTestDatabase();

describe("prepared (a hot read kept prepared, decision 063)", () => {
  it("builds the query once per database and answers each call's own values", async () => {
    const first = await createUser(db());
    const second = await createUser(db());
    let built = 0;
    const emailOf = prepared((database) => {
      built += 1;
      return database
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, sql.placeholder("id")))
        .prepare("test_email_of");
    });
    expect(await emailOf({ id: first.id })).toEqual([{ email: first.email }]);
    expect(await emailOf({ id: second.id })).toEqual([{ email: second.email }]);
    expect(await emailOf({ id: randomUUID() })).toEqual([]);
    expect(built).toBe(1);
  });

  it("is seen by the statement counter on every call, the first and the kept ones", async () => {
    const user = await createUser(db());
    const nameOf = prepared((database) =>
      database
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, sql.placeholder("id")))
        .prepare("test_name_of"),
    );
    // Made before the counter starts: the kept statement must still be counted.
    await nameOf({ id: user.id });
    const { sql: seen } = await statementsOf(db(), async () => {
      await nameOf({ id: user.id });
      await nameOf({ id: user.id });
    });
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[0]).toContain('"users"."id" = $1');
  });
});
