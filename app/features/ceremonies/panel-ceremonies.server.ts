import { getCemetery } from "~/features/cemeteries/index.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { NotFoundError } from "~/shared/http/errors";
import { listCeremonies, upcomingCeremonies } from "./ceremonies.server";
import { mayManageCeremonies } from "./ceremony-access.server";
import { saoPauloFields } from "./ceremony-time";
import type { CeremonyView } from "./ceremony-view";
import { memorialCeremonies } from "./memorial-ceremonies.server";
import { oweNota } from "./nota-job.server";
import type { NotaPerson } from "./nota.server";

export interface PanelCeremony extends CeremonyView {
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
 * The panel's 'Cerimônias' (decision 054): every ceremony (past ones marked) with its edit form for
 * those who manage them, the upcoming ones for the others; the nota, whose drawing is owed here
 * when the stored one shows something else.
 */
export async function panelCeremonies(
  actor: SessionUser,
  person: NotaPerson & { cemeteryId: number | null },
  now: Date,
  origin: string,
) {
  const manage = await mayManageCeremonies(actor, person.id);
  const views = manage ? await listCeremonies(actor, person.id) : await upcomingCeremonies(person.id, now);
  const items: PanelCeremony[] = views.map((view) => {
    const start = saoPauloFields(new Date(view.startsAt));
    return {
      ...view,
      ...start,
      endTime: view.endsAt ? saoPauloFields(new Date(view.endsAt)).time : "",
      ended: new Date(view.visibleUntil) <= now,
    };
  });
  const shared = await memorialCeremonies(person, now, origin);
  const owed = shared.nota !== null && shared.nota.imageUrl === null;
  if (owed) await oweNota(person.id);
  return {
    manage,
    items,
    cemetery: await memorialCemetery(person.cemeteryId),
    nota: shared.nota && { ...shared.nota, pending: owed },
  };
}

export type PanelCeremonies = Awaited<ReturnType<typeof panelCeremonies>>;
