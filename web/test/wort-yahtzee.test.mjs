// Wort-Yahtzee, through the page's own controls. The spec has no whole
// worked card, so the card below is built from its examples (the dice
// HAUSENT of the best-words example) and counted by hand with the spec's
// rules (letter values H 4, A 1, E 1, N 2, S 2, T 3, U 3):
//   round 1  2 letters  AN      1 + 2          =  3
//   round 2  3 letters  HUT     4 + 3 + 3      = 10
//   round 3  4 letters  HAUS    4 + 1 + 3 + 2  = 10
//   round 4  5 letters  HASEN                  = 10
//   round 5  6 letters  HASTEN                 = 13   upper 46 > 35 → bonus 35
//   round 6  Yahtzee word HAUSTEN → 50, "one word" gets 0
//   round 7  two words  SAHNE 10 + TU 6        = 16
//   round 8  a further Yahtzee word → +100, "three words" gets 0
//   lower 16 + 50 = 66; total 46 + 35 + 66 + 100 = 247.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { assertAccessible, assertPrints, downloadedRecord, holdAnswers, launch, open, printed, screenshots } from './harness.mjs';
import { CARD, VALUES, enterCard, letterValues } from './wort-yahtzee-card.mjs';

/** @type {import('playwright-core').Browser} */
let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

/** @param {import('playwright-core').Page} page */
async function score(page) {
  await page.getByRole('button', { name: 'Karte werten' }).click();
  await page.locator('#card-total').waitFor();
}

test('a whole card, round by round, gives 247 as the rules count it', async () => {
  const { page, context, assertClean } = await open(browser, '/wort-yahtzee');
  await letterValues(page, VALUES);
  // A new round offers its own box: round 2 → the 3-letter word.
  await page.getByRole('button', { name: 'Runde hinzufügen' }).click();
  assert.equal(await page.locator('#round-1-box').inputValue(), 'three_letters');
  await page.getByRole('button', { name: 'Runde 2 entfernen' }).click();
  assert.equal(await page.locator('#round-list > li').count(), 1);
  await enterCard(page, CARD);
  assert.equal(await page.getByRole('button', { name: 'Runde hinzufügen' }).isDisabled(), true, 'a card has 8 rounds');
  await score(page);
  assert.equal(await page.locator('#card-result .verdict').innerText(), 'REGELGERECHT');
  assert.equal(await page.locator('#card-total').innerText(), 'Endsumme: 247');
  const box = async (/** @type {string} */ name) => (await page.locator(`#card-table tr[data-box="${name}"]`).innerText()).replace(/\s+/g, ' ');
  assert.equal(await box('two_letters'), 'Wort mit 2 Buchstaben Runde 1 3');
  assert.equal(await box('six_letters'), 'Wort mit 6 Buchstaben Runde 5 13');
  assert.equal(await box('one_word'), 'Ein Wort Runde 6 0');
  assert.equal(await box('yahtzee'), 'Yahtzee-Wort Runde 6 50');
  assert.equal(await box('three_words'), 'Drei Wörter Runde 8 0');
  assert.equal(await box('chance'), 'Chance offen —');
  assert.match(await page.locator('#upper-total').innerText(), /46$/);
  assert.match(await page.locator('#upper-bonus').innerText(), /mehr als 35 → 35\s+35$/);
  assert.match(await page.locator('#lower-total').innerText(), /66$/);
  assert.match(await page.locator('#yahtzee-bonus').innerText(), /100$/);
  // Each round's outcome stands at the round.
  assert.match(await page.locator('#round-1-result').innerText(), /10 Punkte in „Wort mit 3 Buchstaben“/);
  assert.match(await page.locator('#round-1-result').innerText(), /HUT GÜLTIG: H 4 \+ U 3 \+ T 3 = 10/);
  assert.match(await page.locator('#round-5-result').innerText(), /50 Punkte in „Yahtzee-Wort“ · „Ein Wort“ erhält 0/);
  assert.match(await page.locator('#round-7-result').innerText(), /Weiteres Yahtzee-Wort: \+100 Bonus · „Drei Wörter“ erhält 0/);
  assert.match(await page.locator('#record').innerText(), /Regelwerk: Wort-Yahtzee, Fassung 1/);

  // The link reopens the card; English keeps it.
  const again = await context.newPage();
  await again.goto(page.url());
  await again.locator('#card-total').waitFor();
  assert.equal(await again.locator('#card-total').innerText(), 'Endsumme: 247');
  assert.equal(await again.locator('#round-6-words').inputValue(), 'Sahne, tu');
  assert.equal(await again.locator('#value-H').inputValue(), '4');
  await again.getByRole('link', { name: 'English' }).click();
  await again.getByRole('button', { name: 'Score the card' }).waitFor();
  await again.locator('#card-total').waitFor();
  assert.equal(await again.locator('#card-total').innerText(), 'Total: 247');
  assert.equal(await again.locator('#round-0-box option:checked').innerText(), '2-letter word (round 1)');
  assertClean();
});

