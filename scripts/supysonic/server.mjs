// Starts a real Supysonic server (Subsonic API 1.10.2) on 127.0.0.1 with the
// generated music library from ./library.mjs, for tests and demos.
//
//   import { startSupysonic } from './scripts/supysonic/server.mjs';
//   const server = await startSupysonic();   // { url, port, user, password, stop, ... }
//   ...
//   await server.stop();
//
// CLI: node scripts/supysonic/server.mjs [--port 4040] [--user NAME] [--password PASS] [--library DIR]
//
// Node builtins only. Needs the Debian packages supysonic, python3-waitress and ffmpeg.

import { spawn } from 'node:child_process';
import { existsSync, closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { generateLibrary } from './library.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(HERE, '..', '..');

/** Default folder for the generated library (git-ignored `.cache/`). */
export const DEFAULT_LIBRARY_DIR = path.join(REPO_ROOT, '.cache', 'supysonic-library');

/** Subsonic API version Supysonic 0.7 implements. */
export const API_VERSION = '1.10.2';

const PYTHON = '/usr/bin/python3';
const SUPYSONIC_CLI = '/usr/bin/supysonic-cli';
const SUPYSONIC_SERVER = '/usr/bin/supysonic-server';
const SUPYSONIC_DAEMON = '/usr/bin/supysonic-daemon';
const WAITRESS_DIR = '/usr/lib/python3/dist-packages/waitress';
const APT_PACKAGES = ['supysonic', 'python3-waitress', 'ffmpeg'];
const INSTALL_COMMAND = `apt-get install -y --no-install-recommends ${APT_PACKAGES.join(' ')}`;

const READY_TIMEOUT_MS = 30_000;
const KILL_AFTER_MS = 5_000;

/**
 * @typedef {object} SupysonicServer
 * @property {string} url        Base URL without trailing slash, e.g. `http://127.0.0.1:40123`.
 * @property {number} port
 * @property {string} user       Admin user.
 * @property {string} password
 * @property {string} libraryDir Folder that was scanned.
 * @property {string} tmpDir     Temporary folder with conf, db, cache, socket and logs (removed by stop()).
 * @property {number} pid        The web server's process (a test pauses it with SIGSTOP: a server that never answers).
 * @property {() => Promise<void>} stop  Stops daemon and server and removes tmpDir; idempotent.
 */

/**
 * @typedef {object} StartOptions
 * @property {number} [port]       TCP port on 127.0.0.1; 0 (default) picks a free one.
 * @property {string} [user]       Admin user to create (default `tonearm`).
 * @property {string} [password]   Its password (default `tonearm-pass`).
 * @property {string} [libraryDir] Where to generate the library (default `<repo>/.cache/supysonic-library`).
 */

/**
 * Makes sure Supysonic, waitress and ffmpeg are installed. When something is
 * missing and we run as root, installs them with apt-get (running
 * `apt-get update` only if the first install attempt fails); otherwise throws
 * an error naming the command to run.
 * @returns {Promise<void>}
 */
export async function ensureSupysonic() {
  const missing = () =>
    [SUPYSONIC_SERVER, SUPYSONIC_CLI, SUPYSONIC_DAEMON, WAITRESS_DIR, '/usr/bin/ffmpeg', PYTHON].filter(
      (p) => !existsSync(p),
    );
  if (missing().length === 0) return;

  if (process.getuid?.() !== 0) {
    throw new Error(
      `Supysonic is not installed (missing ${missing().join(', ')}). Install it with:\n  sudo ${INSTALL_COMMAND}`,
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Wait for a concurrent apt/dpkg run instead of failing on its lock.
  const lock = ['-o', 'DPkg::Lock::Timeout=600'];
  const install = ['install', '-y', '--no-install-recommends', ...lock, ...APT_PACKAGES];
  try {
    await run('apt-get', install, { env });
  } catch {
    await run('apt-get', ['update', ...lock], { env });
    await run('apt-get', install, { env });
  }
  if (missing().length > 0) {
    throw new Error(`apt-get finished but ${missing().join(', ')} is still missing`);
  }
}

/**
 * Finds a free TCP port on 127.0.0.1 (listen on 0, read it, close).
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Children alive in this process, killed on process exit. @type {Set<import('node:child_process').ChildProcess>} */
const liveChildren = new Set();
/** Temp folders to remove on process exit. @type {Set<string>} */
const liveTmpDirs = new Set();
let exitHookInstalled = false;

function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const child of liveChildren) {
      try {
        child.kill('SIGKILL');
      } catch {
        /* already gone */
      }
    }
    for (const dir of liveTmpDirs) {
      try {
        rmSync(dir, { recursive: true, force: true });
      } catch {
        /* best effort */
      }
    }
  });
}

