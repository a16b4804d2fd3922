// Installs the Debian packages the browser tests need when they are missing, with one apt-get update: Chromium's
// headless shell for the browser and axe tests (never a downloaded build; the same engine without the desktop
// browser's compositing, the way Playwright itself runs headless tests, about a fifth faster here), Varnish and its
// modules (xkey) for the HTTP-cache test, and with --with-chromium Chromium itself (Lighthouse in the benchmarks).
// With --varnish-only, only Varnish and its modules (the `varnish` section of the benchmarks).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const CHROMIUM = '/usr/bin/chromium';
const hasXkey = () => execSync('dpkg -L varnish-modules 2>/dev/null || true').includes('libvmod_xkey');
const varnishOnly = process.argv.includes('--varnish-only');
const missing = () => [
  ...(varnishOnly || existsSync(HEADLESS_SHELL) ? [] : ['chromium-headless-shell', 'fonts-dejavu-core']),
  ...(!process.argv.includes('--with-chromium') || existsSync(CHROMIUM) ? [] : ['chromium']),
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
