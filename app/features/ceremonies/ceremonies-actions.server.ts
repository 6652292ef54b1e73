import { data } from "react-router";
import type { SessionUser } from "~/shared/auth/session-user";
import { errorAnswer } from "~/shared/http/errors";
import { INVALID_FORM } from "~/shared/http/forms.server";
import { CEREMONY_MESSAGES } from "./ceremonies.constants";
import { CEREMONY_INTENTS } from "./ceremony-intents";
import { addCeremony, removeCeremony, updateCeremony } from "./ceremonies.server";

type CeremonyIntent = (typeof CEREMONY_INTENTS)[keyof typeof CEREMONY_INTENTS];

/** What one of the ceremonies screen's forms answers, with the ceremony it was about (decision 054). */
export interface CeremonyAnswer {
  intent: CeremonyIntent | null;
  ceremonyId: string | null;
  ok: boolean;
  message: string | null;
}

const isIntent = (value: unknown): value is CeremonyIntent =>
  (Object.values(CEREMONY_INTENTS) as unknown[]).includes(value);

/**
 * One form of /painel/{username}/cerimonias: add, change or remove a ceremony, through the
 * ceremonies service, which refuses anyone but the memorial's administrators and its partner
 * first. Bad input changes nothing and answers the service's pt-BR message.
 */
export async function ceremoniesAction(form: FormData, actor: SessionUser, profileId: string, now: Date) {
  const fields = Object.fromEntries([...form].filter(([, value]) => typeof value === "string")) as Record<
    string,
    string
  >;
  const { intent } = fields;
  if (!isIntent(intent)) {
    return data<CeremonyAnswer>({ intent: null, ceremonyId: null, ok: false, message: INVALID_FORM }, { status: 400 });
  }
  const ceremonyId = intent === CEREMONY_INTENTS.add ? null : (fields.ceremonyId ?? null);
  try {
    if (intent === CEREMONY_INTENTS.add) await addCeremony(actor, profileId, fields, now);
    if (intent === CEREMONY_INTENTS.update) await updateCeremony(actor, profileId, fields.ceremonyId, fields, now);
    if (intent === CEREMONY_INTENTS.remove) await removeCeremony(actor, profileId, fields.ceremonyId);
    const said = {
      [CEREMONY_INTENTS.add]: "added",
      [CEREMONY_INTENTS.update]: "updated",
      [CEREMONY_INTENTS.remove]: "removed",
    } as const;
    return { intent, ceremonyId, ok: true, message: CEREMONY_MESSAGES[said[intent]] } satisfies CeremonyAnswer;
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer) throw error;
    return data<CeremonyAnswer>(
      { intent, ceremonyId, ok: false, message: answer.message },
      { status: answer.status, headers: answer.headers },
    );
  }
}
