/**
 * `node --import tsx --import ./scripts/node/vite-env.mjs …`: app code run by tsx outside Vite
 * (benches, operator scripts) reads `import.meta.env` as Vite's server build defines it. Vite
 * replaces `import.meta.env.*` at build time; tsx leaves it undefined, so without this a module
 * that asks whether it runs on the server (`import.meta.env.SSR`) throws. Registered after tsx,
 * this hook sees tsx's JavaScript output and rewrites only modules under app/.
 */
import { register } from "node:module";

register("./vite-env-hooks.mjs", import.meta.url);
