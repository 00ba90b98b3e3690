// Drives Debian's Chromium (playwright-core, no downloaded browser) against
// the service at WORTWERT_URL, and collects what a page must never do:
// log an error to its console, throw, or send a request anywhere but the
// loopback address the service listens on. The accessibility scan runs
// axe-core inside the page.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const BASE = process.env.WORTWERT_URL ?? 'http://127.0.0.1:8080';
export const SCREENSHOTS = process.env.WORTWERT_SCREENSHOTS ?? path.resolve('test-output/screenshots');
const CHROMIUM = process.env.WORTWERT_CHROMIUM ?? '/usr/bin/chromium';

/**
 * The pages the service serves, in German (its own list, as it gives its
 * service worker to keep offline): every page a test walks comes from the
 * service's table of games, never from a list written here.
 * @returns {Promise<string[]>}
 */
export async function servedPages() {
  const source = await (await fetch(new URL('/service-worker.js', BASE))).text();
  const offline = JSON.parse(source.slice(source.indexOf('{'), source.indexOf('};') + 1));
  return /** @type {string[]} */ (offline.pages).filter((page) => !page.includes('?'));
}

/** The ids of the rulesets the service serves (`/v1/rulesets`): every game's. */
export async function servedRulesets() {
  const answer = await (await fetch(new URL('/v1/rulesets', BASE))).json();
  return /** @type {{ id: string }[]} */ (answer.rulesets).map((ruleset) => ruleset.id);
}

/** The widths pages are shown at: a phone, a tablet and a desktop. */
export const WIDTHS = { phone: { width: 390, height: 844 }, tablet: { width: 768, height: 1024 }, desktop: { width: 1280, height: 900 } };

export async function launch() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-default-apps', '--disable-sync'],
  });
}

/**
 * A page at `pathname`, watched: console errors, uncaught exceptions and
 * requests that leave the loopback address are collected (the latter are
 * also stopped).
 * @param {import('playwright-core').Browser} browser
 * @param {string} pathname
 * @param {{ width?: keyof typeof WIDTHS, lang?: string, serviceWorker?: boolean, keys?: boolean }} [options]
 *   `serviceWorker`: requests are watched without being routed (Chromium
 *   lets a page's requests bypass its service worker while any are routed),
 *   so a request beyond the loopback address is reported but not stopped.
 *   `keys`: the service requires access keys, so the page may ask for one;
 *   otherwise a page that asks for a key as it opens fails (a service that
 *   requires none never makes it ask).
 */
export async function open(browser, pathname, options = {}) {
  const context = await browser.newContext({
    viewport: WIDTHS[options.width ?? 'desktop'],
    locale: { de: 'de-DE', en: 'en-GB' }[options.lang ?? 'de'] ?? options.lang,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const watched = { errors: /** @type {string[]} */ ([]), foreign: /** @type {string[]} */ ([]) };
  const base = new URL(BASE);
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium logs every answer of 400 or more; an API refusal a test
    // provokes on purpose is shown by the page, not an error of the page.
    // A refused asset or page still counts.
    const refusedApiCall =
      /^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()) &&
      new URL(message.location().url || BASE, BASE).pathname.startsWith('/v1/');
    if (!refusedApiCall) watched.errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => watched.errors.push(`exception: ${error.message}`));
  /** @param {string} address */
  const isLocal = (address) => {
    const url = new URL(address);
    const local = ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname) && url.port === base.port;
    return local || url.protocol === 'data:' || url.protocol === 'blob:';
  };
  if (options.serviceWorker) {
    context.on('request', (request) => {
      if (!isLocal(request.url())) watched.foreign.push(request.url());
    });
  } else {
    await context.route('**/*', (route) => {
      if (isLocal(route.request().url())) return route.continue();
      watched.foreign.push(route.request().url());
      return route.abort();
    });
  }
  await page.goto(new URL(pathname, BASE).href);
  await page.waitForLoadState('networkidle');
  if (!options.keys) {
    assert.equal(await page.locator('dialog.access').count(), 0, 'a page of a service that requires no key asked for one');
  }
  return {
    page,
    context,
    /** Fails unless the page stayed quiet and local. */
    assertClean() {
      assert.deepEqual(watched.errors, [], 'the page logged errors');
      assert.deepEqual(watched.foreign, [], 'the page sent requests beyond the loopback address');
    },
  };
}

