import { redirect } from "react-router";
import { isSecureRequest } from "~/shared/auth/guards.server";
import type { Route } from "./+types/logout";
import { clearSessionCookieHeaders, readSessionToken } from "./session-cookie.server";
import { endSession } from "./sessions.server";

/** 'Sair da conta': the session record is deleted and the cookie cleared. */
export async function action({ request }: Route.ActionArgs) {
  await endSession(readSessionToken(request.headers.get("cookie")));
  const headers = new Headers();
  for (const cookie of clearSessionCookieHeaders(isSecureRequest(request))) headers.append("Set-Cookie", cookie);
  return redirect("/login", { headers });
}

export function loader() {
  return redirect("/");
}
