//! Expert, a search (about 590 lines: its rollouts and their judge are one
//! algorithm, read best in one file). For each of its best candidate moves
//! it plays the coming seconds out with the game's own rules, both sides
//! moving on their real cooldowns and the tide stepping when it is due, and keeps
//! the move whose futures end best.
//!
//! Hard judges a move by a forecast of the tide (how deep the next steps
//! may reach) and by its own animals only. Expert looks:
//!
//! 1. **Candidates**: its moves ranked by Hard's score; it tries the best
//!    few (as many as the budget allows).
//! 2. **Rollouts**: for each candidate, on a copy of the board, it plays the
//!    move, then the enemy's moves and its own at the times their
//!    cooldowns end (Z spec `Turn`), and the next tide step when it is due
//!    (Z spec `Flood`, the game's own `tide::step`, drawn from Expert's own
//!    seeded generator, never the game's: it forecasts the tide as a
//!    player could, it does not read the game's future), until each side
//!    has moved once after that step or [`HORIZON`] cooldowns have passed.
//!    Both sides play a quick policy: eat if the rules allow it (Z spec
//!    `CanMove`), else Hard's best move. Once the tide has stepped, both
//!    sides read the new shore afresh (the coast, the forecast and both
//!    distance fields, as at the root): a flood sets foxes swimming, a low
//!    tide strands dolphins, and the prey each side hunts is the prey the
//!    tide left, not the prey before it. Each candidate meets the same
//!    tide draws, so they are compared on the same futures ([`shape`]: how
//!    many candidates, how many draws).
//! 3. **Judging** where a rollout ends, for both sides: the animals each
//!    has, those the other could eat at once, and Hard's standing of each
//!    animal (danger and prospects), read on the shore the rollout ends
//!    with. A candidate's score is the mean over its rollouts, plus a
//!    little of Hard's own score of it.
//!
//! The work is fixed per decision ([`WORK`] and [`DOLPHIN_WORK`], the
//! rollouts it pays for on the board's size), never read from a clock (the rules core reads none):
//! small boards get more rollouts, large ones fewer, and every decision
//! costs about the same.

use std::cell::OnceCell;

use rand::{Rng, SeedableRng};

use crate::rules::chacha::ChaCha8Rng;
use crate::rules::fox_dolphin::board::{Board, Coord, Species, Surface};
use crate::rules::fox_dolphin::game::Game;
use crate::rules::fox_dolphin::moves::{all_moves, can_move, targets_of};
use crate::rules::fox_dolphin::tide::step;

use super::fields::Coast;
use super::forecast::Forecast;
use super::hard::{value, View, ANIMAL};

