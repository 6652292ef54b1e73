import type { Tx } from "~/db/transaction.server";
import { accountSummaries } from "~/features/accounts/index.server";
import type { DataSubject } from "~/shared/personal-data.server";

/** The person an export or erasure is about, with the name the e-mails greet. */
export async function subjectOf(tx: Tx, userId: string): Promise<(DataSubject & { name: string }) | undefined> {
  const account = (await accountSummaries([userId], tx)).get(userId);
  return account && { userId, email: account.email.toLowerCase(), name: account.name };
}
