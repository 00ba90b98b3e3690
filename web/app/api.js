// The service's operations the app uses, typed by the client types that
// openapi-typescript generates from the service's OpenAPI document
// (web/types/schema.d.ts; a test regenerates it and fails on drift).
// Every call asks for answers in the page's language and never throws:
// a refusal or an unreachable service comes back as a problem document.
// A call that cannot reach the service is tried again for a while (the
// page says so meanwhile, see connection.js): the checks are safe to repeat.
// Where the service requires an access key, every call carries the key the
// browser keeps, and a call refused for want of one waits while the page
// asks for it, then is sent again with it (see access.js).

import { accessKey, afterRefusal, questionsAnswered } from './access.js';
import { reached, retryLater } from './connection.js';
import { lang, t } from './i18n.js';

/** @typedef {import('../types/schema').components['schemas']} Schemas */
/**
 * A problem document: the service's (one of the catalogue's types), or one the
 * page makes itself (an unreachable service, an unreadable answer, an input it
 * cannot send), which has RFC 9457's default type `about:blank`.
 * @typedef {Omit<Schemas['Problem'], 'type'> & { type: Schemas['Problem']['type'] | 'about:blank' }} Problem
 */
/**
 * @template T
 * @typedef {{ ok: true, status: number, data: T } | { ok: false, status: number, problem: Problem }} Answer
 */
/** @typedef {{ ruleset?: string, lexicon_version?: number }} Decision */

/**
 * @template T
 * @param {string} method
 * @param {string} path
 * @param {Record<string, string | number | undefined>} query
 * @param {unknown} [body]
 * @param {'json' | 'text'} [as] how the body is sent: as JSON, or a text as it is
 * @returns {Promise<Answer<T>>}
 */
async function call(method, path, query, body, as = 'json') {
  const url = new URL(path, location.origin);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
  }
  const content = body === undefined ? undefined : as === 'text' ? String(body) : JSON.stringify(body);
  for (;;) {
    /** @type {Record<string, string>} */
    const headers = { Accept: 'application/json, application/problem+json', 'Accept-Language': lang() };
    if (content !== undefined) headers['Content-Type'] = as === 'text' ? 'text/plain; charset=utf-8' : 'application/json';
    const question = questionsAnswered();
    const key = accessKey();
    if (key !== null) headers.Authorization = `Bearer ${key}`;
    const startedAt = performance.now();
    let response;
    for (let attempt = 1; response === undefined; attempt += 1) {
      try {
        response = await fetch(url, { method, headers, body: content, credentials: 'omit', cache: 'no-cache' });
      } catch {
        if (!(await retryLater(attempt, startedAt))) return { ok: false, status: 0, problem: unreachable() };
      }
    }
    reached();
    let payload;
    try {
      payload = await response.json();
    } catch {
      return { ok: false, status: response.status, problem: unreadable(response.status) };
    }
    if (response.ok) return { ok: true, status: response.status, data: /** @type {T} */ (payload) };
    const problem = /** @type {Problem} */ (payload);
    if (response.status === 401 && problem?.type === 'urn:wortwert:problem:unauthorized') {
      const next = await afterRefusal(key, question);
      if (next === 'again') continue;
      if (next === 'cancelled') return { ok: false, status: response.status, problem: withoutKey() };
    }
    return { ok: false, status: response.status, problem };
  }
}

/** @returns {Problem} */
function unreachable() {
  return {
    type: 'about:blank',
    status: 0,
    title: t('api-unreachable-title'),
    detail: t('api-unreachable-detail'),
  };
}

/**
 * A call the service refused for want of a key, when the person chose not
 * to give one: the service's own words name headers, these do not.
 * @returns {Problem}
 */
function withoutKey() {
  return {
    type: 'about:blank',
    status: 401,
    title: t('access-missing-title'),
    detail: t('access-missing-detail'),
  };
}

/**
 * @param {number} status
 * @returns {Problem}
 */
function unreadable(status) {
  return {
    type: 'about:blank',
    status,
    title: t('api-unreadable-title'),
    detail: t('api-unreadable-detail', { status: String(status) }),
  };
}

/**
 * @param {Decision} decision
 * @returns {Record<string, string | number | undefined>}
 */
function decided(decision) {
  return { ruleset: decision.ruleset, lexicon_version: decision.lexicon_version };
}

/** @returns {Promise<Answer<Schemas['RulesetList']>>} */
export const listRulesets = () => call('GET', '/v1/rulesets', {});

/** @param {string} id @returns {Promise<Answer<Schemas['RulesetView']>>} */
export const getRuleset = (id) => call('GET', `/v1/rulesets/${encodeURIComponent(id)}`, {});

