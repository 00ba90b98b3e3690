// The Boggle score sheet, through its own controls: the board typed die by
// die, the players' lists typed line by line, buttons clicked.

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

// The booklet's example board (the letters of MAUS, SAUM, RASEN, NAME …),
// as the OpenAPI document's worked example writes it.
const BOARD = ['PONT', 'TSEA', 'AUMO', 'RARO'];
const ANNA = ['Maus', 'Rasen', 'Namen', 'Sau'];
const BEN = ['maus', 'Name', 'xyz'];

/**
 * Types the rows into the board with the keyboard: each row from its first
 * cell (typing moves across; ArrowDown and Home go to the next row).
 * @param {import('playwright-core').Page} page
 * @param {string[]} rows
 */
async function typeBoard(page, rows) {
  await page.getByRole('gridcell').first().locator('input').click();
  for (const [i, row] of rows.entries()) {
    await typeKeys(page, row);
    if (i < rows.length - 1) {
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Home');
    }
  }
}

/** @param {import('playwright-core').Page} page */
async function readBoard(page) {
  return page.locator('#board table.board tr').evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('input')].map((i) => /** @type {HTMLInputElement} */ (i).value || '.').join('')));
}

/**
 * Types a player's name and words into the n-th player's fields.
 * @param {import('playwright-core').Page} page
 * @param {number} n
 * @param {string} name
 * @param {string[]} words
 */
async function typePlayer(page, n, name, words) {
  const player = page.locator('fieldset.player').nth(n);
  await player.getByLabel('Name').click();
  await typeKeys(page, name);
  await player.getByLabel('Wörter, eines je Zeile').click();
  for (const [i, word] of words.entries()) {
    await typeKeys(page, word);
    if (i < words.length - 1) await page.keyboard.press('Enter');
  }
}

/** @param {import('playwright-core').Page} page */
async function enterExample(page) {
  await page.getByLabel('Regelwerk').selectOption('boggle');
  await typeBoard(page, BOARD);
  await typePlayer(page, 0, 'Anna', ANNA);
  await typePlayer(page, 1, 'Ben', BEN);
}

/** @param {import('playwright-core').Page} page */
async function totals(page) {
  const rows = await page.locator('table.summary tbody tr').allInnerTexts();
  return rows.map((r) => r.split('\t').map((s) => s.trim()));
}

/**
 * The dice marked as a path, in order: `[row, col]` by their numbers.
 * @param {import('playwright-core').Page} page
 */
async function markedPath(page) {
  return page.locator('#board td.mark-path').evaluateAll((tds) =>
    tds
      .map((td) => {
        const input = /** @type {HTMLInputElement} */ (td.querySelector('input'));
        return { step: Number(/** @type {HTMLElement} */ (td).dataset.step), at: [Number(input.dataset.row), Number(input.dataset.col)] };
      })
      .sort((a, b) => a.step - b.step));
}

