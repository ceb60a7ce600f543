//! A listing: one game anyone may watch, as a Nostr event, written here
//! and read here from a relay as untrusted; and the host's schedule of
//! publishing it ([`Publisher`]).
//!
//! ```text
//! kind     LISTING_KIND (addressable)
//! tags     ["d", ROOM]                 the room's watch topic: a renewal replaces
//!          ["t", LISTING_TOPIC]        what readers subscribe to
//!          ["game", "fox-dolphin" | "tic-tac-toe"]
//!          ["v", LISTING_VERSION]
//!          ["expiration", "E"]         NIP-40: created_at + LISTING_LIFETIME_S
//!          ["nonce", "N", "BITS"]      NIP-13, last
//! content  {"size":7,"setup":"?game=...","seats":[0,3],"started":S,
//!           "watchers":2,"room":"HEX64","relays":["wss://..."]}
//! ```
//!
//! `seats`: each side's seat byte in the game's order of sides (Fox &
//! Dolphin's `seat_code`: 0 a person, a level's byte, 255 a guest);
//! `setup`: the game's setup query as its page writes it; `room`: the
//! topic the room's batches carry; `relays`: where they are. A page
//! opens it as a watcher from `room` and `relays` alone.

use serde::{Deserialize, Serialize};

use super::{Dropped, LISTING_KIND, LISTING_LIFETIME_S, LISTING_TOPIC, LISTING_VERSION, RENEW_S};
use crate::online::envelope::{hex, unhex};
use crate::online::game::GameKind;
use crate::online::invitation::{game_key, game_of};
use crate::online::nostr::{EphemeralKey, Event};
use crate::online::seek::pow::{check, Mint, Minted, WorkError};
use crate::online::seek::POW_BITS;
use crate::online::signal::PublicKey;
use crate::rules::fox_dolphin::ai::seat_of_code;
use crate::rules::fox_dolphin::{MAX_BOARD_SIZE, MIN_BOARD_SIZE};
use crate::rules::tictactoe::{MAX_SIZE, MIN_SIZE};

/// The longest listing content read, in bytes (the longest plausible
/// listing, five relays of the longest address and the longest setup, is
/// about 1,050).
pub const MAX_CONTENT: usize = 2048;
/// The longest setup query, and relay address, read.
pub const MAX_SETUP: usize = 256;
pub const MAX_RELAY: usize = 120;
/// The most relays a listing names (a room uses five).
pub const MAX_RELAYS: usize = 5;
/// The most watchers a listing may claim.
pub const MAX_WATCHERS: u32 = 1_000_000;
/// How long before its listing a game may have started, in s (a day).
pub const MAX_GAME_AGE_S: u64 = 24 * 60 * 60;
/// How far ahead of our clock an event's time may be, in s.
pub const MAX_AHEAD_S: u64 = 120;

/// What a listing says, besides its game (the `game` tag).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Listed {
    /// The board's size.
    pub size: u16,
    /// The game's setup query, as its page writes it (`?game=...`).
    pub setup: String,
    /// Each side's seat byte, in the game's order of sides.
    pub seats: [u8; 2],
    /// When the game started, in s since 1970.
    pub started: u64,
    /// How many watch it now.
    pub watchers: u32,
    /// The room's watch topic: 64 hex digits, its batches' `t` tag.
    pub room: String,
    /// The relays its batches go to.
    pub relays: Vec<String>,
}

/// A listing read: who, when, which game, what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listing {
    /// The host's key: the one its batches are signed by.
    pub host: PublicKey,
    pub id: [u8; 32],
    pub created_at: u64,
    pub expires: u64,
    pub game: GameKind,
    pub listed: Listed,
}

impl Listed {
    /// Whether every field is one a game can have; the relays' and the
    /// setup's characters are those of a URL, nothing a page could
    /// misread.
    pub fn plausible(&self, game: GameKind, created_at: u64) -> bool {
        let size = usize::from(self.size);
        let sized = match game {
            GameKind::FoxDolphin => (MIN_BOARD_SIZE..=MAX_BOARD_SIZE).contains(&size),
            GameKind::TicTacToe => (MIN_SIZE..=MAX_SIZE).contains(&size),
        };
        let url_text = |s: &str| {
            s.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"-._~:/?#[]@!$&'()*+,;=%".contains(&b))
        };
        let relay = |r: &String| {
            r.len() <= MAX_RELAY
                && url_text(r)
                && (r.starts_with("wss://")
                    || r.starts_with("ws://127.0.0.1")
                    || r.starts_with("ws://localhost"))
        };
        sized
            && self.setup.len() <= MAX_SETUP
            && self.setup.starts_with('?')
            && url_text(&self.setup)
            && self.seats.iter().all(|&c| seat_of_code(c).is_some())
            && self.started <= created_at
            && self.started + MAX_GAME_AGE_S >= created_at
            && self.watchers <= MAX_WATCHERS
            && unhex::<32>(&self.room).is_some()
            && (1..=MAX_RELAYS).contains(&self.relays.len())
            && self.relays.iter().all(relay)
    }
}

fn content(listed: &Listed) -> String {
    match serde_json::to_string(listed) {
        Ok(text) => text,
        // Strings, numbers and arrays of them always serialize.
        Err(_) => unreachable!("unwritable JSON"),
    }
}

