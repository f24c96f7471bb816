import { setTimeout as wait } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time';

describe('oneAtATime', () => {
  it('starts a task only once the one before has settled, failed or not, and gives each its own outcome', async () => {
    const serial = oneAtATime();
    const steps: string[] = [];
    const task =
      (name: string, ms: number, fail = false) =>
      async () => {
        steps.push(`${name} starts`);
        await wait(ms);
        steps.push(`${name} ends`);
        if (fail) throw new Error(name);
        return name;
      };
    const outcomes = await Promise.allSettled([
      serial(task('a', 30)),
      serial(task('b', 5, true)),
      serial(task('c', 1)),
    ]);
    expect(steps).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).message))).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});
