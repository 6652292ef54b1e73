/**
 * What must never reach a log line: session cookies, and the tokens some addresses carry (a
 * password reset link's `?token=`, a private memorial's `/profile/{username}/{token}`, OAuth
 * `code` and `state`). Logs are read by more people, and kept longer, than the database.
 */
export const REDACTED = "[redacted]";

const SECRET_PARAMS = new Set(["token", "accesstoken", "access_token", "code", "state"]);
const PRIVATE_MEMORIAL = /^(\/profile\/[^/?#]+\/)[^/?#]+/i;
const ORIGIN = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

function isSecretParam(pair: string): boolean {
  const name = pair.split("=", 1)[0]!.replace(/\+/g, " ");
  let decoded: string;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    decoded = name;
  }
  return SECRET_PARAMS.has(decoded.trim().toLowerCase());
}

const redactParam = (pair: string) => `${pair.split("=", 1)[0]}=${REDACTED}`;

/**
 * The address with its secrets replaced, otherwise as it was received (no normalisation, so an
 * odd path stays visible); an absolute URL keeps its origin, and a fragment is dropped.
 */
export function redactUrl(url: string): string {
  const origin = ORIGIN.exec(url)?.[0] ?? "";
  const [pathname = "", query] = url
    .slice(origin.length)
    .split("#", 1)[0]!
    .split(/\?(.*)/s, 2);
  const search =
    query === undefined
      ? ""
      : `?${query
          .split("&")
          .map((pair) => (isSecretParam(pair) ? redactParam(pair) : pair))
          .join("&")}`;
  return `${origin}${pathname.replace(PRIVATE_MEMORIAL, `$1${REDACTED}`)}${search}`;
}

/** Header paths pino censors wherever a log line carries request or response headers. */
export const REDACTED_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "headers.cookie",
  "headers.authorization",
  'headers["set-cookie"]',
];
