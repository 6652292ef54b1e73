import { afterEach, describe, expect, it } from "vitest";
import { musicSandboxPlaylists } from "~/db/schema";
import { setMusicProvider } from "~/integrations/music/music.server";
import { sandboxTrackId } from "~/integrations/music/sandbox-catalogue";
import { config, setConfig } from "~/shared/config.server";
import { setupTestDatabase } from "../../../../tests/support/database";
import { loader as authorize } from "./sandbox-authorize";
import { loader as cover } from "./sandbox-cover";
import { loader as embed } from "./sandbox-embed";
import { loader as playlistPage } from "./sandbox-playlist";

/** The music sandbox's pages (/music/sandbox/*) exist only with the sandbox AND in demo mode (decision 034). */
const { db } = setupTestDatabase();
const demo = config();
afterEach(() => {
  setConfig(demo);
  setMusicProvider(undefined);
});

type Loader = (args: never) => Promise<unknown>;

/** The status a loader answers with, whether it returns or throws its answer. */
async function statusOf(loader: Loader, path: string, params: Record<string, string> = {}): Promise<number> {
  const args = { request: new Request(`http://localhost:3000${path}`), params, context: {} } as never;
  try {
    const answer = await loader(args);
    if (answer instanceof Response) return answer.status;
    return (answer as { init?: { status?: number } } | null)?.init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    return (thrown as { init?: { status?: number } }).init?.status ?? 500;
  }
}

async function pages(): Promise<number[]> {
  const id = "SandboxListModeTest001";
  await db()
    .insert(musicSandboxPlaylists)
    .values({ id, name: "Lista", trackIds: [sandboxTrackId(1)] })
    .onConflictDoNothing();
  const query = new URLSearchParams({
    response_type: "code",
    client_id: "sandbox",
    redirect_uri: "http://127.0.0.1:3000/music-callback",
    state: "a".repeat(43),
  });
  return Promise.all([
    statusOf(authorize as Loader, `/music/sandbox/authorize?${query}`),
    statusOf(cover as Loader, "/music/sandbox/cover/x.svg", { file: `${sandboxTrackId(1)}.svg` }),
    statusOf(playlistPage as Loader, `/music/sandbox/playlist/${id}`, { id }),
    statusOf(embed as Loader, `/music/sandbox/embed/${id}`, { id }),
  ]);
}

describe("/music/sandbox/* and the mode", () => {
  it("answer in demo mode with the music sandbox (the default)", async () => {
    expect(await pages()).toEqual([200, 200, 200, 200]);
  });

  it("answer 404 in live mode, even with the sandbox as the music service", async () => {
    setConfig({ ...demo, APP_MODE: "live" });
    expect(await pages()).toEqual([404, 404, 404, 404]);
  });
});
