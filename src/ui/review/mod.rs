//! "What happened", the review page (`review.html`, its own wasm): after a
//! game one person played against the computer, the two or three moments
//! that cost them most ([`crate::rules::fox_dolphin::review`]), each
//! showing the board at its tick with the move the strongest level would
//! have made. The game's page links here with its replay's query
//! ([`crate::ui::fox_dolphin::replay::review::review_link`]), so the
//! analysis and this page's code never load with the game.
//!
//! [`model`]: the link read (untrusted, bounded) and the moment shown,
//! pure; [`words`]: the page's words, each moment as a sentence; the
//! screen (`view.rs`, wasm32 only).

pub mod model;
pub mod words;

#[cfg(target_arch = "wasm32")]
pub mod view;
