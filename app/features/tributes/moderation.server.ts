import { and, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import { db, selectRows } from "~/db/client.server";
import { payments, profiles, tributeReports, tributes } from "~/db/schema";
import type { SessionUser } from "~/shared/auth/session-user";
import { inTransaction, type Tx } from "~/db/transaction.server";
import { movePayment } from "~/features/payments/index.server";
import { paymentProvider } from "~/integrations/payments/index.server";
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from "~/shared/http/errors";
import { assertRateLimit, ipRateLimitKey } from "~/shared/http/rate-limit.server";
import type { RequestContext } from "~/shared/http/request-context.server";
import { isUuid } from "~/shared/validation/uuid";
import { REPORT_REASONS } from "./moderation-intents";
import { oweRejectionNotice, sendRejectionNotice } from "./rejection-notice.server";
import { logger } from "~/shared/logger.server";
import {
  allows,
  type MemorialAuthority,
  requireMemorialRole,
  setTributeApproval,
} from "~/features/profiles/index.server";

/** The family decides what stays on their memorial (issue: moderation beyond the spec). */
export const MODERATION_MESSAGES = {
  notFound: "Homenagem não encontrada.",
  notAllowed: "Só a família que administra o memorial pode moderar as homenagens.",
  cannot: "Esta homenagem não pode mais ser alterada assim.",
  reason: "Escolha o motivo da denúncia.",
  reported: "Obrigado. A família do memorial vai analisar a sua denúncia.",
  tooMany: "Muitas denúncias em pouco tempo. Aguarde alguns minutos e tente novamente.",
  hidden: "A homenagem foi ocultada do memorial.",
  shown: "A homenagem voltou a aparecer no memorial.",
  approved: "A homenagem foi aprovada e já aparece no memorial.",
  rejected: "A homenagem foi recusada e o valor foi devolvido a quem pagou.",
  approvalOn: "As mensagens e fotos agora aguardam a sua aprovação antes de aparecer.",
  approvalOff: "As mensagens e fotos voltam a aparecer assim que pagas.",
} as const;

export { REPORT_REASONS };

/** Reports from this many different people hold a tribute until the family decides. */
export const REPORTS_TO_HOLD = 3;
const REPORT_LIMIT = { limit: 20, windowMs: 60 * 60 * 1000 };

const LINK = /(https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(com|net|org|br|io|me|ly|info|biz)(\/\S*)?\b/i;

/** A message or photo caption carrying a link is held for the family by default. */
export function containsLink(text: string | null | undefined): boolean {
  return Boolean(text && LINK.test(text));
}

/**
 * Why a tribute will wait for the family once paid, or null when it shows at once: a message or
 * photo on a memorial in approval mode, or carrying a link. The honor form says so to its buyer.
 */
export function holdReason(tribute: {
  type: string;
  body: string | null;
  approve: boolean;
}): "approval" | "link" | null {
  if (tribute.type !== "Message" && tribute.type !== "Photo") return null;
  return tribute.approve ? "approval" : containsLink(tribute.body) ? "link" : null;
}

/**
 * At settlement (inside the paying transaction): a message or photo is held when the family
 * approves before publishing, or when it carries a link. Returns why, or null when it shows at once.
 */
export async function holdOnSettlement(tx: Tx, tributeId: string): Promise<"approval" | "link" | null> {
  const [row] = await tx
    .select({ type: tributes.type, body: tributes.body, approve: profiles.approveTributes })
    .from(tributes)
    .innerJoin(profiles, eq(profiles.id, tributes.profileId))
    .where(eq(tributes.id, tributeId));
  const reason = row ? holdReason(row) : null;
  if (reason)
    await tx.update(tributes).set({ visibility: "held", heldReason: reason }).where(eq(tributes.id, tributeId));
  return reason;
}

type Decision = "hide" | "show" | "approve" | "reject";

const MOVES: Record<Decision, { from: ("published" | "held" | "hidden")[]; to: "published" | "hidden" | "rejected" }> =
  {
    hide: { from: ["published", "held"], to: "hidden" },
    show: { from: ["hidden"], to: "published" },
    approve: { from: ["held"], to: "published" },
    reject: { from: ["held"], to: "rejected" },
  };

/** Moderation is the family's: the memorial's administrators and editors (decision 040), or an admin. */
async function moderator(actor: SessionUser, profileId: string, tx?: Tx): Promise<void> {
  await requireMemorialRole(actor, profileId, "editor", {
    tx,
    message: MODERATION_MESSAGES.notAllowed,
    notFound: new NotFoundError().message,
  });
}

async function lockModeratedTribute(tx: Tx, actor: SessionUser | null, tributeId: string) {
  if (!actor) throw new UnauthorizedError();
  if (!isUuid(tributeId)) throw new NotFoundError(MODERATION_MESSAGES.notFound);
  const [row] = await tx
    .select({
      id: tributes.id,
      status: tributes.status,
      visibility: tributes.visibility,
      profileId: tributes.profileId,
    })
    .from(tributes)
    .where(eq(tributes.id, tributeId))
    .for("update");
  if (!row || row.status !== "paid") throw new NotFoundError(MODERATION_MESSAGES.notFound);
  await moderator(actor, row.profileId, tx);
  return row;
}

/**
 * The family's decision on a paid tribute: hide or show it again (kept either way), approve or
 * reject one waiting for them. A rejected tribute's payment is refunded through the ledger: to
 * the wallet when the wallet paid, through the provider otherwise (the provider is called first,
 * outside the transaction; its idempotency key makes a retry safe).
 */
export async function moderateTribute(
  actor: SessionUser | null,
  tributeId: string,
  decision: Decision,
  now = new Date(),
) {
  if (!(decision in MOVES)) throw new ValidationError(MODERATION_MESSAGES.cannot);
  const { from, to } = MOVES[decision];
  const payment = decision === "reject" ? await refundablePayment(actor, tributeId) : null;
  if (payment?.providerPaymentId && payment.provider !== "internal") {
    const charge = await paymentProvider().refundCharge(payment.providerPaymentId, `refund:${payment.id}`);
    if (charge.status !== "refunded") throw new ConflictError(MODERATION_MESSAGES.cannot);
  }
  const result = await inTransaction(async (tx) => {
    const row = await lockModeratedTribute(tx, actor, tributeId);
    if (!(from as string[]).includes(row.visibility)) throw new ConflictError(MODERATION_MESSAGES.cannot);
    if (payment) {
      await movePayment(tx, payment.id, "refunded", now, "rejected_by_family");
      // Its buyer hears that it was refused and where the money went back (once, after commit).
      await oweRejectionNotice(tx, tributeId);
    }
    // The refund's reversal marks the tribute expired; it stays a paid row the family rejected.
    await tx.update(tributes).set({ visibility: to, status: "paid" }).where(eq(tributes.id, tributeId));
    return { id: tributeId, visibility: to };
  });
  if (payment) {
    // A failed send stays owed for the sweep (app/composition/jobs.server.ts).
    await sendRejectionNotice(tributeId).catch((error: unknown) =>
      logger().error({ err: error, tribute: { id: tributeId } }, "rejection notice not sent"),
    );
  }
  return result;
}

/** Who may reject, and only a held tribute: checked before the provider is asked to refund. */
async function refundablePayment(actor: SessionUser | null, tributeId: string) {
  const row = await inTransaction((tx) => lockModeratedTribute(tx, actor, tributeId));
  if (row.visibility !== "held") throw new ConflictError(MODERATION_MESSAGES.cannot);
  const [payment] = await db()
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.product, "tribute"),
        eq(payments.productRefId, tributeId),
        eq(payments.status, "approved"),
        // The payment that delivered it: a second one for the same tribute went back to its payer.
        sql`coalesce(${payments.fulfilmentRef} ->> 'undelivered', '') <> 'true'`,
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return payment ?? null;
}

/** Approval mode for a memorial's messages and photos (its administrators and editors, or an admin). */
export async function setApproveTributes(actor: SessionUser | null, profileId: string, on: boolean) {
  if (!actor) throw new UnauthorizedError();
  if (!isUuid(profileId)) throw new NotFoundError();
  await moderator(actor, profileId);
  await setTributeApproval(profileId, on);
  return on;
}

/**
 * Any visitor may report a published tribute ('Denunciar'), once per person (account, else
 * address); reported by 3 different people, it is held until the family decides.
 */
export async function reportTribute(ctx: RequestContext, tributeId: string, reason: unknown) {
  if (typeof reason !== "string" || !(REPORT_REASONS as readonly string[]).includes(reason)) {
    throw new ValidationError(MODERATION_MESSAGES.reason, { reason: MODERATION_MESSAGES.reason });
  }
  if (!isUuid(tributeId)) throw new NotFoundError(MODERATION_MESSAGES.notFound);
  const actor = await ctx.actor();
  const reporterKey = actor ? `user:${actor.id}` : `ip:${ipRateLimitKey(ctx.ip ?? "unknown")}`;
  await assertRateLimit([`tribute-report:${reporterKey}`], REPORT_LIMIT, MODERATION_MESSAGES.tooMany);
  return inTransaction(async (tx) => {
    const [tribute] = await tx
      .select({ visibility: tributes.visibility, status: tributes.status })
      .from(tributes)
      .where(eq(tributes.id, tributeId))
      .for("update");
    if (!tribute || tribute.status !== "paid" || tribute.visibility !== "published") {
      throw new NotFoundError(MODERATION_MESSAGES.notFound);
    }
    await tx.insert(tributeReports).values({ tributeId, reporterKey, reason }).onConflictDoNothing();
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(tributeReports)
      .where(eq(tributeReports.tributeId, tributeId))) as [{ n: number }];
    const held = Number(n) >= REPORTS_TO_HOLD;
    if (held)
      await tx.update(tributes).set({ visibility: "held", heldReason: "reports" }).where(eq(tributes.id, tributeId));
    return { reports: Number(n), held };
  });
}

