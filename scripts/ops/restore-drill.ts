/**
 * The restore drill (`npm run restore:drill`, decision 038): a seeded demo site on PostgreSQL and
 * s3rver gets payments, a voucher, signatures and a photo; `npm run backup` copies it while it
 * serves; `npm run restore` puts it into a new database and a new store; then memorials, balances,
 * ledger sums, every table's rows and every media checksum are compared, a second restore must be
 * refused, and a process started on the copy must serve the memorial, its photo and the session
 * opened before the backup. Exits non-zero on any difference. Figures: test-results/restore-drill.json.
 */
import { spawn } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import postgres from "postgres";
import { appProcess, createDatabase, databaseUrl, dropDatabase, localS3, S3_KEY } from "../cluster/processes";
import { bucketKeys, photo } from "../../tests/cluster/support/bucket";
import {
  approve,
  attend,
  DEMO_OWNER,
  memorialsOf,
  pixTopUp,
  register,
  signIn,
} from "../../tests/cluster/support/actors";
import { call, multipart } from "../../tests/cluster/support/http";

const BASE_PORT = Number(process.env.DRILL_BASE_PORT ?? 3380);
const root = fs.mkdtempSync(path.join(os.tmpdir(), "memorial-drill-"));
const names = { source: `memorial_drill_src_${process.pid}`, copy: `memorial_drill_copy_${process.pid}` };
const differences: string[] = [];
const report: Record<string, unknown> = {};
const check = (what: string, a: unknown, b: unknown) => {
  const same = JSON.stringify(a) === JSON.stringify(b);
  if (!same) differences.push(`${what}: ${JSON.stringify(a).slice(0, 200)} ≠ ${JSON.stringify(b).slice(0, 200)}`);
  console.log(`${same ? "same" : "DIFFERENT"}  ${what}`);
};

const sourceS3 = localS3(BASE_PORT + 3, path.join(root, "s3-source"));
const copyS3 = localS3(BASE_PORT + 4, path.join(root, "s3-copy"));
const secret = randomUUID() + randomUUID();
const siteEnv = (databaseUrl: string, s3: typeof sourceS3, dataDir: string) => ({
  APP_MODE: "demo",
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  SESSION_SECRET: secret,
  PUBLIC_URL: `http://127.0.0.1:${BASE_PORT + 1}`,
  DEMO_DATA: "true",
  LOG_LEVEL: "warn",
  // The drill turns fresh top-ups into a voucher: no chargeback hold (decision 035) on this scratch site.
  CHARGEBACK_WINDOW_DAYS: "0",
  ...s3.env(),
});

/**
 * Runs one of the operator's commands (plain node, as the docs say) with `env`; its exit code and
 * output. Not spawnSync: the stores it talks to answer from this process's event loop.
 */
function command(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [path.resolve("scripts/ops", script), ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    process.stdout.write(chunk);
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    process.stderr.write(chunk);
  });
  return new Promise<{ status: number | null; output: string }>((resolve) =>
    child.on("close", (status) => resolve({ status, output })),
  );
}

/**
 * Waits until the site's background work is done: no job running and none due (a job that waits
 * for a later hour, like a plan's reminder, is not work now). A fresh demo start draws its video,
 * its print file and its images' formats on the job queue, and the drill compares the site as it
 * was backed up with its copy: what a job writes after the backup is rightly not in it.
 */
