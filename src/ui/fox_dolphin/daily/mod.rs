//! The game of the day: one Fox & Dolphin game a calendar day, the same on
//! every device for the same date, with no server. Pure but for its view: the
//! page gives the date it reads from its one wall clock, and keeps the
//! record where it keeps its other saves.
//!
//! - [`day`]: a calendar date and its number (days since 1970-01-01).
//! - [`setup`]: the day's game: its seed, the side you play and the level
//!   it is played against, all from the day's number.
//! - [`record`]: your results on this device, the streak, and the saved
//!   form they are kept in (read as untrusted text).
//! - [`today`]: the game of the day on a page: the page's date, what this
//!   device keeps (the record, the day's replay) and what an end keeps.
//! - `view.rs` (wasm32 only): its panel before and after you play, and its
//!   part of a game's end.

pub mod day;
pub mod record;
pub mod setup;
pub mod today;
#[cfg(target_arch = "wasm32")]
pub(super) mod view;

pub use day::{Day, DayError};
pub use record::{DailyRecord, RecordError, Result as DailyResult};
pub use setup::{daily_setup, DAILY_LEVELS};
pub use today::{DayEnd, Today};
