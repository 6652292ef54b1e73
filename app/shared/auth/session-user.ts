/** Who a request acts for: the signed-in account as the session reads it (accounts owns the sessions). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  type: "regular" | "partner" | "admin";
  /** The stored id of the session (the SHA-256 of its token), for "end my other sessions". */
  sessionId: string;
}
