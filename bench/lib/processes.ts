import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '../..');

/** A child process serving HTTP on a loopback port. */
export interface Served {
  child: ChildProcess;
  origin: string;
  port: number;
  output: () => string;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, output: () => string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (child.exitCode !== null) throw new Error(`${url}: the process exited\n${output()}`);
    if (Date.now() > deadline) throw new Error(`${url}: no answer after ${timeoutMs} ms\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function serve(args: string[], port: number, env: Record<string, string>, healthPath: string): Promise<Served> {
  let log = '';
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: unknown) => {
    log = (log + String(chunk)).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const origin = `http://127.0.0.1:${port}`;
  const served: Served = {
    child,
    origin,
    port,
    output: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
  return waitFor(`${origin}${healthPath}`, child, served.output).then(() => served);
}

/** The bench's PAGE_CACHE_BYPASS_TOKEN: an uncached view sends it in X-Page-Cache-Bypass. */
export const BYPASS_TOKEN = 'bench-uncached';

/**
 * The production build's server (`node dist/server/index.mjs`), with its own environment; it runs a full garbage
 * collection on SIGUSR2 and writes its memory use (bench/lib/gcOnSignal.mjs, for `settledMemory`).
 */
export function startSiteServer(port: number, env: Record<string, string> = {}): Promise<Served> {
  return serve(
    ['--expose-gc', '--import', './bench/lib/gcOnSignal.mjs', 'dist/server/index.mjs'],
    port,
    {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PAGE_CACHE_BYPASS_TOKEN: BYPASS_TOKEN,
      BENCH_MEMORY_FILE: memoryFile(port),
      ...env,
    },
    '/healthz',
  );
}

/** The static ceiling: a plain node:http server answering one recorded response (bench/ceiling-server.mjs). */
export function startCeilingServer(port: number, responseFile: string): Promise<Served> {
  return serve(['bench/ceiling-server.mjs', responseFile, String(port)], port, {}, '/');
}

/** A process's resident set size in bytes (Linux: /proc/{pid}/status). */
export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN);
  return kb * 1024;
}

/** Where the site server on a port writes its memory use after a collection (bench/lib/gcOnSignal.mjs). */
const memoryFile = (port: number) => join(tmpdir(), `bench-memory-${port}.json`);

/** A server's memory once idle and collected: its RSS, and what its heap and buffers retain (MB). */
export interface SettledMemory {
  rss: number;
  /** Heap used plus external memory (array buffers: the stored page bodies) after a full collection. */
  retained: number;
}

/**
 * A site server's memory once idle: after `idleMs`, a full garbage collection (SIGUSR2, see startSiteServer) and a
 * moment for it to finish, so readings compare what the server keeps, not when V8 last collected.
 */
export async function settledMemory(server: Served, idleMs: number): Promise<SettledMemory> {
  await new Promise((resolve) => setTimeout(resolve, idleMs));
  const file = memoryFile(server.port);
  rmSync(file, { force: true });
  process.kill(server.child.pid as number, 'SIGUSR2');
  for (let waited = 0; !existsSync(file) && waited < 5000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  const usage = JSON.parse(readFileSync(file, 'utf8')) as { heapUsed: number; external: number };
  return { rss: rssBytes(server.child.pid as number), retained: usage.heapUsed + usage.external };
}

/** CPU time (user + system) of a process and its descendants, in seconds (Linux: /proc/{pid}/stat). */
export function cpuSeconds(pid: number): number {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    // After the command name in parentheses: state, ppid, …, utime (14th field), stime (15th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    stats.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
  }
  let ticks = 0;
  const walk = (id: number) => {
    ticks += stats.get(id)?.ticks ?? 0;
    for (const [child, stat] of stats) if (stat.ppid === id) walk(child);
  };
  walk(pid);
  return ticks / CLOCK_TICKS;
}
/** USER_HZ, the unit of /proc/{pid}/stat's times: 100 on Linux. */
const CLOCK_TICKS = 100;

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });

/** One GET as autocannon sends it (no Accept-Encoding, so the body is what autocannon receives). */
export function rawGet(origin: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { headers, agent: keepAlive }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const out: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({ status: res.statusCode ?? 0, headers: out, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
