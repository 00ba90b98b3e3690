// The word judge, through its own controls.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { assertAccessible, assertFitsEveryWidth, assertPrints, downloadedRecord, holdAnswers, launch, open, screenshots } from './harness.mjs';

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
  assert.match(await page.locator('#verdict .verdict').innerText(), /GÜLTIG\s*–\s*6×6-Kreuzwort/, 'the verdict names its game');
  assert.match(await page.locator('#record').innerText(), /Regelwerk: 6×6-Kreuzwort \(Postspiel\), Fassung 1/);

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
  await assertPrints(page, 1, ['#verdict']);
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
  assert.match(rows[0] ?? '', /^GÜLTIG\s+Maus/);
  assert.match(rows[1] ?? '', /^UNGÜLTIG\s+Ar/);
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
  await page.getByLabel('Regelwerk').selectOption('crossword');
  await page.getByLabel('Wörterbuch-Version').fill('999');
  await page.getByLabel('Wort', { exact: true }).fill('Haus');
  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
  const alert = page.getByRole('alert');
  await alert.locator('.problem').waitFor();
  assert.ok((await alert.innerText()).length > 10);
  assert.equal(await page.getByLabel('Wort', { exact: true }).inputValue(), 'Haus');
  assertClean();
});

/** @param {import('playwright-core').Page} page */
const verdictText = (page) => page.locator('#verdict').innerText();

test('the first visit asks for a ruleset, and the device remembers the one chosen', async () => {
  const { page, context, assertClean } = await open(browser, '/');
  assert.equal(await page.getByLabel('Regelwerk').inputValue(), '', 'no game is chosen silently');
  await page.getByLabel('Wort', { exact: true }).fill('Haus');
  await page.keyboard.press('Enter');
  await page.locator('#verdict .verdict-prompt').waitFor();
  assert.match(await verdictText(page), /Regelwerk wählen/);
  assert.equal(await page.locator('.verdict').count(), 0);
  await page.getByLabel('Regelwerk').selectOption('typdom');
  const again = await context.newPage();
  await again.goto(new URL('/', page.url()).href);
  await again.waitForLoadState('networkidle');
  assert.equal(await again.getByLabel('Regelwerk').inputValue(), 'typdom');
  assert.deepEqual(await context.cookies(), [], 'no cookie');
  assertClean();
});

test('switching the ruleset takes the verdict off at once; an empty word shows a prompt, never a verdict', async () => {
  const { page, assertClean } = await open(browser, '/');
  await page.getByLabel('Regelwerk').selectOption('crossword');
  await page.getByLabel('Wort', { exact: true }).fill('Peter');
  await page.keyboard.press('Enter');
  await page.locator('#verdict .verdict').waitFor();
  const crossword = await verdictText(page);
  assert.match(crossword, /GÜLTIG\s*– 6×6-Kreuzwort/);
  await page.getByLabel('Regelwerk').selectOption('boggle');
  assert.equal(await page.locator('.verdict').count(), 0, 'no verdict outlives its ruleset');
  assert.equal(await page.locator('#record').innerText(), '');
  await page.getByLabel('Wort', { exact: true }).focus();
  await page.keyboard.press('Enter');
  // The first Boggle word builds that ruleset's suggestion index: slow in a debug build.
  await page.locator('#verdict .verdict, .problem').first().waitFor({ timeout: 120_000 });
  assert.equal(await page.locator('#problem').innerText(), '');
  assert.match(await verdictText(page), /UNGÜLTIG\s*– Boggle 4×4/, 'Boggle refuses names');

  await page.getByLabel('Wort', { exact: true }).fill('');
  assert.equal(await page.locator('.verdict').count(), 0, 'emptying the word takes the verdict off');
  await page.keyboard.press('Enter');
  await page.locator('#verdict .verdict-prompt').waitFor();
  assert.match(await verdictText(page), /Bitte ein Wort eingeben/);
  assert.equal(await page.locator('.verdict').count(), 0);

  await page.getByLabel('Wort', { exact: true }).fill('Haus');
  await page.keyboard.press('Enter');
  await page.locator('#verdict .verdict').waitFor();
  await page.getByLabel('Wörterbuch-Version').fill('1');
  assert.equal(await page.locator('.verdict').count(), 0, 'a new lexicon version takes the verdict off');
  assertClean();
});

