import type { CaptchaVerdict, CaptchaVerifier } from "./provider";

const TOKEN = /^sandbox:(0(?:\.\d+)?|1(?:\.0+)?)$/;

/** The local bot check: the token `sandbox:<score>` verifies with that score; anything else fails. */
export class SandboxCaptcha implements CaptchaVerifier {
  async verify(token: string): Promise<CaptchaVerdict> {
    const match = TOKEN.exec(token);
    return match ? { success: true, score: Number(match[1]) } : { success: false, score: 0 };
  }
}
