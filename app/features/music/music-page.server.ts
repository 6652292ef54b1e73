import { data, redirect } from "react-router";
import type { ViewableProfile } from "~/features/profiles/index.server";
import { errorAnswer } from "~/shared/http/errors";
import type { RequestContext } from "~/shared/http/request-context.server";
import { startMusicLogin } from "./music.server";

export { MUSIC_LOGIN_INTENT } from "./music.schema";

/**
 * 'Criar playlist' on the memorial page (works without JavaScript): the same use case as `GET
 * /api/music/loginSpotify`, then the browser goes to the music service's authorization page.
 */
export async function musicLoginFromPage(ctx: RequestContext, view: ViewableProfile, headers: HeadersInit) {
  try {
    const { authUrl } = await startMusicLogin(await ctx.actor(), {
      profileId: view.profile.id,
      profileName: view.profile.name,
      profileUsername: view.profile.username,
    });
    return redirect(authUrl, { headers });
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer) throw error;
    return data({ musicError: answer.message }, { status: answer.status, headers: { ...headers, ...answer.headers } });
  }
}
