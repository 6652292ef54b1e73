import type { IncomingMessage } from "node:http";
import proxyaddr from "proxy-addr";
import type { RequestFacts } from "~/shared/http/request-context.server";

/** Whether a proxy at this address may speak for the client (Express's compiled "trust proxy"). */
export type TrustProxy = (address: string, hop: number) => boolean;

/** The first entry of a comma-separated header, trimmed. */
const first = (value: string | string[] | undefined) => {
  const text = Array.isArray(value) ? value[0] : value;
  const comma = text?.indexOf(",") ?? -1;
  return comma < 0 ? text?.trim() : text!.slice(0, comma).trim();
};

/**
 * Whether the peer (hop 0) is trusted, remembered per rule and address: the rule parses the address
 * on every call, a tenth of a page-cache hit's CPU (docs/performance.md). Bounded: a crowd of new
 * addresses starts the memory again.
 */
const trustedPeers = new WeakMap<TrustProxy, Map<string, boolean>>();
const MAX_PEERS = 4096;

function trustsPeer(trust: TrustProxy, peer: string): boolean {
  let peers = trustedPeers.get(trust);
  if (!peers) trustedPeers.set(trust, (peers = new Map()));
  let trusted = peers.get(peer);
  if (trusted === undefined) {
    if (peers.size >= MAX_PEERS) peers.clear();
    peers.set(peer, (trusted = trust(peer, 0)));
  }
  return trusted;
}

/**
 * The facts of a raw request, read as Express reads them under the same "trust proxy" rule
 * (req.protocol, req.host, req.ip), so the context and the key are those the render will see.
 * The client's address comes from proxy-addr, as Express's req.ip does: the peer, then the
 * X-Forwarded-For entries from the right for as long as each hop is trusted.
 */
export function rawRequestFacts(req: IncomingMessage, trust: TrustProxy): RequestFacts {
  const peer = req.socket.remoteAddress ?? "";
  const trusted = trustsPeer(trust, peer);
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
  const protocol = encrypted ? "https" : trusted ? (first(req.headers["x-forwarded-proto"]) ?? "http") : "http";
  const forwardedHost = trusted ? first(req.headers["x-forwarded-host"]) : undefined;
  const id = (req as { id?: unknown }).id;
  return {
    requestId: id === undefined || id === null ? undefined : String(id),
    // Without X-Forwarded-For, proxy-addr answers the peer itself (and asks `trust` nothing).
    ip: (req.headers["x-forwarded-for"] === undefined ? peer : proxyaddr(req, trust)) || undefined,
    userAgent: req.headers["user-agent"],
    cookie: req.headers.cookie,
    protocol,
    host: forwardedHost || req.headers.host,
  };
}
