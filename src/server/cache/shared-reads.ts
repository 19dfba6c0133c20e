/**
 * One read for everyone who asks the same question at the same moment, without ever answering
 * from a read that began before the question was asked (decision 038).
 *
 * A caller who finds no read of its key under way starts one. A caller who finds one under way
 * does not join it: that read may have taken its snapshot before a write the caller already
 * knows of (the caller's own booking, say). It waits instead for the next read of the key, which
 * begins as soon as the current one ends and is shared by everyone who arrived meanwhile. So each
 * answer comes from a read begun after its caller asked, and sees every write committed before,
 * while a burst of identical questions costs two reads at a time at most, not one per caller.
 *
 * Nothing is kept: once a read has answered its callers, it is gone.
 */
export class SharedReads<T> {
  /** The read of each key that has not begun yet: whoever asks now shares it. */
  readonly #queued = new Map<string, Promise<T>>();
  /** The read of each key under way: nobody joins it any more. */
  readonly #running = new Map<string, Promise<T>>();

  /** Keys with a read under way or waiting to begin (for tests). */
  get active(): number {
    return new Set([...this.#queued.keys(), ...this.#running.keys()]).size;
  }

  /** `run`'s result for `key`, from a read begun after this call (see above). */
  read(key: string, run: () => Promise<T>): Promise<T> {
    const queued = this.#queued.get(key);
    if (queued) return queued;
    const before = this.#running.get(key);
    const read: Promise<T> = (before ? before.then(settled, settled) : Promise.resolve())
      // Begins in the event loop's next turn, after every request already received has been
      // read: a database that answers within the call (the embedded one) would otherwise have
      // answered each of them alone.
      .then(nextTurn)
      .then(() => {
        this.#queued.delete(key);
        this.#running.set(key, read);
        return run();
      });
    this.#queued.set(key, read);
    const done = () => {
      if (this.#running.get(key) === read) this.#running.delete(key);
    };
    read.then(done, done);
    return read;
  }
}

function settled() {}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
