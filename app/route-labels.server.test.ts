import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apiCatalogue } from "./api.contract";
import { routeLabeler, routeTree } from "./route-labels.server";
import routes from "./routes";

const label = routeLabeler(routes, apiCatalogue);

describe("route labels of the metrics", () => {
  it("name pages by their route pattern and API calls by their contract path", () => {
    expect(label("GET", "/")).toBe("/");
    expect(label("GET", "/profile/maria-da-silva")).toBe("/profile/:username/:token?");
    expect(label("GET", "/cemiterio/42")).toBe("/cemiterio/:id");
    expect(label("GET", "/upgradeProfile/joao")).toBe("/upgradeProfile/:username");
    expect(label("GET", "/api/payment/events/0f5d8b7e-3c2a-4e61-9b8d-7a6c5e4f3d2b")).toBe(
      "/api/payment/events/{paymentId}",
    );
    expect(label("POST", "/api/payment/webhook")).toBe("/api/payment/webhook");
    expect(label("GET", "/api/nao-existe/123")).toBe("/api/unmatched");
    expect(label("GET", "/media/profiles/ab/cd.jpg")).toBe("/media/*");
    expect(label("GET", "/assets/app-1234.js")).toBe("/assets/*");
    expect(label("GET", "/readyz")).toBe("/readyz");
  });

  it("give the same label to an address seen again, past the number of addresses kept", () => {
    const fresh = routeLabeler(routes, apiCatalogue);
    // More addresses than one labeler keeps (2,000), each asked twice, interleaved with other pages.
    for (let i = 0; i < 2_500; i++) {
      for (let twice = 0; twice < 2; twice++) {
        expect(fresh("GET", `/profile/memorial-${i}`)).toBe("/profile/:username/:token?");
        expect(fresh("GET", `/cemiterio/${i}`)).toBe("/cemiterio/:id");
      }
    }
    expect(fresh("GET", "/nada/aqui/mesmo")).toBe("/*");
    expect(fresh("GET", "/nada/aqui/mesmo")).toBe("/*");
  });

  it("read the server build's flat manifest as the same tree", () => {
    const fromBuild = routeLabeler(
      routeTree({
        root: { id: "root", path: "" },
        home: { id: "home", parentId: "root", index: true },
        zone: { id: "zone", parentId: "root" },
        wallet: { id: "wallet", parentId: "zone", path: "wallet" },
        memorial: { id: "memorial", parentId: "root", path: "profile/:username/:token?" },
      }),
      [],
    );
    expect(fromBuild("GET", "/")).toBe("/");
    expect(fromBuild("GET", "/wallet")).toBe("/wallet");
    expect(fromBuild("GET", "/profile/ana")).toBe("/profile/:username/:token?");
    expect(fromBuild("GET", "/nada/aqui")).toBe("unmatched");
  });

  it("never carry a part of the address: usernames, ids and tokens stay out of every label (property)", () => {
    // A username or id as addresses carry them: with digits, which no route pattern has.
    const segment = fc.stringMatching(/^[a-z]{2,12}-\d{2,8}$/);
    const prefixes = ["/profile/", "/cemiterio/", "/api/payment/events/", "/api/profile/", "/upgradeProfile/", "/"];
    fc.assert(
      fc.property(fc.constantFrom(...prefixes), segment, fc.option(segment), (prefix, first, second) => {
        const path = `${prefix}${first}${second ? `/${second}` : ""}`;
        const name = label("GET", path);
        expect(name).not.toContain(first);
        if (second) expect(name).not.toContain(second);
      }),
    );
  });
});
