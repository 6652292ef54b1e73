// The public entry of video: what is safe in the browser.
export { VIDEO_LIMITS, VIDEO_MESSAGES } from "./video.messages";
