/**
 * Factories for accounts, cemeteries and profiles. Each takes the database and optional
 * overrides, fills in sensible pt-BR defaults and returns the inserted row.
 */
import { randomBytes, randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { type Database, selectRows } from "~/db/client.server";
import { cemeteries, plaqueHashes, profiles, users } from "~/db/schema";
import { hashSecret } from "~/shared/auth/password.server";

export type User = typeof users.$inferSelect;
export type Cemetery = typeof cemeteries.$inferSelect;
export type Profile = typeof profiles.$inferSelect;

/** The password of every user a factory creates unless told otherwise. */
export const DEFAULT_PASSWORD = "memorial123";

let defaultHash: Promise<string> | undefined;

/** scrypt is slow on purpose, so the default password is hashed once per process. */
export function defaultPasswordHash(): Promise<string> {
  defaultHash ??= hashSecret(DEFAULT_PASSWORD);
  return defaultHash;
}

let sequence = 0;
/** A number unique within this process, for names and e-mails. */
export function nextSequence(): number {
  sequence += 1;
  return sequence;
}

const FIRST_NAMES = ["Ana", "João", "Maria", "José", "Francisca", "Antônio", "Luíza", "Carlos", "Beatriz", "Paulo"];
const LAST_NAMES = [
  "Silva",
  "Santos",
  "Oliveira",
  "Souza",
  "Pereira",
  "Lima",
  "Carvalho",
  "Gomes",
  "Ribeiro",
  "Almeida",
];

function personName(n: number): string {
  return `${FIRST_NAMES[n % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length]}`;
}

/** Eleven digits: area code, then a mobile number starting with 9. */
export function randomCellphone(areaCode = "11"): string {
  return `${areaCode}9${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
}

export type UserOverrides = Partial<typeof users.$inferInsert> & {
  /** Plain password to hash; ignored when passwordHash is given. */
  password?: string;
};

export async function createUser(database: Database, overrides: UserOverrides = {}): Promise<User> {
  const { password, ...values } = overrides;
  const n = nextSequence();
  const passwordHash =
    values.passwordHash ??
    (password === undefined || password === DEFAULT_PASSWORD
      ? await defaultPasswordHash()
      : await hashSecret(password));
  const [row] = await database
    .insert(users)
    .values({
      name: personName(n),
      email: `usuario${n}.${randomBytes(3).toString("hex")}@memorial.example`,
      type: "regular",
      ...values,
      passwordHash,
    })
    .returning();
  return row!;
}

export async function createCemetery(
  database: Database,
  overrides: Partial<typeof cemeteries.$inferInsert> = {},
): Promise<Cemetery> {
  const n = nextSequence();
  const [row] = await database
    .insert(cemeteries)
    .values({ name: `Cemitério Municipal Nº ${n}`, city: "São Paulo", state: "SP", built: true, ...overrides })
    .returning();
  return row!;
}

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** Ten random upper-case letters A–Z, as printed on the memorial plaques. */
export function randomPlaqueHash(): string {
  return Array.from({ length: 10 }, () => LETTERS[randomInt(0, LETTERS.length)]).join("");
}

/** "Maria José de Araújo" → "maria.jose.de.araujo": lower-case ASCII letters, digits and dots. */
export function usernameBase(name: string): string {
  const base = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ".")
    .replace(/^\.+|\.+$/g, "")
    .slice(0, 40)
    .replace(/\.+$/, "");
  return base || "memorial";
}

/** The base username, or the base followed by ".2", ".3"... when it is taken. */
export async function uniqueUsername(database: Database, name: string): Promise<string> {
  const base = usernameBase(name);
  const rows = await selectRows<{ username: string }>(
    database,
    sql`select lower(${profiles.username}) as username from ${profiles}
        where lower(${profiles.username}) = ${base} or lower(${profiles.username}) like ${`${base}.%`}`,
  );
  const taken = new Set(rows.map((row) => row.username));
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}.${i}`)) return `${base}.${i}`;
}

export function randomAccessToken(): string {
  return randomBytes(16).toString("base64url");
}

export type ProfileOverrides = Partial<typeof profiles.$inferInsert> & {
  /** The plaque hash to link; a random one otherwise. */
  plaqueHash?: string;
};

/** Inserts a profile (and its owner when no userId is given) with its linked plaque hash. */
export async function createProfile(
  database: Database,
  overrides: ProfileOverrides = {},
): Promise<Profile & { plaqueHash: string }> {
  const { plaqueHash: wantedHash, ...values } = overrides;
  const userId = values.userId ?? (await createUser(database)).id;
  const name = values.name ?? "José Carlos da Silva";
  const username = values.username ?? (await uniqueUsername(database, name));
  const [profile] = await database
    .insert(profiles)
    .values({
      birthDate: "1940-05-12",
      deathDate: "2020-08-03",
      hometown: "São Paulo/SP",
      city: "São Paulo",
      state: "SP",
      gender: "Homem",
      ...values,
      userId,
      name,
      username,
      accessToken: values.accessToken ?? randomAccessToken(),
    })
    .returning();
  const linkedAt = profile!.createdAt;
  for (let attempt = 0; ; attempt++) {
    const hash = wantedHash ?? randomPlaqueHash();
    const inserted = await database
      .insert(plaqueHashes)
      .values({ hash, profileId: profile!.id, linkedAt })
      .onConflictDoNothing({ target: plaqueHashes.hash })
      .returning();
    if (inserted.length > 0) return { ...profile!, plaqueHash: hash };
    if (wantedHash || attempt > 5) throw new Error(`Plaque hash already in use: ${hash}`);
  }
}
