import { describe, expect, it } from 'vitest';
import { createRenderGate } from './render-gate.mjs';

const deferred = () => {
  let resolve;
  const promise = new Promise((done) => (resolve = done));
  return { promise, resolve };
};

describe('the render gate', () => {
  it('runs renders of one set together and never two sets at once', async () => {
    const gate = createRenderGate();
    const events = [];
    const running = new Set();
    const overlaps = [];
    const work = (name, until) => async () => {
      const key = name[0];
      running.add(key);
      if (running.size > 1) overlaps.push([...running]);
      events.push(`start ${name}`);
      await until;
      events.push(`end ${name}`);
      running.delete(key);
    };
    const firstA = deferred();
    const secondA = deferred();
    const b = deferred();
    const renders = [
      gate.run('A', work('A1', firstA.promise)),
      gate.run('A', work('A2', secondA.promise)),
      gate.run('B', work('B', b.promise)),
      // a render of A arriving after B waits behind B: no set starves
      gate.run('A', work('A3', Promise.resolve())),
    ];
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events).toEqual(['start A1', 'start A2']);
    secondA.resolve();
    firstA.resolve();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events.slice(2)).toEqual(['end A2', 'end A1', 'start B']);
    b.resolve();
    await Promise.all(renders);
    expect(events.slice(5)).toEqual(['end B', 'start A3', 'end A3']);
    expect(overlaps).toEqual([]);
  });

  it('lets a failed render go without blocking the next set', async () => {
    const gate = createRenderGate();
    await expect(gate.run('A', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run('B', async () => 'ok')).resolves.toBe('ok');
  });
});
