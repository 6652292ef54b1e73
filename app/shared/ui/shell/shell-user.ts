/** The signed-in person as the site's header and menu greet them. */
export interface ShellUser {
  id: string;
  /** The first name, or a partner's company name. */
  greetingName: string;
  type: "regular" | "partner" | "admin";
}
