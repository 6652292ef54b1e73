// The public entry of music (client-safe): what other features, pages and the app may import.
export { musicContract } from "./api/music.contract";
export { MUSIC_LOGIN_INTENT, offersMusic } from "./music.constants";
