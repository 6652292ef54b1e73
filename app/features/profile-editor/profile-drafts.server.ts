// Public entry: other features (my-profiles' 'Continuar criação' list) import the drafts by this path.
export { discardDraft, listMyDrafts, type ProfileDraft } from "./drafts/profile-drafts.server";
