// The 6×6 Crossword, through its own controls: the booklet's "Eriwan"
// sheet typed into grid and claims, the same sheet pasted as mailed text
// (read by the service),
// a discrepancy on the board and in the table, a refusal at its field,
// and the link that reopens the sheet.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { assertAccessible, assertPrints, downloadedRecord, holdAnswers, launch, open, printed, screenshots, typeKeys } from './harness.mjs';

/** @type {import('playwright-core').Browser} */
let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const ERIWAN = ['brecHt', 'ra..Ua', 'uR...n', '.....Z', '.....e', 'R..B.n'];
const MAILED = `Crossword Eriwan
Neu: D
brecHt        brecht  10
ra..Ua        Ar+au    2
uR...n        Ur       1
.....Z        ...
.....e        Summe   90
R..B.n
`;

/** @param {import('playwright-core').Page} page @param {number} row @param {number} col */
const cell = (page, row, col) => page.locator(`#grid .cell[data-row="${row}"][data-col="${col}"]`);
/** @param {import('playwright-core').Page} page @param {number} row @param {number} col */
const td = (page, row, col) => cell(page, row, col).locator('xpath=..');
/** Opens the sheet with a short timeout, so a missing control fails fast. @param {string} path */
async function sheet(path = '/crossword') {
  const opened = await open(browser, path);
  opened.page.setDefaultTimeout(8000);
  return opened;
}