export interface ModeratedTribute {
  id: string;
  type: "Candle" | "Flower" | "Message" | "Photo";
  name: string;
  body: string | null;
  imagePath: string | null;
  /** `published` ones are listed only when visitors reported them. */
  visibility: "held" | "hidden" | "published";
  heldReason: string | null;
  reports: { reason: string; count: number }[];
  createdAt: string;
}

/**
 * The family's side: tributes waiting for them, hidden ones and reported ones, with their reports.
 * `known` is this actor's authority on the memorial when the caller has it already (the memorial
 * page reads it once for the owner bar); without it, or when it does not allow moderating, it is
 * read and checked here.
 */
export async function listModeratedTributes(
  actor: SessionUser | null,
  profileId: string,
  known?: MemorialAuthority,
): Promise<ModeratedTribute[]> {
  if (!actor) throw new UnauthorizedError();
  if (!isUuid(profileId)) throw new NotFoundError();
  if (!(known?.profileId === profileId && allows(known, "editor"))) await moderator(actor, profileId);
  const rows = await db()
    .select({
      id: tributes.id,
      type: tributes.type,
      name: tributes.name,
      body: tributes.body,
      imagePath: tributes.imagePath,
      visibility: tributes.visibility,
      heldReason: tributes.heldReason,
      createdAt: tributes.createdAt,
    })
    .from(tributes)
    .where(
      and(
        eq(tributes.profileId, profileId),
        eq(tributes.status, "paid"),
        or(
          inArray(tributes.visibility, ["held", "hidden"]),
          and(
            eq(tributes.visibility, "published"),
            // Qualified by hand: drizzle renders a lone table's columns unqualified.
            sql`exists (select 1 from tribute_reports r where r.tribute_id = "tributes"."id")`,
          ),
        ),
      ),
    )
    .orderBy(desc(tributes.createdAt))
    .limit(100);
  const reports = rows.length
    ? await selectRows<{ tribute_id: string; reason: string; n: number }>(
        db(),
        sql`select tribute_id, reason, count(*)::int as n from tribute_reports
            where tribute_id in (${sql.join(
              rows.map((r) => sql`${r.id}::uuid`),
              sql`, `,
            )}) group by tribute_id, reason order by n desc`,
      )
    : [];
  return rows.map((row) => ({
    ...row,
    visibility: row.visibility as ModeratedTribute["visibility"],
    createdAt: new Date(row.createdAt).toISOString(),
    reports: reports.filter((r) => r.tribute_id === row.id).map((r) => ({ reason: r.reason, count: Number(r.n) })),
  }));
}

/** Every held tribute with its reports, for the admins. */
export async function listReportedTributes(actor: SessionUser | null) {
  if (!actor) throw new UnauthorizedError();
  if (actor.type !== "admin") throw new ForbiddenError();
  return selectRows<{
    tribute_id: string;
    profile_username: string;
    name: string;
    body: string | null;
    reports: number;
  }>(
    db(),
    sql`select t.id as tribute_id, p.username as profile_username, t.name, t.body, count(r.*)::int as reports
        from tribute_reports r join tributes t on t.id = r.tribute_id join profiles p on p.id = t.profile_id
        group by t.id, p.username order by count(r.*) desc, t.id limit 200`,
  );
}
