/**
 * The reference topology without containers (decision 038): two production processes on one
 * PostgreSQL database and one S3 store, behind a round-robin balancer. What a client and an
 * operator would notice across the two processes. `npm run test:cluster`; figures go to
 * test-results/cluster.json.
 */
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cluster, startCluster } from "../../scripts/cluster/topology";
import {
  approve,
  attend,
  DEMO_OWNER,
  type Memorial,
  memorialsOf,
  type Person,
  pixTopUp,
  publicMemorials,
  register,
  signIn,
} from "./support/actors";
import { figures, ms, percentile, writeFigures } from "./support/figures";
import { bucketKeys, photo } from "./support/bucket";
import { call, clientAddress, multipart } from "./support/http";
import { readOutboxes } from "./support/outbox";
import { openStatusStream } from "./support/sse";
import { until } from "./support/wait";

const BASE_PORT = Number(process.env.CLUSTER_BASE_PORT ?? 3360);
const APPROVALS = Number(process.env.CLUSTER_APPROVALS ?? 50);

let cluster: Cluster;
let sql: postgres.Sql;
let payer: Person;
let owner: Person;
let memorials: Memorial[];
const approvedIds: string[] = [];

beforeAll(async () => {
  const started = performance.now();
  cluster = await startCluster({
    basePort: BASE_PORT,
    database: `memorial_cluster_${process.pid}`,
    // Memorial update e-mails 1.2 s after the last edit, looked for every second (decision 020).
    env: { NOTIFY_QUIET_MINUTES: "0.02", NOTIFY_INTERVAL_SECONDS: "1" },
  });
  figures.startupSeconds = ms((performance.now() - started) / 1000);
  sql = postgres(cluster.databaseUrl, { max: 2, onnotice: () => {} });
  payer = await register(cluster.a.base, `pagador.${process.pid}@cluster.example`);
  owner = await signIn(cluster.b.base, DEMO_OWNER.email, DEMO_OWNER.password);
  memorials = await memorialsOf(cluster.b.base, owner);
}, 180_000);

afterAll(async () => {
  writeFigures();
  await sql?.end();
  await cluster?.close();
}, 60_000);

