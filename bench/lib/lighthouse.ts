import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

export interface Vitals {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  lighthouseVersion: string;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Lighthouse's performance category for one URL with its default (mobile) configuration, in Debian's
 * Chromium started here with a DevTools port (the flags the browser tests use, so the closed network
 * is not flooded; *.localhost mapped to loopback for the site hosts). A fresh profile per URL.
 */
export async function labVitals(url: string, debuggingPort: number): Promise<Vitals> {
  try {
    return await labVitalsOnce(url, debuggingPort);
  } catch (error) {
    // A trace Lighthouse could not record (NO_NAVSTART, "Please run Lighthouse again") is its own hiccup, not the
    // page's: that run is measured once more, in a fresh browser.
    if (!/run Lighthouse again/.test((error as Error).message)) throw error;
    console.warn(`[bench] ${(error as Error).message}: measured again`);
    return labVitalsOnce(url, debuggingPort);
  }
}

async function labVitalsOnce(url: string, debuggingPort: number): Promise<Vitals> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const chrome = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--host-resolver-rules=MAP *.localhost 127.0.0.1',
      `--remote-debugging-port=${debuggingPort}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    for (let attempt = 0; ; attempt += 1) {
      const up = await fetch(`http://127.0.0.1:${debuggingPort}/json/version`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (attempt > 100 || chrome.exitCode !== null) throw new Error(`Chromium did not open port ${debuggingPort}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const result = await lighthouse(url, {
      port: debuggingPort,
      output: 'json',
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: lhr.categories.performance?.score ?? 0,
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      lighthouseVersion: lhr.lighthouseVersion,
    };
  } finally {
    await new Promise<void>((resolve) => {
      if (chrome.exitCode !== null) return resolve();
      chrome.once('exit', () => resolve());
      chrome.kill('SIGTERM');
    });
    // Chromium's helper processes may still be writing to the profile for a moment after it exits.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`[bench] could not remove ${profile}: ${(error as Error).message}`);
    }
  }
}