test('best words for HAUSENT: HAUSTEN among the seven-letter words, with the example’s letter values', async () => {
  const { page, assertClean } = await open(browser, '/wort-yahtzee');
  await letterValues(page, { A: 1, E: 1, H: 2, N: 1, S: 1, T: 1, U: 1 });
  await page.getByLabel('Würfel (7 Seiten)').fill('hausent');
  await page.getByRole('button', { name: 'Beste Wörter suchen' }).click();
  await page.locator('#best-table').waitFor();
  const row = async (/** @type {string} */ box) => (await page.locator(`#best-table tr[data-box="${box}"]`).innerText()).replace(/\s+/g, ' ');
  // Every seven-letter word scores 8; the booklet's HAUSTEN is among them
  // (the lexicon also has ANHUSTE, which sorts first).
  const oneWord = await row('one_word');
  assert.match(oneWord, /^Ein Wort [A-ZÄÖÜ]{7} 8 \((?:[A-ZÄÖÜ] \d \+ ){6}[A-ZÄÖÜ] \d\) 8 3/);
  assert.match(oneWord, /HAUSTEN/);
  const yahtzee = await row('yahtzee');
  assert.match(yahtzee, /^Yahtzee-Wort [A-ZÄÖÜ]{7} 8 .* 50 3/);
  assert.match(yahtzee, /HAUSTEN/);
  assert.match(await row('two_words'), /HASEN 6 .*TU 2 .* 8 3/);
  assert.match(await row('consonants_only'), /^Nur Konsonanten nicht möglich 0 2/);
  assert.match(await page.locator('#best-result').innerText(), /Würfel HAUSENT: \d+ Wörter lassen sich bilden/);
  assertClean();
});

test('a refused round shows its message at that round, and nothing typed is lost', async () => {
  const { page, assertClean } = await open(browser, '/wort-yahtzee');
  await letterValues(page, VALUES);
  await enterCard(page, [
    ['HAUSENT', '1', 'two_letters', 'ab'],
    ['HAUSENT', '3', 'chance', 'Haus'],
  ]);
  await score(page);
  assert.equal(await page.locator('#card-result .verdict').innerText(), 'REGELWIDRIG');
  // Round 1: B is not on the dice; round 2: chance after the third roll.
  assert.match(await page.locator('#round-0-words-error').innerText(), /„AB“.*HAUSENT/);
  assert.equal(await page.locator('#round-0-words').getAttribute('aria-invalid'), 'true');
  assert.match(await page.locator('#round-1-rolls-error').innerText(), /2\. Wurf/);
  assert.match(await page.locator('#round-0-result').innerText(), /abgelehnt/);

  // A refusal (6 dice) stands at the dice of its round; the entries stay.
  await page.locator('#round-0-words').fill('an');
  await page.locator('#round-1-dice').fill('HAUSEN');
  await page.getByRole('button', { name: 'Karte werten' }).click();
  await page.locator('#round-1-dice-error').waitFor();
  assert.match(await page.locator('#round-1-dice-error').innerText(), /7/);
  assert.equal(await page.locator('#round-0-words-error').count(), 0, 'the earlier message is gone');
  assert.match(await page.getByRole('alert').innerText(), /Eingabe nicht prüfbar/);
  assert.equal(await page.locator('#round-1-dice').inputValue(), 'HAUSEN');

  // A letter without a value: the message stands at that letter.
  await page.locator('#round-1-dice').fill('HAUSENT');
  await page.locator('#value-A').fill('');
  await page.getByRole('button', { name: 'Karte werten' }).click();
  await page.locator('#value-A-error').waitFor();
  assert.match(await page.locator('#value-A-error').innerText(), /„A“ hat keinen Wert/);
  assertClean();
});

