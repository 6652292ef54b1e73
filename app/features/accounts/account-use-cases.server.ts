import type { RequestContext } from "~/shared/http/request-context.server";
import type { LoginInput, RegisterInput, RegisterPartnerInput, UpdateUserInput } from "./accounts.schema";
import {
  type AccountView,
  activateOnFirstLogin,
  authenticate,
  getUser,
  registerPartner,
  registerUser,
  updateUser,
  type UserType,
} from "./accounts.server";
import { assertRegistrationAllowed } from "./registration-limit.server";
import { clearSessionCookieHeaders, sessionCookieHeader } from "./session-cookie.server";
import { createSession, endSession } from "./sessions.server";

/**
 * The account use cases both edges call with the request context (docs/decisions/012): the API
 * router and the page action only translate their input and the answer. What signs a browser in
 * (a fresh session, the cookie that carries it) is decided here once.
 */

export interface SignedIn {
  user: { id: string; name: string; type: UserType };
  /** The Set-Cookie value carrying the new session: the edge adds it to its response. */
  setCookie: string;
}

/**
 * A brand-new session for this browser; a session it already had is ended, so a token planted
 * before login is never promoted.
 */
async function startSession(ctx: RequestContext, userId: string): Promise<string> {
  await endSession(ctx.sessionToken);
  const session = await createSession(userId, { ip: ctx.ip, userAgent: ctx.userAgent });
  return sessionCookieHeader(session.token, session.expiresAt, ctx.secure);
}

export async function signIn(ctx: RequestContext, credentials: LoginInput): Promise<SignedIn> {
  const account = await authenticate(credentials, { ip: ctx.ip });
  await activateOnFirstLogin(account.id);
  const setCookie = await startSession(ctx, account.id);
  return { user: { id: account.id, name: account.name, type: account.type }, setCookie };
}

/**
 * Creates a family member's account and signs it in on this browser. Every attempt counts toward
 * the address's registration limit, an e-mail already taken included.
 */
export async function register(ctx: RequestContext, input: RegisterInput): Promise<SignedIn> {
  await assertRegistrationAllowed(ctx.ip);
  const user = await registerUser(input);
  return { user: { ...user, type: "regular" }, setCookie: await startSession(ctx, user.id) };
}

/** Creates a funeral home's account and signs it in on this browser. */
export async function registerPartnerAccount(ctx: RequestContext, input: RegisterPartnerInput): Promise<SignedIn> {
  await assertRegistrationAllowed(ctx.ip);
  const user = await registerPartner(input);
  return { user: { ...user, type: "partner" }, setCookie: await startSession(ctx, user.id) };
}

/** Ends this browser's session; the Set-Cookie values that clear its cookie. */
export async function signOut(ctx: RequestContext): Promise<string[]> {
  await endSession(ctx.sessionToken);
  return clearSessionCookieHeaders(ctx.secure);
}

export async function getAccount(ctx: RequestContext, userId: string): Promise<AccountView> {
  return getUser(await ctx.actor(), userId);
}

export async function updateAccount(ctx: RequestContext, userId: string, input: UpdateUserInput): Promise<AccountView> {
  return updateUser(await ctx.actor(), userId, input);
}
