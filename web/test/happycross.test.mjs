// happycross, through its own controls: the booklet's example B typed
// into the board with the keyboard, a board that breaks the rules, a
// refusal at the field it names, and the link that reopens the sheet.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { assertAccessible, assertPrints, downloadedRecord, launch, open, screenshots, typeKeys } from './harness.mjs';

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
