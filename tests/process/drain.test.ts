import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { PAYER_CPF } from "~/features/payments/payments.test-helpers";
import { type ServerProcess, type Site, freshSite, startServer } from "./server-process";

/** A PIX wallet top-up: a pending payment the payer may follow live. */
const pixBody = (userId: string) =>
  JSON.stringify({
    product: "wallet_topup",
    productRefId: userId,
    amount: 30,
    preferenceId: `pix-${userId}-${Math.random()}`,
    payment: {
      payment_method_id: "pix",
      payer: { email: "ana@memorial.example", identification: { type: "CPF", number: PAYER_CPF } },
    },
  });

/** Whether a new TCP connection to `port` is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

describe("the production process (node build/serve.js) on SIGTERM", () => {
  let site: Site;
  let server: ServerProcess;
  let cookie: string;
  let userId: string;

  beforeAll(async () => {
    site = await freshSite("drain");
    // Migrated by a first start, then the payer and their session are written while it is down
    // (PGlite is one process's at a time).
    const first = await startServer(site.env);
    first.child.kill("SIGTERM");
    expect(await first.exited, first.output()).toBe(0);
    const handle = await site.open();
    ({
      cookie,
      user: { id: userId },
    } = await signedInUser(handle.db));
    await handle.close();
    server = await startServer(site.env);
  }, 120_000);
  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill("SIGKILL");
    await site?.remove();
  });

  it("drains within 10 s: streams get a retry hint, the request in flight completes, new connections are refused, exit 0", async () => {
    const { port, origin } = server;
    const headers = { cookie, "content-type": "application/json" };
    const created = await fetch(`${origin}/api/payment/processPayment`, {
      method: "POST",
      headers,
      body: pixBody(userId),
    });
    const payment = (await created.json()) as { id: string; status: string };
    expect(payment.status).toBe("pending");

    // A live stream of the payment's status, read as it arrives.
    let streamed = "";
    const streamEnded = new Promise<void>((resolve, reject) => {
      http
        .get(`${origin}/api/payment/events/${payment.id}`, { headers: { cookie } }, (res) => {
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (streamed += chunk));
          res.on("end", resolve);
          res.on("error", reject);
        })
        .on("error", reject);
    });
    const statusArrived = () => streamed.includes("event: status");
    while (!statusArrived()) await new Promise((resolve) => setTimeout(resolve, 20));

    // A request in flight: its head is sent before the signal (the server's 100 Continue says it
    // is being handled), its body after.
    const body = Buffer.from(pixBody(userId));
    const inFlight = http.request(`${origin}/api/payment/processPayment`, {
      method: "POST",
      headers: { ...headers, "content-length": String(body.length), expect: "100-continue" },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      inFlight.on("response", (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      inFlight.on("error", reject);
    });
    const handled = new Promise<void>((resolve) => inFlight.once("continue", resolve));
    inFlight.flushHeaders();
    await handled;

    const signalled = Date.now();
    server.child.kill("SIGTERM");

    await streamEnded;
    expect(streamed).toMatch(/retry: \d+\n/);
    expect(streamed.slice(streamed.lastIndexOf("retry:"))).toMatch(/^retry: 1000\n/);
    // The listening socket closed before the streams were told to go.
    expect(await refused(port)).toBe(true);

    inFlight.end(body);
    const reply = await answered;
    expect(reply.status).toBe(201);
    expect(JSON.parse(reply.body)).toMatchObject({ status: "pending" });

    expect(await server.exited, server.output()).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(server.output()).toMatch(/"msg":"stopped"/);
  }, 60_000);
});
