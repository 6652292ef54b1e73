/** Where the visitor is, as far as the site knows: used only to rank lists (city 3, state 2, country 1). */
export interface VisitorLocation {
  city: string;
  /** Two-letter UF. */
  state: string;
  country: string;
}

/** Whether this browser accepted the cookie policy in force (the consent feature decides). */
export type ConsentStatus = "accepted" | "refused" | "outdated" | "unknown";
