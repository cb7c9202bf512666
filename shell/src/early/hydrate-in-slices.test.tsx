// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateInSlices } from './hydrate-in-slices';

const BUSY_MS = 8;

function keepMainThread(ms: number) {
  const start = performance.now();
  while (performance.now() - start < ms) {
    // busy
  }
}

/** A part that keeps the main thread longer than one of React's 5 ms slices. */
function Busy({ name, log }: { name: string; log: string[] }) {
  keepMainThread(BUSY_MS);
  log.push(name);
  return <p>{name}</p>;
}

function Page({ log }: { log: string[] }) {
  return (
    <>
      <Busy name="first" log={log} />
      <Busy name="second" log={log} />
    </>
  );
}

let container: HTMLElement;
afterEach(() => container.remove());

/** The page's renders, with a mark for each task the browser ran in between (a chain of tasks). */
async function hydrateAndWatch(hydrate: (page: ReactElement) => void): Promise<string[]> {
  const log: string[] = [];
  container = document.createElement('div');
  container.innerHTML = renderToString(<Page log={[]} />);
  document.body.append(container);
  const hydrated = new Promise<void>((resolve) => {
    const between = () => {
      if (log.includes('second')) return resolve();
      log.push('task');
      setTimeout(between, 0);
    };
    setTimeout(between, 0);
  });
  hydrate(<Page log={log} />);
  await hydrated;
  return log.filter((entry, index) => entry !== 'task' || log[index - 1] !== 'task');
}

describe('hydrating the served page in slices', () => {
  it('lets the browser run a task between two parts that each fill a slice', async () => {
    const log = await hydrateAndWatch((page) => hydrateInSlices(hydrateRoot, container, page));
    expect(log.slice(log.indexOf('first'))).toEqual(['first', 'task', 'second']);
    expect(container.textContent).toBe('firstsecond');
  });

  it('(what a plain hydrateRoot does: both parts in one task)', async () => {
    const log = await hydrateAndWatch((page) => hydrateRoot(container, page));
    expect(log.slice(log.indexOf('first'))).toEqual(['first', 'second']);
  });
});
