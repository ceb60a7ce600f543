//! *Play someone now*: finding a stranger who wants the same game, over
//! the same Nostr relays the join uses, as plain logic (time and random
//! bytes are inputs; the page's relay client carries the frames).
//!
//! # The protocol, in plain words
//!
//! A page that seeks publishes a **seek** ([`event`]): an ephemeral event
//! of our own kind [`SEEK_KIND`], tagged with the game, the settings two
//! games must share (Fox & Dolphin: the board size), the protocol version
//! and a NIP-40 expiration, carrying NIP-13 proof of work ([`pow`]: at
//! least [`POW_BITS`] leading zero bits of its id). It refreshes it every
//! [`REFRESH_MS`] (three events a minute, within the busiest relay's limit
//! of 6-8) and stops once paired. A page that ranks another as its host
//! and has no offer from it within [`ANSWER_MS`] publishes its seek once
//! more (at most once a [`REFRESH_MS`]): a relay forwards a page only what
//! arrives after it subscribed, so the host may never have heard it.
//!
//! Every page reads the seeks of others as untrusted ([`event::read`]):
//! too long, malformed, of another kind, version, game or board size,
//! expired, without or with too little work, with a wrong id or signature:
//! ignored, with an [`Ignored`] reason. What is kept is bounded
//! ([`MAX_KEPT`] seeks, one per key per [`PER_KEY_MS`]), and so is the
//! costly work (signature checks: [`CHECKS_PER_WINDOW`] per
//! [`CHECK_WINDOW_MS`]), so a flood costs a page little and its sender a
//! lot.
//!
//! **Pairing** ([`pairing::Seeker`]) is decided the same way on both
//! pages: the live seeks, ordered by when each began (`since`, then the
//! key), are paired in that order, first with second, third with fourth;
//! the older of a pair **hosts**. The host makes a normal room (the
//! invitation link with its secret) and sends its fragment in an
//! **offer**, an event of the same kind addressed to the other page (`p`
//! tag) and sealed to that page's key alone ([`handover`]: ECDH over the
//! two throwaway keys, then ChaCha20-Poly1305). The guest opens it and
//! joins through the existing encrypted join; nobody else can read the
//! room's secret, so a third page can never take the seat. A page accepts
//! one offer and a host offers once to each page: one seek pairs once.
//! Other pages that read an offer count both its ends as taken.
//!
//! What relays and strangers learn: that a throwaway key seeks a game of
//! this kind and size, since when, and (from an offer) which two keys
//! paired; never the room's secret nor the connection's details.

pub mod event;
pub mod handover;
pub mod pairing;
pub mod pow;

/// The event kind of seeks and offers: ephemeral (20000-29999), next to
/// the join's [`EVENT_KIND`](super::nostr::EVENT_KIND).
pub const SEEK_KIND: u16 = 21980;
/// The `t` tag every seek and offer carries (relays index by it).
pub const SEEK_TOPIC: &str = "fox-and-xo-seek";
/// The protocol version (`v` tag); another is ignored.
pub const SEEK_VERSION: &str = "1";
/// The proof of work asked of every seek and offer, in leading zero bits.
pub const POW_BITS: u32 = 12;
/// How long a seek lives after it is made (its NIP-40 expiration), in s.
pub const SEEK_LIFETIME_S: u64 = 45;
/// How often a seeking page publishes its seek again, in ms: three a
/// minute.
pub const REFRESH_MS: u64 = 20_000;
/// How long a page that ranks another as its host waits for its offer
/// before it publishes its seek again (the host may never have heard it),
/// in ms; at most once a [`REFRESH_MS`].
pub const ANSWER_MS: u64 = 2_000;
/// After this long with nobody found, the page says so, in ms.
pub const NOBODY_MS: u64 = 30_000;
/// How long a host waits for the guest it offered a room to, in ms.
pub const OFFER_WAIT_MS: u64 = 12_000;
/// The most seeks a page keeps, and the most keys it counts as taken.
pub const MAX_KEPT: usize = 32;
pub const MAX_TAKEN: usize = 64;
/// One seek read per key within this, in ms (a refresh comes every
/// [`REFRESH_MS`]).
pub const PER_KEY_MS: u64 = 10_000;
/// Signature checks a page does within [`CHECK_WINDOW_MS`], at most.
pub const CHECKS_PER_WINDOW: u32 = 24;
pub const CHECK_WINDOW_MS: u64 = 10_000;

/// The game sought and the settings two games must share to be one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wanted {
    pub game: super::game::GameKind,
    /// Fox & Dolphin's board size; `None` for tic-tac-toe.
    pub size: Option<u16>,
}

/// Why an event read from a relay was not used (a test can see which).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ignored {
    /// Over the bounds of an event.
    TooLong,
    /// Not the shape of a seek or an offer (a tag missing or unreadable).
    Malformed,
    /// Another kind or topic.
    NotASeek,
    /// Another protocol version.
    WrongVersion,
    /// Another game.
    OtherGame,
    /// The same game with other settings (board size).
    OtherSettings,
    /// Its expiration has passed, or it claims to be from the future.
    Expired,
    /// No `nonce` tag, or one that commits to less than [`POW_BITS`].
    NoWork,
    /// The id has fewer leading zero bits than committed, or is not the
    /// event's hash.
    BadWork,
    /// The signature is not the sender's.
    BadSignature,
    /// A seek from a key read less than [`PER_KEY_MS`] ago.
    RateLimited,
    /// An event already read (relays send each copy).
    Duplicate,
    /// The page keeps [`MAX_KEPT`] live seeks already.
    Full,
    /// More signature checks than [`CHECKS_PER_WINDOW`] in the window.
    OverBudget,
    /// The page's own event.
    Own,
    /// An offer the page does not take now (paired, or offering to
    /// another).
    Busy,
}

/// The key on the room's link a page paired as the guest opens, whose
/// value is the side it chose (by its index in the game's sides): the
/// host's page chose first, so the guest may get the other side, and its
/// page says so ([`other_chose_first`]).
pub const CHOSE_KEY: &str = "chose";

/// The value of [`CHOSE_KEY`] for the side of index `side`.
pub fn chose_value(side: usize) -> &'static str {
    if side == 0 {
        "0"
    } else {
        "1"
    }
}

/// The side a link's [`CHOSE_KEY`] value names (untrusted: anything but a
/// side's index names none).
pub fn chose_in_link(value: Option<&str>) -> Option<usize> {
    match value {
        Some("0") => Some(0),
        Some("1") => Some(1),
        _ => None,
    }
}

/// Whether the guest's page that chose the side of index `chose` (none:
/// it did not seek) got the other one, `got`: then it says the other
/// player chose that side first.
pub fn other_chose_first(chose: Option<usize>, got: usize) -> bool {
    chose.is_some_and(|chose| chose != got)
}