/// The work one decision of the foxes may do, in tiles: a rollout costs
/// about N² (the distance fields it reads after the tide, and its tide
/// draw, cover the whole board), so a decision plays `WORK / N²`
/// rollouts, between a seat's [`least_rollouts`] and [`most_rollouts`]:
/// 48 up to N = 13, 32 at N = 16, 13 at N = 25, 12 at N = 50. The dolphins
/// have [`DOLPHIN_WORK`]. N = 50 is the dearest (its rollouts are above
/// the work) and is sized so that a decision there stays within 2 ms in
/// the browser (see `benches/fox_dolphin.rs` and
/// `tests/browser_expert_timing.rs`); every smaller board costs less than
/// that.
const WORK: usize = 32 * 16 * 16;
/// The work one decision of the dolphins may do, in tiles: more than the
/// foxes' (64 rollouts up to N = 14, 50 at N = 16, 20 at N = 25, 8 at
/// N = 50), because the dolphins gain most from tide draws (at N = 25
/// against Hard, 200 games: 65.9% of the decided games with 2 × 6, 69.5%
/// with 2 × 10).
const DOLPHIN_WORK: usize = 50 * 16 * 16;
/// What an animal counts where a rollout ends: far more than the hunting
/// prospects of all the animals that chase it, so that eating it is never
/// judged a loss because its hunters lose their prey.
const MATERIAL: f32 = 5.0 * ANIMAL;
/// Tide draws per candidate for the foxes, with a budget of at least
/// [`RICH`] rollouts; two below it.
const FOX_DRAWS: usize = 3;
/// The budget, in rollouts, from which the foxes draw [`FOX_DRAWS`] tides.
const RICH: usize = 16;
/// Tide draws per candidate the dolphins aim for (they compare at least
/// two candidates, so on a small budget they draw fewer).
const DOLPHIN_DRAWS: usize = 16;
/// The least gain, by Hard's score, of a move the rollouts play: a move
/// that gains nothing stands for the harmless shuffles a side makes while
/// it waits, which the search cannot tell apart.
const MIN_GAIN: f32 = 1.0;
/// The longest rollout, in cooldowns.
const HORIZON: u64 = 4;
/// An animal the enemy could eat at once, at the end of a rollout.
const EXPOSED: f32 = 0.5 * ANIMAL;
/// How much Hard's own score of a move counts beside its rollouts.
const GAIN_WEIGHT: f32 = 0.25;
pub(super) fn choose(
    game: &Game,
    seat: Species,
    moves: &[(Coord, Coord)],
    rng: &mut ChaCha8Rng,
) -> Option<(Coord, Coord)> {
    let search = Search::new(game);
    let board = game.board();
    let (mine, theirs) = View::pair(board, &search.coast, seat);
    let mut shortlist: Vec<(f32, (Coord, Coord))> = moves
        .iter()
        .map(|&m| (search.gain(board, &mine, m), m))
        .collect();
    best_first(&mut shortlist);
    let their_moves = all_moves(board, seat.other());
    let mut their_ranked: Vec<(f32, (Coord, Coord))> = their_moves
        .iter()
        .map(|&m| (search.gain(board, &theirs, m), m))
        .collect();
    best_first(&mut their_ranked);
    // In the rollouts a side makes only moves that gain: a harmless
    // shuffle stands for the rest (the search cannot tell them apart).
    let gaining = |ranked: &[(f32, (Coord, Coord))]| -> Vec<(f32, (Coord, Coord))> {
        ranked
            .iter()
            .take_while(|&&(g, _)| g > MIN_GAIN)
            .copied()
            .collect()
    };
    let ranked = [gaining(&shortlist), gaining(&their_ranked)];
    let (candidates, draws) = shape(board.size(), seat);
    shortlist.truncate(candidates);
    let tides: Vec<Tide> = (0..draws).map(|_| Tide::new(rng.random())).collect();
    let root = Root {
        board,
        herds: [herd(board, seat), herd(board, seat.other())],
        views: [mine, theirs],
        ranked,
        clock: Clock::of(game, seat),
    };
    shortlist
        .into_iter()
        .map(|(gain, m)| {
            let mut total = 0.0;
            for tide in &tides {
                total += search.rollout(&root, m, tide);
            }
            let score = total / draws as f32 + GAIN_WEIGHT * gain;
            ((score * 16.0) as i64 + rng.random_range(0..16), m)
        })
        .max_by_key(|&(score, _)| score)
        .map(|(_, m)| m)
}

/// Scored moves, highest score first; equal scores keep their order.
///
/// A stable merge sort, written out: it orders exactly as the library's
/// stable sort would (a stable order is unique), and weighs a few hundred
/// bytes of the download where the library's weighs some 4 KB.
fn best_first(scored: &mut Vec<(f32, (Coord, Coord))>) {
    let n = scored.len();
    let mut merged = scored.clone();
    let mut run = 1;
    while run < n {
        for lo in (0..n).step_by(2 * run) {
            let mid = (lo + run).min(n);
            let hi = (lo + 2 * run).min(n);
            let (mut i, mut j) = (lo, mid);
            for slot in &mut merged[lo..hi] {
                // The right run's move goes first only if it scores
                // strictly higher: equal scores keep their order.
                let right = j < hi && (i == mid || scored[j].0.total_cmp(&scored[i].0).is_gt());
                let k = if right { &mut j } else { &mut i };
                *slot = scored[*k];
                *k += 1;
            }
        }
        std::mem::swap(scored, &mut merged);
        run *= 2;
    }
}

