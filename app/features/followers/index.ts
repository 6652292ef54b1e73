// The public entry of followers (client-safe): what other features, pages and the app may import.
export { FollowForm, FollowSection } from "./components/follow-form";
export type { FollowFormProps } from "./components/follow-form";
export {
  FOLLOW_CONSENT_TEXT,
  FOLLOW_CONSENT_VERSION,
  FOLLOWER_MESSAGES,
  confirmFollowPath,
  followPath,
  unsubscribeFollowPath,
} from "./followers.constants";
