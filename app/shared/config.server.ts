import { isIP } from "node:net";
import { z } from "zod";
import type { ContactChannel } from "./contact-channels";
import { isValidCnpj } from "./validation/cnpj";

const empty = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalString = z.preprocess(empty, z.string().optional());
const optionalUrl = (message: string) => z.preprocess(empty, z.url({ message }).optional());
const bool = (fallback: boolean) =>
  z
    .preprocess(
      (v) => empty(v) ?? fallback,
      z.union([z.boolean(), z.enum(["true", "false", "1", "0"])], { message: "must be true or false" }),
    )
    .transform((v) => v === true || v === "true" || v === "1");

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** One entry of TRUST_PROXY: a preset name, an IP address, or an address with a prefix length. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split("/");
  const family = isIP(address ?? "");
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may speak for the client through X-Forwarded-For/-Proto/-Host, as Express reads it:
 * false (none), true (any: only behind a proxy that overwrites those headers), a number of hops,
 * or a comma-separated list of addresses, subnets and the names loopback, linklocal, uniquelocal.
 */
const trustProxy = z.preprocess(
  (v) => empty(v) ?? "loopback",
  z.string().transform((text, ctx): boolean | number | string[] => {
    const value = text.trim().toLowerCase();
    if (value === "false") return false;
    if (value === "true") return true;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(",").map((entry) => entry.trim());
    if (entries.every(isProxyEntry)) return entries;
    ctx.addIssue({
      code: "custom",
      message:
        "must be true, false, a number of hops, or a list of addresses, subnets, loopback, linklocal, uniquelocal",
    });
    return z.NEVER;
  }),
);

/**
 * Values anyone can read, so never a secret: the payment sandbox's own webhook secret, Google's
 * published reCAPTCHA test keys (they pass every token) and the usual placeholders. Compared
 * without regard to case.
 */
const PUBLIC_VALUES = new Set(
  [
    "sandbox-webhook-secret",
    "6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI",
    "6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe",
    "changeme",
    "change-me",
    "change_me",
    "placeholder",
    "secret",
    "password",
    "example",
    "test",
    "todo",
    "xxx",
  ].map((value) => value.toLowerCase()),
);

/** Why a live secret is refused, or undefined when it may be used. */
function secretProblem(key: string, value: unknown): string | undefined {
  if (typeof value !== "string" || value.trim() === "") return "is required in live mode";
  if (PUBLIC_VALUES.has(value.trim().toLowerCase())) return "is a public example or placeholder value, not a secret";
  if ((key === "MP_ACCESS_TOKEN" || key === "MP_PUBLIC_KEY") && /^TEST-/i.test(value))
    return "is a Mercado Pago test credential (TEST-…); live mode needs the production one (APP_USR-…)";
  if ((key === "SESSION_SECRET" || key === "METRICS_TOKEN") && (new Set(value).size < 10 || /change.?me/i.test(value)))
    return "looks like a placeholder (fewer than 10 different characters, or 'change me'); use a random value";
  return undefined;
}

/**
 * What APP_MODE=live refuses (decision 034), in the order the message lists it: each variable
 * whose provider is a sandbox, whose secret is missing, public or a placeholder, or that would show
 * demo content. One entry per variable. Storage `local` is allowed (a real disk, not a sandbox).
 */
