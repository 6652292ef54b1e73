// The public entry of followers's server services: what other features, pages and the app may import.
export {
  confirmFollow,
  followerCount,
  requestFollow,
  unsubscribeFollower,
  viewConfirmation,
  viewUnsubscribe,
} from "./follow.server";
export type { FollowLinkView } from "./follow.server";
export type { CeremonyAnnouncement } from "./follower-mail.server";
export {
  FOLLOWER_OCCASION_JOB,
  FOLLOWER_SWEEP_JOB,
  followerJobHandlers,
  notifyFollowersOfCeremony,
  scheduleFollowerSweep,
  sendFollowerOccasion,
  sweepFollowerOccasions,
} from "./occasion-jobs.server";
export { followersPersonalData } from "./followers-personal-data.server";