/// How many rollouts a decision of `seat` may play on a board of `size`:
/// the seat's budget of work ([`WORK`], [`DOLPHIN_WORK`]) over the cost of
/// one rollout, which grows with the board, within fixed bounds.
pub(super) fn rollouts(size: usize, seat: Species) -> usize {
    let work = match seat {
        Species::Fox => WORK,
        Species::Dolphin => DOLPHIN_WORK,
    };
    (work / (size * size)).clamp(least_rollouts(seat), most_rollouts(seat))
}

/// Rollouts on the smallest boards. The dolphins play more (four
/// candidates × 16 tide draws, three × 16 before): with three, Expert
/// against itself on the default board gave the foxes 55.2% of the
/// decided games over 1,000 (51.9–58.5%), just above the 45–55% the
/// defaults aim for; with four, 53.2% (50.0–56.4%).
fn most_rollouts(seat: Species) -> usize {
    match seat {
        Species::Fox => 48,
        Species::Dolphin => 64,
    }
}

/// Rollouts on the largest boards, where the work over N² gives fewer
/// (from N = 27 for the foxes, 41 for the dolphins). The foxes' twelve (six
/// candidates, two tide draws each) cost about what the dolphins' eight
/// do (two candidates, four draws each): a tide draw (the step and the
/// shore it leaves, shared by every candidate) costs more than a rollout,
/// and the dolphins draw more of them. At N = 50, against Hard (200 games,
/// `docs/balance.md`), four rollouts had won the foxes 36% of the decided
/// games; eight, 61%; twelve, 70%.
fn least_rollouts(seat: Species) -> usize {
    match seat {
        Species::Fox => 12,
        Species::Dolphin => 8,
    }
}

/// How `seat` spends its rollouts on a board of `size`: how many of its
/// best moves (by Hard's score) it compares, and against how many tide
/// draws each (the same draws for every candidate).
///
/// A rollout's result is noisy (the tide is random), and the best of many
/// candidates judged on few draws is mostly the luckiest: spreading the
/// same budget over more candidates made Expert weaker from both seats,
/// and more draws made it stronger (200-game lines against Hard, in
/// `docs/balance.md`). The seats differ in how far that goes: a fox must
/// find its way to prey, and still gains from a wider choice (three draws
/// each once the budget allows it, two before); a dolphin's question is
/// whether a spot stays safe whatever the tide does, and it gains most
/// from draws (up to [`DOLPHIN_DRAWS`] each, never fewer than two
/// candidates). N: fox candidates × draws, dolphin candidates × draws:
/// 10 and 12: 16 × 3, 4 × 16; 16: 10 × 3, 3 × 16; 25: 6 × 2, 2 × 10; 50:
/// 6 × 2, 2 × 4.
pub(super) fn shape(size: usize, seat: Species) -> (usize, usize) {
    let rollouts = rollouts(size, seat);
    let candidates = match seat {
        Species::Fox if rollouts >= RICH => rollouts / FOX_DRAWS,
        Species::Fox => rollouts / 2,
        Species::Dolphin => (rollouts / DOLPHIN_DRAWS).max(2),
    };
    (candidates, rollouts / candidates)
}

/// A side's moves in a rollout: eat if it can; else the better of its
/// best move ranked at the root (or after the tide) that is still legal,
/// and the best move of an animal that moved since (ranked afresh).
struct Policy {
    ranked: Vec<(f32, (Coord, Coord))>,
    moved: Vec<Coord>,
}

impl Policy {
    fn new(ranked: Vec<(f32, (Coord, Coord))>) -> Policy {
        Policy {
            ranked,
            moved: Vec::new(),
        }
    }

