//! "What happened": after a game against the computer, the few moments
//! that cost you the most, each with the tick a replay opens at and the
//! move the strongest level would have made there.
//!
//! Read from the replay log alone (pure, so it runs natively and in the
//! browser alike). A moment is one of:
//!
//! - **Lost**: the other side ate one of your animals. The replay opens one
//!   cooldown before the capture: your last move that could have saved it.
//! - **Missed**: one of your animals could eat, with your cooldown over, for
//!   at least a person's reaction ([`PERSON_REACTION_MS`]), and the chance
//!   went by. The replay opens where the chance came.
//! - **Flooded**: the tide flooded a tile one of your foxes stood on, and
//!   the fox was left swimming; or **Stranded**: the tide raised land under
//!   one of your dolphins. The replay opens one cooldown before the tide.
//!
//! Each moment costs what it lost you: an animal eaten or a capture missed
//! counts [`LOST_COST`], an animal left to the tide [`EXPOSED_COST`], and [`SAVEABLE_BONUS`] more where the strongest
//! judgment's move there acts on it (moves that animal, takes that
//! capture). The [`MAX_MOMENTS`] dearest are told, in the order they
//! happened: chosen one by one, the earliest first among equals, each
//! kind's cost lowered by [`REPEAT_PENALTY`] for each of its kind already
//! chosen, so that different mistakes are told before the same one thrice.
//!
//! The work is bounded by the log: a replay to check it, one pass over its
//! ticks (a decoded log never has more than its game can last), then one
//! more to ask the strongest judgment at each kept moment.

use super::ai::{decide, Judgment, PERSON_REACTION_MS};
use super::{Coord, Event, Log, LogError, Match, Species, TICK_MS};

/// How many moments are told at most.
pub const MAX_MOMENTS: usize = 3;
/// What an animal eaten, or a capture missed, costs: an animal either way.
pub const LOST_COST: u32 = 3;
/// What an animal left to the tide costs.
pub const EXPOSED_COST: u32 = 2;
/// Added to a moment's cost when the strongest judgment's move there acts
/// on it ([`Moment`]'s `could_be_saved`): a moment a move could have
/// changed is the one worth showing.
pub const SAVEABLE_BONUS: u32 = 2;
/// Taken off a moment's cost, when choosing, for each moment of its kind
/// already chosen.
pub const REPEAT_PENALTY: u32 = 2;
/// How many moments of each kind the strongest judgment is asked about
/// before the choice.
const CONSIDERED_EACH: usize = 4;

/// What went wrong at a moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum What {
    /// Your animal on `at` was eaten by the animal from `by`.
    Lost { at: Coord, by: Coord },
    /// Your animal on `from` could have eaten the one on `to`.
    Missed { from: Coord, to: Coord },
    /// The tide flooded your fox's tile `at`.
    Flooded { at: Coord },
    /// The tide raised land under your dolphin on `at`.
    Stranded { at: Coord },
}

/// One moment of the game that cost you.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Moment {
    /// The tick the replay opens at.
    pub tick: u64,
    /// The tick it happened (the capture, the tide step, or the chance's
    /// first tick).
    pub happened: u64,
    pub what: What,
    /// What it cost ([`LOST_COST`], [`EXPOSED_COST`], [`SAVEABLE_BONUS`]).
    pub cost: u32,
    /// The move the strongest judgment makes for your side at
    /// [`tick`](Moment::tick), if it makes one.
    pub best: Option<(Coord, Coord)>,
}

/// The moments of `log` that cost `you` the most, in the order they
/// happened. Fails as a replay of the log would.
pub fn review(log: &Log, you: Species) -> Result<Vec<Moment>, LogError> {
    // Refused as a replay refuses it (an intent after the end, a digest of
    // another game), before anything is read from it.
    Match::replay(log)?;
    let mut found = considered(find(log, you)?);
    in_order(&mut found);
    advise(log, you, &mut found)?;
    for moment in &mut found {
        if moment.could_be_saved() {
            moment.cost += SAVEABLE_BONUS;
        }
    }
    let mut told = choose(found);
    in_order(&mut told);
    Ok(told)
}

