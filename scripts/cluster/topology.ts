/**
 * The reference topology of compose.yaml, without containers (decision 038): one PostgreSQL
 * database, one S3-compatible store, two production app processes, one balancer in front.
 * Ports: the balancer on `basePort`, the apps on the next two, the store on the third.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Balancer, startBalancer } from "./balancer";
import { type AppProcess, appProcess, createDatabase, dropDatabase, type LocalS3, localS3 } from "./processes";

/** The balancer connects to the apps from this loopback address, which they alone trust. */
export const BALANCER_ADDRESS = "127.0.0.2";

export interface ClusterOptions {
  basePort: number;
  /** The scratch database's name (created empty, dropped by `close`). */
  database: string;
  /** Added to (or overriding) each app's environment. */
  env?: Record<string, string>;
}

export interface Cluster {
  databaseUrl: string;
  databaseName: string;
  root: string;
  s3: LocalS3;
  a: AppProcess;
  b: AppProcess;
  balancer: Balancer;
  sessionSecret: string;
  close(options?: { keep?: boolean }): Promise<void>;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { basePort } = options;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "memorial-cluster-"));
  const databaseUrl = await createDatabase(options.database);
  const s3 = localS3(basePort + 3, path.join(root, "s3"));
  await s3.start();
  // Shared by every process: a secret each process generated for itself would make one process's
  // signed links (unsubscribe) fail on the other.
  const sessionSecret = randomBytes(32).toString("base64url");
  const shared = {
    APP_MODE: "demo",
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: sessionSecret,
    PUBLIC_URL: `http://127.0.0.1:${basePort}`,
    TRUST_PROXY: BALANCER_ADDRESS,
    DEMO_DATA: "true",
    LOG_LEVEL: "warn",
    ...s3.env(),
    ...options.env,
  };
  // Each process has its own DATA_DIR, as on its own machine: its mail outbox is its own.
  const app = (name: string, port: number) =>
    appProcess(name, port, { ...shared, DATA_DIR: path.join(root, name), PGAPPNAME: `memorial-${name}` });
  const a = app("a", basePort + 1);
  const b = app("b", basePort + 2);
  let balancer: Balancer | undefined;
  const close = async ({ keep = false } = {}) => {
    await balancer?.close();
    await Promise.all([a.stop(), b.stop()]);
    await s3.stop();
    if (!keep) {
      await dropDatabase(options.database);
      fs.rmSync(root, { recursive: true, force: true });
    }
  };
  try {
    // Both at once: migrations and the demo seed take advisory locks.
    await Promise.all([a.start(), b.start()]);
    balancer = await startBalancer({
      port: basePort,
      upstreams: [a, b].map((p) => ({ name: p.name, base: p.base })),
      localAddress: BALANCER_ADDRESS,
    });
  } catch (error) {
    await close({ keep: true });
    throw error;
  }
  return { databaseUrl, databaseName: options.database, root, s3, a, b, balancer, sessionSecret, close };
}