    /// The move of the side whose animals stand on `herd` (in board
    /// order), if it has one.
    fn play(
        &mut self,
        search: &Search,
        view: &View,
        b: &Board,
        herd: &[usize],
    ) -> Option<(Coord, Coord)> {
        let seat = view.seat;
        let mut eat = None;
        for &i in herd {
            let from = b.coord(i);
            if let Some(to) = b.neighbours(from).find(|&to| {
                b.tile(to).and_then(|t| t.occupant) == Some(seat.other())
                    && can_move(b, seat, from, to).is_ok()
            }) {
                eat = Some((from, to));
                break;
            }
        }
        let chosen = eat.or_else(|| {
            let fixed = self
                .ranked
                .iter()
                .find(|&&(_, (from, to))| {
                    !self.moved.contains(&from) && can_move(b, seat, from, to).is_ok()
                })
                .copied();
            let fresh = self
                .moved
                .iter()
                .flat_map(|&from| targets_of(b, seat, from).map(move |to| (from, to)))
                .map(|m| (search.gain(b, view, m), m))
                .filter(|&(g, _)| g > MIN_GAIN)
                .max_by(|x, y| x.0.total_cmp(&y.0));
            match (fixed, fresh) {
                (Some(f), Some(g)) => Some(if g.0 > f.0 { g.1 } else { f.1 }),
                (f, g) => f.or(g).map(|(_, m)| m),
            }
        });
        if let Some((from, to)) = chosen {
            self.moved.retain(|&c| c != from);
            self.moved.push(to);
        }
        chosen
    }

    /// The tide moved the shore: rank every move again.
    fn rerank(&mut self, search: &Search, view: &View, b: &Board, herd: &[usize]) {
        self.ranked = search.ranked(b, view, herd);
        self.moved.clear();
    }
}

/// Where every rollout of a decision starts.
struct Root<'g> {
    board: &'g Board,
    /// The tiles of each side's animals (the deciding side's first), in
    /// board order: a rollout keeps them as its animals move, instead of
    /// scanning the board for them.
    herds: [Vec<usize>; 2],
    /// Each side's fields on `board` (the deciding side's first).
    views: [View; 2],
    /// Each side's moves that gain on `board`, best first.
    ranked: [Vec<(f32, (Coord, Coord))>; 2],
    clock: Clock,
}

/// The tiles of `seat`'s animals on `board`, in board order.
fn herd(board: &Board, seat: Species) -> Vec<usize> {
    let size = board.size();
    (0..size * size)
        .filter(|&i| board.at(i).occupant == Some(seat))
        .collect()
}

/// Plays `side`'s move on a look-ahead's board and keeps both herds: the
/// mover's tile changes (the herd stays in board order), and an animal it
/// lands on is eaten.
fn herd_move(b: &mut Board, herds: &mut [Vec<usize>; 2], side: usize, (from, to): (Coord, Coord)) {
    let (f, t) = (b.idx(from), b.idx(to));
    if b.move_animal(from, to).is_some() {
        herds[1 - side].retain(|&i| i != t);
    }
    let own = &mut herds[side];
    if let Some(mut k) = own.iter().position(|&i| i == f) {
        // Slide the moved animal to its place (a neighbour's tile is at
        // most a row away): no sort, and no sort routine in the download.
        own[k] = t;
        while k > 0 && own[k - 1] > t {
            own.swap(k - 1, k);
            k -= 1;
        }
        while k + 1 < own.len() && own[k + 1] < t {
            own.swap(k, k + 1);
            k += 1;
        }
    }
}

/// The schedule a rollout follows, in game ms from now: when each side
/// moves next (after the move being chosen) and when the tide steps.
#[derive(Clone, Copy)]
struct Clock {
    cooldown: u64,
    mine_next: u64,
    theirs_next: u64,
    tide_at: u64,
    floodstate: u8,
}

impl Clock {
    fn of(game: &Game, seat: Species) -> Clock {
        let cooldown = game.settings().cooldown_ms;
        Clock {
            cooldown,
            mine_next: cooldown,
            theirs_next: game.cooldown_remaining(seat.other()),
            tide_at: game.ms_to_next_tide().unwrap_or(u64::MAX),
            floodstate: game.floodstate(),
        }
    }
}

