import { and, eq, gt, inArray, ne } from "drizzle-orm";
import { type Database, db } from "~/db/client.server";
import { planContracts, profiles } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import { memorialAdministrators } from "~/features/profiles/index.server";
import { mailer } from "~/integrations/mail/mail.server";
import { config } from "~/shared/config.server";
import { formatDate } from "~/shared/format/format";
import { mailBody } from "~/shared/format/html";
import { logger } from "~/shared/logger.server";
import { oweMail, sendOwedMail } from "~/shared/mail/owed-mail.server";
import { publicBaseUrl } from "~/shared/public-url.server";
import type { ProfileTypeId } from "./plan-changes.schema";
import { DAY_MS, type ReminderDays } from "./plan-life-jobs.server";
import { PAID_PLANS } from "./plan-term.server";
import { PLAN_CATALOGUE } from "./plans.catalog";

/**
 * The reminders of a term's end (decision 047): owed under scope `plan-term-reminder`, key
 * `{contract id}:{days}`, so each is sent once per term whichever job or sweep gets there first.
 */
const SCOPE = "plan-term-reminder";
const FREE_PHOTO_LIMIT = PLAN_CATALOGUE.find((plan) => plan.id === "Free")!.photoLimit;

/** Which reminder a term is due at `now`: 3 days when it ends within 3 days, 15 within 15, else none. */
export function reminderDue(endsAt: Date, now: Date): ReminderDays | null {
  const left = endsAt.getTime() - now.getTime();
  if (left <= 0) return null;
  if (left <= 3 * DAY_MS) return 3;
  if (left <= 15 * DAY_MS) return 15;
  return null;
}

/**
 * What the memorial stops showing when it falls back to Free (pt-BR, one clause each): `future`
 * before the end (the reminders, the panel's warning), `now` once the plan has lapsed.
 */
export function planEndChanges(input: {
  plan: ProfileTypeId;
  photoCount: number;
  playlistLink: string | null;
  tense?: "future" | "now";
}): string[] {
  const now = input.tense === "now";
  const changes: string[] = [];
  const hidden = input.photoCount - FREE_PHOTO_LIMIT;
  if (hidden > 0) {
    const verb = now
      ? hidden === 1
        ? "foto não aparece"
        : "fotos não aparecem"
      : hidden === 1
        ? "foto deixará"
        : "fotos deixarão";
    changes.push(
      `${hidden} ${verb}${now ? "" : " de aparecer"} na galeria (só as ${FREE_PHOTO_LIMIT} primeiras aparecem no plano gratuito)`,
    );
  }
  const music = PLAN_CATALOGUE.find((plan) => plan.id === input.plan)?.features.includes("Músicas escolhidas");
  if (music && input.playlistLink)
    changes.push(now ? "a playlist não aparece no memorial" : "a playlist deixará de aparecer no memorial");
  if (input.photoCount >= FREE_PHOTO_LIMIT)
    changes.push(now ? "não é possível adicionar novas fotos" : "não será possível adicionar novas fotos");
  return changes;
}

export interface ReminderFacts {
  administratorName: string;
  honoreeName: string;
  username: string;
  plan: ProfileTypeId;
  endsAt: Date;
  changes: string[];
}

export function renewalPath(username: string, plan: ProfileTypeId): string {
  return `/upgradeProfile/${encodeURIComponent(username)}?plano=${encodeURIComponent(plan)}`;
}

export function reminderMessage(facts: ReminderFacts, days: ReminderDays) {
  const site = config().SITE_NAME;
  const base = publicBaseUrl();
  const renew = `${base}${renewalPath(facts.username, facts.plan)}`;
  const panel = `${base}/painel/${encodeURIComponent(facts.username)}#plano`;
  const changes = facts.changes.length
    ? `Quando ele terminar, o memorial continua no ar com tudo o que tem, mas com os limites do plano gratuito: ${facts.changes.join("; ")}. Nada é apagado: tudo volta a aparecer ao renovar.`
    : "Quando ele terminar, o memorial continua no ar com tudo o que tem, com os limites do plano gratuito. Nada é apagado.";
  const paragraphs = [
    `Olá, ${facts.administratorName}!`,
    `O plano ${facts.plan} do memorial de ${facts.honoreeName} termina em ${formatDate(facts.endsAt)}.`,
    changes,
    `Renove o plano com um clique: ${renew}`,
    `Veja o plano no painel do memorial: ${panel}`,
  ];
  return {
    subject: `O plano ${facts.plan} do memorial de ${facts.honoreeName} termina em ${days} dias - ${site}`,
    ...mailBody(paragraphs),
  };
}

/** The term, if it still ends without a renewal continuing it (the reminder's reason to be). */
async function termToRemind(database: Database, planContractId: string) {
  const [term] = await database
    .select({
      profileId: planContracts.profileId,
      plan: planContracts.planId,
      endsAt: planContracts.endsAt,
      status: planContracts.status,
      honoreeName: profiles.name,
      username: profiles.username,
      playlistLink: profiles.playlistLink,
    })
    .from(planContracts)
    .innerJoin(profiles, eq(profiles.id, planContracts.profileId))
    .where(eq(planContracts.id, planContractId));
  if (!term || term.status !== "active" || !term.endsAt) return undefined;
  const [renewal] = await database
    .select({ id: planContracts.id })
    .from(planContracts)
    .where(
      and(
        eq(planContracts.profileId, term.profileId),
        eq(planContracts.status, "active"),
        inArray(planContracts.planId, PAID_PLANS),
        ne(planContracts.id, planContractId),
        gt(planContracts.endsAt, term.endsAt),
      ),
    )
    .limit(1);
  return renewal ? undefined : { ...term, endsAt: term.endsAt };
}

/** What the plan's life needs from the features above plans, wired by the composition root. */
export interface PlanLifeDependencies {
  /** How many photos the memorial's gallery keeps (shown or hidden). */
  galleryPhotoCount(tx: Tx, profileId: string): Promise<number>;
}

/**
 * Reminds the memorial's administrators that the term `planContractId` ends in `days` days, once
 * per term: only when that reminder is the one due at `now` and no renewal continues the term.
 * Returns whether a reminder went out now.
 */
export async function remindPlanTermEnd(
  planContractId: string,
  days: ReminderDays,
  dependencies: PlanLifeDependencies,
  now = new Date(),
  database: Database = db(),
): Promise<boolean> {
  const due = await termToRemind(database, planContractId);
  if (!due || reminderDue(due.endsAt, now) !== days) return false;
  const key = `${planContractId}:${days}`;
  await oweMail(database, SCOPE, key);
  return sendOwedMail(
    SCOPE,
    key,
    async (tx) => {
      // Read again under the claim: a renewal or a refund since drops it.
      const term = await termToRemind(tx, planContractId);
      if (!term) return { sent: false, detail: { dropped: true } };
      const photoCount = await dependencies.galleryPhotoCount(tx, term.profileId);
      const changes = planEndChanges({ plan: term.plan, photoCount, playlistLink: term.playlistLink });
      const recipients = await memorialAdministrators(term.profileId, tx);
      for (const administrator of recipients) {
        const facts = { ...term, administratorName: administrator.name, changes };
        await mailer().send({ to: administrator.email, ...reminderMessage(facts, days) });
      }
      logger().info({ profile: { id: term.profileId }, days, to: recipients.length }, "plan term reminder sent");
      return { sent: recipients.length > 0, detail: { to: recipients.length } };
    },
    database,
  );
}
