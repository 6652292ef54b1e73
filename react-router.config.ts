import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel builds (CI, helpers, benchmarks) keep their own output.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: { v8_middleware: false },
} satisfies Config;