test('the booklet example: Anna 3, Ben 1, MAUS struck; the solver finds 239 words and shows a path', async () => {
  const { page, assertClean } = await open(browser, '/boggle');
  await enterExample(page);
  assert.deepEqual(await readBoard(page), BOARD);
  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
  await page.locator('table.summary').waitFor();

  const summary = await totals(page);
  assert.deepEqual(summary.map((r) => [r[0], r[4]]), [['Anna', '3'], ['Ben', '1']]);
  assert.match(await page.locator('.winner-line').innerText(), /Gewinner: Anna mit 3 Punkten/);
  const struck = await page.locator('.struck-words').innerText();
  assert.match(struck, /MAUS — Anna und Ben/);

  const anna = page.locator('section.player-result').nth(0);
  const annaRows = await anna.locator('tbody tr').allInnerTexts();
  assert.equal(annaRows.length, 4);
  assert.match(annaRows[0] ?? '', /Maus\s+4\s+gestrichen\s+auch von Ben geschrieben/);
  assert.match(annaRows[1] ?? '', /Rasen\s+5\s+zählt\s+2$/);
  assert.match(annaRows[2] ?? '', /Namen\s+5\s+ungültig\s+NAMEN geht nur, wenn ein Würfel zweimal benutzt wird\s+0$/);
  assert.match(annaRows[3] ?? '', /Sau\s+3\s+zählt\s+1$/);
  const benRows = await page.locator('section.player-result').nth(1).locator('tbody tr').allInnerTexts();
  assert.match(benRows[1] ?? '', /Name\s+4\s+zählt\s+1$/);
  assert.match(benRows[2] ?? '', /xyz\s+3\s+ungültig\s+XYZ lässt sich nicht/);
  assert.match(await page.locator('#record').innerText(), /Regelwerk: Boggle 4×4, Fassung 1/);

  // A player's word, selected with the keyboard, shows its path numbered.
  await anna.getByRole('button', { name: 'Rasen' }).focus();
  await page.keyboard.press('Enter');
  assert.deepEqual(await markedPath(page), [
    { step: 1, at: [3, 0] }, { step: 2, at: [2, 0] }, { step: 3, at: [1, 1] }, { step: 4, at: [1, 2] }, { step: 5, at: [0, 2] },
  ]);
  assert.match(await page.locator('#path-status').innerText(), /RASEN: R \(Zeile 4, Spalte 1\) → A \(Zeile 3, Spalte 1\)/);
  assert.equal(await anna.getByRole('button', { name: 'Rasen' }).getAttribute('aria-pressed'), 'true');

  await page.getByRole('button', { name: 'Alle Wörter finden' }).click();
  await page.locator('.solver-total').waitFor();
  assert.match(await page.locator('.solver-total').innerText(), /239 Wörter, zusammen 418 Punkte/);
  assert.equal(await page.locator('table.solver tbody tr').count(), 239);
  await page.locator('table.solver').getByRole('button', { name: 'ANSTAUET', exact: true }).click();
  const path = await markedPath(page);
  assert.deepEqual(path.map((p) => p.at), [[1, 3], [0, 2], [1, 1], [1, 0], [2, 0], [2, 1], [1, 2], [0, 3]]);
  assert.deepEqual(path.map((p) => p.step), [1, 2, 3, 4, 5, 6, 7, 8]);
  assert.equal(await page.locator('#board td.mark-path').first().locator('input').getAttribute('title'), '2. Würfel von ANSTAUET');
  assert.equal(await anna.getByRole('button', { name: 'Rasen' }).getAttribute('aria-pressed'), 'false');

  await assertAccessible(page);
  await screenshots(page, 'boggle');
  const record = await downloadedRecord(page);
  assert.ok(record.operation && record.request && record.answer, 'the download holds the operation, request and answer');
  const sheet = await assertPrints(page, 1, ['#result']);
  // The players' word lists print with every word's verdict, struck words marked.
  for (const line of [/Gestrichene Wörter MAUS/, /Anna: 3 Punkte/, /\bRasen\b/, /\bgestrichen\b/, /NAMEN geht nur, wenn ein Würfel zweimal benutzt wird/, /XYZ lässt sich nicht über benachbarte Würfel legen/]) {
    assert.match(sheet.text, line, `the printed sheet shows the players' words and which were struck: ${sheet.text}`);
  }
  assert.doesNotMatch(sheet.text, /ANSTAUET/, 'the solver\'s list is not printed unless asked for');

  // Asked for, the solver's full list continues after the one-page sheet.
  await page.getByLabel('Vollständige Liste mitdrucken (ab Seite 2)').check();
  const withList = await printed(page);
  assert.ok(withList.pages >= 2, `the full list starts on page 2 (${withList.pages} pages)`);
  assert.match(withList.text, /Gewinner: Anna mit 3 Punkten/);
  for (const word of ['ANSTAUET', 'MAUS', 'RASEN']) {
    assert.match(withList.text, new RegExp(`\\b${word}\\b`), `the printed list holds ${word}`);
  }
  assertClean();
});

