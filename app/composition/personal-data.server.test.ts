import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Database, selectRows } from "~/db/client.server";
import { setupTestDatabase } from "../../tests/support/database";
import { PERSONAL_DATA_SOURCES } from "./personal-data.server";

const { db } = setupTestDatabase();

/**
 * Every table of the public schema with a column that names a person: a foreign key to users(id),
 * or a column named like an e-mail, a user id or an IP address. Each maps to those columns.
 */
async function tablesNamingAPerson(database: Database): Promise<Map<string, Set<string>>> {
  const rows = await selectRows<{ table_name: string; column_name: string }>(
    database,
    sql`select c.conrelid::regclass::text as table_name, a.attname::text as column_name
          from pg_constraint c
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
         where c.contype = 'f' and c.confrelid = 'public.users'::regclass
           and c.connamespace = 'public'::regnamespace
        union
        select table_name::text, column_name::text
          from information_schema.columns
         where table_schema = 'public'
           and (column_name ilike '%email%' or column_name ilike '%user_id%' or column_name = 'ip'
                or column_name ilike '%\\_ip' or column_name ilike '%cpf%' or column_name ilike '%cellphone%')`,
  );
  const tables = new Map<string, Set<string>>();
  for (const row of rows) {
    const name = row.table_name.replace(/^public\./, "").replace(/"/g, "");
    if (!tables.has(name)) tables.set(name, new Set());
    tables.get(name)!.add(row.column_name);
  }
  return tables;
}

const covered = new Map<string, string>(
  PERSONAL_DATA_SOURCES.flatMap((source) => Object.keys(source.tables).map((table) => [table, source.name] as const)),
);

/** The tables naming a person that no source answers for, each with its person columns. */
async function uncovered(database: Database): Promise<string[]> {
  const found = await tablesNamingAPerson(database);
  return [...found]
    .filter(([table]) => !covered.has(table))
    .map(([table, columns]) => `${table} (${[...columns].sort().join(", ")})`)
    .sort();
}

describe("the personal-data sources (decision 058)", () => {
  it("cover every table that references users or names a person by e-mail, user id or IP", async () => {
    expect(await uncovered(db())).toEqual([]);
  });

  it("name each source once, and only tables that exist", async () => {
    const names = PERSONAL_DATA_SOURCES.map((source) => source.name);
    expect(new Set(names).size).toBe(names.length);
    const existing = await selectRows<{ table_name: string }>(
      db(),
      sql`select table_name::text from information_schema.tables where table_schema = 'public'`,
    );
    const tables = new Set(existing.map((row) => row.table_name));
    expect([...covered.keys()].filter((table) => !tables.has(table))).toEqual([]);
  });

  it("the detector catches a new table with a user column or an e-mail that no source lists", async () => {
    await db().execute(sql`create table zz_new_feature_rows (id serial primary key, owner uuid references users(id))`);
    await db().execute(sql`create table zz_new_feature_guests (id serial primary key, guest_email text)`);
    try {
      expect(await uncovered(db())).toEqual(["zz_new_feature_guests (guest_email)", "zz_new_feature_rows (owner)"]);
    } finally {
      await db().execute(sql`drop table zz_new_feature_rows, zz_new_feature_guests`);
    }
    expect(await uncovered(db())).toEqual([]);
  });
});
