// The public entry of music's server services: what other features, pages and the app may import.
export { musicApi } from "./api/music.api";
export { MUSIC_LOGIN_INTENT, musicLoginFromPage } from "./music-page.server";
export { playlistEmbedUrl } from "./music.server";
export { musicPersonalData } from "./personal-data.server";
