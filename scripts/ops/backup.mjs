// `npm run backup [-- --out DIR] [-- --offline]` (decision 038): the database (pg_dump), the media
// (the S3 bucket or DATA_DIR/uploads) and the settings that must travel with them, into one
// folder with a manifest of sha256 checksums. Reads the app's own environment (DATABASE_URL,
// STORAGE, S3_*, DATA_DIR, SESSION_SECRET…); run it with the same variables as the app, e.g.
// `node --env-file=/etc/memorial.env scripts/ops/backup.mjs`. Safe while the app runs on
// PostgreSQL; the embedded database is copied only with --offline, after the app was stopped.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import postgres from "postgres";
import {
  eachLimited,
  fail,
  filesUnder,
  getObject,
  listKeys,
  run,
  s3Client,
  settings,
  sha256File,
  TRAVELLING,
} from "./lib.mjs";

const { values: args } = parseArgs({ options: { out: { type: "string" }, offline: { type: "boolean" } } });
const config = settings();
if (!config.databaseUrl && !args.offline)
  fail(
    "The embedded database (no DATABASE_URL) can only be copied while the app is stopped: stop it, then run\n" +
      "  npm run backup -- --offline\n" +
      "A copy taken while it runs may not open. On PostgreSQL (DATABASE_URL) the backup runs while the app serves.",
    2,
  );
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const out = path.resolve(args.out ?? path.join("backups", stamp));
if (fs.existsSync(out) && fs.readdirSync(out).length > 0) fail(`${out} is not empty: choose a new folder with --out.`);
fs.mkdirSync(out, { recursive: true, mode: 0o700 });
const manifest = { format: 1, createdAt: new Date().toISOString(), database: {}, media: {}, settings: [], files: [] };

// 1. The database first: every media key it names was written before its row (uploads store the
// files, then the row), so the media copied after it hold all of them.
if (config.databaseUrl) {
  const pgDump = process.env.PG_DUMP ?? "pg_dump";
  console.log(`database: ${pgDump} (custom format) …`);
  run(
    pgDump,
    [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      `--file=${path.join(out, "database.dump")}`,
      config.databaseUrl,
    ],
    "pg_dump",
  );
  const sql = postgres(config.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [migrations] =
      await sql`select count(*)::int as applied, max(created_at)::text as last from drizzle.__drizzle_migrations`;
    const [counts] =
      await sql`select (select count(*) from profiles)::int as memorials, (select count(*) from payments)::int as payments`;
    manifest.database = { kind: "postgres", file: "database.dump", migrations, counts };
  } finally {
    await sql.end();
  }
} else {
  const folder = path.join(config.dataDir, "pglite");
  if (!fs.existsSync(folder)) fail(`No embedded database at ${folder} (DATA_DIR=${config.dataDir}).`);
  fs.cpSync(folder, path.join(out, "pglite"), { recursive: true });
  manifest.database = { kind: "pglite", folder: "pglite" };
}

// 2. The media.
const mediaDir = path.join(out, "media");
if (config.storage === "s3") {
  const client = s3Client(config.s3);
  const keys = await listKeys(client, config.s3.S3_BUCKET);
  console.log(`media: ${keys.length} objects from ${config.s3.S3_ENDPOINT}/${config.s3.S3_BUCKET} …`);
  const types = {};
  await eachLimited(keys, 8, async (key) => {
    const { body, contentType } = await getObject(client, config.s3.S3_BUCKET, key);
    const file = path.join(mediaDir, ...key.split("/"));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body);
    if (contentType) types[key] = contentType;
  });
  client.destroy();
  manifest.media = { from: "s3", objects: keys.length, contentTypes: types };
} else {
  const uploads = path.join(config.dataDir, "uploads");
  const keys = filesUnder(uploads).filter((key) => !key.endsWith(".tmp"));
  console.log(`media: ${keys.length} files from ${uploads} …`);
  for (const key of keys) {
    fs.mkdirSync(path.dirname(path.join(mediaDir, key)), { recursive: true });
    fs.copyFileSync(path.join(uploads, key), path.join(mediaDir, key));
  }
  manifest.media = { from: "local", objects: keys.length };
}

// 3. The settings that must travel: without the same SESSION_SECRET, links already e-mailed stop
// working; without the same PUBLIC_URL, printed plaques point elsewhere. A secret: mode 0600.
const travelling = {};
for (const key of TRAVELLING) if (config.value(key)) travelling[key] = config.value(key);
const generated = path.join(config.dataDir, "session-secret");
if (!travelling.SESSION_SECRET && fs.existsSync(generated))
  travelling.SESSION_SECRET = fs.readFileSync(generated, "utf8").trim();
if (!travelling.SESSION_SECRET)
  console.warn("warning: no SESSION_SECRET found; links already e-mailed will not survive a restore");
fs.writeFileSync(
  path.join(out, "settings.env"),
  `${Object.entries(travelling)
    .map(([key, value]) => `${key}=${value}`)
    .join("\n")}\n`,
  { mode: 0o600 },
);
manifest.settings = Object.keys(travelling);

// 4. The manifest: every file with its size and sha256, checked by `npm run restore` before it writes.
manifest.files = filesUnder(out).map((file) => ({
  path: file,
  bytes: fs.statSync(path.join(out, file)).size,
  sha256: sha256File(path.join(out, file)),
}));
fs.writeFileSync(path.join(out, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
console.log(
  `backup written to ${out}: ${manifest.database.kind} database, ${manifest.media.objects} media, ` +
    `settings ${manifest.settings.join(", ") || "(none)"}; ${manifest.files.length} files, ${(bytes / 1e6).toFixed(1)} MB. ` +
    "It holds SESSION_SECRET: keep it as secret as the database.",
);
