//! Computer players. [`decide`] is a pure function of the game: the same
//! game value always gives the same answer, so games with computer players
//! replay exactly. Its chance comes from a generator seeded by the game's
//! seed, clock, event count and the seat.

mod easy;
mod expert;
mod fields;
mod forecast;
mod hard;
mod ladder;
mod normal;
mod simulate;
mod tempo;

pub use ladder::{FairFight, Outcome};
pub use simulate::{play_out, simulate, Entrant};
pub use tempo::{Pacer, Style, Tempo, PERSON_REACTION_MS};

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::board::{Coord, Species};
use super::game::Game;
use super::status::Status;

/// How strong the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Level {
    /// Random legal moves; eats when it can, half the time.
    Easy,
    /// Eats when it can, keeps out of reach of the enemy, hunts the nearest prey.
    Normal,
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
    /// judgment, at what tempo (`docs/balance.md`, "Against people").
    ///
    /// Easy and Normal play at a person's pace, so that a person, who needs
    /// a look and a click or two for every move, can beat them: Easy, its
    /// own random judgment, slowly, and as dolphins slower still (a casual
    /// player wins about two games in three from either seat); Normal,
    /// Hard's judgment at about a good player's pace (a good player wins
    /// about half the games from either seat). Hard and Expert move the
    /// tick their cooldown ends. The tempos are fitted per board size
    /// ([`TEMPO_FIT`]), joined by straight lines between the fitted sizes.
    pub fn style(self, seat: Species, size: usize) -> Style {
        let [easy_dolphin, normal_fox, normal_dolphin] = fitted_gaps(size);
        let at = |judgment, gap_ms| Style {
            judgment,
            tempo: Tempo {
                gap_ms,
                reaction_ms: COMPUTER_REACTION_MS,
            },
        };
        match (self, seat) {
            (Level::Easy, Species::Fox) => at(Level::Easy, EASY_FOX_GAP_MS),
            (Level::Easy, Species::Dolphin) => at(Level::Easy, easy_dolphin),
            (Level::Normal, Species::Fox) => at(Level::Hard, normal_fox),
            (Level::Normal, Species::Dolphin) => at(Level::Hard, normal_dolphin),
            (Level::Hard | Level::Expert, _) => Style {
                judgment: self,
                tempo: Tempo::INSTANT,
            },
        }
    }
}

/// How long before its move lands a paced level decides it, in ms: about a
/// quick person's reaction, so its moves are made on a board as old as a
/// person's are.
pub const COMPUTER_REACTION_MS: u64 = 300;

/// Easy's foxes, at every size: a move every two seconds or so. They lose
/// to any dolphins a person plays whatever their pace (`docs/balance.md`).
pub const EASY_FOX_GAP_MS: u64 = 2_000;

/// The gaps of the paced seats, in ms, at the sizes where they were fitted
/// against the models of people (`docs/balance.md`, "Against people"):
/// `(size, [Easy's dolphins, Normal's foxes, Normal's dolphins])`.
/// At N = 50 Easy's dolphins lose to a casual person even at the
/// cooldown's pace; they keep N = 25's.
pub const TEMPO_FIT: [(usize, [u64; 3]); 5] = [
    (10, [2_520, 800, 1_780]),
    (12, [2_740, 730, 2_390]),
    (16, [2_480, 550, 4_180]),
    (25, [1_690, 640, 4_050]),
    (50, [1_690, 640, 3_110]),
];

/// [`TEMPO_FIT`] at `size`: the fitted gaps, or the straight line between
/// the two fitted sizes around it.
fn fitted_gaps(size: usize) -> [u64; 3] {
    let (first, last) = (TEMPO_FIT[0], TEMPO_FIT[TEMPO_FIT.len() - 1]);
    if size <= first.0 {
        return first.1;
    }
    let Some(w) = TEMPO_FIT.windows(2).find(|w| size <= w[1].0) else {
        return last.1;
    };
    let ((n0, g0), (n1, g1)) = (w[0], w[1]);
    let (span, along) = ((n1 - n0) as i64, (size - n0) as i64);
    std::array::from_fn(|k| (g0[k] as i64 + (g1[k] as i64 - g0[k] as i64) * along / span) as u64)
}

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
    let mut rng = ChaCha8Rng::seed_from_u64(
        game.settings().seed
            ^ game.now().wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ (game.events().len() as u64).wrapping_mul(0xC2B2_AE3D_27D4_EB4F)
            ^ (seat.index() as u64 + 1).wrapping_mul(0x1656_67B1_9E37_79F9),
    );
    match level {
        Level::Easy => easy::choose(game.board(), seat, &moves, &mut rng),
        Level::Normal => normal::choose(game, seat, &moves, &mut rng),
        Level::Hard => hard::choose(game, seat, &moves, &mut rng),
        Level::Expert => expert::choose(game, seat, &moves, &mut rng),
    }
}
