/** Module hooks for vite-env.mjs: `import.meta.env` in app/ modules becomes Vite's server-build value. */
const APP = new URL("../../app/", import.meta.url).href;
const ENV = JSON.stringify({
  SSR: true,
  DEV: process.env.NODE_ENV === "development",
  PROD: process.env.NODE_ENV !== "development",
  MODE: process.env.NODE_ENV === "development" ? "development" : "production",
  BASE_URL: "/",
});

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!url.startsWith(APP) || result.format !== "module" || result.source == null) return result;
  const source = typeof result.source === "string" ? result.source : Buffer.from(result.source).toString("utf8");
  if (!source.includes("import.meta.env")) return result;
  return { ...result, source: source.replaceAll("import.meta.env", `(${ENV})`) };
}
