// Inlined into each page that carries a prerendered screen
// (scripts/prerender.mjs), right after it (`#shell`) and before the live
// page's `#app`, so it runs once the shell is parsed and before the first
// paint. The shell is the page as a first visit in English shows it; it is
// painted at once, while the wasm loads, and the wasm replaces it
// (src/ui/app.rs, `mount`). It is shown only when the live page will look
// the same:
//
// - nothing stored by this site but a choice of English (no scores), and
//   English chosen or, if nothing is chosen, a browser whose first
//   language the site speaks is English (or none is); this mirrors
//   `detect` in src/ui/i18n/mod.rs;
// - no fragment, except an invitation (`#join=`) on a page with a guest's
//   shell;
// - each key of the link (besides `game=`) once, and one the shell says it
//   fits (`data-fits` on #shell: a key's values, space-separated, or a
//   pattern starting with `^`). Anything else (an unknown key, a malformed
//   or out-of-range value, a value that changes more than the shell can
//   show) hides the shell: the live page's own reading decides then.
//
// A fitting value is written into the shell's form field of that name,
// and a part prerendered for it (`<template data-key=K data-values="V…"
// data-part=SELECTOR>`, e.g. the 4×4 board, a board size's pace line)
// takes the place of the shell's; so does a span drawn by several keys'
// values (`<template data-when='{"K":"V…",…}' data-after=SELECTOR
// data-until=SELECTOR>`, e.g. Fox & Dolphin's seats' level lines; or
// `data-in=SELECTOR`, that element's first children, e.g. tic-tac-toe's
// status line), when each of its keys' values (the link's, or the shell's
// own field's if the link has none) is one of its; one with `data-fill`
// (`'["K",["TEXT",…]]'`, K's values in `data-fits` order) draws one span for all of a key's values that
// differ only in one run of text: the value's text takes the place of its
// `<!---->`. Such a template marked
// `data-none` means the shell cannot show those values: no shell. A page
// with several shells (the online pages: `data-shell="host-GAME"` or
// `"guest-GAME"`; How to play: `"help-GAME"`) keeps the one the link
// opens.
//
// With the shell, the page's loader fetches the wasm once the shell is
// painted. Without it, the wasm is preloaded at once (the script tag's
// `data-wasm`), as on a page with no shell.
(() => {
  'use strict';
  const script = document.currentScript;
  const shell = document.getElementById('shell');
  const english = () => {
    let chosen = null;
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = String(localStorage.key(i));
      if (key === 'fox-and-xo.lang') chosen = String(localStorage.getItem(key)).toLowerCase();
      else if (key.indexOf('fox-and-xo') === 0) return false;
    }
    if (chosen === 'pt') return false;
    for (const language of chosen === 'en' ? [] : navigator.languages || [navigator.language || '']) {
      const primary = String(language).split(/[-_]/)[0].toLowerCase();
      if (primary === 'pt') return false;
      if (primary === 'en') break;
    }
    return true;
  };
  // A value a rule lets through: one of its words, or its pattern's match.
  const allowed = (rule, value) =>
    typeof rule === 'string' && (rule[0] === '^' ? new RegExp(rule).test(value) : value !== '' && rule.split(' ').indexOf(value) >= 0);
  const fit = () => {
    if (!shell || !english()) return false;
    const query = new URLSearchParams(location.search);
    const game = query.getAll('game');
    query.delete('game');
    const keys = [...query.keys()];
    // Each key once.
    if (game.length > 1 || new Set(keys).size !== keys.length) return false;
    const shells = shell.querySelectorAll('[data-shell]');
    if (shells.length > 0) {
      // An online page: the host's page of its game, or an invitation to
      // it; How to play: a game's rules (`?game=GAME&help`).
      let name = null;
      if (location.hash === '' && keys.length === 1 && query.get('online') === 'host') name = 'host-';
      else if (location.hash.indexOf('#join=') === 0 && keys.length === 0) name = 'guest-';
      else if (location.hash === '' && keys.length === 1 && query.get('help') === '' && game.length === 1) name = 'help-';
      name += game[0] || 'fox-dolphin';
      let found = false;
      for (const one of shells) {
        if (one.dataset.shell === name) found = true;
        else one.remove();
      }
      return found;
    }
    if (location.hash !== '') return false;
    const fits = JSON.parse(shell.dataset.fits || '{}');
    for (const [key, value] of query) if (!allowed(fits[key], value)) return false;
    // Spans the values of several keys draw (a key the link lacks: the
    // shell's own field's value), before the fields take the link's values.
    const valueOf = (key) => (query.has(key) ? query.get(key) : shell.querySelector(`[name="${key}"]`)?.value);
    const spans = [...shell.querySelectorAll('template[data-when]')].filter((span) =>
      Object.entries(JSON.parse(span.dataset.when)).every(([key, values]) => allowed(values, valueOf(key))),
    );
    for (const span of spans) {
      const { none, in: into, after, until, fill } = span.dataset;
      if (none !== undefined) return false;
      // A span drawn for several values of one key: the value's text (in
      // the order of the key's values in `data-fits`) in the place of its
      // `<!---->`.
      const [key, words] = JSON.parse(fill || '[]');
      const at = shell.querySelector(into || after);
      let next;
      while ((next = into ? at.firstElementChild : at.nextElementSibling) && !(until && next.matches(until))) next.remove();
      at.insertAdjacentHTML(into ? 'afterbegin' : 'afterend', span.innerHTML.replace('<!---->', () => words[fits[key].split(' ').indexOf(valueOf(key))]));
    }
    for (const [key, value] of query) {
      for (const field of shell.querySelectorAll(`[name="${key}"]`)) {
        if (field.tagName === 'SELECT') for (const option of field.options) option.toggleAttribute('selected', option.value === value);
        else field.setAttribute('value', value);
      }
      for (const part of shell.querySelectorAll(`template[data-key="${key}"]`)) {
        const old = allowed(part.dataset.values, value) && shell.querySelector(part.dataset.part);
        if (old) old.replaceWith(part.content.cloneNode(true));
      }
    }
    return true;
  };
  let shown = false;
  try {
    shown = fit();
  } catch (e) {
    // Storage refused (a locked-down browser): no shell, the page still works.
  }
  if (shown) {
    document.documentElement.classList.add('shell');
  } else if (script && script.dataset.wasm) {
    const preload = document.createElement('link');
    preload.rel = 'preload';
    preload.as = 'fetch';
    preload.type = 'application/wasm';
    preload.crossOrigin = 'anonymous';
    preload.href = script.dataset.wasm;
    document.head.appendChild(preload);
  }
})();
