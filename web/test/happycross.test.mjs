// happycross, through its own controls: the booklet's example B typed
// into the board with the keyboard, a board that breaks the rules, a
// refusal at the field it names, and the link that reopens the sheet.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { assertAccessible, assertPrints, downloadedRecord, holdAnswers, launch, open, printed, screenshots, typeKeys } from './harness.mjs';
import { diceOnBoard, readThrow, remainingDice, rollThrow } from '../app/happycross-throw.js';

/** @type {import('playwright-core').Browser} */
let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

/** @param {import('playwright-core').Page} page @param {number} row @param {number} col */
const cell = (page, row, col) => page.locator(`#board .cell[data-row="${row}"][data-col="${col}"]`);
/** @param {import('playwright-core').Page} page @param {number} row @param {number} col */
const td = (page, row, col) => cell(page, row, col).locator('xpath=..');
/** @param {import('playwright-core').Page} page @param {string} key @param {number} times */
async function press(page, key, times) {
  for (let i = 0; i < times; i += 1) await page.keyboard.press(key);
}

/**
 * Example B of the booklet: LEITER down column 5 from row 4, TEER across
 * row 5, ORT across row 7, ROM across row 9 (people's 1-based counting).
 * @param {import('playwright-core').Page} page
 */
async function typeExampleB(page) {
  const direction = page.locator('#board button.direction');
  await cell(page, 0, 0).click();
  await press(page, 'ArrowDown', 3);
  await press(page, 'ArrowRight', 4);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Zeile 4, Spalte 5');
  await direction.click();
  assert.match(await direction.innerText(), /senkrecht/);
  await cell(page, 3, 4).focus();
  await typeKeys(page, 'leiter');
  await direction.click();
  await cell(page, 4, 2).click();
  await typeKeys(page, 'TEER');
  // Focus is on row 5, column 7 now: two down, four left to row 7, column 3.
  await press(page, 'ArrowDown', 2);
  await press(page, 'ArrowLeft', 4);
  await typeKeys(page, 'ORT');
  await press(page, 'ArrowDown', 2);
  await press(page, 'ArrowLeft', 1);
  await typeKeys(page, 'ROM');
}

test('booklet example B typed into the board scores 64 word points + 50 bonus = 114', async () => {
  const { page, context, assertClean } = await open(browser, '/happycross');
  // The ruleset's layout is drawn: Triple in the corner, Double at row 3, column 3, Start in the middle.
  assert.match((await td(page, 0, 0).getAttribute('class')) ?? '', /premium-triple/);
  assert.match((await td(page, 2, 2).getAttribute('class')) ?? '', /premium-double/);
  assert.match((await td(page, 4, 4).getAttribute('class')) ?? '', /premium-start/);
  assert.equal(await cell(page, 8, 4).getAttribute('aria-label'), 'Zeile 9, Spalte 5, Dreifach');
  await typeExampleB(page);
  assert.equal(await cell(page, 8, 6).inputValue(), 'M');
  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
  await page.locator('#total-points').waitFor();
  assert.equal(await page.locator('#total-points').innerText(), '114');
  assert.equal(await page.locator('#words-total').innerText(), '64');
  assert.equal(await page.locator('#bonus').innerText(), '+50');
  assert.equal(await page.locator('.verdict').innerText(), 'GÜLTIG');
  const rows = await page.locator('#words-table tbody tr').allInnerTexts();
  assert.equal(rows.length, 4);
  assert.match(rows[0] ?? '', /LEITER\s+senkrecht ab Zeile 4, Spalte 5\s+10\s+×3\s+30\s+Dreifach in Zeile 9, Spalte 5/);
  assert.match(rows[3] ?? '', /ROM\s+waagerecht ab Zeile 9, Spalte 5\s+6\s+×3\s+18/);
  assert.match(await page.locator('#record').innerText(), /Regelwerk: happycross, Fassung 1/);

  // Focusing a word shows its fields on the board, its Triple outlined.
  await page.mouse.move(0, 0); // the pointer's hover would show its own word
  await page.locator('#words-table tbody tr').first().focus();
  assert.match((await td(page, 3, 4).getAttribute('class')) ?? '', /mark-word/);
  assert.match((await td(page, 8, 4).getAttribute('class')) ?? '', /mark-multiplier/);
  assert.doesNotMatch((await td(page, 4, 2).getAttribute('class')) ?? '', /mark-word/);
  await page.locator('#words-table tbody tr').nth(2).hover();
  assert.match((await td(page, 6, 2).getAttribute('class')) ?? '', /mark-multiplier/);
  assert.doesNotMatch((await td(page, 3, 4).getAttribute('class')) ?? '', /mark-word/);

  // Choosing a row keeps its word shown.
  await page.locator('#words-table tbody tr').first().click();
  await page.mouse.move(0, 0);
  assert.match((await td(page, 8, 4).getAttribute('class')) ?? '', /mark-multiplier/);
  await assertAccessible(page);
  await screenshots(page, 'happycross');
  const record = await downloadedRecord(page);
  assert.ok(record.operation && record.request && record.answer, 'the download holds the operation, request and answer');
  await assertPrints(page, 1, ['#verdict']);

  // The link reopens exactly this sheet and checks it again; English keeps it.
  const link = page.url();
  assert.ok(new URL(link).hash.length > 1, 'the state is in the link');
  const again = await context.newPage();
  await again.goto(link);
  await again.locator('#total-points').waitFor();
  assert.equal(await again.locator('#total-points').innerText(), '114');
  assert.equal(await cell(again, 3, 4).inputValue(), 'L');
  await again.getByRole('link', { name: 'English' }).click();
  await again.locator('#total-points').waitFor();
  assert.equal(await again.locator('.verdict').innerText(), 'VALID');
  assert.equal(await again.locator('#total-points').innerText(), '114');
  assert.match(await again.locator('#words-table tbody tr').first().innerText(), /LEITER\s+down from row 4, column 5/);
  assertClean();
});

