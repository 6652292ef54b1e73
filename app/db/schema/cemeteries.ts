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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("cemeteries_name_trgm_idx").using("gin", sql`immutable_unaccent(lower(${t.name})) gin_trgm_ops`),
    index("cemeteries_city_trgm_idx").using("gin", sql`immutable_unaccent(lower(${t.city})) gin_trgm_ops`),
    index("cemeteries_state_city_idx").on(t.state, t.city),
  ],
);
