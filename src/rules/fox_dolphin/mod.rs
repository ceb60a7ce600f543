//! Fox & Dolphin (Z specification, see `docs/specs.md`, read by
//! `docs/rules.md`).
//!
//! Foxes live on an island, dolphins in the sea around it; the tide floods
//! and surfaces the island's edge every few seconds, stranding dolphins and
//! setting foxes swimming. Each side moves whenever its cooldown allows and
//! eats the other where the rules let it.
//!
//! ```
//! use fox_and_xo::rules::fox_dolphin::{island_tiles, Game, Settings, Species, Status};
//!
//! let mut game = Game::new(Settings { seed: 7, ..Settings::default() }).unwrap();
//! assert_eq!(game.join(), Ok(Species::Fox));
//! assert_eq!(game.join(), Ok(Species::Dolphin));
//! assert_eq!(game.status(), Status::InGame);
//! let (from, to) = game.legal_moves(Species::Fox)[0];
//! assert_eq!(game.request_move(Species::Fox, from, to, 0), Ok(()));
//! game.run_until(5_999); // the tide waits 6 s before its first step,
//! assert_eq!(game.floodstate(), 0);
//! game.run_until(6_000); // which floods N tiles
//! assert_eq!(game.floodstate(), 1);
//! assert_eq!(game.land_count(), island_tiles(12) - 12);
//! ```

pub mod ai;
mod board;
mod digest;
mod events;
mod game;
mod island;
mod log;
mod r#match;
mod moves;
pub mod picture;
pub mod review;
mod settings;
mod status;
mod tide;

pub use board::{Board, Coord, Species, Surface, Tile};
pub use digest::{digest_hex, Digest};
pub use events::{Call, Event};
pub use game::Game;
pub use island::is_connected;
pub use log::{Log, LogError, LOG_VERSION, MAX_LOG_BYTES, MAX_LOG_COORD, MAX_LOG_TEXT};
pub use moves::{can_move, land_within_two, MoveError};
pub use picture::PictureError;
pub use r#match::{Intent, Match, Stamped, TICK_MS};
pub use settings::{
    island_tiles, Pace, Settings, SettingsError, DEFAULT_FIRST_TIDE_MS, DEFAULT_SIZE,
    MAX_BOARD_SIZE, MAX_COOLDOWN_MS, MAX_FIRST_TIDE_MS, MAX_GAME_MS, MAX_TIDE_INTERVAL_MS,
    MAX_TIME_LIMIT_MS, MIN_BOARD_SIZE, MIN_COOLDOWN_MS, MIN_FIRST_TIDE_MS, MIN_TIDE_INTERVAL_MS,
    MIN_TIME_LIMIT_MS,
};
pub use status::{EndReason, JoinError, LeaveError, Outcome, Status};
pub use tide::{floods_at, CYCLE};
