// Public entry: payments' checkout screen tests call the upgrade screen's loader and action by this path.
export { action, loader } from "./upgrade/upgrade-profile";