describe("two processes behind the balancer", () => {
  it("spreads requests over both processes and reports the client's own address, not one it claims", async () => {
    const served = new Set<string>();
    for (let i = 0; i < 4; i++)
      served.add(String((await call(cluster.balancer.base, "GET", "/healthz")).headers["x-upstream"]));
    expect([...served].sort()).toEqual(["a", "b"]);

    const from = clientAddress(9, 1);
    const answer = await attend(cluster.balancer.base, memorials[0]!.id, `Endereço ${process.pid}`, from, {
      "x-forwarded-for": "203.0.113.9",
    });
    expect(answer.status).toBe(201);
    const [row] = await sql<{ ip: string }[]>`select ip from attendances where name = ${`Endereço ${process.pid}`}`;
    expect(row?.ip).toBe(from);
  });

  it("keeps a session opened on one process valid on the other", async () => {
    const person = await register(cluster.a.base, `sessao.${process.pid}@cluster.example`, clientAddress(8, 1));
    const onB = await call(cluster.b.base, "GET", "/api/auth/checkAuth", { cookie: person.cookie });
    expect(onB.status).toBe(200);
    expect(onB.json()).toMatchObject({ success: true, userId: person.userId });
    // And the sign-out on B ends it on A.
    expect((await call(cluster.b.base, "POST", "/api/auth/logout", { cookie: person.cookie })).status).toBe(200);
    const onA = await call(cluster.a.base, "GET", "/api/auth/checkAuth", { cookie: person.cookie });
    expect(onA.json()).toMatchObject({ success: false });
  });

  it(`shows a PIX payment approved through one process live on the other's stream (${APPROVALS} approvals)`, async () => {
    const delays: number[] = [];
    let missed = 0;
    for (let i = 0; i < APPROVALS; i++) {
      const id = await pixTopUp(cluster.a.base, payer);
      const stream = openStatusStream(cluster.a.base, id, payer.cookie);
      try {
        expect(await stream.first).toBe("pending");
        const sent = performance.now();
        await approve(cluster.b.base, id, payer);
        const at = await stream.arrival("approved", 10_000);
        if (at === undefined) missed += 1;
        else delays.push(at - sent);
        approvedIds.push(id);
      } finally {
        stream.close();
      }
    }
    figures.sse = {
      approvals: APPROVALS,
      missed,
      p50Ms: ms(percentile(delays, 50)),
      p95Ms: ms(percentile(delays, 95)),
      maxMs: ms(Math.max(...delays)),
    };
    expect(missed).toBe(0);
  }, 180_000);

  it("sends each approval's receipt once, from whichever process claimed it", async () => {
    expect(approvedIds.length).toBeGreaterThan(0);
    await until(async () => {
      const [row] = await sql<{ owed: number }[]>`
        select count(*)::int as owed from idempotency_keys
         where scope = 'receipt' and key = any(${approvedIds}) and result is null`;
      return row?.owed === 0;
    }, 90_000);
    const mails = readOutboxes([cluster.a.dataDir, cluster.b.dataDir]).filter((m) => m.to.includes(payer.email));
    const perPayment = approvedIds.map((id) => mails.filter((m) => m.text.includes(`/payment?id=${id}`)).length);
    const byProcess = { a: mails.filter((m) => m.file.startsWith(cluster.a.dataDir)).length, b: 0 };
    byProcess.b = mails.length - byProcess.a;
    figures.receipts = {
      payments: approvedIds.length,
      emails: mails.length,
      missing: perPayment.filter((n) => n === 0).length,
      doubled: perPayment.filter((n) => n > 1).length,
      byProcess,
    };
    expect(perPayment.every((n) => n === 1)).toBe(true);
  }, 120_000);

  it("e-mails a memorial's contact once per burst of edits, and its unsubscribe link works on either process", async () => {
    const memorial = memorials[1]!;
    const contact = `contato.${process.pid}@cluster.example`;
    const saved = await call(cluster.b.base, "POST", "/api/profile/saveNotificationContact", {
      cookie: owner.cookie,
      body: {
        user_id: owner.userId,
        profile_id: memorial.id,
        name: "Contato do Cluster",
        email: contact,
        kinship: "Amigo",
      },
    });
    expect(saved.status).toBe(201);
    // Signatures through both processes: one burst of edits.
    for (const [i, base] of [cluster.a.base, cluster.b.base, cluster.a.base].entries())
      expect((await attend(base, memorial.id, `Burst ${i}`, clientAddress(7, i))).status).toBe(201);
    await until(async () => {
      const [row] = await sql<{ done: boolean }[]>`
        select n.notified_version >= p.content_version as done from memorial_update_notices n
          join profiles p on p.id = n.profile_id where n.profile_id = ${memorial.id}`;
      return row?.done === true;
    }, 60_000);
    const mails = readOutboxes([cluster.a.dataDir, cluster.b.dataDir]).filter((m) => m.to.includes(contact));
    figures.updateNotices = { contacts: 1, emails: mails.length };
    expect(mails).toHaveLength(1);

    const link = /\/cancelar-notificacoes\/[^\s"<>]+/.exec(mails[0]!.text)?.[0];
    expect(link).toBeDefined();
    const sender = mails[0]!.file.startsWith(cluster.a.dataDir) ? cluster.a : cluster.b;
    const other = sender === cluster.a ? cluster.b : cluster.a;
    const page = await call(other.base, "GET", link!, { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
  }, 90_000);

  it("serves the next request fresh on one process after a change made through the other", async () => {
    const rounds = 20;
    let stale = 0;
    let announcedLate = 0;
    const memorial = memorials[0]!;
    const path = `/profile/${memorial.username}`;
    for (let i = 0; i < rounds; i++) {
      const [writer, reader] = i % 2 === 0 ? [cluster.a, cluster.b] : [cluster.b, cluster.a];
      // The reader keeps a finished copy of the page...
      await call(reader.base, "GET", path, { headers: { accept: "text/html" } });
      const cached = await call(reader.base, "GET", path, { headers: { accept: "text/html" } });
      expect(cached.headers["x-render-cache"]).toBe("hit");
      // ...the other process takes a signature...
      const name = `Fresca ${process.pid} ${i}`;
      const signed = await attend(writer.base, memorial.id, name, clientAddress(6, i));
      expect(signed.status).toBe(201);
      // ...and the reader's very next answer to that browser shows it: the answer marked it as a
      // browser that just wrote, whose versions are read, not taken from what the reader was told
      // (decision 059)...
      const wrote = (signed.headers["set-cookie"] ?? [])
        .map((c) => c.split(";")[0]!)
        .find((c) => c.startsWith("memorial_wrote="));
      expect(wrote).toBeDefined();
      const next = await call(reader.base, "GET", path, { headers: { accept: "text/html" }, cookie: wrote });
      expect(next.status).toBe(200);
      if (!next.text.includes(name)) stale += 1;
      // ...and anyone else's as soon as the database's announcement of the change reaches it
      // (counted: how often a third party's request right after the answer was still served the old copy).
      let tries = 0;
      await until(async () => {
        tries += 1;
        const other = await call(reader.base, "GET", path, { headers: { accept: "text/html" } });
        return other.status === 200 && other.text.includes(name);
      }, 5_000);
      if (tries > 1) announcedLate += 1;
    }
    figures.pageCache = { checks: rounds, stale, staleForOthersRightAfter: announcedLate };
    expect(stale).toBe(0);
  }, 90_000);

  it("loses no approval while a process's LISTEN connection is cut and comes back", async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => pixTopUp(cluster.a.base, payer)));
    const streams = ids.map((id) => openStatusStream(cluster.a.base, id, payer.cookie));
    try {
      expect(await Promise.all(streams.map((s) => s.first))).toEqual(ids.map(() => "pending"));
      // The listening connection is cut again and again while the approvals go through the other
      // process: their notifications reach no listener of A; A's streams must still end approved.
      let cutting = true;
      let cuts = 0;
      const cutter = (async () => {
        while (cutting) {
          const cut = await sql`select pg_terminate_backend(pid) from pg_stat_activity
                                  where application_name = 'memorial-a-listen'`;
          cuts += cut.length;
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();
      try {
        for (const id of ids) await approve(cluster.b.base, id, payer);
      } finally {
        cutting = false;
        await cutter;
      }
      expect(cuts).toBeGreaterThan(0);
      const arrivals = await Promise.all(streams.map((s) => s.arrival("approved", 15_000)));
      const lost = arrivals.filter((at) => at === undefined).length;
      figures.listenReconnect = { approvals: ids.length, terminatedBackends: cuts, lost };
      expect(lost).toBe(0);
    } finally {
      streams.forEach((s) => s.close());
    }
  }, 60_000);

  it("keeps pages up while the store is down, refuses uploads with a 503 and writes nothing half", async () => {
    const mine = new Set(memorials.map((m) => m.id));
    // Memorial pages neither process has rendered yet: nothing cached to fall back on.
    const unseen = (await publicMemorials(cluster.a.base)).filter((m) => !mine.has(m.id)).slice(0, 4);
    expect(unseen.length).toBeGreaterThan(0);
    const gallery = async () =>
      (
        await sql<{ n: number }[]>`select count(*)::int as n from gallery_images where profile_id = ${memorials[0]!.id}`
      )[0]!.n;
    const keysBefore = await bucketKeys(cluster.s3);
    const photosBefore = await gallery();
    const upload = async (seed: number) => {
      const form = multipart(
        { profileId: memorials[0]!.id },
        { name: "image", filename: "foto.jpg", type: "image/jpeg", bytes: await photo(seed) },
      );
      return call(cluster.a.base, "POST", "/api/profile/registerImageInGallery", {
        cookie: owner.cookie,
        body: form.body,
        headers: { "content-type": form.contentType },
      });
    };
    await cluster.s3.stop();
    const pageStatuses: number[] = [];
    let media = 0;
    let refused;
    try {
      for (const [i, memorial] of unseen.entries()) {
        const base = i % 2 === 0 ? cluster.a.base : cluster.b.base;
        pageStatuses.push(
          (await call(base, "GET", `/profile/${memorial.username}`, { headers: { accept: "text/html" } })).status,
        );
      }
      const portrait = memorials.find((m) => m.imageDirectory)?.imageDirectory;
      media = (await call(cluster.b.base, "GET", `/media/${portrait}-320.jpg`)).status;
      refused = await upload(1);
    } finally {
      await cluster.s3.start();
    }
    figures.storageOutage = {
      pages: pageStatuses.length,
      pagesOk: pageStatuses.filter((s) => s === 200).length,
      mediaStatus: media,
      uploadStatus: refused.status,
      retryAfter: refused.headers["retry-after"] ?? null,
    };
    expect(pageStatuses.every((s) => s === 200)).toBe(true);
    expect(media).not.toBe(500);
    expect(refused.status).toBe(503);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(refused.json()).toMatchObject({ success: false, message: expect.stringMatching(/tente novamente/i) });
    expect(await bucketKeys(cluster.s3)).toEqual(keysBefore);
    expect(await gallery()).toBe(photosBefore);
    // And once the store is back, the same upload goes through.
    expect((await upload(2)).status).toBe(201);
  }, 90_000);

  it("loses no acknowledged write when a process is killed with SIGKILL mid-stream", async () => {
    const total = 240;
    const tag = `Kill ${process.pid}`;
    const outcomes: string[] = [];
    let next = 0;
    let killed: Promise<void> | undefined;
    const worker = async () => {
      while (next < total) {
        const i = next++;
        if (i === 80) killed = cluster.b.kill9();
        const memorial = memorials[i % memorials.length]!;
        try {
          const answer = await attend(cluster.balancer.base, memorial.id, `${tag} #${i}`, clientAddress(20, i));
          outcomes[i] = answer.status === 201 ? "ack" : `refused ${answer.status}`;
        } catch {
          outcomes[i] = "failed";
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    await killed;
    const stored = new Set(
      (await sql<{ name: string }[]>`select name from attendances where name like ${`${tag} #%`}`).map((r) => r.name),
    );
    const acknowledged = outcomes.flatMap((o, i) => (o === "ack" ? [`${tag} #${i}`] : []));
    const lost = acknowledged.filter((name) => !stored.has(name)).length;
    figures.kill9 = {
      writes: total,
      acknowledged: acknowledged.length,
      stored: stored.size,
      lost,
      unacknowledged: total - acknowledged.length,
      storedWithoutAcknowledgement: stored.size - (acknowledged.length - lost),
      outcomes: Object.fromEntries([...new Set(outcomes)].map((o) => [o, outcomes.filter((x) => x === o).length])),
    };
    expect(lost).toBe(0);
    expect(acknowledged.length).toBeGreaterThan(total / 2);
    // Back in the pool once it answers its health check again.
    await cluster.b.start();
    await until(async () => cluster.balancer.healthy().includes("b"), 10_000);
  }, 180_000);
});
