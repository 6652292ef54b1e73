import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * How much of a refused body is read and thrown away so that the client, still sending, reads the
 * answer (issue 20). Past this the connection is closed after the answer: a client sending more
 * than that to an address that refused it may see the connection break.
 */
export const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * Answers a request whose body will not be used (a 413, a refusal before reading) only once its
 * body has been read and discarded, so that clients that send the whole body before reading the
 * answer (most HTTP libraries; browsers over slow links) get it instead of EPIPE or ECONNRESET.
 * Nothing is kept: the bytes are counted and dropped. Past `limit` bytes the answer is sent at once
 * with `Connection: close`.
 */
export function answerAfterDraining(
  req: IncomingMessage,
  res: ServerResponse,
  answer: () => void,
  limit = DRAIN_LIMIT_BYTES,
): void {
  if (req.complete || req.readableEnded || req.destroyed) {
    answer();
    return;
  }
  let seen = 0;
  let done = false;
  const finish = (close: boolean) => {
    if (done) return;
    done = true;
    req.off("data", onData);
    req.off("end", onEnd);
    req.off("error", onError);
    if (close && !res.headersSent) res.setHeader("Connection", "close");
    answer();
  };
  const onData = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > limit) finish(true);
  };
  const onEnd = () => finish(false);
  const onError = () => finish(true);
  req.on("data", onData);
  req.on("end", onEnd);
  req.on("error", onError);
  req.resume();
}
