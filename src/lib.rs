//! Tic-tac-toe and Fox & Dolphin.
//!
//! [`rules`] is the pure rules core: no UI, no clock, no global randomness.
//! It builds natively for tests, benchmarks and simulations, and unchanged
//! for the browser. [`ui`] is the Yew front end; its pure parts (texts, links,
//! saved scores, screen state) build natively too, so they are tested with
//! `cargo test`, while its components build only for wasm32. [`online`] is
//! play between browsers: signalling codes, wire messages, host and guest.
//! [`session`] is the one way any page drives a game, at the times of
//! [`clock`] (one type of milliseconds, from the page's clock down). [`bytes`] holds the varints, the untrusted-byte reader and base64url that
//! the replay log, the online codes and the wire messages share.

pub mod bytes;
pub mod clock;
pub mod link;
pub mod online;
pub mod rules;
pub mod session;
pub mod ui;
