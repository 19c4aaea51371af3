/**
 * `npm run bench:ui`: a 1000-row page of the Users and Access grid in headless Chromium, scrolled
 * top to bottom and back, one step per animation frame. Prints frame rate and frame-time figures
 * as JSON (goal: the browser stays at or above 50 fps). A measurement, not a test.
 */
import { launchChromium } from '../e2e/support/chromium.ts';
import * as users from '../server/modules/users/users.service.ts';
import { startBuiltApp } from './built-app.ts';

const ROWS = 1000;
// Sent as source text: the bundler's helper names would not exist inside the page.
const SCROLL_AND_MEASURE = `(async () => {
    const scroller = document.querySelector('table[aria-rowcount]')?.closest('[role="region"]');
    const distance = scroller.scrollHeight - scroller.clientHeight;
    const frames = [];
    let maxRowsInDom = 0;
    const step = 40; // pixels per frame: a brisk flick of a mouse wheel
    await new Promise((done) => {
      let last = performance.now();
      let direction = 1;
      const tick = (now) => {
        frames.push(now - last);
        last = now;
        maxRowsInDom = Math.max(maxRowsInDom, scroller.querySelectorAll('tbody tr[data-index]').length);
        scroller.scrollTop += step * direction;
        if (direction === 1 && scroller.scrollTop >= distance) direction = -1;
        if (direction === -1 && scroller.scrollTop <= 0) return done();
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    frames.shift();
    const sorted = [...frames].sort((a, b) => a - b);
    const total = frames.reduce((a, b) => a + b, 0);
    const at = (q) => Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1));
    return {
      scrolledPx: distance * 2,
      frames: frames.length,
      fps: Number(((frames.length / total) * 1000).toFixed(1)),
      p50FrameMs: at(0.5),
      p95FrameMs: at(0.95),
      framesOver20Ms: frames.filter((f) => f > 20).length,
      maxRowsInDom,
    };
})()`;

const { app, config, origin, close } = await startBuiltApp('ui');
const browser = await launchChromium();

try {
  // Enough accounts for a full 1000-row page; one shared hash keeps the setup quick.
  const passwordHash = await users.hashPassword('Bench@2121-unused');
  for (let i = 1; i <= ROWS; i++) {
    const n = String(i).padStart(4, '0');
    await users.createUser(app.db, {
      employeeNo: `B${n}`,
      email: `bench${n}@demo.panel`,
      firstName: `Bench ${n}`,
      lastName: i % 3 ? 'Staff' : 'موظف',
      designation: 'Picker',
      company: 'Bench',
      passwordHash,
      isAdmin: false,
      enabled: i % 7 !== 0,
      dataCentre: 'uae',
      createdBy: null,
    });
  }

  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Emp No / Email', { exact: true }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(config.DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.goto('/apps/user-access');
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: ROWS.toLocaleString('en') }).click();
  await page.waitForFunction((n) => document.querySelector('table[aria-rowcount]')?.getAttribute('aria-rowcount') === String(n + 1), ROWS);

  const figures = (await page.evaluate(SCROLL_AND_MEASURE)) as Record<string, number>;
  console.log(JSON.stringify({ rowsOnPage: ROWS, ...figures }, null, 2));
} finally {
  await browser.close();
  await close();
}
