// Every page in the pseudo-locale `en-XA` (English with every letter
// accented and a third longer, as longer languages are) at a phone's
// width: the page is in that language, and its longer words push neither
// the page nor any box in it out sideways. `tests/pseudo_locale` runs this
// against a service built with the feature `pseudo-locale`; a service
// built without it has no such language, and the tests say so and skip.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE, assertFits, launch, open, servedPages } from './harness.mjs';

const PSEUDO = 'en-XA';

/** The languages the service writes its pages in, as a page lists them. */
const served = /<meta name="languages" content="([^"]*)">/.exec(await (await fetch(BASE)).text())?.[1]?.split(' ') ?? [];
const skip = served.includes(PSEUDO) ? false : `the service has no ${PSEUDO}: build it with --features pseudo-locale`;

/** @type {import('playwright-core').Browser} */
let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

for (const pathname of await servedPages()) {
  test(`${pathname} in ${PSEUDO} fits a phone`, { skip }, async () => {
    const { page, assertClean } = await open(browser, `${pathname}?lang=${PSEUDO}`, { width: 'phone', lang: PSEUDO });
    assert.equal(await page.evaluate(() => document.documentElement.lang), PSEUDO);
    const heading = await page.locator('h1').first().innerText();
    assert.match(heading, /[^\p{ASCII}]/u, `${heading} is not pseudo-localised`);
    await assertFits(page, false);
    assertClean();
  });
}
