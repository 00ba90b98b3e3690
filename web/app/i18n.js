// German first, any other language the service has a catalogue of on
// request. The language is part of the page's URL (`?lang=en`), so a shared
// link opens in the language it was made in; nothing is stored in the
// browser. The service lists its languages in the page itself
// (`<meta name="languages" content="de en">`, the default first), so
// nothing is asked for before the first paint.
//
// Every text lives in the Fluent catalogues `locales/<language>/web.ftl` and
// each game's `web/<game>.ftl`, served here as one file per language.
// The service writes the static texts into the page as it serves it (an
// element names its message with `data-l10n-id`); the texts the modules
// make as they go are `t(id, arguments)`, from the page's catalogue,
// loaded once beside the modules.

import { FluentBundle, FluentResource } from './vendor/fluent-bundle/index.js';

/**
 * The tags of the languages the service writes its pages in, the default
 * first.
 * @returns {[string, ...string[]]}
 */
export function languages() {
  const listed = document.querySelector('meta[name="languages"]')?.getAttribute('content') ?? '';
  const [first = 'de', ...rest] = listed.split(' ').filter(Boolean);
  return [first, ...rest];
}

/** The page's language: the one its address asks for, if it is served, else the default. */
export function lang() {
  const asked = new URLSearchParams(location.search).get('lang');
  const [fallback, ...others] = languages();
  return asked !== null && others.includes(asked) ? asked : fallback;
}

const bundle = new FluentBundle(lang(), { useIsolating: false });
{
  const response = await fetch(new URL(`locales/${lang()}/web.ftl`, import.meta.url));
  const errors = bundle.addResource(new FluentResource(await response.text()));
  for (const error of errors) console.error(error);
}

/**
 * The message `id` in the page's language, its placeables filled from
 * `args` (numbers are written the way the language writes them).
 * @param {string} id
 * @param {Record<string, string | number>} [args]
 */
export function t(id, args) {
  const pattern = bundle.getMessage(id)?.value;
  if (!pattern) {
    console.error(`no message ${id}`);
    return id;
  }
  const errors = /** @type {Error[]} */ ([]);
  const text = bundle.formatPattern(pattern, args, errors);
  for (const error of errors) console.error(error);
  return text;
}

/**
 * Whether the page's catalogue has the message `id` (for texts the
 * catalogue may lack, such as a ruleset a deployment added).
 * @param {string} id
 */
export function has(id) {
  return bundle.hasMessage(id);
}

/** Marks the page's own link and keeps the language in the links and the switch. */
export function applyLanguage() {
  const current = lang();
  for (const link of document.querySelectorAll('header nav a')) {
    if (new URL(/** @type {HTMLAnchorElement} */ (link).href).pathname === location.pathname) {
      link.setAttribute('aria-current', 'page');
    }
  }
  for (const link of document.querySelectorAll('a[data-keep-lang]')) {
    const anchor = /** @type {HTMLAnchorElement} */ (link);
    const url = new URL(anchor.href, location.href);
    if (current !== languages()[0]) url.searchParams.set('lang', current);
    anchor.href = url.pathname + url.search;
  }
  for (const link of languageLinks()) link.href = addressIn(link.hreflang);
}

/**
 * The header's links to the page in each other language (the service
 * writes one per language, named in its own words).
 * @returns {HTMLAnchorElement[]}
 */
export function languageLinks() {
  return [...document.querySelectorAll('a.language[hreflang]')].filter((link) => link instanceof HTMLAnchorElement);
}

/**
 * This page's address in the language `tag`, with what its fragment keeps.
 * @param {string} tag
 */
export function addressIn(tag) {
  const url = new URL(location.href);
  if (tag === languages()[0]) url.searchParams.delete('lang');
  else url.searchParams.set('lang', tag);
  return url.pathname + url.search + url.hash;
}

/**
 * The locale numbers and dates are written in: the page's language's,
 * English as Britain writes it (the day before the month).
 */
export function locale() {
  const current = lang();
  return current === 'en' ? 'en-GB' : current;
}

/**
 * A moment written in full, two digits each (01.12.2026, 09:05:03): a
 * signed sheet reads the same width on any day.
 * @param {Date} date
 */
export function dateTime(date) {
  return date.toLocaleString(locale(), {
    day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit',
  });
}

/**
 * A number written the way the page's language writes it.
 * @param {number} value
 */
export function number(value) {
  return value.toLocaleString(locale());
}

/**
 * A difference: a plus sign before a gain, a minus sign (−, not a hyphen)
 * before a loss, and 0 when there is none.
 * @param {number} value
 */
export function difference(value) {
  return value > 0 ? `+${number(value)}` : value < 0 ? `−${number(-value)}` : '0';
}

/**
 * A score that may be negative: the minus sign (−, not a hyphen) before a
 * loss, no sign otherwise.
 * @param {number} value
 */
export function signed(value) {
  return value < 0 ? `−${number(-value)}` : number(value);
}