/// Sorts moments by the tick the replay opens at, then the tick they
/// happened, keeping the order of equals: an insertion sort, since there
/// are a few (at most four of each kind), and the standard library's
/// stable sort is large code in the page for them.
fn in_order(moments: &mut [Moment]) {
    let key = |m: &Moment| (m.tick, m.happened);
    for i in 1..moments.len() {
        let mut j = i;
        while j > 0 && key(&moments[j - 1]) > key(&moments[j]) {
            moments.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// The [`MAX_MOMENTS`] to tell: the dearest each time, each moment's cost
/// lowered by [`REPEAT_PENALTY`] for every one of its kind already chosen,
/// so a game that lost animals and missed a capture tells both.
fn choose(mut left: Vec<Moment>) -> Vec<Moment> {
    let mut told: Vec<Moment> = Vec::new();
    while told.len() < MAX_MOMENTS && !left.is_empty() {
        let worth = |m: &Moment| {
            let repeats = told
                .iter()
                .filter(|t| t.what.kind() == m.what.kind())
                .count() as u32;
            m.cost.saturating_sub(repeats * REPEAT_PENALTY)
        };
        let mut best = 0;
        for (i, m) in left.iter().enumerate() {
            let (b, w) = (&left[best], worth(m));
            if w > worth(b) || (w == worth(b) && m.happened < b.happened) {
                best = i;
            }
        }
        told.push(left.swap_remove(best));
    }
    told
}

impl What {
    /// Which of the four kinds of moment this is.
    fn kind(&self) -> u8 {
        match self {
            What::Lost { .. } => 0,
            What::Missed { .. } => 1,
            What::Flooded { .. } => 2,
            What::Stranded { .. } => 3,
        }
    }
}

/// The moments the strongest judgment is asked about: of each kind, at
/// most [`CONSIDERED_EACH`], spread evenly over the game (found in the
/// order they happened), so the work is bounded whatever the game.
fn considered(found: Vec<Moment>) -> Vec<Moment> {
    let mut kept = Vec::new();
    for kind in 0..4 {
        let of_kind: Vec<Moment> = found
            .iter()
            .copied()
            .filter(|m| m.what.kind() == kind)
            .collect();
        let n = of_kind.len();
        let take = n.min(CONSIDERED_EACH);
        kept.extend((0..take).map(|i| of_kind[i * n / take]));
    }
    kept
}

impl Moment {
    /// Whether the strongest judgment's move at this moment acts on it:
    /// moves the animal that was lost or left to the tide, or takes the
    /// capture that was missed. Such a moment teaches most.
    fn could_be_saved(&self) -> bool {
        let Some((from, to)) = self.best else {
            return false;
        };
        match self.what {
            What::Lost { at, .. } | What::Flooded { at } | What::Stranded { at } => from == at,
            What::Missed { from: f, to: t } => (from, to) == (f, t),
        }
    }
}

/// Every moment, in one pass over the log's ticks.
fn find(log: &Log, you: Species) -> Result<Vec<Moment>, LogError> {
    let mut game = Match::new(log.settings, log.seats).map_err(LogError::Settings)?;
    let mut found = Vec::new();
    // Chances to eat open now, (from, to) and the tick each opened, kept
    // in the order of (from, to): a sorted list, as a map's code is large
    // in the page for a few chances.
    let mut chances: Vec<((Coord, Coord), u64)> = Vec::new();
    let start = game.tick();
    // One cooldown, in ticks: how far before a capture or a tide step the
    // replay opens.
    let look_back = log.settings.cooldown_ms.div_ceil(TICK_MS);
    while game.tick() < log.end_tick && !game.is_over() {
        let seen = game.game().events().len();
        game.replay_to(log, game.tick() + 1)?;
        let tick = game.tick();
        let back = tick.saturating_sub(look_back).max(start);
        let mut ate = Vec::new();
        for event in &game.game().events()[seen..] {
            match event {
                Event::Ate { eater, from, to } if *eater != you => found.push(Moment {
                    tick: back,
                    happened: tick,
                    what: What::Lost { at: *to, by: *from },
                    cost: LOST_COST,
                    best: None,
                }),
                Event::Ate { from, to, .. } => ate.push((*from, *to)),
                Event::Tide {
                    flooded, surfaced, ..
                } => {
                    let (tiles, mine): (&[Coord], fn(Coord) -> What) = match you {
                        Species::Fox => (flooded, |at| What::Flooded { at }),
                        Species::Dolphin => (surfaced, |at| What::Stranded { at }),
                    };
                    let board = game.game().board();
                    for &at in tiles {
                        if board.tile(at).and_then(|t| t.occupant) == Some(you) {
                            found.push(Moment {
                                tick: back,
                                happened: tick,
                                what: mine(at),
                                cost: EXPOSED_COST,
                                best: None,
                            });
                        }
                    }
                }
                _ => {}
            }
        }
        let now = open_chances(&game, you);
        chances.retain(|&((from, to), opened)| {
            if now.contains(&(from, to)) {
                return true;
            }
            let taken = ate.iter().any(|&(_, eaten)| eaten == to);
            if !taken && (tick - opened) * TICK_MS >= PERSON_REACTION_MS {
                found.push(Moment {
                    tick: opened,
                    happened: opened,
                    what: What::Missed { from, to },
                    cost: LOST_COST,
                    best: None,
                });
            }
            false
        });
        for chance in now {
            if let Err(at) = chances.binary_search_by_key(&chance, |&(c, _)| c) {
                chances.insert(at, (chance, tick));
            }
        }
    }
    Ok(found)
}

/// The captures your side could make now, with its cooldown over.
fn open_chances(game: &Match, you: Species) -> Vec<(Coord, Coord)> {
    let game = game.game();
    if game.outcome().is_some() || game.cooldown_remaining(you) > 0 {
        return Vec::new();
    }
    let board = game.board();
    game.legal_moves(you)
        .into_iter()
        .filter(|&(_, to)| board.tile(to).and_then(|t| t.occupant) == Some(you.other()))
        .collect()
}

/// Fills in the strongest judgment's move at each moment (sorted by tick),
/// in one more pass.
fn advise(log: &Log, you: Species, moments: &mut [Moment]) -> Result<(), LogError> {
    let mut game = Match::new(log.settings, log.seats).map_err(LogError::Settings)?;
    for moment in moments {
        game.replay_to(log, moment.tick)?;
        moment.best = decide(game.game(), you, Judgment::Expert);
    }
    Ok(())
}
