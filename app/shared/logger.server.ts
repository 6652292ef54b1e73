import pino, { type Logger } from "pino";
import { config } from "./config.server";

let current: Logger | undefined;

/** JSON logs in production, pretty in development, quiet in tests unless LOG_LEVEL says otherwise. */
export function logger(): Logger {
  if (!current) {
    const c = config();
    const level = c.LOG_LEVEL ?? (c.NODE_ENV === "test" ? "silent" : "info");
    current =
      c.NODE_ENV === "development"
        ? pino({ level, transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss" } } })
        : pino({ level });
  }
  return current;
}
