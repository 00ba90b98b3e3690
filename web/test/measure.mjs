// Measures each page as a browser loads it from the service at
// WORTWERT_URL with an empty cache: the bytes transferred (the page, its
// assets and the API calls it makes on load, as compressed on the wire)
// and the time to first contentful paint, both read from the browser's
// Performance API. Prints a Markdown table of medians over RUNS loads.
//
//   node test/measure.mjs            (scripts/bench-web runs it against the release binary)

import { launch, BASE } from './harness.mjs';

const PAGES = ['/', '/happycross', '/crossword', '/typdom', '/wort-yahtzee', '/boggle'];
const RUNS = Number(process.env.RUNS ?? 7);

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

const browser = await launch();

// Chromium's own floor on this machine: a one-paragraph page from a data:
// URL, no network at all; each page's paint is reported beside it.
const floors = [];
for (let run = 0; run < RUNS; run += 1) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('data:text/html,<p>Wortwert</p>', { waitUntil: 'networkidle' });
  floors.push(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN));
  await context.close();
}
const floor = median(floors);
console.log(`Chromium's floor (a data: URL, one paragraph): first contentful paint ${floor.toFixed(0)} ms (median of ${RUNS})\n`);
console.log(`| page | transferred (compressed) | of which API calls | requests | first contentful paint | × floor |`);
console.log(`|---|---:|---:|---:|---:|---:|`);
for (const path of PAGES) {
  const sizes = [];
  const api = [];
  const requests = [];
  const paints = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(new URL(path, BASE).href, { waitUntil: 'networkidle' });
    const measured = await page.evaluate(() => {
      const navigation = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
      const resources = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'));
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        total: navigation.transferSize + resources.reduce((sum, r) => sum + r.transferSize, 0),
        api: resources.filter((r) => new URL(r.name).pathname.startsWith('/v1/') || new URL(r.name).pathname.startsWith('/health/')).reduce((sum, r) => sum + r.transferSize, 0),
        requests: 1 + resources.length,
        fcp: paint ? paint.startTime : NaN,
      };
    });
    sizes.push(measured.total);
    api.push(measured.api);
    requests.push(measured.requests);
    paints.push(measured.fcp);
    await context.close();
  }
  const kB = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  console.log(`| \`${path}\` | ${kB(median(sizes))} | ${kB(median(api))} | ${median(requests)} | ${median(paints).toFixed(0)} ms | ${(median(paints) / floor).toFixed(1)} |`);
}
await browser.close();
