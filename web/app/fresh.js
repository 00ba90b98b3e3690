// A result belongs to the sheet as it was checked. Any edit of what the
// check read takes the result off the page (and so out of print, the link
// and the JSON download), and an answer that arrives after an edit, or
// after a newer check began, is dropped. The judge page works the same way;
// the sheets share this.

/**
 * @typedef {object} FreshResult
 * @property {() => number} begin  a check begins: its token (and any older check is stale)
 * @property {(token: number) => boolean} fresh  whether nothing changed since the check with this token began
 * @property {() => void} edited  what the check reads changed: the result goes
 * @property {(...roots: (Element | null)[]) => void} watch  typing or choosing inside these elements is an edit
 */

/**
 * @param {() => void} takeOff  removes the result (its marks, its record) from the page
 * @returns {FreshResult}
 */
export function freshResult(takeOff) {
  let generation = 0;
  const edited = () => {
    generation += 1;
    takeOff();
  };
  return {
    begin: () => {
      generation += 1;
      return generation;
    },
    fresh: (token) => token === generation,
    edited,
    watch(...roots) {
      for (const root of roots) {
        root?.addEventListener('input', edited);
        root?.addEventListener('change', edited);
      }
    },
  };
}

/** The ruleset and dictionary version chosen on the sheet: changing either is an edit of every result. */
export function decisionFields() {
  return [document.getElementById('ruleset'), document.getElementById('lexicon-version')];
}
