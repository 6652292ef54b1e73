import { beforeEach, describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/support/database";
import { statementsOf } from "../../../tests/support/statements";
import { createAttendance, createTribute } from "../../../tests/factories";
import { testLoadContext } from "../../../tests/support/context";
import { memorialCast, type MemorialCast } from "../../features/memorial/memorial.test-helpers";
import { loader } from "./memorial";
import { memorialPageOf } from "./memorial-data.test-helpers";

/**
 * The memorial page's SQL statements per render (issue 22): every statement is a round trip and a
 * socket write on a fresh render (docs/performance.md). These are the counts measured when the test
 * was written; a change that adds a statement to the page has to raise them here, on purpose.
 */
const MEASURED = { anonymous: 8, owner: 10 } as const;

const { db } = setupTestDatabase();
let cast: MemorialCast;

beforeEach(async () => {
  cast = await memorialCast(db());
  const profileId = cast.publicProfile.id;
  for (const type of ["Candle", "Message", "Flower"] as const) await createTribute(db(), { profileId, type });
  await createAttendance(db(), { profileId });
});

type LoaderArgs = Parameters<typeof loader>[0];

async function render(cookie?: string) {
  const headers = new Headers(cookie ? { cookie } : {});
  const request = new Request("http://localhost:3000/profile/publico.da.silva", { headers });
  const args = { request, params: { username: "publico.da.silva" }, context: testLoadContext(request) };
  const { result, sql } = await statementsOf(db(), () => loader(args as unknown as LoaderArgs));
  return { data: memorialPageOf(result), sql };
}

describe("the memorial page's statements", () => {
  it("stay at or under the measured count for an anonymous visitor", async () => {
    const { data, sql } = await render();
    expect(data.tributes.items.length).toBeGreaterThan(0);
    expect(sql.length).toBeLessThanOrEqual(MEASURED.anonymous);
  });

  it("stay at or under the measured count for the signed-in owner", async () => {
    const { data, sql } = await render(cast.owner.cookie);
    expect(data.manage).toBe(true);
    expect(sql.length).toBeLessThanOrEqual(MEASURED.owner);
  });
});
