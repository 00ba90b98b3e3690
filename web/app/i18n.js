// German first, English on request. The language is part of the page's
// URL (`?lang=en`), so a shared link opens in the language it was made in;
// nothing is stored in the browser.
//
// Every text lives in the Fluent catalogues `locales/<language>/web.ftl` and
// each game's `web/<game>.ftl`, served here as one file per language.
// The service writes the static texts into the page as it serves it (an
// element names its message with `data-l10n-id`); the texts the modules
// make as they go are `t(id, arguments)`, from the page's catalogue,
// loaded once beside the modules.

import { FluentBundle, FluentResource } from './vendor/fluent-bundle/index.js';

/** @typedef {'de' | 'en'} Lang */

/** @returns {Lang} */
export function lang() {
  return new URLSearchParams(location.search).get('lang') === 'en' ? 'en' : 'de';
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
  const other = current === 'en' ? 'de' : 'en';
  for (const link of document.querySelectorAll('a[data-keep-lang]')) {
    const anchor = /** @type {HTMLAnchorElement} */ (link);
    const url = new URL(anchor.href, location.href);
    if (current === 'en') url.searchParams.set('lang', 'en');
    anchor.href = url.pathname + url.search;
  }
  const switcher = document.getElementById('language-switch');
  if (switcher instanceof HTMLAnchorElement) {
    const url = new URL(location.href);
    if (other === 'en') url.searchParams.set('lang', 'en');
    else url.searchParams.delete('lang');
    switcher.href = url.pathname + url.search + url.hash;
  }
}

/**
 * A number written the way the page's language writes it.
 * @param {number} value
 */
export function number(value) {
  return value.toLocaleString(lang() === 'en' ? 'en-GB' : 'de-DE');
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
