// Installs the Debian packages the browser tests need when they are missing, with one apt-get update: Chromium for
// the browser and axe tests (never a downloaded build), Varnish and its modules (xkey) for the HTTP-cache test.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasXkey = () => execSync('dpkg -L varnish-modules 2>/dev/null || true').includes('libvmod_xkey');
const missing = () => [
  ...(existsSync(CHROMIUM) ? [] : ['chromium', 'fonts-dejavu-core']),
  ...(existsSync('/usr/sbin/varnishd') && hasXkey() ? [] : ['varnish', 'varnish-modules']),
];

const packages = missing();
if (packages.length === 0) process.exit(0);
console.log(`[ensure-test-packages] installing Debian's ${packages.join(', ')}`);
const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
execSync(`${sudo}apt-get install -y -qq ${packages.join(' ')}`, { stdio: 'inherit', env });
// The varnish package starts a system Varnish on port 6081; the tests run their own on loopback ports.
if (packages.includes('varnish')) execSync(`${sudo}service varnish stop 2>/dev/null || true`, { env });
const still = missing();
if (still.length > 0) {
  console.error(`[ensure-test-packages] still missing after apt-get install: ${still.join(', ')}`);
  process.exit(1);
}