/**
 * axe-core's scan of the page as it is now; fails on any serious or
 * critical violation, naming each.
 * @param {import('playwright-core').Page} page
 */
export async function assertAccessible(page) {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    // @ts-ignore axe is what the source above defined
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((/** @type {any} */ v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((/** @type {any} */ n) => n.target.join(' ')).slice(0, 5) }));
  });
  const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(severe, [], `axe-core: ${JSON.stringify(severe, null, 2)}`);
}

/**
 * Fails unless the page, as it is now at its current width, scrolls only
 * up and down (neither the page nor any box in it scrolls sideways), no
 * word in a table is broken between two of its letters, and
 * every control a finger uses is at least 40 px high and wide (inline
 * links in running text excepted, as WCAG 2.5.8 does).
 * @param {import('playwright-core').Page} page
 */
export async function assertFitsPhone(page) {
  await assertFits(page, true);
}

/**
 * Fails unless the page, as it is now, scrolls only up and down and no word
 * in a table is broken between two of its letters; with `fingers`, also
 * unless every control is a finger's size (see {@link assertFitsPhone}).
 * @param {import('playwright-core').Page} page
 * @param {boolean} fingers
 */
export async function assertFits(page, fingers) {
  const faults = await page.evaluate((fingers) => {
    const found = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) {
      found.push(`the page is ${document.documentElement.scrollWidth} px wide at ${width} px`);
      // Name the widest boxes that stick out, to say what to fix.
      const wide = [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > width + 1)
        .slice(0, 8)
        .map((e) => `${e.tagName.toLowerCase()}#${e.id}.${typeof e.className === 'string' ? e.className : ''} ends at ${Math.round(e.getBoundingClientRect().right)} px`);
      found.push(...wide);
    }
    /** @param {Element} e */
    const name = (e) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${e.className && typeof e.className === 'string' ? `.${e.className.trim().split(/\s+/).join('.')}` : ''}`;
    /** @param {Element} e */
    const shown = (e) => {
      const style = getComputedStyle(e);
      const box = e.getBoundingClientRect();
      return style.display !== 'none' && style.visibility !== 'hidden' && box.width > 0 && box.height > 0;
    };
    for (const e of document.querySelectorAll('body *')) {
      if (!shown(e)) continue;
      const style = getComputedStyle(e);
      if (['auto', 'scroll'].includes(style.overflowX) && e.scrollWidth > e.clientWidth + 1) {
        const right = e.getBoundingClientRect().right;
        const widest = [...e.querySelectorAll('*')].filter((c) => c.getBoundingClientRect().right > right + 1).slice(-3).map(name);
        found.push(`${name(e)} scrolls sideways (${e.scrollWidth} px in ${e.clientWidth} px): ${widest.join(', ')}`);
      }
    }
    // A word in a table breaks only at its own hyphen („E-Mail“), never between two letters.
    for (const cell of document.querySelectorAll('table td, table th')) {
      if (!shown(cell)) continue;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[^\s\-–—/]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index ?? 0);
          range.setEnd(node, (match.index ?? 0) + match[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (tops.size > 1) found.push(`„${match[0]}“ breaks across lines in ${name(cell)}`);
        }
      }
    }
    if (!fingers) return found;
    const controls = document.querySelectorAll('button, select, textarea, input:not([type="checkbox"]):not([type="radio"]), header a, .record-tools a, a.button, label:has(input[type="checkbox"])');
    for (const e of controls) {
      if (!shown(e) || e.closest('.visually-hidden, .skip')) continue;
      const box = e.getBoundingClientRect();
      // A finger's width (40 px) for every control; a cell of a board wider than the screen
      // allows shrinks, down to WCAG 2.5.8's 24 px, rather than scroll the page sideways.
      const least = e.matches('table.board input.cell') ? 23.5 : 39.5;
      if (box.height < least || box.width < least) found.push(`${name(e)} is ${Math.round(box.width)}×${Math.round(box.height)} px`);
    }
    return found;
  }, fingers);
  assert.deepEqual(faults, [], `at ${page.viewportSize()?.width} px`);
}

/**
 * Saves the page at each width as `<name>-phone.png`, `<name>-tablet.png`
 * and `<name>-desktop.png` in the screenshot folder, and asserts at each
 * that it fits (and, on the phone, that its controls are a finger's size).
 * @param {import('playwright-core').Page} page
 * @param {string} name
 */
export async function screenshots(page, name) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(WIDTHS)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${label}.png`), fullPage: true });
    await assertFits(page, label === 'phone');
  }
  if (original) await page.setViewportSize(original);
}

