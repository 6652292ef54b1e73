import { db } from "~/db/client.server";
import {
  accountSummaries,
  endAllSessions,
  lockAccountForErasure,
  passwordMatches,
  stewardAccountId,
} from "~/features/accounts/index.server";
import { type HandedOver, handOverMemorials } from "~/features/profiles/index.server";
import { mailer } from "~/integrations/mail/mail.server";
import { storage } from "~/integrations/storage/storage.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { ConflictError, TooManyRequestsError, UnauthorizedError, ValidationError } from "~/shared/http/errors";
import { consumeRateLimit, refundRateLimit } from "~/shared/http/rate-limit.server";
import { enqueueJob, type JobContext } from "~/shared/jobs/jobs.server";
import { logger } from "~/shared/logger.server";
import type { PersonalDataSource } from "~/shared/personal-data.server";
import { exportFileKeys } from "./export.server";
import { accountDeletedMessage } from "./my-data-mail.server";
import { MY_DATA_MESSAGES as M } from "./my-data.constants";
import { deleteAccountSchema } from "./my-data.schema";
import { personalDataSources } from "./sources.server";

export const ACCOUNT_DELETED_MAIL_JOB = "my-data-account-deleted-mail";
/** Wrong passwords per account before the deletion waits (the login's own limits are separate). */
export const DELETE_PASSWORD_LIMIT = { limit: 5, windowMs: 15 * 60 * 1000 };

export interface AccountDeletion {
  handedOver: HandedOver[];
}

/** The accounts source erases last: the others still match rows by the e-mail it replaces. */
function erasureOrder(sources: readonly PersonalDataSource[]): PersonalDataSource[] {
  return [...sources.filter((s) => s.name !== "accounts"), ...sources.filter((s) => s.name === "accounts")];
}

/**
 * 'Excluir minha conta' (LGPD art. 18, VI; decision 058): with the password re-entered and the
 * confirmation typed, in one transaction, the person's memorials are handed over (to another active
 * administrator, else to the company's steward), every source erases or pseudonymises its rows,
 * the account becomes a tombstone and every session ends; the old address is e-mailed after.
 * A wrong password changes nothing and counts toward a limit.
 */
export async function deleteAccount(
  actor: SessionUser | null,
  input: unknown,
  now = new Date(),
): Promise<AccountDeletion> {
  if (!actor) throw new UnauthorizedError();
  const parsed = deleteAccountSchema.safeParse(input);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    throw new ValidationError(parsed.error.issues[0]!.message, fields);
  }
  const limitKey = `account-delete:user:${actor.id}`;
  const attempt = await consumeRateLimit(limitKey, DELETE_PASSWORD_LIMIT);
  if (!attempt.allowed) throw new TooManyRequestsError(M.tooManyAttempts, attempt.retryAfterSeconds);
  let fileKeys: string[] = [];
  const result = await db().transaction(async (tx) => {
    const account = await lockAccountForErasure(tx, actor.id);
    if (!account || account.erased) throw new ConflictError(M.alreadyErased);
    if (!(await passwordMatches(tx, actor.id, parsed.data.password))) {
      throw new ValidationError(M.passwordWrong, { password: M.passwordWrong });
    }
    const subject = { userId: actor.id, email: account.email.toLowerCase() };
    const stewardId = await stewardAccountId(tx);
    const handedOver = await handOverMemorials(tx, {
      userId: actor.id,
      stewardId,
      now,
      activeIds: async (ids) =>
        new Set([...(await accountSummaries(ids, tx)).values()].filter((a) => a.active).map((a) => a.id)),
    });
    fileKeys = await exportFileKeys(tx, actor.id);
    for (const source of erasureOrder(personalDataSources())) await source.eraseFor(tx, subject);
    await endAllSessions(actor.id, tx);
    await enqueueJob(
      ACCOUNT_DELETED_MAIL_JOB,
      { to: account.email, name: account.name, at: now.toISOString() },
      { tx },
    );
    return { handedOver };
  });
  await refundRateLimit([limitKey]);
  for (const key of fileKeys) {
    await storage()
      .delete(key)
      .catch((error: unknown) => logger().warn({ err: error }, "an erased account's export file was not deleted"));
  }
  return result;
}

/** The job that tells the old address its account is gone. */
export async function sendAccountDeletedMail({ payload }: JobContext<{ to: string; name: string; at: string }>) {
  await mailer().send({ to: payload.to, ...accountDeletedMessage({ name: payload.name, at: new Date(payload.at) }) });
}
