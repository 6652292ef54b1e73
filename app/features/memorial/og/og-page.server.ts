import { config } from "~/shared/config.server";
import { logger } from "~/shared/logger.server";
import { NotFoundError } from "~/shared/http/errors";
import { loadViewableProfile, type ViewableProfile } from "~/features/profiles/index.server";
import { ensureOgImage, ogInput, storedOgImageUrl } from "./og-image.server";

/** The preview image of a memorial anyone may see (an anonymous viewer, no token): public ones only. */
export async function loadMemorialOg(username: string): Promise<Buffer | undefined> {
  const view = await loadViewableProfile({ viewer: null, username }).catch((error: unknown) => {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  });
  if (!view || view.profile.access !== "Public") return undefined;
  return ensureOgImage(view.profile.id, ogInput(view.profile, config().SITE_NAME));
}

/**
 * The og:image of the memorial page: the stored image under /media when it was made already,
 * else the route that makes it. Private memorials keep the site's default image.
 */
export async function memorialOgImage(view: ViewableProfile): Promise<string | undefined> {
  const { profile } = view;
  if (profile.access !== "Public" || !profile.activatedByUser) return undefined;
  const route = `/og/profile/${encodeURIComponent(profile.username)}.jpg`;
  // The page never waits on the store being up: the route serves (or falls back) on its own.
  const stored = await storedOgImageUrl(profile.id, ogInput(profile, config().SITE_NAME)).catch((error: unknown) => {
    logger().warn({ err: error, profile: { id: profile.id } }, "og:image lookup failed; pointing at its route");
    return undefined;
  });
  return stored ?? route;
}