/// The work for a listing of `game` by `key`, made at `created_at`;
/// nonces tried from `start` (the page's draw).
pub fn mint(
    key: &EphemeralKey,
    game: GameKind,
    listed: &Listed,
    created_at: u64,
    start: u64,
) -> Mint {
    let tags = vec![
        vec!["d".to_string(), listed.room.clone()],
        vec!["t".to_string(), LISTING_TOPIC.to_string()],
        vec!["game".to_string(), game_key(game).to_string()],
        vec!["v".to_string(), LISTING_VERSION.to_string()],
        vec![
            "expiration".to_string(),
            (created_at + LISTING_LIFETIME_S).to_string(),
        ],
    ];
    Mint::new(
        hex(&key.public()),
        created_at,
        LISTING_KIND,
        tags,
        content(listed),
        POW_BITS,
        start,
    )
}

/// The listing, signed, once its work is found ([`mint`]'s `listed` and
/// `created_at`).
pub fn signed(
    key: &EphemeralKey,
    minted: Minted,
    listed: &Listed,
    created_at: u64,
    aux: [u8; 32],
) -> Event {
    Event {
        id: hex(&minted.id),
        pubkey: hex(&key.public()),
        created_at,
        kind: LISTING_KIND,
        tags: minted.tags,
        content: content(listed),
        sig: hex(&key.sign_id(&minted.id, &aux)),
    }
}

/// Reads a listing at `now_s`, cheapest check first: the kind, topic and
/// version, the expiration, the size of the content, its JSON, its
/// fields, then the work (one hash). The signature, the costly check, is
/// the caller's, under its budget ([`Listings`](super::board::Listings)).
pub fn read(event: &Event, now_s: u64) -> Result<Listing, Dropped> {
    if event.kind != LISTING_KIND || event.tag("t") != Some(LISTING_TOPIC) {
        return Err(Dropped::NotOurs);
    }
    if event.tag("v") != Some(LISTING_VERSION) {
        return Err(Dropped::WrongVersion);
    }
    let game = game_of(Some(event.tag("game").ok_or(Dropped::Malformed)?))
        .map_err(|_| Dropped::Malformed)?;
    let expires = event
        .tag("expiration")
        .and_then(|v| v.parse::<u64>().ok())
        .ok_or(Dropped::Malformed)?;
    if expires > event.created_at.saturating_add(LISTING_LIFETIME_S) {
        return Err(Dropped::Malformed);
    }
    if expires <= now_s || event.created_at > now_s + MAX_AHEAD_S {
        return Err(Dropped::Expired);
    }
    if event.content.len() > MAX_CONTENT {
        return Err(Dropped::TooLong);
    }
    let listed: Listed = serde_json::from_str(&event.content).map_err(|_| Dropped::Malformed)?;
    if event.tag("d") != Some(listed.room.as_str()) {
        return Err(Dropped::Malformed);
    }
    if !listed.plausible(game, event.created_at) {
        return Err(Dropped::Implausible);
    }
    let (Some(host), Some(id)) = (event.sender(), unhex::<32>(&event.id)) else {
        return Err(Dropped::Malformed);
    };
    check(
        &event.id,
        &event.pubkey,
        event.created_at,
        event.kind,
        &event.tags,
        &event.content,
        POW_BITS,
    )
    .map_err(|e| match e {
        WorkError::Missing | WorkError::Short => Dropped::NoWork,
    })?;
    Ok(Listing {
        host,
        id,
        created_at: event.created_at,
        expires,
        game,
        listed,
    })
}

/// The host's side: when its listing is due, and what it says. It is due
/// at once, then every [`RENEW_S`] while the game runs; never once the
/// game ended or the host switched listing off (its last listing then
/// expires by itself).
#[derive(Clone, Debug)]
pub struct Publisher {
    game: GameKind,
    listed: Listed,
    last_s: Option<u64>,
    stopped: bool,
}

impl Publisher {
    /// A host lists its game of `game`, described by `listed`.
    pub fn new(game: GameKind, listed: Listed) -> Publisher {
        Publisher {
            game,
            listed,
            last_s: None,
            stopped: false,
        }
    }

    pub fn game(&self) -> GameKind {
        self.game
    }

    /// What the next listing will say.
    pub fn listed(&self) -> &Listed {
        &self.listed
    }

    /// The watchers' count changed: the next renewal says it (no listing
    /// is published sooner for it).
    pub fn watchers(&mut self, count: u32) {
        self.listed.watchers = count.min(MAX_WATCHERS);
    }

    /// The game ended, or the host switched listing off: nothing more.
    pub fn stop(&mut self) {
        self.stopped = true;
    }

    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// When the next listing is due (s), `None` once stopped.
    pub fn next_due(&self) -> Option<u64> {
        match (self.stopped, self.last_s) {
            (true, _) => None,
            (false, None) => Some(0),
            (false, Some(last)) => Some(last + RENEW_S),
        }
    }

    /// At `now_s`: whether to make (mint, sign) and publish the listing
    /// now, made at `now_s`; counted as published.
    pub fn tick(&mut self, now_s: u64) -> bool {
        let due = self.next_due().is_some_and(|at| now_s >= at);
        if due {
            self.last_s = Some(now_s);
        }
        due
    }
}

#[cfg(test)]
#[path = "listing_tests.rs"]
pub(crate) mod tests;
