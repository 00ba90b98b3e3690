// Referee German everywhere: the visible text of every page, as it opens,
// after each of its check buttons is pressed on the empty sheet, after a
// refusal by the service (a dictionary version it does not have) and, on
// the word judge, after the words the service refuses for each reason,
// never shows what only a programmer reads, an id where a name belongs, a
// bare number for a player or one thing counted in the plural.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { assertFitsEveryWidth, launch, open, servedPages, servedRulesets } from './harness.mjs';

/** @type {import('playwright-core').Browser} */
let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

/** What a person must never read, each with what it is. */
const PROGRAMMER_WORDS = [
  [/`/, 'a backtick'],
  [/U\+[0-9A-F]{4}/, 'a Unicode code point'],
  [/(^|[\s(„“])\/[a-z_]+(\/[\w-]+)*\/?(?=[\s),.:;“”]|$)/m, 'a JSON pointer'],
  [/\b[a-z]+_[a-z_]+\b/, 'a snake_case code or field name'],
  [/\[[^\]]*\]/, 'a bracketed list'],
  [/\b(row|col|diag)\d+\b/, 'a line named as the API names it'],
  [/\bLemma\b|Spielschlüssel|\bLexikon\b/, 'jargon'],
];

/** The ids requests name rulesets with (every game's, from the service) and TYP-DOM's variants. */
const IDS = [...(await servedRulesets()), 'kreuzwort', 'presto', 'point', 'wer-behaelt-recht'];
const HYPHENATED = IDS.filter((id) => id.includes('-')).join('|');

/**
 * What a referee must never read either, each with what it is: an id where
 * a name belongs (a ruleset's or a variant's, as requests name them), a
 * bare number standing for a player, and one thing counted in the plural.
 * „1 Spieler“ and „1 Würfel“ are right (German singular), so not here.
 */
const REFEREE_FAULTS = [
  [new RegExp(`\\b(?:${HYPHENATED})\\b|\\b[a-z]+(?:-[a-z]+)*-\\d+x\\d+\\b|(?<![\\p{L}-])\\p{Ll}+(?:-\\p{Ll}+){2,}(?![\\p{L}-])`, 'u'), 'an id in the text'],
  [new RegExp(`\\((?:${IDS.join('|')})\\)`), 'a ruleset or variant id in brackets'],
  [
    /[„“"]\d+[“”"]\s+(?:hat|haben|hatte|heißt|war|wurde|zahlt|erhält|gewinnt|kann|muss|steht|has|have|had|was|pays|receives|wins|can|cannot|must|finished|both)(?![\p{L}])/u,
    'a bare number standing for a player',
  ],
  [/(?<![\d.,−-])\b1 (?:Züge|Zügen|Wörter|Wörtern|Spielern|Steine|Steinen|Runden|Punkte|Punkten|Felder|Feldern|Zeilen|Spalten|Jollys|Würfe|Einträge|Einträgen)(?![\p{L}])/u, 'one thing in the plural'],
  [/(?<![\d.,−-])\b1 (?:rows|words|players|turns|points|tiles|dice|rounds|letters|cells|columns|jollies|entries|steps)\b/, 'one thing in the plural'],
];

/** Both lists, for the checks of a page's text. */
const FAULTS = [...PROGRAMMER_WORDS, ...REFEREE_FAULTS];

/**
 * Fails naming each pattern the page's visible text matches.
 * @param {import('playwright-core').Page} page
 * @param {string} when
 */
async function assertPlainWords(page, when) {
  // A bracket typed as a character („[“) is a person's input, not a list.
  const text = (await page.locator('body').innerText()).replace(/„[[\]]“|“[[\]]”/g, '');
  const found = FAULTS.filter(([pattern]) => pattern.test(text)).map(([pattern, what]) => `${what}: ${String(text.match(pattern)?.[0])}`);
  assert.deepEqual(found, [], `${page.url()} ${when}:\n${text}`);
}

test('the referee checks find what they look for, and leave right German and English alone', () => {
  const faults = (/** @type {string} */ text) => FAULTS.filter(([pattern]) => pattern.test(text)).map(([, what]) => what);
  for (const text of [
    'für „Wer behält recht?“ die Variante wer-behaelt-recht wählen',
    'Gewürfelt mit Startwert 42 (boggle).',
    'das Regelwerk boggle-5x5',
    '„2“ hat 1 Zug, „1“ aber 2',
    '„1“ und „2“ haben beide keine Steine übrig',
    '“2” has 2 turns',
    '„Anna“ hat 1 Züge',
    'mit 1 Punkten',
    'the grid has 1 rows',
  ]) {
    assert.notDeepEqual(faults(text), [], text);
  }
  for (const text of [
    'Spieler 2 hat 1 Zug, Spieler 1 aber 2 Züge',
    'die Zeile 2 hat 1 Würfel; 1 Spieler ist fertig; 11 Punkte; 2,1 Punkte',
    '„1“ ist kein Stein',
    'Wort-Yahtzee, Großes Boggle 5×5, 6×6-Kreuzwort (Postspiel), (angegeben)',
    '“Anna” has 1 turn; a multi-word term',
  ]) {
    assert.deepEqual(faults(text), [], text);
  }
});

const PAGES = await servedPages();

for (const pathname of PAGES) {
  test(`${pathname}: plain words as it opens, after each check on the empty sheet, and after a refusal`, async () => {
    const { page, assertClean } = await open(browser, pathname);
    page.setDefaultTimeout(20_000);
    await assertPlainWords(page, 'as it opens');
    const ruleset = page.getByLabel('Regelwerk');
    if ((await ruleset.inputValue()) === '') {
      await ruleset.selectOption({ index: 1 });
    }
    const buttons = page.locator('main button.primary');
    const count = await buttons.count();
    for (let i = 0; i < count; i += 1) {
      await buttons.nth(i).click();
      await page.waitForLoadState('networkidle');
      await assertPlainWords(page, `after pressing „${await buttons.nth(i).innerText()}“ on the empty sheet`);
      // Its refusals fit every width: nothing scrolls sideways.
      await assertFitsEveryWidth(page);
    }
    // The kiosk shows only a refusal's title (its details could name the word at fault).
    if (pathname === '/turnier') return assertClean();
    await page.getByLabel('Wörterbuch-Version').fill('999');
    if (pathname === '/') await page.getByLabel('Wort', { exact: true }).fill('Haus');
    await buttons.first().click();
    await page.locator('.problem').first().waitFor();
    await assertPlainWords(page, 'after the service refused a dictionary version');
    await assertFitsEveryWidth(page);
    assertClean();
  });
}

test('the word judge explains every refused word in plain words', async () => {
  const { page, assertClean } = await open(browser, '/');
  page.setDefaultTimeout(20_000);
  const words = ['Café', 'E-Mail', 'A B', 'Peter', 'Ar', 'DRK', 'gehst', 'Xyzzyq', '\u200bHaus'];
  for (const ruleset of ['crossword', 'boggle', 'wort-yahtzee']) {
    await page.getByLabel('Regelwerk').selectOption(ruleset);
    for (const word of words) {
      await page.getByLabel('Wort', { exact: true }).fill(word);
      await page.keyboard.press('Enter');
      await page.locator('#verdict .verdict, .problem').first().waitFor({ timeout: 120_000 });
      await assertPlainWords(page, `after checking ${JSON.stringify(word)} under ${ruleset}`);
    }
    await page.getByLabel('Wörter, eines je Zeile').fill(words.join('\n'));
    await page.getByRole('button', { name: 'Liste prüfen' }).click();
    await page.locator('#list-result .verdict, .problem').first().waitFor();
    await assertPlainWords(page, `after checking the list under ${ruleset}`);
  }
  assertClean();
});
