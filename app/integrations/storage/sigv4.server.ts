import { createHash, createHmac } from "node:crypto";

/** AWS Signature Version 4, header-signed, as S3 and S3-compatible stores (MinIO, R2) expect. */
export interface SigningRequest {
  method: string;
  url: URL;
  /** Headers to send and sign besides host, x-amz-date and x-amz-content-sha256. */
  headers?: Record<string, string>;
  /** SHA-256 of the body, hex (the hash of the empty string for no body). */
  payloadHash: string;
}

export interface SigningCredentials {
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export const EMPTY_PAYLOAD_HASH = sha256Hex("");

export function sha256Hex(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding, as the canonical query string needs. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `20130524T000000Z` */
export function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** The headers to send: the request's own plus host, x-amz-date, x-amz-content-sha256 and authorization. */
export function signRequest(
  request: SigningRequest,
  credentials: SigningCredentials,
  now: Date,
): Record<string, string> {
  const date = amzDate(now);
  const headers: Record<string, string> = {
    host: request.url.host,
    "x-amz-content-sha256": request.payloadHash,
    "x-amz-date": date,
  };
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    headers[name.toLowerCase()] = value.trim().replace(/\s+/g, " ");
  }
  const names = Object.keys(headers).sort();
  const query = [...request.url.searchParams]
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .sort()
    .join("&");
  const canonicalRequest = [
    request.method.toUpperCase(),
    // S3 signs the path as sent (encoded once); storage keys are plain ASCII anyway.
    request.url.pathname || "/",
    query,
    names.map((name) => `${name}:${headers[name]}\n`).join(""),
    names.join(";"),
    request.payloadHash,
  ].join("\n");
  const scope = `${date.slice(0, 8)}/${credentials.region}/${credentials.service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", date, scope, sha256Hex(canonicalRequest)].join("\n");
  let key = hmac(`AWS4${credentials.secretAccessKey}`, date.slice(0, 8));
  for (const part of [credentials.region, credentials.service, "aws4_request"]) key = hmac(key, part);
  const signature = createHmac("sha256", key).update(stringToSign).digest("hex");
  const { host: _host, ...sent } = headers;
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},SignedHeaders=${names.join(";")},Signature=${signature}`,
  };
}
