// `npm run restore -- --from DIR [--force]` (decision 038): puts a backup of `npm run backup` into
// the database, storage and DATA_DIR this environment names (DATABASE_URL, STORAGE, S3_*,
// DATA_DIR), after checking every file against the manifest. It refuses a database, bucket or
// folder that already holds data unless --force (which replaces what is there). The app must not
// run against the target while it restores. Then start the app with the backup's settings.env.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import postgres from "postgres";
import {
  eachLimited,
  fail,
  filesUnder,
  listKeys,
  MEDIA_TYPES,
  putObject,
  run,
  s3Client,
  settings,
  sha256File,
} from "./lib.mjs";

const { values: args } = parseArgs({ options: { from: { type: "string" }, force: { type: "boolean" } } });
if (!args.from) fail("Usage: npm run restore -- --from <backup folder> [--force]", 2);
const from = path.resolve(args.from);
const manifestFile = path.join(from, "manifest.json");
if (!fs.existsSync(manifestFile)) fail(`${from} has no manifest.json: not a backup of npm run backup.`, 2);
const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
const config = settings();

// 1. Every file as it was written: a damaged or incomplete backup restores nothing.
const damaged = manifest.files.filter((file) => {
  const full = path.join(from, file.path);
  return !fs.existsSync(full) || fs.statSync(full).size !== file.bytes || sha256File(full) !== file.sha256;
});
if (damaged.length > 0)
  fail(
    `The backup is damaged: ${damaged.length} file(s) differ from the manifest, e.g. ${damaged[0].path}. Nothing was restored.`,
  );
console.log(`backup of ${manifest.createdAt}: ${manifest.files.length} files checked`);

const refuse = (what) =>
  fail(
    `${what} already holds data: restore into a new one, or add --force to replace what is there. Nothing was restored.`,
    3,
  );

// 2. Check every target before writing to any of them.
let sql;
let bucketClient;
const uploads = path.join(config.dataDir, "uploads");
if (manifest.database.kind === "postgres") {
  if (!config.databaseUrl) fail("DATABASE_URL is required: the backup holds a PostgreSQL database.", 2);
  sql = postgres(config.databaseUrl, { max: 1, onnotice: () => {} });
  const [{ tables }] =
    await sql`select count(*)::int as tables from information_schema.tables where table_schema in ('public', 'drizzle')`;
  if (tables > 0 && !args.force) {
    await sql.end();
    refuse(`The database of DATABASE_URL (${tables} tables)`);
  }
} else {
  if (config.databaseUrl) fail("The backup holds the embedded database: unset DATABASE_URL and set DATA_DIR.", 2);
  const target = path.join(config.dataDir, "pglite");
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0 && !args.force) refuse(`${target}`);
}
if (config.storage === "s3") {
  bucketClient = s3Client(config.s3);
  const existing = await listKeys(bucketClient, config.s3.S3_BUCKET);
  if (existing.length > 0 && !args.force) refuse(`The bucket ${config.s3.S3_BUCKET} (${existing.length} objects)`);
} else if (filesUnder(uploads).length > 0 && !args.force) refuse(uploads);

// 3. The database.
if (manifest.database.kind === "postgres") {
  if (args.force) {
    await sql.unsafe(
      "drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public",
    );
  }
  await sql.end();
  const pgRestore = process.env.PG_RESTORE ?? "pg_restore";
  console.log(`database: ${pgRestore} …`);
  run(
    pgRestore,
    [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      `--dbname=${config.databaseUrl}`,
      path.join(from, manifest.database.file),
    ],
    "pg_restore",
  );
} else {
  const target = path.join(config.dataDir, "pglite");
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(path.join(from, manifest.database.folder), target, { recursive: true });
}

// 4. The media.
const mediaDir = path.join(from, "media");
const keys = filesUnder(mediaDir);
const typeOf = (key) =>
  manifest.media.contentTypes?.[key] ?? MEDIA_TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";
if (config.storage === "s3") {
  console.log(`media: ${keys.length} objects into ${config.s3.S3_ENDPOINT}/${config.s3.S3_BUCKET} …`);
  await eachLimited(keys, 8, (key) =>
    putObject(bucketClient, config.s3.S3_BUCKET, key, fs.readFileSync(path.join(mediaDir, key)), typeOf(key)),
  );
  bucketClient.destroy();
} else {
  console.log(`media: ${keys.length} files into ${uploads} …`);
  for (const key of keys) {
    fs.mkdirSync(path.dirname(path.join(uploads, key)), { recursive: true });
    fs.copyFileSync(path.join(mediaDir, key), path.join(uploads, key));
  }
}

// 5. The settings: a generated session secret goes back into DATA_DIR; a configured one must match.
const travelling = Object.fromEntries(
  fs
    .readFileSync(path.join(from, "settings.env"), "utf8")
    .split("\n")
    .filter((line) => line.includes("="))
    .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
);
if (travelling.SESSION_SECRET) {
  const configured = config.value("SESSION_SECRET");
  if (configured && configured !== travelling.SESSION_SECRET)
    console.warn(
      "warning: SESSION_SECRET differs from the backup's: unsubscribe links already e-mailed will not work. Use the backup's settings.env.",
    );
  if (!configured) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(path.join(config.dataDir, "session-secret"), travelling.SESSION_SECRET, { mode: 0o600 });
  }
}
console.log(
  `restored: ${manifest.database.kind} database, ${keys.length} media. Start the app with the backup's ` +
    `settings.env (${Object.keys(travelling).join(", ") || "none"}) and this environment's database and storage.`,
);
