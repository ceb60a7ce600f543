// Inlined into the head of each page that carries a prerendered screen
// (scripts/prerender.mjs), before the body is parsed, so it decides before
// the first paint. The prerendered screen (#shell) is the page as a first
// visit in English shows it; it is painted at once, while the wasm loads,
// and the wasm replaces it (src/ui/app.rs, `mount`). It is shown only when
// the live page will look the same: no settings in the link (only `game=`),
// no fragment, nothing stored by this site but a choice of English (no
// scores), and English chosen or, if nothing is chosen, a browser whose
// first language the site speaks is English (or none is). This mirrors
// `detect` in src/ui/i18n/mod.rs.
//
// With the shell, the page's loader fetches the wasm once the shell is
// painted. Without it, the wasm is preloaded at once (the script tag's
// `data-wasm`), as on a page with no shell.
(function () {
  'use strict';
  var script = document.currentScript;
  function fits() {
    var query = new URLSearchParams(location.search);
    query.delete('game');
    if (query.toString() !== '' || location.hash !== '') return false;
    var chosen = null;
    for (var i = 0; i < localStorage.length; i += 1) {
      var key = String(localStorage.key(i));
      if (key === 'fox-and-xo.lang') chosen = String(localStorage.getItem(key)).toLowerCase();
      else if (key.indexOf('fox-and-xo') === 0) return false;
    }
    if (chosen === 'pt') return false;
    var languages = chosen === 'en' ? [] : navigator.languages || [navigator.language || ''];
    for (var j = 0; j < languages.length; j += 1) {
      var primary = String(languages[j]).split(/[-_]/)[0].toLowerCase();
      if (primary === 'pt') return false;
      if (primary === 'en') break;
    }
    return true;
  }
  var shell = false;
  try {
    shell = fits();
  } catch (e) {
    // Storage refused (a locked-down browser): no shell, the page still works.
  }
  if (shell) {
    document.documentElement.classList.add('shell');
  } else if (script && script.dataset.wasm) {
    var preload = document.createElement('link');
    preload.rel = 'preload';
    preload.as = 'fetch';
    preload.type = 'application/wasm';
    preload.crossOrigin = 'anonymous';
    preload.href = script.dataset.wasm;
    document.head.appendChild(preload);
  }
})();
