#!/usr/bin/env node
'use strict';

// A throw-away PostgreSQL server and Redis for the tests, started from Debian's packages
// (`apt-get install postgresql redis-server`; neither needs to run as a service).
//   node test/helpers/throwaway-services.js <command…>  runs the command with CMS_TEST_POSTGRES_URL
//   (the server's maintenance database: each test file creates its own database from it) and
//   REDIS_URL set, then stops both and removes their files.

const { execFileSync, spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { freePort } = require('./free-port');

const postgresBinDir = () => {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  if (versions.length === 0) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
  return path.join(root, versions[versions.length - 1], 'bin');
};

const isRoot = () => process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root its tools run as the `postgres` system user. */
const runPostgresTool = (bin, args) => {
  const [command, commandArgs] = isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  execFileSync(command, commandArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
};

const waitForRedis = async (port) => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const ready = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Redis did not start on port ${port}`);
};

const startPostgres = async (dir) => {
  const bin = postgresBinDir();
  const pgDir = path.join(dir, 'pg');
  fs.mkdirSync(pgDir);
  if (isRoot()) execFileSync('chown', ['postgres:', pgDir]);
  const port = await freePort();
  const dataDir = path.join(pgDir, 'data');
  runPostgresTool(path.join(bin, 'initdb'), [
    ...['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'],
  ]);
  // Durability is not needed for a test database; C.UTF-8 sorts names as SQLite does.
  const serverOptions = [
    `-p ${port} -k ${pgDir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    '-c fsync=off -c synchronous_commit=off -c full_page_writes=off',
  ].join(' ');
  const start = () =>
    runPostgresTool(path.join(bin, 'pg_ctl'), [
      ...[
        '-D',
        dataDir,
        '-l',
        path.join(pgDir, 'server.log'),
        '-w',
        '-t',
        '30',
        '-o',
        serverOptions,
        'start',
      ],
    ]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => runPostgresTool(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']),
    start,
    /** Stops (SIGSTOP) or resumes (SIGCONT) the server and every backend it started: a server that hangs. */
    signal: (name) => {
      const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      const children = fs
        .readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8')
        .split(' ')
        .filter(Boolean)
        .map(Number);
      for (const pid of [postmaster, ...children]) process.kill(pid, name);
    },
  };
};

const startRedis = async (dir) => {
  const redisDir = path.join(dir, 'redis');
  fs.mkdirSync(redisDir);
  const port = await freePort();
  const pidFile = path.join(redisDir, 'redis.pid');
  const start = async () => {
    execFileSync('redis-server', [
      ...['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      ...['--daemonize', 'yes', '--pidfile', pidFile, '--dir', redisDir],
      ...['--logfile', path.join(redisDir, 'redis.log')],
    ]);
    await waitForRedis(port);
  };
  await start();
  const signal = (name) => {
    try {
      process.kill(Number(fs.readFileSync(pidFile, 'utf8')), name);
    } catch {
      // Already gone.
    }
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => signal('SIGTERM'),
    /** The fault tests' handles: pause (SIGSTOP) and resume a running Redis, start a stopped one. */
    pause: () => signal('SIGSTOP'),
    resume: () => signal('SIGCONT'),
    start,
  };
};

/**
 * Starts both; answers {postgresUrl, redisUrl, stop(), postgres, redis} (postgres: stop(), start(), signal();
 * redis: stop(), start(), pause(), resume(), for the tests that take them down).
 */
const startServices = async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chargemaroc-services-'));
  fs.chmodSync(dir, 0o755);
  const stops = [];
  const stop = () => {
    for (const stopOne of stops.reverse()) {
      try {
        stopOne();
      } catch (error) {
        console.error(`stopping a throw-away service: ${error.message}`);
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const postgres = await startPostgres(dir);
    stops.push(postgres.stop);
    const redis = await startRedis(dir);
    stops.push(redis.stop);
    return { postgresUrl: postgres.url, redisUrl: redis.url, stop, postgres, redis };
  } catch (error) {
    stop();
    throw error;
  }
};

const runWithServices = async (command, args) => {
  const services = await startServices();
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, CMS_TEST_POSTGRES_URL: services.postgresUrl, REDIS_URL: services.redisUrl },
  });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const code = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
  services.stop();
  process.exit(code);
};

if (require.main === module) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: throwaway-services.js <command> [args…]');
    process.exit(2);
  }
  runWithServices(command, args).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

module.exports = { startServices };
