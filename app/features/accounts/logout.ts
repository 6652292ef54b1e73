import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { signOut } from "./account-use-cases.server";

/** 'Sair da conta': the session record is deleted and the cookie cleared. */
export async function action({ context }: Route.ActionArgs) {
  const headers = new Headers();
  for (const cookie of await signOut(context.ctx)) headers.append("Set-Cookie", cookie);
  return redirect("/login", { headers });
}

export function loader() {
  return redirect("/");
}
