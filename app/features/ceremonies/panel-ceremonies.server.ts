import { getCemetery } from "~/features/cemeteries/index.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { NotFoundError } from "~/shared/http/errors";
import { listCeremonies } from "./ceremonies.server";
import { mayManageCeremonies } from "./ceremony-access.server";
import { saoPauloFields } from "./ceremony-time";
import type { CeremonyView } from "./ceremony-view";
import { memorialCeremonies } from "./memorial-ceremonies.server";
import { oweNota } from "./nota-job.server";
import type { NotaPerson } from "./nota.server";

export interface ScreenCeremony extends CeremonyView {
  /** The edit form's fields, on the wall clocks of America/Sao_Paulo. */
  date: string;
  time: string;
  endTime: string;
  ended: boolean;
}

async function memorialCemetery(cemeteryId: number | null) {
  if (cemeteryId === null) return null;
  try {
    const { id, name } = await getCemetery(cemeteryId);
    return { id, name };
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/**
 * The upcoming ceremonies and the nota de falecimento drawn from them; the nota's drawing is owed
 * when the stored one shows something else.
 */
async function upcomingWithNota(person: NotaPerson, now: Date, origin: string) {
  const shared = await memorialCeremonies(person, now, origin);
  const owed = shared.nota !== null && shared.nota.imageUrl === null;
  if (owed) await oweNota(person.id);
  return { items: shared.items, nota: shared.nota && { ...shared.nota, pending: owed } };
}

/**
 * The screen /painel/{username}/cerimonias (decision 054): every ceremony (past ones marked) with
 * its edit form, the add form's cemetery, and the nota. Its managers only: `listCeremonies`
 * refuses anyone else (403) before anything is read.
 */
export async function ceremoniesScreenData(
  actor: SessionUser,
  person: NotaPerson & { cemeteryId: number | null },
  now: Date,
  origin: string,
) {
  const views = await listCeremonies(actor, person.id);
  const items: ScreenCeremony[] = views.map((view) => ({
    ...view,
    ...saoPauloFields(new Date(view.startsAt)),
    endTime: view.endsAt ? saoPauloFields(new Date(view.endsAt)).time : "",
    ended: new Date(view.visibleUntil) <= now,
  }));
  return {
    items,
    cemetery: await memorialCemetery(person.cemeteryId),
    nota: (await upcomingWithNota(person, now, origin)).nota,
  };
}

export type CeremoniesScreenData = Awaited<ReturnType<typeof ceremoniesScreenData>>;

/**
 * The panel's 'Cerimônias': only what its short list shows — each upcoming ceremony's kind and
 * date — and whether this person may go to the ceremonies' screen. The nota's drawing is still
 * owed here when stale (the panel is where the family comes back to).
 */
export async function panelCeremonies(actor: SessionUser, person: NotaPerson, now: Date, origin: string) {
  const manage = await mayManageCeremonies(actor, person.id);
  const { items } = await upcomingWithNota(person, now, origin);
  return { manage, items: items.map(({ id, label, when }) => ({ id, label, when })) };
}

export type PanelCeremonies = Awaited<ReturnType<typeof panelCeremonies>>;
