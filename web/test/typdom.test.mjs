// TYP-DOM SUPER, through the page's own controls: the booklet's layout
// mistake (STERN/RW) and a jolly, and the settlement of all four variants
// with the booklet's and the spec's worked examples.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { assertAccessible, assertFitsPhone, assertPrints, downloadedRecord, holdAnswers, launch, open, printed, screenshots, typeKeys } from './harness.mjs';

/** @type {import('playwright-core').Browser} */
let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

/** @param {import('playwright-core').Page} page @param {number} row @param {number} col */
const cell = (page, row, col) => page.locator(`#layout-board .cell[data-row="${row}"][data-col="${col}"]`);

/**
 * Sets the layout's size with its fields and types the rows, cell by cell.
 * @param {import('playwright-core').Page} page
 * @param {number} rows @param {number} cols @param {string[]} lines
 */
async function typeLayout(page, rows, cols, lines) {
  await page.getByLabel('Zeilen', { exact: true }).fill(String(rows));
  await page.getByLabel('Spalten', { exact: true }).fill(String(cols));
  await page.getByRole('button', { name: 'Größe übernehmen' }).click();
  await page.getByRole('button', { name: 'Spielbild leeren' }).click();
  for (const [row, line] of lines.entries()) {
    await cell(page, row, 0).click();
    await typeKeys(page, line);
  }
}

/**
 * Adds players with the button until there are `count`, and types their names.
 * @param {import('playwright-core').Page} page
 * @param {string[]} names
 */
async function players(page, names) {
  let count = await page.locator('#player-list > li').count();
  while (count < names.length) {
    await page.getByRole('button', { name: 'Spieler hinzufügen' }).click();
    count += 1;
  }
  while (count > names.length) {
    await page.getByRole('button', { name: `Spieler ${count} entfernen` }).click();
    count -= 1;
  }
  for (const [i, name] of names.entries()) await page.locator(`#player-${i}-name`).fill(name);
}

/** @param {import('playwright-core').Page} page */
async function settle(page) {
  await page.getByRole('button', { name: 'Abrechnen' }).click();
  await page.locator('#settle-total').waitFor();
}

test('the booklet’s wrong layout (STERN beside WORT: RW) is refused on its cells; jollies are shown', async () => {
  const { page, assertClean } = await open(browser, '/typdom');
  await typeLayout(page, 2, 7, ['STERN', '...WORT']);
  assert.deepEqual(
    await page.locator('#layout-board .cell').evaluateAll((cells) => cells.map((c) => /** @type {HTMLInputElement} */ (c).value || '.').join('')),
    'STERN.....WORT',
  );
  await page.getByRole('button', { name: 'Spielbild prüfen' }).click();
  await page.locator('#layout-result .verdict').waitFor();
  assert.equal(await page.locator('#layout-result .verdict').innerText(), 'UNGÜLTIG');
  assert.match(await page.locator('#layout-violations').innerText(), /RW.*Zeile 1, Spalte 4/);
  const runs = await page.locator('#layout-runs tbody tr').allInnerTexts();
  assert.equal(runs.length, 4);
  assert.ok(runs.some((r) => /^STERN\s+Zeile 1, Spalte 1, waagerecht\s+GÜLTIG/.test(r)), runs.join('\n'));
  assert.ok(runs.some((r) => /^RW\s+Zeile 1, Spalte 4, senkrecht\s+UNGÜLTIG/.test(r)), runs.join('\n'));
  for (const [row, col] of [[0, 3], [1, 3]]) {
    const td = cell(page, row, col).locator('xpath=..');
    assert.match((await td.getAttribute('class')) ?? '', /mark-violation/);
    assert.match((await cell(page, row, col).getAttribute('title')) ?? '', /RW/);
  }
  assert.doesNotMatch((await cell(page, 0, 0).locator('xpath=..').getAttribute('class')) ?? '', /mark-violation/);

  // Abb. 7: SPIEL with a jolly for the E; first with its letter open (*), then showing E.
  await typeLayout(page, 2, 7, ['SPI*L']);
  await page.getByRole('button', { name: 'Spielbild prüfen' }).click();
  await page.locator('#layout-jollies').waitFor();
  assert.equal(await page.locator('#layout-result .verdict').innerText(), 'GÜLTIG');
  assert.match(await page.locator('#layout-jollies').innerText(), /Zeile 1, Spalte 4: steht für E \(von der Prüfung gewählt\)/);
  assert.match((await cell(page, 0, 3).locator('xpath=..').getAttribute('class')) ?? '', /jolly/);

  await page.getByRole('button', { name: 'Jolly-Buchstaben: aus' }).click();
  await cell(page, 0, 3).click();
  await typeKeys(page, 'e');
  await page.getByRole('button', { name: 'Jolly-Buchstaben: an ★' }).click();
  await page.getByRole('button', { name: 'Spielbild prüfen' }).click();
  await page.locator('#layout-jollies').getByText('(angegeben)').waitFor();
  assert.match(await page.locator('#layout-jollies').innerText(), /Zeile 1, Spalte 4: steht für E \(angegeben\)/);
  assert.match(await page.locator('#layout-runs').innerText(), /SPIEL.*GÜLTIG.*Jolly an Stelle 4 \(E\)/);
  assertClean();
});

