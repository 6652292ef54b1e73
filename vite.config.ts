import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { enhanceScripts } from "./scripts/vite/enhance-plugin";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // The server bundle's entry is the Express application, which mounts React Router and the API.
  build: isSsrBuild ? { rollupOptions: { input: "./app/app.server.ts" }, target: "node20" } : {},
  plugins: [tailwindcss(), reactRouter(), enhanceScripts(import.meta.dirname)],
}));