test('rolling with seed 42 fills the board with the documented faces, 4×4 and 5×5 with its Qu die', async () => {
  const { page, assertClean } = await open(browser, '/boggle');
  await page.getByLabel('Regelwerk').selectOption('boggle');
  await page.getByLabel('Startwert').click();
  await typeKeys(page, '42');
  await page.getByRole('button', { name: 'Würfeln' }).click();
  await page.getByText('Gewürfelt mit Startwert 42').waitFor();
  assert.deepEqual(await readBoard(page), ['VSIN', 'CPLG', 'JTHN', 'DOEX']);

  await page.getByLabel('Regelwerk').selectOption('boggle-5x5');
  assert.equal(await page.locator('#board table.board tr').count(), 5);
  await page.getByRole('button', { name: 'Würfeln' }).click();
  await page.getByText('Gewürfelt mit Startwert 42 (Großes Boggle 5×5)').waitFor();
  assert.deepEqual(await readBoard(page), ['PTNDA', 'ISHDL', 'QHCGN', 'MNERN', 'RMIRE']);
  assert.equal(await page.locator('#board td.face-qu').count(), 1, 'the Qu die shows its u');
  await page.getByRole('button', { name: 'Alle Wörter finden' }).click();
  await page.locator('.solver-total').waitFor();
  // 123 since the short imperatives ERGEH, ERREG and HEG are words (the old
  // spelling TIP, now Tipp, is struck out of the lexicon).
  assert.match(await page.locator('.solver-total').innerText(), /123 Wörter, zusammen 271 Punkte/);
  await assertAccessible(page);
  await screenshots(page, 'boggle-5x5');
  assertClean();
});

test('refusals show their message at the die and the field, and nothing typed is lost', async () => {
  const { page } = await open(browser, '/boggle');
  // Chromium itself logs each refused request ("Failed to load resource …
  // 422"); anything else logged or thrown is the page's fault.
  /** @type {string[]} */
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource: .* 422/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  /** @type {string[]} */
  const foreign = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname !== '127.0.0.1') foreign.push(request.url());
  });
  await enterExample(page);
  // Row 2, column 2 left empty: that row of the grid lacks a die.
  await page.getByLabel('Zeile 2, Spalte 2', { exact: true }).click();
  await page.keyboard.press('Delete');
  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
  await page.locator('#problem .problem').waitFor();
  const cell = page.getByLabel('Zeile 2, Spalte 2', { exact: true });
  assert.equal(await cell.getAttribute('aria-invalid'), 'true');
  assert.match(await cell.getAttribute('title') ?? '', /leeres Feld/);
  assert.equal(await page.locator('#board td.mark-violation').count(), 1);
  assert.match(await page.locator('#board-error').innerText(), /Zeile 2, Spalte 2: .*leeres Feld/);
  assert.match(await page.locator('#problem').innerText(), /Zeile 2/);
  assert.doesNotMatch(await page.locator('#problem').innerText(), /\/grid/, 'no JSON pointer');
  assert.deepEqual(await readBoard(page), ['PONT', 'T.EA', 'AUMO', 'RARO']);
  assert.equal(await page.locator('fieldset.player').nth(1).getByLabel('Wörter, eines je Zeile').inputValue(), BEN.join('\n'));

  // Fixed, the round is scored and the marks are gone.
  await cell.click();
  await typeKeys(page, 'S');
  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
  await page.locator('table.summary').waitFor();
  assert.equal(await page.locator('#board td.mark-violation').count(), 0);
  assert.equal(await page.locator('#problem').innerText(), '');

  // A seed the service refuses: the message at the seed field.
  await page.getByLabel('Startwert').fill('');
  await page.getByLabel('Startwert').click();
  await typeKeys(page, '-1');
  await page.getByRole('button', { name: 'Würfeln' }).click();
  await page.locator('#seed-error').getByText(/-1/).waitFor();
  assert.equal(await page.getByLabel('Startwert').getAttribute('aria-invalid'), 'true');
  assert.match(await page.locator('#problem').innerText(), /Startwert/);
  assert.deepEqual(await readBoard(page), BOARD, 'the board stays');
  await assertAccessible(page);
  assert.deepEqual(errors, []);
  assert.deepEqual(foreign, []);
});

