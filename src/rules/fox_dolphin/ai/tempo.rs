//! How a player acts: a [`Tempo`] (how often it moves, how old a board its
//! moves are decided on), a [`Style`] (a judgment at a tempo), and the
//! [`Pacer`] that holds one seat to its style.
//!
//! A person cannot move the very tick a cooldown ends: they look, decide,
//! and click an animal and a tile, and by the time the move lands the board
//! they decided on has moved on. A computer level that acts instantly wins
//! against any person by reflexes alone, whatever its judgment. So a level
//! is its judgment *and* its tempo, as real-time games cap their computer
//! players' actions; and the tournament's model of a person is a judgment
//! at a person's tempo, held by the same [`Pacer`].
//!
//! Everything here is a function of the game and the seat's own count of
//! moves: no clock, no global randomness, so a match still replays tick for
//! tick.

use super::judgment::{decide, Judgment};
use crate::rules::fox_dolphin::board::{Coord, Species};
use crate::rules::fox_dolphin::game::Game;

/// How fast a player acts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tempo {
    /// The time from one of the seat's moves landing to the next, in game
    /// ms, on average: each gap is drawn from 75% to 125% of it. The
    /// cooldown still applies: a gap shorter than it changes nothing.
    pub gap_ms: u64,
    /// The time from deciding a move to the move landing, in game ms: the
    /// move is chosen on the board as it was this long before (a person's
    /// look and clicks). A move that is no longer legal when it lands is
    /// dropped, and the seat decides again on the board as it is then.
    pub reaction_ms: u64,
}

impl Tempo {
    /// No wait at all: the seat moves the tick its cooldown ends, on the
    /// board of that tick (every computer level before levels had tempos).
    pub const INSTANT: Tempo = Tempo {
        gap_ms: 0,
        reaction_ms: 0,
    };

    /// A person who moves about every `ms` (move to move), deciding
    /// `reaction_ms` before each move lands.
    pub const fn person(ms: u64, reaction_ms: u64) -> Tempo {
        Tempo {
            gap_ms: ms,
            reaction_ms,
        }
    }

    /// The seat's `count`-th gap (from its `count`-th move to the next),
    /// jittered from 75% to 125% of [`Tempo::gap_ms`] by a hash of the
    /// game's seed, the seat and `count`, so the same match always waits
    /// the same.
    pub fn gap(self, seed: u64, seat: Species, count: u64) -> u64 {
        if self.gap_ms == 0 {
            return 0;
        }
        let spread = self.gap_ms / 2;
        let draw =
            mix(seed ^ (seat.index() as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ count);
        self.gap_ms - self.gap_ms / 4 + draw % (spread + 1)
    }
}

/// How a player plays a seat: whose judgment picks its moves, at what
/// tempo. A computer level plays each seat in a style of its own
/// ([`Level::style`](super::Level::style)); a model of a person is a style too.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Style {
    /// The judgment ([`decide`]) that picks the moves.
    pub judgment: Judgment,
    pub tempo: Tempo,
}

impl Style {
    /// A model of a slow casual player: reads the board as Normal's
    /// judgment does and lands a move about every 2 s, deciding 0.4 s
    /// before it lands (`docs/balance.md`, "Models of people").
    pub const SLOW_PERSON: Style = Style {
        judgment: Judgment::Normal,
        tempo: Tempo::person(2_000, PERSON_REACTION_MS),
    };

    /// A model of a casual player: Normal's judgment, a move about every
    /// 1.5 s, decided 0.4 s before it lands.
    pub const CASUAL_PERSON: Style = Style {
        judgment: Judgment::Normal,
        tempo: Tempo::person(1_500, PERSON_REACTION_MS),
    };

    /// A model of a good player: reads the board as Hard's judgment does
    /// and lands a move about every second, deciding 0.4 s before it lands.
    pub const GOOD_PERSON: Style = Style {
        judgment: Judgment::Hard,
        tempo: Tempo::person(1_000, PERSON_REACTION_MS),
    };

    /// A model of a quick player: Hard's judgment, a move about every
    /// 0.7 s, decided 0.4 s before it lands.
    pub const QUICK_PERSON: Style = Style {
        judgment: Judgment::Hard,
        tempo: Tempo::person(700, PERSON_REACTION_MS),
    };

    /// A model of a strong player: Expert's judgment (it looks ahead), a
    /// move about every 0.7 s, decided 0.4 s before it lands.
    pub const STRONG_PERSON: Style = Style {
        judgment: Judgment::Expert,
        tempo: Tempo::person(700, PERSON_REACTION_MS),
    };

