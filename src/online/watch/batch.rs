//! A batch: what the host's direct watchers had of the match over a few
//! seconds, as one Nostr event for watchers through the relays; written
//! by the host's [`Batcher`], read here as untrusted.
//!
//! ```text
//! kind     BATCH_KIND (regular: stored until its expiration)
//! tags     ["t", ROOM]                the room's watch topic
//!          ["v", BATCH_VERSION]
//!          ["expiration", "E"]        NIP-40: created_at + BATCH_LIFETIME_S
//! content  base64url of the payload (a listed game), or the payload
//!          sealed with the room's key (`envelope::seal_record`: a game
//!          shared by link)
//! payload  version byte, game byte, the series' game number (varint),
//!          the batch's number (varint, 0 first), the count of messages
//!          (1 to MAX_MESSAGES), each as its length (varint) and a
//!          message of the wire (`wire::ToGuest`): the first batch a
//!          watcher's welcome (the log so far), then the stamped intents
//!          from the last batch's tick to this one's with the host's
//!          digest, and at the end the outcome.
//! ```
//!
//! Signed by the host's key, the one its listing names: a batch signed by
//! another is dropped, so nobody else can write a listed game's moves.

use std::marker::PhantomData;

use super::{Dropped, BATCH_EVERY_MS, BATCH_KIND, BATCH_LIFETIME_S};
use crate::bytes::{base64url_decode, base64url_encode, put, Reader};
use crate::clock::Millis;
use crate::online::envelope::{
    hex, open_record, seal_record, Context, EnvelopeError, Keys, NONCE_LEN,
};
use crate::online::game::OnlineGame;
use crate::online::nostr::{EphemeralKey, Event};
use crate::online::series::Series;
use crate::online::signal::PublicKey;
use crate::online::wire::{Role, ToGuest};

/// The batch format's version (`v` tag and first byte).
pub const BATCH_VERSION: u8 = 1;
/// The largest payload written or read, in bytes: a batch of twelve
/// seconds of two people at the shortest cooldown (100 ms) is about 250
/// intents of at most 8 bytes; the start's log, a few dozen.
pub const MAX_BATCH_BYTES: usize = 8 * 1024;
/// The longest content read: the sealed base64url of the largest payload.
pub const MAX_BATCH_TEXT: usize = (NONCE_LEN + MAX_BATCH_BYTES + 16).div_ceil(3) * 4;
/// The most messages in one batch (ticks, the outcome).
pub const MAX_MESSAGES: usize = 4;

/// How a room's batches are read: by anyone (a listed game), or by holders
/// of the room's link (sealed with its key).
#[derive(Clone, Debug)]
pub enum Seal {
    Open,
    Room(Keys),
}

/// A batch's payload, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Batch {
    /// The series' game number it is of (1 for the first).
    pub game_no: u32,
    /// Its number in the game, 0 first.
    pub seq: u64,
    /// The wire messages, in order.
    pub messages: Vec<Vec<u8>>,
}

/// Why the host's batcher stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BatchError {
    /// More than [`MAX_BATCH_BYTES`] since the last batch: watching through
    /// the relays stops (the direct watchers go on).
    TooLong,
}

impl Batch {
    /// The payload's bytes.
    pub fn encode(&self, game: u8) -> Vec<u8> {
        let mut out = vec![BATCH_VERSION, game];
        put(&mut out, u64::from(self.game_no));
        put(&mut out, self.seq);
        put(&mut out, self.messages.len() as u64);
        for m in &self.messages {
            put(&mut out, m.len() as u64);
            out.extend_from_slice(m);
        }
        out
    }

    /// Reads a payload of game `game`, untrusted: bounded, every field
    /// checked (the messages are the wire's to read).
    pub fn decode(bytes: &[u8], game: u8) -> Result<Batch, Dropped> {
        if bytes.len() > MAX_BATCH_BYTES {
            return Err(Dropped::TooLong);
        }
        let mut r = Reader::new(bytes);
        let bad = |_| Dropped::Malformed;
        if r.byte().map_err(bad)? != BATCH_VERSION {
            return Err(Dropped::WrongVersion);
        }
        if r.byte().map_err(bad)? != game {
            return Err(Dropped::NotOurs);
        }
        let game_no = u32::try_from(r.number().map_err(bad)?).map_err(|_| Dropped::Malformed)?;
        let seq = r.number().map_err(bad)?;
        let count = r.number().map_err(bad)?;
        if !(1..=MAX_MESSAGES as u64).contains(&count) {
            return Err(Dropped::Malformed);
        }
        let mut messages = Vec::new();
        for _ in 0..count {
            let len = r.number().map_err(bad)?;
            let len = usize::try_from(len).map_err(|_| Dropped::Malformed)?;
            messages.push(r.take(len).map_err(bad)?.to_vec());
        }
        if !r.is_done() {
            return Err(Dropped::Malformed);
        }
        Ok(Batch {
            game_no,
            seq,
            messages,
        })
    }
}

