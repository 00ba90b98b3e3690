// Two builds of the service side by side: each page loaded in a new tab
// (a fresh browser context, empty cache) from the service at WORTWERT_URL
// (A) and from the one at WORTWERT_URL_B (B), one after the other, round
// by round (A B, then B A), so both see the same moments of a shared
// machine. Prints, per page, the median first contentful paint of each,
// the median of the per-round differences B − A with its quartiles, and
// how many rounds each stayed within 100 ms; the load average before and
// after.
//
//   RUNS=15 WORTWERT_URL=http://127.0.0.1:18400 WORTWERT_URL_B=http://127.0.0.1:18401 node test/measure-ab.mjs [path…]

import { readFileSync } from 'node:fs';
import { launch, BASE, servedPages } from './harness.mjs';

const B = process.env.WORTWERT_URL_B;
if (!B) throw new Error('WORTWERT_URL_B names the second service');
const RUNS = Number(process.env.RUNS ?? 15);
const PAGES = process.argv.length > 2 ? process.argv.slice(2) : await servedPages();
const GOAL = 100;

/** @param {number[]} values @param {number} [q] */
const quantile = (values, q = 0.5) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) * q + 0.5)] ?? NaN;
};
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

const browser = await launch();

/** First contentful paint of `url` in a new tab. @param {string} url */
async function paint(url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
  await context.close();
  return fcp;
}

console.log(`load average before: ${load()}`);
console.log(`| page | A: new tab | B: new tab | B − A per round (quartiles) | rounds ≤ ${GOAL} ms, A / B |`);
console.log(`|---|---:|---:|---:|---:|`);
for (const path of PAGES) {
  const a = [];
  const b = [];
  for (let run = 0; run < RUNS; run += 1) {
    const urls = [new URL(path, BASE).href, new URL(path, B).href];
    if (run % 2 === 1) urls.reverse();
    const [first, second] = [await paint(urls[0] ?? ''), await paint(urls[1] ?? '')];
    a.push(run % 2 === 1 ? second : first);
    b.push(run % 2 === 1 ? first : second);
  }
  const differences = a.map((value, i) => (b[i] ?? NaN) - value);
  const ms = (/** @type {number} */ v) => `${v.toFixed(0)} ms`;
  const signed = (/** @type {number} */ v) => `${v > 0 ? '+' : ''}${v.toFixed(0)}`;
  console.log(
    `| \`${path}\` | ${ms(quantile(a))} | ${ms(quantile(b))} | ${signed(quantile(differences))} ms (${signed(quantile(differences, 0.25))}, ${signed(quantile(differences, 0.75))}) | ${a.filter((v) => v <= GOAL).length} / ${b.filter((v) => v <= GOAL).length} of ${RUNS} |`,
  );
}
console.log(`load average after: ${load()}`);
await browser.close();
