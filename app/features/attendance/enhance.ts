// What attendance gives the public pages' enhancement scripts: light constants and functions only.
export type { attendProfile, visitProfile } from "./api/event.contract";
export { ATTENDANCE_MESSAGES } from "./attendance.messages";
