import { once } from 'node:events';
import net from 'node:net';

/**
 * The primary's side of the origin's worker processes: forks `count` workers (each receives `env`),
 * replaces a worker that dies — after a pause growing from `restartDelayMs` while workers keep dying
 * young, so a worker that cannot start does not spin the CPU — and stops them all on request.
 * @param {{
 *   cluster: import('node:cluster').Cluster,
 *   count: number,
 *   env?: Record<string, string>,
 *   restartDelayMs?: number,
 *   log?: (message: string) => void,
 * }} options
 */
export function superviseWorkers({ cluster, count, env = {}, restartDelayMs = 500, log = console.error }) {
  let stopping = false;
  let delayMs = restartDelayMs;
  const startedAt = new Map();

  const fork = () => {
    const worker = cluster.fork(env);
    startedAt.set(worker.id, Date.now());
  };

  cluster.on('exit', (worker, code, signal) => {
    const livedMs = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) return;
    delayMs = livedMs < 10_000 ? Math.min(delayMs * 2, 30_000) : restartDelayMs;
    log(
      `Worker ${worker.process.pid} stopped (${signal ?? `code ${code}`}); another starts in ${delayMs} ms.`,
    );
    setTimeout(() => stopping || fork(), delayMs).unref();
  });

  for (let index = 0; index < count; index += 1) fork();

  return {
    /**
     * Asks every worker to finish its requests and exit; those still there after `timeoutMs` are killed.
     */
    async stop({ timeoutMs = 15_000 } = {}) {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker && !worker.isDead());
      const exits = workers.map((worker) => once(worker, 'exit'));
      // a signal rather than a message: a worker still loading its code stops at once (it served nothing)
      for (const worker of workers) worker.process.kill('SIGTERM');
      const timer = setTimeout(
        () => workers.forEach((worker) => worker.isDead() || worker.kill('SIGKILL')),
        timeoutMs,
      );
      await Promise.all(exits);
      clearTimeout(timer);
    },
  };
}

/**
 * A worker's side: serves what `listen()` resolves to. On SIGTERM (from the primary) or SIGINT (from
 * the terminal) it stops accepting connections, lets the requests under way finish (at most `drainMs`) and
 * exits 0 — at once if it was still starting (warming up) and served nothing yet.
 *
 * A kept-alive connection closed while its client sends a request on it is a reset for that request.
 * So while draining every answer says `Connection: close` (the client sends nothing more on it), and
 * a connection idle at the stop is closed only after `idleGraceMs`: a request already on its way
 * arrives meanwhile and is answered, with `Connection: close`.
 * @param {() => Promise<import('node:http').Server>} listen
 * @param {{ drainMs?: number, idleGraceMs?: number, exit?: (code: number) => void }} options
 * @returns {Promise<() => void>} stop
 */
export async function serveGracefully(
  listen,
  { drainMs = 10_000, idleGraceMs = 250, exit = process.exit } = {},
) {
  /** @type {import('node:http').Server | undefined} */
  let server;
  let stopping = false;
  /** Answers under way. */
  const underWay = new Set();
  const stop = () => {
    if (stopping) return;
    stopping = true;
    if (!server) return exit(0);
    for (const res of underWay) if (!res.headersSent) res.setHeader('Connection', 'close');
    let closeIdle;
    // net.Server's close: no new connection, and (unlike http.Server's) the idle ones are left open
    net.Server.prototype.close.call(server, () => {
      clearInterval(closeIdle);
      exit(0);
    });
    setTimeout(() => {
      server.closeIdleConnections();
      // a connection whose answer said keep-alive before the stop is closed once idle
      closeIdle = setInterval(() => server.closeIdleConnections(), 100);
      closeIdle.unref();
    }, idleGraceMs).unref();
    setTimeout(() => {
      server.closeAllConnections();
      exit(0);
    }, drainMs).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  server = await listen();
  // before the application's own listener: the header is set before anything is answered
  server.prependListener('request', (_req, res) => {
    if (stopping) return res.setHeader('Connection', 'close');
    underWay.add(res);
    res.once('close', () => underWay.delete(res));
  });
  return stop;
}
