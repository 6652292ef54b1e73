import { Router } from "express";
import { bodyObject } from "~/shared/http/request-input";
import { ctxOf } from "~/shared/http/request-context.server";
import { createPlaylist, searchTracks, startMusicLogin } from "../music.server";

/** /api/music: the owner's playlist for a Platina or Diamante memorial (decision 016). */
export const musicApi = Router();

musicApi.get("/loginSpotify", async (req, res) => {
  res.json(await startMusicLogin(await ctxOf(req).actor(), req.query));
});

musicApi.get("/searchTracks", async (req, res) => {
  res.json(await searchTracks(await ctxOf(req).actor(), req.query.q));
});

musicApi.post("/createPlaylist", async (req, res) => {
  const actor = await ctxOf(req).actor();
  res.json(await createPlaylist(actor, actor ? bodyObject(req) : undefined));
});
