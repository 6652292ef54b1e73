/** The spec's e-mail rule: word characters, dots and hyphens, an @, domain labels, a 2–7 letter ending. */
export const EMAIL_PATTERN = /^[\w.-]+@(?:[\w-]+\.)+[a-zA-Z]{2,7}$/;

/** Empty is allowed here (the helper of the spec); required-ness is the form's business. */
export function isValidEmail(value: string): boolean {
  return value === "" || EMAIL_PATTERN.test(value);
}
