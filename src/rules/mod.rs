//! The rules of both games, as `docs/rules.md` reads the specifications (`docs/specs.md`).
//!
//! Pure Rust: nothing here touches the UI, the clock or the world's
//! randomness. Time comes in as milliseconds and every game that needs chance
//! carries its own seeded generator.

pub mod chacha;
pub mod fox_dolphin;
pub mod rng;
mod seat;
pub mod tictactoe;

pub use seat::Seat;
