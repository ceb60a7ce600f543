// e2e: minutes 3
// End to end: a bot plays Fox & Dolphin through the page as a person
// would, against Mild (the level of the default game) at the default
// settings, from each seat.
//
// It knows what a screen-reader user knows and nothing more: each tile's
// accessible name ("Row 3, column 7, land, fox") and description
// ("swimming", "selected", "can move here", "Enter moves your fox from
// row 3, column 7 here"), the tide's line ("Next step floods in 1 s") and
// the end's headline. It clicks tiles found by their names, at least
// FD_CLICK_GAP_MS (1 s) apart, the gaps measured in the page; it uses one
// tap where the tile's description offers it. It picks a move by a short
// rule of thumb (below), as a beginner who has read How to play would.
// The pace it models: a person who looks at the board about seven times a
// second (LOOK_MS) and clicks at most once a second, so a move takes one
// or two seconds (a one tap, or select and move) and a change on the board
// is answered within about a second; it never clicks on the game's ticks.
// As the dolphins it closes in on the foxes' land while the water rises
// (a person waits beside a fox for the tide to leave it swimming), rather
// than waiting far out until a fox swims: the last fox used to outlast
// the 3-minute cap that way.
//
// Each seat plays up to three seeded games and stops once it has won; it
// must win at least one. Every game has a wall-clock cap (FD_GAME_CAP_S;
// 16 minutes as the foxes, past the game's own 15-minute limit; 3 minutes
// as the dolphins): past it the bot leaves, which loses. The test suite
// plays the dolphins' seat only (the short one); `scripts/long-tests.sh`
// plays both at the same time in two browser contexts (FD_SEATS=fox,dolphin).
// The record, clicks per move and seconds per move are printed, one JSON
// line per seat.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedSite, DESKTOP, PHONE, screenshot, appReady, countedDown } from './harness.mjs';
import { NAME, key, neighbours, landWithinTwo, canMove, nearest } from './fd_board.mjs';

const site = servedSite();
const SEEDS = [101, 202, 303];
const GAP_MS = Number(process.env.FD_CLICK_GAP_MS ?? 1000);
// The foxes eat only stranded dolphins, so their games run longer: a fox
// game may run to the default 15-minute limit, where the side with more
// animals wins (the cap, past the limit, only guards against a hang); a
// dolphin game is capped at 3 minutes.
const CAP_S = { fox: 16 * 60, dolphin: 180 };
const capMs = (species) => Number(process.env.FD_GAME_CAP_S ?? CAP_S[species]) * 1000;
/** How often the bot looks at the board while it waits to click. */
const LOOK_MS = 150;

// ---- What the bot reads ----

const ONE_TAP = /Enter moves your (fox|dolphin) from row (\d+), column (\d+) here/;

/** The board as the tiles' accessible names and descriptions say it. */
async function look(page) {
  const cells = await page.$$eval('[role=gridcell]', (tiles) =>
    tiles.map((t) => [t.getAttribute('aria-label'), t.getAttribute('aria-description') ?? '', t.getAttribute('aria-selected') === 'true']),
  );
  const tiles = new Map();
  let size = 0;
  for (const [name, description, selected] of cells) {
    const m = NAME.exec(name ?? '');
    if (!m) continue;
    const [row, col] = [Number(m[1]) - 1, Number(m[2]) - 1];
    size = Math.max(size, row + 1, col + 1);
    const tap = ONE_TAP.exec(description);
    tiles.set(key(row, col), {
      row, col, name,
      land: m[3] === 'land',
      animal: m[4] === 'empty' ? null : m[4],
      selected,
      target: description.includes('can move here'),
      oneTap: tap ? { species: tap[1], from: key(Number(tap[2]) - 1, Number(tap[3]) - 1) } : null,
    });
  }
  return { tiles, size };
}


/** Whether the next tide step floods, surfaces, or none is coming. */
async function nextTide(page) {
  const said = await page.getByRole('region', { name: 'Tide' }).textContent().catch(() => '');
  const m = /Next step (floods|surfaces)/.exec(said ?? '');
  return m ? m[1] : null;
}

// ---- The rules, as How to play tells them ----

function moves(board, species) {
  const list = [];
  for (const from of board.tiles.values()) {
    if (from.animal !== species) continue;
    for (const to of neighbours(board, from)) if (canMove(board, species, from, to)) list.push({ from, to });
  }
  return list;
}


// ---- The rule of thumb ----

/** A step towards the foxes' land while no fox swims: worth two clicks (8), less than a step towards a swimming fox (12). */
const LURK = 10;

/**
 * How good a tile is for one of our animals to stand on, from what can
 * happen next. A fox: land, away from the shore, is safe; water beside a
 * swimming dolphin is where it is eaten. A dolphin: water is safe unless
 * the tide is about to surface, when water next to the island may become
 * land and strand it.
 */
