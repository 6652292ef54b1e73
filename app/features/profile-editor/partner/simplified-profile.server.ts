import { randomBytes, randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { partnerMemorials, plaqueHashes, profiles } from "~/db/schema";
import { createCustomerAccount } from "~/features/accounts/index.server";
import { addPreparedCeremonies, prepareCeremony } from "~/features/ceremonies/index.server";
import { MESSAGES as ACCOUNT_MESSAGES } from "~/features/accounts";
import type { SessionUser } from "~/shared/auth/session-user";
import { assertIdempotencyKey, once } from "~/features/ledger/index.server";
import { inTransaction, type Tx } from "~/db/transaction.server";
import { buyWithWalletBalanceInTx } from "~/features/payments/index.server";
import { PLAQUE_MESSAGES, recordHandedOverPlaque, savePlaqueAddress } from "~/features/plaques/index.server";
import { hashSecret } from "~/shared/auth/password.server";
import { ConflictError, ForbiddenError, UnauthorizedError, ValidationError } from "~/shared/http/errors";
import { logger } from "~/shared/logger.server";
import { oweCustomerInvite, sendCustomerInvite } from "./customer-invite.server";
import { linkPlaque } from "../store/plaque-link.server";
import { todayInSaoPaulo } from "../steps/profile-form.schema";
import { parseOrRefuse } from "../steps/validate";
import {
  partnerCeremonies,
  SIMPLIFIED_MESSAGES as S,
  type SimplifiedForm,
  simplifiedFormSchema,
} from "./simplified-profile.schema";

export interface SimplifiedProfileCreated {
  profileId: string;
  /** The handle, without '@'. */
  username: string;
  hash: string;
  customerId: string;
  paymentId: string;
}

/** The whole wizard checked with its own schemas; every refused field named, the first message leads. */
export function validateSimplifiedForm(input: unknown, now = new Date()): SimplifiedForm {
  return parseOrRefuse(simplifiedFormSchema(todayInSaoPaulo(now)), input, S.planRequired);
}

/** A handle from the honoree's name: its letters folded to ASCII, then a number (the customer may change it). */
export function handleBase(name: string): string {
  const letters = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ".")
    .replace(/^\.+|\.+$/g, "")
    .slice(0, 14)
    .replace(/\.+$/, "");
  return letters.length >= 2 ? letters : "memorial";
}

/** A plaque typed in the wizard must be one we issued and still free (the hash check's rules). */
async function assertPlaqueAvailable(tx: Tx, hash: string): Promise<void> {
  const [plaque] = await tx
    .select({ profileId: plaqueHashes.profileId })
    .from(plaqueHashes)
    .where(eq(plaqueHashes.hash, hash));
  if (!plaque) throw new ValidationError(PLAQUE_MESSAGES.unknown, { hash: PLAQUE_MESSAGES.unknown });
  if (plaque.profileId) throw new ConflictError(PLAQUE_MESSAGES.active, { hash: PLAQUE_MESSAGES.active });
}

async function insertCustomer(tx: Tx, partner: SessionUser, form: SimplifiedForm, passwordHash: string) {
  const id = await createCustomerAccount(tx, {
    partnerId: partner.id,
    name: form.customerName,
    email: form.customerEmail,
    passwordHash,
  });
  if (!id) throw new ConflictError(ACCOUNT_MESSAGES.emailTaken, { customerEmail: ACCOUNT_MESSAGES.emailTaken });
  return id;
}

async function insertMemorial(tx: Tx, ownerId: string, form: SimplifiedForm, now: Date) {
  const base = handleBase(form.name);
  for (let attempt = 0; ; attempt++) {
    const username = `${base}.${randomInt(1000, attempt < 5 ? 10_000 : 1_000_000)}`;
    const [row] = await tx
      .insert(profiles)
      .values({
        userId: ownerId,
        username,
        name: form.name,
        gender: form.gender,
        birthDate: form.birthDate ?? null,
        deathDate: form.deathDate ?? null,
        accessToken: randomBytes(16).toString("base64url"),
        access: "Public",
        type: "Free",
        // The paid plan's term activates it, in this same transaction.
        activatedByUser: false,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: profiles.id, username: profiles.username });
    if (row) return row;
    if (attempt > 20) throw new ConflictError(S.failed("apelido indisponível"));
  }
}

