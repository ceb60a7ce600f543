//! Online play with no server: the host's browser runs the match (the Z
//! spec's board) and guests join over WebRTC data channels.
//!
//! Everything here is pure (no web-sys, time as an input), so it is tested
//! natively; the WebRTC glue and the screens live in `ui::online`.
//!
//! - [`ice`]: the STUN servers asked by default, the host's choices
//!   (Same network only, a TURN server) and how links carry them.
//! - [`invitation`]: the link a guest opens (the game, the offer code,
//!   the room's secret, the connection settings), written and read here.
//! - [`code`]: the signalling codes a person copies between devices, read
//!   from and written back to SDP in `sdp`.
//! - [`envelope`]: the link's secret and the sealed messages (answer,
//!   acknowledgement) a guest and its host pass over Nostr relays, which
//!   [`nostr`] wraps in signed NIP-01 events and relay frames (its keys
//!   RustCrypto's `k256`, its JSON `serde_json`); [`signal`] is the join through
//!   them (answer, acknowledgement, knock, offer) as plain logic;
//!   [`relay_policy`] is what a page decides about each relay (what it
//!   reads and acts on, when it tries a relay again or gives it up).
//! - [`seek`]: *Play someone now*: seeks over the relays, with proof of
//!   work, pairing decided alike on both pages, the room handed to the
//!   paired page alone.
//! - [`watch`]: *Watch now*: games anyone may watch, listed on the relays,
//!   and the match in batches on the relays for watchers the host does
//!   not serve directly.
//! - [`wire`]: the messages on the data channel, binary and bounded; an
//!   intent in them is written once for both games (`intent`).
//! - [`host`]: the host's match, seats, guests, refusals and disconnects;
//!   its [`host::room`], everything the host's page decides around it
//!   (connections, invitations, answers, saves).
//! - [`connection`]: what the pages' state needs of a connection (the
//!   browser's WebRTC channel, or a test's stand-in), and why one failed.
//! - [`guest`]: a guest's mirror of the host's match.
//! - [`series`]: games one after another on one connection (a rematch),
//!   the sides swapped at each, and the score per player.
//! - [`verdict`]: what a finished game means to the person at a page
//!   (you win, you lose, a draw; a watcher: the game is over).
//! - [`game`]: what a game must offer to be played online, the game byte,
//!   the refusals and message errors both ends share; its two
//!   players, [`fox_dolphin`] (the rules' `Match` as it is) and
//!   [`tictactoe`] (the rules' `Game` as a match of ticks).

pub mod code;
pub mod connection;
pub mod envelope;
pub mod fox_dolphin;
pub mod game;
pub mod guest;
pub mod host;
pub mod ice;
mod intent;
pub mod invitation;
pub mod nostr;
pub mod page_links;
pub mod relay_policy;
mod sdp;
pub mod seek;
pub mod series;
pub mod signal;
pub mod tictactoe;
pub mod verdict;
pub mod watch;
pub mod wire;
