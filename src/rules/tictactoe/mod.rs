//! Tic-tac-toe (VDM-SL, LED and Quint specifications), as `docs/rules.md` reads them.
//!
//! A [`Game`] on a 3×3 or 4×4 board takes moves and says how it stands;
//! [`play`] replays a whole sequence like VDM-SL `play`; a [`Computer`]
//! plays at three [`Level`]s; [`notation`] writes a game's moves as text
//! and reads them back.
//!
//! ```
//! use fox_and_xo::rules::tictactoe::{Cell, Computer, Game, Level, Outcome, Player};
//! use rand::SeedableRng;
//!
//! let mut game = Game::new(3, Player::X).unwrap();
//! let mut computer = Computer::new();
//! let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
//! while game.outcome() == Outcome::Unfinished {
//!     let cell = computer.choose(&game, Level::Perfect, &mut rng).unwrap();
//!     game.play(game.turn(), cell).unwrap();
//! }
//! // Perfect play against itself always draws.
//! assert_eq!(game.outcome(), Outcome::Draw);
//! ```

mod cell;
mod game;
mod lines;
mod move_error;
pub mod notation;
mod opponent;
mod player;
mod replay;
mod size;

pub use cell::Cell;
pub use game::{Game, Outcome};
pub use move_error::MoveError;
pub use opponent::{strategy_moves, Computer, Level};
pub use player::Player;
pub use replay::{play, replay, ReplayError};
pub use size::{check_size, SizeError, MAX_SIZE, MIN_SIZE};
