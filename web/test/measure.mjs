// Measures each page as a browser loads it from the service at
// WORTWERT_URL with an empty cache: the bytes transferred (the page, its
// assets and the API calls it makes on load, as compressed on the wire)
// and the time to first contentful paint, both read from the browser's
// Performance API, in a new tab and in a tab that stays open (see WAYS),
// beside Chromium's own floors. Prints a Markdown table of medians over
// RUNS loads each.
//
//   node test/measure.mjs            (scripts/bench-web runs it against the release binary)

import { launch, BASE, servedPages } from './harness.mjs';

const PAGES = await servedPages();
const RUNS = Number(process.env.RUNS ?? 7);

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

const browser = await launch();

/**
 * Loads `url` in `page` and reads what the Performance API saw.
 * @param {import('playwright-core').Page} page
 * @param {string} url
 */
async function load(page, url) {
  await page.goto(url, { waitUntil: 'networkidle' });
  return page.evaluate(() => {
    const navigation = /** @type {PerformanceNavigationTiming | undefined} */ (performance.getEntriesByType('navigation')[0]);
    const resources = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'));
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const onLoad = (/** @type {PerformanceResourceTiming} */ r) => ['/v1/', '/health/'].some((p) => new URL(r.name).pathname.startsWith(p));
    const fcp = paint ? paint.startTime : NaN;
    // What the first paint could have waited for: the requests begun
    // before it, the bytes that arrived before it, and the resources
    // Chromium marks render-blocking (figures that do not depend on the
    // machine's load, beside the time that does).
    const beforePaint = resources.filter((r) => r.startTime < fcp);
    return {
      total: (navigation?.transferSize ?? 0) + resources.reduce((sum, r) => sum + r.transferSize, 0),
      api: resources.filter(onLoad).reduce((sum, r) => sum + r.transferSize, 0),
      requests: 1 + resources.length,
      requestsBeforePaint: 1 + beforePaint.length,
      bytesBeforePaint: (navigation?.transferSize ?? 0) + beforePaint.filter((r) => r.responseEnd <= fcp).reduce((sum, r) => sum + r.transferSize, 0),
      blocking: resources.filter((r) => /** @type {any} */ (r).renderBlockingStatus === 'blocking').length,
      fcp,
    };
  });
}

/**
 * Two ways a page is opened, each with an empty HTTP cache:
 * - `new tab`: a fresh browser context per load, so Chromium also starts
 *   the tab's renderer process after the navigation began (what a first
 *   visit in a just-started browser costs);
 * - `open tab`: one tab that stays open, the cache cleared and disabled
 *   before each load (a referee's tablet with the browser running, going
 *   to the page or reloading it).
 * Each gets its own floor: a one-paragraph `data:` page opened the same way.
 */
const WAYS = {
  'new tab': async (/** @type {string} */ url) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const measured = await load(page, url);
    await context.close();
    return measured;
  },
  'open tab': await (async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    return async (/** @type {string} */ url) => {
      await page.goto('about:blank');
      await cdp.send('Network.clearBrowserCache');
      return load(page, url);
    };
  })(),
};

// Chromium's floors, each way: a one-paragraph `data:` page (no network)
// and the service's own smallest answer over loopback (`/health/live`, a
// line of JSON Chromium shows as text). A page cannot paint sooner.
const FLOORS = { 'data: URL': 'data:text/html,<p>Wortwert</p>', '/health/live': new URL('/health/live', BASE).href };
const floors = /** @type {Record<string, number>} */ ({});
for (const [way, open] of Object.entries(WAYS)) {
  for (const [name, url] of Object.entries(FLOORS)) {
    const paints = [];
    for (let run = 0; run < RUNS; run += 1) paints.push((await open(url)).fcp);
    if (name === 'data: URL') floors[way] = median(paints);
    console.log(`Chromium's floor, ${way}, ${name}: first contentful paint ${median(paints).toFixed(0)} ms (median of ${RUNS})`);
  }
}
console.log('');
console.log(`| page | transferred (compressed) | of which API calls | requests | before first paint: requests / bytes / render-blocking | first contentful paint, new tab | × floor | first contentful paint, open tab | × floor |`);
console.log(`|---|---:|---:|---:|---:|---:|---:|---:|---:|`);
const kB = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} kB`;
for (const path of PAGES) {
  const url = new URL(path, BASE).href;
  const row = [];
  /** @type {{total: number, api: number, requests: number, requestsBeforePaint: number, bytesBeforePaint: number, blocking: number}[]} */
  const fresh = [];
  for (const [way, open] of Object.entries(WAYS)) {
    const paints = [];
    for (let run = 0; run < RUNS; run += 1) {
      const measured = await open(url);
      paints.push(measured.fcp);
      if (way === 'new tab') fresh.push(measured);
    }
    row.push(`${median(paints).toFixed(0)} ms`, (median(paints) / floors[way]).toFixed(1));
  }
  const sizes = [kB(median(fresh.map((m) => m.total))), kB(median(fresh.map((m) => m.api))), String(median(fresh.map((m) => m.requests)))];
  sizes.push(`${median(fresh.map((m) => m.requestsBeforePaint))} / ${kB(median(fresh.map((m) => m.bytesBeforePaint)))} / ${median(fresh.map((m) => m.blocking))}`);
  console.log(`| \`${path}\` | ${sizes.join(' | ')} | ${row.join(' | ')} |`);
}
await browser.close();
