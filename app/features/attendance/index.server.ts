// The public entry of attendance's server services: what other features, pages and the app may import.
export { eventApi } from "./api/event.api";
export { attendProfile, listAttendances } from "./attendance.server";
export type { AttendancePage } from "./attendance.server";
export { attendancePersonalData } from "./personal-data.server";