/**
 * The plaque's order, before the plan's term would open one waiting for an address (decision 042):
 * a pre-printed plaque the partner typed is handed over by the partner (nothing to send); a new
 * plaque goes to the address the partner gave, else its customer is asked for it once the plan is paid.
 */
async function orderPlaque(tx: Tx, partner: SessionUser, form: SimplifiedForm, profileId: string, now: Date) {
  if (form.hash) {
    await recordHandedOverPlaque(tx, { profileId, partnerId: partner.id, planId: form.plan, now });
  } else if (form.address) {
    await savePlaqueAddress(tx, { profileId, userId: partner.id, address: form.address, planId: form.plan, now });
  }
}

/**
 * `POST profile/createSimplifiedProfile`: a partner creates, in ONE transaction, its customer's
 * account (inactive until the first sign-in), the memorial, the plaque link and order, and the plan
 * paid from the partner's wallet through the ledger (the plan's term starts and its voucher goes to
 * the customer), recorded as this partner's. Any refusal (e-mail registered, plaque taken, 'Saldo
 * insuficiente') leaves nothing.
 * A repeated idempotency key returns the first creation. The invite is mailed after the commit.
 */
export async function createSimplifiedProfile(
  actor: SessionUser | null,
  input: unknown,
  now = new Date(),
): Promise<SimplifiedProfileCreated> {
  if (!actor) throw new UnauthorizedError();
  if (actor.type !== "partner") throw new ForbiddenError();
  const form = validateSimplifiedForm(input, now);
  const key = assertIdempotencyKey(form.idempotencyKey);
  // The ceremonies are checked (their places read) before the transaction; a refusal opens their step.
  const ceremonies = await Promise.all(
    partnerCeremonies(form).map(({ slot, ...fields }) =>
      prepareCeremony(fields, now).catch((error: unknown) => {
        if (error instanceof ValidationError)
          throw new ValidationError(error.message, { [`${slot}Date`]: error.message });
        throw error;
      }),
    ),
  );
  const passwordHash = await hashSecret(form.customerPassword);
  // The request's fingerprint leaves the password out: only its hash is ever stored.
  const fingerprint = { ...form, customerPassword: undefined, idempotencyKey: undefined };
  const { result, replayed } = await inTransaction((tx) =>
    once(tx, `simplified.create:${actor.id}`, key, fingerprint, async (): Promise<SimplifiedProfileCreated> => {
      if (form.hash) await assertPlaqueAvailable(tx, form.hash);
      const customerId = await insertCustomer(tx, actor, form, passwordHash);
      const memorial = await insertMemorial(tx, customerId, form, now);
      // The partner's list on /profiles reads this (decision 043).
      await tx.insert(partnerMemorials).values({ profileId: memorial.id, partnerId: actor.id, createdAt: now });
      // The optional ceremonies step (decision 054), written by the ceremonies service.
      await addPreparedCeremonies(actor, memorial.id, ceremonies, now, tx);
      const hash = await linkPlaque(tx, memorial.id, form.hash, now);
      await orderPlaque(tx, actor, form, memorial.id, now);
      const paymentId = await buyWithWalletBalanceInTx(
        tx,
        actor,
        { product: "profile_plan", productRefId: memorial.id, planId: form.plan, idempotencyKey: `simplified:${key}` },
        now,
      );
      await oweCustomerInvite(tx, memorial.id);
      return { profileId: memorial.id, username: memorial.username, hash, customerId, paymentId };
    }),
  );
  if (!replayed) {
    await sendCustomerInvite(result.profileId).catch((error: unknown) =>
      logger().error({ err: error, profile: { id: result.profileId } }, "customer invite not sent; it stays owed"),
    );
  }
  return result;
}
