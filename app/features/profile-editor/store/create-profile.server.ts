import { randomBytes } from "node:crypto";
import { profileInterests, profileKinships, profiles } from "~/db/schema";
import { isUniqueViolation } from "~/features/accounts/index.server";
import type { Tx } from "~/db/transaction.server";
import {
  type AboutStep,
  type BasicsStep,
  type SecurityStep,
  todayInSaoPaulo,
  WIZARD_MESSAGES as M,
} from "../steps/profile-form.schema";
import { FORM_PARTS } from "../steps/form-parts";
import { refusal } from "../steps/validate";
import { linkPlaque } from "./plaque-link.server";
import { assertHandleFree, usernameTaken } from "./profile-form.server";
import { hashSecurityAnswer } from "./security-answers.server";

export interface RegisteredProfile {
  id: string;
  /** The handle without '@'. */
  username: string;
  /** The plaque hash (10 upper-case letters). */
  hash: string;
}

export interface ValidProfileForm {
  basics: BasicsStep;
  about: AboutStep;
  security: SecurityStep;
}

/**
 * The whole profile form, checked with the steps' own schemas (the messages the screens show);
 * every refused field is named, the first message leads.
 */
export function validateProfileForm(input: Record<string, unknown>, now = new Date()): ValidProfileForm {
  const today = todayInSaoPaulo(now);
  const basics = FORM_PARTS.basics.schema(today).safeParse(input);
  const about = FORM_PARTS.about.schema().safeParse(input);
  const security = FORM_PARTS.security.schema().safeParse(input);
  if (basics.success && about.success && security.success) {
    return { basics: basics.data, about: about.data, security: security.data };
  }
  throw refusal([basics.error, about.error, security.error], M.nameRequired);
}

/** The hashes of the three answers, never the answers (normalised, salted scrypt). */
export async function securityHashes(security: SecurityStep) {
  const [motherName, motherSpouse, motherHometown] = await Promise.all([
    hashSecurityAnswer(security.nomeMaeFalecido),
    hashSecurityAnswer(security.nomeConjugeMaeFalecido),
    hashSecurityAnswer(security.cidadeNatalMaeFalecido),
  ]);
  return {
    securityMotherNameHash: motherName,
    securityMotherSpouseHash: motherSpouse,
    securityMotherHometownHash: motherHometown,
  };
}

export interface CreateProfileOptions {
  ownerId: string;
  form: ValidProfileForm;
  /** A plaque the profile is created from (the visitor's cookie, or the API's `hash`). */
  plaqueHash?: string;
  /** The portrait chosen at step 1, already through the image pipeline. */
  imagePath?: string | null;
  now: Date;
}

/**
 * Inserts the profile, its kinship and interest rows, its security hashes and its plaque inside the
 * caller's transaction. The profile starts on Free and not activated: choosing Free activates it,
 * a paid plan activates it once its payment is approved (plan-changes.server.ts, decision 014).
 * The username's unique index settles races: the loser gets the spec's message, never a 500.
 */
export async function createProfileInTx(tx: Tx, options: CreateProfileOptions): Promise<RegisteredProfile> {
  const { basics, about, security } = options.form;
  const handle = basics.username.replace(/^@/, "");
  const hashes = await securityHashes(security);
  await assertHandleFree(tx, handle);
  const inserted = await tx
    .insert(profiles)
    .values({
      userId: options.ownerId,
      username: handle,
      name: basics.name,
      surname: about.surname ?? null,
      accessToken: randomBytes(16).toString("base64url"),
      access: about.access,
      type: "Free",
      activatedByUser: false,
      birthDate: basics.birthDate,
      deathDate: basics.deathDate ?? null,
      profession: basics.profession ?? null,
      gender: basics.gender,
      hometown: about.hometown,
      location: about.location ?? null,
      religion: about.religion ?? null,
      bio: about.bio,
      description: about.description,
      imagePath: options.imagePath ?? null,
      ...hashes,
      createdAt: options.now,
    })
    .onConflictDoNothing()
    .returning({ id: profiles.id, username: profiles.username })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? usernameTaken() : error;
    });
  const profile = inserted[0];
  if (!profile) throw usernameTaken();
  if (about.interests.length > 0) {
    await tx
      .insert(profileInterests)
      .values(
        about.interests.map((row, position) => ({ profileId: profile.id, description: row.description, position })),
      );
  }
  if (about.kinships.length > 0) {
    await tx
      .insert(profileKinships)
      .values(about.kinships.map((row, position) => ({ profileId: profile.id, ...row, position })));
  }
  const hash = await linkPlaque(tx, profile.id, options.plaqueHash, options.now);
  return { id: profile.id, username: profile.username, hash };
}
