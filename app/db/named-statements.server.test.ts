import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/support/database";
import { createUser } from "../../tests/factories";
import { currentDatabase, onOneConnection, selectRows } from "./client.server";
import { users } from "./schema";

const { db } = setupTestDatabase();
const onPostgres = process.env.TEST_DATABASE_URL !== undefined;

describe.skipIf(!onPostgres)("every statement a named one, planned for its values (decision 065)", () => {
  it("Drizzle's statements are named ones in a transaction and a savepoint too", async () => {
    const user = await createUser(db());
    expect(currentDatabase()!.kind).toBe("postgres");
    await db().transaction(async (tx) => {
      const [found] = await tx.select({ email: users.email }).from(users).where(eq(users.id, user.id));
      expect(found?.email).toBe(user.email);
      const kept = await selectRows<{ statement: string }>(tx, sql`select statement from pg_prepared_statements`);
      expect(kept.some((row) => row.statement.includes(`from "users" where "users"."id" = $1`))).toBe(true);
      await tx.transaction(async (savepoint) => {
        await savepoint.select({ name: users.name }).from(users).where(eq(users.email, user.email));
        const keptToo = await selectRows<{ statement: string }>(
          savepoint,
          sql`select statement from pg_prepared_statements`,
        );
        expect(keptToo.some((row) => row.statement.includes(`where "users"."email" = $1`))).toBe(true);
      });
    });
  });

  it("each connection plans a named statement for its values every time", async () => {
    await db().transaction(async (tx) => {
      const [mode] = await selectRows<{ plan_cache_mode: string }>(tx, sql`show plan_cache_mode`);
      expect(mode?.plan_cache_mode).toBe("force_custom_plan");
    });
  });

  it("statements sent together in a transaction all answer, in order, and a failure fails the rest", async () => {
    const [one, two] = [await createUser(db()), await createUser(db())];
    const emails = await db().transaction((tx) =>
      Promise.all(
        [one, two, one].map(async (user) => {
          const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, user.id));
          return row?.email;
        }),
      ),
    );
    expect(emails).toEqual([one.email, two.email, one.email]);
    await expect(
      db().transaction((tx) =>
        Promise.all([
          tx.insert(users).values({ name: "Duplicado", email: one.email, passwordHash: "x" }),
          tx.select({ email: users.email }).from(users).where(eq(users.id, two.id)),
        ]),
      ),
    ).rejects.toMatchObject({ cause: { code: "23505" } }); // the insert's own error, first
    const [count] = await selectRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from users where name = 'Duplicado'`,
    );
    expect(count?.n).toBe(0);
  });

  describe("reads sent on one connection (decision 067)", () => {
    const backend = async () => {
      const [row] = await selectRows<{ pid: number }>(db(), sql`select pg_backend_pid() as pid`);
      return row!.pid;
    };

    it("sends a page's reads on one server process, and leaves the pool to everything else", async () => {
      const inside = await onOneConnection(() => Promise.all(Array.from({ length: 8 }, backend)));
      expect(new Set(inside).size).toBe(1);
      // Sent together from the pool, the same reads spread over its idle connections.
      await Promise.all(Array.from({ length: 8 }, backend));
      const outside = await Promise.all(Array.from({ length: 8 }, backend));
      expect(new Set(outside).size).toBeGreaterThan(1);
    });

    it("refuses a transaction among the reads, and gives the connection back whatever happens", async () => {
      await expect(onOneConnection(() => db().transaction(async () => 1))).rejects.toThrow(
        "a transaction cannot start among reads sent on one connection",
      );
      for (let i = 0; i < 25; i++) {
        await expect(
          onOneConnection(async () => {
            await backend();
            throw new Error("a read failed");
          }),
        ).rejects.toThrow("a read failed");
      }
      // Twenty-five connections taken and never given back would have emptied the pool (10).
      const after = await onOneConnection(() => Promise.all([backend(), backend()]));
      expect(after[0]).toBe(after[1]);
      const use = await currentDatabase()!.poolUse();
      expect(use!.open).toBeLessThanOrEqual(use!.max);
    });

    it("a statement a forgotten promise sends after the reads are done still answers (from the pool)", async () => {
      let late: Promise<number> | undefined;
      const pid = await onOneConnection(async () => {
        const first = await backend();
        late = new Promise<void>((resolve) => setImmediate(resolve)).then(backend);
        return first;
      });
      expect(await late).toEqual(expect.any(Number));
      expect(pid).toEqual(expect.any(Number));
    });
  });
});