test('Kreuzwort-Spiel and Wer behält recht?: the booklet’s leftovers pay 11, 4 and 15, the winner receives 30', async () => {
  const { page, assertClean } = await open(browser, '/typdom');
  await page.getByLabel('Spielart').selectOption('kreuzwort');
  await players(page, ['1', '2', '3', '4']);
  for (const [i, leftover] of ['B*', 'FKLV', 'AAUYBJM', ''].entries()) await page.locator(`#player-${i}-leftover`).fill(leftover);
  await settle(page);
  assert.equal(await page.locator('#settle-total').innerText(), '4 erhält insgesamt 30 Punkte');
  const rows = await page.locator('#settle-table tbody tr').allInnerTexts();
  assert.match(rows[0] ?? '', /^1\s+B\*\s+1\s+0\s+1\s+1 × 1 \+ 1 × 10 = 11\s+11\s+—$/);
  assert.match(rows[1] ?? '', /^2\s+FKLV\s+4\s+0\s+0\s+4 × 1 = 4\s+4\s+—$/);
  assert.match(rows[2] ?? '', /^3\s+AAUYBJM\s+3\s+4\s+0\s+3 × 1 \+ 4 × 3 = 15\s+15\s+—$/);
  assert.match(rows[3] ?? '', /^4\s+—\s+0\s+0\s+0\s+0\s+—\s+30$/);

  // Wer behält recht?: no one finished, the lowest leftover (FKLV, 4) wins and receives 11 + 15.
  await page.getByLabel('Spielart').selectOption('wer-behaelt-recht');
  await page.getByRole('button', { name: 'Spieler 4 entfernen' }).click();
  await settle(page);
  assert.match(await page.locator('#settle-result .outcome').innerText(), /Niemand wurde fertig: 2 hat den geringsten Rest/);
  assert.equal(await page.locator('#settle-total').innerText(), '2 erhält insgesamt 26 Punkte');
  // A tie has no winner; the next game is for double stakes.
  for (const [i, leftover] of ['BC', 'FK', 'A'].entries()) await page.locator(`#player-${i}-leftover`).fill(leftover);
  await page.getByRole('button', { name: 'Abrechnen' }).click();
  await page.getByText('Kein Gewinner').waitFor();
  assert.match(await page.locator('#settle-result').innerText(), /doppelten Einsatz/);
  assertClean();
});

test('Presto: first 4, second 2; with one tile left 2 and 1', async () => {
  const { page, assertClean } = await open(browser, '/typdom');
  await page.getByLabel('Spielart').selectOption('presto');
  assert.equal(await page.locator('#player-0-leftover').isVisible(), false, 'Presto needs no leftovers');
  await players(page, ['A', 'B', 'C']);
  await page.locator('#player-2-place').selectOption('1');
  await page.locator('#player-0-place').selectOption('2');
  await settle(page);
  let rows = await page.locator('#settle-table tbody tr').allInnerTexts();
  assert.match(rows[0] ?? '', /^A\s+2\. fertig\s+—\s+2$/);
  assert.match(rows[1] ?? '', /^B\s+—\s+—\s+0$/);
  assert.match(rows[2] ?? '', /^C\s+1\. fertig\s+—\s+4$/);
  assert.equal(await page.locator('#settle-total').innerText(), 'Vergeben: 6 Punkte');
  await page.locator('#player-2-one-left').check();
  await page.locator('#player-0-one-left').check();
  await page.getByRole('button', { name: 'Abrechnen' }).click();
  await page.getByText('Vergeben: 3 Punkte').waitFor();
  rows = await page.locator('#settle-table tbody tr').allInnerTexts();
  assert.match(rows[0] ?? '', /^A\s+2\. fertig\s+ja\s+1$/);
  assert.match(rows[2] ?? '', /^C\s+1\. fertig\s+ja\s+2$/);
  assertClean();
});

