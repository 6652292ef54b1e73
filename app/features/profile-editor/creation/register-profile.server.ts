import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { profileInterests, profileKinships, profiles, users } from "~/db/schema";
import { isUniqueViolation } from "~/features/accounts/account-access.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { inTransaction, type Tx } from "~/features/ledger/ledger.server";
import { isUuid } from "~/shared/validation/uuid";
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from "~/shared/http/errors";
import { linkPlaque } from "../store/plaque-link.server";
import {
  aboutSchema,
  type AboutStep,
  basicsSchema,
  type BasicsStep,
  securitySchema,
  type SecurityStep,
  todayInSaoPaulo,
  WIZARD_MESSAGES as M,
} from "../steps/profile-form.schema";
import { hashSecurityAnswer } from "../store/security-answers.server";

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

type Issues = { issues: { path: PropertyKey[]; message: string }[] };

function collect(fields: Record<string, string>, error: Issues | undefined, prefix = ""): void {
  for (const issue of error?.issues ?? []) {
    const key = prefix + (issue.path.map(String).join(".") || "_");
    fields[key] ??= issue.message;
  }
}

/**
 * The whole profile form, checked with the wizard's own step schemas (the messages the screens
 * show); every refused field is named, the first message leads.
 */
export function validateProfileForm(input: Record<string, unknown>, now = new Date()): ValidProfileForm {
  const basics = basicsSchema(todayInSaoPaulo(now)).safeParse(input);
  const about = aboutSchema.safeParse(input);
  const security = securitySchema.safeParse(input);
  if (basics.success && about.success && security.success) {
    return { basics: basics.data, about: about.data, security: security.data };
  }
  const fields: Record<string, string> = {};
  collect(fields, basics.error);
  collect(fields, about.error);
  collect(fields, security.error);
  throw new ValidationError(Object.values(fields)[0] ?? M.nameRequired, fields);
}

const handleOf = (username: string) => username.replace(/^@/, "");

function usernameTaken(): ConflictError {
  return new ConflictError(M.usernameTaken, { username: M.usernameTaken });
}

/** Whether a handle (without '@') is used by any profile, case-insensitively (the unique index's rule). */
export async function isUsernameTaken(tx: Tx, handle: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.username}) = lower(${handle})`)
    .limit(1);
  return Boolean(row);
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
  const handle = handleOf(basics.username);
  const [motherName, motherSpouse, motherHometown] = await Promise.all([
    hashSecurityAnswer(security.nomeMaeFalecido),
    hashSecurityAnswer(security.nomeConjugeMaeFalecido),
    hashSecurityAnswer(security.cidadeNatalMaeFalecido),
  ]);
  if (await isUsernameTaken(tx, handle)) throw usernameTaken();
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
      securityMotherNameHash: motherName,
      securityMotherSpouseHash: motherSpouse,
      securityMotherHometownHash: motherHometown,
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
