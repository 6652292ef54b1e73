import cluster, { type Worker } from "node:cluster";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PROCESS_MESSAGES } from "./process-messages";
import { tellWorker } from "./send-message";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "memorial-tell-worker-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** A real cluster worker running `source`. */
function fork(source: string): Worker {
  const exec = path.join(folder, `worker-${Math.random().toString(36).slice(2)}.cjs`);
  fs.writeFileSync(exec, source);
  cluster.setupPrimary({ exec, silent: true });
  return cluster.fork();
}

/**
 * Whether the process `pid` has ended, its channel closed, and waits to be reaped: dead, not yet
 * heard of. Linux marks the main thread a zombie (state Z) while the other threads still exit and
 * hold its files: the process is gone once it has no other thread.
 */
const isDead = (pid: number) => {
  try {
    const threads = fs.readdirSync(`/proc/${pid}/task`);
    return (
      threads.length === 1 &&
      fs
        .readFileSync(`/proc/${pid}/stat`, "utf8")
        .replace(/^.*\) /s, "")
        .startsWith("Z")
    );
  } catch {
    return false;
  }
};

describe.runIf(process.platform === "linux")("telling a worker of the cluster", () => {
  it("delivers to a live worker", async () => {
    const worker = fork(`process.on("message", (m) => { process.send({ echoed: m.type }); process.exit(0); });`);
    const echoed = new Promise((resolve) => worker.once("message", resolve));
    await new Promise((resolve) => worker.once("online", resolve));
    expect(await tellWorker(worker, { type: PROCESS_MESSAGES.drain })).toBe(true);
    expect(await echoed).toEqual({ echoed: PROCESS_MESSAGES.drain });
  });

  it("lets go of a worker that exited before the primary heard it, instead of failing the primary", async () => {
    const errors: unknown[] = [];
    const worker = fork(`process.send("up"); setTimeout(() => process.exit(0), 10);`);
    worker.on("error", (error) => errors.push(error));
    const exited = new Promise((resolve) => worker.once("exit", resolve));
    await new Promise((resolve) => worker.once("message", resolve));
    // Held synchronously, the primary cannot hear the exit: the worker still counts as connected.
    const deadline = Date.now() + 10_000;
    while (!isDead(worker.process.pid!) && Date.now() < deadline);
    expect(isDead(worker.process.pid!)).toBe(true);
    expect(worker.isConnected()).toBe(true);

    expect(await tellWorker(worker, { type: PROCESS_MESSAGES.drain })).toBe(false);
    await exited;
    expect(errors).toEqual([]);
    expect(await tellWorker(worker, { type: PROCESS_MESSAGES.drain })).toBe(false);
  });
});