test('a disconnected die and a word not in the lexicon are marked on their cells; a refusal shows at its field', async () => {
  const { page, assertClean } = await open(browser, '/happycross');
  await cell(page, 4, 2).click();
  await typeKeys(page, 'TEEM'); // crosses START, not a word
  await cell(page, 0, 0).click();
  await typeKeys(page, '*o'); // a lone joker in the corner
  assert.equal(await cell(page, 0, 0).inputValue(), 'o');
  assert.match((await td(page, 0, 0).getAttribute('class')) ?? '', /joker/);
  assert.match((await cell(page, 0, 0).getAttribute('aria-label')) ?? '', /Joker/);
  await page.getByLabel('Übrige Würfel').fill('Q');
  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();

  // Q has no value in the ruleset: the service refuses, naming the field.
  const valuesField = page.getByLabel('Werte auf den Würfeln');
  await page.locator('#values-error').filter({ hasText: /Q/ }).waitFor();
  assert.equal(await valuesField.getAttribute('aria-invalid'), 'true');
  assert.ok((await page.getByRole('alert').innerText()).length > 10);
  assert.equal(await cell(page, 4, 5).inputValue(), 'M', 'nothing typed is lost');

  await valuesField.fill('Q=10');
  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
  await page.locator('#no-total').waitFor();
  assert.equal(await page.locator('.verdict').innerText(), 'UNGÜLTIG');
  assert.equal(await page.locator('#total-points').count(), 0, 'an invalid board shows no total');
  assert.equal(await page.locator('#leftover-penalty').innerText(), '−10');
  const lone = td(page, 0, 0);
  assert.match((await lone.getAttribute('class')) ?? '', /mark-violation/);
  assert.match((await cell(page, 0, 0).getAttribute('title')) ?? '', /Zeile 1, Spalte 1/);
  assert.match((await td(page, 4, 5).getAttribute('class')) ?? '', /mark-violation/);
  assert.match(await page.locator('.violations').innerText(), /TEEM/);
  // happycross: every game uses all 13 dice, so the listed leftover must
  // account for the dice not placed.
  assert.match(await page.locator('.violations').innerText(), /5 Würfel auf dem Brett und 1 übrige sind nur 6; das Spiel hat 13 Würfel/);
  await assertAccessible(page);
  assertClean();
});

test('a fourteenth die is a violation naming the count, and the invalid board shows no total', async () => {
  const { page, assertClean } = await open(browser, '/happycross');
  await typeExampleB(page);
  await cell(page, 4, 1).click();
  await typeKeys(page, 'E');
  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
  await page.locator('.violations').waitFor();
  assert.equal(await page.locator('.verdict').innerText(), 'UNGÜLTIG');
  assert.match(await page.locator('.violations').innerText(), /14 Würfel auf dem Brett und 0 übrige sind 14 Würfel; das Spiel hat nur 13/);
  assert.equal(await page.locator('#total-points').count(), 0, 'no total beside UNGÜLTIG');
  assert.match(await page.locator('#no-total').innerText(), /Kein Ergebnis/);
  assertClean();
});

