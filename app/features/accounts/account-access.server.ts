import { ForbiddenError, NotFoundError, UnauthorizedError } from "~/shared/http/errors";
import { MESSAGES } from "./accounts.schema";
import type { SessionUser } from "~/shared/auth/session-user";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID_PATTERN.test(value);
}

export function requireActor(actor: SessionUser | null): SessionUser {
  if (!actor) throw new UnauthorizedError();
  return actor;
}

/**
 * The permission rule of account data: a user reaches only their own account, an admin any.
 * A malformed id is refused as not found before Postgres sees it.
 */
export function assertSelfOrAdmin(actor: SessionUser | null, userId: unknown): { actor: SessionUser; userId: string } {
  const signedIn = requireActor(actor);
  if (!isUuid(userId)) throw new NotFoundError(MESSAGES.userNotFound);
  if (signedIn.id !== userId.toLowerCase() && signedIn.type !== "admin") throw new ForbiddenError();
  return { actor: signedIn, userId: userId.toLowerCase() };
}

/** Postgres unique_violation, whether the driver error arrives bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
