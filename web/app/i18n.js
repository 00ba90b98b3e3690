// German first, English on request. The language is part of the page's
// URL (`?lang=en`), so a shared link opens in the language it was made in;
// nothing is stored in the browser.
//
// Static texts are written in German in the HTML; an element with a
// `data-en` attribute gets that text in English (`data-en-label`,
// `data-en-title` and `data-en-placeholder` do the same for attributes).
// Texts made by the modules use `tr(german, english)`.

/** @typedef {'de' | 'en'} Lang */

/** @returns {Lang} */
export function lang() {
  return new URLSearchParams(location.search).get('lang') === 'en' ? 'en' : 'de';
}

/**
 * The text in the page's language.
 * @param {string} german
 * @param {string} english
 */
export function tr(german, english) {
  return lang() === 'en' ? english : german;
}

/** Puts the page into its language: texts, attributes and the switch. */
export function applyLanguage() {
  const current = lang();
  document.documentElement.lang = current;
  if (current === 'en') {
    for (const element of document.querySelectorAll('[data-en]')) {
      element.textContent = element.getAttribute('data-en');
    }
    for (const attribute of ['label', 'title', 'placeholder']) {
      for (const element of document.querySelectorAll(`[data-en-${attribute}]`)) {
        const name = attribute === 'label' ? 'aria-label' : attribute;
        element.setAttribute(name, element.getAttribute(`data-en-${attribute}`) ?? '');
      }
    }
  }
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
    switcher.textContent = other === 'en' ? 'English' : 'Deutsch';
    switcher.lang = other;
    switcher.hreflang = other;
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
