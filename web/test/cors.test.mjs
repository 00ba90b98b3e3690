// A front end on another origin: a page served by one Wortwert (the page's
// origin, WORTWERT_URL) calls another (WORTWERT_API_URL) that allows that
// origin in its CORS settings, as a game studio's page calls the API.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE, launch } from './harness.mjs';

const API = process.env.WORTWERT_API_URL;

/** @type {import('playwright-core').Browser} */
let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

// Run on its own by `cargo test -p wortwert-tests --test web`, which starts
// both services; `npm test` against one service skips it.
const needsApi = API ? false : 'needs WORTWERT_API_URL: a second service that allows this origin';

test('the page sends a key and its language and reads the rate, the cache tag and when to ask again', { skip: needsApi }, async () => {
  assert.notEqual(new URL(API).origin, new URL(BASE).origin);
  const context = await browser.newContext();
  const page = await context.newPage();
  // A page of the first origin without a content security policy of its
  // own (the app's pages allow calls to their own origin only).
  await page.goto(new URL('/health/live', BASE).href);
  const seen = await page.evaluate(async (api) => {
    const headers = {
      'content-type': 'application/json',
      'accept-language': 'de',
      authorization: 'Bearer wortwert-key',
      'x-api-key': 'wortwert-key',
    };
    const answers = [];
    // A burst of three, then a fourth within the second: refused.
    for (let i = 0; i < 4; i += 1) {
      const answer = await fetch(`${api}/v1/words/validate`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ruleset: 'crossword', words: ['Straße', 'Haus'] }),
      });
      answers.push({
        status: answer.status,
        rateLimit: answer.headers.get('ratelimit'),
        policy: answer.headers.get('ratelimit-policy'),
        retryAfter: answer.headers.get('retry-after'),
        language: answer.headers.get('content-language'),
        requestId: answer.headers.get('x-request-id'),
      });
    }
    return answers;
  }, API);
  assert.equal(seen[0].status, 200);
  assert.equal(seen[0].language, 'de');
  assert.ok(seen[0].requestId, 'the request id is readable');
  const refused = seen.find((answer) => answer.status === 429);
  assert.ok(refused, `a request beyond the burst is refused: ${JSON.stringify(seen)}`);
  assert.match(refused.retryAfter ?? '', /^\d+$/);
  assert.match(refused.rateLimit ?? '', /^"burst";r=0;t=\d+$/);
  assert.match(refused.policy ?? '', /^"burst";q=3;w=\d+$/);
  await context.close();
});