test('the Eriwan sheet typed into grid and claims verifies 13 points against 90 claimed', async () => {
  const { page, assertClean } = await sheet();
  await cell(page, 0, 0).click();
  for (const [index, row] of ERIWAN.entries()) {
    await typeKeys(page, row);
    if (index < ERIWAN.length - 1) {
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Home');
    }
  }
  assert.equal(await cell(page, 0, 4).inputValue(), 'H', 'new letters stay upper case');
  assert.equal(await cell(page, 0, 0).inputValue(), 'b', 'old letters stay lower case');
  assert.equal(await cell(page, 1, 2).inputValue(), '', 'a dot leaves the cell empty');
  assert.match((await td(page, 0, 4).getAttribute('class')) ?? '', /new-letter/);

  await page.getByLabel('Partie').fill('Eriwan');
  await page.getByRole('textbox', { name: 'Wörter Zeile 1' }).fill('brecht');
  await page.getByRole('spinbutton', { name: 'Punkte Zeile 1' }).fill('10');
  await page.getByRole('textbox', { name: 'Wörter Zeile 2' }).fill('Ar + au');
  await page.getByRole('spinbutton', { name: 'Punkte Zeile 2' }).fill('2');
  await page.getByRole('textbox', { name: 'Wörter Zeile 3' }).fill('Ur');
  await page.getByRole('spinbutton', { name: 'Punkte Zeile 3' }).fill('1');
  await page.getByLabel('Angegebene Summe').fill('90');
  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
  await page.locator('#verified-total').waitFor();
  assert.equal(await page.locator('#verified-total').innerText(), '13');
  assert.equal(await page.locator('#claimed-total-shown').innerText(), '90');
  assert.equal(await page.locator('.verdict').innerText(), 'ABWEICHUNG');
  const lines = await page.locator('#lines-table tbody tr').allInnerTexts();
  assert.equal(lines.length, 3);
  assert.match(lines[1] ?? '', /Zeile 2\s+2\s+2\s+0/);
  assert.match(await page.locator('#lines-table tfoot').innerText(), /Angegebene Summe\s+90\s+13\s+−77/);
  const differences = await page.locator('#discrepancies').innerText();
  assert.match(differences, /90/);
  assert.doesNotMatch(differences, /(Zeile \d|Spalte \d|Diagonale \d)[^:]*: \1/, 'each difference names its line once');
  const words = await page.locator('#words-table tbody tr').allInnerTexts();
  assert.equal(words.length, 4);
  assert.match(words[1] ?? '', /AR\s+Zeile 2\s+angegeben\s+ab Zeile 2, Spalte 2, rückwärts/);
  // The optimum names TANZEN in column 6; focusing it shows it on the board.
  assert.match(await page.locator('#optimum-table').innerText(), /Spalte 6\s+TANZEN/);
  await page.mouse.move(0, 0); // the pointer's hover would show its own word
  await page.locator('#optimum-table tbody tr', { hasText: 'TANZEN' }).focus();
  assert.match((await td(page, 3, 5).getAttribute('class')) ?? '', /mark-word/);
  assert.match(await page.locator('#record').innerText(), /Regelwerk: 6×6-Kreuzwort \(Postspiel\), Fassung 1/);
  await assertAccessible(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshots(page, 'crossword');
  const record = await downloadedRecord(page);
  assert.ok(record.operation && record.request && record.answer, 'the download holds the operation, request and answer');
  await assertPrints(page, 1, ['#verdict']);
  assertClean();
});

test('the mailed sheet pasted as text fills grid and claims; a wrong line is highlighted', async () => {
  const { page, context, assertClean } = await sheet();
  await page.getByText('Abgabe als Text einfügen').click();
  await page.getByLabel('Abgabe (Text)').fill(MAILED);
  await page.getByRole('button', { name: 'Text ins Blatt übernehmen' }).click();
  // The service reads the sheet: the form is filled from its answer.
  await page.locator('#verified-total').waitFor();
  assert.equal(await cell(page, 3, 5).inputValue(), 'Z');
  assert.equal(await page.getByLabel('Partie').inputValue(), 'Eriwan');
  assert.equal(await page.getByLabel('Wunschbuchstabe (Neu)').inputValue(), 'D');
  assert.equal(await page.getByRole('textbox', { name: 'Wörter Zeile 2' }).inputValue(), 'Ar + au');
  assert.equal(await page.getByRole('spinbutton', { name: 'Punkte Zeile 4' }).inputValue(), '0');
  assert.equal(await page.getByLabel('Angegebene Summe').inputValue(), '90');
  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
  await page.locator('#verified-total').waitFor();
  assert.equal(await page.locator('#verified-total').innerText(), '13');
  assert.equal(await page.locator('#claimed-total-shown').innerText(), '90');

  // Row 1 claimed at 7 points: the line differs, on the board and in both tables.
  await page.getByRole('spinbutton', { name: 'Punkte Zeile 1' }).fill('7');
  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
  await page.locator('#lines-table tr.discrepancy[data-line="row1"]').waitFor();
  assert.match(await page.locator('#lines-table tr[data-line="row1"]').innerText(), /Zeile 1\s+7\s+10\s+\+3/);
  assert.match((await td(page, 0, 2).getAttribute('class')) ?? '', /mark-discrepancy/);
  assert.match((await cell(page, 0, 2).getAttribute('title')) ?? '', /Zeile 1/);
  assert.match((await page.locator('#claims-body tr[data-line="row1"]').getAttribute('class')) ?? '', /discrepancy/);
  assert.doesNotMatch((await td(page, 2, 0).getAttribute('class')) ?? '', /mark-discrepancy/);

  // The link reopens the sheet, checked again; English keeps it.
  const link = page.url();
  const again = await context.newPage();
  await again.goto(link);
  await again.locator('#verified-total').waitFor();
  assert.equal(await again.locator('#verified-total').innerText(), '13');
  assert.equal(await again.getByRole('spinbutton', { name: 'Punkte Zeile 1' }).inputValue(), '7');
  assert.equal(await cell(again, 0, 4).inputValue(), 'H');
  await again.getByRole('link', { name: 'English' }).click();
  await again.locator('#verified-total').waitFor();
  assert.equal(await again.locator('.verdict').innerText(), 'MISMATCH');
  assert.equal(await again.getByRole('spinbutton', { name: 'Points Row 1' }).inputValue(), '7');
  assertClean();
});

test('unreadable text is marked at its line; a refusal shows at the claim it names', async () => {
  const { page, assertClean } = await sheet();
  await page.getByText('Abgabe als Text einfügen').click();
  await page.getByLabel('Abgabe (Text)').fill('Crossword Eriwan\nbrecHt\nra..Ua\nuR...n\n.....Z\n.....ä\n');
  await page.getByRole('button', { name: 'Text ins Blatt übernehmen' }).click();
  await page.locator('#mailed-error').filter({ hasText: /.+/ }).waitFor();
  assert.match(await page.locator('#mailed-error').innerText(), /Zeile 6 des Textes/);
  assert.equal(await page.getByLabel('Abgabe (Text)').getAttribute('aria-invalid'), 'true');

  await cell(page, 0, 0).click();
  await typeKeys(page, 'brecHt');
  await page.getByRole('textbox', { name: 'Wörter Spalte 6' }).fill('tanzen');
  await page.getByRole('textbox', { name: 'Ersatz Spalte 6' }).fill('tanz ranz');
  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
  assert.equal(await page.getByRole('textbox', { name: 'Ersatz Spalte 6' }).getAttribute('aria-invalid'), 'true');
  assert.match(await page.locator('#claims-error').innerText(), /Spalte 6/);
  assert.equal(await cell(page, 0, 4).inputValue(), 'H', 'nothing typed is lost');

  // Points beyond any integer: the service refuses and names the claim's points.
  await page.getByRole('textbox', { name: 'Ersatz Spalte 6' }).fill('');
  await page.getByRole('spinbutton', { name: 'Punkte Spalte 6' }).fill('100000000000000000000');
  // The substitute's refusal above is still shown: wait for the service's answer, not for any problem.
  await Promise.all([
    page.waitForResponse((response) => response.url().includes('/v1/games/crossword/score')),
    page.getByRole('button', { name: 'Prüfen', exact: true }).click(),
  ]);
  await page.locator('#claims-error').filter({ hasText: /Spalte 6: .+/ }).waitFor();
  const points = page.getByRole('spinbutton', { name: 'Punkte Spalte 6' });
  for (let i = 0; i < 50 && (await points.getAttribute('aria-invalid')) !== 'true'; i += 1) await page.waitForTimeout(100);
  assert.equal(await points.getAttribute('aria-invalid'), 'true');
  assert.equal(await page.getByRole('textbox', { name: 'Wörter Spalte 6' }).inputValue(), 'tanzen', 'nothing typed is lost');

  // A lexicon version the service does not have: the message sits at that field.
  await page.getByRole('spinbutton', { name: 'Punkte Spalte 6' }).fill('10');
  await page.getByLabel('Wörterbuch-Version').fill('999');
  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
  await page.locator('#lexicon-version-error').filter({ hasText: /999/ }).waitFor();
  assert.equal(await page.getByLabel('Wörterbuch-Version').getAttribute('aria-invalid'), 'true');
  assert.equal(await page.getByRole('spinbutton', { name: 'Punkte Spalte 6' }).getAttribute('aria-invalid'), null);
  assertClean();
});

test('Ä typed into the grid becomes A and E in two cells, and the direction toggle keeps typing in the board', async () => {
  const { page, assertClean } = await sheet();
  await cell(page, 2, 0).click();
  await typeKeys(page, 'BÄ');
  assert.match(await page.locator('#grid .grid-note').innerText(), /„Ä“ wird in diesem Spiel als AE geschrieben/);
  await typeKeys(page, 'R');
  const row = await Promise.all([0, 1, 2, 3].map((col) => cell(page, 2, col).inputValue()));
  assert.deepEqual(row, ['B', 'A', 'E', 'R'], 'BÄR is BAER, nothing typed is lost');

  await cell(page, 3, 5).click();
  await typeKeys(page, 'Ü');
  assert.equal(await cell(page, 3, 5).inputValue(), '', 'no room for UE at the row’s end: refused, not cut');
  assert.match(await page.locator('#grid .grid-note').innerText(), /kein Platz/);

  await cell(page, 4, 0).click();
  await page.getByRole('button', { name: /Schreibrichtung/ }).click();
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-row')), '4', 'the focus is back in the board');
  await typeKeys(page, 'OR');
  assert.equal(await cell(page, 4, 0).inputValue(), 'O');
  assert.equal(await cell(page, 5, 0).inputValue(), 'R', 'typed down after the toggle');
  assertClean();
});

test('an edit after the check takes the result off the sheet and out of print; a late answer for the old sheet is dropped', async () => {
  const { page, assertClean } = await sheet();
  await cell(page, 0, 0).click();
  await typeKeys(page, 'brecHt');
  await page.getByRole('textbox', { name: 'Wörter Zeile 1' }).fill('brecht');
  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
  await page.locator('#verified-total').waitFor();
  assert.notEqual(await page.locator('#record').innerText(), '');

  // A claim changed: nothing of the old result is on screen, in the record or in print.
  await page.getByRole('textbox', { name: 'Wörter Zeile 1' }).fill('brech');
  assert.equal(await page.locator('#verified-total').count(), 0);
  assert.equal(await page.locator('.verdict').count(), 0);
  assert.equal(await page.locator('#record').innerText(), '');
  assert.doesNotMatch((await printed(page)).text, /GÜLTIG|ABWEICHUNG|ÜBEREINSTIMMUNG/);

  // A check whose answer is held back until the grid has changed shows nothing when it comes.
  const release = await holdAnswers(page, '**/v1/games/crossword/score**');
  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
  await page.getByText('wird geprüft …').waitFor();
  await cell(page, 5, 0).click();
  await typeKeys(page, 'R');
  release();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  assert.equal(await page.locator('#verified-total').count(), 0, 'the answer for the older sheet never shows');
  assertClean();
});