function standing(board, species, t, tide) {
  const around = neighbours(board, t);
  const land = around.filter((n) => n.land).length;
  if (species === 'fox') {
    if (t.land) return 30 + 5 * land - (tide === 'floods' && land < 4 ? 10 : 0);
    const hunters = around.filter((n) => n.animal === 'dolphin' && !n.land).length;
    return -40 - 300 * hunters - (landWithinTwo(board, t) ? 0 : 60);
  }
  if (t.land) return -500; // stranded
  return tide === 'surfaces' ? -80 * land : 0;
}

/** A score for each legal move; the bot plays the best if it is worth a click. */
function score(board, species, { from, to }, tide, clicks) {
  const prey = species === 'fox' ? 'dolphin' : 'fox';
  // Prey we can eat now, and prey worth walking towards.
  const edible = (t) => t.animal === prey && (species === 'fox' ? t.land : !t.land);
  const targets = [...board.tiles.values()].filter(edible);
  let s = standing(board, species, { ...to, animal: species }, tide) - standing(board, species, from, tide);
  if (edible(to)) s += 1000;
  // Stranded dolphins stay put until the tide turns: worth a walk.
  const hunt = species === 'fox' ? 25 : 12;
  if (targets.length > 0) s += hunt * (nearest(from, targets) - nearest(to, targets));
  else if (species === 'dolphin' && tide !== 'surfaces') {
    // No fox swims: the dolphins close in on the foxes' land as the water
    // rises (the next step floods), so that a fox the tide leaves in the
    // water has a dolphin beside it; while the land comes back they hold
    // off (standing: water by the shore may strand them). Without this the
    // dolphins sat still until a fox swam, and the last fox, back on land
    // before a distant dolphin came near, outlasted the game.
    const foxes = [...board.tiles.values()].filter((t) => t.animal === 'fox');
    if (foxes.length > 0) s += LURK * (nearest(from, foxes) - nearest(to, foxes));
  }
  // Time matters: a move that takes one click comes sooner.
  return s - 4 * clicks;
}

/** Clicks a move takes now: one (a one tap, or the selected animal's target) or two. */
function clicksFor(board, { from, to }) {
  if (from.selected && to.target) return 1;
  if (to.oneTap && to.oneTap.from === key(from.row, from.col)) return 1;
  return 2;
}

function best(board, species, tide) {
  let choice = null;
  for (const move of moves(board, species)) {
    const clicks = clicksFor(board, move);
    const s = score(board, species, move, tide, clicks);
    if (!choice || s > choice.score) choice = { ...move, clicks, score: s };
  }
  return choice && choice.score > 0 ? choice : null;
}

// ---- Playing ----

/** Records every click on a tile, with its time on the page's clock. */
async function countClicks(context) {
  await context.addInitScript(() => {
    window.__clicks = [];
    addEventListener('click', (e) => {
      if (e.target.closest?.('[role=gridcell]')) window.__clicks.push(performance.now());
    }, true);
  });
}

async function playOneGame(page, species, seed, log) {
  const other = species === 'fox' ? 'dolphin' : 'fox';
  await page.goto(`${site.base}?game=fox-dolphin&seed=${seed}&${species}=you&${other}=mild`);
  await appReady(page);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('grid').waitFor();
  // The count before the first tick ("3, 2, 1"): a person waits for it.
  await countedDown(page);
  // The end's heading is yours (you play against the computer).
  const over = page.getByRole('heading', { name: /^(You win|You lose|Draw)$/ });
  const started = Date.now();
  const CAP_MS = capMs(species);
  let lastClick = 0;
  let clicks = 0;
  let requested = 0;
  let clicksThisMove = 0;
  const clickTile = async (tile) => {
    const wait = lastClick + GAP_MS + 20 - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
    try {
      await page.getByRole('gridcell', { name: tile.name, exact: true }).click({ timeout: 1000 });
    } finally {
      // A click that throws (the tile changed under it) may still have
      // landed: the next one waits its whole gap either way.
      lastClick = Date.now();
    }
    clicks += 1;
    clicksThisMove += 1;
  };
  while (!(await over.isVisible())) {
    if (Date.now() - started > CAP_MS) {
      await page.getByRole('button', { name: 'Leave' }).click({ timeout: 2000 }).catch(() => {});
      break;
    }
    // Look until the next click is allowed, then once more, and decide.
    const wait = lastClick + GAP_MS + 20 - Date.now();
    if (wait > 0) await page.waitForTimeout(Math.min(wait, LOOK_MS));
    if (lastClick + GAP_MS + 20 > Date.now()) continue;
    const [board, tide] = await Promise.all([look(page), nextTide(page)]);
    const move = best(board, species, tide);
    if (!move) {
      await page.waitForTimeout(LOOK_MS);
      continue;
    }
    try {
      if (move.clicks === 1) {
        await clickTile(move.to);
        requested += 1;
        log.perMove.push(clicksThisMove);
        clicksThisMove = 0;
      } else {
        // Select; the next look sees its targets and finishes the move
        // (or picks a better one, if the board changed meanwhile).
        await clickTile(move.from);
      }
    } catch {
      // The tile changed under the bot (its name with it): look again.
    }
  }
  await over.waitFor({ timeout: 10000 });
  const outcome = await page.getByRole('status').filter({ hasText: /^(The foxes win|The dolphins win|A draw)/ }).textContent();
  const moveFigures = await page.locator('.fd-figures div').filter({ hasText: 'Moves' }).getByRole('definition').textContent();
  const [, foxes, dolphins] = /^foxes (\d+), dolphins (\d+)$/.exec(moveFigures);
  const left = await page.getByRole('definition').filter({ hasText: /^foxes \d+, dolphins \d+$/ }).first().textContent();
  const made = Number(species === 'fox' ? foxes : dolphins);
  const gaps = await page.evaluate(() => window.__clicks.slice(1).map((t, i) => t - window.__clicks[i]));
  const won = outcome.startsWith(species === 'fox' ? 'The foxes win' : 'The dolphins win');
  const game = {
    seed,
    outcome,
    won,
    capped: Date.now() - started > CAP_MS,
    left,
    seconds: Math.round((Date.now() - started) / 1000),
    clicks,
    requested,
    made,
    clicksPerMove: made ? +(clicks / made).toFixed(2) : null,
    secondsPerMove: made ? +((Date.now() - started) / 1000 / made).toFixed(2) : null,
    shortestGapMs: gaps.length ? Math.round(Math.min(...gaps)) : null,
  };
  log.games.push(game);
  console.log(`fd-person game ${species} ${JSON.stringify(game)}`);
  return { game, gaps };
}

