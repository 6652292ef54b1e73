import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { assertSafeKey, type Storage, StorageError } from "./storage";

export { StorageError } from "./storage";

export interface S3Options {
  /** The store's base URL, e.g. https://s3.sa-east-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** For each call, retries included; a slow store must not hold an upload forever. */
  timeoutMs?: number;
}

/**
 * Objects in an S3-compatible bucket through the AWS SDK, addressed path-style
 * (`endpoint/bucket/key`, which AWS, MinIO, R2 and others all accept). Browsers still load media
 * from `/media/` on this site (see media.server.ts), so the bucket can stay private.
 *
 * Objects are single PUTs: what is stored are resized JPEG variants (media.server.ts,
 * shared/images), far below the size where multipart uploads would pay off.
 */
export function s3Storage(options: S3Options): Storage {
  const client = new S3Client({
    endpoint: options.endpoint.replace(/\/+$/, ""),
    region: options.region,
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // No CRC checksums unless an operation requires them: several S3-compatible stores refuse
    // the headers (or the aws-chunked bodies) the SDK would otherwise add.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const bucket = options.bucket;
  const timeoutMs = options.timeoutMs ?? 15_000;

  /** Sends one call under the deadline; `onMissing` answers a 404 instead of throwing. */
  async function call<T>(
    method: string,
    key: string,
    run: (abortSignal: AbortSignal) => Promise<T>,
    onMissing?: () => T,
  ): Promise<T> {
    assertSafeKey(key);
    const deadline = AbortSignal.timeout(timeoutMs);
    try {
      return await run(deadline);
    } catch (error) {
      if (!(error instanceof S3ServiceException)) {
        const reason = deadline.aborted ? `no answer within ${timeoutMs} ms` : (error as Error).message;
        throw new StorageError(`S3 ${method} ${key} failed: ${reason}`);
      }
      const status = error.$metadata.httpStatusCode;
      if (status === 404 && onMissing) return onMissing();
      const detail = `${error.name}: ${error.message}`.slice(0, 300);
      throw new StorageError(`S3 ${method} ${key} answered ${status}: ${detail}`);
    }
  }

  return {
    async put(key, body, contentType) {
      await call("PUT", key, (abortSignal) =>
        client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }), {
          abortSignal,
        }),
      );
    },
    async get(key) {
      return call<Buffer | undefined>(
        "GET",
        key,
        async (abortSignal) => {
          const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }), { abortSignal });
          return Buffer.from(await object.Body!.transformToByteArray());
        },
        () => undefined,
      );
    },
    async size(key) {
      return call<number | undefined>(
        "HEAD",
        key,
        async (abortSignal) => {
          const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }), { abortSignal });
          return head.ContentLength ?? 0;
        },
        () => undefined,
      );
    },
    async getRange(key, start, end) {
      return call<Buffer | undefined>(
        "GET",
        key,
        async (abortSignal) => {
          const object = await client.send(
            new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=${start}-${end}` }),
            { abortSignal },
          );
          return Buffer.from(await object.Body!.transformToByteArray());
        },
        () => undefined,
      );
    },
    async exists(key) {
      // Without s3:ListBucket, AWS answers 403 for a missing key: grant it (docs/operations.md).
      return call(
        "HEAD",
        key,
        async (abortSignal) => {
          await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }), { abortSignal });
          return true;
        },
        () => false,
      );
    },
    async delete(key) {
      // A key already gone is deleted all the same (S3 itself answers 204 for it).
      await call(
        "DELETE",
        key,
        async (abortSignal) => {
          await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }), { abortSignal });
        },
        () => undefined,
      );
    },
    async list(prefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        // One call (under its own deadline) per page of up to 1000 keys.
        const page = await call("LIST", prefix.replace(/\/+$/, ""), (abortSignal) =>
          client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }), {
            abortSignal,
          }),
        );
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
    url: (key) => `/media/${key}`,
    async ping() {
      const deadline = AbortSignal.timeout(Math.min(timeoutMs, 5000));
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: deadline });
      } catch (error) {
        const status = error instanceof S3ServiceException ? ` answered ${error.$metadata.httpStatusCode}` : "";
        throw new StorageError(`S3 HEAD bucket ${bucket}${status} failed: ${(error as Error).message}`.slice(0, 400));
      }
    },
  };
}
