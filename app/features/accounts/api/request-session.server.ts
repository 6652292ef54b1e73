import type { SessionUser } from "~/shared/auth/session-user";

export function userTypeOf(type: SessionUser["type"]): "regular" | "partner" | "admin" {
  return type === "partner" || type === "admin" ? type : "regular";
}
