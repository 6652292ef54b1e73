import { logger } from "~/shared/logger.server";
import type { CaptchaVerdict, CaptchaVerifier } from "./provider";

const VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";
const FAILED: CaptchaVerdict = { success: false, score: 0 };

interface SiteVerifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  "error-codes"?: string[];
}

/**
 * Google reCAPTCHA v3 (server side). A token whose action differs from the one expected, or an
 * unreachable service, fails: the check is there to be passed by people, never skipped.
 */
export class RecaptchaVerifier implements CaptchaVerifier {
  private readonly secret: string;
  private readonly fetch: typeof globalThis.fetch;
  private readonly timeoutMs: number;

  constructor(options: { secret: string; fetch?: typeof globalThis.fetch; timeoutMs?: number }) {
    this.secret = options.secret;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.timeoutMs = options.timeoutMs ?? 5000;
  }

  async verify(token: string, meta: { ip?: string; action?: string }): Promise<CaptchaVerdict> {
    const body = new URLSearchParams({ secret: this.secret, response: token });
    if (meta.ip) body.set("remoteip", meta.ip);
    let answer: SiteVerifyAnswer;
    try {
      const response = await this.fetch(VERIFY_URL, {
        method: "POST",
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) throw new Error(`reCAPTCHA answered ${response.status}`);
      answer = (await response.json()) as SiteVerifyAnswer;
    } catch (error) {
      logger().warn({ err: error }, "reCAPTCHA verification failed");
      return FAILED;
    }
    if (answer.success !== true || typeof answer.score !== "number") return FAILED;
    if (meta.action && answer.action !== meta.action) return FAILED;
    return { success: true, score: answer.score };
  }
}