/**
 * Starts Supysonic with a freshly scanned copy of the generated library.
 * @param {StartOptions} [options]
 * @returns {Promise<SupysonicServer>}
 */
export async function startSupysonic({
  port = 0,
  user = 'tonearm',
  password = 'tonearm-pass',
  libraryDir = DEFAULT_LIBRARY_DIR,
} = {}) {
  await ensureSupysonic();
  libraryDir = path.resolve(libraryDir);
  await generateLibrary(libraryDir);
  installExitHook();

  const tmpDir = await mkdtemp(path.join(os.tmpdir(), 'tonearm-supysonic-'));
  liveTmpDirs.add(tmpDir);

  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  /** @type {Promise<void> | null} */
  let stopping = null;
  const stop = () => {
    stopping ??= (async () => {
      await Promise.all(children.map((child) => terminate(child)));
      await rm(tmpDir, { recursive: true, force: true });
      liveTmpDirs.delete(tmpDir);
    })();
    return stopping;
  };

  try {
    await writeFile(path.join(tmpDir, 'supysonic.conf'), configFile(tmpDir));
    const env = childEnv(tmpDir);
    const cli = (/** @type {string[]} */ ...args) => run(PYTHON, [SUPYSONIC_CLI, ...args], { cwd: tmpDir, env });

    await cli('user', 'add', user, '-p', password);
    await cli('user', 'setroles', '-A', user);
    await cli('folder', 'add', 'Music', libraryDir);
    const scan = await cli('folder', 'scan', '--foreground', 'Music');
    if (/Errors in:/.test(scan)) throw new Error(`Supysonic scan reported errors:\n${scan.trim()}`);

    children.push(spawnLogged(PYTHON, [SUPYSONIC_DAEMON], tmpDir, env, 'daemon.out.log'));

    // A port picked by freePort() can be taken before the server binds it;
    // retry with a new one when we chose it ourselves.
    const attempts = port === 0 ? 3 : 1;
    for (let attempt = 1; ; attempt++) {
      const chosen = port === 0 ? await freePort() : port;
      const serverEnv = { ...env, http_proxy: 'http://127.0.0.1:9', https_proxy: 'http://127.0.0.1:9', HTTP_PROXY: 'http://127.0.0.1:9', HTTPS_PROXY: 'http://127.0.0.1:9' };
      const server = spawnLogged(
        PYTHON,
        [SUPYSONIC_SERVER, '-S', 'waitress', '-h', '127.0.0.1', '-p', String(chosen)],
        tmpDir,
        serverEnv,
        'server.out.log',
      );
      children.push(server);
      const url = `http://127.0.0.1:${chosen}`;
      try {
        await waitForPing(url, user, password, server, tmpDir);
        return { url, port: chosen, user, password, libraryDir, tmpDir, pid: server.pid, stop };
      } catch (err) {
        await terminate(server);
        children.splice(children.indexOf(server), 1);
        if (attempt >= attempts || !(err instanceof EarlyExitError)) throw err;
      }
    }
  } catch (err) {
    await stop();
    throw err;
  }
}

class EarlyExitError extends Error {}

/**
 * Polls ping.view until it answers status ok.
 * @param {string} url @param {string} user @param {string} password
 * @param {import('node:child_process').ChildProcess} server @param {string} tmpDir
 */
