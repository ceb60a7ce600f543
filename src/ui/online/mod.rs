//! Online play's pages, one pair for both games (generic over
//! `PageGame`), in folders by role: the host's page (`host/`: the match,
//! the invitation with its link, copy button and QR code, the field for a
//! guest's answer), a guest's (`guest/`: its answer code, then the match
//! as the host runs it), the seeking panel (`seek/`), and how their bytes
//! travel (`transport/`: WebRTC, the Nostr relays, the answer handed over
//! between tabs). Beside them, what they share: the game's part of a page
//! (`page_game.rs`, one per game), the game's part with its result
//! (`result.rs`), the series panel, the header, the words. The
//! logic is in [`crate::online`] (the host's page's in
//! [`crate::online::host::room`]); here are the components and the
//! browser glue that carries events to it and its bytes out.

pub mod guest;
pub mod host;
pub mod replay_link;
pub mod words;

#[cfg(target_arch = "wasm32")]
mod fox_dolphin_play;
#[cfg(target_arch = "wasm32")]
mod header;
#[cfg(target_arch = "wasm32")]
mod page_game;
#[cfg(target_arch = "wasm32")]
mod result;
#[cfg(target_arch = "wasm32")]
mod seek;
#[cfg(target_arch = "wasm32")]
mod series;
#[cfg(target_arch = "wasm32")]
mod tictactoe_play;
#[cfg(target_arch = "wasm32")]
mod transport;

#[cfg(target_arch = "wasm32")]
pub use guest::page::OnlineGuest;
#[cfg(target_arch = "wasm32")]
pub use host::page::OnlineHost;
#[cfg(target_arch = "wasm32")]
pub use page_game::PageGame;
#[cfg(target_arch = "wasm32")]
pub use transport::answer_channel::AnswerHandover;
