import { sql } from "drizzle-orm";
import { users } from "~/db/schema";
import type { SessionUser } from "~/shared/auth/session-user";
import { inTransaction, type Tx } from "~/db/transaction.server";
import { isUuid } from "~/shared/validation/uuid";
import { ForbiddenError, NotFoundError, UnauthorizedError } from "~/shared/http/errors";
import { createProfileInTx, type RegisteredProfile, validateProfileForm } from "../store/create-profile.server";

/** Whose profile it is: the caller's own; an admin may create one for an existing user. */
async function ownerFor(tx: Tx, actor: SessionUser, userId: unknown): Promise<string> {
  if (userId === undefined || userId === null || userId === "") return actor.id;
  if (typeof userId === "string" && userId.toLowerCase() === actor.id) return actor.id;
  if (actor.type !== "admin") throw new ForbiddenError();
  if (!isUuid(userId)) throw new NotFoundError("Usuário não encontrado");
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.id} = ${userId}`)
    .limit(1);
  if (!user) throw new NotFoundError("Usuário não encontrado");
  return user.id;
}

/**
 * `POST profile/registerProfile`: creates a memorial from the whole profile form (the wizard's
 * steps 1 to 4). Blank interest and kinship rows are dropped; the security answers are kept only
 * as salted hashes of their normalised form.
 */
export async function registerProfile(
  actor: SessionUser | null,
  input: Record<string, unknown> & { userId?: unknown; hash?: string },
  options: { plaqueHash?: string; now?: Date } = {},
): Promise<RegisteredProfile> {
  if (!actor) throw new UnauthorizedError();
  const now = options.now ?? new Date();
  const form = validateProfileForm(input, now);
  return inTransaction(async (tx) =>
    createProfileInTx(tx, {
      ownerId: await ownerFor(tx, actor, input.userId),
      form,
      plaqueHash: input.hash ?? options.plaqueHash,
      now,
    }),
  );
}
