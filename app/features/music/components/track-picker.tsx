import { Music, Search } from "~/shared/ui/icons";
import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { callApi } from "~/shared/http/api-client";
import { useHydrated } from "~/shared/ui/zone/use-hydrated";
import type { createPlaylist, searchTracks } from "../api/music.contract";
import type { CallbackView } from "../music-callback.server";
import { memorialPath, PlaylistCreated, REDIRECT_SECONDS } from "./playlist-created";
import { decodePick, encodePick, pickOf, type Pick } from "../music-picks";
import { MAX_TRACK_QUERY, MUSIC_TEXT } from "../music.constants";

/** Track search debounce (spec, part 1 section 9). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search and the chosen tracks. With JavaScript: results as one types (300 ms debounce, `GET
 * /api/music/searchTracks`), an empty query lists the chosen tracks, 'Criar Playlist' posts `POST
 * /api/music/createPlaylist`. Without it, the same form searches by GET and creates by POST.
 */
export function TrackPicker({ view, formError }: { view: CallbackView; formError: string | null }) {
  const hydrated = useHydrated();
  const [query, setQuery] = useState(view.query);
  const [results, setResults] = useState<Pick[]>(view.results);
  const [chosen, setChosen] = useState<Pick[]>(view.chosen);
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<string | null>(formError);
  const [created, setCreated] = useState<{ message: string; username: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const typed = useRef(false);

  useEffect(() => {
    if (!typed.current) return;
    const q = query.trim();
    if (!q) {
      setResults([]);
      setSearching(false);
      return;
    }
    const controller = new AbortController();
    setSearching(true);
    const timer = window.setTimeout(async () => {
      const result = await callApi<typeof searchTracks>(
        { method: "get", path: "/api/music/searchTracks" },
        { query: { q } },
        { signal: controller.signal },
      );
      if (controller.signal.aborted) return;
      if (result.ok) {
        setResults(result.data.tracks.items.map(pickOf));
        setError(null);
      } else {
        setError(result.message);
      }
      setSearching(false);
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [query]);

  useEffect(() => {
    if (!created) return;
    const timer = window.setTimeout(
      () => window.location.assign(memorialPath(created.username)),
      REDIRECT_SECONDS * 1000,
    );
    return () => window.clearTimeout(timer);
  }, [created]);

  const chosenIds = new Set(chosen.map((pick) => pick.id));
  const shown = query.trim() ? results : chosen;
  const shownIds = new Set(shown.map((pick) => pick.id));
  const toggle = (pick: Pick, on: boolean) =>
    setChosen((current) =>
      on ? [...current.filter((p) => p.id !== pick.id), pick] : current.filter((p) => p.id !== pick.id),
    );

  async function create(event: React.MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await callApi<typeof createPlaylist>(
      { method: "post", path: "/api/music/createPlaylist" },
      {
        body: {
          profileId: view.login.profileId,
          profileName: view.login.profileName,
          tracks: chosen.map((pick) => ({
            id: pick.id,
            name: pick.name,
            artists: pick.artists.map((name) => ({ name })),
          })),
          name: MUSIC_TEXT.playlistName(view.login.profileName),
          code: view.code,
          state: view.state,
        },
      },
    );
    if (result.ok) setCreated({ message: result.data.message, username: result.data.profileUsername });
    else setError(result.message);
    setBusy(false);
  }

  if (created)
    return (
      <div className="mt-6">
        <PlaylistCreated {...created} />
      </div>
    );

  return (
    <Form
      method="get"
      className="mt-6 space-y-4"
      onSubmit={(event) => {
        // With JavaScript the search runs as one types: Enter only keeps the page where it is.
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (!submitter?.hasAttribute("formmethod")) event.preventDefault();
      }}
    >
      <p className="text-ink-soft">
        Playlist em homenagem a <strong className="text-ink">{view.login.profileName}</strong>.
      </p>
      <input type="hidden" name="code" value={view.code} />
      <input type="hidden" name="state" value={view.state} />
      <input type="hidden" name="profileId" value={view.login.profileId} />
      <div className="flex gap-2">
        <label htmlFor="busca-musica" className="sr-only">
          Buscar músicas
        </label>
        <input
          id="busca-musica"
          type="search"
          name="q"
          value={query}
          maxLength={MAX_TRACK_QUERY}
          placeholder="Buscar por música ou artista"
          autoComplete="off"
          className="field min-w-0 flex-1"
          onChange={(event) => {
            typed.current = true;
            setQuery(event.target.value);
          }}
        />
        {!hydrated && (
          <button type="submit" className="btn btn-secondary">
            <Search className="h-5 w-5" aria-hidden="true" /> Buscar
          </button>
        )}
      </div>
      <p aria-live="polite" className="text-sm text-ink-soft">
        {searching
          ? "Buscando…"
          : query.trim()
            ? `${results.length} resultado${results.length === 1 ? "" : "s"}`
            : chosen.length > 0
              ? `${chosen.length} música${chosen.length === 1 ? "" : "s"} escolhida${chosen.length === 1 ? "" : "s"}`
              : "Busque músicas para escolher."}
      </p>
      {/* Chosen tracks out of view still travel with the form. */}
      {chosen
        .filter((pick) => !shownIds.has(pick.id))
        .map((pick) => (
          <input key={pick.id} type="hidden" name="t" value={encodePick(pick)} />
        ))}
      <ul className="space-y-2" aria-label={query.trim() ? "Resultados da busca" : "Músicas escolhidas"}>
        {shown.map((pick) => (
          <li key={pick.id}>
            <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-sky-200 bg-white p-3">
              {pick.cover ? (
                <img src={pick.cover} alt="" width={48} height={48} className="h-12 w-12 flex-none rounded" />
              ) : (
                <Music className="h-12 w-12 flex-none rounded bg-sky-100 p-3 text-sky-700" aria-hidden="true" />
              )}
              <span className="min-w-0 flex-1">
                <span className="block break-words font-semibold">{pick.name}</span>
                <span className="block break-words text-ink-soft">{pick.artists.join(", ")}</span>
              </span>
              <input
                type="checkbox"
                name="t"
                value={encodePick(pick)}
                checked={chosenIds.has(pick.id)}
                onChange={(event) => {
                  const decoded = decodePick(event.target.value);
                  if (decoded) toggle(decoded, event.target.checked);
                }}
                className="h-6 w-6 flex-none"
                aria-label={`Escolher ${pick.name}`}
              />
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="field-error font-semibold">
          {error}
        </p>
      )}
      {(chosen.length > 0 || (!hydrated && shown.length > 0)) && (
        <button
          type="submit"
          formMethod="post"
          className="btn btn-primary w-full sm:w-auto"
          aria-disabled={busy || undefined}
          onClick={hydrated ? create : undefined}
        >
          {busy ? "Criando…" : MUSIC_TEXT.create}
        </button>
      )}
    </Form>
  );
}
