/** A rendered page kept for reuse: its body holds `nonce` wherever the CSP nonce was. */
export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: string;
  nonce: string;
}

interface Entry extends CachedPage {
  version: string;
  storedAt: number;
  bytes: number;
}

export interface RenderCacheOptions {
  /** The most the bodies may take together (UTF-16 estimate: 2 bytes a character). */
  maxBytes: number;
  /** A copy older than this is never served. */
  maxAgeMs: number;
  now?: () => number;
}

/**
 * A least-recently-used store of rendered pages. An entry is served only for the version it was
 * stored with and while it is younger than maxAgeMs; anything else is a miss and is dropped.
 */
export class RenderCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: RenderCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }

  get(key: string, version: string): CachedPage | undefined {
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

  set(key: string, version: string, page: CachedPage): void {
    const bytes = page.body.length * 2 + key.length * 2;
    this.delete(key);
    if (bytes > this.options.maxBytes) return;
    this.entries.set(key, { ...page, version, storedAt: this.now(), bytes });
    this.bytes += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.options.maxBytes) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
