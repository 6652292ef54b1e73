import { type HONOR_MESSAGES } from "~/enhance/memorial-honor";

/** Tells the memorial page around the dialog (same origin only) that the form is done. */
export function tellMemorial(type: (typeof HONOR_MESSAGES)[keyof typeof HONOR_MESSAGES]): void {
  if (window.parent !== window) window.parent.postMessage({ type }, window.location.origin);
}
