// The public entry of memorial-team's server services: what other features, pages and the app may import.
export { acceptInvitation, inviteToMemorial, revokeInvitation, viewInvitation } from "./invitations.server";
export { sendOwedInvitations } from "./invitation-mail.server";
export { sendOwedTransferMails } from "./transfer-mail.server";
export { changeMemberRole, leaveMemorial, memorialTeam, removeMember, transferMemorial } from "./team.server";
export type { MemorialTeam, PendingInvitation, TeamMember } from "./team.server";
export { admitClaimant } from "./claim-grant.server";
export { memorialTeamPersonalData } from "./personal-data.server";
