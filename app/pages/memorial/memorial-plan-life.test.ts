import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "~/db/schema";
import { signedInUser } from "~/features/payments/payments.test-helpers";
import { assignPlan, lapseMemorialPlan } from "~/features/plans/index.server";
import { createGalleryImage, createProfile } from "../../../tests/factories";
import { testLoadContext } from "../../../tests/support/context";
import { setupTestDatabase } from "../../../tests/support/database";
import { loader } from "./memorial";
import type { MemorialPageData } from "./memorial-page.server";
import { memorialPageOf } from "./memorial-data.test-helpers";

const { db } = setupTestDatabase();
const DAY = 86_400_000;

/** The page as an anonymous visitor gets it now (the loader reads the real clock). */
async function visit(username: string): Promise<MemorialPageData> {
  const request = new Request(`http://localhost:3000/profile/${username}`);
  const args = { request, params: { username }, context: testLoadContext(request) };
  return memorialPageOf(await loader(args as never));
}

describe("the memorial page across the plan's life", () => {
  it("a lapsed Platina shows 5 photos and no playlist, keeping them; its renewal shows them again", async () => {
    const owner = await signedInUser(db());
    const admin = await signedInUser(db(), { type: "admin" });
    const profile = await createProfile(db(), { userId: owner.id, username: "clara.nunes", name: "Clara Nunes" });
    await db()
      .update(profiles)
      .set({ playlistLink: "https://open.spotify.com/playlist/37i9dQZF1DX0XUsuxWHRQd" })
      .where(eq(profiles.id, profile.id));
    const started = new Date(Date.now() - 181 * DAY);
    for (let i = 0; i < 8; i++) {
      await createGalleryImage(db(), { profileId: profile.id, createdAt: new Date(started.getTime() + i * 60_000) });
    }
    await assignPlan(admin, profile.id, "Platina", "Cortesia", started);

    // The term is over: the gallery keeps to the Free limit even before the end's job has run.
    expect((await visit("clara.nunes")).gallery).toHaveLength(5);
    await lapseMemorialPlan(profile.id);
    const lapsed = await visit("clara.nunes");
    expect(lapsed.gallery).toHaveLength(5);
    expect(lapsed.music.embedUrl).toBeNull();
    expect(lapsed.profile.type).toBe("Free");

    await assignPlan(admin, profile.id, "Platina", "Renovação", new Date());
    const renewed = await visit("clara.nunes");
    expect(renewed.gallery).toHaveLength(8);
    expect(renewed.music.embedUrl).toContain("37i9dQZF1DX0XUsuxWHRQd");
  });
});
