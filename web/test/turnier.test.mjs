// The tournament kiosk, keyboard only: one verdict per move that never
// names the failing word, the automatic reset, the ruleset and dictionary
// version fixed and shown, and the challenge log kept in the browser,
// printed and downloaded as CSV.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { assertAccessible, launch, open, printedPages, screenshots, typeKeys } from './harness.mjs';

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
  assert.match(pinned, /Regelwerk: Crossword 6×6 \(Postspiel\)/);
  assert.match(pinned, /Wörterbuch: Version 1/);
  assert.ok(await page.getByLabel('Regelwerk').isDisabled(), 'the ruleset is fixed while the check runs');

  await typeKeys(page, 'Haus Straße');
  await page.keyboard.press('Enter');
  await page.locator('#kiosk-verdict .verdict.valid').waitFor();
  assert.match(await page.locator('#kiosk-verdict').innerText(), /^GÜLTIG\s*– Crossword/);
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
  assert.match(rows[1] ?? '', /Haus Xyzzyq Straße\s+UNGÜLTIG\s+Crossword 6×6 \(Postspiel\)\s+1/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#log-csv').click()]);
  const csv = readFileSync(await download.path(), 'utf8').trim().split('\r\n');
  assert.equal(csv.length, 3);
  assert.equal(csv[0], 'Zeit,Wörter,Urteil,Regelwerk,Wörterbuch-Version');
  assert.match(csv[2] ?? '', /,Haus Xyzzyq Straße,UNGÜLTIG,crossword,1$/);
  assert.equal(await printedPages(page), 1, 'the log prints');
  await assertAccessible(page);

  const again = await context.newPage();
  await again.goto(page.url());
  await again.locator('#log tbody tr').nth(1).waitFor();
  assert.match(await again.locator('#pinned').innerText(), /Crossword/, 'a reload keeps the check running as fixed');
  assert.deepEqual(await context.cookies(), [], 'no cookie');
  await again.getByRole('button', { name: 'Prüfung beenden' }).click();
  assert.equal(await again.getByLabel('Regelwerk').isDisabled(), false);
  assertClean();
});
