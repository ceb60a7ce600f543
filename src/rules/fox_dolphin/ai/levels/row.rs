//! A level and its row: the types [`LEVELS`](super::LEVELS) is made of.

use serde::{Deserialize, Serialize};

use crate::rules::fox_dolphin::ai::judgment::Judgment;
use crate::rules::fox_dolphin::board::Species;

/// The board sizes the levels' gaps were fitted at, against the models of
/// people ([`LevelRow::gaps`] has a pair for each): so that every model
/// has a rung it wins 40–60% against from each seat and no model's wins
/// fall by more than 25 points a rung. Between two fitted sizes each gap
/// lies on the straight line joining them; the sizes span every board the
/// rules allow.
pub const FITTED_SIZES: [usize; 5] = [10, 12, 16, 25, 50];

/// How strong the computer plays: the ladder's rungs, weakest first, in
/// the order of [`LEVELS`](super::LEVELS) ([`Level::LADDER`]). Each plays one of the four
/// [`Judgment`]s on each side, at a tempo of its own ([`Level::style`],
/// `docs/balance.md`, "The ladder").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Level {
    /// Easy's random judgment, slowly: for your first games.
    Easy,
    /// For a newcomer's first wins.
    Mild,
    /// For a slow, careful player's first wins.
    Gentle,
    /// For a slow player who knows the moves.
    Calm,
    /// For players who play now and then.
    Mellow,
    /// For casual players who want more.
    Steady,
    /// For casual players on the rise.
    Nimble,
    /// For casual players who read the tide.
    Brisk,
    /// For casual players who win often.
    Eager,
    /// For players nearly ready for Normal.
    Lively,
    /// For players one step from Normal.
    Ready,
    /// Hard's judgment at about a good player's pace: a fair fight once
    /// you know the rules.
    Normal,
    /// For good players who want more.
    Keen,
    /// For quick players.
    Swift,
    /// For quick players, a step up.
    Rapid,
    /// For quick players who want more.
    Bold,
    /// For quick players who read the tide.
    Sharp,
    /// For quick players nearing Fierce.
    Daring,
    /// For strong, quick players.
    Fierce,
    /// Hard's judgment, moving the tick its cooldown ends.
    Hard,
    /// Expert's judgment (a search), moving the tick its cooldown ends.
    Expert,
}

/// One level: everything that sets it apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelRow {
    pub level: Level,
    /// Its word in links (`fox=mild`): shared links name it, so it never
    /// changes.
    pub key: &'static str,
    /// Its byte in replay logs, saves and the wire (`seat_code`): in the
    /// order the levels were made, not the ladder's; never reused, since
    /// shared replays hold it.
    pub code: u8,
    /// The judgment it decides with, `[foxes, dolphins]`.
    pub judgment: [Judgment; 2],
    /// How long before its move lands it decides, in ms, `[foxes,
    /// dolphins]` ([`Tempo::reaction_ms`](crate::rules::fox_dolphin::ai::tempo::Tempo::reaction_ms)).
    pub reaction_ms: [u64; 2],
    /// Its average gap from one of its moves to the next, in ms, `[foxes,
    /// dolphins]`, at each of [`FITTED_SIZES`] ([`Tempo::gap_ms`](crate::rules::fox_dolphin::ai::tempo::Tempo::gap_ms)). A level
    /// whose gaps and reactions are all 0 moves the tick its cooldown ends.
    pub gaps: [[u16; 2]; FITTED_SIZES.len()],
}

impl LevelRow {
    /// The gap of this level playing `seat` on a `size` board: its gap at
    /// a fitted size, on the straight line between the two fitted sizes
    /// around it, and the nearest fitted size's outside them (the fitted
    /// sizes span every board the rules allow).
    pub(super) fn gap(&self, seat: Species, size: usize) -> u64 {
        let at = |k: usize| u64::from(self.gaps[k][seat.index()]);
        if size <= FITTED_SIZES[0] {
            return at(0);
        }
        let Some(k) = (1..FITTED_SIZES.len()).find(|&k| size <= FITTED_SIZES[k]) else {
            return at(FITTED_SIZES.len() - 1);
        };
        let (n0, n1) = (FITTED_SIZES[k - 1], FITTED_SIZES[k]);
        let (g0, g1) = (at(k - 1) as i64, at(k) as i64);
        (g0 + (g1 - g0) * (size - n0) as i64 / (n1 - n0) as i64) as u64
    }
}
