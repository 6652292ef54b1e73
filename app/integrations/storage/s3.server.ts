import { assertSafeKey, type Storage } from "./storage";
import { EMPTY_PAYLOAD_HASH, sha256Hex, signRequest } from "./sigv4.server";

export interface S3Options {
  /** The store's base URL, e.g. https://s3.sa-east-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Per request; a slow store must not hold an upload forever. */
  timeoutMs?: number;
  now?: () => Date;
}

export class StorageError extends Error {
  override name = "StorageError";
}

/**
 * Objects in an S3-compatible bucket, addressed path-style (`endpoint/bucket/key`, which AWS,
 * MinIO, R2 and others all accept), signed with AWS Signature Version 4. Browsers still load
 * media from `/media/` on this site (see media.server.ts), so the bucket can stay private.
 */
export function s3Storage(options: S3Options): Storage {
  const base = options.endpoint.replace(/\/+$/, "");
  const credentials = { ...options, service: "s3" };

  async function send(method: string, key: string, body?: Buffer, contentType?: string): Promise<Response> {
    assertSafeKey(key);
    const url = new URL(`${base}/${options.bucket}/${key}`);
    const headers = signRequest(
      {
        method,
        url,
        headers: contentType ? { "content-type": contentType } : {},
        payloadHash: body ? sha256Hex(body) : EMPTY_PAYLOAD_HASH,
      },
      credentials,
      options.now?.() ?? new Date(),
    );
    try {
      return await fetch(url, {
        method,
        headers,
        body: body ? new Uint8Array(body) : undefined,
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new StorageError(`S3 ${method} ${key} failed: ${(error as Error).message}`);
    }
  }

  const failure = async (response: Response, method: string, key: string) => {
    const detail = (await response.text().catch(() => "")).slice(0, 300);
    return new StorageError(`S3 ${method} ${key} answered ${response.status}: ${detail}`);
  };

  return {
    async put(key, body, contentType) {
      const response = await send("PUT", key, body, contentType);
      if (!response.ok) throw await failure(response, "PUT", key);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send("GET", key);
      if (response.status === 404) return undefined;
      if (!response.ok) throw await failure(response, "GET", key);
      return Buffer.from(await response.arrayBuffer());
    },
    async exists(key) {
      const response = await send("HEAD", key);
      if (response.status === 404) return false;
      // Without s3:ListBucket, AWS answers 403 for a missing key: grant it (docs/operations.md).
      if (!response.ok) throw await failure(response, "HEAD", key);
      return true;
    },
    async delete(key) {
      const response = await send("DELETE", key);
      if (!response.ok && response.status !== 404) throw await failure(response, "DELETE", key);
      await response.body?.cancel();
    },
    url: (key) => `/media/${key}`,
  };
}
