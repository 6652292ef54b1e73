import { config } from "./config.server";

/**
 * The site's own address for links written outside a request (e-mails): `PUBLIC_URL`, or this
 * process's port on localhost; never the Host header, which would allow link poisoning.
 */
export function publicBaseUrl(): string {
  const c = config();
  return (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, "");
}
