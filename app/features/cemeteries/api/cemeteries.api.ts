import { Router } from "express";
import { imageUrl } from "~/shared/images/urls";
import { pageSizeOf } from "../../../shared/paging";
import {
  type Cemetery,
  type CemeteryProfile,
  cemeteryProfiles,
  getCemetery,
  searchCemeteries,
} from "../cemeteries.server";

/**
 * /api/cemiterios: the cemetery calls of the spec, with its field names.
 *
 * - `GET /api/cemiterios?search=&page=&limit=` → `{ success, cemiterios, total, page, limit, totalPages }`
 *   (name or city contains the term, ignoring case and accents; built first, then by name).
 * - `GET /api/cemiterios/:id` → `{ success, cemiterio }`; 404 `{ success: false, message }` when unknown.
 * - `GET /api/cemiterios/profiles/:id?search=&page=&limit=` →
 *   `{ success, profiles, total, page, limit, totalPages }`: public, activated memorials only.
 *
 * A cemetery is `{ id, nome, cidade, estado, construido, image, image_directory }` (`image` is the URL
 * of the 640 px variant, `image_directory` the storage path); a profile is
 * `{ id, username, name, bio, imageDirectory }`. `limit` defaults to 6 and is capped at 100; a page
 * past the end answers an empty list with the real `total` and `totalPages`.
 */
export const cemeteriesApi = Router();

export function cemeteryJson(cemetery: Cemetery) {
  return {
    id: cemetery.id,
    nome: cemetery.name,
    cidade: cemetery.city,
    estado: cemetery.state,
    construido: cemetery.built,
    image: cemetery.imagePath ? imageUrl(cemetery.imagePath, 640) : null,
    image_directory: cemetery.imagePath,
  };
}

function profileJson(profile: CemeteryProfile) {
  return {
    id: profile.id,
    username: profile.username,
    name: profile.name,
    bio: profile.bio,
    imageDirectory: profile.imagePath,
  };
}

cemeteriesApi.get("/", async (req, res) => {
  const list = await searchCemeteries({
    search: req.query.search,
    page: req.query.page,
    pageSize: pageSizeOf(req.query.limit),
  });
  res.json({
    success: true,
    cemiterios: list.items.map(cemeteryJson),
    total: list.total,
    page: list.page,
    limit: list.pageSize,
    totalPages: list.totalPages,
  });
});

cemeteriesApi.get("/profiles/:id", async (req, res) => {
  const list = await cemeteryProfiles(req.params.id, {
    search: req.query.search,
    page: req.query.page,
    pageSize: pageSizeOf(req.query.limit),
  });
  res.json({
    success: true,
    profiles: list.items.map(profileJson),
    total: list.total,
    page: list.page,
    limit: list.pageSize,
    totalPages: list.totalPages,
  });
});

cemeteriesApi.get("/:id", async (req, res) => {
  res.json({ success: true, cemiterio: cemeteryJson(await getCemetery(req.params.id)) });
});
