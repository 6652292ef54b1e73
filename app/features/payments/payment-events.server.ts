import type { Request, Response } from "express";
import { DRAIN_RETRY_HINT, onDrain } from "~/shared/lifecycle.server";
import { publish, realtime, type RealtimeEvent, type RealtimeHub, type Resync } from "~/shared/realtime/hub.server";
import type { Tx } from "~/db/transaction.server";
import { findPayment } from "./payment-records.server";
import type { Payment } from "./product-port";

/** The realtime channel of one payment's status. */
export const paymentChannel = (paymentId: string) => `payment.${paymentId}`;

export interface PaymentStatusEvent extends RealtimeEvent {
  id: string;
  status: Payment["status"];
}

/** Tells every process's followers that the payment moved (delivered when `tx` commits). */
export function publishPaymentStatus(tx: Tx, payment: Pick<Payment, "id" | "status">): Promise<void> {
  return publish(tx, paymentChannel(payment.id), { id: payment.id, status: payment.status });
}

/**
 * Calls `listener` with the id of every payment approved from now on, on any process, once its
 * transaction committed (a job reacting to approvals: receipts, notices the approval owed), and
 * `sweep` when approvals may have gone unheard (the LISTEN connection was lost for a while).
 */
export function onPaymentApproved(listener: (paymentId: string) => void, sweep?: Resync): Promise<() => void> {
  return realtime().subscribeAll((event, channel) => {
    if (!channel.startsWith("payment.") || event.status !== "approved" || typeof event.id !== "string") return;
    listener(event.id);
  }, sweep);
}

export interface StreamOptions {
  heartbeatMs?: number;
  /** The stream ends after this long; EventSource reconnects by itself. */
  maxLifetimeMs?: number;
  /** The realtime hub to follow the payment on (this process's unless told). */
  hub?: RealtimeHub;
}

/**
 * Streams `payment`'s status as Server-Sent Events (`event: status`, data `{id, status}`): its
 * current status at once, then each move, with a comment line as heartbeat. The stream ends once
 * the payment is no longer pending. The caller has checked who may follow the payment.
 */
export async function streamPaymentStatus(
  req: Request,
  res: Response,
  payment: Payment,
  { heartbeatMs = 15_000, maxLifetimeMs = 10 * 60_000, hub = realtime() }: StreamOptions = {},
): Promise<void> {
  res.status(200).set({
    "Content-Type": "text/event-stream; charset=utf-8",
    // no-transform keeps the compression middleware from buffering the stream.
    "Cache-Control": "no-cache, no-transform",
    Connection: "keep-alive",
    "X-Accel-Buffering": "no",
  });
  res.flushHeaders();
  res.write("retry: 3000\n\n");

  let closed = false;
  let unsubscribe: () => void = () => {};
  let stopDraining: () => void = () => {};
  const timers: NodeJS.Timeout[] = [];
  const close = () => {
    if (closed) return;
    closed = true;
    unsubscribe();
    stopDraining();
    timers.forEach(clearInterval);
    res.end();
  };
  // A process shutting down ends the stream with a hint to reconnect soon, to another process.
  stopDraining = onDrain(() => {
    if (!closed) res.write(DRAIN_RETRY_HINT);
    close();
  });
  let sent: string | undefined;
  const send = (event: { id: string; status: string }) => {
    if (closed || event.status === sent) return;
    sent = event.status;
    res.write(`event: status\ndata: ${JSON.stringify({ id: event.id, status: event.status })}\n\n`);
    if (event.status !== "pending") close();
  };
  req.on("close", close);

  // The status as stored now; sent only when it differs from the last one sent.
  const reread = async () => {
    if (!closed) send((await findPayment(payment.id)) ?? payment);
  };
  // Subscribe before reading, so a move between the read and the LISTEN is not missed; a move
  // while the hub's LISTEN connection was lost is read again when it is back.
  unsubscribe = await hub.subscribe(paymentChannel(payment.id), (event) => send(event as PaymentStatusEvent), reread);
  if (closed) return unsubscribe();
  await reread();
  if (closed) return;
  timers.push(setInterval(() => !closed && res.write(": heartbeat\n\n"), heartbeatMs));
  timers.push(setTimeout(close, maxLifetimeMs));
}
