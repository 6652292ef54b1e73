import { hashSecret, verifySecret } from "~/shared/auth/password.server";

/**
 * DECISIONS.md: a security answer is compared in its normalised form (trimmed, lower-case, accents
 * removed, inner spaces collapsed), so "  JOSÉ  da Silva" and "jose da silva" are the same answer.
 */
export function normalizeSecurityAnswer(answer: string): string {
  return answer
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .trim()
    .replace(/\s+/g, " ")
    .toLowerCase();
}

/** A salted scrypt hash of the normalised answer; the answer itself is never stored. */
export function hashSecurityAnswer(answer: string): Promise<string> {
  return hashSecret(normalizeSecurityAnswer(answer));
}

/** Whether a claimed answer matches its stored hash (for a relative who later claims the profile). */
export function verifySecurityAnswer(answer: string, stored: string | null): Promise<boolean> {
  if (!stored) return Promise.resolve(false);
  return verifySecret(normalizeSecurityAnswer(answer), stored);
}
