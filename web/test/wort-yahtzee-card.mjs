// The Wort-Yahtzee card the tests enter: eight rounds of the booklet's
// throw HAUSENT with the example's letter values, and the page's own
// controls to enter them.

export const VALUES = { H: 4, A: 1, E: 1, N: 2, S: 2, T: 3, U: 3 };
/** @type {[string, string, string, string][]} dice, rolls, box, words */
export const CARD = [
  ['HAUSENT', '1', 'two_letters', 'an'],
  ['HAUSENT', '2', 'three_letters', 'Hut'],
  ['HAUSENT', '3', 'four_letters', 'Haus'],
  ['HAUSENT', '3', 'five_letters', 'Hasen'],
  ['HAUSENT', '3', 'six_letters', 'hasten'],
  ['HAUSENT', '3', 'yahtzee', 'Hausten'],
  ['HAUSENT', '3', 'two_words', 'Sahne, tu'],
  ['HAUSENT', '3', 'yahtzee', 'hausten'],
];

/** @param {import('playwright-core').Page} page @param {Record<string, number>} values */
export async function letterValues(page, values) {
  for (const [face, value] of Object.entries(values)) await page.locator(`#value-${face}`).fill(String(value));
}

/**
 * Enters rounds with the page's controls, adding rounds with the button.
 * @param {import('playwright-core').Page} page
 * @param {[string, string, string, string][]} card
 */
export async function enterCard(page, card) {
  for (const [i, [dice, rolls, box, words]] of card.entries()) {
    if (i > 0) await page.getByRole('button', { name: 'Runde hinzufügen' }).click();
    const round = page.getByRole('group', { name: `Runde ${i + 1}`, exact: true });
    await round.getByLabel('Würfel', { exact: true }).fill(dice);
    await round.getByLabel('Würfe', { exact: true }).selectOption(rolls);
    await round.getByLabel('Kästchen', { exact: true }).selectOption(box);
    await round.getByLabel('Wörter', { exact: true }).fill(words);
  }
}
