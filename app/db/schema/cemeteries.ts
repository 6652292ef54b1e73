import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./_types";

export const cemeteries = pgTable(
  "cemeteries",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    city: text().notNull(),
    /** Two-letter UF. */
    state: text().notNull(),
    built: boolean().notNull().default(false),
    imagePath: text(),
    /** Name and city folded (lower case, no accents): what the cemetery search looks words up in. */
    searchText: text().generatedAlwaysAs(sql`immutable_unaccent(lower(name || ' ' || city))`),
    /** Their spelling key (`search_key`, decision 051): where variants are found. */
    searchKey: text().generatedAlwaysAs(sql`search_key(name || ' ' || city)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("cemeteries_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("cemeteries_search_key_trgm_idx").using("gin", sql`${t.searchKey} gin_trgm_ops`),
    index("cemeteries_state_city_idx").on(t.state, t.city),
  ],
);