function liveModeProblems(c: Record<string, unknown>): [variable: string, problem: string][] {
  const problems: [string, string][] = [];
  const provider = (key: string, wanted: string, because: string) => {
    if (c[key] !== wanted) problems.push([key, `is '${String(c[key])}'${because}; live mode needs '${wanted}'`]);
  };
  const secrets = (...keys: string[]) => {
    for (const key of keys) {
      const problem = secretProblem(key, c[key]);
      if (problem) problems.push([key, problem]);
    }
  };
  provider("PAYMENT_PROVIDER", "mercadopago", ", which approves any payment");
  secrets("MP_ACCESS_TOKEN", "MP_PUBLIC_KEY", "MP_WEBHOOK_SECRET");
  secrets("RECAPTCHA_SITE_KEY", "RECAPTCHA_SECRET");
  provider("MUSIC_PROVIDER", "spotify", ", a fixed demo catalogue");
  secrets("SPOTIFY_CLIENT_ID", "SPOTIFY_CLIENT_SECRET");
  if (typeof c.MAIL_TRANSPORT !== "string" || !/^smtps?:\/\//.test(c.MAIL_TRANSPORT))
    problems.push([
      "MAIL_TRANSPORT",
      `is '${String(c.MAIL_TRANSPORT)}' (messages only written to DATA_DIR/outbox); live mode needs an smtp:// or smtps:// URL`,
    ]);
  provider("GEOCODER", "nominatim", ", a table of state capitals");
  provider("LLM_PROVIDER", "openai", ", the demo's template writer");
  secrets("OPENAI_API_KEY", "SESSION_SECRET", "METRICS_TOKEN");
  if (typeof c.PUBLIC_URL !== "string" || c.PUBLIC_URL === "")
    problems.push(["PUBLIC_URL", "is required in live mode (links in e-mails, sitemaps and plaques)"]);
  else if (!c.PUBLIC_URL.startsWith("https://")) problems.push(["PUBLIC_URL", "must be an https:// URL in live mode"]);
  if (c.DEMO_DATA !== false)
    problems.push([
      "DEMO_DATA",
      "must be false in live mode (the demo content has accounts whose passwords are public)",
    ]);
  return problems;
}

const schema = z
  .object({
    NODE_ENV: z.preprocess(empty, z.enum(["development", "production", "test"]).default("development")),
    /**
     * What this deployment is (decision 034): `demo` (the default) may run sandboxes and says so
     * on every page and e-mail; `live` starts only with real providers and real secrets.
     */
    APP_MODE: z.preprocess(
      (v) => empty(v) ?? "demo",
      z.enum(["demo", "live"], { message: "must be 'demo' or 'live'" }),
    ),
    PORT: z.preprocess(
      (v) => empty(v) ?? "3000",
      z.coerce
        .number({ message: "must be a number" })
        .int("must be a whole number")
        .min(1, "must be a port from 1 to 65535")
        .max(65535, "must be a port from 1 to 65535"),
    ),
    DATA_DIR: z.preprocess((v) => empty(v) ?? "./data", z.string()),
    DATABASE_URL: z.preprocess(
      empty,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
        .optional(),
    ),
    PUBLIC_URL: optionalUrl("must be a URL such as https://memorial.example"),
    TRUST_PROXY: trustProxy,
    SESSION_SECRET: z.preprocess(empty, z.string().min(32, "must be at least 32 characters").optional()),
    ADMIN_EMAIL: z.preprocess(empty, z.email({ message: "must be an e-mail address" }).optional()),
    ADMIN_PASSWORD: z.preprocess(empty, z.string().min(8, "must be at least 8 characters").optional()),
    DEMO_DATA: bool(true),
    MAIL_TRANSPORT: z.preprocess(
      (v) => empty(v) ?? "outbox",
      z.string().regex(/^(outbox|smtps?:\/\/.+)$/, "must be 'outbox' or an smtp:// URL"),
    ),
    MAIL_FROM: optionalString,
    PAYMENT_PROVIDER: z.preprocess(empty, z.enum(["sandbox", "mercadopago"]).default("sandbox")),
    MP_ACCESS_TOKEN: optionalString,
    MP_PUBLIC_KEY: optionalString,
    MP_WEBHOOK_SECRET: optionalString,
    /**
     * Money rules (decision 035): days after a payment's approval during which it can still be
     * charged back; a plan's voucher can be used, and a top-up turned into a gift voucher, only after.
     */
    CHARGEBACK_WINDOW_DAYS: z.preprocess(
      (v) => empty(v) ?? "120",
      z.coerce
        .number({ message: "must be a number" })
        .int("must be a whole number of days")
        .min(0, "must be from 0 to 540 days")
        .max(540, "must be from 0 to 540 days"),
    ),
    /** How far a payment webhook's signed timestamp may be from now, in seconds (decision 035). */
    WEBHOOK_TOLERANCE_SECONDS: z.preprocess(
      (v) => empty(v) ?? "300",
      z.coerce
        .number({ message: "must be a number" })
        .int("must be a whole number of seconds")
        .min(30, "must be from 30 to 3600 seconds")
        .max(3600, "must be from 30 to 3600 seconds"),
    ),
    MUSIC_PROVIDER: z.preprocess(empty, z.enum(["sandbox", "spotify"]).default("sandbox")),
    SPOTIFY_CLIENT_ID: optionalString,
    SPOTIFY_CLIENT_SECRET: optionalString,
    LLM_PROVIDER: z.preprocess(empty, z.enum(["template", "openai"]).default("template")),
    OPENAI_API_KEY: optionalString,
    OPENAI_BASE_URL: optionalUrl("must be a URL"),
    OPENAI_MODEL: optionalString,
    RECAPTCHA_SITE_KEY: optionalString,
    RECAPTCHA_SECRET: optionalString,
    GEOCODER: z.preprocess(empty, z.enum(["sandbox", "nominatim"]).default("sandbox")),
    STORAGE: z.preprocess(empty, z.enum(["local", "s3"]).default("local")),
    S3_ENDPOINT: optionalUrl("must be a URL"),
    S3_BUCKET: optionalString,
    S3_REGION: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    SITE_NAME: z.preprocess((v) => empty(v) ?? "Memorial", z.string()),
    COMPANY_NAME: z.preprocess((v) => empty(v) ?? "Memorial Serviços Digitais Ltda.", z.string()),
    COMPANY_CNPJ: z.preprocess(empty, z.string().refine(isValidCnpj, "must be a valid CNPJ").optional()),
    WHATSAPP_NUMBER: z.preprocess(
      (v) => (typeof v === "string" ? empty(v.replace(/\D/g, "")) : v),
      z
        .string()
        .regex(/^\d{12,13}$/, "must be a number with country and area code, e.g. 5511999999999")
        .optional(),
    ),
    CONTACT_EMAIL: z.preprocess(
      (v) => empty(v) ?? "contato@memorial.example",
      z.email({ message: "must be an e-mail address" }),
    ),
    INSTAGRAM_URL: optionalUrl("must be a URL"),
    /** Memorial update e-mails (decision 020): minutes without edits before contacts hear of them. */
    NOTIFY_QUIET_MINUTES: z.preprocess(
      (v) => empty(v) ?? "10",
      z.coerce.number({ message: "must be a number" }).min(0, "must be 0 or more").max(1440, "must be at most 1440"),
    ),
    /** How often each process looks for memorials to announce. */
    NOTIFY_INTERVAL_SECONDS: z.preprocess(
      (v) => empty(v) ?? "60",
      z.coerce.number({ message: "must be a number" }).min(1, "must be at least 1").max(3600, "must be at most 3600"),
    ),
    /** Followers' occasion e-mails (decision 055) leave from this hour of the day in America/Sao_Paulo. */
    FOLLOWER_MAIL_FROM_HOUR: z.preprocess(
      (v) => empty(v) ?? "8",
      z.coerce
        .number({ message: "must be a number" })
        .int("must be a whole number")
        .min(0, "must be 0 or more")
        .max(23, "must be at most 23"),
    ),
    LOG_LEVEL: z.preprocess(empty, z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional()),
    /** Connections each process keeps to PostgreSQL at most (besides its LISTEN connection). */
    DATABASE_POOL_MAX: z.preprocess(
      (v) => empty(v) ?? "10",
      z.coerce
        .number({ message: "must be a number" })
        .int("must be a whole number")
        .min(1, "must be at least 1")
        .max(200, "must be at most 200"),
    ),
    /**
     * Whether start-up applies pending migrations (the demo's default). With false, `npm run migrate`
     * is a deployment step of its own and start-up refuses an unmigrated database (decision 037).
     */
    MIGRATE_ON_START: bool(true),
    /** The bearer token Prometheus sends to /metrics; unset in demo mode: no /metrics (404). */
    METRICS_TOKEN: z.preprocess(empty, z.string().min(16, "must be at least 16 characters").optional()),
  })
  .superRefine((c, ctx) => {
    const need = (when: boolean, keys: (keyof typeof c)[], because: string) => {
      if (!when) return;
      for (const key of keys)
        if (!c[key]) ctx.addIssue({ code: "custom", path: [key], message: `is required when ${because}` });
    };
    need(Boolean(c.ADMIN_EMAIL) !== Boolean(c.ADMIN_PASSWORD), ["ADMIN_EMAIL", "ADMIN_PASSWORD"], "either is set");
    need(
      c.PAYMENT_PROVIDER === "mercadopago",
      ["MP_ACCESS_TOKEN", "MP_PUBLIC_KEY", "MP_WEBHOOK_SECRET"],
      "PAYMENT_PROVIDER=mercadopago",
    );
    need(c.MUSIC_PROVIDER === "spotify", ["SPOTIFY_CLIENT_ID", "SPOTIFY_CLIENT_SECRET"], "MUSIC_PROVIDER=spotify");
    need(c.LLM_PROVIDER === "openai", ["OPENAI_API_KEY"], "LLM_PROVIDER=openai");
    need(
      Boolean(c.RECAPTCHA_SITE_KEY) !== Boolean(c.RECAPTCHA_SECRET),
      ["RECAPTCHA_SITE_KEY", "RECAPTCHA_SECRET"],
      "either is set",
    );
    need(
      c.STORAGE === "s3",
      ["S3_ENDPOINT", "S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"],
      "STORAGE=s3",
    );
  })
  // Also when other variables are bad, so one message names everything to fix.
  .superRefine(
    (c, ctx) => {
      if (c.APP_MODE !== "live") return;
      for (const [key, message] of liveModeProblems(c))
        ctx.addIssue({ code: "custom", path: [key], message, params: { live: true } });
    },
    { when: (payload) => (payload.value as { APP_MODE?: unknown } | undefined)?.APP_MODE === "live" },
  );

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  // One line per variable: its first problem (a bad value before what live mode would add).
  const first = new Map<string, string>();
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    if (!first.has(key)) first.set(key, issue.message);
  }
  const lines = Array.from(first, ([key, message]) => `  ${key}: ${message}`);
  const live = result.error.issues.some((issue) => (issue as { params?: { live?: boolean } }).params?.live);
  if (live)
    lines.push(
      "APP_MODE=live starts only with real providers and real secrets: set the variables above, " +
        "or APP_MODE=demo for a demonstration on the sandboxes (see docs/operations.md).",
    );
  throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}

let current: Config | undefined;

/** The configuration, read and validated once per process. */
export function config(): Config {
  current ??= parseConfig(process.env);
  return current;
}

/**
 * Whether a sandbox may answer in this process: only in demo mode. Sandbox routes check it besides
 * their provider, so they do not exist in live mode whatever the provider object is.
 */
export function sandboxesAllowed(c: Pick<Config, "APP_MODE"> = config()): boolean {
  return c.APP_MODE === "demo";
}

/** For tests: replace the configuration seen by the whole process. */
export function setConfig(next: Config): void {
  current = next;
}

/**
 * The channels a demo install shows as marked examples: with DEMO_DATA=true, each of WhatsApp and
 * Instagram that is not configured; with DEMO_DATA=false, none (a real site shows only real ones).
 */
export function exampleChannels(c: Pick<Config, "DEMO_DATA" | "WHATSAPP_NUMBER" | "INSTAGRAM_URL">): ContactChannel[] {
  if (!c.DEMO_DATA) return [];
  const missing: ContactChannel[] = [];
  if (!c.WHATSAPP_NUMBER) missing.push("whatsapp");
  if (!c.INSTAGRAM_URL) missing.push("instagram");
  return missing;
}