/// One draw of the next tide step, shared by every candidate's rollout.
///
/// A tide step reads only the land (animals stay where they are, and no
/// move changes the land), and no rollout meets a second step: so for the
/// same draw every candidate meets the same step, from the land of the
/// root. It is computed once a draw, the first time a rollout reaches it,
/// with the shore it leaves, instead of once a rollout.
struct Tide {
    seed: u64,
    step: OnceCell<Stepped>,
}

/// What a tide step changed, and the surface after it.
struct Stepped {
    turned: Vec<(usize, Surface)>,
    floodstate: u8,
    after: Search,
}

impl Tide {
    fn new(seed: u64) -> Tide {
        Tide {
            seed,
            step: OnceCell::new(),
        }
    }

    /// The step from `floodstate` on `root` (the land every rollout has
    /// when the step comes), drawn from this draw's seed.
    fn stepped(&self, root: &Board, floodstate: u8) -> &Stepped {
        self.step.get_or_init(|| {
            let mut b = root.clone();
            let mut rng = ChaCha8Rng::seed_from_u64(self.seed);
            let change = step(&mut b, floodstate, &mut rng);
            let flooded = change.flooded.iter().map(|&c| (c, Surface::Water));
            let surfaced = change.surfaced.iter().map(|&c| (c, Surface::Land));
            Stepped {
                turned: flooded
                    .chain(surfaced)
                    .map(|(c, s)| (b.idx(c), s))
                    .collect(),
                floodstate: change.floodstate,
                after: Search::after(&b, change.floodstate),
            }
        })
    }
}

/// What stays fixed while the search plays moves: the surface.
struct Search {
    coast: Coast,
    forecast: Forecast,
}

impl Search {
    fn new(game: &Game) -> Search {
        let coast = Coast::new(game.board());
        let forecast = Forecast::new(game, &coast);
        Search { coast, forecast }
    }

    /// The surface of a look-ahead's board `b` after a tide step that
    /// reached `floodstate`.
    fn after(b: &Board, floodstate: u8) -> Search {
        let coast = Coast::look_ahead(b);
        let forecast = Forecast::after(b.size(), floodstate, &coast);
        Search { coast, forecast }
    }

    /// Hard's score of a move: what it eats, and how much better its
    /// animal stands after it, as `view` (the mover's) reads the board.
    fn gain(&self, board: &Board, view: &View, (from, to): (Coord, Coord)) -> f32 {
        let here = self.value(board, view, board.idx(from));
        self.gain_from(board, view, here, board.idx(to))
    }

    /// [`Search::gain`] of a move to tile `t` by an animal whose tile is
    /// worth `here`.
    fn gain_from(&self, board: &Board, view: &View, here: f32, t: usize) -> f32 {
        let eats = board.at(t).occupant == Some(view.seat.other());
        let gain = if eats { ANIMAL } else { 0.0 };
        gain + self.value(board, view, t) - here
    }

