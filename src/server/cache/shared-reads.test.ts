import { describe, expect, it } from 'vitest';
import { SharedReads } from './shared-reads.ts';

/** A stand-in for the database: reads take the version current when they begin, and finish when told. */
function store() {
  let version = 0;
  const pending: (() => void)[] = [];
  let reads = 0;
  return {
    write: () => version++,
    get reads() {
      return reads;
    },
    read: () => {
      reads++;
      const seen = version;
      return new Promise<number>((resolve) => pending.push(() => resolve(seen)));
    },
    /** Finishes the reads under way, then lets the next ones begin. */
    async finish() {
      for (const resolve of pending.splice(0)) resolve();
      await turns();
    },
  };
}

/** Lets the event loop go round: reads begin in the turn after they were asked for. */
async function turns() {
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
}

describe('SharedReads', () => {
  it('answers a burst of the same question with one read, and nobody from a read begun before they asked', async () => {
    const db = store();
    const shared = new SharedReads<number>();
    const first = shared.read('stay', db.read);
    const alongside = shared.read('stay', db.read);
    await turns();
    // A booking lands while the first read is under way; whoever asks after it must see it.
    db.write();
    const later = Array.from({ length: 20 }, () => shared.read('stay', db.read));
    await db.finish();
    expect([await first, await alongside]).toEqual([0, 0]);
    expect(db.reads).toBe(2);
    await db.finish();
    expect(await Promise.all(later)).toEqual(Array(20).fill(1));
    expect(db.reads).toBe(2);
    expect(shared.active).toBe(0);
  });

  it('reads different questions separately, side by side', async () => {
    const db = store();
    const shared = new SharedReads<number>();
    const a = shared.read('a', db.read);
    const b = shared.read('b', db.read);
    await turns();
    expect(db.reads).toBe(2);
    expect(shared.active).toBe(2);
    await db.finish();
    expect([await a, await b]).toEqual([0, 0]);
  });

  it('gives a failure to those who shared the read, and the next question reads afresh', async () => {
    const shared = new SharedReads<number>();
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(new Error('database down'));
    };
    const both = [shared.read('k', failing), shared.read('k', failing), shared.read('k', failing)];
    const results = await Promise.allSettled(both);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    // Asked in the same turn: one read, and its failure is each one's.
    expect(calls).toBe(1);
    expect(await shared.read('k', async () => 7)).toBe(7);
    expect(shared.active).toBe(0);
  });

  it('shares a read that answers at once (the embedded database) among those asking in the same turn', async () => {
    const shared = new SharedReads<number>();
    let calls = 0;
    const instant = async () => ++calls;
    const first = await Promise.all(Array.from({ length: 10 }, () => shared.read('k', instant)));
    expect(first).toEqual(Array(10).fill(1));
    expect(await shared.read('k', instant)).toBe(2);
  });

  it('turns a read that throws before its promise into a failure, not a throw', async () => {
    const shared = new SharedReads<number>();
    await expect(
      shared.read('k', () => {
        throw new Error('bad');
      }),
    ).rejects.toThrow('bad');
  });
});
