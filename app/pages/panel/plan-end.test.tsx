import { eq } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { profiles } from "~/db/schema";
import { countGalleryImages } from "~/features/gallery/index.server";
import { signedInUser } from "~/features/payments/payments.test-helpers";
import { assignPlan, sweepPlanLife } from "~/features/plans/index.server";
import { createGalleryImage, createProfile } from "../../../tests/factories";
import { testContext } from "../../../tests/support/context";
import { setupTestDatabase } from "../../../tests/support/database";
import { PlanSection } from "./components/plan-section";
import { loadPanel, type PanelData } from "./panel.server";

const { db } = setupTestDatabase();
const NOW = new Date("2026-03-10T12:00:00Z");
const day = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

function render(data: PanelData): string {
  const Stub = createRoutesStub([{ path: "*", Component: () => <PlanSection data={data} /> }]);
  return renderToString(<Stub initialEntries={["/painel/x"]} />).replace(/<!-- -->/g, "");
}

/** A Platina memorial with 8 photos and a playlist, its term started at NOW. */
async function platinaMemorial() {
  const owner = await signedInUser(db());
  const admin = await signedInUser(db(), { type: "admin" });
  const profile = await createProfile(db(), { userId: owner.id, username: "rosa.lima", name: "Rosa Lima" });
  await db()
    .update(profiles)
    .set({ playlistLink: "https://open.spotify.com/playlist/x" })
    .where(eq(profiles.id, profile.id));
  for (let i = 0; i < 8; i++) await createGalleryImage(db(), { profileId: profile.id, createdAt: day(i) });
  await assignPlan(admin, profile.id, "Platina", "Cortesia", NOW);
  return owner;
}

const panelAt = (owner: Awaited<ReturnType<typeof signedInUser>>, at: Date) =>
  loadPanel(testContext(new Request("http://localhost/painel/rosa.lima")), owner, "rosa.lima", at);

describe("the panel's plan: its end and what changes then", () => {
  it("says nothing of the end while it is far; within 30 days, what stops showing, and that nothing is deleted", async () => {
    const owner = await platinaMemorial();
    const far = render(await panelAt(owner, day(100)));
    expect(far).toContain("Válido até 06/09/2026.");
    expect(far).not.toContain("Quando o plano terminar");

    const soon = render(await panelAt(owner, day(160)));
    expect(soon).toContain("Quando o plano terminar, em 06/09/2026:");
    expect(soon).toContain("3 fotos deixarão de aparecer na galeria");
    expect(soon).toContain("A playlist deixará de aparecer no memorial.");
    expect(soon).toContain("Nada é apagado");
    expect(soon).toContain('href="/upgradeProfile/rosa.lima?plano=Platina"');
  });

  it("once lapsed, names the plan that ended, what is hidden now, and offers its renewal", async () => {
    const owner = await platinaMemorial();
    await sweepPlanLife({ galleryPhotoCount: (tx, id) => countGalleryImages(id, tx) }, day(181));
    const data = await panelAt(owner, day(181));
    expect(data.gallery).toEqual({ count: 8, limit: 5 });
    const html = render(data);
    expect(html).toContain("O plano venceu em 06/09/2026.");
    expect(html).toContain("Enquanto o plano não for renovado:");
    expect(html).toContain("3 fotos não aparecem na galeria");
    expect(html).toContain("A playlist não aparece no memorial.");
    expect(html).toContain('href="/upgradeProfile/rosa.lima?plano=Platina"');
  });
});