/** @returns {Promise<Answer<Schemas['Readiness']>>} */
export const getReadiness = () => call('GET', '/health/ready', {});

/**
 * @param {string} word
 * @param {Decision & { suggest?: number }} decision
 * @returns {Promise<Answer<Schemas['WordAnswer']>>}
 */
export const getWord = (word, decision) =>
  call('GET', `/v1/words/${encodeURIComponent(word)}`, { ...decided(decision), suggest: decision.suggest });

/**
 * @param {Schemas['ValidateRequest']} body
 * @returns {Promise<Answer<Schemas['ValidateAnswer']>>}
 */
export const validateWords = (body) => call('POST', '/v1/words/validate', {}, body);

/**
 * @param {Schemas['happycross.ScoreRequest']} body
 * @param {Decision} decision
 * @returns {Promise<Answer<Schemas['Decided_happycross.ScoreAnswer']>>}
 */
export const scoreHappycross = (body, decision) =>
  call('POST', '/v1/games/happycross/score', decided(decision), body);

/**
 * @param {Schemas['crossword.ScoreRequest']} body
 * @param {Decision} decision
 * @returns {Promise<Answer<Schemas['Decided_crossword.ScoreAnswer']>>}
 */
export const scoreCrossword = (body, decision) =>
  call('POST', '/v1/games/crossword/score', decided(decision), body);

/**
 * The mailed Crossword sheet as pasted; the answer carries the sheet as read.
 * @param {string} text
 * @param {Decision} decision
 * @returns {Promise<Answer<Schemas['Decided_crossword.ScoreAnswer']>>}
 */
export const scoreMailedCrossword = (text, decision) =>
  call('POST', '/v1/games/crossword/score', decided(decision), text, 'text');

/**
 * @param {Schemas['typdom.LayoutRequest']} body
 * @param {Decision} decision
 * @returns {Promise<Answer<Schemas['Decided_typdom.LayoutAnswer']>>}
 */
export const checkTypdomLayout = (body, decision) =>
  call('POST', '/v1/games/typdom/layout', decided(decision), body);

/**
 * @param {Schemas['typdom.SettleRequest']} body
 * @param {Decision} decision
 * @returns {Promise<Answer<Schemas['Decided_typdom.SettleAnswer']>>}
 */
export const settleTypdom = (body, decision) =>
  call('POST', '/v1/games/typdom/settle', decided(decision), body);

/**
 * @param {Schemas['wort_yahtzee.ScoreRequest']} body
 * @param {Decision} decision
 * @returns {Promise<Answer<Schemas['Decided_wort_yahtzee.ScoreAnswer']>>}
 */
export const scoreWortYahtzee = (body, decision) =>
  call('POST', '/v1/games/wort-yahtzee/score', decided(decision), body);

/**
 * @param {Schemas['wort_yahtzee.BestWordsRequest']} body
 * @param {Decision} decision
 * @returns {Promise<Answer<Schemas['Decided_wort_yahtzee.Assistant']>>}
 */
export const suggestWortYahtzeeWords = (body, decision) =>
  call('POST', '/v1/games/wort-yahtzee/best-words', decided(decision), body);

/**
 * @param {Schemas['boggle.ScoreRequest']} body
 * @param {Decision} decision
 * @returns {Promise<Answer<Schemas['Decided_boggle.ScoreAnswer']>>}
 */
export const scoreBoggle = (body, decision) =>
  call('POST', '/v1/games/boggle/score', decided(decision), body);

/**
 * @param {Schemas['boggle.SolveRequest']} body
 * @param {Decision} decision
 * @returns {Promise<Answer<Schemas['Decided_boggle.SolveAnswer']>>}
 */
export const solveBoggle = (body, decision) =>
  call('POST', '/v1/games/boggle/solve', decided(decision), body);

/**
 * @param {Schemas['BoardRequest']} body
 * @returns {Promise<Answer<Schemas['BoardAnswer']>>}
 */
export const rollBoggleBoard = (body) => call('POST', '/v1/games/boggle/board', {}, body);

/**
 * @param {Schemas['happycross.BestRequest']} body
 * @param {Decision} decision
 * @returns {Promise<Answer<Schemas['Decided_happycross.BestAnswer']>>}
 */
export const bestHappycrossBoards = (body, decision) =>
  call('POST', '/v1/games/happycross/best', decided(decision), body);

/**
 * @param {Schemas['typdom.BestMoveRequest']} body
 * @param {Decision} decision
 * @returns {Promise<Answer<Schemas['Decided_typdom.BestMoveAnswer']>>}
 */
export const bestTypdomMoves = (body, decision) =>
  call('POST', '/v1/games/typdom/best-move', decided(decision), body);