test('accessible with results shown; screenshots at phone and desktop width', async () => {
  const { page, assertClean } = await open(browser, '/wort-yahtzee');
  await letterValues(page, VALUES);
  await enterCard(page, CARD.slice(0, 7));
  await score(page);
  await page.getByLabel('Würfel (7 Seiten)').fill('HAUSENT');
  await page.getByRole('button', { name: 'Beste Wörter suchen' }).click();
  await page.locator('#best-table').waitFor();
  await assertAccessible(page);
  await screenshots(page, 'wort-yahtzee');
  const record = await downloadedRecord(page);
  assert.ok(record.operation && record.request && record.answer, 'the download holds the operation, request and answer');
  // The sheet prints what was asked last: here the best words.
  await assertPrints(page, 1, ['#best-result']);
  assertClean();
});

test('the values on the dice are kept on the device for the next sheet until „Werte löschen“', async () => {
  const { page, context, assertClean } = await open(browser, '/wort-yahtzee');
  await letterValues(page, { A: 1, H: 4 });
  const next = await context.newPage();
  await next.goto(new URL('/wort-yahtzee', page.url()).href);
  await next.waitForLoadState('networkidle');
  assert.equal(await next.locator('#value-A').inputValue(), '1');
  assert.equal(await next.locator('#value-H').inputValue(), '4');
  await next.getByRole('button', { name: 'Werte löschen' }).click();
  assert.equal(await next.locator('#value-H').inputValue(), '');
  const third = await context.newPage();
  await third.goto(new URL('/wort-yahtzee', page.url()).href);
  await third.waitForLoadState('networkidle');
  assert.equal(await third.locator('#value-A').inputValue(), '', 'cleared for good');
  assert.deepEqual(await context.cookies(), [], 'no cookie');
  assertClean();
});

test('an edit after a check takes that result off (the card by its rounds, the best words by their dice); a late answer is dropped', async () => {
  const { page, assertClean } = await open(browser, '/wort-yahtzee');
  await letterValues(page, VALUES);
  await enterCard(page, CARD.slice(0, 2));
  await score(page);
  await page.getByLabel('Würfel (7 Seiten)').fill('HAUSENT');
  await page.getByRole('button', { name: 'Beste Wörter suchen' }).click();
  await page.locator('#best-table').waitFor();

  // A round's words changed: the card's result goes, the best words stay (their dice did not change).
  const round = page.getByRole('group', { name: 'Runde 2', exact: true });
  await round.getByLabel('Wörter', { exact: true }).fill('Hase');
  assert.equal(await page.locator('#card-total').count(), 0);
  assert.equal(await page.locator('#best-table').count(), 1);
  assert.notEqual(await page.locator('#record').innerText(), '', 'the record is the best words’, which still hold');
  // A value changed: the best words go too.
  await page.locator('#value-H').fill('5');
  assert.equal(await page.locator('#best-table').count(), 0);
  assert.equal(await page.locator('#record').innerText(), '');
  assert.doesNotMatch((await printed(page)).text, /Beste Wörter je Kästchen|Gesamt/);

  const release = await holdAnswers(page, '**/v1/games/wort-yahtzee/score**');
  await page.getByRole('button', { name: 'Karte werten' }).click();
  await page.getByText('wird geprüft …').waitFor();
  await page.getByRole('button', { name: 'Runde hinzufügen' }).click();
  release();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  assert.equal(await page.locator('#card-total').count(), 0, 'the answer for the older card never shows');
  assertClean();
});
