// The tournament kiosk, keyboard only: one verdict per move that never
// names the failing word, the automatic reset, the ruleset and dictionary
// version fixed and shown, and the challenge log kept in the browser,
// printed and downloaded as CSV.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { assertAccessible, assertFitsPhone, launch, open, printedPages, screenshots, typeKeys } from './harness.mjs';

/**
 * Downloads the log's CSV and reads it back as a German spreadsheet would:
 * Python's csv module with `;` between fields, after checking the byte
 * order mark that tells such programs it is UTF-8.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<string[][]>}
 */
async function downloadedCsv(page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#log-csv').click()]);
  const bytes = readFileSync(await download.path());
  assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 with a byte order mark');
  const read = execFileSync('python3', ['-c', 'import csv, json, sys; print(json.dumps(list(csv.reader(open(sys.argv[1], encoding="utf-8-sig", newline=""), delimiter=";"))))', await download.path() ?? '']);
  return JSON.parse(read.toString('utf8'));
}

/** @type {import('playwright-core').Browser} */
let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

test('a move is GÜLTIG or UNGÜLTIG as a whole, never naming the failing word, and clears itself', async () => {
  const { page, context, assertClean } = await open(browser, '/turnier');
  page.setDefaultTimeout(20_000);
  await page.getByRole('link', { name: 'Turnier…' }).waitFor();
  assert.equal(await page.getByLabel('Regelwerk').inputValue(), '', 'no ruleset is chosen silently');
  await page.getByLabel('Zurücksetzen nach (Sekunden)').focus();
  await page.keyboard.press('Enter');
  assert.match(await page.locator('#setup-note').innerText(), /Regelwerk wählen/);
  await page.getByLabel('Regelwerk').selectOption('crossword');
  await page.getByLabel('Zurücksetzen nach (Sekunden)').fill('2');
  await page.keyboard.press('Enter');
  const move = page.getByLabel(/Die Wörter des Zuges/);
  await move.waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'move', 'the move field has the focus');
  const pinned = await page.locator('#pinned').innerText();
  assert.match(pinned, /Regelwerk: 6×6-Kreuzwort \(Postspiel\)/);
  assert.match(pinned, /Wörterbuch: Version 1/);
  assert.ok(await page.getByLabel('Regelwerk').isDisabled(), 'the ruleset is fixed while the check runs');

  await typeKeys(page, 'Haus Straße');
  await page.keyboard.press('Enter');
  await page.locator('#kiosk-verdict .verdict.valid').waitFor();
  assert.match(await page.locator('#kiosk-verdict').innerText(), /^GÜLTIG\s*– 6×6-Kreuzwort/);
  await screenshots(page, 'tournament-kiosk');

  // The reset after two seconds: no verdict, an empty field, the focus in it.
  await page.locator('#kiosk-verdict .verdict').waitFor({ state: 'detached', timeout: 5000 });
  assert.equal(await move.inputValue(), '');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'move');

  await typeKeys(page, 'Haus');
  await page.keyboard.press('Shift+Enter');
  await typeKeys(page, 'Xyzzyq Straße');
  await page.keyboard.press('Enter');
  await page.locator('#kiosk-verdict .verdict.invalid').waitFor();
  const shown = await page.locator('#kiosk').innerText();
  assert.match(shown, /UNGÜLTIG/);
  assert.doesNotMatch(shown.replace(await move.inputValue(), ''), /Xyzzyq|XYZZYQ|Wörterbuch\b(?!:)/, 'the failing word is not named');
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('#kiosk-verdict .verdict').count(), 0, 'Esc clears at once');

  // The log: both challenges, kept on the device, as CSV.
  const rows = await page.locator('#log tbody tr').allInnerTexts();
  assert.equal(rows.length, 2);
  assert.match(rows[1] ?? '', /Haus Xyzzyq Straße\s+UNGÜLTIG\s+6×6-Kreuzwort \(Postspiel\)\s+1/);
  const csv = await downloadedCsv(page);
  assert.equal(csv.length, 3);
  assert.deepEqual(csv[0], ['Zeit', 'Tisch', 'Wörter', 'Urteil', 'Regelwerk', 'Wörterbuch-Version']);
  assert.deepEqual(csv[2]?.slice(1), ['', 'Haus Xyzzyq Straße', 'UNGÜLTIG', '6×6-Kreuzwort (Postspiel)', '1']);
  assert.match(csv[2]?.[0] ?? '', /^\d{1,2}\.\d{1,2}\.\d{4}, \d{2}:\d{2}:\d{2}$/, 'local time as German spreadsheets read it');
  assert.equal(await printedPages(page), 1, 'the log prints');
  await assertAccessible(page);

  const again = await context.newPage();
  await again.goto(page.url());
  await again.locator('#log tbody tr').nth(1).waitFor();
  assert.match(await again.locator('#pinned').innerText(), /6×6-Kreuzwort/, 'a reload keeps the check running as fixed');
  assert.deepEqual(await context.cookies(), [], 'no cookie');
  await again.getByRole('button', { name: 'Prüfung beenden' }).click();
  assert.equal(await again.getByLabel('Regelwerk').isDisabled(), false);
  assertClean();
});

