// The public entry of honors (client-safe): what other features, pages and the app may import.
export { HONORS } from "./honors";
export type { Honor } from "./honors";
