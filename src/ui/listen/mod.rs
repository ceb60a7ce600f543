//! Fox & Dolphin for screen readers and the keyboard (`listen.html`, its
//! own wasm): the same game as `fox-dolphin.html` (its setup, play and end,
//! the same link), read out as it happens and played by keys alone, as
//! lichess's blind mode plays chess. Its code never loads with the
//! ordinary page, which links here first thing.
//!
//! [`herald`]: what is said of a game and the answers to the board's
//! questions, pure; [`keys`]: the letters that ask them and the cursor's
//! jump to your next animal, pure; [`words`]: the page's words; the
//! narrator the game's screen carries on this page (`view.rs`, wasm32
//! only: its live region and its keys).

pub mod herald;
pub mod keys;
pub mod words;

#[cfg(target_arch = "wasm32")]
pub mod view;
