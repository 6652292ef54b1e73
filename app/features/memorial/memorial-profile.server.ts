import { asc, eq, sql } from "drizzle-orm";
import { db, selectRows } from "~/db/client.server";
import { plaqueHashes, profileInterests, profileKinships } from "~/db/schema";
import { memorialReference, offersFaith, type ShownReference } from "~/features/faith";
import type { ProfileRow, ViewableProfile } from "~/features/profiles/index.server";

export type PlanType = ProfileRow["type"];

export interface Kinship {
  degree: string;
  name: string;
  /** 'Mensagem aos familiares' (decision 045): null while the memorial is Free. */
  message: string | null;
}

export interface Interest {
  id: string;
  description: string;
}

/** The spec's "Profile (full)" (part 1, §3). The security answers never leave the server. */
export interface FullProfile {
  id: string;
  userId: string;
  username: string;
  name: string;
  /** The plaque hash printed on the QR plaque. */
  hash: string | null;
  /** The access token: only for the owner and admins. */
  token?: string;
  profileAccess: ProfileRow["access"];
  type: PlanType;
  birthDate: string | null;
  deathDate: string | null;
  imageDirectory: string | null;
  bio: string | null;
  description: string | null;
  hometown: string | null;
  location: string | null;
  gender: ProfileRow["gender"];
  profession: string | null;
  religion: string | null;
  surname: string | null;
  playlistLink: string | null;
  activedByUser: boolean;
  kinship: Kinship[];
  interests: Interest[];
  /** The religious reference the family chose (decision 045); null while Free. */
  religiousReference: ShownReference | null;
}

/** The public fields of a memorial, for link previews and cards. */
export interface StaticProfile {
  id: string;
  username: string;
  name: string;
  surname: string | null;
  bio: string | null;
  imageDirectory: string | null;
  birthDate: string | null;
  deathDate: string | null;
  hometown: string | null;
  location: string | null;
  type: PlanType;
}

export function staticProfile({ profile }: ViewableProfile): StaticProfile {
  return {
    id: profile.id,
    username: profile.username,
    name: profile.name,
    surname: profile.surname,
    bio: profile.bio,
    imageDirectory: profile.imagePath,
    birthDate: profile.birthDate,
    deathDate: profile.deathDate,
    hometown: profile.hometown,
    location: profile.location,
    type: profile.type,
  };
}

/** The family tree entries in the order the family wrote them. */
export async function listKinship(profileId: string): Promise<Kinship[]> {
  return db()
    .select({ degree: profileKinships.degree, name: profileKinships.name, message: profileKinships.message })
    .from(profileKinships)
    .where(eq(profileKinships.profileId, profileId))
    .orderBy(asc(profileKinships.position), asc(profileKinships.id))
    .limit(100);
}

export async function listInterests(profileId: string): Promise<Interest[]> {
  return db()
    .select({ id: profileInterests.id, description: profileInterests.description })
    .from(profileInterests)
    .where(eq(profileInterests.profileId, profileId))
    .orderBy(asc(profileInterests.position), asc(profileInterests.id))
    .limit(100);
}

/**
 * The family, the interests and the plaque's hash of a memorial in one statement (one round trip
 * instead of three on every fresh render, decision 052): the same rows, order and limits as
 * listKinship and listInterests, and the plaque's one hash.
 */
async function memorialDetails(
  profileId: string,
): Promise<{ kinship: Kinship[]; interests: Interest[]; hash: string | null }> {
  const [row] = await selectRows<{ kinship: Kinship[] | null; interests: Interest[] | null; hash: string | null }>(
    db(),
    sql`select
      (select json_agg(json_build_object('degree', k.degree, 'name', k.name, 'message', k.message) order by k.position, k.id)
         from (select degree, name, message, position, id from ${profileKinships}
               where ${profileKinships.profileId} = ${profileId} order by position, id limit 100) k) as kinship,
      (select json_agg(json_build_object('id', i.id, 'description', i.description) order by i.position, i.id)
         from (select id, description, position from ${profileInterests}
               where ${profileInterests.profileId} = ${profileId} order by position, id limit 100) i) as interests,
      (select ${plaqueHashes.hash} from ${plaqueHashes} where ${plaqueHashes.profileId} = ${profileId} limit 1) as hash`,
  );
  return { kinship: row?.kinship ?? [], interests: row?.interests ?? [], hash: row?.hash ?? null };
}

/** Everything the memorial page and getProfileBy* show, for a viewer the access rule let in. */
export async function fullProfile(view: ViewableProfile): Promise<FullProfile> {
  const { profile } = view;
  const { kinship, interests, hash } = await memorialDetails(profile.id);
  return {
    id: profile.id,
    userId: profile.userId,
    username: profile.username,
    name: profile.name,
    hash,
    ...(view.manage && { token: profile.accessToken }),
    profileAccess: profile.access,
    type: profile.type,
    birthDate: profile.birthDate,
    deathDate: profile.deathDate,
    imageDirectory: profile.imagePath,
    bio: profile.bio,
    description: profile.description,
    hometown: profile.hometown,
    location: profile.location,
    gender: profile.gender,
    profession: profile.profession,
    religion: profile.religion,
    surname: profile.surname,
    playlistLink: profile.playlistLink,
    activedByUser: profile.activatedByUser,
    // A lapsed plan's messages stay stored and show again with a new plan (decision 045).
    kinship: offersFaith(profile.type) ? kinship : kinship.map((relative) => ({ ...relative, message: null })),
    interests,
    religiousReference: memorialReference(profile),
  };
}
