// The public entry of faith's server services: what other features, pages and the app may import.
export { memorialFaith, religiousReferenceOf, setReligiousReference, setRelativeMessages } from "./faith.server";
export type { MemorialFaith, RelativeWithMessage } from "./faith.server";
