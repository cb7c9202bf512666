import { EventEmitter } from 'node:events';
import http from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listening } from './server-testing.mjs';
import { serveGracefully, superviseWorkers } from './workers.mjs';

/** A stand-in for node:cluster: workers are event emitters the test makes exit. */
function fakeCluster() {
  const cluster = new EventEmitter();
  cluster.workers = {};
  cluster.forked = [];
  let nextId = 1;
  cluster.fork = (env) => {
    const worker = new EventEmitter();
    Object.assign(worker, {
      id: nextId,
      env,
      dead: false,
      signals: [],
      process: { pid: 1000 + nextId, kill: (signal) => worker.signals.push(signal) },
      isDead: () => worker.dead,
      kill: vi.fn(),
      exit(code = 0, signal = null) {
        worker.dead = true;
        delete cluster.workers[worker.id];
        worker.emit('exit', code, signal);
        cluster.emit('exit', worker, code, signal);
      },
    });
    nextId += 1;
    cluster.workers[worker.id] = worker;
    cluster.forked.push(worker);
    return worker;
  };
  return cluster;
}

describe('worker supervision', () => {
  afterEach(() => vi.useRealTimers());

  it('forks the number of workers asked for, each with the environment given', () => {
    const cluster = fakeCluster();
    superviseWorkers({ cluster, count: 3, env: { CMS_URL: 'http://cms' } });
    expect(cluster.forked.map((worker) => worker.env)).toEqual(Array(3).fill({ CMS_URL: 'http://cms' }));
  });

  it('replaces a worker that dies, pausing longer while workers keep dying young', async () => {
    vi.useFakeTimers();
    const cluster = fakeCluster();
    const log = vi.fn();
    superviseWorkers({ cluster, count: 2, restartDelayMs: 100, log });

    cluster.forked[0].exit(1);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('another starts in 200 ms'));
    await vi.advanceTimersByTimeAsync(199);
    expect(cluster.forked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(cluster.forked).toHaveLength(3);

    cluster.forked[2].exit(null, 'SIGKILL');
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining('another starts in 400 ms'));
    await vi.advanceTimersByTimeAsync(400);
    expect(Object.keys(cluster.workers)).toHaveLength(2);
  });

  it('on stop, asks every worker to finish and waits for them, replacing none', async () => {
    const cluster = fakeCluster();
    const workers = superviseWorkers({ cluster, count: 2, restartDelayMs: 1 });
    const stopped = workers.stop();
    expect(cluster.forked.map((worker) => worker.signals)).toEqual([['SIGTERM'], ['SIGTERM']]);
    cluster.forked.forEach((worker) => worker.exit(0));
    await stopped;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(cluster.forked).toHaveLength(2);
  });

  it('kills the workers still there when the stop times out', async () => {
    const cluster = fakeCluster();
    const workers = superviseWorkers({ cluster, count: 1 });
    const [worker] = cluster.forked;
    worker.kill.mockImplementation(() => worker.exit(null, 'SIGKILL'));
    await workers.stop({ timeoutMs: 10 });
    expect(worker.kill).toHaveBeenCalledWith('SIGKILL');
  });
});

describe('graceful stop of a worker', () => {
  const events = ['SIGTERM', 'SIGINT'];
  let before;
  beforeEach(() => {
    before = Object.fromEntries(events.map((event) => [event, process.listeners(event)]));
  });
  afterEach(() => {
    for (const event of events) {
      for (const listener of process.listeners(event)) {
        if (!before[event].includes(listener)) process.off(event, listener);
      }
    }
  });

  it('stops on SIGTERM: no new connection, the request under way finishes, then exit 0', async () => {
    let release;
    const held = new Promise((resolve) => (release = resolve));
    const { server, url } = await listening(async (_req, res) => {
      await held;
      res.end('fini');
    });
    const exit = vi.fn();
    await serveGracefully(async () => server, { exit, drainMs: 5000 });
    const underWay = fetch(`${url}/`).then((response) => response.text());
    await new Promise((resolve) => setTimeout(resolve, 50));

    process.emit('SIGTERM', 'SIGTERM');
    await expect(fetch(`${url}/`)).rejects.toThrow();
    expect(exit).not.toHaveBeenCalled();
    release();
    expect(await underWay).toBe('fini');
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0), { timeout: 2000 });
  });

  it('answers "Connection: close" while draining, so no kept-alive request is reset', async () => {
    let stopped = false;
    let answered = 0;
    /** The Connection header of each answer finished after the stop. */
    const drainAnswers = [];
    const { server, url } = await listening((_req, res) => {
      res.once('finish', () => (stopped ? drainAnswers.push(res.getHeader('connection')) : (answered += 1)));
      setTimeout(() => res.end('ok'), 20);
    });
    const exit = vi.fn();
    await serveGracefully(async () => server, { exit, drainMs: 5000 });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const failures = [];
    const get = () =>
      new Promise((resolve) => {
        http
          .get(`${url}/`, { agent }, (response) => {
            response.resume();
            response.on('end', () => resolve(true));
          })
          .on('error', (error) => {
            failures.push(error.code);
            resolve(false);
          });
      });
    // eight clients sending one request after another on kept-alive connections
    const clients = Array.from({ length: 8 }, async () => {
      while (await get());
    });
    await vi.waitFor(() => expect(answered).toBeGreaterThan(30));
    stopped = true;
    process.emit('SIGTERM', 'SIGTERM');
    await Promise.all(clients);
    agent.destroy();
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0), { timeout: 2000 });
    expect(drainAnswers.length).toBeGreaterThan(0);
    expect(new Set(drainAnswers)).toEqual(new Set(['close']));
    // each client ends on a refused new connection, never on a reset of a kept-alive one
    expect(failures).toEqual(Array(8).fill('ECONNREFUSED'));
  });

  it('exits at once when told to stop while still starting', async () => {
    const exit = vi.fn();
    let listen;
    const started = serveGracefully(() => new Promise((resolve) => (listen = resolve)), { exit });
    process.emit('SIGTERM', 'SIGTERM');
    expect(exit).toHaveBeenCalledWith(0);
    const { server, close } = await listening(() => {});
    listen(server);
    await started;
    await close();
  });
});
