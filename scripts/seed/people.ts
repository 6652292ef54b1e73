/** Turns the demo people into profile rows: usernames, portraits, dates, the birthday of the day. */
import type { profiles } from "~/db/schema";
import { randomAccessToken, usernameBase } from "../../tests/factories";
import { CEMETERIES, type CemeteryKey } from "./data/cemeteries";
import type { PersonSeed } from "./data/person";
import { PEOPLE_NORTH } from "./data/people-north";
import { PEOPLE_NORTHEAST } from "./data/people-northeast";
import { PEOPLE_RIO_MINAS } from "./data/people-rio-minas";
import { PEOPLE_SAO_PAULO } from "./data/people-sao-paulo";
import { PEOPLE_SOUTH } from "./data/people-south";
import type { MediaPool } from "./media";
import type { Random } from "./random";
import { lifeStory, parseKin } from "./stories";

export const DEMO_PEOPLE: readonly PersonSeed[] = [
  ...PEOPLE_SAO_PAULO,
  ...PEOPLE_RIO_MINAS,
  ...PEOPLE_NORTH,
  ...PEOPLE_NORTHEAST,
  ...PEOPLE_SOUTH,
];

/** The username of the one demo memorial whose birthday is the seed's "today". */
export const BIRTHDAY_PROFILE_USERNAME = "maria.aparecida.dos.santos";

const DAY_MS = 24 * 60 * 60 * 1000;

const SAO_PAULO_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Sao_Paulo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** "YYYY-MM-DD" of an instant in America/Sao_Paulo. */
export function saoPauloDate(instant: Date): string {
  return SAO_PAULO_DAY.format(instant);
}

function nextDay(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * Birth dates as stored: the birthday memorial is born on today's day and month (in 1941, or
 * 1940 for 29 February); anyone else born on that day and month moves one day later, so the
 * birthday of the day is unique.
 */
export function birthDateFor(person: PersonSeed, today: Date): string {
  const monthDay = saoPauloDate(today).slice(5);
  if (person.birthdayToday) return `${monthDay === "02-29" ? "1940" : "1941"}-${monthDay}`;
  return person.birth.slice(5) === monthDay ? nextDay(person.birth) : person.birth;
}

const STYLES_BY_GENDER = {
  Mulher: ["long", "bun", "bob", "curly"],
  Homem: ["short", "parted", "receding"],
  Outro: ["curly", "bob", "short", "parted"],
} as const;

export type ProfileValues = typeof profiles.$inferInsert & { createdAt: Date };

export interface PlannedProfile {
  person: PersonSeed;
  values: ProfileValues;
  kin: Array<{ degree: string; name: string }>;
}

/** The profile rows, in the order of DEMO_PEOPLE. */
export function planProfiles(
  rng: Random,
  today: Date,
  media: MediaPool,
  ownerIds: Record<string, string>,
  cemeteryIds: Record<CemeteryKey, number>,
): PlannedProfile[] {
  const usage = new Map<string, number>();
  const taken = new Set<string>();
  const deaths = new Map(DEMO_PEOPLE.map((p) => [p.name, p.death]));

  return DEMO_PEOPLE.map((person, index) => {
    let username = usernameBase(person.name);
    for (let i = 2; taken.has(username); i++) username = `${usernameBase(person.name)}.${i}`;
    taken.add(username);

    // The least used portrait that fits, so the pool repeats as little as possible.
    const styles: readonly string[] = STYLES_BY_GENDER[person.gender];
    const fitting = rng.shuffle(media.portraits.filter((p) => styles.includes(p.style)));
    const portrait = fitting.reduce((best, p) =>
      (usage.get(p.imagePath) ?? 0) < (usage.get(best.imagePath) ?? 0) ? p : best,
    );
    usage.set(portrait.imagePath, (usage.get(portrait.imagePath) ?? 0) + 1);

    const cemetery = person.cemetery ? CEMETERIES.find((c) => c.key === person.cemetery)! : undefined;
    const rest = cemetery ? { city: cemetery.city, state: cemetery.state } : person.rest!;
    const kin = parseKin(person.kin);
    const predeceased = new Set(kin.map((k) => k.name).filter((name) => (deaths.get(name) ?? "9999") < person.death));

    const birthDate = birthDateFor(person, today);
    const died = new Date(`${person.death}T12:00:00-03:00`).getTime();
    const created = Math.min(
      Math.max(died + rng.int(3, 40) * DAY_MS, today.getTime() - rng.int(560, 1000) * DAY_MS),
      today.getTime() - DAY_MS,
    );
    const createdAt = new Date(created + rng.int(8 * 60, 22 * 60) * 60_000);

    return {
      person,
      kin,
      values: {
        userId: ownerIds[person.owner]!,
        cemeteryId: person.cemetery ? cemeteryIds[person.cemetery] : null,
        username,
        name: person.name,
        surname: person.surname,
        accessToken: randomAccessToken(),
        access: person.access ?? "Public",
        type: person.type,
        birthDate,
        deathDate: person.death,
        imagePath: portrait.imagePath,
        bio: person.bio,
        description: lifeStory({ ...person, birth: birthDate }, index, predeceased),
        hometown: person.hometown,
        location: person.location,
        city: rest.city,
        state: rest.state,
        gender: person.gender,
        profession: person.profession,
        religion: person.religion,
        activatedByUser: person.activated ?? true,
        createdAt,
        updatedAt: createdAt,
      },
    };
  });
}
