import { ACCOUNT_FAILURE_LIMIT, ATTEMPT_WINDOW_MS, MEMORIAL_FAILURE_LIMIT } from "./claims.constants";

/** Whether one more try is allowed, or until when it is refused. */
export type AttemptVerdict = { allowed: true } | { allowed: false; retryAt: Date };

/** When a count of failures in the window drops below `limit` again: the oldest that must expire. */
function freedAt(failures: readonly Date[], limit: number, now: Date): Date | null {
  const inWindow = failures
    .filter((at) => at.getTime() > now.getTime() - ATTEMPT_WINDOW_MS && at.getTime() <= now.getTime())
    .map((at) => at.getTime())
    .sort((a, b) => a - b);
  if (inWindow.length < limit) return null;
  return new Date(inWindow[inWindow.length - limit]! + ATTEMPT_WINDOW_MS);
}

/**
 * The lockout rule (decision 057): at most ACCOUNT_FAILURE_LIMIT wrong tries by one account on one
 * memorial, and MEMORIAL_FAILURE_LIMIT on one memorial from everyone, in any rolling 24 hours. A
 * refused try says when the older failures leave the window.
 */
export function attemptVerdict(input: {
  accountFailures: readonly Date[];
  memorialFailures: readonly Date[];
  now: Date;
}): AttemptVerdict {
  const byAccount = freedAt(input.accountFailures, ACCOUNT_FAILURE_LIMIT, input.now);
  const byMemorial = freedAt(input.memorialFailures, MEMORIAL_FAILURE_LIMIT, input.now);
  const retryAt = [byAccount, byMemorial]
    .filter((at): at is Date => at !== null)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return retryAt ? { allowed: false, retryAt } : { allowed: true };
}