test('Point-Typ-Dom: the booklet’s ABRECHNUNG (53, 39 − 2 = 37; SARAJEVO counts 20 by the table)', async () => {
  const { page, context, assertClean } = await open(browser, '/typdom');
  await page.getByLabel('Spielart').selectOption('point');
  await players(page, ['1', '2', '3']);
  await page.locator('#player-0-turns').fill('MEXICO\nPOLA + PHON\nRUF');
  await page.locator('#player-0-finished').check();
  await page.locator('#player-1-turns').fill('TEX*S\nWIND\nRUDOLF');
  await page.locator('#player-1-leftover').fill('L');
  await page.locator('#player-2-turns').fill('SARAJEVO\nMOND\nGELB');
  await settle(page);
  assert.equal(await page.locator('#settle-total').innerText(), '1: 53 · 2: 37 · 3: 40');
  const table = page.locator('#settle-table');
  const body = await table.locator('tbody tr').allInnerTexts();
  assert.match(body[0] ?? '', /^1\. Runde\s+19\s+MEXICO 19 ⚠\s+15\s+TEX\*S 15\s+20\s+SARAJEVO 20$/);
  assert.match(body[1] ?? '', /^2\. Runde\s+18\s+POLA 8 ⚠ \+ PHON 10\s+12\s+WIND 12\s+9\s+MOND 9$/);
  assert.match(body[2] ?? '', /^3\. Runde\s+6\s+RUF 6\s+12\s+RUDOLF 12\s+11\s+GELB 11$/);
  assert.match(body[4] ?? '', /^fertig \(\+ Bonus\)\s+\+10\s+—\s+—$/);
  assert.match(body[5] ?? '', /^Rest\s+—\s+−2 \(L\)\s+—$/);
  assert.match(await table.locator('tfoot').innerText(), /Gesamt\s+53 ★\s+37\s+40/);
  assert.match(await page.locator('#settle-words').innerText(), /MEXICO/);
  assert.match(await page.locator('#record').innerText(), /Regelwerk: TYP-DOM SUPER, Fassung 1/);

  // The link reopens the settlement; English keeps it.
  const link = page.url();
  const again = await context.newPage();
  await again.goto(link);
  await again.locator('#settle-total').waitFor();
  assert.equal(await again.locator('#settle-total').innerText(), '1: 53 · 2: 37 · 3: 40');
  assert.equal(await again.locator('#player-1-turns').inputValue(), 'TEX*S\nWIND\nRUDOLF');
  await again.getByRole('link', { name: 'English' }).click();
  await again.getByRole('button', { name: 'Settle' }).waitFor();
  await again.locator('#settle-total').waitFor();
  assert.match(await again.locator('#settle-table tfoot').innerText(), /Total\s+53 ★\s+37\s+40/);
  assert.equal(await again.evaluate(() => document.documentElement.lang), 'en');
  assertClean();
});

