/**
 * Reads versions, one read at a time per key. A caller that arrives while a read of its key is in
 * flight does not share that read (it may have started before a change the caller must see): it
 * waits for the next one, which starts once the current one ends and serves everyone who arrived
 * meanwhile. So an answer always reflects every commit made before its caller arrived, and a crowd
 * on one page costs about one query per round trip instead of one per request.
 */
export class VersionReader<T> {
  private readonly rounds = new Map<string, { next: Array<(result: Promise<T>) => void>; read: () => Promise<T> }>();

  read(key: string, read: () => Promise<T>): Promise<T> {
    const running = this.rounds.get(key);
    if (running) {
      running.read = read;
      return new Promise<T>((resolve) => running.next.push((result) => resolve(result)));
    }
    const round = { next: [] as Array<(result: Promise<T>) => void>, read };
    this.rounds.set(key, round);
    return this.run(key, round, read);
  }

  private run(
    key: string,
    round: { next: Array<(result: Promise<T>) => void>; read: () => Promise<T> },
    read: () => Promise<T>,
  ): Promise<T> {
    const result = Promise.resolve().then(read);
    const settle = () => {
      const waiting = round.next;
      if (waiting.length === 0) {
        this.rounds.delete(key);
        return;
      }
      round.next = [];
      const following = this.run(key, round, round.read);
      for (const resolve of waiting) resolve(following);
    };
    result.then(settle, settle);
    return result;
  }
}
