// The public entry of attendance (client-safe): what other features, pages and the app may import.
export { eventContract } from "./api/event.contract";
export { ATTENDANCE_FIELD_RULES, ATTENDANCE_MESSAGES } from "./attendance.messages";
export { attendanceSchema } from "./attendance.schema";
