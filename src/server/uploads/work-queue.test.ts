import { describe, expect, it } from 'vitest';
import { QueueFullError, WorkQueue } from './work-queue.ts';

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('WorkQueue', () => {
  it('runs at most `concurrency` jobs at once, the rest in order', async () => {
    const queue = new WorkQueue(2, 10);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    let active = 0;
    let most = 0;
    const order: number[] = [];
    const runs = gates.map((gate, index) =>
      queue.run(async () => {
        active++;
        most = Math.max(most, active);
        order.push(index);
        await gate.promise;
        active--;
        return index;
      }),
    );
    await Promise.resolve();
    expect(queue.size).toEqual({ running: 2, waiting: 2 });
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3]);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses work beyond its line at once, and recovers', async () => {
    const queue = new WorkQueue(1, 1);
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const second = queue.run(async () => 'second');
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(QueueFullError);
    gate.resolve();
    await first;
    expect(await second).toBe('second');
    expect(await queue.run(async () => 'later')).toBe('later');
  });

  it('frees its slot when a job fails', async () => {
    const queue = new WorkQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'ok')).toBe('ok');
  });
});
