/**
 * HTTP as a client of the cluster sees it: plain node:http (fetch cannot choose its source
 * address), each request from a chosen loopback address when a test needs distinct clients.
 */
import http from "node:http";

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json<T = Record<string, unknown>>(): T;
}

export interface CallOptions {
  body?: unknown;
  cookie?: string;
  /** The client's own address (127.0.0.0/8): what the balancer reports in X-Forwarded-For. */
  from?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export function call(base: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const body =
    options.body === undefined
      ? undefined
      : Buffer.isBuffer(options.body)
        ? options.body
        : Buffer.from(JSON.stringify(options.body));
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  if (body && !headers["content-type"]) headers["content-type"] = "application/json";
  if (body) headers["content-length"] = String(body.length);
  if (options.cookie) headers.cookie = options.cookie;
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers, localAddress: options.from }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) });
      });
      res.on("error", reject);
    });
    req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(new Error(`${method} ${path}: no answer in time`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** The session cookie a sign-in or registration answer sets, ready to send back. */
export function sessionCookie(answer: Answer): string {
  const cookies = answer.headers["set-cookie"] ?? [];
  const cookie = cookies.map((c) => c.split(";")[0]!).find((c) => c.includes("session="));
  if (!cookie) throw new Error(`no session cookie in the answer (${answer.status}): ${answer.text}`);
  return cookie;
}

/** The n-th client address of a test: 127.<block>.x.y, never the balancer's own 127.0.0.2. */
export function clientAddress(block: number, n: number): string {
  return `127.${block}.${(n >> 8) & 255}.${(n & 255) + 1}`;
}

/** A multipart/form-data body with text fields and one file. */
export function multipart(
  fields: Record<string, string>,
  file: { name: string; filename: string; type: string; bytes: Buffer },
): { body: Buffer; contentType: string } {
  const boundary = `----cluster${Date.now().toString(16)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
