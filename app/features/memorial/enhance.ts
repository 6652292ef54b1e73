// What memorial gives the public pages' enhancement scripts: light constants and functions only.
export { previewText } from "./memorial-text";