test('a slow answer shows „wird geprüft …“, and an answer for an older word is dropped', async () => {
  const { page, assertClean } = await open(browser, '/');
  await page.getByLabel('Regelwerk').selectOption('crossword');
  // The first word's answer is held back until after the second word is decided.
  const release = await holdAnswers(page, '**/v1/words/Stra%C3%9Fe*');
  await page.getByLabel('Wort', { exact: true }).fill('Straße');
  await page.keyboard.press('Enter');
  await page.locator('#verdict .verdict-prompt').getByText('wird geprüft …').waitFor();
  assert.equal(await page.locator('.verdict').count(), 0);

  await page.getByLabel('Wort', { exact: true }).fill('Café');
  assert.equal(await page.locator('#verdict').innerText(), '', 'a changed word is not being checked');
  await page.keyboard.press('Enter');
  await page.locator('#verdict .verdict.invalid').waitFor();
  release();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  assert.match(await verdictText(page), /UNGÜLTIG/, 'the older word’s GÜLTIG never replaces the newer verdict');
  assert.equal(await page.locator('.verdict.valid').count(), 0);
  assertClean();
});

test('what a word means is shown under „Bedeutung“ with its source, and goes with the verdict', async () => {
  const { page, assertClean } = await open(browser, '/');
  await page.getByLabel('Regelwerk').selectOption('crossword');
  await page.getByLabel('Wort', { exact: true }).fill('Wärmepumpe');
  await page.keyboard.press('Enter');
  const meanings = page.locator('#details .meanings');
  await meanings.waitFor();
  const text = await meanings.innerText();
  assert.match(text, /Bedeutung/);
  assert.match(text, /Wärmepumpe/);
  assert.match(text, /Gerät/);
  assert.match(text, /Quelle: Wiktionary, Lizenz CC BY-SA 4\.0/);
  assert.equal(await meanings.locator('a[href="https://creativecommons.org/licenses/by-sa/4.0/deed.de"]').count(), 1);
  assert.equal(await meanings.locator('a[href="https://de.wiktionary.org/"]').count(), 1);
  await assertAccessible(page);

  // A changed word takes the meaning with the verdict.
  await page.getByLabel('Wort', { exact: true }).fill('Wärmepump');
  assert.equal(await page.locator('#details .meanings').count(), 0, 'the meaning went with its word');
  assert.equal(await page.locator('#verdict .verdict').count(), 0);
  assertClean();
});

test('Bank shows the bench and the money under „Bedeutung“, the synonyms with OpenThesaurus as their source', async () => {
  const { page, assertClean } = await open(browser, '/');
  await page.getByLabel('Regelwerk').selectOption('crossword');
  await page.getByLabel('Wort', { exact: true }).fill('Bank');
  await page.keyboard.press('Enter');
  const meanings = page.locator('#details .meanings');
  await meanings.waitFor();
  const text = await meanings.innerText();
  assert.match(text, /Sitz/);
  assert.match(text, /Gleichbedeutend: .*(Geldinstitut|Kreditinstitut|Geldhaus)/);
  assert.match(text, /Quelle: Wiktionary, Lizenz CC BY-SA 4\.0/);
  assert.match(text, /Quelle: OpenThesaurus, Lizenz LGPL-2\.1-or-later/);
  assert.equal(await meanings.locator('a[href="https://www.openthesaurus.de/"]').count(), 1);
  await assertAccessible(page);
  // Both sources' senses fit a phone, a tablet and a desktop, and print
  // with the verdict on one page.
  await assertFitsEveryWidth(page);
  const sheet = await assertPrints(page, 1, ['#verdict', '#details .meanings']);
  assert.match(sheet.text, /Gleichbedeutend: .*(Geldinstitut|Kreditinstitut|Geldhaus)/);
  // Both attributions too: the licences ask that every copy names its source.
  assert.match(sheet.text, /Quelle: Wiktionary, Lizenz CC BY-SA 4\.0/);
  assert.match(sheet.text, /Quelle: OpenThesaurus, Lizenz LGPL-2\.1-or-later/);

  // A changed word takes its meanings and synonyms with the verdict.
  await page.getByLabel('Wort', { exact: true }).fill('Ban');
  assert.equal(await page.locator('#details .meanings').count(), 0, 'the senses went with their word');
  assert.equal(await page.locator('#verdict .verdict').count(), 0);
  assertClean();
});
