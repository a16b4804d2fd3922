// Installs Debian's Chromium for the browser tests when it is missing (never a downloaded build).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);
console.log(`[ensure-chromium] ${path} not found: installing Debian's chromium package`);
const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
execSync(`${sudo}apt-get install -y -qq chromium fonts-dejavu-core`, { stdio: 'inherit', env });
if (!existsSync(path)) {
  console.error(`[ensure-chromium] ${path} is still missing after apt-get install chromium`);
  process.exit(1);
}
