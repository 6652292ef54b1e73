/**
 * The versions of the cached pages this process knows to be current, so that a page-cache hit needs
 * no database read (decision 059). A version enters only from a read, and leaves when the database
 * announces that its page changed (`changed`, from a NOTIFY sent by the writing transaction's
 * triggers, delivered after its commit).
 *
 * Known versions are trusted only while the announcements are known to arrive: the process is
 * listening and hears its own heartbeat (a NOTIFY it sends every second; announcements arrive in
 * commit order, so hearing a heartbeat means every change committed before it was heard too). When
 * the connection is lost, or a heartbeat is late, every answer comes from a read again, and a lost
 * connection forgets everything (changes made meanwhile were not heard).
 *
 * A read that started before an announcement of its key is not remembered: it may predate the
 * change. Each key counts its announcements (its generation) and a read carries the count it saw.
 */
export interface VersionBookOptions {
  now?: () => number;
  /** How long after the last heartbeat heard the known versions are still trusted. */
  heartbeatTimeoutMs?: number;
  /** At most this many keys are remembered (and counted): past it, the book starts again. */
  maxKeys?: number;
}

/** What `remember` needs to know that nothing was announced since the read began. */
export interface ReadTicket {
  epoch: number;
  generation: number;
}

export class VersionBook {
  private readonly known = new Map<string, string>();
  private readonly generations = new Map<string, number>();
  private epoch = 0;
  private listening = false;
  private lastBeat = Number.NEGATIVE_INFINITY;
  private readonly now: () => number;
  private readonly timeout: number;
  private readonly maxKeys: number;

  constructor({ now = Date.now, heartbeatTimeoutMs = 3000, maxKeys = 50_000 }: VersionBookOptions = {}) {
    this.now = now;
    this.timeout = heartbeatTimeoutMs;
    this.maxKeys = maxKeys;
  }

  /** The key's version when it is known and announcements are arriving; else undefined (read it). */
  peek(key: string): string | undefined {
    return this.trusted() ? this.known.get(key) : undefined;
  }

  /** Taken before a read of `key`. */
  ticket(key: string): ReadTicket {
    return { epoch: this.epoch, generation: this.generations.get(key) ?? 0 };
  }

  /**
   * Keeps what a read returned, unless something about the key was announced (or the connection
   * was lost) since its ticket was taken. An unknown or private page (undefined) is never kept: its
   * creation is not announced.
   */
  remember(key: string, version: string | undefined, ticket: ReadTicket): void {
    if (version === undefined || !this.trusted()) return;
    if (ticket.epoch !== this.epoch || (this.generations.get(key) ?? 0) !== ticket.generation) return;
    if (!this.known.has(key) && this.known.size >= this.maxKeys) this.known.delete(this.known.keys().next().value!);
    this.known.set(key, version);
  }

  /** The database announced a change of `key`'s page. */
  changed(key: string): void {
    this.known.delete(key);
    if (!this.generations.has(key) && this.generations.size >= this.maxKeys) {
      this.restart();
      return;
    }
    this.generations.set(key, (this.generations.get(key) ?? 0) + 1);
  }

  /** Listening (again): nothing known from before can be trusted, since changes may have been missed. */
  listeningStarted(): void {
    this.restart();
    this.listening = true;
    this.lastBeat = this.now();
  }

  /** The listening connection broke: nothing is trusted until `listeningStarted`. */
  lost(): void {
    this.listening = false;
    this.restart();
  }

  /** This process heard its own heartbeat. */
  beat(): void {
    this.lastBeat = this.now();
  }

  /** Whether known versions are served without a read. */
  trusted(): boolean {
    return this.listening && this.now() - this.lastBeat <= this.timeout;
  }

  /** Forgets everything (tests). */
  clear(): void {
    this.restart();
  }

  private restart(): void {
    this.epoch += 1;
    this.known.clear();
    this.generations.clear();
  }
}
