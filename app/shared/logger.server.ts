import pino, { type Logger, type LoggerOptions } from "pino";
import { REDACTED, REDACTED_PATHS, redactUrl } from "./http/log-redaction";
import { config } from "./config.server";

let current: Logger | undefined;

/**
 * Options every logger of the app shares: header secrets censored wherever they appear, and a
 * `url` field (error logs name the address that failed) logged with its tokens redacted.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    formatters: {
      log: (object) => (typeof object.url === "string" ? { ...object, url: redactUrl(object.url) } : object),
    },
  };
}

/** JSON logs in production, pretty in development, quiet in tests unless LOG_LEVEL says otherwise. */
export function logger(): Logger {
  if (!current) {
    const c = config();
    const level = c.LOG_LEVEL ?? (c.NODE_ENV === "test" ? "silent" : "info");
    current =
      c.NODE_ENV === "development"
        ? pino({
            ...loggerOptions(level),
            transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss" } },
          })
        : pino(loggerOptions(level));
  }
  return current;
}
