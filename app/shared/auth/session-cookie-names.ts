/** Over HTTPS the cookie carries the __Host- prefix: Secure, Path=/ and no Domain, enforced by browsers. */
export const SECURE_SESSION_COOKIE = "__Host-memorial_session";
export const SESSION_COOKIE = "memorial_session";
