//! The rules of both games, as `RULES.md` reads the seed specifications.
//!
//! Pure Rust: nothing here touches the UI, the clock or the world's
//! randomness. Time comes in as milliseconds and every game that needs chance
//! carries its own seeded generator.

pub mod fox_dolphin;
pub mod tictactoe;