test('the values on the dice are kept on the device for the next sheet until „Werte löschen“', async () => {
  const { page, context, assertClean } = await open(browser, '/happycross');
  await page.getByLabel('Werte auf den Würfeln').fill('A=1, N=1, Q=10');
  const next = await context.newPage();
  await next.goto(new URL('/happycross', page.url()).href);
  await next.waitForLoadState('networkidle');
  assert.equal(await next.getByLabel('Werte auf den Würfeln').inputValue(), 'A=1, N=1, Q=10');
  await next.getByRole('button', { name: 'Werte löschen' }).click();
  assert.equal(await next.getByLabel('Werte auf den Würfeln').inputValue(), '');
  const third = await context.newPage();
  await third.goto(new URL('/happycross', page.url()).href);
  await third.waitForLoadState('networkidle');
  assert.equal(await third.getByLabel('Werte auf den Würfeln').inputValue(), '', 'cleared for good');
  assert.deepEqual(await context.cookies(), [], 'no cookie');
  assertClean();
});

test('beside the total: the best possible score of the same throw, its board on demand and on the printed second page', async () => {
  const { page, assertClean } = await open(browser, '/happycross');
  await typeExampleB(page);
  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
  await page.locator('#total-points').waitFor();
  // The solver searches the throw the board was laid from (L T E E R I O R T E R O M).
  await page.locator('#best-points').waitFor({ timeout: 20_000 });
  const bestTotal = Number((await page.locator('#best-points').innerText()).replace(/\D/g, ''));
  assert.ok(bestTotal >= 114, `the best board scores at least the booklet's 114, not ${bestTotal}`);
  assert.match(await page.locator('#best').innerText(), /Bestmögliche Wertung für diesen Wurf: \d+ Punkte/);
  // A search cut short by its time (on a busy machine) names its bound, in German digits (1.238).
  assert.match(await page.locator('#best-proof').innerText(), /Bewiesen|kein Brett aus diesem Wurf zählt mehr als \d{1,3}(\.\d{3})* Punkte/);
  if (bestTotal > 114) {
    assert.match(await page.locator('#best-comparison').innerText(), new RegExp(`fehlen ${bestTotal - 114} Punkte`));
  }
  assert.ok(await page.locator('#best-board').isHidden(), 'the best board waits until asked for');
  assert.equal((await printed(page)).pages, 1, 'without the best board the sheet is one page');

  const show = page.getByRole('button', { name: 'Bestes Brett zeigen' });
  await show.click();
  assert.equal(await page.getByRole('button', { name: 'Bestes Brett ausblenden' }).getAttribute('aria-expanded'), 'true');
  await page.locator('#best-board table.best-board').waitFor();
  // The best board's letters are the throw's dice, each at most once (a
  // search cut short by its time on a busy machine may answer a board that
  // leaves dice over).
  const letters = (await page.locator('#best-board table.best-board td').allInnerTexts()).join('').replace(/\s/g, '');
  const dice = [...'LTEERIORTEROM'];
  for (const letter of letters) {
    const at = dice.indexOf(letter);
    assert.ok(at >= 0, `${letter} is not one of the throw's dice left: ${letters}`);
    dice.splice(at, 1);
  }
  assert.ok(letters.length >= 2, letters);
  // A board may be one long word over the bonus fields: a search cut short
  // by its time on a busy machine answered ERMITTLER alone (153 points).
  const words = await page.locator('#best-words tbody tr').allInnerTexts();
  assert.ok(words.length >= 1, words.join('\n'));
  assert.match(await page.locator('#best-words tfoot').innerText(), new RegExp(`Gesamt\\s+${bestTotal}`));
  await assertAccessible(page);
  const sheet = await assertPrints(page, 2, ['#verdict', '#best-heading']);
  assert.ok(sheet.text.includes(`Bestmögliche Wertung für diesen Wurf: ${bestTotal} Punkte`), sheet.text.slice(0, 800));
  await screenshots(page, 'happycross-best');
  assertClean();
});

test('an edit takes the result off the sheet: no total, no best, nothing printed that the board no longer shows', async () => {
  const { page, assertClean } = await open(browser, '/happycross');
  await typeExampleB(page);
  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
  await page.locator('#total-points').waitFor();
  await page.locator('#best-points').waitFor({ timeout: 20_000 });
  // ROM → ROT: the board changed, so the 114 and the best no longer belong to it.
  await cell(page, 8, 6).click();
  await typeKeys(page, 'T');
  assert.equal(await page.locator('#total-points').count(), 0);
  assert.equal(await page.locator('#best-points').count(), 0);
  assert.equal(await page.locator('#words-table').count(), 0);
  assert.equal(await page.locator('#record').innerText(), '');
  const sheet = await printed(page);
  assert.ok(!sheet.text.includes('114'), 'the old total is not printed');
  // Checking again answers for the board as it is now.
  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
  await page.locator('.verdict').waitFor();
  assert.match(await page.locator('#words-table').innerText(), /ROT/);
  assertClean();
});

