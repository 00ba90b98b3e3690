// Each score sheet filled as full as a real game fills it, with long
// tournament fields, prints on exactly one A4 page: nothing cut, with the
// result, the ruleset and dictionary version and the time of the check.
// (Boggle's full list of the board's words, when asked for, continues on
// page 2.) The PDF is Chromium's own print, read back with pdftotext.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE, launch, open, printed } from './harness.mjs';
import { CARD, VALUES, enterCard, letterValues } from './wort-yahtzee-card.mjs';

/** @type {import('playwright-core').Browser} */
let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

/** Tournament fields as long as a real tournament's (60 characters and more). */
const FIELDS = {
  Turnier: 'Turnier der 3. Rheinischen Wortspielwochen in Köln-Deutz 2026',
  Runde: 'Halbfinale 2',
  Tisch: 'Tisch 14 B',
  Spieler: 'Maximiliane Katharina von Hohenzollern-Sigmaringen-Württemberg',
  Schiedsrichter: 'Prof. Dr. Theresia Ottilie Mustermann-Schnarrenberger, Köln',
};

/** @param {import('playwright-core').Page} page */
async function fillTournament(page) {
  for (const [label, value] of Object.entries(FIELDS)) await page.getByLabel(label, { exact: true }).fill(value);
}

/**
 * Prints the page and asserts one A4 page holding every tournament field
 * whole, the record line (ruleset, dictionary version, time) and `expected`.
 * @param {import('playwright-core').Page} page
 * @param {(string | RegExp)[]} expected
 */
async function assertOnePage(page, expected) {
  if (process.env.WORTWERT_PRINTS) await page.pdf({ format: 'A4', printBackground: true, path: `${process.env.WORTWERT_PRINTS}/${new URL(page.url()).pathname.slice(1)}.pdf` });
  const sheet = await printed(page);
  assert.equal(sheet.pages, 1, `one A4 page, not ${sheet.pages}; it reads: ${sheet.text}`);
  for (const value of Object.values(FIELDS)) assert.ok(sheet.text.includes(value), `printed whole: ${value}\n${sheet.text.slice(0, 600)}`);
  assert.match(sheet.text, /Regelwerk: .+, Fassung \d+ · Wörterbuch: Version \d+ · geprüft am \d\d\.\d\d\.\d{4}, \d\d:\d\d:\d\d/);
  for (const item of expected) {
    if (typeof item === 'string') assert.ok(sheet.text.includes(item), `the PDF holds ${JSON.stringify(item)}; it reads: ${sheet.text}`);
    else assert.match(sheet.text, item);
  }
  return sheet;
}

test('a Crossword sheet with every cell filled and every line claimed prints on one page', async () => {
  const { page, assertClean } = await open(browser, '/crossword');
  await fillTournament(page);
  // All 36 cells, all 14 lines claimed (two words on most lines), three claims wrong.
  const mailed = `Crossword Rheinische Wortspielwochen, Finalrunde am Sonntag
Neu: D
BRECHT   brecht 10
RASTEN   rasten 10
UNRUHE   Unruhe 10
SELTEN   selten 10
TANZEN   Tanz + Zen 8
EHRENS   Ehren 7
Spalten:
Brust 7
Ran + Hae 6
Es 1
Utz 3
Eh + Nee 4
Enns 5
Diagonalen:
Bartes 10
Et + Ula 4
Summe 97
`;
  await page.getByText('Abgabe als Text einfügen').click();
  await page.getByLabel('Abgabe (Text)').fill(mailed);
  await page.getByRole('button', { name: 'Text ins Blatt übernehmen' }).click();
  await page.locator('#verified-total').waitFor();
  assert.equal(await page.locator('#words-table tbody tr').count(), 18);
  // On screen, each difference names its line once.
  const differences = await page.locator('#discrepancies').innerText();
  assert.match(differences, /^Zeile 5: angesagt 8/m);
  assert.doesNotMatch(differences, /(Zeile \d|Spalte \d|Diagonale \d)[^:]*: \1/);
  const verified = await page.locator('#verified-total').innerText();
  await assertOnePage(page, ['Rheinische Wortspielwochen, Finalrunde am Sonntag', `Geprüft: ${verified} Punkte`, 'Angegebene Summe', 'ZEN', 'BARTES', 'Diagonale ↙']);
  assertClean();
});

