import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./_types";
import { users } from "./accounts";
import { cemeteries } from "./cemeteries";

export const profileAccess = pgEnum("profile_access", ["Public", "Private"]);
export const profileType = pgEnum("profile_type", ["Free", "Ouro", "Platina", "Diamante"]);
export const gender = pgEnum("gender", ["Homem", "Mulher", "Outro"]);

export const profiles = pgTable(
  "profiles",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The administrator of the memorial (the family member or the partner's customer). */
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    cemeteryId: integer().references(() => cemeteries.id, { onDelete: "set null" }),
    /** The handle without its leading '@'. Unique, case-insensitive. */
    username: text().notNull(),
    name: text().notNull(),
    /** How the person liked to be called. */
    surname: text(),
    /** 128 random bits, base64url; opens a private profile. */
    accessToken: text().notNull(),
    access: profileAccess().notNull().default("Public"),
    type: profileType().notNull().default("Free"),
    birthDate: date({ mode: "string" }),
    deathDate: date({ mode: "string" }),
    imagePath: text(),
    bio: text(),
    description: text(),
    hometown: text(),
    /** Place of death. */
    location: text(),
    /** City and UF used to rank by the visitor's location. */
    city: text(),
    state: text(),
    country: text().notNull().default("Brasil"),
    /** The name folded as searches compare it (lower case, no accents); searched with the username. */
    nameSearch: text().generatedAlwaysAs(sql`immutable_unaccent(lower(name))`),
    /**
     * What a search looks its words up in as typed (decision 051): name, nickname and username
     * folded (lower case, no accents).
     */
    searchText: text().generatedAlwaysAs(
      sql`immutable_unaccent(lower(name || ' ' || coalesce(surname, '') || ' ' || username))`,
    ),
    /** The spelling key of name and nickname (`search_key`, migration 0030): where variants are found. */
    searchKey: text().generatedAlwaysAs(sql`search_key(name || ' ' || coalesce(surname, ''))`),
    /** The city folded the same way ('' without a city): search and the location buckets read it. */
    citySearch: text().generatedAlwaysAs(sql`immutable_unaccent(lower(coalesce(city, '')))`),
    gender: gender(),
    profession: text(),
    religion: text(),
    /**
     * The religious reference the family chose (decision 045): a catalogue id of
     * app/features/faith, or null; with `religiousReferenceText` their own words instead. Kept when
     * a plan lapses; shown only while the memorial is on a paid plan.
     */
    religiousReferenceId: text(),
    religiousReferenceText: text(),
    playlistLink: text(),
    activatedByUser: boolean().notNull().default(true),
    /** The owner approves messages and photos before they show (moderation, beyond the spec). */
    approveTributes: boolean().notNull().default(false),
    /** Salted scrypt hashes of the normalised answers; never shown. */
    securityMotherNameHash: text(),
    securityMotherSpouseHash: text(),
    securityMotherHometownHash: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Bumped by triggers (migration 0007) whenever what the memorial page shows changes: an edit of
     * this row, or a write to a table that belongs to the memorial. The render cache reads only this
     * (decision 010). Never written by the application.
     */
    contentVersion: bigint({ mode: "number" }).notNull().default(0),
  },
  (t) => [
    uniqueIndex("profiles_username_key").on(sql`lower(${t.username})`),
    index("profiles_user_idx").on(t.userId, t.createdAt),
    index("profiles_cemetery_idx").on(t.cemeteryId, t.name),
    // A cemetery's page lists and counts only public, activated memorials, by name.
    index("profiles_cemetery_public_idx")
      .on(t.cemeteryId, t.name, t.id)
      .where(sql`${t.access} = 'Public' and ${t.activatedByUser}`),
    // Public lists and searches rank by the visitor's location, newest first inside a location
    // bucket (docs/decisions/009-profile-search-ranking.md); each bucket is read in this order.
    // The city one also finds the memorials of the cities a search word names.
    index("profiles_public_city_recent_idx")
      .on(t.citySearch, t.createdAt, t.id)
      .where(sql`${t.access} = 'Public' and ${t.activatedByUser}`),
    index("profiles_public_state_recent_idx")
      .on(sql`upper(coalesce(${t.state}, ''))`, t.createdAt, t.id)
      .where(sql`${t.access} = 'Public' and ${t.activatedByUser}`),
    index("profiles_public_recent_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.access} = 'Public' and ${t.activatedByUser}`),
    // The memorials of other countries than the visitor's: found at once when there are few.
    index("profiles_public_country_idx")
      .on(sql`immutable_unaccent(lower(${t.country}))`)
      .where(sql`${t.access} = 'Public' and ${t.activatedByUser}`),
    // Search words are looked for in name, nickname and username at once: one trigram index holds
    // them all, so GIN intersects all the words of a term in one scan (decisions 009 and 051); their
    // spelling keys, in a second one.
    index("profiles_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("profiles_search_key_trgm_idx").using("gin", sql`${t.searchKey} gin_trgm_ops`),
    // A replaced portrait's files go only when no other memorial shows the same stored image.
    index("profiles_image_path_idx")
      .on(t.imagePath)
      .where(sql`${t.imagePath} is not null`),
    index("profiles_birthday_idx").on(sql`extract(month from ${t.birthDate})`, sql`extract(day from ${t.birthDate})`),
    // The followers' hourly sweep reads only the memorials whose dates fall on the day (decision 066):
    // an anniversary of the death by month and day, the 7th and 30th days by the death date itself.
    index("profiles_death_day_idx").on(sql`extract(month from ${t.deathDate})`, sql`extract(day from ${t.deathDate})`),
    index("profiles_death_date_idx").on(t.deathDate),
  ],
);

/**
 * Every place (UF as ranked, folded city) a memorial has had, kept by a trigger on profiles
 * (migration 0005). A search looks its words up here first, so the city part of a word becomes an
 * equality on the few cities that contain it (decision 009). Never pruned: a place left without
 * memorials only matches nothing.
 */
export const profileCities = pgTable(
  "profile_cities",
  {
    /** upper(coalesce(profiles.state, '')) */
    state: text().notNull(),
    /** profiles.city_search */
    citySearch: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.citySearch, t.state] }),
    index("profile_cities_city_trgm_idx").using("gin", sql`${t.citySearch} gin_trgm_ops`),
  ],
);

