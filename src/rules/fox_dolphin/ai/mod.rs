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
mod judgment;
mod ladder;
mod levels;
mod normal;
mod seat_code;
mod simulate;
mod tempo;

pub use alert::{urgent, Alert, AlertPacer, Answers};
pub use judgment::{decide, Judgment};
pub use ladder::{FairFight, Heading, Outcome};
pub use levels::{
    Level, LevelRow, COMPUTER_REACTION_MS, EASY_FOX_GAP_MS, FITTED_SIZES, LEVELS, TEMPO_FIT,
};
pub use seat_code::{seat_code, seat_of_code};
pub use simulate::{play_out, simulate, Entrant};
pub use tempo::{Pacer, Style, Tempo, PERSON_REACTION_MS};
