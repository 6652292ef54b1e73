/**
 * PostgreSQL text cannot hold the NUL character: a value carrying one fails its statement. No
 * form or call of the product has a use for it, so it is refused at the door with a 400 and a
 * pt-BR message, before any service sees it (never a 500). Browser-safe: schemas use it too.
 */
export const INVALID_CHARACTERS = "Os dados enviados contêm caracteres inválidos.";

/** Whether a decoded value (string, array, object; nested) holds a NUL character anywhere. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNul(item, depth + 1));
}
