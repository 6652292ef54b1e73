/**
 * A small round-robin HTTP balancer for the topology without containers (decision 038), doing what
 * the compose file's Caddy does: spreads requests over the app processes that answer their health
 * check, streams answers unbuffered (Server-Sent Events), and tells the app who the client is
 * honestly: it appends the peer's address to X-Forwarded-For and connects to the apps from its own
 * address (`localAddress`), so the apps trust exactly that address (TRUST_PROXY) and no client can
 * choose its own IP.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface Upstream {
  name: string;
  base: string;
}

export interface BalancerOptions {
  port: number;
  upstreams: Upstream[];
  /** The address the balancer connects to the apps from (their TRUST_PROXY). */
  localAddress?: string;
  /** Checked on every upstream every `healthEveryMs`; 200 means it takes traffic. */
  healthPath?: string;
  healthEveryMs?: number;
}

export interface Balancer {
  base: string;
  /** Which upstreams take traffic now. */
  healthy(): string[];
  close(): Promise<void>;
}

export async function startBalancer(options: BalancerOptions): Promise<Balancer> {
  const { upstreams, localAddress } = options;
  const healthPath = options.healthPath ?? "/readyz";
  const up = new Map(upstreams.map((u) => [u.name, false]));
  let turn = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

  const check = async (u: Upstream) => {
    const ok = await new Promise<boolean>((resolve) => {
      const req = http.get(`${u.base}${healthPath}`, { agent, localAddress, timeout: 2_000 }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      });
      req.on("timeout", () => req.destroy());
      req.on("error", () => resolve(false));
    });
    up.set(u.name, ok);
  };
  await Promise.all(upstreams.map(check));
  const timer = setInterval(() => void Promise.all(upstreams.map(check)), options.healthEveryMs ?? 500);

  const pick = (): Upstream | undefined => {
    const live = upstreams.filter((u) => up.get(u.name));
    if (live.length === 0) return undefined;
    return live[turn++ % live.length];
  };

  const server = http.createServer((req, res) => {
    const target = pick();
    if (!target) {
      res.writeHead(503, { "content-type": "text/plain; charset=utf-8", "retry-after": "5" });
      res.end("Serviço indisponível no momento. Tente novamente em instantes.\n");
      return;
    }
    const peer = req.socket.remoteAddress ?? "";
    const forwarded = req.headers["x-forwarded-for"];
    const headers = {
      ...req.headers,
      "x-forwarded-for": forwarded ? `${String(forwarded)}, ${peer}` : peer,
      "x-forwarded-proto": "http",
    };
    const upstream = http.request(
      `${target.base}${req.url ?? "/"}`,
      { method: req.method, headers, agent, localAddress },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-upstream": target.name });
        res.flushHeaders();
        answer.pipe(res);
        answer.on("error", () => res.destroy());
      },
    );
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      // A refused connection means the process is gone: no more traffic until its health check passes.
      if (error.code === "ECONNREFUSED" || error.code === "ECONNRESET") up.set(target.name, false);
      if (!res.headersSent) {
        res.writeHead(502, { "content-type": "text/plain; charset=utf-8", "x-upstream": target.name });
        res.end("Bad gateway\n");
      } else res.destroy();
    });
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", resolve);
  });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    healthy: () => upstreams.filter((u) => up.get(u.name)).map((u) => u.name),
    async close() {
      clearInterval(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
