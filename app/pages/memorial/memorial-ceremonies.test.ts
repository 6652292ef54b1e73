import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { addCeremony, renderNotaJob } from "~/features/ceremonies/index.server";
import { actorOf } from "~/features/payments/payments.test-helpers";
import { storage } from "~/integrations/storage/storage.server";
import { setupTestDatabase } from "../../../tests/support/database";
import { testLoadContext } from "../../../tests/support/context";
import { memorialCast, type MemorialCast } from "../../features/memorial/memorial.test-helpers";
import { CeremoniesSection } from "./components/ceremonies-section";
import { loadMemorialPage } from "./memorial-page.server";

const { db } = setupTestDatabase();
let cast: MemorialCast;

/** Thursday 26 Nov 2026, 09:00 in São Paulo. */
const NOW = new Date("2026-11-26T12:00:00Z");

beforeEach(async () => {
  cast = await memorialCast(db());
});

async function page(now: Date, username = "publico.da.silva") {
  const request = new Request(`http://localhost:3000/profile/${username}`);
  return loadMemorialPage(testLoadContext(request).ctx, request, { username }, now);
}

async function addTwo() {
  const owner = actorOf(cast.owner.user);
  const profileId = cast.publicProfile.id;
  const velorio = await addCeremony(
    owner,
    profileId,
    {
      kind: "velorio",
      date: "2026-11-27",
      time: "14:00",
      endTime: "18:00",
      placeName: "Capela Bom Pastor",
      placeAddress: "Rua Um, 1",
    },
    NOW,
  );
  const missa = await addCeremony(
    owner,
    profileId,
    {
      kind: "missa_7",
      date: "2026-12-02",
      time: "19:30",
      placeName: "Paróquia Santa Rita",
      streamUrl: "https://youtube.com/live/rita",
    },
    NOW,
  );
  return { velorio, missa };
}

describe("the memorial page's ceremonies", () => {
  it("shows the upcoming ones at the top and hides the ended ones, by the page's clock", async () => {
    const { velorio, missa } = await addTwo();
    const before = await page(NOW);
    expect(before.ceremonies.items.map((c) => c.id)).toEqual([velorio.id, missa.id]);
    const html = renderToStaticMarkup(
      createElement(CeremoniesSection, { ceremonies: before.ceremonies, name: "Público da Silva" }),
    );
    expect(html).toContain("sexta-feira, 27/11/2026, das 14h00 às 18h00");
    expect(html).toContain(`href="/cerimonias/${velorio.id}.ics"`);
    expect(html).toContain("Adicionar à agenda");
    expect(html).toContain("https://wa.me/?text=");
    expect(html).toContain('href="https://youtube.com/live/rita"');
    expect(html).toContain(
      "https://www.google.com/maps/search/?api=1&amp;query=Capela%20Bom%20Pastor%2C%20Rua%20Um%2C%201",
    );

    const after = await page(new Date("2026-11-27T21:00:00Z"));
    expect(after.ceremonies.items.map((c) => c.id)).toEqual([missa.id]);
    const later = await page(new Date("2026-12-03T12:00:00Z"));
    expect(later.ceremonies).toEqual({ items: [], nota: null });
    expect(renderToStaticMarkup(createElement(CeremoniesSection, { ceremonies: later.ceremonies, name: "x" }))).toBe(
      "",
    );
  });

  it("offers the nota's WhatsApp text, and its image and the OG preview once the job drew it", async () => {
    await addTwo();
    const first = await page(NOW);
    expect(first.ceremonies.nota?.imageUrl).toBeNull();
    expect(first.ogNota).toBe(false);
    const text = decodeURIComponent(first.ceremonies.nota!.whatsappUrl.replace("https://wa.me/?text=", ""));
    expect(text).toContain("Público da Silva");
    expect(text).toContain("Velório: sexta-feira, 27/11/2026, das 14h00 às 18h00");
    expect(text).toContain("Missa de 7º dia: quarta-feira, 02/12/2026 às 19h30");

    await renderNotaJob(() => NOW)({ payload: { profileId: cast.publicProfile.id } } as never);
    const drawn = await page(NOW);
    expect(drawn.ceremonies.nota?.imageUrl).toMatch(/^\/media\/notas\//);
    expect(drawn.ogImage).toBe(drawn.ceremonies.nota?.imageUrl);
    expect(drawn.ogNota).toBe(true);
    const key = drawn.ceremonies.nota!.imageUrl!.replace(/^\/media\//, "");
    const meta = await sharp(await storage().get(key)).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([1080, 1350, "png"]);

    // Once the velório ended the drawing no longer matches: the page shows no stale image.
    const after = await page(new Date("2026-11-27T21:30:00Z"));
    expect(after.ceremonies.nota?.imageUrl).toBeNull();
    expect(after.ogNota).toBe(false);
  });

  it("never uses the nota as a private memorial's preview", async () => {
    const owner = actorOf(cast.owner.user);
    await addCeremony(
      owner,
      cast.privateProfile.id,
      { kind: "velorio", date: "2026-11-27", time: "14:00", placeName: "Capela" },
      NOW,
    );
    await renderNotaJob(() => NOW)({ payload: { profileId: cast.privateProfile.id } } as never);
    const request = new Request(`http://localhost:3000/profile/privado.souza/${cast.privateProfile.accessToken}`);
    const loaded = await loadMemorialPage(
      testLoadContext(request).ctx,
      request,
      { username: "privado.souza", token: cast.privateProfile.accessToken },
      NOW,
    );
    expect(loaded.ceremonies.nota?.imageUrl).toBeTruthy();
    expect(loaded.ogNota).toBe(false);
    expect(loaded.ogImage).toBeUndefined();
  });
});
