//! Computer players. [`decide`] is a pure function of the game: the same
//! game value always gives the same answer, so games with computer players
//! replay exactly. Its chance comes from a generator seeded by the game's
//! seed, clock, event count and the seat.

mod alert;
mod easy;
mod expert;
mod fields;
mod forecast;
mod hard;
mod ladder;
mod normal;
mod simulate;
mod tempo;

pub use alert::{urgent, Alert, AlertPacer, Answers};
pub use ladder::{FairFight, Heading, Outcome};
pub use simulate::{play_out, simulate, Entrant};
pub use tempo::{Pacer, Style, Tempo, PERSON_REACTION_MS};

use rand::SeedableRng;
use serde::{Deserialize, Serialize};

use super::board::{Coord, Species};
use super::game::Game;
use super::status::Status;
use crate::rules::chacha::ChaCha8Rng;

/// How strong the computer plays: the ladder's rungs, weakest first
/// ([`Level::LADDER`]). Four levels have a judgment of their own (Easy,
/// Normal, Hard, Expert); every other rung plays one of those judgments at
/// a tempo of its own ([`Level::style`], `docs/balance.md`, "The ladder").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Level {
    /// Random legal moves; eats when it can, half the time.
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
    /// Eats when it can, keeps out of reach of the enemy, hunts the nearest
    /// prey (as a level: Hard's judgment at a good player's pace).
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
    /// Reads the tide and plans with distance fields: moves the animal
    /// that gains most, hunting prey the tide exposes and keeping its own
    /// animals out of reach before the tide turns.
    Hard,
    /// Searches: looks ahead with the game's own rules, over both sides'
    /// next moves and the coming tide, within a fixed budget of work.
    Expert,
}

impl Level {
    /// How this level plays `seat` on a `size` × `size` board: whose
    /// judgment, at what tempo (`docs/balance.md`, "The ladder").
    ///
    /// Every rung below Hard plays at a person's pace, so that a person,
    /// who needs a look and a click or two for every move, can beat it:
    /// Easy, its own random judgment, slowly; the rungs up to Normal, Easy's
    /// or Hard's judgment a little faster each; Normal, Hard's judgment at
    /// about a good player's pace (a good player wins about half the games
    /// from either seat); the rungs above it faster still and quicker to
    /// react. Hard and Expert move the tick their cooldown ends. The gaps
    /// were fitted at N = 10, 12, 16, 25 and 50 ([`RUNG_GAPS`]); at other sizes
    /// they follow from those (`rung_gap`).
    pub fn style(self, seat: Species, size: usize) -> Style {
        let rung = self.rung() as usize;
        let Some(tempos) = RUNG_TEMPOS.get(rung) else {
            return Style {
                judgment: self,
                tempo: Tempo::INSTANT,
            };
        };
        let RungTempo {
            judgment,
            reaction_ms,
        } = tempos[seat.index()];
        Style {
            judgment,
            tempo: Tempo {
                gap_ms: rung_gap(rung, seat, size),
                reaction_ms,
            },
        }
    }
}

/// How a paced rung plays one seat, at every size (its gap is the size's:
/// [`RUNG_GAPS`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RungTempo {
    /// The level whose judgment picks the moves (Easy or Hard).
    pub judgment: Level,
    /// [`Tempo::reaction_ms`].
    pub reaction_ms: u64,
}

const fn paced(judgment: Level, reaction_ms: u64) -> RungTempo {
    RungTempo {
        judgment,
        reaction_ms,
    }
}

const R: u64 = COMPUTER_REACTION_MS;
const EASY: RungTempo = paced(Level::Easy, R);
const HARD: RungTempo = paced(Level::Hard, R);

/// The paced rungs, Easy to Fierce in [`Level::LADDER`] order: `[foxes,
/// dolphins]`, whose judgment and how soon before a move lands it decides
/// (`docs/balance.md`, "The ladder").
pub const RUNG_TEMPOS: [[RungTempo; 2]; 19] = [
    [EASY, EASY],                    // Easy
    [HARD, EASY],                    // Mild
    [HARD, EASY],                    // Gentle
    [HARD, EASY],                    // Calm
    [HARD, EASY],                    // Mellow
    [HARD, HARD],                    // Steady
    [HARD, HARD],                    // Nimble
    [HARD, HARD],                    // Brisk
    [HARD, HARD],                    // Eager
    [HARD, HARD],                    // Lively
    [HARD, HARD],                    // Ready
    [HARD, HARD],                    // Normal
    [HARD, HARD],                    // Keen
    [HARD, HARD],                    // Swift
    [HARD, HARD],                    // Rapid
    [HARD, HARD],                    // Bold
    [paced(Level::Hard, 250), HARD], // Sharp
    [paced(Level::Hard, 200), HARD], // Daring
    [paced(Level::Hard, 150), HARD], // Fierce
];