async function playSeat(species, viewport) {
  const log = { seat: species, games: [], perMove: [] };
  await site.withPage(viewport, async (page) => {
    await countClicks(page.context());
    for (const seed of SEEDS) {
      const { game, gaps } = await playOneGame(page, species, seed, log);
      for (const gap of gaps) assert.ok(gap >= GAP_MS - 5, `${species}, seed ${seed}: clicks ${Math.round(gap)} ms apart`);
      if (game.won) {
        // The end offers the next level up the ladder; it starts the same game against 3 · Gentle.
        const next = page.getByRole('button', { name: 'Try level 3 · Gentle next' });
        await next.waitFor();
        await screenshot(page, `fd-won-${species}-${viewport === PHONE ? 'phone' : 'desktop'}`);
        await next.click();
        await page.getByRole('grid').waitFor();
        assert.match(page.url(), new RegExp(`seed=${seed}&`));
        assert.match(page.url(), new RegExp(`${species === 'fox' ? 'dolphin' : 'fox'}=gentle`));
        await page.getByRole('button', { name: 'Leave' }).click();
        break;
      }
    }
    // The setup tells the record of this device against Mild.
    const other = species === 'fox' ? 'dolphin' : 'fox';
    await page.goto(`${site.base}?game=fox-dolphin&${species}=you&${other}=mild`);
    await appReady(page);
    const wins = log.games.filter((g) => g.won).length;
    const about = await page.locator(`#fd-${other}-level`).textContent();
    assert.match(about, /^2 · Mild: for a newcomer's first wins\./);
    assert.match(about, new RegExp(`You as ${species === 'fox' ? 'foxes' : 'dolphins'} against this level, on this device: ${wins} wins?, `));
  });
  const all = log.games;
  const made = all.reduce((n, g) => n + g.made, 0);
  const summary = {
    seat: species,
    record: `${all.filter((g) => g.won).length} won, ${all.filter((g) => !g.won).length} not won, of ${all.length}`,
    clicksPerMove: made ? +(all.reduce((n, g) => n + g.clicks, 0) / made).toFixed(2) : null,
    oneClickMoves: log.perMove.filter((c) => c === 1).length,
    twoClickMoves: log.perMove.filter((c) => c === 2).length,
    secondsPerMove: made ? +(all.reduce((n, g) => n + g.seconds, 0) / made).toFixed(2) : null,
    games: all,
  };
  console.log(`fd-person ${JSON.stringify(summary)}`);
  return summary;
}

const SEATS = (process.env.FD_SEATS ?? 'dolphin').split(',');

test(`a person-paced bot wins against Mild at the defaults, one click a second, as the ${SEATS.join(' and the ')}s`, async () => {
  const seats = SEATS;
  const played = await Promise.all(seats.map((seat) => playSeat(seat, seat === 'fox' ? DESKTOP : PHONE)));
  for (const seat of played) {
    assert.ok(seat.games.some((g) => g.won), `${seat.seat}: ${seat.record}`);
  }
});
