/** Shared by the memorial tests: the people who look at memorials and the memorials they look at. */
import type { Database } from "~/db/client.server";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { createProfile } from "../../../tests/factories";

export async function memorialCast(database: Database) {
  const owner = await signedInUser(database, { name: "Ana Dona" });
  const admin = await signedInUser(database, { name: "Admin", type: "admin" });
  const stranger = await signedInUser(database, { name: "Estranho" });
  const publicProfile = await createProfile(database, {
    userId: owner.user.id,
    name: "Público da Silva",
    username: "publico.da.silva",
    bio: "Uma vida simples.",
  });
  const privateProfile = await createProfile(database, {
    userId: owner.user.id,
    name: "Privado Souza",
    username: "privado.souza",
    access: "Private",
  });
  const inactiveProfile = await createProfile(database, {
    userId: owner.user.id,
    name: "Inativo Lima",
    username: "inativo.lima",
    activatedByUser: false,
  });
  return { owner, admin, stranger, publicProfile, privateProfile, inactiveProfile };
}

export type MemorialCast = Awaited<ReturnType<typeof memorialCast>>;

/** Each way of looking at a memorial: its cookie (if signed in) and whether it brings the token. */
export function viewers(cast: MemorialCast) {
  return {
    anonymous: { cookie: undefined, token: false },
    stranger: { cookie: cast.stranger.cookie, token: false },
    withToken: { cookie: undefined, token: true },
    owner: { cookie: cast.owner.cookie, token: false },
    admin: { cookie: cast.admin.cookie, token: false },
  } as const;
}
