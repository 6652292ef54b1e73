import { consumeRateLimit, ipRateLimitKey } from "~/shared/http/rate-limit.server";
import { TooManyRequestsError } from "~/shared/http/errors";

const MINUTE_MS = 60 * 1000;
/**
 * Per client address (an IPv6 /64 counts as one). Mobile carriers put many subscribers behind one
 * IPv4 address (carrier-grade NAT), and a family at a funeral may all scan the plaque at once, so
 * the short window tolerates a crowd while stopping a script; the hourly cap bounds what one
 * address can create. Decision 007 records the numbers.
 */
export const REGISTER_BURST_PER_IP = { limit: 15, windowMs: 5 * MINUTE_MS };
export const REGISTER_LIMIT_PER_IP = { limit: 30, windowMs: 60 * MINUTE_MS };
export const REGISTER_TOO_MANY =
  "Muitos cadastros feitos a partir da sua rede. Aguarde alguns minutos e tente novamente.";

/**
 * Counts one registration attempt of this address, before the account is created, so an e-mail
 * already taken (409) counts like a success: the limit cannot be probed for free.
 */
export async function assertRegistrationAllowed(ip: string | undefined): Promise<void> {
  if (!ip) return;
  const subject = ipRateLimitKey(ip);
  const results = [
    await consumeRateLimit(`register:burst:${subject}`, REGISTER_BURST_PER_IP),
    await consumeRateLimit(`register:hour:${subject}`, REGISTER_LIMIT_PER_IP),
  ];
  const retryAfter = Math.max(...results.map((r) => r.retryAfterSeconds));
  if (retryAfter > 0) throw new TooManyRequestsError(REGISTER_TOO_MANY, retryAfter);
}
