/** What visitors leave on the demo memorials: candles, flowers, messages, photos, attendances. */
import type { StoredImage } from "~/shared/images/variants.server";
import {
  type AttendanceValues,
  buildTribute,
  type TributeType,
  type TributeValues,
  usernameBase,
} from "../../tests/factories";
import { AREA_CODES } from "./data/cemeteries";
import { EMAIL_DOMAINS, MESSAGES, PHOTO_CAPTIONS, VISITOR_KINSHIPS, VISITORS } from "./data/messages";
import type { PlanType } from "./data/person";
import type { Random } from "./random";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface VisitTarget {
  id: string;
  createdAt: Date;
  type: PlanType;
  /** How the person was called, for the messages. */
  nick: string;
  /** UF, for the visitors' area codes. */
  state: string;
  kin: Array<{ degree: string; name: string }>;
  owner: { id: string; name: string };
  /** Private memorials get fewer visits, from people close to the family. */
  private: boolean;
}

export interface VisitOptions {
  /** Add a candle lit in the last days, still burning today. */
  burning: boolean;
  /** Add a tribute whose payment has not arrived (never shown publicly). */
  pending: boolean;
}

const TRIBUTES_PER_PLAN: Record<PlanType, [number, number]> = {
  Free: [2, 4],
  Ouro: [3, 6],
  Platina: [4, 7],
  Diamante: [6, 9],
};
const ATTENDANCES_PER_PLAN: Record<PlanType, [number, number]> = {
  Free: [1, 2],
  Ouro: [2, 3],
  Platina: [2, 4],
  Diamante: [3, 5],
};

function pickType(rng: Random): TributeType {
  const x = rng.next();
  return x < 0.4 ? "Candle" : x < 0.7 ? "Message" : x < 0.88 ? "Flower" : "Photo";
}

function emailOf(rng: Random, name: string): string {
  const words = usernameBase(name).split(".");
  return `${words[0]}.${words.at(-1)}@${rng.pick(EMAIL_DOMAINS)}`;
}

function cellphone(rng: Random, state: string): string {
  return `${AREA_CODES[state] ?? "11"}9${String(rng.int(10_000_000, 99_999_999))}`;
}

/** A moment between `from` and `to`, leaning towards the recent end. */
function momentBetween(rng: Random, from: Date, to: Date): Date {
  const span = Math.max(0, to.getTime() - from.getTime());
  return new Date(from.getTime() + Math.sqrt(rng.next()) * span);
}

interface Author {
  name: string;
  email: string | null;
  kinship: string | null;
  userId: string | null;
}

function author(rng: Random, target: VisitTarget): Author {
  const roll = rng.next();
  if (target.kin.length > 0 && (roll < 0.3 || target.private)) {
    const relative = rng.pick(target.kin);
    return { name: relative.name, email: emailOf(rng, relative.name), kinship: relative.degree, userId: null };
  }
  const byOwner = (roll >= 0.3 && roll < 0.4) || (target.kin.length === 0 && roll < 0.1);
  if (byOwner) return { name: target.owner.name, email: null, kinship: null, userId: target.owner.id };
  const [name, gender] = rng.pick(VISITORS);
  const kinship = rng.chance(0.65) ? rng.pick(VISITOR_KINSHIPS[gender]) : null;
  return { name, email: rng.chance(0.8) ? emailOf(rng, name) : null, kinship, userId: null };
}

function tribute(
  rng: Random,
  target: VisitTarget,
  type: TributeType,
  images: StoredImage[],
  when: { paidAt: Date | null; createdAt: Date; status?: "pending" },
): TributeValues {
  const who = author(rng, target);
  const image = type === "Photo" ? rng.pick(images) : undefined;
  return buildTribute({
    profileId: target.id,
    type,
    ...who,
    body:
      type === "Message"
        ? rng.pick(MESSAGES).replace("{nick}", target.nick)
        : type === "Photo" && rng.chance(0.7)
          ? rng.pick(PHOTO_CAPTIONS)
          : null,
    imagePath: image?.imagePath ?? null,
    candleDays: type === "Candle" ? (rng.chance(0.7) ? 7 : 14) : undefined,
    status: when.status ?? "paid",
    paidAt: when.paidAt,
    createdAt: when.createdAt,
  });
}

/** Tributes and attendances for one memorial, dated between its creation and today. */
export function buildVisits(
  rng: Random,
  today: Date,
  target: VisitTarget,
  images: StoredImage[],
  options: VisitOptions,
): { tributes: TributeValues[]; attendances: AttendanceValues[] } {
  const from = new Date(Math.max(target.createdAt.getTime(), today.getTime() - 540 * DAY_MS));
  const until = new Date(today.getTime() - 60 * 60 * 1000);
  const [min, max] = TRIBUTES_PER_PLAN[target.type];
  const count = target.private ? rng.int(1, 3) : rng.int(min, max);

  const tributes: TributeValues[] = [];
  for (let i = 0; i < count; i++) {
    const paidAt = momentBetween(rng, from, until);
    tributes.push(
      tribute(rng, target, pickType(rng), images, { paidAt, createdAt: new Date(paidAt.getTime() - 90_000) }),
    );
  }
  if (options.burning) {
    const paidAt = new Date(today.getTime() - rng.range(0.05, 6) * DAY_MS);
    tributes.push(tribute(rng, target, "Candle", images, { paidAt, createdAt: new Date(paidAt.getTime() - 60_000) }));
  }
  if (options.pending) {
    const createdAt = new Date(today.getTime() - rng.range(0.02, 2) * DAY_MS);
    const type = rng.pick<TributeType>(["Candle", "Message", "Photo"]);
    tributes.push(tribute(rng, target, type, images, { paidAt: null, createdAt, status: "pending" }));
  }

  const [low, high] = ATTENDANCES_PER_PLAN[target.type];
  const attendances: AttendanceValues[] = [];
  const people = rng.sample(VISITORS, target.private ? 1 : rng.int(low, high));
  for (const [name] of people) {
    attendances.push({
      profileId: target.id,
      name,
      email: emailOf(rng, name),
      cellphone: cellphone(rng, target.state),
      attendedAt: momentBetween(rng, from, until),
    });
  }
  return { tributes, attendances };
}
