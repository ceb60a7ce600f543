//! Expert's rollouts: from a candidate move, both sides play on their
//! cooldowns by a quick policy and the tide steps when it is due, on a
//! copy of the board; where a rollout ends is judged for both sides.

use std::cell::OnceCell;

use rand::SeedableRng;

use crate::rules::chacha::ChaCha8Rng;
use crate::rules::fox_dolphin::board::{Board, Coord, Species, Surface};
use crate::rules::fox_dolphin::game::Game;
use crate::rules::fox_dolphin::moves::{can_move, targets_of};
use crate::rules::fox_dolphin::tide::step;

use super::super::fields::Coast;
use super::super::forecast::Forecast;
use super::super::hard::{value, View, ANIMAL};
use super::ranking::{best_first, MIN_GAIN};

/// What an animal counts where a rollout ends: far more than the hunting
/// prospects of all the animals that chase it, so that eating it is never
/// judged a loss because its hunters lose their prey.
const MATERIAL: f32 = 5.0 * ANIMAL;
/// The longest rollout, in cooldowns.
const HORIZON: u64 = 4;
/// An animal the enemy could eat at once, at the end of a rollout.
const EXPOSED: f32 = 0.5 * ANIMAL;

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
pub(super) struct Root<'g> {
    pub(super) board: &'g Board,
    /// The tiles of each side's animals (the deciding side's first), in
    /// board order: a rollout keeps them as its animals move, instead of
    /// scanning the board for them.
    pub(super) herds: [Vec<usize>; 2],
    /// Each side's fields on `board` (the deciding side's first).
    pub(super) views: [View; 2],
    /// Each side's moves that gain on `board`, best first.
    pub(super) ranked: [Vec<(f32, (Coord, Coord))>; 2],
    pub(super) clock: Clock,
}

/// The tiles of `seat`'s animals on `board`, in board order.
pub(super) fn herd(board: &Board, seat: Species) -> Vec<usize> {
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
pub(super) struct Clock {
    cooldown: u64,
    mine_next: u64,
    theirs_next: u64,
    tide_at: u64,
    floodstate: u8,
}

impl Clock {
    pub(super) fn of(game: &Game, seat: Species) -> Clock {
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
pub(super) struct Tide {
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
    pub(super) fn new(seed: u64) -> Tide {
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
pub(super) struct Search {
    pub(super) coast: Coast,
    pub(super) forecast: Forecast,
}

impl Search {
    pub(super) fn new(game: &Game) -> Search {
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
    pub(super) fn gain(&self, board: &Board, view: &View, (from, to): (Coord, Coord)) -> f32 {
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
    pub(super) fn rollout(&self, root: &Root, m: (Coord, Coord), tide: &Tide) -> f32 {
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
