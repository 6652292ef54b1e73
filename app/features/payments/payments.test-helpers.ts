import type { Database } from "~/db/client.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { companyAccountId, postTransaction, walletAccountId } from "~/features/ledger/ledger.server";
import { inTransaction } from "~/db/transaction.server";
import { tokenizeSandboxCard } from "~/integrations/payments/sandbox.server";
import { createProfile, createTribute, createUser } from "../../../tests/factories";

/** A valid CPF for payer data. */
export const PAYER_CPF = "529.982.247-25";

export function actorOf(user: { id: string; name: string; email: string; type: SessionUser["type"] }): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    type: user.type,
    sessionId: "test",
  };
}

export async function signedInUser(database: Database, overrides: Parameters<typeof createUser>[1] = {}) {
  return actorOf(await createUser(database, overrides));
}

/** Credits a wallet as if a top-up had been approved. */
export async function fundWallet(userId: string, cents: number, key = `fund:${userId}:${cents}`): Promise<void> {
  await inTransaction(async (tx) =>
    postTransaction(tx, {
      idempotencyKey: key,
      kind: "topup",
      entries: [
        { accountId: await companyAccountId(tx, "provider_clearing"), amountCents: -cents },
        { accountId: await walletAccountId(tx, userId), amountCents: cents },
      ],
    }),
  );
}

/** An unpaid tribute (a message, R$ 2,50 unless told) on a new profile. */
export async function pendingTribute(database: Database, overrides: { amountCents?: number; profileId?: string } = {}) {
  const profileId = overrides.profileId ?? (await createProfile(database)).id;
  return createTribute(database, {
    profileId,
    type: "Message",
    body: "Saudades eternas.",
    status: "pending",
    amountCents: overrides.amountCents ?? 250,
  });
}

export async function sandboxCard(holderName: "APRO" | "OTHE" | "CONT") {
  const { token } = await tokenizeSandboxCard({
    cardNumber: "5031 4332 1540 6351",
    holderName,
    expirationMonth: 11,
    expirationYear: 2030,
    securityCode: "123",
  });
  return { token, installments: 1, paymentMethodId: "master" };
}

export const payer = {
  email: "pagador@memorial.example",
  name: "Ana Silva",
  document: PAYER_CPF,
  phone: "11987654321",
};

/** Deterministic shuffling for tests (mulberry32). */
export function seededShuffle<T>(items: T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