test('a link reopens the sheet with its scores, and English keeps it', async () => {
  const { page, context, assertClean } = await open(browser, '/boggle');
  await enterExample(page);
  await page.getByRole('button', { name: 'Spieler hinzufügen' }).click();
  await typePlayer(page, 2, 'Cleo', ['Raum', 'Rasen']);
  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
  await page.locator('table.summary').waitFor();
  await page.getByRole('button', { name: 'Alle Wörter finden' }).click();
  await page.locator('.solver-total').waitFor();
  // RASEN is struck now for Anna and Cleo: Anna 1, Ben 1, Cleo 1.
  assert.deepEqual((await totals(page)).map((r) => [r[0], r[4]]), [['Anna', '1'], ['Ben', '1'], ['Cleo', '1']]);
  assert.match(await page.locator('.winner-line').innerText(), /Gleichstand: Anna, Ben und Cleo mit je 1 Punkt/);
  const link = page.url();
  assert.ok(new URL(link).hash.length > 1, 'the state is in the link');

  const again = await context.newPage();
  await again.goto(link);
  await again.locator('table.summary').waitFor();
  await again.locator('.solver-total').waitFor();
  assert.deepEqual(await readBoard(again), BOARD);
  assert.equal(await again.locator('fieldset.player').count(), 3);
  assert.deepEqual((await totals(again)).map((r) => [r[0], r[4]]), [['Anna', '1'], ['Ben', '1'], ['Cleo', '1']]);
  assert.equal(await again.locator('fieldset.player').nth(2).getByLabel('Wörter, eines je Zeile').inputValue(), 'Raum\nRasen');

  await again.getByRole('link', { name: 'English' }).click();
  await again.locator('.solver-total').waitFor();
  assert.equal(await again.evaluate(() => document.documentElement.lang), 'en');
  assert.match(await again.locator('.winner-line').innerText(), /Tie: Anna, Ben and Cleo with 1 point each/);
  assert.match(await again.locator('.solver-total').innerText(), /239 words, 418 points in all/);
  assert.equal(await again.locator('fieldset.player').nth(0).getByLabel('Words, one per line').inputValue(), ANNA.join('\n'));

  // Removing a player keeps the others.
  await again.getByRole('button', { name: 'Remove Cleo' }).click();
  assert.equal(await again.locator('fieldset.player').count(), 2);
  assertClean();
});

test('an edit after a check takes that result off (the scores by board and words, the solver’s list by the board); a late answer is dropped', async () => {
  const { page, assertClean } = await open(browser, '/boggle');
  await enterExample(page);
  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
  await page.locator('table.summary').waitFor();
  await page.getByRole('button', { name: 'Alle Wörter finden' }).click();
  await page.locator('table.solver').waitFor();

  // A word changed: the scores go, the solver's list (the board's) stays.
  await page.locator('fieldset.player').nth(1).getByLabel('Wörter, eines je Zeile').fill('maus\nName');
  assert.equal(await page.locator('table.summary').count(), 0);
  assert.equal(await page.locator('table.solver').count(), 1);
  // A die changed: the solver's list goes too, and nothing of either prints.
  await page.getByRole('gridcell').first().locator('input').click();
  await typeKeys(page, 'X');
  assert.equal(await page.locator('table.solver').count(), 0);
  assert.equal(await page.locator('#record').innerText(), '');
  const sheet = await printed(page);
  assert.doesNotMatch(sheet.text, /Punkte insgesamt|gewinnt/);

  const release = await holdAnswers(page, '**/v1/games/boggle/score**');
  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
  await page.getByText('wird geprüft …').waitFor();
  await page.getByRole('gridcell').first().locator('input').click();
  await typeKeys(page, 'P');
  release();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  assert.equal(await page.locator('table.summary').count(), 0, 'the answer for the older board never shows');
  assertClean();
});