test('an answer that arrives after an edit is not shown', async () => {
  const { page, assertClean } = await open(browser, '/happycross');
  await typeExampleB(page);
  // The answer is held back until the board has changed.
  const release = await holdAnswers(page, '**/v1/games/happycross/score**');
  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
  await cell(page, 8, 6).click();
  await typeKeys(page, 'T');
  release();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  assert.equal(await page.locator('#total-points').count(), 0, 'the stale 114 never appears');
  assert.equal(await page.locator('.verdict').count(), 0);
  assertClean();
});

/** The solo page's throw dice as shown: each face, and whether it lies on the board. @param {import('playwright-core').Page} page */
const throwDice = (page) => page.locator('#throw-dice li').evaluateAll((items) => items.map((li) => `${li.textContent}${li.classList.contains('placed') ? '+' : ''}`).join(' '));

test('solo play: a throw typed, laid as the booklet\'s better board, scored and compared with the best board of the throw', async () => {
  const { page, assertClean } = await open(browser, '/happycross/solo');
  assert.equal(await page.locator('h1').innerText(), 'happycross – Einzelspiel');
  await page.getByLabel('Die 13 Würfel').fill('L T E E R I O R T E R O M');
  await page.getByLabel('Die 13 Würfel').press('Tab');
  await typeExampleB(page);
  assert.equal(await throwDice(page), 'L+ T+ E+ E+ R+ I+ O+ R+ T+ E+ R+ O+ M+', 'every die of the throw lies on the board');
  assert.equal(await page.getByLabel('Übrige Würfel').inputValue(), '');
  await page.getByRole('button', { name: 'Prüfen und vergleichen' }).click();
  await page.locator('#total-points').waitFor();
  assert.equal(await page.locator('#total-points').innerText(), '114');
  await page.locator('#best-points').waitFor({ timeout: 20_000 });
  const bestTotal = Number((await page.locator('#best-points').innerText()).replace(/\D/g, ''));
  assert.ok(bestTotal >= 114);
  assert.match(
    await page.locator('#best-comparison').innerText(),
    bestTotal === 114 ? /erreicht das Bestmögliche/ : new RegExp(`fehlen ${bestTotal - 114} Punkte zum Bestmöglichen \\(\\d+ % davon erreicht\\)`),
  );
  await page.getByRole('button', { name: 'Bestes Brett zeigen' }).click();
  await page.locator('#best-words').waitFor();
  await assertAccessible(page);
  await screenshots(page, 'happycross-solo');
  await assertPrints(page, 2, ['#verdict', '#best-heading']);

  // A die taken off the board is left over again, and shown so.
  await cell(page, 8, 6).click();
  await page.keyboard.press('Delete');
  assert.equal(await page.getByLabel('Übrige Würfel').inputValue(), 'M');
  assert.match(await throwDice(page), / M$/);
  assert.equal(await page.locator('#total-points').count(), 0, 'the result went with the edit');

  // A letter the throw does not have is named, and nothing is sent.
  await typeKeys(page, 'X');
  await page.getByRole('button', { name: 'Prüfen und vergleichen' }).click();
  await page.locator('#board-error').filter({ hasText: /X/ }).waitFor();
  assert.match(await page.locator('#board-error').innerText(), /Auf dem Brett liegt, was der Wurf nicht hat: X/);
  assert.equal(await page.locator('.verdict').count(), 0);
  assertClean();
});