test('a Boggle sheet with three players of 30 words each, struck words marked, prints on one page; the full list continues on page 2', async () => {
  const { page, assertClean } = await open(browser, '/boggle');
  const board = ['PONT', 'TSEA', 'AUMO', 'RARO'];
  const solved = await fetch(new URL('/v1/games/boggle/solve?ruleset=boggle', BASE), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ grid: board }),
  }).then((response) => response.json());
  /** @type {string[]} */
  const words = solved.words.map((/** @type {{ display: string }} */ w) => w.display);
  // Overlapping lists (words two players wrote are struck), and a word each that the board has not.
  const players = [
    ['Maximiliane Katharina von Hohenzollern-Sigmaringen', [...words.slice(0, 29), 'Trompete']],
    ['Friedrich-Wilhelm Oberhausen-Schmidt', [...words.slice(20, 49), 'Xylophon']],
    ['Anna-Lena Kowalski-Brandenburger', [...words.slice(45, 74), 'Quark']],
  ];
  await page.getByLabel('Regelwerk').selectOption('boggle');
  await fillTournament(page);
  await page.getByRole('gridcell').first().locator('input').click();
  for (const [i, row] of board.entries()) {
    await page.keyboard.type(row);
    if (i < board.length - 1) {
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Home');
    }
  }
  while ((await page.locator('fieldset.player').count()) < players.length) await page.getByRole('button', { name: 'Spieler hinzufügen' }).click();
  for (const [i, [name, list]] of players.entries()) {
    const player = page.locator('fieldset.player').nth(i);
    await player.getByLabel('Name').fill(/** @type {string} */ (name));
    await player.getByLabel('Wörter, eines je Zeile').fill(/** @type {string[]} */ (list).join('\n'));
  }
  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
  await page.locator('.winner-line').waitFor();
  assert.equal(await page.locator('section.player-result tbody tr').count(), 90);
  await page.getByRole('button', { name: 'Alle Wörter finden' }).click();
  await page.locator('.solver-total').waitFor();
  const sheet = await assertOnePage(page, [
    'Maximiliane Katharina von Hohenzollern-Sigmaringen',
    'Anna-Lena Kowalski-Brandenburger',
    /Gewinner: /,
    /Trompete ungültig/,
    /Quark ungültig/,
    new RegExp(`${words[25]} gestrichen`),
  ]);
  assert.ok(sheet.text.includes(String(words[73])), 'the last player\'s last word is printed');
  assert.match(sheet.text, /Alle Wörter auf dem Brett 239 Wörter, zusammen 418 Punkte/, 'the list\'s total, not the list');
  assert.ok(!sheet.text.includes(String(words[200]).toUpperCase()), 'the list itself only when asked for');
  await page.getByLabel('Vollständige Liste mitdrucken (ab Seite 2)').check();
  const withList = await printed(page);
  assert.ok(withList.pages >= 2, `the full list follows on page 2 (${withList.pages} pages)`);
  assert.ok(withList.text.includes(String(words.at(-1)).toUpperCase()), 'the list holds the board\'s last word');
  assertClean();
});

/**
 * A table grown move by move with the service's best move for each rack:
 * a real game's layout of some twenty words.
 * @returns {Promise<string[]>}
 */
async function grownLayout() {
  /** @type {string[]} */
  let grid = [];
  for (const rack of ['STERNEA', 'HAUSBIL', 'GOLDENR', 'KAMPFER', 'WINTERS', 'BLUMEAN', 'TISCHEL', 'FRAGENS', 'MONDLIT', 'KREUZEN', 'SPIELEN', 'WALDRAN']) {
    const answer = await fetch(new URL('/v1/games/typdom/best-move', BASE), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ grid, rack, variant: 'kreuzwort', limit: 1 }),
    }).then((response) => response.json());
    const best = answer.moves[0];
    if (best) grid = (best.second?.layout ?? best.layout).grid;
  }
  return grid;
}

test('a TYP-DOM sheet with a grown layout and six players\' Point-Typ-Dom settlement prints on one page, naming the variant', async () => {
  const { page, assertClean } = await open(browser, '/typdom');
  const grid = await grownLayout();
  assert.ok(grid.join('').replace(/\./g, '').length >= 40, `a grown table: ${grid.join('\n')}`);
  await fillTournament(page);
  await page.getByLabel('Zeilen', { exact: true }).fill(String(grid.length));
  await page.getByLabel('Spalten', { exact: true }).fill(String(grid[0]?.length ?? 1));
  await page.getByRole('button', { name: 'Größe übernehmen' }).click();
  for (const [row, line] of grid.entries()) {
    await page.locator(`#layout-board .cell[data-row="${row}"][data-col="0"]`).click();
    await page.keyboard.type(line);
  }
  await page.getByRole('button', { name: 'Spielbild prüfen' }).click();
  await page.locator('#layout-result .verdict').waitFor();

  await page.getByLabel('Spielart').selectOption('point');
  const names = [
    'Maximiliane Katharina von Hohenzollern-Sigmaringen',
    'Friedrich-Wilhelm Oberhausen-Schmidt',
    'Anna-Lena Kowalski-Brandenburger',
    'Theresia Oberhausen-Winterfeldt',
    'Bartholomäus Müller-Lüdenscheidt',
    'Konstantin Alexander Wittgenstein',
  ];
  while ((await page.locator('#player-list > li').count()) < names.length) await page.getByRole('button', { name: 'Spieler hinzufügen' }).click();
  const turns = ['MEXICO\nPOLA + PHON\nRUF\nWIND\nMOND\nGELB\nSTERN\nHAUS', 'TEX*S\nWIND\nRUDOLF\nBAUM\nTISCH\nFRAGE\nKREUZ\nWALD'];
  for (const [i, name] of names.entries()) {
    await page.locator(`#player-${i}-name`).fill(name);
    await page.locator(`#player-${i}-turns`).fill(turns[i % 2] ?? '');
  }
  await page.locator('#player-0-finished').check();
  for (let i = 1; i < names.length; i += 1) await page.locator(`#player-${i}-leftover`).fill('LQ');
  await page.getByRole('button', { name: 'Abrechnen' }).click();
  await page.locator('#settle-total').waitFor();
  const sheet = await assertOnePage(page, [/Gespielt: \d\. Point-Typ-Dom/, 'Konstantin Alexander Wittgenstein', 'Gesamt']);
  assert.ok(sheet.text.includes(await page.locator('#layout-result .verdict').innerText()), 'the layout\'s verdict');
  assertClean();
});

test('a Wort-Yahtzee card of all eight rounds prints on one page', async () => {
  const { page, assertClean } = await open(browser, '/wort-yahtzee');
  await fillTournament(page);
  await letterValues(page, VALUES);
  await enterCard(page, CARD);
  await page.getByRole('button', { name: 'Karte werten' }).click();
  await page.locator('#card-total').waitFor();
  const total = await page.locator('#card-total').innerText();
  await assertOnePage(page, [total, 'HAUSTEN']);
  assertClean();
});