    /// The models of people, from the weakest, with the names the
    /// tournament knows them by.
    pub const PEOPLE: [(&'static str, Style); 5] = [
        ("slow", Style::SLOW_PERSON),
        ("casual", Style::CASUAL_PERSON),
        ("good", Style::GOOD_PERSON),
        ("quick", Style::QUICK_PERSON),
        ("strong", Style::STRONG_PERSON),
    ];
}

/// How old the board is when a person's move lands, in ms: a choice
/// reaction to a changed board (about 0.4 s) is the part every person
/// pays; the taps are in the gap (`docs/balance.md`, "Models of people").
pub const PERSON_REACTION_MS: u64 = 400;

/// SplitMix64's finaliser: a well-spread hash of one word.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A move decided and waiting to land.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Plan {
    pub(super) from: Coord,
    pub(super) to: Coord,
    /// Game ms at which the move lands.
    pub(super) due_ms: u64,
}

/// What became of a planned move at a tick ([`Plan::take_due`]).
pub(super) enum Planned {
    /// Its time, or the seat's cooldown, has not come: it stays planned.
    Waiting,
    /// Due, and the board still allows it: it lands now.
    Lands(Coord, Coord),
    /// Nothing was planned, or the board moved on under the plan.
    Nothing,
}

impl Plan {
    /// Takes the move planned in `slot` for `seat` at the game's time
    /// `now` (the seat's cooldown over at `ready_ms`), if it is due.
    pub(super) fn take_due(
        slot: &mut Option<Plan>,
        game: &Game,
        seat: Species,
        now: u64,
        ready_ms: u64,
    ) -> Planned {
        let Some(plan) = *slot else {
            return Planned::Nothing;
        };
        if plan.due_ms > now || ready_ms > now {
            return Planned::Waiting;
        }
        *slot = None;
        if game.legal_targets(plan.from).contains(&plan.to)
            && game.tile(plan.from).and_then(|t| t.occupant) == Some(seat)
        {
            Planned::Lands(plan.from, plan.to)
        } else {
            Planned::Nothing
        }
    }
}

/// Holds one seat to a [`Style`]: says when the seat decides, decides with
/// the style's judgment, remembers the move, and hands it over when due.
///
/// Ask it every tick ([`Pacer::poll`]); it answers with a move to request
/// now, or nothing. Between a seat's moves it waits its gap; a move is
/// decided [`Tempo::reaction_ms`] before it lands (never before the
/// cooldown allows it to land), and lands only if it is still legal then.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pacer {
    style: Style,
    /// Game ms of the seat's last move landing, if any.
    last_ms: Option<u64>,
    /// The seat's moves so far (the jitter's counter).
    moves: u64,
    plan: Option<Plan>,
    /// The event count when the seat last found no move: it decides again
    /// only once something has happened.
    idle_at: Option<usize>,
}

impl Pacer {
    pub fn new(style: Style) -> Pacer {
        Pacer {
            style,
            last_ms: None,
            moves: 0,
            plan: None,
            idle_at: None,
        }
    }

    pub fn style(&self) -> Style {
        self.style
    }

    /// The move `seat` asks for at the game's current time, or `None` for
    /// now. Call it once a tick while the game runs; a returned move counts
    /// as made (request it).
    pub fn poll(&mut self, game: &Game, seat: Species) -> Option<(Coord, Coord)> {
        let tempo = self.style.tempo;
        let now = game.now();
        let ready_ms = now + game.cooldown_remaining(seat);
        match Plan::take_due(&mut self.plan, game, seat, now, ready_ms) {
            Planned::Waiting => return None,
            Planned::Lands(from, to) => return Some(self.made(from, to, now)),
            // Nothing planned, or the board moved on under the plan:
            // decide again, now.
            Planned::Nothing => {}
        }
        let next_ms = self.last_ms.map_or(0, |last| {
            last + tempo.gap(game.settings().seed, seat, self.moves.saturating_sub(1))
        });
        let land_ms = next_ms.max(ready_ms);
        if land_ms.saturating_sub(tempo.reaction_ms) > now {
            return None;
        }
        let events = game.events().len();
        if self.idle_at == Some(events) {
            return None;
        }
        let Some((from, to)) = decide(game, seat, self.style.judgment) else {
            self.idle_at = Some(events);
            return None;
        };
        self.idle_at = None;
        let due_ms = land_ms.max(now + tempo.reaction_ms);
        if due_ms <= now {
            return Some(self.made(from, to, now));
        }
        self.plan = Some(Plan { from, to, due_ms });
        None
    }

    /// Counts a move made for the seat by another rule at `now` (an
    /// [`AlertPacer`](super::AlertPacer)'s answer) as one of its own: the
    /// gap to the next starts from it, and a plan waiting to land is
    /// dropped.
    pub(super) fn answered(&mut self, now: u64) {
        self.plan = None;
        self.idle_at = None;
        self.last_ms = Some(now);
        self.moves += 1;
    }

    /// Counts a move as made at `now` and hands it over.
    fn made(&mut self, from: Coord, to: Coord, now: u64) -> (Coord, Coord) {
        self.last_ms = Some(now);
        self.moves += 1;
        (from, to)
    }
}
