import { data } from "react-router";
import type { SessionUser } from "~/shared/auth/session-user";
import { errorAnswer } from "~/shared/http/errors";
import { decodePicks, pickOf, type Pick } from "./music-picks";
import { MAX_PLAYLIST_TRACKS, MAX_TRACK_QUERY } from "./music.schema";
import { completeMusicLogin, createPlaylist, searchTracks, type MusicLoginContext } from "./music.server";

export const CALLBACK_TEXT = {
  denied: "A conexão com o serviço de música foi cancelada. Volte ao memorial para tentar novamente.",
} as const;

const NO_STORE = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };

export interface CallbackView {
  login: MusicLoginContext;
  code: string;
  state: string;
  query: string;
  results: Pick[];
  chosen: Pick[];
}

/** A service refusal as the page's message, under the API's status; anything else is rethrown. */
function failure(error: unknown) {
  const answer = errorAnswer(error);
  if (!answer) throw error;
  return data(
    { failure: answer.message, view: null },
    { status: answer.status, headers: { ...NO_STORE, ...answer.headers } },
  );
}

/**
 * `/music-callback?code=&state=` (and, without JavaScript, `&q=&t=...` from the search form): the
 * round trip is completed (a reload with the same code is not a replay), the search runs on the
 * server and the chosen tracks come back as they were.
 */
export async function loadCallback(actor: SessionUser, url: URL) {
  const params = url.searchParams;
  if (params.get("error")) return data({ failure: CALLBACK_TEXT.denied, view: null }, { headers: NO_STORE });
  try {
    const code = params.get("code") ?? "";
    const state = params.get("state") ?? "";
    const login = await completeMusicLogin(actor, code, state);
    const query = (params.get("q") ?? "").trim().slice(0, MAX_TRACK_QUERY);
    const results = query ? (await searchTracks(actor, query)).tracks.items.map(pickOf) : [];
    const chosen = decodePicks(params.getAll("t"), MAX_PLAYLIST_TRACKS);
    const view: CallbackView = { login, code, state, query, results, chosen };
    return data({ failure: null, view }, { headers: NO_STORE });
  } catch (error) {
    return failure(error);
  }
}

/** 'Criar Playlist' without JavaScript: the same use case as `POST /api/music/createPlaylist`. */
export async function createFromForm(actor: SessionUser, form: FormData) {
  const picks = decodePicks(form.getAll("t"), MAX_PLAYLIST_TRACKS + 1);
  try {
    const created = await createPlaylist(actor, {
      profileId: form.get("profileId"),
      tracks: picks.map((pick) => ({ id: pick.id })),
      code: form.get("code"),
      state: form.get("state"),
    });
    return data(
      { created: { message: created.message, username: created.profileUsername }, error: null },
      { headers: NO_STORE },
    );
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer) throw error;
    return data(
      { created: null, error: answer.message },
      { status: answer.status, headers: { ...NO_STORE, ...answer.headers } },
    );
  }
}

export const CALLBACK_HEADERS = NO_STORE;
