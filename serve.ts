/**
 * The production process: `node build/serve.js`, compiled from this file by `npm run build`
 * (scripts/build-server.mjs). Plain node, no tsx and no npm between a signal and the process, so
 * SIGTERM reaches the server and drains it (decision 037). It serves the build it sits in.
 */
process.env.NODE_ENV ??= "production";
if (process.env.NODE_ENV !== "production") {
  console.error(
    `build/serve.js serves the production build; NODE_ENV=${process.env.NODE_ENV} is not for it ` +
      "(npm run dev serves the sources).",
  );
  process.exit(1);
}
// The build this file was compiled into, wherever it is started from.
process.env.BUILD_DIR ??= import.meta.dirname;

await import("./server");