test('the sand timer: the ruleset’s three minutes, started, paused and reset by button and key, the end said; the sheet’s result untouched', async () => {
  const { page, context, assertClean } = await open(browser, '/boggle');
  await page.clock.install();
  await enterExample(page);
  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
  await page.locator('table.summary').waitFor();
  const display = page.locator('#timer-display');
  assert.equal(await display.innerText(), '3:00');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.clock.runFor(61_000);
  assert.equal(await display.innerText(), '1:59');
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await page.clock.runFor(10_000);
  assert.equal(await display.innerText(), '1:59', 'paused, it holds');
  assert.equal(await page.getByRole('button', { name: 'Weiter', exact: true }).count(), 1);
  // By key, with the focus on the digits: Space goes on, R resets.
  await display.focus();
  await page.keyboard.press('Space');
  await page.clock.runFor(120_000);
  await page.getByText('Die Zeit ist um.').waitFor();
  assert.equal(await display.innerText(), '0:00');
  assert.match((await page.locator('#timer').getAttribute('class')) ?? '', /timer-done/);
  await display.focus();
  await page.keyboard.press('r');
  assert.equal(await display.innerText(), '3:00');
  assert.equal(await page.locator('#timer-status').innerText(), '');
  // Another duration for this page; the sheet's result and record stay.
  await page.getByLabel('Dauer (Sekunden)').fill('45');
  await page.getByLabel('Dauer (Sekunden)').press('Tab');
  assert.equal(await display.innerText(), '0:45');
  assert.equal(await page.locator('table.summary').count(), 1, 'the timer never takes a result off');
  assert.notEqual(await page.locator('#record').innerText(), '');
  assert.equal(await page.locator('#timer').isVisible(), true);
  await assertAccessible(page);
  assert.equal((await printed(page)).text.includes('Sanduhr'), false, 'the timer is not printed');

  // A game without a sand timer shows none.
  const crossword = await context.newPage();
  await crossword.goto(new URL('/crossword', page.url()).href);
  await crossword.waitForLoadState('networkidle');
  assert.equal(await crossword.locator('#timer').count(), 0);
  const happycross = await context.newPage();
  await happycross.goto(new URL('/happycross', page.url()).href);
  await happycross.locator('#timer-display').filter({ hasText: '3:00' }).waitFor();
  const yahtzee = await context.newPage();
  await yahtzee.goto(new URL('/wort-yahtzee', page.url()).href);
  await yahtzee.locator('#timer-display').filter({ hasText: '1:00' }).waitFor();
  assertClean();
});

test('a board the dice cannot roll (two Qu) is said before the scores, its die marked', async () => {
  const { page, assertClean } = await open(browser, '/boggle');
  await page.getByLabel('Regelwerk').selectOption('boggle');
  await typeBoard(page, ['PQNT', 'TSEA', 'AQMO', 'RARO']);
  await typePlayer(page, 0, 'Anna', ANNA);
  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
  await page.locator('#board-violations').waitFor();
  assert.match(await page.locator('#board-violations').innerText(), /nicht aus den Würfeln des Regelwerks fallen[\s\S]*Zeile 3, Spalte 2: kein Würfel des Satzes dieses Regelwerks ist mehr frei für „QU“/);
  const die = page.locator('#board .cell[data-row="2"][data-col="1"]').locator('xpath=..');
  assert.match((await die.getAttribute('class')) ?? '', /mark-violation/);
  // The words are still judged, on the board as typed.
  await page.locator('table.summary').waitFor();
  await assertAccessible(page);
  assertClean();
});
