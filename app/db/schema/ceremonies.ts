import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./_types";
import { users } from "./accounts";
import { cemeteries } from "./cemeteries";
import { profiles } from "./profiles";

/** The ceremonies of mourning (decision 054): velório, burial or cremation, the 7th and 30th days, or another. */
export const ceremonyKind = pgEnum("ceremony_kind", [
  "velorio",
  "sepultamento",
  "cremacao",
  "missa_7",
  "culto_7",
  "missa_30",
  "culto_30",
  "outra",
]);

/**
 * A ceremony of a memorial (decision 054), shown at the top of the memorial while it has not ended.
 * Its place is a cemetery of the catalogue or a free name and address. Owned by the ceremonies feature.
 */
export const ceremonies = pgTable(
  "ceremonies",
  {
    id: uuid().primaryKey().defaultRandom(),
    profileId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    kind: ceremonyKind().notNull(),
    /** The name of an 'outra' ceremony (null for the others). */
    customName: text(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    /** As the family entered it (optional). */
    endsAt: timestamp({ withTimezone: true }),
    /** When the ceremony stops being 'upcoming': endsAt, else startsAt plus the default length. */
    visibleUntil: timestamp({ withTimezone: true }).notNull(),
    cemeteryId: integer().references(() => cemeteries.id),
    placeName: text(),
    placeAddress: text(),
    /** https only. */
    streamUrl: text(),
    /** Who added it (null once that account is erased: the ceremony stays on the memorial). */
    createdByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The memorial's upcoming ceremonies: by memorial, those not yet ended, soonest first.
    index("ceremonies_profile_upcoming_idx").on(t.profileId, t.visibleUntil, t.startsAt),
    index("ceremonies_created_by_idx").on(t.createdByUserId),
    check("ceremonies_place", sql`${t.cemeteryId} is not null or ${t.placeName} is not null`),
    check("ceremonies_custom_name", sql`(${t.kind} = 'outra') = (${t.customName} is not null)`),
    check("ceremonies_ends_after_start", sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    check("ceremonies_stream_https", sql`${t.streamUrl} is null or ${t.streamUrl} like 'https://%'`),
  ],
);

/**
 * The 'nota de falecimento' image of a memorial (decision 054): the last drawn file and what it was
 * drawn from (a hash of its content), so a change of the ceremonies or the memorial owes a new drawing.
 */
export const ceremonyNotices = pgTable("ceremony_notices", {
  profileId: uuid()
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  /** The render under way or last asked for. */
  jobId: text(),
  renderedHash: text(),
  renderedKey: text(),
  updatedAt: updatedAt(),
});
