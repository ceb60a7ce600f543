//! The front end: renders state from [`crate::rules`] and forwards intents.
//!
//! - [`i18n`]: the two languages: detection, the `catalogue!` of words and
//!   the words every page shares; each feature words its own messages in a
//!   `words` module beside its code.
//! - `lang`: the language in the browser (provider, switch, `use_text`).
//! - [`link`]: the query string, parsed leniently with a note per ignored value;
//!   [`link_words`] words those notes and the reasons any page gives (a
//!   game's own reasons are worded by the game's `words`).
//! - [`tictactoe`]: the tic-tac-toe screen, its setup, state and scores.
//! - [`fox_dolphin`]: the Fox & Dolphin screen, its setup, clock and session.
//! - [`howto`]: How to play's page, for each game: rules, pictures
//!   (drawn by the games' boards), sources.
//! - [`help`]: How to play over a game, a dialog in its header, below the
//!   games (each names its own guide).
//! - [`online`]: playing a friend on another device: invitation and answer.
//! - [`review`]: "What happened" after a game of Fox & Dolphin against the
//!   computer, its own page (`review.html`).
//! - [`mailbox`]: the one queue every page callback runs through, so a
//!   callback that re-enters is run after, never dropped.
//! - [`sound`]: the games' sounds (which cue for which event) and the mute
//!   control.
//!
//! Each page of the site is its own wasm (`src/bin/`), mounting one root
//! from `app.rs`; `crash` turns a panic into a message on the page.
//!
//! Components exist only on wasm32; everything else builds natively.

pub mod fox_dolphin;
pub mod help;
pub mod howto;
pub mod i18n;
pub mod link;
pub mod link_words;
pub mod listen;
pub mod mailbox;
pub mod online;
pub mod review;
pub mod sound;
pub mod tictactoe;

#[cfg(target_arch = "wasm32")]
mod app;
#[cfg(target_arch = "wasm32")]
mod browser;
#[cfg(target_arch = "wasm32")]
pub mod crash;
#[cfg(target_arch = "wasm32")]
pub mod frame_loop;
#[cfg(target_arch = "wasm32")]
mod landing;
#[cfg(target_arch = "wasm32")]
pub mod lang;
#[cfg(target_arch = "wasm32")]
mod notices;

#[cfg(target_arch = "wasm32")]
pub use app::{
    mount, mount_after_start, FoxDolphinPage, HowToPage, LandingPage, ListenPage, OnlinePage,
    OnlineTicTacToePage, TicTacToePage,
};
#[cfg(target_arch = "wasm32")]
pub use review::view::ReviewPage;
