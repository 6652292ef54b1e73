// The public entry of video's server services: what other features, pages and the app may import.
export { renderMemorialVideo, VIDEO_JOB_OPTIONS } from "./video-job.server";
export { memorialVideo, requestVideo, uploadVideo, VIDEO_JOB, videoPanelState } from "./video.server";
export type { VideoJobPayload, VideoPanelState } from "./video.server";
export { isVideoUpload, uploadVideoFromForm } from "./video-page.server";
