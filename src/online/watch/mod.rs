//! *Watch now* and watching through the relays, as plain logic (time,
//! keys and random bytes are inputs; the page's relay client carries the
//! frames).
//!
//! # The protocol, in plain words
//!
//! A host who lets anyone watch publishes a **listing** ([`listing`]): one
//! addressable event per game ([`LISTING_KIND`], its `d` tag the room's
//! watch topic, so a renewal replaces the last on every relay), with the
//! game, the board, who plays which side (each seat's byte), when the game
//! started, how many watch, and how to follow it: the room's watch topic
//! and relays, nothing secret. It carries NIP-13 proof of work like a seek
//! ([`POW_BITS`](super::seek::POW_BITS)) and a NIP-40 expiration
//! [`LISTING_LIFETIME_S`] after it was made; the host renews it every
//! [`RENEW_S`] while the game runs ([`listing::Publisher`]) and never once
//! it ended or listing was switched off, so a closed host's listing is
//! gone within [`LISTING_LIFETIME_S`]. Readers ([`board::Listings`]) drop
//! bad and flooding listings with a [`Dropped`] reason, as seeks are.
//!
//! The match goes to the relays in **batches** ([`batch`]): every
//! [`BATCH_EVERY_MS`] at most, the host publishes one stored event
//! ([`BATCH_KIND`]) holding the messages a direct watcher would have had
//! since the last batch (the match's start, the stamped intents with the
//! host's digest, the end), numbered from 0. For a game shared by link it
//! is sealed with the room's key ([`envelope::seal_record`]); for a listed
//! game it is readable by anyone, and signed by the key the listing names.
//! A watcher ([`follower::Follower`]) asks the relays for the room's
//! batches from the start (they are stored until their expiration), so
//! one arriving mid-game has the whole game at once; it takes them in any
//! order, holds a bounded number ahead of a gap, and replays them in order
//! with the direct watcher's own code ([`Guest`](super::guest::Guest)).
//!
//! [`envelope::seal_record`]: super::envelope::seal_record

pub mod batch;
pub mod board;
pub mod follower;
pub mod listing;

/// The event kind of listings: addressable (30000-39999), so a relay keeps
/// the latest of each host's room and a renewal replaces it.
pub const LISTING_KIND: u16 = 31979;
/// The `t` tag every listing carries (what readers subscribe to).
pub const LISTING_TOPIC: &str = "fox-and-xo-watch";
/// The listing's protocol version (`v` tag); another is dropped.
pub const LISTING_VERSION: &str = "1";
/// How often a host renews its listing, in s: once a minute.
pub const RENEW_S: u64 = 60;
/// How long a listing lives after it is made (its NIP-40 expiration), in
/// s: a renewal's time and a little more, so a closed host's listing is
/// gone within this.
pub const LISTING_LIFETIME_S: u64 = 70;
/// The event kind of batches: regular (stored), so a watcher arriving
/// late reads the game from its start.
pub const BATCH_KIND: u16 = 9979;
/// How long a batch is stored, in s (its NIP-40 expiration): longer than
/// the longest game.
pub const BATCH_LIFETIME_S: u64 = 3 * 60 * 60;
/// The host publishes a batch at most this often, in ms: five a minute,
/// so that with its listing's one a host's page sends six events a minute
/// to each relay.
pub const BATCH_EVERY_MS: u64 = 12_000;

/// Why an event read from a relay was not used (a test can see which).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dropped {
    /// Over the bounds of a listing or a batch.
    TooLong,
    /// Not the shape of a listing or a batch (a tag, a field unreadable).
    Malformed,
    /// Another kind or topic.
    NotOurs,
    /// Another protocol version.
    WrongVersion,
    /// A field out of what a game can be (a board size, a seat's byte, a
    /// relay's address, a start in the future).
    Implausible,
    /// Its expiration has passed, or it claims to be from the future.
    Expired,
    /// No proof of work, or too little.
    NoWork,
    /// The signature is not the sender's.
    BadSignature,
    /// A listing from a key read less than [`board::PER_KEY_MS`] ago.
    RateLimited,
    /// An event already read (relays send each copy).
    Duplicate,
    /// The reader keeps as many as it holds already.
    Full,
    /// More signature checks than the reader's budget in its window.
    OverBudget,
    /// A batch not signed by the room's host.
    NotTheHost,
    /// A batch that does not open with the room's key.
    Unauthentic,
    /// A listing older than the one kept of its host, a batch of an
    /// earlier game of the series, or one already replayed or held.
    Stale,
}
