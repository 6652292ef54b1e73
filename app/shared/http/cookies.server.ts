import { parse, serialize } from "cookie";

/**
 * Reading and writing cookies with the `cookie` package (jshttp, as React Router uses). A Cookie
 * header is read as browsers send it: `name=value` pairs split on `;`, the first pair of a name
 * winning (browsers send the most specific path first).
 */

/** Every cookie of a Cookie header by name, values exactly as sent (not URL-decoded). */
export function rawCookies(header: string | null | undefined): Record<string, string | undefined> {
  return header ? parse(header, { decode: (value) => value }) : {};
}

/** A cookie's URL-decoded value; undefined when absent or when its value does not decode. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  const value = rawCookies(header)[name];
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The attributes this site sets (its cookies are all for Path=/, HttpOnly and SameSite=Lax). */
export interface CookieAttributes {
  path: string;
  expires?: Date;
  /** Seconds. */
  maxAge?: number;
  httpOnly: boolean;
  sameSite: "lax" | "strict" | "none";
  secure: boolean;
}

/** The order the attributes have always been sent in (the `cookie` package writes its own). */
const ORDER = ["Path", "Expires", "Max-Age", "HttpOnly", "SameSite", "Secure"];
const rank = (attribute: string) => ORDER.indexOf(attribute.split("=")[0]!);

/** A Set-Cookie value: the value URL-encoded, name, value and attributes checked by `cookie`. */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  // Neither an encoded value nor an attribute holds "; " (Expires has only ", "), so it splits them.
  const [pair, ...rest] = serialize(name, value, attributes).split("; ");
  return [pair, ...rest.sort((a, b) => rank(a) - rank(b))].join("; ");
}
