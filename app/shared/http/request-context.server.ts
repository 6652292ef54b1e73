import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { type SessionUser } from "~/shared/auth/session-user";
import type { ConsentStatus, VisitorLocation } from "~/shared/visitor";
import { config } from "~/shared/config.server";

/**
 * Everything a use case may need to know about the request that calls it, built once per request
 * (docs/decisions/012) and handed to the API routers (`ctxOf(req)`) and to the page loaders and
 * actions (`context.ctx`). Services take it instead of reading headers themselves, so the rules
 * about who is asking, from where and over what are written once.
 */
export interface RequestContext {
  readonly requestId: string;
  /** The client's address: the peer, or what a trusted proxy (TRUST_PROXY) says it is. */
  readonly ip: string | undefined;
  readonly userAgent: string | undefined;
  /** Cookies set by this response carry Secure: PUBLIC_URL is https, or the request came over https. */
  readonly secure: boolean;
  /**
   * Where absolute links point (canonical, Open Graph, share links): PUBLIC_URL, else this request's
   * own Host (X-Forwarded-Host only from a trusted proxy). Never ends with a slash.
   */
  readonly origin: string;
  /** The session cookie's token as sent (not yet checked). */
  readonly sessionToken: string | undefined;
  readonly consentToken: string | undefined;
  /** The signed-in user, looked up once per request; null for a visitor. */
  actor(): Promise<SessionUser | null>;
  /** Whether this browser accepted the cookie policy in force. */
  consent(): Promise<ConsentStatus>;
  /** The place the visitor chose or was located at (location cookie), or null. */
  location(): VisitorLocation | null;
}

/** What the context is built from: facts of one request, already resolved per the proxy setting. */
export interface RequestFacts {
  requestId?: string;
  ip?: string;
  userAgent?: string;
  cookie?: string;
  /** The scheme the request arrived with ("https" only through TLS or a trusted proxy). */
  protocol: string;
  /** The Host header (or X-Forwarded-Host from a trusted proxy), with its port. */
  host?: string;
}

/** A host name or address with an optional port: anything else in a Host header is not trusted. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

let parsedPublicUrl: { value: string; url: URL } | undefined;

/**
 * PUBLIC_URL, parsed once per value: every request asks twice (secure, origin), and parsing it each
 * time was 1.4% of a page-cache hit's profile (docs/performance.md). Callers only read it.
 */
function publicUrl(): URL | undefined {
  const value = config().PUBLIC_URL;
  if (!value) return undefined;
  if (parsedPublicUrl?.value !== value) parsedPublicUrl = { value, url: new URL(value) };
  return parsedPublicUrl.url;
}

/** The origin for links of this request: PUBLIC_URL when set, else the request's own host. */
export function publicOrigin(facts: Pick<RequestFacts, "protocol" | "host">): string {
  const configured = publicUrl();
  if (configured) return configured.origin;
  const host = facts.host && facts.host.length <= 260 && HOST.test(facts.host) ? facts.host.toLowerCase() : "localhost";
  return `${facts.protocol === "https" ? "https" : "http"}://${host}`;
}

/**
 * How the features that own sessions, consent and the visitor's place read them from a request.
 * Shared code knows only this shape; the app's composition root gives the implementations
 * (`app/composition/request-context.server.ts`), so this floor imports no feature.
 */
export interface RequestResolvers {
  sessionToken(cookieHeader: string | undefined): string | undefined;
  consentToken(cookieHeader: string | undefined): string | undefined;
  actor(sessionToken: string | undefined): Promise<SessionUser | null>;
  consent(consentToken: string | undefined): Promise<ConsentStatus>;
  location(cookieHeader: string | undefined): VisitorLocation | null;
}

let resolvers: RequestResolvers | undefined;

/** Called once by the composition root, before the first request. */
export function configureRequestContext(given: RequestResolvers): void {
  resolvers = given;
}

function configured(): RequestResolvers {
  if (!resolvers) throw new Error("The request context is not wired: call wireRequestContext() at start-up.");
  return resolvers;
}

/** The session token a Cookie header carries (not yet checked), as the feature that owns sessions reads it. */
export function sessionTokenIn(cookieHeader: string | undefined): string | undefined {
  return configured().sessionToken(cookieHeader);
}

export function buildRequestContext(facts: RequestFacts): RequestContext {
  const r = configured();
  const sessionToken = r.sessionToken(facts.cookie);
  const consentToken = r.consentToken(facts.cookie);
  let actor: Promise<SessionUser | null> | undefined;
  let consent: Promise<ConsentStatus> | undefined;
  let location: { value: VisitorLocation | null } | undefined;
  return {
    requestId: facts.requestId || randomUUID(),
    ip: facts.ip || undefined,
    userAgent: facts.userAgent?.slice(0, 1000) || undefined,
    secure: publicUrl()?.protocol === "https:" || facts.protocol === "https",
    origin: publicOrigin(facts),
    sessionToken,
    consentToken,
    actor: () => (actor ??= r.actor(sessionToken)),
    consent: () => (consent ??= r.consent(consentToken)),
    location: () => (location ??= { value: r.location(facts.cookie) }).value,
  };
}

/** The facts of an Express request; req.ip, req.protocol and req.host follow the trust proxy setting. */
export function requestFactsOf(req: Request): RequestFacts {
  const id = (req as { id?: unknown }).id;
  return {
    requestId: id === undefined || id === null ? undefined : String(id),
    ip: req.ip,
    userAgent: req.get("user-agent"),
    cookie: req.headers.cookie,
    protocol: req.protocol,
    host: req.host,
  };
}

const contexts = new WeakMap<Request, RequestContext>();

/** The context of an Express request (built on first use, then the same object for the request). */
export function ctxOf(req: Request): RequestContext {
  let ctx = contexts.get(req);
  if (!ctx) {
    ctx = buildRequestContext(requestFactsOf(req));
    contexts.set(req, ctx);
  }
  return ctx;
}

/** Builds the context at the door, before the API routers and the page renderer. */
export function requestContext() {
  return (req: Request, _res: Response, next: NextFunction) => {
    ctxOf(req);
    next();
  };
}
