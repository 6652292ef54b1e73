import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { selectRows } from "~/db/client.server";
import { createUser } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import {
  createSession,
  endAllSessions,
  endOtherSessions,
  endSession,
  hashSessionToken,
  SESSION_MAX_AGE_MS,
  sessionUser,
} from "./sessions.server";

const { db } = setupTestDatabase();

const sessionRows = () =>
  selectRows<{ id: string; user_id: string; last_seen_at: Date; ip: string | null; user_agent: string | null }>(
    db(),
    sql`select id, user_id, last_seen_at, ip, user_agent from sessions order by created_at`,
  );

const age = (token: string, column: "last_seen_at" | "expires_at", interval: string) =>
  db().execute(
    sql`update sessions set ${sql.raw(column)} = now() - ${interval}::interval where id = ${hashSessionToken(token)}`,
  );

describe("createSession", () => {
  it("gives a 256-bit token and stores only its SHA-256, for 180 days", async () => {
    const user = await createUser(db(), { name: "Maria das Graças Souza" });
    const { token, expiresAt } = await createSession(user.id, { ip: "203.0.113.7", userAgent: "Firefox" });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Math.abs(expiresAt.getTime() - (Date.now() + SESSION_MAX_AGE_MS))).toBeLessThan(5000);
    const rows = await sessionRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: hashSessionToken(token), user_id: user.id, ip: "203.0.113.7" });
    expect(rows[0]!.id).not.toContain(token);
    expect(await sessionUser(token)).toEqual({
      id: user.id,
      name: "Maria das Graças Souza",
      email: user.email,
      type: "regular",
      sessionId: hashSessionToken(token),
    });
  });

  it("gives a new token on every login, each its own session", async () => {
    const user = await createUser(db());
    const first = await createSession(user.id, {});
    const second = await createSession(user.id, {});
    expect(first.token).not.toBe(second.token);
    expect((await sessionUser(first.token))?.sessionId).not.toBe((await sessionUser(second.token))?.sessionId);
    expect(await sessionRows()).toHaveLength(2);
  });
});

describe("sessionUser", () => {
  it.each([undefined, "", "unknown-token-of-some-length", "x".repeat(5000)])("is null for %j", async (token) => {
    expect(await sessionUser(token)).toBeNull();
  });

  it("ends a session past its absolute expiry and deletes it", async () => {
    const user = await createUser(db());
    const { token } = await createSession(user.id, {});
    await age(token, "expires_at", "1 second");
    expect(await sessionUser(token)).toBeNull();
    expect(await sessionRows()).toHaveLength(0);
  });

  it("ends a session idle for more than 30 days and deletes it", async () => {
    const user = await createUser(db());
    const { token } = await createSession(user.id, {});
    await age(token, "last_seen_at", "30 days 1 minute");
    expect(await sessionUser(token)).toBeNull();
    expect(await sessionRows()).toHaveLength(0);
  });

  it("keeps a session idle for 29 days and marks it seen now", async () => {
    const user = await createUser(db());
    const { token } = await createSession(user.id, {});
    await age(token, "last_seen_at", "29 days");
    expect((await sessionUser(token))?.id).toBe(user.id);
    const [row] = await sessionRows();
    expect(Date.now() - new Date(row!.last_seen_at).getTime()).toBeLessThan(60_000);
  });

  it("writes lastSeenAt at most once an hour", async () => {
    const user = await createUser(db());
    const { token } = await createSession(user.id, {});
    await age(token, "last_seen_at", "30 minutes");
    const [before] = await sessionRows();
    await sessionUser(token);
    const [after] = await sessionRows();
    expect(new Date(after!.last_seen_at).getTime()).toBe(new Date(before!.last_seen_at).getTime());
  });

  it("reflects the user's current name and type", async () => {
    const user = await createUser(db(), { type: "partner", name: "Funerária Paz Eterna" });
    const { token } = await createSession(user.id, {});
    expect(await sessionUser(token)).toMatchObject({ type: "partner", name: "Funerária Paz Eterna" });
  });
});

describe("ending sessions", () => {
  it("logout deletes only that session", async () => {
    const user = await createUser(db());
    const a = await createSession(user.id, {});
    const b = await createSession(user.id, {});
    await endSession(a.token);
    await endSession(undefined);
    expect(await sessionUser(a.token)).toBeNull();
    expect(await sessionUser(b.token)).not.toBeNull();
  });

  it("endOtherSessions keeps the one given and leaves other users alone", async () => {
    const [user, other] = [await createUser(db()), await createUser(db())];
    const keep = await createSession(user.id, {});
    const drop = await createSession(user.id, {});
    const foreign = await createSession(other.id, {});
    await endOtherSessions(user.id, hashSessionToken(keep.token));
    expect(await sessionUser(keep.token)).not.toBeNull();
    expect(await sessionUser(drop.token)).toBeNull();
    expect(await sessionUser(foreign.token)).not.toBeNull();
    await endOtherSessions(user.id);
    expect(await sessionUser(keep.token)).toBeNull();
  });

  it("endAllSessions ends every session of the user", async () => {
    const user = await createUser(db());
    const tokens = [await createSession(user.id, {}), await createSession(user.id, {})];
    await endAllSessions(user.id);
    for (const { token } of tokens) expect(await sessionUser(token)).toBeNull();
  });

  it("a new login sweeps the user's sessions that already ended", async () => {
    const user = await createUser(db());
    const old = await createSession(user.id, {});
    await age(old.token, "expires_at", "1 day");
    await createSession(user.id, {});
    expect(await sessionRows()).toHaveLength(1);
  });
});