    /// Plays `m`, then both sides by a quick policy (eat if possible, else
    /// Hard's best move, by fields read again after the tide) and the
    /// tide (the game's own rule, drawn from `tide`) until each side has
    /// moved once after the next tide step, or [`HORIZON`] cooldowns;
    /// judges where it ends.
    fn rollout(&self, root: &Root, m: (Coord, Coord), tide: &Tide) -> f32 {
        let [mine, theirs] = &root.views;
        let seat = mine.seat;
        let mut b = root.board.clone();
        let mut herds = root.herds.clone();
        herd_move(&mut b, &mut herds, 0, m);
        let mut c = root.clock;
        let end = c
            .tide_at
            .saturating_add(c.cooldown)
            .min(c.cooldown * HORIZON);
        let mut me = Policy::new(root.ranked[0].clone());
        me.moved.push(m.1);
        let mut them = Policy::new(root.ranked[1].clone());
        // Once the tide has stepped, the fields read at the root are stale
        // (a flood sets foxes swimming: prey for the dolphins; a low tide
        // strands dolphins: prey for the foxes): from then on both sides,
        // and the judging, read the new shore.
        let mut fresh: Option<(&Search, View, View)> = None;
        loop {
            let next = c.tide_at.min(c.theirs_next).min(c.mine_next);
            if next > end || herds.iter().any(Vec::is_empty) {
                break;
            }
            if c.tide_at == next {
                let stepped = tide.stepped(root.board, c.floodstate);
                for &(i, surface) in &stepped.turned {
                    b.set_surface(i, surface);
                }
                c.floodstate = stepped.floodstate;
                c.tide_at = u64::MAX;
                let after = &stepped.after;
                let (mine_after, theirs_after) = View::pair(&b, &after.coast, seat);
                // Both sides rank their moves again (a flooded fox heads
                // for land, a dolphin by new land for open water).
                me.rerank(after, &mine_after, &b, &herds[0]);
                them.rerank(after, &theirs_after, &b, &herds[1]);
                fresh = Some((after, mine_after, theirs_after));
            } else {
                let (s, mv, tv) = match &fresh {
                    Some((s, mv, tv)) => (*s, mv, tv),
                    None => (self, mine, theirs),
                };
                let side = if c.theirs_next == next {
                    c.theirs_next += c.cooldown;
                    1
                } else {
                    c.mine_next += c.cooldown;
                    0
                };
                let policy = if side == 0 { &mut me } else { &mut them };
                let view = if side == 0 { mv } else { tv };
                if let Some(m) = policy.play(s, view, &b, &herds[side]) {
                    herd_move(&mut b, &mut herds, side, m);
                }
            }
        }
        match &fresh {
            Some((s, mv, tv)) => s.leaf(&b, mv, tv, &herds),
            None => self.leaf(&b, mine, theirs, &herds),
        }
    }

    /// `view.seat`'s moves on `b` that gain, best first (Hard's score),
    /// for its animals on `herd`.
    fn ranked(&self, b: &Board, view: &View, herd: &[usize]) -> Vec<(f32, (Coord, Coord))> {
        let mut scored = Vec::new();
        for &i in herd {
            let from = b.coord(i);
            // What the animal's tile is worth, once for all its moves.
            let here = self.value(b, view, i);
            for to in targets_of(b, view.seat, from) {
                let gain = self.gain_from(b, view, here, b.idx(to));
                if gain > MIN_GAIN {
                    scored.push((gain, (from, to)));
                }
            }
        }
        best_first(&mut scored);
        scored
    }

    /// Where a rollout ends, for `mine.seat`: the animals each side has,
    /// those the other side could eat at once, and Hard's standing of each
    /// animal (by the fields of `self`, the shore the rollout ends with).
    fn leaf(&self, b: &Board, mine: &View, theirs: &View, herds: &[Vec<usize>; 2]) -> f32 {
        let mut total = 0.0;
        // Every animal in board order, as a scan of the board meets them
        // (the sum's order fixes its rounding): merge the two herds.
        let [x, y] = herds;
        let (mut p, mut q) = (0, 0);
        while p < x.len() || q < y.len() {
            let i = if q == y.len() || (p < x.len() && x[p] < y[q]) {
                p += 1;
                x[p - 1]
            } else {
                q += 1;
                y[q - 1]
            };
            let Some(s) = b.at(i).occupant else { continue };
            let at = b.coord(i);
            let exposed = b.neighbours(at).any(|c| {
                b.tile(c).and_then(|t| t.occupant) == Some(s.other())
                    && can_move(b, s.other(), c, at).is_ok()
            });
            let e = if exposed { EXPOSED } else { 0.0 };
            if s == mine.seat {
                total += MATERIAL - e + self.value(b, mine, i);
            } else {
                total -= MATERIAL - e + self.value(b, theirs, i);
            }
        }
        total
    }

    /// Hard's [`value`] of an animal of `view.seat` on tile `i`, read on
    /// the shore of `self`.
    fn value(&self, board: &Board, view: &View, i: usize) -> f32 {
        value(board, &self.coast, &self.forecast, view, i)
    }
}

#[cfg(test)]
mod tests;
