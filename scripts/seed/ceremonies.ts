// The demo's ceremonies (decision 054): the demo account's most recent public memorial gets a
// velório and a sepultamento tomorrow and a missa de 7º dia in six days (São Paulo time, relative
// to seeding), so a fresh start shows them at the top of the memorial with their calendar files,
// and the nota de falecimento is drawn on the job queue.
import type { Database } from "~/db/client.server";
import { ceremonies } from "~/db/schema";
import { oweNota } from "~/features/ceremonies/index.server";
import { saoPauloFields, saoPauloInstant } from "~/features/ceremonies";

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

interface SeededMemorial {
  id: string;
  values: {
    userId: string;
    access?: string | null;
    activatedByUser?: boolean | null;
    deathDate?: string | null;
    cemeteryId?: number | null;
    username: string;
  };
}

/** The instant of `time` on the São Paulo day `days` after `today`. */
function at(today: Date, days: number, time: string): Date {
  const { date } = saoPauloFields(new Date(today.getTime() + days * DAY_MS));
  return saoPauloInstant(date, time)!;
}

export async function seedCeremonies(
  database: Database,
  { today, rows, demoOwnerId }: { today: Date; rows: readonly SeededMemorial[]; demoOwnerId: string },
): Promise<number> {
  const memorial = rows
    .filter((p) => p.values.userId === demoOwnerId && (p.values.access ?? "Public") === "Public")
    .filter((p) => p.values.activatedByUser !== false)
    .sort(
      (a, b) =>
        (b.values.deathDate ?? "").localeCompare(a.values.deathDate ?? "") ||
        a.values.username.localeCompare(b.values.username),
    )[0];
  if (!memorial) return 0;
  const velorioStart = at(today, 1, "13:00");
  const velorioEnd = at(today, 1, "17:00");
  const burial = at(today, 1, "17:30");
  const mass = at(today, 6, "19:30");
  const values = [
    {
      profileId: memorial.id,
      kind: "velorio" as const,
      startsAt: velorioStart,
      endsAt: velorioEnd,
      visibleUntil: velorioEnd,
      placeName: "Capela Ecumênica Jardim da Saudade",
      placeAddress: "Rua Padre Anchieta, 1200, Curitiba/PR",
      createdByUserId: demoOwnerId,
    },
    {
      profileId: memorial.id,
      kind: "sepultamento" as const,
      startsAt: burial,
      endsAt: null,
      visibleUntil: new Date(burial.getTime() + 3 * HOUR_MS),
      placeName: "Cemitério Municipal São Francisco de Paula",
      placeAddress: "Rua Paulo Gorski, 1200, Curitiba/PR",
      createdByUserId: demoOwnerId,
    },
    {
      profileId: memorial.id,
      kind: "missa_7" as const,
      startsAt: mass,
      endsAt: null,
      visibleUntil: new Date(mass.getTime() + 3 * HOUR_MS),
      placeName: "Paróquia Nossa Senhora da Luz",
      placeAddress: "Praça Tiradentes, s/n, Centro, Curitiba/PR",
      streamUrl: "https://www.youtube.com/@paroquiadaluz/live",
      createdByUserId: demoOwnerId,
    },
  ];
  await database.insert(ceremonies).values(values);
  await oweNota(memorial.id, { tx: database });
  return values.length;
}