test('solo play: a rolled throw has 13 dice, at most two jokers, values for every letter, and an empty board', async () => {
  const { page, assertClean } = await open(browser, '/happycross/solo', { width: 'phone' });
  await cell(page, 4, 4).click();
  await typeKeys(page, 'A');
  await page.getByRole('button', { name: 'Würfeln' }).click();
  const thrown = (await page.getByLabel('Die 13 Würfel').inputValue()).split(' ');
  assert.equal(thrown.length, 13);
  assert.ok(thrown.every((die) => /^[A-Z◊]$/.test(die)), thrown.join(' '));
  assert.ok(thrown.filter((die) => die === '◊').length <= 2);
  assert.equal(await cell(page, 4, 4).inputValue(), '', 'a new throw starts on an empty board');
  assert.equal(await page.locator('#throw-dice li').count(), 13);
  assert.equal(await page.locator('#throw-dice li.placed').count(), 0);
  // Every letter of the throw has a value: the ruleset's or one filled in from TYP-DOM's table.
  const known = new Set(['E', 'O', 'I', 'L', 'R', 'T', 'M']);
  await page.waitForFunction(
    ({ dice, known }) => {
      const field = /** @type {HTMLInputElement} */ (document.getElementById('letter-values'));
      return dice.filter((d) => d !== '◊' && !known.includes(d)).every((d) => new RegExp(`\\b${d}=\\d`).test(field.value));
    },
    { dice: thrown, known: [...known] },
  );
  // Laying the first letter of the throw on the start field marks one die as placed.
  const first = thrown.find((die) => die !== '◊') ?? 'E';
  await cell(page, 4, 4).click();
  await typeKeys(page, first);
  assert.equal(await page.locator('#throw-dice li.placed').count(), 1);
  assert.equal((await page.getByLabel('Übrige Würfel').inputValue()).split(' ').length, 12);
  await assertAccessible(page);
  assertClean();
});

test('solo play in English: a throw of the wrong size is named at its field', async () => {
  const { page, assertClean } = await open(browser, '/happycross/solo?lang=en', { lang: 'en' });
  await page.getByLabel('The 13 dice').fill('A B C');
  await cell(page, 4, 4).click();
  await typeKeys(page, 'A');
  await page.getByRole('button', { name: 'Check and compare' }).click();
  await page.locator('#throw-error').filter({ hasText: /13/ }).waitFor();
  assert.match(await page.locator('#throw-error').innerText(), /A throw has 13 dice; 3 were typed/);
  assert.equal(await page.getByLabel('The 13 dice').getAttribute('aria-invalid'), 'true');
  assertClean();
});

test('a throw read as typed, set against the board, and rolled (pure functions)', () => {
  const cases = /** @type {[string, unknown][]} */ ([
    ['L T E E R I O R T E R O M', { dice: [...'LTEERIORTEROM'] }],
    ['lteer,io;rt ◊ ? *', { dice: ['L', 'T', 'E', 'E', 'R', 'I', 'O', 'R', 'T', '*', '*', '*'] }],
    ['', { dice: [] }],
    ['AÄ', { error: 'not-a-die', char: 'Ä' }],
    ['A1', { error: 'not-a-die', char: '1' }],
  ]);
  for (const [typed, read] of cases) assert.deepEqual(readThrow(typed), read, typed);
  assert.deepEqual(diceOnBoard(['.L.', 'TeR', '...']), ['L', 'T', '*', 'R']);
  assert.deepEqual(remainingDice([...'ABBA*'], ['B', '*', 'C']), { left: ['A', 'B', 'A'], extra: ['C'] });

  // Property: whatever part of a rolled throw lies on the board, the dice
  // left and the dice laid are the throw again, and nothing is extra.
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let round = 0; round < 500; round += 1) {
    const thrown = rollThrow(13, 2, random);
    assert.equal(thrown.length, 13);
    assert.ok(thrown.slice(0, 11).every((die) => /^[A-Z]$/.test(die)), 'only the two joker dice can show ◊');
    const laid = thrown.filter(() => random() < 0.5).reverse();
    const { left, extra } = remainingDice(thrown, laid);
    assert.deepEqual(extra, []);
    assert.deepEqual([...left, ...laid].sort(), [...thrown].sort());
  }
});

test('long tournament fields print whole, on the sheet’s one page', async () => {
  const { page, assertClean } = await open(browser, '/happycross');
  const fields = {
    Turnier: 'Turnier 3. Rheinische Wortspielmeisterschaft, Stadthalle Bad Godesberg 2026',
    Runde: 'Halbfinale 2',
    Tisch: 'Tisch 14 B',
    Spieler: 'Theresia Oberhausen-Schmidt, Maximilian von Hohenstein, Anna-Lena Kowalski',
    Schiedsrichter: 'Dr. Theresia Oberhausen-Winterfeldt zu Hohenlohe-Langenburg',
  };
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  await typeExampleB(page);
  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
  await page.locator('#total-points').waitFor();
  const sheet = await assertPrints(page, 1, ['#verdict']);
  for (const value of Object.values(fields)) assert.ok(sheet.text.includes(value), `printed whole: ${value}\n${sheet.text.slice(0, 500)}`);
  assertClean();
});
