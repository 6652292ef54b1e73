import { z } from "zod";
import { MAX_PLAYLIST_TRACKS, MUSIC_ERRORS } from "./music.constants";

// The texts and lists live beside, without Zod: screens import them, and this module (Zod with
// it) only where a schema is needed (decision 053).
export {
  MUSIC_PLANS,
  offersMusic,
  MUSIC_LOGIN_INTENT,
  MAX_PLAYLIST_TRACKS,
  MAX_TRACK_QUERY,
  MUSIC_TEXT,
  MUSIC_ERRORS,
} from "./music.constants";

const uuid = z.uuid({ message: MUSIC_ERRORS.invalidProfile });
const shortText = z.string().max(500).optional();

/** `GET music/loginSpotify?profileId=&profileName=&profileUsername=` */
export const musicLoginSchema = z.object({
  profileId: uuid,
  profileName: shortText,
  profileUsername: shortText,
});

const trackSchema = z.looseObject({
  id: z.string().regex(/^[0-9A-Za-z]{22}$/, MUSIC_ERRORS.invalidTracks),
});

/** `POST music/createPlaylist {profileId, profileName, tracks, name, code, state}` */
export const createPlaylistSchema = z.object({
  profileId: uuid,
  profileName: shortText,
  tracks: z
    .array(trackSchema, { message: MUSIC_ERRORS.noTracks })
    .min(1, MUSIC_ERRORS.noTracks)
    .max(MAX_PLAYLIST_TRACKS, MUSIC_ERRORS.tooManyTracks),
  /** Accepted as the spec sends it; the server names the playlist from the profile itself. */
  name: shortText,
  code: z.string({ message: MUSIC_ERRORS.invalidState }).min(1, MUSIC_ERRORS.invalidState).max(2000),
  state: z.string({ message: MUSIC_ERRORS.invalidState }).min(1, MUSIC_ERRORS.invalidState).max(1000),
});

export type CreatePlaylistBody = z.infer<typeof createPlaylistSchema>;