test('a refusal shows its message next to the field or cell it names, and keeps what was typed', async () => {
  const { page, assertClean } = await open(browser, '/typdom');
  await page.getByLabel('Spielart').selectOption('kreuzwort');
  await page.locator('#player-0-leftover').fill('B1');
  await page.getByRole('button', { name: 'Abrechnen' }).click();
  const note = page.locator('#player-0-leftover-error');
  await note.waitFor();
  assert.match(await note.innerText(), /„1“ ist kein Stein/);
  assert.equal(await page.locator('#player-0-leftover').getAttribute('aria-invalid'), 'true');
  assert.match(await page.getByRole('alert').innerText(), /Eingabe nicht prüfbar/);
  assert.equal(await page.locator('#player-0-leftover').inputValue(), 'B1');

  // No one finished: the message stands at the players.
  await page.locator('#player-0-leftover').fill('B');
  await page.locator('#player-1-leftover').fill('C');
  await page.getByRole('button', { name: 'Abrechnen' }).click();
  await page.locator('#players-error').getByText(/Kreuzwort-Spiel/).waitFor();
  assert.equal(await page.locator('#player-0-leftover-error').count(), 0, 'the earlier message is gone');

  // TYP-DOM has no umlaut tiles: the cell is marked with the message.
  await typeLayout(page, 2, 4, ['BÄR']);
  await page.getByRole('button', { name: 'Spielbild prüfen' }).click();
  await page.locator('#layout-result .field-error').waitFor();
  assert.match((await cell(page, 0, 1).locator('xpath=..').getAttribute('class')) ?? '', /mark-violation/);
  assert.match((await cell(page, 0, 1).getAttribute('title')) ?? '', /Ä/);
  assert.equal(await cell(page, 0, 1).inputValue(), 'Ä');
  assertClean();
});

test('accessible with results shown; screenshots at phone and desktop width', async () => {
  const { page, assertClean } = await open(browser, '/typdom');
  await typeLayout(page, 3, 7, ['STERN', '...WORT']);
  await page.getByRole('button', { name: 'Spielbild prüfen' }).click();
  await page.locator('#layout-result .verdict').waitFor();
  await page.getByLabel('Spielart').selectOption('point');
  await players(page, ['1', '2', '3']);
  await page.locator('#player-0-turns').fill('MEXICO\nPOLA + PHON\nRUF');
  await page.locator('#player-0-finished').check();
  await page.locator('#player-1-turns').fill('TEX*S\nWIND\nRUDOLF');
  await page.locator('#player-1-leftover').fill('L');
  await page.locator('#player-2-turns').fill('SARAJEVO\nMOND\nGELB');
  await settle(page);
  await assertAccessible(page);
  await screenshots(page, 'typdom');
  const record = await downloadedRecord(page);
  assert.ok(record.operation && record.request && record.answer, 'the download holds the operation, request and answer');
  await assertPrints(page, 1, ['#settle-result']);
  assertClean();
});

test('an empty table is never GÜLTIG', async () => {
  const { page, assertClean } = await open(browser, '/typdom');
  await page.getByRole('button', { name: 'Spielbild prüfen' }).click();
  await page.locator('#layout-result .verdict').waitFor();
  assert.equal(await page.locator('#layout-result .verdict').innerText(), 'UNGÜLTIG');
  assert.match(await page.locator('#layout-violations').innerText(), /kein Stein/);
  assertClean();
});

test('the reconstructed value of S is marked as such', async () => {
  const { page, assertClean } = await open(browser, '/typdom');
  await page.getByLabel('Spielart').selectOption('point');
  await page.locator('#point-values summary').click();
  assert.equal(await page.locator('label[for="value-S"]').innerText(), 'S*');
  assert.match(await page.locator('#reconstructed-note').innerText(), /S = 2 ist rekonstruiert: die Anleitung druckt 26 Werte für 27 Zeichen/);
  assertClean();
});