export const profileKinships = pgTable(
  "profile_kinships",
  {
    id: uuid().primaryKey().defaultRandom(),
    profileId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** The degree of kinship as the family wrote it (Pai, Mãe, Filho, Neta...). */
    degree: text().notNull(),
    name: text().notNull(),
    /** 'Mensagem aos familiares' (decision 045): shown beside this relative on paid memorials. */
    message: text(),
    position: integer().notNull().default(0),
  },
  (t) => [index("profile_kinships_profile_idx").on(t.profileId, t.position)],
);

export const profileInterests = pgTable(
  "profile_interests",
  {
    id: uuid().primaryKey().defaultRandom(),
    profileId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    description: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [index("profile_interests_profile_idx").on(t.profileId, t.position)],
);

export const galleryImages = pgTable(
  "gallery_images",
  {
    id: uuid().primaryKey().defaultRandom(),
    profileId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** Storage key of the image; its variants sit beside it. */
    imagePath: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("gallery_images_profile_idx").on(t.profileId, t.createdAt),
    // A deleted photo's files go only when no other row shows the same stored image.
    index("gallery_images_image_path_idx").on(t.imagePath),
  ],
);

/**
 * Every plaque hash ever issued: linked to a profile, or pre-printed and waiting for one.
 * Ten upper-case letters.
 */
export const plaqueHashes = pgTable("plaque_hashes", {
  hash: text().primaryKey(),
  profileId: uuid()
    .unique()
    .references(() => profiles.id, { onDelete: "set null" }),
  batch: text(),
  createdAt: createdAt(),
  linkedAt: timestamp({ withTimezone: true }),
});
