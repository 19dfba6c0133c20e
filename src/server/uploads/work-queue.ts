/** The queue is full: the caller should answer "busy, try again shortly". */
export class QueueFullError extends Error {
  constructor() {
    super('Too much work is waiting');
    this.name = 'QueueFullError';
  }
}

/**
 * Runs at most `concurrency` jobs at once, keeps at most `maxWaiting` more in line, and refuses
 * the rest at once (QueueFullError): heavy work such as decoding photos cannot take every core
 * and all the memory, whatever arrives together.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  readonly concurrency: number;
  readonly maxWaiting: number;

  constructor(concurrency: number, maxWaiting: number) {
    this.concurrency = concurrency;
    this.maxWaiting = maxWaiting;
  }

  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next job in line; otherwise it is freed.
      if (next) next();
      else this.running--;
    }
  }
}
