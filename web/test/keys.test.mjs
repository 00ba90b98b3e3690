// A service that requires access keys (`auth.mode = "keys"`): the page
// asks for the key in plain words, keeps it in the browser, sends the call
// it was refused again with it (the referee presses nothing twice and the
// sheet keeps what was typed), says so when a key is not accepted, forgets
// the key on request, and shows a refusal of a key without the scope in the
// service's own words without asking again. The service worker installs
// all the same and keeps no key and no refusal.
//
// Run against a service in keys mode at WORTWERT_URL, with WORTWERT_KEY
// (scopes words and games) and WORTWERT_WORDS_KEY (scope words only), as
// `tests/web` does; a page of a service without keys never asks (every
// other suite asserts that as each page opens, see `open` in harness.mjs).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { assertAccessible, assertFitsEveryWidth, launch, open, screenshots, typeKeys } from './harness.mjs';

const KEY = process.env.WORTWERT_KEY;
const WORDS_KEY = process.env.WORTWERT_WORDS_KEY;
/** Where the page keeps the key (access.js). */
const KEPT = 'wortwert.access-key';

/** @type {import('playwright-core').Browser} */
let browser;
before(async () => {
  assert.ok(KEY && WORDS_KEY, 'WORTWERT_KEY and WORTWERT_WORDS_KEY name keys the service at WORTWERT_URL accepts');
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** What a person must never read, each with what it is. */
const PROGRAMMER_WORDS = [
  [/`/, 'a backtick'],
  [/(^|[\s(„“])\/[a-z_]+(\/[\w-]+)*\/?(?=[\s),.:;“”]|$)/m, 'a JSON pointer'],
  [/\b[a-z]+_[a-z_]+\b/, 'a snake_case code or field name'],
  [/\[[^\]]*\]/, 'a bracketed list'],
  [/Bearer|Authorization|X-Api-Key|\bwwk_/, 'how the key is sent'],
  [/\b40[13]\b|urn:/, 'a status or a problem type'],
];

/**
 * Fails naming each pattern the page's visible text matches.
 * @param {import('playwright-core').Page} page
 * @param {string} when
 */
async function assertPlainWords(page, when) {
  const text = await page.locator('body').innerText();
  const found = PROGRAMMER_WORDS.filter(([pattern]) => /** @type {RegExp} */ (pattern).test(text)).map(
    ([pattern, what]) => `${what}: ${String(text.match(/** @type {RegExp} */ (pattern))?.[0])}`,
  );
  assert.deepEqual(found, [], `${page.url()} ${when}:\n${text}`);
}

/** @param {import('playwright-core').Page} page @param {number} row @param {number} col */
const cell = (page, row, col) => page.locator(`#board .cell[data-row="${row}"][data-col="${col}"]`);

/** @param {import('playwright-core').Page} page */
async function assertMotteStillThere(page) {
  assert.deepEqual(
    await Promise.all([2, 3, 4, 5, 6].map((col) => cell(page, 4, col).inputValue())),
    ['M', 'O', 'T', 'T', 'E'],
    'the sheet keeps what was typed',
  );
}

/** @param {import('playwright-core').Page} page */
const keptKey = (page) => page.evaluate((name) => localStorage.getItem(name), KEPT);

/**
 * What the service worker keeps: each entry's address, whether its request
 * holds an access key, and whether its answer holds `key`.
 * @param {import('playwright-core').Page} page
 * @param {string} key
 */
function keptByTheWorker(page, key) {
  return page.evaluate(async (key) => {
    const entries = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const answer = await cache.match(request);
        const url = new URL(request.url);
        entries.push({
          path: url.pathname + url.search,
          status: answer?.status,
          sendsKey: request.headers.has('authorization') || request.headers.has('x-api-key'),
          holdsKey: (await answer?.text())?.includes(key) ?? false,
        });
      }
    }
    return entries;
  }, key);
}

test('the page asks for the key, says when one is wrong, checks with it without another press, keeps it and forgets it on request', { timeout: 240_000 }, async () => {
  const key = /** @type {string} */ (KEY);
  const { page, assertClean } = await open(browser, '/happycross', { keys: true, serviceWorker: true });
  page.setDefaultTimeout(30_000);
  const said = /** @type {string[]} */ ([]);
  page.on('console', (message) => said.push(message.text()));

  // The page's first call (its rulesets) needs the key: the page asks at once.
  const dialog = page.getByRole('dialog', { name: 'Zugangsschlüssel' });
  await dialog.waitFor();
  assert.match(
    await dialog.innerText(),
    /Dieser Dienst verlangt einen Zugangsschlüssel \(API-Schlüssel\)\. Bitte den Schlüssel eintragen, den Sie von den Betreuern des Dienstes bekommen haben\./
  );
  const refused = dialog.locator('#access-refused');
  assert.equal(await refused.isVisible(), false, 'no key was refused yet');
  const field = dialog.getByLabel('Schlüssel', { exact: true });
  assert.equal(await field.getAttribute('type'), 'password');
  assert.equal(await field.getAttribute('autocomplete'), 'off');
  assert.equal(await field.evaluate((element) => element === document.activeElement), true, 'the field has the focus');
  await assertPlainWords(page, 'asking for the key');
  await assertFitsEveryWidth(page);
  await assertAccessible(page);
  await screenshots(page, 'keys-dialog');

  // The worker installs without the key: pages and assets kept, the refused rulesets not.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  let kept = await keptByTheWorker(page, key);
  assert.ok(kept.some((entry) => entry.path === '/happycross'), 'the worker kept the pages');
  assert.deepEqual(kept.filter((entry) => entry.path.startsWith('/v1/') || entry.status !== 200), [], 'the worker kept no refusal');

  // Nothing, or what cannot be a key, is not sent: the dialog says why.
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  assert.match(await dialog.locator('#access-error').innerText(), /Bitte den Schlüssel eintragen\./);
  await field.fill('Schlüssel');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  assert.match(await dialog.locator('#access-error').innerText(), /enthält Zeichen, die kein Schlüssel hat/);
  assert.equal(await field.getAttribute('aria-invalid'), 'true');

  // A wrong key: told so in plain words, asked again, and not kept.
  await field.fill(key.replace(/_[0-9a-f]+$/, '_0000'));
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await refused.waitFor({ state: 'visible' });
  assert.match(await refused.innerText(), /Dieser Schlüssel wurde nicht angenommen: Er ist falsch, unvollständig oder nicht mehr gültig\./);
  assert.equal(await field.inputValue(), '', 'the field is empty for the next try');
  assert.equal(await keptKey(page), null, 'a refused key is not kept');
  await assertPlainWords(page, 'after a wrong key');
  await assertFitsEveryWidth(page);

  // The issued key: the rulesets come, the sheet is drawn by the chosen one.
  await field.fill(key);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await page.locator('#ruleset option[value="happycross"]').waitFor({ state: 'attached' });
  assert.equal(await dialog.isVisible(), false);
  assert.equal(await keptKey(page), key, 'the key is kept in the browser');
  const forget = page.getByRole('button', { name: 'Schlüssel vergessen' });
  await forget.waitFor();

  // A reload asks nothing: the key is remembered, and the worker now keeps
  // the rulesets it passed on with the key, but never the key itself.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await page.locator('#ruleset option[value="happycross"]').waitFor({ state: 'attached' });
  assert.equal(await page.locator('dialog.access').count(), 0, 'no question after a reload');
  await forget.waitFor();
  kept = await keptByTheWorker(page, key);
  assert.ok(kept.some((entry) => entry.path === '/v1/rulesets' && entry.status === 200), 'the worker kept the rulesets');
  assert.deepEqual(kept.filter((entry) => entry.sendsKey || entry.holdsKey || entry.status !== 200), [], 'the worker keeps no key and no refusal');

  // A check with the key goes through.
  await cell(page, 4, 2).click();
  await typeKeys(page, 'MOTTE');
  const check = page.getByRole('button', { name: 'Prüfen', exact: true });
  const verdict = page.locator('#verdict .verdict');
  await check.click();
  await verdict.waitFor();
  assert.match(await page.locator('#words-table').innerText(), /MOTTE/);

  // Forgotten on request: the page says so, and the next check asks again.
  await forget.click();
  const status = page.locator('#access-status');
  await status.waitFor();
  assert.match(await status.innerText(), /Der Zugangsschlüssel ist in diesem Browser gelöscht\./);
  assert.equal(await forget.count(), 0);
  assert.equal(await keptKey(page), null);
  await assertFitsEveryWidth(page);
  await check.click();
  await dialog.waitFor();
  assert.equal(await refused.isVisible(), false, 'no key was sent: none was refused');
  assert.equal(await verdict.count(), 0, 'no verdict without the key');
  await assertMotteStillThere(page);

  // A wrong key once more, then the right one: the refused check is sent
  // again on its own, and the verdict comes without another press.
  await field.fill(`${key}x`);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await refused.waitFor({ state: 'visible' });
  await assertMotteStillThere(page);
  await field.fill(key);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await verdict.waitFor();
  assert.equal(await dialog.isVisible(), false);
  assert.match(await page.locator('#words-table').innerText(), /MOTTE/);
  await assertMotteStillThere(page);
  assert.equal(await page.locator('#problem').innerText(), '', 'no problem shown');

  // Asked and not answered: the sheet says plainly why nothing was checked,
  // keeps what was typed, and the next check asks again.
  await forget.click();
  await check.click();
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  const problem = page.locator('#problem .problem');
  await problem.waitFor();
  assert.match(await problem.innerText(), /Ohne Zugangsschlüssel[\s\S]*Dieser Dienst prüft nur mit einem Zugangsschlüssel\./);
  assert.equal(await verdict.count(), 0);
  await assertMotteStillThere(page);
  await assertPlainWords(page, 'after the question was cancelled');
  await assertFitsEveryWidth(page);
  await check.click();
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await page.locator('#problem .problem').waitFor();
  assert.equal(await dialog.isVisible(), false, 'Escape cancels');

  // The key never shows in the address, nor in anything the page logged.
  assert.ok(!page.url().includes(key), 'the key is not in the address');
  assert.deepEqual(said.filter((text) => text.includes(key)), [], 'the key is never logged');
  assertClean();
});

test('in English; a key without the scope is refused in the service’s own words, once, without asking again', { timeout: 120_000 }, async () => {
  const { page, assertClean } = await open(browser, '/happycross?lang=en', { keys: true, lang: 'en' });
  page.setDefaultTimeout(30_000);
  const dialog = page.getByRole('dialog', { name: 'Access key' });
  await dialog.waitFor();
  assert.match(
    await dialog.innerText(),
    /This service requires an access key \(API key\)\. Please enter the key you were given by the people who run the service\./,
  );
  await assertPlainWords(page, 'asking for the key in English');
  await assertFitsEveryWidth(page);
  // The key of a word list app: it may read the rulesets, not score games.
  await dialog.getByLabel('Key', { exact: true }).fill(/** @type {string} */ (WORDS_KEY));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.locator('#ruleset option[value="happycross"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Forget key' }).waitFor();

  let scored = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v1/games/happycross/score') scored += 1;
  });
  await cell(page, 4, 2).click();
  await typeKeys(page, 'MOTTE');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const problem = page.locator('#problem .problem');
  await problem.waitFor();
  assert.match(await problem.innerText(), /Not allowed for this API key[\s\S]*may not be used to score games/);
  await page.waitForTimeout(1500);
  assert.equal(scored, 1, 'the refused check was sent once');
  assert.equal(await page.locator('dialog.access[open]').count(), 0, 'a refusal of the scope asks for no key');
  assert.equal(await page.locator('#verdict .verdict').count(), 0);
  await assertMotteStillThere(page);
  await assertPlainWords(page, 'after a key without the scope');
  await assertFitsEveryWidth(page);
  assertClean();
});

