/**
 * The process's drain (decision 037): on SIGTERM the server stops accepting connections, answers
 * not ready, and everything that would hold the process open on its own (a live event stream)
 * lets go when told. Kept on globalThis: in development the application module is reloaded after
 * every edit, but the process, and its drain, is one.
 */
interface DrainState {
  draining: boolean;
  hooks: Set<() => void>;
}

const holder = globalThis as unknown as { __memorialDrain?: DrainState };
const state = (holder.__memorialDrain ??= { draining: false, hooks: new Set() });

/**
 * What a live event stream sends before it ends because the process drains: reconnect soon
 * (EventSource does by itself), and through the balancer another process will answer.
 */
export const DRAIN_RETRY_HINT = "retry: 1000\n: this server is shutting down; reconnect\n\n";

/** Whether this process is draining (then not ready, and new streams end at once). */
export function isDraining(): boolean {
  return state.draining;
}

/**
 * Calls `hook` once when the process starts draining (at once when it already is); returns what
 * unregisters it. A hook must not throw: it is a stream ending, not work that may fail.
 */
export function onDrain(hook: () => void): () => void {
  if (state.draining) {
    hook();
    return () => {};
  }
  state.hooks.add(hook);
  return () => state.hooks.delete(hook);
}

/** Starts draining: marks the process not ready and runs every hook once. */
export function beginDrain(): void {
  if (state.draining) return;
  state.draining = true;
  const hooks = [...state.hooks];
  state.hooks.clear();
  for (const hook of hooks) {
    try {
      hook();
    } catch {
      // A stream that cannot end cleanly is closed with its connection when the server closes.
    }
  }
}

/** For tests: a process that is not draining, with no hooks. */
export function resetDrain(): void {
  state.draining = false;
  state.hooks.clear();
}
