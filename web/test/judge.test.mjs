// The word judge, through its own controls.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { assertAccessible, downloadedRecord, launch, open, printedPages, screenshots } from './harness.mjs';

/** @type {import('playwright-core').Browser} */
let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

test('Straße is GÜLTIG and Café UNGÜLTIG with its reason, under the crossword ruleset', async () => {
  const { page, assertClean } = await open(browser, '/');
  await page.getByLabel('Regelwerk').selectOption('crossword');
  await page.getByLabel('Wort', { exact: true }).fill('Straße');
  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
  const status = page.getByRole('status').first();
  await assert.doesNotReject(status.getByText('GÜLTIG', { exact: true }).waitFor());
  assert.match(await page.locator('#details').innerText(), /Straße/);
  assert.match(await page.locator('#record').innerText(), /Regelwerk crossword Revision 1/);

  await page.getByLabel('Wort', { exact: true }).fill('Café');
  await page.keyboard.press('Enter');
  await status.getByText('UNGÜLTIG', { exact: true }).waitFor();
  const reasons = await page.locator('#verdict .reasons').innerText();
  assert.match(reasons, /é/, 'the reason names the letter');
  await assertAccessible(page);
  await screenshots(page, 'word-judge');

  const record = await downloadedRecord(page);
  assert.equal(record.operation, 'getWord');
  assert.equal(record.request.word, 'Café');
  assert.equal(record.answer.valid, false);
  assert.equal(record.answer.ruleset.id, 'crossword');
  assert.equal(await printedPages(page), 1, 'the verdict prints on one A4 page');
  assertClean();
});

test('a list of words is judged word by word', async () => {
  const { page, assertClean } = await open(browser, '/');
  await page.getByLabel('Regelwerk').selectOption('boggle');
  await page.getByLabel('Wörter, eines je Zeile').fill('Maus\nAr\nCafé');
  await page.getByRole('button', { name: 'Liste prüfen' }).click();
  await page.locator('#list-result table').waitFor();
  const rows = await page.locator('#list-result tbody tr').allInnerTexts();
  assert.equal(rows.length, 3);
  assert.match(rows[0] ?? '', /Maus\s+GÜLTIG/);
  assert.match(rows[1] ?? '', /Ar\s+UNGÜLTIG/);
  assertClean();
});

test('a link reopens the verdict, and English is one click away', async () => {
  const { page, context, assertClean } = await open(browser, '/');
  await page.getByLabel('Regelwerk').selectOption('crossword');
  await page.getByLabel('Wort', { exact: true }).fill('Straße');
  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
  await page.locator('.verdict').waitFor();
  const link = page.url();
  assert.ok(new URL(link).hash.length > 1, 'the state is in the link');
  const again = await context.newPage();
  await again.goto(link);
  await again.getByText('GÜLTIG', { exact: true }).waitFor();
  assert.equal(await again.getByLabel('Wort', { exact: true }).inputValue(), 'Straße');
  await again.getByRole('link', { name: 'English' }).click();
  await again.getByText('VALID', { exact: true }).waitFor();
  assert.equal(await again.getByLabel('Word', { exact: true }).inputValue(), 'Straße');
  assert.equal(await again.evaluate(() => document.documentElement.lang), 'en');
  assertClean();
});

test('a refusal shows the problem and keeps the word', async () => {
  const { page, assertClean } = await open(browser, '/');
  await page.getByLabel('Lexikonversion').fill('999');
  await page.getByLabel('Wort', { exact: true }).fill('Haus');
  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
  const alert = page.getByRole('alert');
  await alert.locator('.problem').waitFor();
  assert.ok((await alert.innerText()).length > 10);
  assert.equal(await page.getByLabel('Wort', { exact: true }).inputValue(), 'Haus');
  assertClean();
});
