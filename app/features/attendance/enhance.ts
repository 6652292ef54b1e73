// What attendance gives the public pages' enhancement scripts: light constants and functions only.
export { ATTENDANCE_MESSAGES } from "./attendance.messages";
