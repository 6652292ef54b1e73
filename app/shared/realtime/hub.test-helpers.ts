import type { DatabaseHandle, ListenHooks } from "~/db/client.server";

/**
 * PGlite's in-process LISTEN is never lost, so this handle stands for a PostgreSQL one whose
 * LISTEN connection breaks: while it is "down" every NOTIFY is dropped, as PostgreSQL drops those
 * sent while nobody listens, and `restore()` is the reconnection.
 */
export function breakableListen(handle: DatabaseHandle) {
  let up = true;
  let hooks: ListenHooks = {};
  const wrapped: DatabaseHandle = {
    ...handle,
    listen: (channel, onPayload, given) => {
      hooks = given ?? {};
      return handle.listen(channel, (payload) => up && onPayload(payload));
    },
  };
  return {
    handle: wrapped,
    drop: () => {
      up = false;
      hooks.onLost?.(new Error("connection lost"));
    },
    restore: () => {
      up = true;
      hooks.onRestored?.();
    },
  };
}
