// What stands between a new tab's navigation and its first contentful
// paint, read from Chromium's own trace (not from the page): for each page,
// the requests the browser sent before the paint (and which of them it
// marked render-blocking), the bytes they brought, and the work of the
// tab's renderer up to the paint: its main thread by kind (parsing,
// styles, layout, paint, script), the fonts it asked the browser process
// for and the wall time those calls took. Medians over RUNS traced loads,
// each in a fresh browser context (a new tab) with an empty cache.
//
//   RUNS=5 WORTWERT_URL=http://127.0.0.1:18400 node test/trace.mjs [path…]
//
// Without paths it traces every page the service serves (in German).

import { launch, BASE, servedPages } from './harness.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const PAGES = process.argv.length > 2 ? process.argv.slice(2) : await servedPages();

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  'navigation',
  'toplevel',
  'fonts',
  'blink',
  'netlog',
];

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/**
 * @typedef {{ name: string, cat: string, ph: string, ts: number, dur?: number, tdur?: number,
 *   pid: number, tid: number, args?: any }} TraceEvent
 */

/** The main-thread work of a renderer, by what it is (top-level kinds Chromium's DevTools show). */
const KINDS = /** @type {Record<string, RegExp>} */ ({
  parse: /^(ParseHTML|ParseAuthorStyleSheet)$/,
  style: /^(UpdateLayoutTree|RecalculateStyles|ScheduleStyleRecalculation)$/,
  layout: /^(Layout|UpdateLayerTree|PrePaint|Layerize)$/,
  paint: /^(Paint|PaintImage|Commit|UpdateLayer)$/,
  script: /^(EvaluateScript|v8\.compileModule|v8\.evaluateModule|FunctionCall|v8\.compile|CompileScript|EventDispatch|TimerFire|FireAnimationFrame)$/,
});

/**
 * One traced load of `url` in a new tab.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 */
async function traceLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await browser.startTracing(undefined, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'networkidle' });
  const elements = await page.evaluate(() => document.querySelectorAll('*').length);
  const buffer = await browser.stopTracing();
  await context.close();
  const events = /** @type {TraceEvent[]} */ (JSON.parse(buffer.toString('utf8')).traceEvents);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return null;
  const renderer = fcp.pid;
  const frame = fcp.args?.frame;
  // The navigation's start, as the renderer's paint timing counts from it.
  const start = events.find((e) => e.name === 'navigationStart' && e.pid === renderer && (!frame || e.args?.frame === frame));
  if (!start) return null;
  const main = events.find((e) => e.name === 'thread_name' && e.pid === renderer && e.args?.name === 'CrRendererMain');
  const before = (/** @type {TraceEvent} */ e) => e.ts >= start.ts && e.ts <= fcp.ts;
  // The tab's own requests (Chromium's window renderer, which draws the
  // address bar's pop-up in a page of its own, sends its own at the same time).
  const origin = new URL(url).origin;
  const sent = events.filter((e) => e.name === 'ResourceSendRequest' && before(e) && String(e.args?.data?.url ?? '').startsWith(origin));
  const finished = new Map(events.filter((e) => e.name === 'ResourceFinish').map((e) => [e.args?.data?.requestId, e]));
  const requests = sent.map((e) => {
    const data = e.args?.data ?? {};
    const done = finished.get(data.requestId);
    return {
      url: String(data.url ?? ''),
      renderBlocking: String(data.renderBlocking ?? ''),
      bytes: done && done.ts <= fcp.ts ? Number(done.args?.data?.encodedDataLength ?? 0) : 0,
    };
  });
  const work = /** @type {Record<string, number>} */ ({ total: 0 });
  for (const kind of Object.keys(KINDS)) work[kind] = 0;
  const fonts = { calls: 0, wall: 0, families: /** @type {string[]} */ ([]) };
  for (const e of events) {
    if (e.pid !== renderer || !before(e)) continue;
    if (main && e.tid === main.tid && e.ph === 'X') {
      if (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask') work.total += (e.dur ?? 0) / 1000;
      for (const [kind, pattern] of Object.entries(KINDS)) if (pattern.test(e.name)) work[kind] += (e.dur ?? 0) / 1000;
    }
    // Each font the renderer asks the browser process for: a family by
    // name (or a fallback for a character), then its rendering settings
    // per size and weight (a "strike"); each a synchronous call.
    if (main && e.tid === main.tid && e.ph === 'X' && /^FontDataManager::on(MatchFamilyStyle|.*Fallback)|Fallback.*Character|GetWebFontRenderStyleForStrike$/.test(e.name)) {
      fonts.calls += 1;
      fonts.wall += (e.dur ?? 0) / 1000;
      const family = e.args?.family_name;
      if (family) fonts.families.push(`${family} (${((e.dur ?? 0) / 1000).toFixed(1)} ms)`);
    }
  }
  return {
    fcp: (fcp.ts - start.ts) / 1000,
    requests,
    work,
    fonts: { calls: fonts.calls, wall: fonts.wall, families: fonts.families },
    elements,
  };
}

const browser = await launch();
console.log(`| page | elements | requests before first paint | render-blocking | bytes before first paint | main thread before paint: total / parse / style / layout / paint / script | font calls (wall ms) | first contentful paint (traced) |`);
console.log(`|---|---:|---:|---:|---:|---|---:|---:|`);
const ms = (/** @type {number} */ value) => value.toFixed(0);
for (const path of PAGES) {
  const url = new URL(path, BASE).href;
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const traced = await traceLoad(browser, url);
    if (traced) runs.push(traced);
  }
  if (runs.length === 0) {
    console.log(`| \`${path}\` | no paint traced |`);
    continue;
  }
  const last = runs[runs.length - 1];
  const blocking = last.requests.filter((r) => r.renderBlocking === 'blocking' || r.renderBlocking === 'in_body_parser_blocking');
  const work = ['total', ...Object.keys(KINDS)].map((kind) => ms(median(runs.map((r) => r.work[kind])))).join(' / ');
  const row = [
    String(last.elements),
    String(median(runs.map((r) => r.requests.length))),
    String(blocking.length),
    `${(median(runs.map((r) => r.requests.reduce((sum, q) => sum + q.bytes, 0))) / 1000).toFixed(1)} kB`,
    work,
    `${median(runs.map((r) => r.fonts.calls))} (${ms(median(runs.map((r) => r.fonts.wall)))})`,
    `${ms(median(runs.map((r) => r.fcp)))} ms`,
  ];
  console.log(`| \`${path}\` | ${row.join(' | ')} |`);
  if (process.env.VERBOSE) {
    for (const r of last.requests) console.log(`    ${r.renderBlocking || '-'} ${r.bytes} B ${new URL(r.url).pathname}`);
    console.log(`    fonts: ${last.fonts.families.join(', ')}`);
  }
}
await browser.close();
