// Runs first on every page, before its wasm loads: a deferred script in the
// head, which the browser runs once the page is parsed and before the wasm
// loader (a module script, deferred too, and after it in the page). A file,
// so the Content-Security-Policy needs no inline script for it.
//
// 1. Routing of old and cross-page links. Each page plays one thing
//    (index.html the landing, tictactoe.html, fox-dolphin.html, online.html,
//    online-tictactoe.html, howto.html each game's How to play: `?game=GAME&help`)
//    but links made before the split, and links between pages, name the
//    game in the query: `index.html?game=fox-dolphin&...`, `?game=...&online=host|seek`,
//    `#join=CODE`, `#answer=CODE`. Such a link is sent on to the page that plays it, with
//    its query and fragment unchanged. A page opened with no `game=` stays.
//    Online play has a page per game: online.html is Fox & Dolphin's (and an
//    invitation or answer naming no game or one we do not know, whose page
//    says so), online-tictactoe.html tic-tac-toe's.
// 2. The service worker (sw.js, beside this page), registered once the page
//    has loaded so that it never competes with the first paint.
(function () {
  'use strict';
  var here = document.documentElement.getAttribute('data-page');
  var query = new URLSearchParams(location.search);
  var game = query.get('game');
  var page = here;
  var online = game === 'tic-tac-toe' ? 'online-tictactoe.html' : 'online.html';
  if (location.hash.indexOf('#join=') === 0 || location.hash.indexOf('#answer=') === 0) {
    page = online;
  } else if ((game === 'fox-dolphin' || game === 'tic-tac-toe') && query.has('help')) {
    page = 'howto.html';
  } else if ((game === 'fox-dolphin' || game === 'tic-tac-toe') && /^(host|seek)$/.test(query.get('online'))) {
    page = online;
  } else if (game === 'fox-dolphin') {
    page = 'fox-dolphin.html';
  } else if (game === 'tic-tac-toe') {
    page = 'tictactoe.html';
  } else if ((game !== null && game !== '') || here === 'howto.html') {
    page = 'index.html'; // the landing page names the game it does not know
  }
  if (page !== here) {
    var target = page === 'index.html' ? './' : page;
    location.replace(target + location.search + location.hash);
    return;
  }
  if ('serviceWorker' in navigator) {
    addEventListener('load', function () {
      navigator.serviceWorker.register('sw.js').catch(function () {
        // No service worker (a private window, an insecure origin): the
        // site still works online, and there is nothing a player can do.
      });
    });
  }
})();
