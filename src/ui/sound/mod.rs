//! Sound for both games, local and online: which cue each game event
//! makes ([`model`], plain Rust with native tests), the Web Audio player
//! that makes them heard (`audio.rs`: notes from oscillators, no file to
//! download), and the mute control shown on every game screen (`view.rs`,
//! its words in [`words`]), remembered on this device.
//!
//! A screen's hook is one line: it asks its ear ([`model::FdEar`],
//! [`model::TttEar`]) for the frame's cues and hands them to `play` (wasm32 only).

pub mod model;
pub mod words;

#[cfg(target_arch = "wasm32")]
mod audio;
#[cfg(target_arch = "wasm32")]
mod view;

#[cfg(target_arch = "wasm32")]
pub use audio::play;
#[cfg(target_arch = "wasm32")]
pub use view::sound_switch;
