import { z } from "zod";
import { component, error, ok, operation, success } from "~/shared/http/api-contract";
import { createPlaylistSchema, musicLoginSchema } from "../music.schema";

const tags = ["music"] as const;

const track = component(
  "MusicTrack",
  z.object({
    id: z.string().describe("22 base-62 characters."),
    name: z.string(),
    artists: z.array(z.object({ name: z.string() })),
    album: z.object({
      name: z.string(),
      images: z.array(z.object({ url: z.string(), width: z.number().nullish(), height: z.number().nullish() })),
    }),
  }),
);

const serviceErrors = {
  429: error("Too many round trips under way, or the music service asks to wait; see Retry-After."),
  503: error("The music service did not answer; try again."),
};

export const searchTracks = operation({
  method: "get",
  path: "/api/music/searchTracks",
  summary: "Search tracks to put in the playlist",
  description:
    "Open to a session that has connected the music service (a live, authorized round trip). At most 10 results.",
  tags,
  session: "required",
  request: { query: z.object({ q: z.string().optional() }) },
  responses: {
    200: ok(
      "The tracks found; none for an empty query.",
      z.strictObject({ tracks: z.strictObject({ items: z.array(track) }) }),
    ),
    400: error("The query is longer than 100 characters."),
    403: error("The music service is not connected in this session."),
    ...serviceErrors,
  },
});

export const createPlaylist = operation({
  method: "post",
  path: "/api/music/createPlaylist",
  summary: "Create 'Homenagem para {name}' with the chosen tracks and link it on the memorial",
  description:
    "The state and code of the callback, once: a forged, altered, expired or other session's state is refused (400), a spent one too (409). The name is made from the profile, not from the body.",
  tags,
  session: "required",
  request: { body: createPlaylistSchema },
  responses: {
    200: ok(
      "'Playlist criada com sucesso!': the link now on the memorial and the username to go back to.",
      success({ message: z.string(), playlistLink: z.string(), profileUsername: z.string() }),
    ),
    400: error("Invalid state or code, no track chosen, more than 100, or a track the service does not know."),
    403: error("Not the owner, the plan has no playlist, or the service refused the account."),
    404: error("No such memorial."),
    409: error("'Esta autorização de música já foi usada…': the state was spent."),
    ...serviceErrors,
  },
});

/** /api/music: the owner's playlist for a Platina or Diamante memorial (decision 016). */
export const musicContract = [
  operation({
    method: "get",
    path: "/api/music/loginSpotify",
    summary: "Start connecting the music service for a memorial: where to send the owner's browser",
    description:
      "Only the owner of a Platina or Diamante memorial. `profileName` and `profileUsername` are accepted as the spec sends them but the state is made from the profile itself: `{nonce}_{profileId}_{name}_{username}_{hmac}`, signed for this session and user, single use.",
    tags,
    session: "required",
    request: { query: musicLoginSchema },
    responses: {
      200: ok(
        "The authorization page of the music service (or the local sandbox's).",
        z.strictObject({ authUrl: z.string() }),
      ),
      400: error("'Identificador de perfil inválido.'"),
      403: error("Not the owner of the memorial, or its plan has no playlist (Free, Ouro)."),
      404: error("No such memorial."),
      429: serviceErrors[429],
    },
  }),
  searchTracks,
  createPlaylist,
];
