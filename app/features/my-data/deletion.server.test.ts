import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { selectRows } from "~/db/client.server";
import { inTransaction } from "~/db/transaction.server";
import { attendances, memorialMembers, payments, profiles, sessions, tributes, users } from "~/db/schema";
import { readOutbox, useTempOutbox } from "~/features/accounts/accounts.test-helpers";
import { authenticate } from "~/features/accounts/accounts.server";
import { createSession, sessionUser } from "~/features/accounts/sessions.server";
import { STEWARD_EMAIL } from "~/features/accounts/index.server";
import { unbalancedAccounts, unbalancedTransactions } from "~/features/ledger/ledger.server";
import { signedInUser } from "~/features/payments/payments.test-helpers";
import { addMemorialMember } from "~/features/profiles/index.server";
import { storage } from "~/integrations/storage/storage.server";
import { DEFAULT_PASSWORD, createProfile } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import {
  ACCOUNT_DELETED_MAIL_JOB,
  DELETE_PASSWORD_LIMIT,
  deleteAccount,
  sendAccountDeletedMail,
} from "./deletion.server";
import { requestExport } from "./export.server";
import { MY_DATA_MESSAGES as M } from "./my-data.constants";
import { exportRow, richPerson, runExportJob } from "./my-data.test-helpers";

const { db } = setupTestDatabase();
const NOW = new Date("2026-11-02T13:00:00Z");
const CONFIRM = { password: DEFAULT_PASSWORD, confirmation: "excluir" };

/** Every account's balance and the ledger's total, to compare before and after. */
async function ledgerState() {
  return selectRows<{ account_id: string; sum: string }>(
    db(),
    sql`select account_id, sum(amount_cents)::text as sum from ledger_entries group by account_id order by account_id`,
  );
}

async function userRow(id: string) {
  const [row] = await db().select().from(users).where(eq(users.id, id));
  return row!;
}

