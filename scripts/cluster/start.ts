/**
 * `npm run cluster`: the reference topology without containers, kept running until Ctrl-C: a
 * fresh PostgreSQL database, s3rver, two production processes (demo mode) and the balancer.
 * CLUSTER_BASE_PORT (3360) is the balancer's port; the apps and the store take the next three.
 */
import { startCluster } from "./topology";

const basePort = Number(process.env.CLUSTER_BASE_PORT ?? 3360);
const cluster = await startCluster({ basePort, database: process.env.CLUSTER_DATABASE ?? "memorial_cluster" });
console.log(`balancer  ${cluster.balancer.base}  (round robin over a and b)`);
console.log(`process a ${cluster.a.base}  DATA_DIR=${cluster.a.dataDir}`);
console.log(`process b ${cluster.b.base}  DATA_DIR=${cluster.b.dataDir}`);
console.log(`s3        ${cluster.s3.endpoint}/${cluster.s3.bucket}  (${cluster.s3.directory})`);
console.log(`database  ${cluster.databaseUrl}`);
console.log("Ctrl-C stops everything and drops the database.");
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.close();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
