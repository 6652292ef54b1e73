import { hashSecurityAnswer } from "~/features/profile-editor/store/security-answers.server";
import { actorOf } from "~/features/payments/payments.test-helpers";
import type { Database } from "~/db/client.server";
import { type MailMessage, setMailer } from "~/integrations/mail/mail.server";
import { createProfile, createUser } from "../../../tests/factories";

/** The answers the test memorials are created with. */
export const ANSWERS = {
  motherName: "Maria José da Conceição",
  motherSpouse: "João Batista",
  motherHometown: "São João del-Rei",
};

/** A claim form with the right answers typed as a relative might: other case, no accents, extra spaces. */
export function claimForm(overrides: Record<string, string | undefined> = {}) {
  return {
    motherName: "  MARIA jose  da conceicao ",
    motherSpouse: "joao   batista",
    motherHometown: "Sao Joao Del-Rei",
    fullName: "Ana Conceição Souza",
    relationship: "Filha",
    phone: "(31) 98765-4321",
    evidence: "Sou a filha mais nova; tenho a certidão de nascimento com o nome dela.",
    ...overrides,
  };
}

export const WRONG = { motherHometown: "Belo Horizonte" };

/** A memorial with stored answers, its owner and a relative who is not an administrator. */
export async function claimableMemorial(db: Database, options: { ownerActive?: boolean } = {}) {
  const ownerRow = await createUser(db, { active: options.ownerActive ?? true });
  const profile = await createProfile(db, {
    userId: ownerRow.id,
    securityMotherNameHash: await hashSecurityAnswer(ANSWERS.motherName),
    securityMotherSpouseHash: await hashSecurityAnswer(ANSWERS.motherSpouse),
    securityMotherHometownHash: await hashSecurityAnswer(ANSWERS.motherHometown),
  });
  return { owner: actorOf(ownerRow), profile };
}

export async function person(db: Database, type: "regular" | "admin" = "regular") {
  return actorOf(await createUser(db, { type }));
}

/** Captures what the mailer sends, for the rest of the test. */
export function captureMail(): MailMessage[] {
  const sent: MailMessage[] = [];
  setMailer({
    send: async (message) => {
      sent.push(message);
      return { id: String(sent.length) };
    },
  });
  return sent;
}
