import { Router } from "express";
import { listGalleryImages } from "~/features/gallery/index.server";
import { NotFoundError } from "~/shared/http/errors";
import { fullProfile, staticProfile } from "../memorial-profile.server";
import {
  PROFILE_NOT_FOUND,
  takenUsername,
  accessTokenOf,
  viewMemorial,
  viewMemorialById,
} from "~/features/profiles/index.server";
import { ctxOf } from "~/shared/http/request-context.server";

export const PROFILE_ID_NOT_FOUND = "Erro ao buscar ID do perfil";

/** /api/profile: the read calls of one memorial, all behind the same access rule. */
export const memorialApi = Router();

/**
 * 200 also means "this username is taken" (spec): a memorial the caller may not see answers
 * 200 with its username only, so username checks work without leaking anything else.
 */
memorialApi.get("/getProfileByUsername/:username", async (req, res) => {
  const view = await viewMemorial(ctxOf(req), req.params.username, accessTokenOf(req)).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
  if (view) {
    res.json({ success: true, profile: await fullProfile(view) });
    return;
  }
  const taken = await takenUsername(req.params.username);
  if (!taken) throw new NotFoundError(PROFILE_NOT_FOUND);
  res.json({ success: true, profile: { username: taken } });
});

memorialApi.get("/getStaticByUsername/:username", async (req, res) => {
  const view = await viewMemorial(ctxOf(req), req.params.username, accessTokenOf(req));
  res.json({ success: true, profile: staticProfile(view) });
});

memorialApi.get("/getProfileById/:id", async (req, res) => {
  const view = await viewMemorialById(ctxOf(req), req.params.id, accessTokenOf(req));
  res.json({ success: true, profile: await fullProfile(view) });
});

memorialApi.get("/getProfileIdByUsername/:username", async (req, res) => {
  const view = await viewMemorial(ctxOf(req), req.params.username, accessTokenOf(req)).catch((error: unknown) => {
    throw error instanceof NotFoundError ? new NotFoundError(PROFILE_ID_NOT_FOUND) : error;
  });
  res.json({ success: true, profileId: view.profile.id });
});

memorialApi.get("/getGalleryImagesByProfileId/:id", async (req, res) => {
  const view = await viewMemorialById(ctxOf(req), req.params.id, accessTokenOf(req));
  const images = await listGalleryImages(view);
  res.json({
    success: true,
    images: images.map((image) => ({
      id: image.id,
      image_directory: image.imagePath,
      width: image.width,
      height: image.height,
    })),
  });
});
