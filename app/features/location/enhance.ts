// What location gives the public pages' enhancement scripts: light constants and functions only.
export type { locateFromPosition } from "./api/location.contract";
