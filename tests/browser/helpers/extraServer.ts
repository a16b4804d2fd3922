import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../../..');

/** A second site server from the same build, with its own environment (a test's own configuration). */
export interface ExtraServer {
  origin: string;
  output: () => string;
  /** Still running (not crashed, not stopped). */
  alive: () => boolean;
  stop(): Promise<void>;
}

export async function startExtraServer(port: number, env: Record<string, string>): Promise<ExtraServer> {
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['dist/server/index.mjs'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error(`server on ${port} exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`server on ${port} did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
