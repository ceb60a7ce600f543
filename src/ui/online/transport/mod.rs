//! How the pages' bytes travel, in the browser: the WebRTC data channel
//! ([`rtc`]), the Nostr relays ([`nostr_client`]), the answer handed
//! over between tabs ([`answer_channel`]), and the panel that says how to
//! connect and how each relay does ([`ice_panel`]).

pub mod answer_channel;
pub mod ice_panel;
pub mod nostr_client;
pub mod rtc;
