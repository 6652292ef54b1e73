import pino, { type Logger, type LoggerOptions } from "pino";
import { REDACTED, REDACTED_PATHS, redactUrl } from "./http/log-redaction";
import { config } from "./config.server";
import { currentRequestId } from "./http/request-scope.server";

let current: Logger | undefined;

/**
 * Options every logger of the app shares: header secrets censored wherever they appear, and a
 * `url` field (error logs name the address that failed) logged with its tokens redacted.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    // Every line written while a request is handled names it, whichever module writes it.
    mixin: () => {
      const reqId = currentRequestId();
      return reqId ? { reqId } : {};
    },
    formatters: {
      log: (object) => (typeof object.url === "string" ? { ...object, url: redactUrl(object.url) } : object),
    },
  };
}

/**
 * Standard output written in batches of 4 KB, flushed at least every second and synchronously when
 * the process exits: one write per line made logging a tenth of a cached page's cost
 * (docs/decisions/029). Lines of the last second are lost only if the process is killed outright.
 */
function bufferedStdout() {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // Closed at exit (flushed synchronously then) or not ready yet: the next tick will do.
    }
  }, 1000).unref();
  return destination;
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
        : c.NODE_ENV === "production"
          ? pino(loggerOptions(level), bufferedStdout())
          : pino(loggerOptions(level));
  }
  return current;
}