test('a key refused at the page’s opening leaves no empty menu: the page says why, asks again on request, and loads the rulesets once a key is saved', { timeout: 180_000 }, async () => {
  const key = /** @type {string} */ (KEY);
  const { page, assertClean } = await open(browser, '/happycross', { keys: true });
  page.setDefaultTimeout(30_000);
  const dialog = page.getByRole('dialog', { name: 'Zugangsschlüssel' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  const problem = page.locator('#problem .problem');
  await problem.waitFor();
  assert.match(await problem.innerText(), /Ohne Zugangsschlüssel/);
  assert.equal(await page.locator('#ruleset option').count(), 0, 'no ruleset without a key');
  await assertPlainWords(page, 'after the first question was cancelled');
  await assertFitsEveryWidth(page);
  // On request the page asks again; the key saved loads the menu, and the problem goes.
  await page.getByRole('button', { name: 'Zugangsschlüssel eingeben' }).click();
  await dialog.waitFor();
  await dialog.getByLabel('Schlüssel', { exact: true }).fill(key);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await page.locator('#ruleset option[value="happycross"]').waitFor({ state: 'attached' });
  assert.equal(await page.locator('#ruleset').inputValue(), 'happycross');
  assert.equal(await page.locator('#problem').innerText(), '', 'the problem is gone');

  // The kiosk the same way, this time with the key given by a later question
  // (the key is forgotten first, so the kiosk asks at its opening).
  await page.evaluate(() => localStorage.clear());
  await page.goto(new URL('/turnier', page.url()).href);
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  const note = page.locator('#setup-note');
  await note.getByRole('button', { name: 'Zugangsschlüssel eingeben' }).waitFor();
  assert.match(await note.innerText(), /Ohne Zugangsschlüssel/);
  await assertPlainWords(page, 'the kiosk after the first question was cancelled');
  await note.getByRole('button', { name: 'Zugangsschlüssel eingeben' }).click();
  await dialog.waitFor();
  await dialog.getByLabel('Schlüssel', { exact: true }).fill(key);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await page.locator('#ruleset option[value="happycross"]').waitFor({ state: 'attached' });
  assert.equal(await note.innerText(), '', 'the note is gone');
  assertClean();
});
