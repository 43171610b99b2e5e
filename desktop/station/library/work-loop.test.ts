import { describe, expect, it } from 'vitest';
import { WorkLoop } from './work-loop';

/** A loop over a list of work: each round takes one item, if any. */
function loopOver(work: string[]) {
  const done: string[] = [];
  const errors: unknown[] = [];
  const loop = new WorkLoop(
    async () => {
      const item = work.shift();
      if (item === 'boom') throw new Error('boom');
      if (item !== undefined) done.push(item);
      return item !== undefined;
    },
    (error) => errors.push(error),
  );
  return { loop, done, errors };
}

describe('WorkLoop', () => {
  it('runs nothing before start, then every round until one finds nothing, and is idle', async () => {
    const work = ['a', 'b'];
    const { loop, done } = loopOver(work);
    loop.nudge();
    await loop.idle();
    expect(done).toEqual([]);
    loop.start();
    await loop.idle();
    expect(done).toEqual(['a', 'b']);
  });

  it('sleeps until nudged: new work is done after a nudge, not before', async () => {
    const work = ['a'];
    const { loop, done } = loopOver(work);
    loop.start();
    await loop.idle();
    work.push('b');
    expect(done).toEqual(['a']);
    loop.nudge();
    await loop.idle();
    expect(done).toEqual(['a', 'b']);
    await loop.close();
  });

  it('close ends the loop: it stays closed, and nudges start nothing', async () => {
    const work = ['a'];
    const { loop, done } = loopOver(work);
    loop.start();
    await loop.idle();
    await loop.close();
    expect(loop.closed).toBe(true);
    work.push('b');
    loop.nudge();
    await loop.idle();
    expect(done).toEqual(['a']);
  });

  it('a round that throws ends the loop through onError, and releases those waiting for idle', async () => {
    const { loop, done, errors } = loopOver(['a', 'boom', 'c']);
    loop.start();
    await loop.idle();
    expect(done).toEqual(['a']);
    expect(errors).toEqual([new Error('boom')]);
  });
});
