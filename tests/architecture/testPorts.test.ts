import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Browser specs run two at a time, and several start servers of their own on ports near TEST_PORT. Two specs on
 * one port fail or, worse, talk to each other's server: each port (an offset from TEST_PORT, or a fixed number
 * passed to startExtraServer) belongs to one spec file.
 */
const specs = resolve(import.meta.dirname, '../browser');

function portsOf(source: string): string[] {
  const offsets = [...source.matchAll(/TEST_PORT\s*\+\s*(\d+)/g)].map((match) => `TEST_PORT + ${match[1]}`);
  const fixed = [...source.matchAll(/startExtraServer\(\s*(\d{4,5})\b/g)].map((match) => match[1] as string);
  return [...new Set([...offsets, ...fixed])];
}

describe('ports of the browser specs', () => {
  it('each port a spec starts a server on belongs to that spec alone', () => {
    const owners = new Map<string, string[]>();
    for (const file of readdirSync(specs).filter((name) => name.endsWith('.spec.ts'))) {
      for (const port of portsOf(readFileSync(join(specs, file), 'utf8'))) {
        owners.set(port, [...(owners.get(port) ?? []), file]);
      }
    }
    expect(owners.size).toBeGreaterThan(5);
    const shared = [...owners].filter(([, files]) => files.length > 1).map(([port, files]) => `${port}: ${files}`);
    expect(shared).toEqual([]);
  });
});
