/** The encodings a finished page is kept in, best first. */
export const ENCODINGS = ["br", "gzip", "identity"] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** A finished page: its status, its headers and its body in every encoding, ready to send as is. */
export interface FinishedPage {
  status: number;
  headers: Record<string, string>;
  bodies: Record<Encoding, Buffer>;
}

interface Entry extends FinishedPage {
  version: string;
  storedAt: number;
  bytes: number;
}

export interface PageStoreOptions {
  /** The most the bodies (all encodings) and keys may take together, in bytes. */
  maxBytes: number;
  /** A copy older than this is never served. */
  maxAgeMs: number;
  now?: () => number;
}

/**
 * A least-recently-used store of finished pages. An entry is served only for the version it was
 * stored with and while it is younger than maxAgeMs; anything else is a miss and is dropped.
 */
export class PageStore {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageStoreOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }

  get(key: string, version: string): FinishedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version || this.now() - entry.storedAt >= this.options.maxAgeMs) {
      this.delete(key);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, version: string, page: FinishedPage): void {
    const bytes = ENCODINGS.reduce((sum, encoding) => sum + page.bodies[encoding].length, key.length * 2);
    this.delete(key);
    if (bytes > this.options.maxBytes) return;
    this.entries.set(key, { ...page, version, storedAt: this.now(), bytes });
    this.bytes += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.options.maxBytes) break;
      this.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
