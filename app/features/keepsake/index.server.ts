// The public entry of keepsake's server services: what other features, pages and the app may import.
export { renderKeepsakeJob } from "./keepsake-job.server";
export { KEEPSAKE_JOB, keepsakeFile, keepsakeView, requestKeepsake } from "./keepsake.server";
export type { KeepsakeView } from "./keepsake.server";