async function waitForPing(url, user, password, server, tmpDir) {
  const ping = `${url}/rest/ping.view?${new URLSearchParams({ u: user, p: password, c: 'tonearm', v: API_VERSION, f: 'json' })}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new EarlyExitError(
        `supysonic-server exited early (${server.exitCode ?? server.signalCode}).\n${logTail(tmpDir)}`,
      );
    }
    try {
      const { status, body } = await httpGet(ping, 2_000);
      last = `HTTP ${status}: ${body.slice(0, 300)}`;
      const json = JSON.parse(body);
      if (json?.['subsonic-response']?.status === 'ok') return;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await sleep(100);
  }
  throw new Error(`Supysonic did not answer ping at ${url} within ${READY_TIMEOUT_MS / 1000} s (last: ${last}).\n${logTail(tmpDir)}`);
}

/**
 * Minimal GET with node:http (fetch() refuses "bad ports" such as 6000).
 * @param {string} url @param {number} timeoutMs
 * @returns {Promise<{ status: number, body: string }>}
 */
function httpGet(url, timeoutMs) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { timeout: timeoutMs }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
  });
}

/** @param {string} tmpDir */
function logTail(tmpDir) {
  return ['server.out.log', 'supysonic.log', 'daemon.out.log']
    .map((name) => {
      try {
        const lines = readFileSync(path.join(tmpDir, name), 'utf8').trimEnd().split('\n');
        return `--- ${name} (last 40 lines) ---\n${lines.slice(-40).join('\n')}`;
      } catch {
        return `--- ${name}: (none) ---`;
      }
    })
    .join('\n');
}

/** @param {string} tmpDir */
function configFile(tmpDir) {
  const p = (/** @type {string} */ name) => path.join(tmpDir, name);
  return `[base]
database_uri = sqlite:///${p('supysonic.db')}

[webapp]
cache_dir = ${p('cache')}
log_file = ${p('supysonic.log')}
log_level = WARNING

[daemon]
socket = ${p('supysonic.sock')}
run_watcher = no
log_file = ${p('daemon.log')}
log_level = WARNING

[transcoding]
transcoder = ffmpeg -i %srcpath -ab %outratek -v 0 -f %outfmt -
default_transcode_target = mp3
`;
}

/**
 * Environment for Supysonic's processes: Debian's binaries first on PATH (a
 * pyenv shim cannot import Debian's Python modules), HOME in the temp folder so
 * no ~/.supysonic is picked up, and no Python path overrides.
 * @param {string} tmpDir
 * @returns {NodeJS.ProcessEnv}
 */
function childEnv(tmpDir) {
  const env = { ...process.env };
  for (const key of ['PYTHONPATH', 'PYTHONHOME', 'PYENV_VERSION', 'VIRTUAL_ENV']) delete env[key];
  return { ...env, PATH: `/usr/bin:/bin:${process.env.PATH ?? ''}`, HOME: tmpDir, LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' };
}

/**
 * Spawns a long-running child with stdout/stderr going to a log file in tmpDir.
 * @param {string} cmd @param {string[]} args @param {string} cwd
 * @param {NodeJS.ProcessEnv} env @param {string} logName
 */
function spawnLogged(cmd, args, cwd, env, logName) {
  const fd = openSync(path.join(cwd, logName), 'a');
  try {
    const child = spawn(cmd, args, { cwd, env, detached: false, stdio: ['ignore', fd, fd] });
    liveChildren.add(child);
    child.on('exit', () => liveChildren.delete(child));
    child.on('error', () => liveChildren.delete(child));
    return child;
  } finally {
    closeSync(fd);
  }
}

/**
 * SIGTERM, then SIGKILL after KILL_AFTER_MS; resolves once the child has exited.
 * @param {import('node:child_process').ChildProcess} child
 * @returns {Promise<void>}
 */
function terminate(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      liveChildren.delete(child);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Runs a command to completion; resolves with its combined output, rejects
 * with that output on a non-zero exit.
 * @param {string} cmd @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<string>}
 */
function run(cmd, args, { cwd, env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${[cmd, ...args].join(' ')} exited with ${code}:\n${output.trim()}`));
    });
  });
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {string[]} argv */
function parseArgs(argv) {
  /** @type {StartOptions} */
  const options = {};
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--port':
      case '-p': {
        const port = Number(value());
        if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid --port`);
        options.port = port;
        break;
      }
      case '--user':
        options.user = value();
        break;
      case '--password':
        options.password = value();
        break;
      case '--library':
        options.libraryDir = value();
        break;
      case '--help':
      case '-h':
        console.info('Usage: node scripts/supysonic/server.mjs [--port 4040] [--user NAME] [--password PASS] [--library DIR]');
        process.exit(0);
        break;
      default:
        throw new Error(`Unknown argument: ${argv[i]}`);
    }
  }
  return options;
}

async function main() {
  const started = Date.now();
  const server = await startSupysonic(parseArgs(process.argv.slice(2)));
  console.info(`Supysonic ready at ${server.url} (user ${server.user} / ${server.password})`);
  console.info(
    `Started in ${((Date.now() - started) / 1000).toFixed(1)} s. Library: ${server.libraryDir}. Logs: ${server.tmpDir}. Press Ctrl+C to stop.`,
  );
  let stopping = false;
  const shutdown = async (/** @type {string} */ signal) => {
    if (stopping) return;
    stopping = true;
    console.info(`\n${signal}: stopping Supysonic…`);
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