/** Starts the check with a ruleset and a table. @param {import('playwright-core').Page} page @param {string} table */
async function start(page, table) {
  await page.getByLabel('Regelwerk').selectOption('crossword');
  await page.getByLabel('Tisch', { exact: true }).fill(table);
  await page.getByRole('button', { name: 'Prüfung starten' }).click();
  await page.getByLabel(/Die Wörter des Zuges/).waitFor();
}

test('commas, semicolons, quotes and other punctuation separate the words of a move as spaces do', async () => {
  const { page, assertClean } = await open(browser, '/turnier');
  page.setDefaultTimeout(20_000);
  await start(page, '7');
  assert.match(await page.locator('#pinned').innerText(), /^Tisch 7 · Regelwerk: 6×6-Kreuzwort/);
  for (const move of ['Haus, Baum', 'Haus \'Baum\'', '„Haus“; Baum.', 'Haus/Baum (Straße)!']) {
    await page.getByLabel(/Die Wörter des Zuges/).fill(move);
    await page.keyboard.press('Enter');
    await page.locator('#kiosk-verdict .verdict').waitFor();
    assert.match(await page.locator('#kiosk-verdict').innerText(), /^GÜLTIG/, move);
    await page.keyboard.press('Escape');
  }
  const rows = await page.locator('#log tbody tr').allInnerTexts();
  assert.match(rows[0] ?? '', /7\s+Haus Baum\s+GÜLTIG/);
  assert.match(rows[3] ?? '', /Haus Baum Straße\s+GÜLTIG/);
  // A move the service refuses to check is logged as such, with its table; the CSV reads back whole.
  await page.getByLabel(/Die Wörter des Zuges/).fill(`Haus ${'x'.repeat(300)}`);
  await page.keyboard.press('Enter');
  await page.locator('#kiosk-verdict .problem').waitFor();
  const csv = await downloadedCsv(page);
  assert.equal(csv.length, 6);
  assert.deepEqual(csv[5]?.slice(1, 2), ['7']);
  assert.equal(csv[5]?.[3], 'nicht prüfbar');
  assert.deepEqual(csv[1]?.slice(1), ['7', 'Haus Baum', 'GÜLTIG', '6×6-Kreuzwort (Postspiel)', '1']);
  await page.getByRole('button', { name: 'Protokoll löschen' }).click();
  assertClean();
});

test('locked, the kiosk is the move field and the verdict alone; only Strg+Alt+E and a confirmation unlock it', async () => {
  const { page, context, assertClean } = await open(browser, '/turnier');
  page.setDefaultTimeout(20_000);
  await start(page, '12');
  await page.getByRole('button', { name: 'Sperren (Vollbild)' }).click();
  const move = page.getByLabel(/Die Wörter des Zuges/);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'move');
  for (const hidden of ['header.site', '#setup', '.challenge-log', '#stop', '#lock']) {
    assert.equal(await page.locator(hidden).isVisible(), false, `${hidden} is not shown`);
  }
  const shownLinks = await page.locator('a').evaluateAll((links) => links.filter((a) => a.getClientRects().length > 0).map((a) => a.textContent));
  assert.deepEqual(shownLinks, [], 'no link to leave by');
  assert.match(await page.locator('#pinned').innerText(), /Tisch 12 · Regelwerk: 6×6-Kreuzwort \(Postspiel\) · Wörterbuch: Version 1/);
  // Tab and Shift+Tab stay in the field; Esc only clears it.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'move');
  await typeKeys(page, 'Haus; Baum');
  await page.keyboard.press('Enter');
  await page.locator('#kiosk-verdict .verdict.valid').waitFor();
  await screenshots(page, 'tournament-kiosk-locked');
  // UNGÜLTIG, the wider verdict, fits the phone and the tablet.
  await page.keyboard.press('Escape');
  await typeKeys(page, 'Xyzzyq');
  await page.keyboard.press('Enter');
  await page.locator('#kiosk-verdict .verdict.invalid').waitFor();
  for (const width of [390, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await assertFitsPhone(page);
    const box = await page.locator('#kiosk-verdict .verdict-word').boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= width, `UNGÜLTIG inside ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('header.site').isVisible(), false, 'Esc does not unlock');

  // A reload stays locked.
  const again = await context.newPage();
  await again.goto(page.url());
  await again.getByLabel(/Die Wörter des Zuges/).waitFor();
  assert.equal(await again.locator('header.site').isVisible(), false, 'a reload stays locked');
  await again.close();

  // The chord asks first; keeping the lock changes nothing.
  await move.focus();
  await page.keyboard.press('Control+Alt+KeyE');
  const dialog = page.getByRole('dialog', { name: 'Sperre aufheben?' });
  await dialog.waitFor();
  await assertAccessible(page);
  await dialog.getByRole('button', { name: 'Gesperrt lassen' }).click();
  assert.equal(await page.locator('header.site').isVisible(), false);
  await page.keyboard.press('Control+Alt+KeyE');
  await dialog.getByRole('button', { name: 'Sperre aufheben' }).click();
  await page.locator('header.site').waitFor();
  assert.ok(await page.getByRole('button', { name: 'Prüfung beenden' }).isVisible());
  await page.getByRole('button', { name: 'Prüfung beenden' }).click();
  assertClean();
});
