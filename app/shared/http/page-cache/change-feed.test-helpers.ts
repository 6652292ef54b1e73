import type { VersionBook } from "./version-book";

/** Until `check` holds, polled every 10 ms for at most 5 s (announcements arrive asynchronously). */
export async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never: ${what}`);
}

/**
 * Until every announcement committed before now has been heard by `book`: announcements arrive in
 * commit order, so a heartbeat sent after now is heard after them. One heartbeat is in flight at a
 * time, so the second one heard from now on was sent after now.
 */
export async function settled(book: VersionBook): Promise<void> {
  const lastBeat = () => (book as unknown as { lastBeat: number }).lastBeat;
  for (let heard = 0; heard < 2; heard++) {
    const before = lastBeat();
    await until(() => lastBeat() !== before, "a heartbeat heard");
  }
}
