//! The game of the day: one Fox & Dolphin game a calendar day, the same on
//! every device for the same date, with no server. Pure: the page gives the
//! date it reads from its one wall clock, and keeps the record where it
//! keeps its other saves.
//!
//! - [`day`]: a calendar date and its number (days since 1970-01-01).
//! - [`setup`]: the day's game: its seed, the side you play and the level
//!   it is played against, all from the day's number.
//! - [`record`]: your results on this device, the streak, and the saved
//!   form they are kept in (read as untrusted text).

pub mod day;
pub mod record;
pub mod setup;

pub use day::{Day, DayError};
pub use record::{DailyRecord, RecordError, Result as DailyResult};
pub use setup::{daily_setup, DAILY_LEVELS};
