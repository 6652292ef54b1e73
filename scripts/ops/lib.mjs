// Shared by `npm run backup` and `npm run restore` (decision 038): plain Node.js, no TypeScript,
// so they run wherever the production server runs.
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";

/** Stops with a message for the operator and exit code `code`. */
export function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

/** The settings the scripts read, with the app's defaults (docs/operations.md). */
export function settings(env = process.env) {
  const value = (key) => (env[key]?.trim() ? env[key].trim() : undefined);
  const dataDir = path.resolve(value("DATA_DIR") ?? "./data");
  const storage = value("STORAGE") ?? "local";
  if (storage !== "local" && storage !== "s3") fail(`STORAGE must be 'local' or 's3', not '${storage}'.`);
  const s3 =
    storage === "s3"
      ? Object.fromEntries(
          ["S3_ENDPOINT", "S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"].map((key) => {
            if (!value(key)) fail(`${key} is required when STORAGE=s3.`);
            return [key, value(key)];
          }),
        )
      : undefined;
  return { databaseUrl: value("DATABASE_URL"), dataDir, storage, s3, value };
}

/**
 * The settings that must travel with the data: the session secret signs links already sent
 * (unsubscribe links in e-mails), PUBLIC_URL is printed on plaques' QR codes and in every e-mail.
 */
export const TRAVELLING = ["SESSION_SECRET", "PUBLIC_URL", "APP_MODE", "SITE_NAME", "COMPANY_NAME", "COMPANY_CNPJ"];

export function sha256File(file) {
  return createHash("sha256").update(fs.readFileSync(file)).digest("hex");
}

/** Every file under `dir`, as paths relative to it with forward slashes. */
export function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** Runs a program, its output on ours; exits with its message when it fails. */
export function run(command, args, what) {
  const result = spawnSync(command, args, { stdio: ["ignore", "inherit", "inherit"] });
  if (result.error) fail(`${what}: could not run ${command} (${result.error.message}).`);
  if (result.status !== 0) fail(`${what} failed (${command} exited with ${result.status}).`);
}

export function s3Client(s3) {
  return new S3Client({
    endpoint: s3.S3_ENDPOINT.replace(/\/+$/, ""),
    region: s3.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.S3_ACCESS_KEY_ID, secretAccessKey: s3.S3_SECRET_ACCESS_KEY },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

export async function listKeys(client, bucket) {
  const keys = [];
  let token;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((object) => object.Key));
    token = page.NextContinuationToken;
  } while (token);
  return keys.sort();
}

export async function getObject(client, bucket, key) {
  const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return { body: Buffer.from(await object.Body.transformToByteArray()), contentType: object.ContentType };
}

export async function putObject(client, bucket, key, body, contentType) {
  await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
}

/** Runs `work` over `items`, `limit` at a time. */
export async function eachLimited(items, limit, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

export const MEDIA_TYPES = { ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png", ".webp": "image/webp" };
