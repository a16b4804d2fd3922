import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const VCL = join(import.meta.dirname, '../../../deploy/varnish/default.vcl');

/**
 * Debian's Varnish with the repository's VCL, in front of the given origin ports, on a loopback port (used by
 * tests/browser/varnish.spec.ts and the `varnish` section of `npm run bench`).
 */
export interface Varnish {
  origin: string;
  /** The varnishd manager process (its child, the cache process, answers the requests). */
  pid: number;
  /** The instance folder (`-n`), for varnishstat; removed by stop(). */
  instance: string;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * The backends.vcl that default.vcl includes: one probed backend per origin port, all in its director, and any
 * `extra` VCL a test adds (subroutines of the same name run before default.vcl's: included first).
 */
export function backendsVcl(originPorts: number[], extra = ''): string {
  const backends = originPorts.map(
    (port, index) => `backend site_${index + 1} {
  .host = "127.0.0.1";
  .port = "${port}";
  .probe = { .url = "/healthz"; .interval = 500ms; .timeout = 1s; .window = 2; .threshold = 1; }
}`,
  );
  const adds = originPorts.map((_, index) => `  origin.add_backend(site_${index + 1});`);
  return `${backends.join('\n')}\n\nsub vcl_init {\n${adds.join('\n')}\n}\n${extra}`;
}

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startVarnish(
  port: number,
  originPorts: number[],
  options: { extraVcl?: string } = {},
): Promise<Varnish> {
  // The VCL compiler runs as Varnish's own unprivileged user: its folder must be readable by others.
  const dir = mkdtempSync(join(tmpdir(), 'varnish-'));
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'backends.vcl'), backendsVcl(originPorts, options.extraVcl));
  let output = '';
  const child: ChildProcess = spawn(
    '/usr/sbin/varnishd',
    [
      '-F',
      '-a',
      `127.0.0.1:${port}`,
      '-n',
      join(dir, 'instance'),
      '-p',
      `vcl_path=${dir}:/usr/share/varnish/vcl`,
      '-f',
      VCL,
      '-s',
      'malloc,64m',
      '-T',
      'none',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const deadline = Date.now() + 20_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null) throw new Error(`varnishd exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`varnishd did not listen on ${port}: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin: `http://localhost:${port}`,
    pid: child.pid as number,
    instance: join(dir, 'instance'),
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}