/// The paced rungs' gaps in ms, `[foxes, dolphins]` Easy to Fierce, at the
/// sizes they were fitted at against the models of people
/// (`docs/balance.md`, "The ladder"): so that every model has a rung it
/// wins 40–60% against from each seat and no model's wins fall by more
/// than 25 points a rung. Easy's and Normal's gaps are [`TEMPO_FIT`]'s.
/// Between two fitted sizes each gap lies on the straight line joining
/// them (`rung_gap`); the rows span every board size the rules allow.
pub const RUNG_GAPS: [(usize, [[u16; 2]; 19]); 5] = [
    // N = 10: the foxes' gaps from Gentle to Lively and from Keen to
    // Fierce, and the dolphins' from Swift to Fierce, fitted at N = 10;
    // the others are N = 12's scaled by `TEMPO_FIT`, which met the targets.
    (
        10,
        [
            [EASY_FOX_GAP, 2_520], // Easy
            [2_700, 2_225],        // Mild
            [2_300, 1_931],        // Gentle
            [1_950, 1_379],        // Calm
            [1_680, 1_011],        // Mellow
            [1_420, 3_351],        // Steady
            [1_295, 2_978],        // Nimble
            [1_170, 2_606],        // Brisk
            [1_050, 2_382],        // Eager
            [930, 2_159],          // Lively
            [865, 1_969],          // Ready
            [800, 1_780],          // Normal
            [740, 1_340],          // Keen
            [650, 1_050],          // Swift
            [625, 950],            // Rapid
            [600, 850],            // Bold
            [550, 740],            // Sharp
            [525, 660],            // Daring
            [500, 580],            // Fierce
        ],
    ),
    (
        12,
        [
            [EASY_FOX_GAP, 2_740], // Easy
            [2_700, 2_420],        // Mild
            [2_300, 2_100],        // Gentle
            [1_800, 1_500],        // Calm
            [1_450, 1_100],        // Mellow
            [1_250, 4_500],        // Steady
            [1_175, 4_000],        // Nimble
            [1_100, 3_500],        // Brisk
            [990, 3_200],          // Eager
            [880, 2_900],          // Lively
            [805, 2_645],          // Ready
            [730, 2_390],          // Normal
            [650, 1_800],          // Keen
            [580, 1_250],          // Swift
            [565, 1_125],          // Rapid
            [550, 1_000],          // Bold
            [520, 830],            // Sharp
            [510, 750],            // Daring
            [500, 670],            // Fierce
        ],
    ),
    // N = 16: the foxes' gaps from Gentle to Brisk and the dolphins' of
    // Calm, Mellow and from Keen to Fierce fitted at N = 16; the others are
    // N = 12's scaled by `TEMPO_FIT` (Keen's to Fierce's foxes scale under
    // the cooldown: they move at it and differ in their reaction).
    (
        16,
        [
            [EASY_FOX_GAP, 2_480], // Easy
            [2_600, 2_190],        // Mild
            [2_250, 1_900],        // Gentle
            [1_900, 1_450],        // Calm
            [1_530, 1_100],        // Mellow
            [1_290, 7_870],        // Steady
            [1_085, 6_995],        // Nimble
            [880, 6_121],          // Brisk
            [771, 5_596],          // Eager
            [663, 5_071],          // Lively
            [606, 4_625],          // Ready
            [550, 4_180],          // Normal
            [489, 3_400],          // Keen
            [436, 2_400],          // Swift
            [425, 2_000],          // Rapid
            [414, 1_600],          // Bold
            [391, 1_225],          // Sharp
            [383, 1_052],          // Daring
            [376, 880],            // Fierce
        ],
    ),
    // N = 25: the foxes' gaps from Gentle to Steady and the dolphins' of
    // Sharp and Fierce fitted at N = 25; the others are N = 16's scaled by
    // `TEMPO_FIT`, as they were before the fit.
    (
        25,
        [
            [EASY_FOX_GAP, 1_690], // Easy
            [3_300, 1_492],        // Mild
            [2_850, 1_294],        // Gentle
            [2_450, 988],          // Calm
            [2_150, 749],          // Mellow
            [1_850, 7_625],        // Steady
            [1_437, 6_777],        // Nimble
            [1_024, 5_930],        // Brisk
            [897, 5_421],          // Eager
            [771, 4_913],          // Lively
            [705, 4_481],          // Ready
            [640, 4_050],          // Normal
            [569, 3_294],          // Keen
            [507, 2_325],          // Swift
            [494, 1_937],          // Rapid
            [481, 1_550],          // Bold
            [454, 1_000],          // Sharp
            [445, 820],            // Daring
            [437, 640],            // Fierce
        ],
    ),
    // N = 50: the dolphins' gaps of Steady, Brisk and Lively (Hard's
    // judgment) fitted at N = 50, against the slow and casual models'
    // foxes, which met Easy-judgment dolphins they beat (Mellow's) and then
    // Hard-judgment ones that beat them; the foxes' gaps of Mellow, Steady
    // and Brisk fitted at N = 50 against the slow, casual and good models'
    // dolphins (Brisk's foxes, N = 25's 1,024 ms scaled, beat the slow and
    // casual ones 94% and 90%); the others are N = 25's scaled by
    // `TEMPO_FIT`, as they were before the fit.
    (
        50,
        [
            [EASY_FOX_GAP, 1_690], // Easy
            [3_300, 1_492],        // Mild
            [2_850, 1_294],        // Gentle
            [2_450, 988],          // Calm
            [2_100, 749],          // Mellow
            [1_800, 13_000],       // Steady
            [1_637, 11_150],       // Nimble
            [1_475, 9_300],        // Brisk
            [1_123, 8_150],        // Eager
            [771, 7_000],          // Lively
            [705, 5_055],          // Ready
            [640, 3_110],          // Normal
            [569, 2_529],          // Keen
            [507, 1_785],          // Swift
            [494, 1_487],          // Rapid
            [481, 1_190],          // Bold
            [454, 767],            // Sharp
            [445, 629],            // Daring
            [437, 491],            // Fierce
        ],
    ),
];

