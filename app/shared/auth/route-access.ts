/**
 * The access column of the spec's route table for the routes whose screens are not built yet:
 * the catch-all route still applies the guard to them, so an anonymous visitor is never shown
 * anything and is sent to /login.
 */
const AUTH_PATTERNS = [
  /^\/editProfile\/[^/]+$/,
  /^\/wallet$/,
  /^\/wallet-expenses$/,
  /^\/createVoucher$/,
  /^\/create-loved-one-profile$/,
  /^\/upgradeProfile\/[^/]+$/,
  /^\/create-simplified-profile$/,
  /^\/complete-profile\/[^/]+$/,
  /^\/add-notification-contacts\/[^/]+$/,
  /^\/music-callback$/,
];

export function isAuthPath(pathname: string): boolean {
  return AUTH_PATTERNS.some((pattern) => pattern.test(pathname));
}