/// The event of a batch's `payload` by `key` for the room `topic`, made at
/// `created_at`, sealed as `seal` says (`nonce`: random bytes the page
/// drew, for a sealed one; `aux`: the signature's).
pub fn event(
    key: &EphemeralKey,
    topic: &str,
    seal: &Seal,
    payload: &[u8],
    created_at: u64,
    nonce: [u8; NONCE_LEN],
    aux: [u8; 32],
) -> Result<Event, BatchError> {
    let content = match seal {
        Seal::Open if payload.len() <= MAX_BATCH_BYTES => base64url_encode(payload),
        Seal::Open => return Err(BatchError::TooLong),
        Seal::Room(keys) => {
            let context = Context {
                event_kind: BATCH_KIND,
                sender: &key.public(),
            };
            seal_record(keys, context, payload, nonce, MAX_BATCH_BYTES)
                .map_err(|_| BatchError::TooLong)?
        }
    };
    let tags = vec![
        vec!["t".to_string(), topic.to_string()],
        vec!["v".to_string(), BATCH_VERSION.to_string()],
        vec![
            "expiration".to_string(),
            (created_at + BATCH_LIFETIME_S).to_string(),
        ],
    ];
    Ok(key.sign(created_at, BATCH_KIND, tags, content, aux))
}

/// Reads a batch of the room `topic` by `host` at `now_s`, cheapest check
/// first: the kind, topic and version, the expiration, the sender, the
/// size, then the content opened and its payload read. The signature, the
/// costly check, is the caller's, under its budget
/// ([`Follower`](super::follower::Follower)).
pub fn read(
    event: &Event,
    topic: &str,
    host: &PublicKey,
    seal: &Seal,
    game: u8,
    now_s: u64,
) -> Result<Batch, Dropped> {
    if event.kind != BATCH_KIND || event.tag("t") != Some(topic) {
        return Err(Dropped::NotOurs);
    }
    if event.tag("v") != Some(BATCH_VERSION.to_string().as_str()) {
        return Err(Dropped::WrongVersion);
    }
    let expires = event
        .tag("expiration")
        .and_then(|v| v.parse::<u64>().ok())
        .ok_or(Dropped::Malformed)?;
    if expires <= now_s || event.created_at > now_s + super::listing::MAX_AHEAD_S {
        return Err(Dropped::Expired);
    }
    if event.sender() != Some(*host) {
        return Err(Dropped::NotTheHost);
    }
    if event.content.len() > MAX_BATCH_TEXT {
        return Err(Dropped::TooLong);
    }
    let payload = match seal {
        Seal::Open => base64url_decode(&event.content).ok_or(Dropped::Malformed)?,
        Seal::Room(keys) => {
            let context = Context {
                event_kind: BATCH_KIND,
                sender: host,
            };
            open_record(keys, context, &event.content, MAX_BATCH_BYTES).map_err(|e| match e {
                EnvelopeError::TooLong => Dropped::TooLong,
                EnvelopeError::Malformed => Dropped::Malformed,
                _ => Dropped::Unauthentic,
            })?
        }
    };
    Batch::decode(&payload, game)
}

/// The host's side: which of the match's messages go in the next batch,
/// and when. A batch is due at most every [`BATCH_EVERY_MS`]; none while
/// the match stands still (before the start, paused); none after the one
/// that told the end.
#[derive(Clone, Debug)]
pub struct Batcher<G: OnlineGame> {
    game_no: u32,
    seq: u64,
    sent_tick: u64,
    sent_intents: usize,
    last: Option<Millis>,
    done: bool,
    game: PhantomData<G>,
}

impl<G: OnlineGame> Batcher<G> {
    /// The batches of the series' game number `game_no`.
    pub fn new(game_no: u32) -> Batcher<G> {
        Batcher {
            game_no,
            seq: 0,
            sent_tick: 0,
            sent_intents: 0,
            last: None,
            done: false,
            game: PhantomData,
        }
    }

    /// Whether the batch that told the end (or an error) was the last.
    pub fn done(&self) -> bool {
        self.done
    }

    /// How many batches were made.
    pub fn made(&self) -> u64 {
        self.seq
    }

    /// When the next batch may be made, `None` once done.
    pub fn next_due(&self) -> Option<Millis> {
        match (self.done, self.last) {
            (true, _) => None,
            (false, None) => Some(Millis::ZERO),
            (false, Some(last)) => Some(last + BATCH_EVERY_MS),
        }
    }

    /// At `now`, with the host's match and series: the next batch's
    /// payload, if one is due and the match moved since the last.
    pub fn batch(
        &mut self,
        game: &G,
        series: Series,
        now: Millis,
    ) -> Option<Result<Vec<u8>, BatchError>> {
        if self.next_due().is_none_or(|at| now < at) {
            return None;
        }
        let mut messages = Vec::new();
        if self.seq == 0 {
            let log = game.log();
            messages.push(
                ToGuest::<G>::Welcome {
                    role: Role::Watcher,
                    series,
                    log,
                }
                .encode(),
            );
        } else {
            let moved = game.tick() > self.sent_tick || game.intent_count() > self.sent_intents;
            if !moved && game.outcome().is_none() {
                return None;
            }
            messages.push(
                ToGuest::<G>::Ticks {
                    from: self.sent_tick,
                    to: game.tick(),
                    intents: game.stamped_since(self.sent_intents),
                    digest: game.digest(),
                }
                .encode(),
            );
        }
        if let Some(outcome) = game.outcome() {
            messages.push(ToGuest::<G>::Over(outcome).encode());
            self.done = true;
        }
        let batch = Batch {
            game_no: self.game_no,
            seq: self.seq,
            messages,
        };
        let payload = batch.encode(G::KIND.code());
        self.last = Some(now);
        self.seq += 1;
        self.sent_tick = game.tick();
        self.sent_intents = game.intent_count();
        if payload.len() > MAX_BATCH_BYTES {
            self.done = true;
            return Some(Err(BatchError::TooLong));
        }
        Some(Ok(payload))
    }
}

/// The room's batches' `t` tag for a listed game: its listing's `room`
/// (32 random bytes the host's page drew, in hex).
pub fn room_topic(random: [u8; 32]) -> String {
    hex(&random)
}