/// [`EASY_FOX_GAP_MS`] in [`RUNG_GAPS`]' width (every gap there is under a
/// minute: two bytes each keep the table small in the page's wasm).
const EASY_FOX_GAP: u16 = EASY_FOX_GAP_MS as u16;

/// The gap of rung `rung` (an index of [`RUNG_TEMPOS`]) playing `seat` on
/// a `size` board: [`RUNG_GAPS`] at a fitted size, the straight line
/// between the two fitted sizes around it, and the nearest fitted size's
/// outside them (the fitted sizes span every board the rules allow).
fn rung_gap(rung: usize, seat: Species, size: usize) -> u64 {
    let at = |k: usize| u64::from(RUNG_GAPS[k].1[rung][seat.index()]);
    if size <= RUNG_GAPS[0].0 {
        return at(0);
    }
    let Some(k) = (1..RUNG_GAPS.len()).find(|&k| size <= RUNG_GAPS[k].0) else {
        return at(RUNG_GAPS.len() - 1);
    };
    let (n0, n1) = (RUNG_GAPS[k - 1].0, RUNG_GAPS[k].0);
    let (g0, g1) = (at(k - 1) as i64, at(k) as i64);
    (g0 + (g1 - g0) * (size - n0) as i64 / (n1 - n0) as i64) as u64
}

/// How long before its move lands a paced level decides it, in ms: about a
/// quick person's reaction, so its moves are made on a board as old as a
/// person's are.
pub const COMPUTER_REACTION_MS: u64 = 300;

/// Easy's foxes, at every size: a move every two seconds or so, with Easy's
/// random judgment (`docs/balance.md`).
pub const EASY_FOX_GAP_MS: u64 = 2_000;

/// The gaps of the paced seats, in ms, at the sizes where they were fitted
/// against the models of people (`docs/balance.md`, "Against people"):
/// `(size, [Easy's dolphins, Normal's foxes, Normal's dolphins])`.
/// At N = 50 Easy's dolphins lose to a casual person even at the
/// cooldown's pace; they keep N = 25's. [`RUNG_GAPS`]' Easy and Normal
/// rows hold these (`tests/fox_dolphin_tempo.rs`).
pub const TEMPO_FIT: [(usize, [u64; 3]); 5] = [
    (10, [2_520, 800, 1_780]),
    (12, [2_740, 730, 2_390]),
    (16, [2_480, 550, 4_180]),
    (25, [1_690, 640, 4_050]),
    (50, [1_690, 640, 3_110]),
];

/// The move `seat` should ask for now, or `None` when the game is not
/// running or `seat` has no legal move. Ignores the cooldown: call it when
/// the seat may move.
pub fn decide(game: &Game, seat: Species, level: Level) -> Option<(Coord, Coord)> {
    if game.status() != Status::InGame {
        return None;
    }
    let moves = game.legal_moves(seat);
    if moves.is_empty() {
        return None;
    }
    let mut rng = seeded_rng(game, seat);
    match level {
        Level::Easy => easy::choose(game.board(), seat, &moves, &mut rng),
        Level::Normal => normal::choose(game, seat, &moves, &mut rng),
        Level::Hard => hard::choose(game, seat, &moves, &mut rng),
        Level::Expert => expert::choose(game, seat, &moves, &mut rng),
        // A rung without a judgment of its own decides with the one it
        // plays at (always one of the four above).
        _ => match level.style(seat, game.settings().size).judgment {
            Level::Easy => easy::choose(game.board(), seat, &moves, &mut rng),
            _ => hard::choose(game, seat, &moves, &mut rng),
        },
    }
}

/// The generator of one decision: seeded by the game's seed, clock, event
/// count and the seat, so the same game value always decides the same.
fn seeded_rng(game: &Game, seat: Species) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(
        game.settings().seed
            ^ game.now().wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ (game.events().len() as u64).wrapping_mul(0xC2B2_AE3D_27D4_EB4F)
            ^ (seat.index() as u64 + 1).wrapping_mul(0x1656_67B1_9E37_79F9),
    )
}
