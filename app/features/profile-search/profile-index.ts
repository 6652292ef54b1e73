import { redirect } from "react-router";

/** DECISIONS.md: the bare /profile goes to the profile search. */
export function loader() {
  return redirect("/searchProfiles");
}