/**
 * Asserts the page fits at each width as it is now (after a refusal, say).
 * @param {import('playwright-core').Page} page
 */
export async function assertFitsEveryWidth(page) {
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(WIDTHS)) {
    await page.setViewportSize(size);
    await assertFits(page, label === 'phone');
  }
  if (original) await page.setViewportSize(original);
}

/**
 * Types text into the focused element key by key, as a person would.
 * @param {import('playwright-core').Page} page
 * @param {string} text
 */
export async function typeKeys(page, text) {
  await page.keyboard.type(text, { delay: 0 });
}

/**
 * The page as Chromium prints it on A4 (the print style sheet applies): how
 * many pages, and the text on them with runs of white space made single
 * spaces. The text comes from poppler's pdftotext, which reads the PDF as a
 * person would, so a result that is hidden or clipped in print is missing.
 * @param {import('playwright-core').Page} page
 */
export async function printed(page) {
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
  return { pages, text: squash(text) };
}

/**
 * How many A4 pages the page prints on.
 * @param {import('playwright-core').Page} page
 */
export async function printedPages(page) {
  return (await printed(page)).pages;
}

/**
 * Asserts the page prints on `pages` A4 pages and that the first line of
 * each element's text (the result's headline, e.g. its total) is in the PDF.
 * @param {import('playwright-core').Page} page
 * @param {number} pages
 * @param {string[]} selectors
 */
export async function assertPrints(page, pages, selectors) {
  const sheet = await printed(page);
  assert.equal(sheet.pages, pages, `the sheet prints on ${pages} A4 page(s)`);
  for (const selector of selectors) {
    const shown = squash((await page.locator(selector).first().innerText()).split('\n').find((line) => line.trim()) ?? '');
    assert.ok(shown, `${selector} shows a result`);
    assert.ok(sheet.text.includes(shown), `the PDF holds ${JSON.stringify(shown)}; it reads: ${sheet.text.slice(0, 600)}`);
  }
  return sheet;
}

/** @param {string} text */
function squash(text) {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Clicks the page's JSON download and returns what it saved.
 * @param {import('playwright-core').Page} page
 */
export async function downloadedRecord(page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#download').click()]);
  const file = await download.path();
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Holds back the service's answers to the requests `pattern` matches
 * until `release()`: how a test makes an answer arrive after the sheet
 * changed (the races a result must survive).
 * @param {import('playwright-core').Page} page
 * @param {string} pattern  a URL glob, e.g. `**\/v1/games/boggle/score**`
 * @returns {Promise<() => void>} release
 */
export async function holdAnswers(page, pattern) {
  /** @type {() => void} */
  let release = () => {};
  const held = new Promise((resolve) => {
    release = () => resolve(undefined);
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