describe("'Excluir minha conta' (decision 058)", () => {
  it("a wrong password or a missing confirmation changes nothing, and wrong passwords are limited", async () => {
    const { actor, memorial } = await richPerson(db(), NOW);
    await createSession(actor.id, {});
    const before = await userRow(actor.id);
    await expect(deleteAccount(actor, { password: "errada123", confirmation: "EXCLUIR" }, NOW)).rejects.toThrow(
      M.passwordWrong,
    );
    await expect(deleteAccount(actor, { password: DEFAULT_PASSWORD, confirmation: "sim" }, NOW)).rejects.toThrow(
      M.confirmationWrong,
    );
    await expect(deleteAccount(actor, {}, NOW)).rejects.toMatchObject({ status: 400 });
    expect(await userRow(actor.id)).toEqual(before);
    expect(await db().select().from(sessions).where(eq(sessions.userId, actor.id))).toHaveLength(1);
    const [owner] = await db().select({ userId: profiles.userId }).from(profiles).where(eq(profiles.id, memorial.id));
    expect(owner!.userId).toBe(actor.id);

    for (let i = 1; i < DELETE_PASSWORD_LIMIT.limit; i++) {
      await expect(deleteAccount(actor, { ...CONFIRM, password: `errada${i}` }, NOW)).rejects.toThrow(M.passwordWrong);
    }
    await expect(deleteAccount(actor, CONFIRM, NOW)).rejects.toThrow(M.tooManyAttempts);
    expect(await userRow(actor.id)).toEqual(before);
  });

  it("erases the person in one go: tombstone, sessions, memorials handed over, ledger balanced, one last e-mail", async () => {
    const outbox = await useTempOutbox();
    const { actor, memorial, elsewhere, payment } = await richPerson(db(), NOW);
    const { token } = await createSession(actor.id, {});
    // A second memorial with an active co-administrator (and an editor, who is not enough).
    const shared = await createProfile(db(), { userId: actor.id, name: "Rosa Duarte" });
    const coAdmin = await signedInUser(db(), { name: "Paulo Duarte" });
    const editor = await signedInUser(db());
    await inTransaction(async (tx) => {
      await addMemorialMember(tx, {
        profileId: shared.id,
        userId: editor.id,
        role: "editor",
        addedByUserId: actor.id,
        now: NOW,
      });
      await addMemorialMember(tx, {
        profileId: shared.id,
        userId: coAdmin.id,
        role: "administrator",
        addedByUserId: actor.id,
        now: NOW,
      });
      await addMemorialMember(tx, {
        profileId: memorial.id,
        userId: editor.id,
        role: "editor",
        addedByUserId: actor.id,
        now: NOW,
      });
    });
    const { exportId } = await requestExport(actor, NOW);
    await runExportJob(exportId, NOW);
    const fileKey = (await exportRow(db(), exportId))!.fileKey!;
    const ledgerBefore = await ledgerState();

    const result = await deleteAccount(actor, CONFIRM, NOW);

    // The account is a tombstone nobody can sign in to; its sessions are gone.
    const tomb = await userRow(actor.id);
    expect(tomb).toMatchObject({ name: "Conta excluída", cellphone: null, document: null, active: false });
    expect(tomb.email).toMatch(/@conta-excluida\.invalid$/);
    expect(await sessionUser(token)).toBeNull();
    expect(await db().select().from(sessions).where(eq(sessions.userId, actor.id))).toEqual([]);
    await expect(authenticate({ email: actor.email, password: DEFAULT_PASSWORD }, {})).rejects.toMatchObject({
      status: 401,
    });

    // The memorial with a co-administrator stays with them; the one without goes to the steward.
    const owners = new Map(
      (await db().select({ id: profiles.id, userId: profiles.userId }).from(profiles)).map((p) => [p.id, p.userId]),
    );
    expect(owners.get(shared.id)).toBe(coAdmin.id);
    const [steward] = await db().select().from(users).where(eq(users.email, STEWARD_EMAIL));
    expect(owners.get(memorial.id)).toBe(steward!.id);
    expect(result.handedOver).toEqual(
      expect.arrayContaining([
        { profileId: shared.id, toUserId: coAdmin.id, toSteward: false },
        { profileId: memorial.id, toUserId: steward!.id, toSteward: true },
      ]),
    );
    const members = await db().select().from(memorialMembers);
    expect(members.filter((m) => m.userId === actor.id)).toEqual([]);
    expect(members.filter((m) => m.userId === editor.id)).toHaveLength(2);
    expect(owners.get(elsewhere.id)).not.toBe(actor.id);

    // Money: every entry kept, the ledger balanced, the payment kept without the payer's details.
    expect(await ledgerState()).toEqual(ledgerBefore);
    expect(await unbalancedTransactions()).toEqual([]);
    expect(await unbalancedAccounts()).toEqual([]);
    const [paid] = await db().select().from(payments).where(eq(payments.id, payment.id));
    expect(paid).toMatchObject({ status: "approved", userId: actor.id, payer: {} });

    // The tribute stays on its memorial without the e-mail; the attendance signature is gone.
    const [tribute] = await db().select().from(tributes).where(eq(tributes.userId, actor.id));
    expect(tribute).toMatchObject({ body: "Com carinho.", email: null });
    expect(await db().select().from(attendances).where(eq(attendances.email, actor.email))).toEqual([]);

    // The export and its file are gone.
    expect(await exportRow(db(), exportId)).toBeUndefined();
    expect(await storage().exists(fileKey)).toBe(false);

    // The confirmation goes to the old address, by the job the deletion enqueued.
    const [job] = await selectRows<{ data: { to: string; name: string; at: string } }>(
      db(),
      sql`select data from pgboss.job where name = ${ACCOUNT_DELETED_MAIL_JOB}`,
    );
    expect(job!.data.to).toBe(actor.email);
    await sendAccountDeletedMail({ payload: job!.data, jobId: "t", attempt: 1, reportProgress: async () => {} });
    const mails = await readOutbox(outbox);
    expect(mails.at(-1)).toContain(`To: ${actor.email}`);
    expect(mails.at(-1)).toContain("Sua conta foi excluída em 02/11/2026, 10:00");

    // Erased once: a second attempt is refused calmly.
    await expect(deleteAccount(actor, CONFIRM, NOW)).rejects.toThrow(M.alreadyErased);
  });
});
