import { config } from "~/shared/config.server";
import { RecaptchaVerifier } from "./recaptcha";
import type { CaptchaVerdict, CaptchaVerifier } from "./provider";
import { SandboxCaptcha } from "./sandbox";

export type { CaptchaVerdict, CaptchaVerifier };

/** reCAPTCHA v3's usual threshold: above it, a person. */
export const CAPTCHA_PASSING_SCORE = 0.4;
/** What the pages send while the sandbox is the bot check (the architecture's sandbox contract). */
export const SANDBOX_PAGE_TOKEN = "sandbox:0.9";

let current: CaptchaVerifier | undefined;

/**
 * The token a server-rendered form carries: the sandbox's passing token; with reCAPTCHA the
 * browser must obtain one (the pages' reCAPTCHA script is not wired yet), so the field is empty.
 */
export function pageCaptchaToken(): string {
  return config().RECAPTCHA_SECRET ? "" : SANDBOX_PAGE_TOKEN;
}

/** The bot check of this process: reCAPTCHA v3 when RECAPTCHA_SECRET is set, else the sandbox. */
export function captcha(): CaptchaVerifier {
  if (!current) {
    const secret = config().RECAPTCHA_SECRET;
    current = secret ? new RecaptchaVerifier({ secret }) : new SandboxCaptcha();
  }
  return current;
}

/** For tests: replace the bot check (undefined goes back to the configured one). */
export function setCaptcha(next: CaptchaVerifier | undefined): void {
  current = next;
}

/** Whether a token proves a person: verified, and scored above the threshold. */
export async function passesCaptcha(
  token: string | undefined,
  meta: { ip?: string; action?: string },
): Promise<boolean> {
  if (typeof token !== "string" || token.length === 0 || token.length > 4096) return false;
  const verdict = await captcha().verify(token, meta);
  return verdict.success && verdict.score > CAPTCHA_PASSING_SCORE;
}
