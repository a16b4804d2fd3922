import { chromium } from '@playwright/test';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--host-resolver-rules=MAP *.localhost 127.0.0.1',
  ],
});
const page = await browser.newPage();
page.on('pageerror', (e) => console.log('PAGEERROR', e.stack.slice(0, 3000)));
page.on('console', (m) => {
  if (m.type() === 'error' || m.type() === 'warning') console.log('CONSOLE', m.type(), m.text().slice(0, 800));
});
await page.goto('http://localhost:3000/udstillinger/guldhornene');
await page.waitForLoadState('networkidle');
const links = await page.$$eval('main a[href^="/"]', (as) => as.map((a) => a.getAttribute('href')));
console.log(links);
await page.locator('main a[href="/udstillinger/vikingernes-verden"]').first().click();
await page.waitForTimeout(3000);
console.log(await page.title(), page.url());
await browser.close();