async function jobsSettled(url: string, timeoutMs = 300_000) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      const [due] = await sql<{ jobs: number; names: string | null }[]>`
        select count(*)::int as jobs, string_agg(distinct name, ', ') as names from pgboss.job
        where state = 'active' or (state in ('created', 'retry') and start_after <= now())`;
      if (due!.jobs === 0) return;
      if (Date.now() > deadline)
        throw new Error(`background jobs still due after ${timeoutMs / 1000} s: ${due!.names}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await sql.end();
  }
}

/** What must survive: per table, its row count and a digest of its rows; and the money figures. */
async function snapshot(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const tables = await sql<{ name: string }[]>`
      select table_schema || '.' || table_name as name from information_schema.tables
       where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`;
    const rows: Record<string, { rows: number; digest: string }> = {};
    for (const { name } of tables) {
      // A running job's progress moves on between the backup and the comparison (the job queue's
      // own schema is not compared either): it is live state, not what a restore must keep exact.
      if (name === "public.job_progress") continue;
      const [row] = await sql.unsafe<{ rows: number; digest: string }[]>(
        `select count(*)::int as rows, coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as digest from ${name} t`,
      );
      rows[name] = row!;
    }
    const [money] = await sql<{ wallets: number; walletCents: string; ledgerCents: string; entries: number }[]>`
      select (select count(*) from ledger_accounts where kind = 'wallet')::int as wallets,
             (select coalesce(sum(balance_cents), 0) from ledger_accounts where kind = 'wallet')::text as "walletCents",
             (select coalesce(sum(amount_cents), 0) from ledger_entries)::text as "ledgerCents",
             (select count(*) from ledger_entries)::int as entries`;
    const balances = await sql`select id, kind, balance_cents,
                                 (select coalesce(sum(amount_cents), 0) from ledger_entries e where e.account_id = a.id)::bigint as entries_sum
                                 from ledger_accounts a order by id`;
    const memorials = await sql`select id, username, name, type, access, content_version from profiles order by id`;
    return {
      rows,
      money: money!,
      balances: balances.map((b) => ({ ...b })),
      memorials: memorials.map((m) => ({ ...m })),
    };
  } finally {
    await sql.end();
  }
}

async function mediaChecksums(s3: typeof sourceS3): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: "sa-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: S3_KEY.id, secretAccessKey: S3_KEY.secret },
  });
  for (const key of await bucketKeys(s3)) {
    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    sums[key] = createHash("sha256")
      .update(await object.Body!.transformToByteArray())
      .digest("hex");
  }
  client.destroy();
  return sums;
}

const sourceUrl = databaseUrl(names.source);
const copyUrl = databaseUrl(names.copy);
const sourceEnv = siteEnv(sourceUrl, sourceS3, path.join(root, "source"));
const copyEnv = siteEnv(copyUrl, copyS3, path.join(root, "copy"));
const source = appProcess("source", BASE_PORT + 1, sourceEnv);
const restored = appProcess("copy", BASE_PORT + 2, copyEnv);
let exitCode = 1;
try {
  await Promise.all([createDatabase(names.source), createDatabase(names.copy)]);
  await Promise.all([sourceS3.start(), copyS3.start()]);
  await source.start();

  // A site with history: paid top-ups, a voucher paid from the wallet, signatures, a new photo.
  const payer = await register(source.base, `drill.${process.pid}@drill.example`);
  for (let i = 0; i < 3; i++) await approve(source.base, await pixTopUp(source.base, payer), payer);
  const voucher = await call(source.base, "POST", "/api/voucher/createVoucher", {
    cookie: payer.cookie,
    body: { amount: 10, idempotencyKey: randomUUID() },
  });
  if (voucher.status !== 201) throw new Error(`createVoucher answered ${voucher.status}: ${voucher.text}`);
  const owner = await signIn(source.base, DEMO_OWNER.email, DEMO_OWNER.password);
  const [memorial] = await memorialsOf(source.base, owner);
  for (let i = 0; i < 3; i++) await attend(source.base, memorial!.id, `Presença do ensaio ${i}`);
  const form = multipart(
    { profileId: memorial!.id },
    { name: "image", filename: "foto.jpg", type: "image/jpeg", bytes: await photo(7) },
  );
  const upload = await call(source.base, "POST", "/api/profile/registerImageInGallery", {
    cookie: owner.cookie,
    body: form.body,
    headers: { "content-type": form.contentType },
  });
  if (upload.status !== 201) throw new Error(`the photo upload answered ${upload.status}: ${upload.text}`);

  // The backup, while the site serves, once its background jobs are done.
  await jobsSettled(sourceUrl);
  const backupDir = path.join(root, "backup");
  const backup = await command("backup.mjs", ["--out", backupDir], sourceEnv);
  if (backup.status !== 0) throw new Error("npm run backup failed");
  await source.stop();

  // The restore into a new database and store.
  const restore = await command("restore.mjs", ["--from", backupDir], copyEnv);
  if (restore.status !== 0) throw new Error("npm run restore failed");

  const [before, after] = await Promise.all([snapshot(sourceUrl), snapshot(copyUrl)]);
  check("memorials", before.memorials, after.memorials);
  check("money (wallets, wallet balances, ledger sum, entries)", before.money, after.money);
  check("balances and ledger sums per account", before.balances, after.balances);
  for (const table of Object.keys(before.rows)) check(`rows of ${table}`, before.rows[table], after.rows[table]);
  check("tables", Object.keys(before.rows), Object.keys(after.rows));
  const [mediaBefore, mediaAfter] = await Promise.all([mediaChecksums(sourceS3), mediaChecksums(copyS3)]);
  check("media checksums", mediaBefore, mediaAfter);

  // A second restore onto the restored site is refused and changes nothing.
  const again = await command("restore.mjs", ["--from", backupDir], copyEnv);
  check(
    "a restore onto a database that holds data is refused",
    again.status !== 0 && /already holds data/.test(again.output),
    true,
  );

  // The copy serves: the memorial page, its new photo, and the payer's session from before the backup.
  await restored.start();
  const page = await call(restored.base, "GET", `/profile/${memorial!.username}`, { headers: { accept: "text/html" } });
  check("the memorial page on the copy", page.status, 200);
  const imageDirectory = upload.json<{ image: { image_directory: string } }>().image.image_directory;
  const media = await call(restored.base, "GET", `/media/${imageDirectory}-320.jpg`);
  check("the new photo on the copy", media.status, 200);
  const session = await call(restored.base, "GET", "/api/auth/checkAuth", { cookie: payer.cookie });
  check("the payer's session from before the backup", session.json().success, true);

  Object.assign(report, {
    tables: Object.keys(before.rows).length,
    rows: Object.values(before.rows).reduce((sum, t) => sum + t.rows, 0),
    memorials: before.memorials.length,
    wallets: before.money.wallets,
    walletCents: Number(before.money.walletCents),
    ledgerEntries: before.money.entries,
    media: Object.keys(mediaBefore).length,
    differences,
  });
  exitCode = differences.length === 0 ? 0 : 1;
} catch (error) {
  console.error(error);
  differences.push(String((error as Error).message));
  report.differences = differences;
} finally {
  await Promise.all([source.stop(), restored.stop()]);
  await Promise.all([sourceS3.stop(), copyS3.stop()]);
  await Promise.all([dropDatabase(names.source), dropDatabase(names.copy)]);
  fs.rmSync(root, { recursive: true, force: true });
}
fs.mkdirSync("test-results", { recursive: true });
fs.writeFileSync("test-results/restore-drill.json", `${JSON.stringify(report, null, 2)}\n`);
console.log(
  exitCode === 0
    ? `restore drill: identical (${JSON.stringify(report)})`
    : `restore drill: ${differences.length} difference(s)\n  ${differences.join("\n  ")}`,
);
process.exit(exitCode);
