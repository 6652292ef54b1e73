/** Where a memorial is claimed, where a claim is objected to, and the admins' review queue. */
export const claimHref = (username: string) => `/reivindicar/${encodeURIComponent(username)}`;
export const objectionHref = (claimId: string) => `/reivindicacoes/${claimId}/contestar`;
export const REVIEW_PATH = "/admin/reivindicacoes";
