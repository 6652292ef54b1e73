import { tributes } from "~/db/schema";
import { profileHref } from "~/features/profiles";
import { viewMemorial, viewMemorialById } from "~/features/profiles/index.server";
import { CAPTCHA_PASSING_SCORE, captcha } from "~/integrations/captcha/captcha";
import type { Storage } from "~/integrations/storage/storage";
import { IMAGE_MESSAGES, processUpload } from "~/shared/images/upload.server";
import { sql } from "drizzle-orm";
import { type Database, db, selectRows } from "~/db/client.server";
import { ValidationError } from "~/shared/http/errors";
import { assertRateLimit, ipRateLimitKey } from "~/shared/http/rate-limit.server";
import type { RequestContext } from "~/shared/http/request-context.server";
import {
  type SoldTributeType,
  TRIBUTE_MESSAGES,
  tributeFormSchema,
  type TributeFormValues,
  tributePriceCents,
} from "./tribute-form.schema";

/** A person leaves a handful of tributes; a script leaving hundreds is stopped per address. */
const TRIBUTE_LIMIT = { limit: 30, windowMs: 60 * 60 * 1000 };
const TOO_MANY = "Muitas homenagens em pouco tempo. Aguarde alguns minutos e tente novamente.";

export interface RegisterTributeInput {
  /** The memorial by username (pages) or id (API); a private one needs its access token. */
  username?: unknown;
  profileId?: unknown;
  token?: unknown;
  type: SoldTributeType;
  /** The form as typed: checked here whatever the browser checked. */
  form: Record<string, unknown>;
  /** A memory photo's bytes, as uploaded: the shared pipeline decides what they are. */
  image?: Uint8Array;
  /** Where the photo goes (tests); the configured storage otherwise. */
  storage?: Storage;
}

/** The bot check again on the server: a score of 0.4 or below is 'Robô detectado!'. */
export async function assertHuman(ctx: RequestContext, token: unknown): Promise<void> {
  const verdict = await captcha().verify(typeof token === "string" ? token : "", { ip: ctx.ip, action: "tribute" });
  if (!verdict.success || verdict.score <= CAPTCHA_PASSING_SCORE) throw new ValidationError(TRIBUTE_MESSAGES.robot);
}

/** The form's first refusal in the spec's order, with every field's message. */
export function parseTributeForm(type: SoldTributeType, form: Record<string, unknown>): TributeFormValues {
  const parsed = tributeFormSchema(type).safeParse(form);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
  throw new ValidationError(parsed.error.issues[0]!.message, fields);
}

/**
 * Registers a tribute waiting for its payment (part 2, §4): any visitor may, signed in or not.
 * The memorial must be viewable by the caller, the form valid, the bot check passed (on the
 * server), and the price is the server's. It shows publicly only once paid; unpaid, it expires
 * after 14 days (`expireUnpaidTributes`).
 */
export async function registerTribute(ctx: RequestContext, input: RegisterTributeInput, now = new Date()) {
  const view =
    input.profileId !== undefined
      ? await viewMemorialById(ctx, input.profileId, input.token)
      : await viewMemorial(ctx, input.username, input.token);
  const values = parseTributeForm(input.type, input.form);
  if (input.type === "Photo" && !input.image?.byteLength) {
    throw new ValidationError(TRIBUTE_MESSAGES.photoRequired, { photo: TRIBUTE_MESSAGES.photoRequired });
  }
  await assertHuman(ctx, values.captchaToken ?? input.form.captchaToken);
  if (ctx.ip) await assertRateLimit([`tribute:${ipRateLimitKey(ctx.ip)}`], TRIBUTE_LIMIT, TOO_MANY);
  // The photo is decoded only for a valid form from a person: the costly step comes last.
  const imagePath =
    input.type === "Photo"
      ? (
          await processUpload(input.image!, {
            kind: "tributes",
            invalidTypeMessage: IMAGE_MESSAGES.invalidTributeType,
            storage: input.storage,
          })
        ).imagePath
      : null;
  const actor = await ctx.actor();
  const [tribute] = await db()
    .insert(tributes)
    .values({
      profileId: view.profile.id,
      userId: actor?.id ?? null,
      type: input.type,
      name: values.name,
      email: values.email.toLowerCase(),
      kinship: values.kinship,
      body: values.body || null,
      imagePath,
      candleDays: input.type === "Candle" ? values.candleDays : null,
      amountCents: tributePriceCents(input.type, values.candleDays),
      status: "pending",
      createdAt: now,
    })
    .returning();
  return { tribute: tribute!, profileHref: profileHref(view.profile.username) };
}

/** Unpaid tributes stop waiting for their payment after this long (DECISIONS: 14 days). */
export const UNPAID_TRIBUTE_DAYS = 14;

/**
 * Expires tributes left unpaid for 14 days (never one whose payment is still open: a PIX being
 * paid wins). Safe in several processes at once: one conditional update per batch.
 */
export async function expireUnpaidTributes(now = new Date(), database: Database = db()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNPAID_TRIBUTE_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const rows = await selectRows<{ id: string }>(
    database,
    sql`update tributes set status = 'expired'
        where id in (
          select t.id from tributes t
          where t.status = 'pending' and t.created_at <= ${cutoff}::timestamptz
            and not exists (select 1 from payments p
                            where p.product = 'tribute' and p.product_ref_id = t.id and p.status = 'pending')
          order by t.created_at limit 500)
          and status = 'pending'
        returning id`,
  );
  return rows.length;
}