test('a hint for a rack: the best moves on the layout as typed, shown on the table, laid with one button, a layout the check accepts', async () => {
  const { page, assertClean } = await open(browser, '/typdom');
  // A table of three crossing words, as after a few turns.
  await typeLayout(page, 7, 9, ['', '.GARTEN', '..U', '..T', '..O', '', '']);
  await page.getByLabel('Steine in der Hand').fill('HAUS*EN');
  await page.getByRole('button', { name: 'Beste Züge suchen' }).click();
  await page.locator('#hint-moves').waitFor({ timeout: 20_000 });
  const rows = await page.locator('#hint-moves tbody tr').allInnerTexts();
  assert.ok(rows.length >= 1 && rows.length <= 5, rows.join('\n'));
  // Ranked by points, best first.
  const points = await page.locator('#hint-moves tbody tr td.number').allInnerTexts();
  const numbers = points.map((p) => Number(p.replace(/\D/g, '')));
  assert.deepEqual([...numbers].sort((a, b) => b - a), numbers);
  assert.match(rows[0] ?? '', /Zeile \d+, Spalte \d+, (waagerecht|senkrecht)/);

  // Choosing a move shows its tiles greyed in their empty cells.
  await page.locator('#hint-moves tbody tr').first().focus();
  const ghosts = await page.locator('#layout-board td.mark-hint').count();
  const grows = /der Tisch wächst/.test(rows[0] ?? '');
  if (!grows) assert.ok(ghosts >= 1, 'the move is shown on the table');
  const firstWord = await page.locator('#hint-moves tbody tr').first().locator('strong').innerText();
  await assertAccessible(page);
  await screenshots(page, 'typdom-hint');

  await page.locator('#hint-moves tbody tr').first().getByRole('button').click();
  assert.equal(await page.locator('#hint-moves').count(), 0, 'the hint went with the change it made');
  const tiles = await page.locator('#layout-board .cell').evaluateAll((cells) => cells.filter((c) => /** @type {HTMLInputElement} */ (c).value).length);
  assert.ok(tiles > 12, `the move's tiles joined the 12 on the table (${tiles})`);
  await page.getByRole('button', { name: 'Spielbild prüfen' }).click();
  await page.locator('#layout-result .verdict').waitFor();
  assert.equal(await page.locator('#layout-result .verdict').innerText(), 'GÜLTIG');
  assert.match(await page.locator('#layout-runs').innerText(), new RegExp(`${firstWord}\\s`));
  // The grown table on a phone: smaller cells, no page that scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await assertFitsPhone(page);
  await page.setViewportSize({ width: 768, height: 1000 });
  await assertFitsPhone(page);
  assertClean();
});

test('a hint refuses a rack it cannot read at its field, and a rack that lays nothing says so', async () => {
  const { page, assertClean } = await open(browser, '/typdom');
  await typeLayout(page, 3, 6, ['', '.HAUS', '']);
  await page.getByLabel('Steine in der Hand').fill('AB1');
  await page.getByRole('button', { name: 'Beste Züge suchen' }).click();
  await page.locator('#rack-error').filter({ hasText: /nicht lesbar/ }).waitFor();
  assert.equal(await page.getByLabel('Steine in der Hand').getAttribute('aria-invalid'), 'true');
  await page.getByLabel('Steine in der Hand').fill('QQ');
  await page.getByRole('button', { name: 'Beste Züge suchen' }).click();
  await page.locator('#hint-none').waitFor({ timeout: 20_000 });
  assert.match(await page.locator('#hint-none').innerText(), /kein Wort legen/);
  assertClean();
});

test('an edit after a check takes that result off (the layout’s by the table, the settlement by the players); a late answer is dropped', async () => {
  const { page, assertClean } = await open(browser, '/typdom');
  await typeLayout(page, 2, 7, ['STERN']);
  await page.getByRole('button', { name: 'Spielbild prüfen' }).click();
  await page.locator('#layout-result .verdict').waitFor();
  await page.getByLabel('Spielart').selectOption('kreuzwort');
  await players(page, ['Anna', 'Ben']);
  await page.locator('#player-0-leftover').fill('B*');
  await settle(page);

  // The settlement names the game it settles, on screen and in print (the choice itself is not printed).
  assert.equal(await page.locator('#variant-played').innerText(), 'Gespielt: 1. Kreuzwort-Spiel');
  assert.match((await printed(page)).text, /Gespielt: 1\. Kreuzwort-Spiel/);
  // A tile laid: the layout's verdict goes, the settlement (the players') stays.
  await cell(page, 1, 0).click();
  await typeKeys(page, 'X');
  assert.equal(await page.locator('#layout-result .verdict').count(), 0);
  assert.equal(await page.locator('#settle-total').count(), 1);
  // A leftover changed: the settlement goes too, and the record with it.
  await page.locator('#player-0-leftover').fill('B');
  assert.equal(await page.locator('#settle-total').count(), 0);
  assert.equal(await page.locator('#record').innerText(), '');

  const release = await holdAnswers(page, '**/v1/games/typdom/settle**');
  await page.getByRole('button', { name: 'Abrechnen' }).click();
  await page.getByText('wird geprüft …').waitFor();
  await page.getByRole('button', { name: 'Spieler hinzufügen' }).click();
  release();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  assert.equal(await page.locator('#settle-total').count(), 0, 'the answer for the older players never shows');
  assertClean();
});
