/** A bot check's verdict on a token a browser obtained. Scores run from 0 (a bot) to 1 (a person). */
export interface CaptchaVerdict {
  success: boolean;
  score: number;
}

/** Verifies a token of the bot check (reCAPTCHA v3, or the sandbox's `sandbox:<score>`). */
export interface CaptchaVerifier {
  verify(token: string, meta: { ip?: string; action?: string }): Promise<CaptchaVerdict>;
}
