// The public entry of memorial-team (client-safe): what other features, pages and the app may import.
export { INVITATION_DAYS, MEMORIAL_ROLES, ROLE_LABELS, TEAM_MESSAGES } from "./memorial-team.constants";
export { inviteSchema } from "./memorial-team.schema";
