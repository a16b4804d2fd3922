import { contentRuntime } from '../cms';
import { type Clock, systemClock } from '../domain/clock';
import { type HostConfig, hostConfigFromEnv } from '../sites/hosts';

let hosts: HostConfig | undefined;

/** The host configuration of this process (from the environment, read once). */
export function hostConfig(): HostConfig {
  hosts ??= hostConfigFromEnv();
  return hosts;
}

/** The clock of this process. CONTENT_TODAY=yyyy-mm-dd pins "today" (demos, tests). */
export function processClock(): Clock {
  const pinned = process.env.CONTENT_TODAY;
  if (pinned && /^\d{4}-\d{2}-\d{2}$/.test(pinned)) return () => new Date(`${pinned}T12:00:00Z`);
  return systemClock;
}

/** Everything a request needs from the process: content source, hosts, clock. */
export function requestDeps() {
  const { source, config } = contentRuntime();
  return { source, contentConfig: config, hosts: hostConfig(), clock: processClock() };
}
