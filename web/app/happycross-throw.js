// happycross's throw: the 13 dice as the player sees them after the roll,
// read from what was typed, rolled for solo play, and compared with the
// board to know which dice are still left. Pure functions, no page.

/**
 * How often each letter stands in German text, in per mille, ß counted
 * as S (the table the service's solver samples its benchmark throws from). The
 * booklet does not print the dice's faces, so a rolled throw draws each
 * letter die from this table.
 * @type {readonly [string, number][]}
 */
export const GERMAN_LETTER_FREQUENCIES = [
  ['E', 174], ['N', 98], ['I', 76], ['S', 76], ['R', 70], ['A', 65], ['T', 62], ['D', 51], ['H', 48],
  ['U', 44], ['L', 34], ['C', 31], ['G', 30], ['M', 25], ['O', 25], ['B', 19], ['W', 19], ['F', 17],
  ['K', 12], ['Z', 11], ['P', 8], ['V', 7], ['J', 3], ['Y', 0.4], ['X', 0.3], ['Q', 0.2],
];

/** A joker die as the API writes it. */
export const JOKER = '*';

/**
 * The dice of a throw as typed: letters A–Z (either case), `*`, `?` or `◊`
 * for a joker die; spaces, commas and semicolons separate.
 * @param {string} text
 * @returns {{ dice: string[] } | { error: string, char: string }}
 */
export function readThrow(text) {
  /** @type {string[]} */
  const dice = [];
  for (const char of text) {
    if (/[\s,;]/.test(char)) continue;
    if (char === '*' || char === '?' || char === '◊') dice.push(JOKER);
    else if (/^[A-Za-z]$/.test(char)) dice.push(char.toUpperCase());
    else return { error: 'not-a-die', char };
  }
  return { dice };
}

/**
 * The dice lying on a board: an upper-case letter is a letter die, a
 * lower-case one a joker standing for that letter.
 * @param {readonly string[]} rows  the board's rows, `.` for an empty cell
 */
export function diceOnBoard(rows) {
  /** @type {string[]} */
  const dice = [];
  for (const row of rows) {
    for (const char of row) {
      if (/^[A-Z]$/.test(char)) dice.push(char);
      else if (/^[a-z]$/.test(char)) dice.push(JOKER);
    }
  }
  return dice;
}

/**
 * The dice of a throw not on the board (`left`), and the board's dice the
 * throw does not have (`extra`), each in the throw's order.
 * @param {readonly string[]} thrown
 * @param {readonly string[]} placed
 */
export function remainingDice(thrown, placed) {
  const left = [...thrown];
  /** @type {string[]} */
  const extra = [];
  for (const die of placed) {
    const at = left.indexOf(die);
    if (at >= 0) left.splice(at, 1);
    else extra.push(die);
  }
  return { left, extra };
}

/**
 * Rolls a throw for solo play: `dice` dice, each letter die drawn from
 * German letter frequencies; `jokers` of them are the joker dice, which
 * show ◊ on one face of six.
 * @param {number} dice
 * @param {number} jokers
 * @param {() => number} [random]  uniform in [0, 1)
 */
export function rollThrow(dice, jokers, random = Math.random) {
  const total = GERMAN_LETTER_FREQUENCIES.reduce((sum, [, weight]) => sum + weight, 0);
  const letter = () => {
    let point = random() * total;
    for (const [char, weight] of GERMAN_LETTER_FREQUENCIES) {
      point -= weight;
      if (point < 0) return char;
    }
    return 'E';
  };
  return Array.from({ length: dice }, (_, index) => (index >= dice - jokers && random() < 1 / 6 ? JOKER : letter()));
}
