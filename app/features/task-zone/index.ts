// The public entry of task-zone (client-safe): what other features, pages and the app may import.
export { refuseSubmission, replyTo } from "./form-reply";
