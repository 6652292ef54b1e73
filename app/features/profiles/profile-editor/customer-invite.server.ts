import { eq, sql } from "drizzle-orm";
import { type Database, db, selectRows } from "~/db/client.server";
import { profiles, users } from "~/db/schema";
import type { Tx } from "~/features/ledger/ledger.server";
import { mailer } from "~/integrations/mail/mail.server";
import { config } from "~/shared/config.server";
import { logger } from "~/shared/logger.server";

/**
 * The invitation a partner's customer receives. It is owed in the creation's own transaction (a
 * row in idempotency_keys, scope `customer-invite`, key the profile id, result null) and sent once
 * the creation commits, as receipts are: a rolled-back creation owes nothing, and a failed send
 * leaves it owed for `sendOwedCustomerInvites`.
 */
const SCOPE = "customer-invite";

export async function oweCustomerInvite(tx: Tx, profileId: string): Promise<void> {
  await tx.execute(
    sql`insert into idempotency_keys (scope, key, request_hash) values (${SCOPE}, ${profileId}, 'owed')
        on conflict do nothing`,
  );
}

function siteLink(path: string): string {
  const c = config();
  return `${(c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, "")}${path}`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export interface InviteFacts {
  customerName: string;
  customerEmail: string;
  partnerName: string;
  honoreeName: string;
  profileId: string;
}

export function customerInviteMessage(facts: InviteFacts) {
  const site = config().SITE_NAME;
  const login = siteLink("/login");
  const complete = siteLink(`/complete-profile/${facts.profileId}`);
  const settings = siteLink("/account-settings");
  const paragraphs = [
    `Olá, ${facts.customerName}!`,
    `${facts.partnerName} criou em ${site} o memorial de ${facts.honoreeName} e uma conta para você administrá-lo.`,
    `Entre com o e-mail ${facts.customerEmail} e a senha que ${facts.partnerName} lhe passou: ${login}`,
    `Depois de entrar, complete o memorial com a história, as fotos e as lembranças de ${facts.honoreeName}: ${complete}`,
    `Por segurança, troque a sua senha em Configurações: ${settings}`,
  ];
  return {
    subject: `Seu acesso ao memorial de ${facts.honoreeName} - ${site}`,
    text: `${paragraphs.join("\n\n")}\n`,
    html: paragraphs
      .map((p) => `<p>${escapeHtml(p).replace(/(https?:\/\/\S+)/g, (url) => `<a href="${url}">${url}</a>`)}</p>`)
      .join("\n"),
  };
}

/** Sends the invite of one memorial if it is owed and no other process is sending it. */
export async function sendCustomerInvite(profileId: string, database: Database = db()): Promise<boolean> {
  return database.transaction(async (tx) => {
    const [claim] = await selectRows<{ key: string }>(
      tx,
      sql`select key from idempotency_keys where scope = ${SCOPE} and key = ${profileId} and result is null
          for update skip locked`,
    );
    if (!claim) return false;
    const [row] = await tx
      .select({
        honoreeName: profiles.name,
        customerName: users.name,
        customerEmail: users.email,
        partnerId: users.createdByUserId,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.id, profileId));
    const [partner] = row?.partnerId
      ? await tx.select({ name: users.name }).from(users).where(eq(users.id, row.partnerId))
      : [];
    if (row) {
      const facts = { ...row, partnerName: partner?.name ?? config().SITE_NAME, profileId };
      await mailer().send({ to: row.customerEmail, ...customerInviteMessage(facts) });
    } else {
      logger().warn({ profile: { id: profileId } }, "customer invite owed to a missing memorial: dropped");
    }
    await tx.execute(
      sql`update idempotency_keys set result = ${JSON.stringify({ sentAt: new Date().toISOString() })}::jsonb
          where scope = ${SCOPE} and key = ${profileId}`,
    );
    return Boolean(row);
  });
}

/** Sends every owed invite (after a failed send or a crash). */
export async function sendOwedCustomerInvites(database: Database = db()): Promise<number> {
  const owed = await selectRows<{ key: string }>(
    database,
    sql`select key from idempotency_keys where scope = ${SCOPE} and result is null order by created_at limit 100`,
  );
  let sent = 0;
  for (const { key } of owed) {
    try {
      if (await sendCustomerInvite(key, database)) sent += 1;
    } catch (error) {
      logger().error({ err: error, profile: { id: key } }, "customer invite not sent; it stays owed");
    }
  }
  return sent;
}
