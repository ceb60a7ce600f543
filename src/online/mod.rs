//! Online play with no server: the host's browser runs the match (the Z
//! spec's board) and guests join over WebRTC data channels.
//!
//! Everything here is pure (no web-sys, time as an input), so it is tested
//! natively; the WebRTC glue and the screens live in `ui::online`.
//!
//! - [`code`]: the signalling codes a person copies between devices.

mod bytes;
pub mod code;
