//! The sealed envelope a guest and its host pass over public Nostr relays:
//! the link's secret, the keys derived from it, and sealing and opening
//! one message with an AEAD, fresh and never replayed.
//!
//! # The protocol, in plain words
//!
//! The host's invitation link carries, in its fragment (never sent to any
//! server), a [`LinkSecret`]: 16 random bytes drawn by the host's page.
//! Both ends derive two keys from it with HKDF-SHA256 ([`Keys`]):
//!
//! - the **topic**, 64 hex digits: the tag a relay indexes the events by,
//!   so the host can ask for "events with this topic". It is a one-way
//!   hash of the secret: knowing it does not give the secret nor the key;
//! - the **sealing key**, for ChaCha20-Poly1305 (RFC 8439), which encrypts
//!   and authenticates each message.
//!
//! A message ([`seal`]) is a version byte, a [`Kind`] byte (answer,
//! acknowledgement, knock, offer: see `signal`), the sender's clock in
//! milliseconds and the payload (a signalling code), all encrypted. The
//! associated data binds what a relay could otherwise swap: the Nostr event
//! kind, the topic and the sender's (throwaway) public key, so an envelope
//! copied into another event, another room or under another key does not
//! open. [`open`] refuses anything that does not decrypt (a stranger
//! without the link, a tampered byte), then anything stale or from the
//! future (a freshness window on the sealed clock), then anything already
//! seen (a bounded [`ReplayGuard`] of nonces).
//!
//! What a relay sees: the topic (a hash), the event kind, a public key that
//! lives only as long as the page, the sizes and times of a handful of
//! events, and the sender's IP address. What it cannot see: the secret, the
//! keys, the message kind, the clock inside and the SDP (addresses and
//! fingerprints of the WebRTC connection). Who does not hold the link can
//! publish under the topic (if they learn it from a relay), but their
//! events do not open and are dropped.
//!
//! Randomness comes from the caller (the page draws it with `getrandom`):
//! this core takes bytes and a clock, so it runs natively in tests.

use chacha20poly1305::aead::AeadInPlace;
use chacha20poly1305::{ChaCha20Poly1305, Key, KeyInit, Nonce, Tag};
use hkdf::Hkdf;
use sha2::Sha256;

use crate::bytes::{base64url_decode, base64url_encode};
use crate::clock::WallMs;

/// How many random bytes the link's secret holds (128 bits).
pub const SECRET_LEN: usize = 16;
/// How many random bytes a sealed message's nonce takes.
pub const NONCE_LEN: usize = 12;
/// The longest payload sealed or opened: a compact signalling code is a
/// few hundred bytes.
pub const MAX_PAYLOAD: usize = 2048;
/// The longest sealed text read: the base64url of the largest envelope.
pub const MAX_SEALED_TEXT: usize = (NONCE_LEN + HEADER_LEN + MAX_PAYLOAD + TAG_LEN).div_ceil(3) * 4;
/// How old a message may be when opened (its sender's clock against ours).
pub const MAX_AGE_MS: u64 = 10 * 60 * 1000;
/// How far ahead of our clock a message's may be (clocks differ).
pub const MAX_AHEAD_MS: u64 = 2 * 60 * 1000;
/// How many messages one page opens within a freshness window; a join
/// costs a handful, so more is refused rather than remembered.
pub const REPLAY_CAPACITY: usize = 64;

const VERSION: u8 = 1;
const HEADER_LEN: usize = 1 + 1 + 8;
const TAG_LEN: usize = 16;
const SALT: &[u8] = b"fox-and-xo nostr envelope v1";
const AAD_LABEL: &[u8] = b"fox-and-xo envelope v1";
const RECORD_LABEL: &[u8] = b"fox-and-xo record v1 ";

/// The random secret in the invitation link's fragment.
#[derive(Clone, PartialEq, Eq)]
pub struct LinkSecret([u8; SECRET_LEN]);

impl LinkSecret {
    /// The secret from random bytes the caller drew.
    pub fn from_random(bytes: [u8; SECRET_LEN]) -> LinkSecret {
        LinkSecret(bytes)
    }

    /// The secret as it travels in the link: base64url, no padding.
    pub fn to_text(&self) -> String {
        base64url_encode(&self.0)
    }

    /// The secret read back from a link; `None` unless exactly
    /// [`SECRET_LEN`] bytes of base64url.
    pub fn from_text(text: &str) -> Option<LinkSecret> {
        if text.len() > SECRET_LEN.div_ceil(3) * 4 {
            return None;
        }
        let bytes = base64url_decode(text)?;
        Some(LinkSecret(bytes.try_into().ok()?))
    }

    /// The two keys derived from the secret.
    pub fn keys(&self) -> Keys {
        let hkdf = Hkdf::<Sha256>::new(Some(SALT), &self.0);
        let mut seal = [0u8; 32];
        let mut topic = [0u8; 32];
        // Both lengths are far below HKDF-SHA256's limit (255 * 32). (No
        // `expect`: its message would link the error's Debug into the page.)
        if hkdf.expand(b"seal", &mut seal).is_err() || hkdf.expand(b"topic", &mut topic).is_err() {
            unreachable!(/* 32 bytes */);
        }
        Keys {
            seal,
            topic: hex(&topic),
        }
    }
}

impl LinkSecret {
    /// A number drawn from the secret for the room's choice of relays
    /// ([`room_relays`](super::ice::room_relays)): a hash, so the relays a
    /// room is seen to use tell nothing of its secret.
    pub fn relay_draw(&self) -> u64 {
        let hkdf = Hkdf::<Sha256>::new(Some(SALT), &self.0);
        let mut draw = [0u8; 8];
        if hkdf.expand(b"relays", &mut draw).is_err() {
            unreachable!(/* 8 bytes */);
        }
        u64::from_le_bytes(draw)
    }
}

impl std::fmt::Debug for LinkSecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("LinkSecret(..)")
    }
}

/// The keys of one invitation: the sealing key and the topic a relay sees.
#[derive(Clone)]
pub struct Keys {
    seal: [u8; 32],
    topic: String,
}

impl Keys {
    /// The topic tag: 64 lowercase hex digits, a hash of the secret.
    pub fn topic(&self) -> &str {
        &self.topic
    }
}

impl std::fmt::Debug for Keys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Keys {{ topic: {} }}", self.topic)
    }
}

/// What a sealed message is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The guest's answer code to the host's offer.
    Answer,
    /// The host's acknowledgement that it read the answer.
    Acknowledgement,
    /// A guest asks the host for an invitation of its own.
    Knock,
    /// The host's invitation, for one guest.
    Offer,
}

impl Kind {
    fn byte(self) -> u8 {
        match self {
            Kind::Answer => 1,
            Kind::Acknowledgement => 2,
            Kind::Knock => 3,
            Kind::Offer => 4,
        }
    }

    /// Bytes 5 and up are unknown, and refused.
    fn from_byte(b: u8) -> Option<Kind> {
        match b {
            1 => Some(Kind::Answer),
            2 => Some(Kind::Acknowledgement),
            3 => Some(Kind::Knock),
            4 => Some(Kind::Offer),
            _ => None,
        }
    }
}

/// Who sealed a message, and where: bound into the AEAD's associated data.
#[derive(Clone, Copy, Debug)]
pub struct Context<'a> {
    /// The Nostr event kind the envelope travels in.
    pub event_kind: u16,
    /// The sender's public key (BIP-340, x only).
    pub sender: &'a [u8; 32],
}

/// Why an envelope was not sealed or opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnvelopeError {
    /// The payload or the sealed text is longer than the bounds.
    TooLong,
    /// The sealed text is not base64url, or too short to hold an envelope.
    Malformed,
    /// It does not decrypt: another secret, another context, or tampered.
    Unauthentic,
    /// It decrypts, but its version or kind is unknown.
    Unknown,
    /// Its clock is outside the freshness window.
    Stale,
    /// Its nonce was opened before.
    Replayed,
    /// The replay guard is full: too many messages within the window.
    TooMany,
}

/// A message opened: what it is, what it carries, when it was sealed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opened {
    pub kind: Kind,
    pub payload: Vec<u8>,
    /// On the sender's wall clock.
    pub sent: WallMs,
}

/// Seals `payload` as a message of `kind`, at `now` on the sender's
/// wall clock, with `nonce` (random bytes the caller drew, never reused with
/// these keys): the text to put in an event's content.
pub fn seal(
    keys: &Keys,
    context: Context<'_>,
    kind: Kind,
    payload: &[u8],
    now: WallMs,
    nonce: [u8; NONCE_LEN],
) -> Result<String, EnvelopeError> {
    if payload.len() > MAX_PAYLOAD {
        return Err(EnvelopeError::TooLong);
    }
    let mut sealed = Vec::with_capacity(NONCE_LEN + HEADER_LEN + payload.len() + TAG_LEN);
    sealed.extend_from_slice(&nonce);
    sealed.push(VERSION);
    sealed.push(kind.byte());
    sealed.extend_from_slice(&now.0.to_le_bytes());
    sealed.extend_from_slice(payload);
    let tag = cipher(keys)
        .encrypt_in_place_detached(
            Nonce::from_slice(&nonce),
            &associated_data(keys, context),
            &mut sealed[NONCE_LEN..],
        )
        .map_err(|_| EnvelopeError::TooLong)?;
    sealed.extend_from_slice(&tag);
    Ok(base64url_encode(&sealed))
}

/// Opens a sealed text from an event's content, at `now` on our wall clock:
/// it must decrypt under these keys and this context, be fresh, and be new
/// to `guard` (which then remembers it).
pub fn open(
    keys: &Keys,
    context: Context<'_>,
    text: &str,
    now: WallMs,
    guard: &mut ReplayGuard,
) -> Result<Opened, EnvelopeError> {
    if text.len() > MAX_SEALED_TEXT {
        return Err(EnvelopeError::TooLong);
    }
    let mut sealed = base64url_decode(text).ok_or(EnvelopeError::Malformed)?;
    if sealed.len() < NONCE_LEN + HEADER_LEN + TAG_LEN {
        return Err(EnvelopeError::Malformed);
    }
    let tag_at = sealed.len() - TAG_LEN;
    let (body, tag) = sealed.split_at_mut(tag_at);
    let (nonce, plain) = body.split_at_mut(NONCE_LEN);
    let mut nonce_bytes = [0u8; NONCE_LEN];
    nonce_bytes.copy_from_slice(nonce);
    let nonce = nonce_bytes;
    cipher(keys)
        .decrypt_in_place_detached(
            Nonce::from_slice(&nonce),
            &associated_data(keys, context),
            plain,
            Tag::from_slice(tag),
        )
        .map_err(|_| EnvelopeError::Unauthentic)?;
    let kind = match (plain[0], Kind::from_byte(plain[1])) {
        (VERSION, Some(kind)) => kind,
        _ => return Err(EnvelopeError::Unknown),
    };
    let mut clock = [0u8; 8];
    clock.copy_from_slice(&plain[2..HEADER_LEN]);
    let sent = WallMs(u64::from_le_bytes(clock));
    guard.admit(nonce, sent, now)?;
    Ok(Opened {
        kind,
        payload: plain[HEADER_LEN..].to_vec(),
        sent,
    })
}

/// Seals a record that any holder of the link may open at any time (a
/// batch of the match for watchers through the relays): the same key as a
/// message, another label in its associated data (a record never opens as
/// a message, nor the reverse), no clock and no replay guard (a record is
/// numbered by its sender: its reader drops repeats), with `nonce` (random
/// bytes the caller drew). At most `max` bytes of payload.
pub fn seal_record(
    keys: &Keys,
    context: Context<'_>,
    payload: &[u8],
    nonce: [u8; NONCE_LEN],
    max: usize,
) -> Result<String, EnvelopeError> {
    if payload.len() > max {
        return Err(EnvelopeError::TooLong);
    }
    let mut sealed = Vec::with_capacity(NONCE_LEN + payload.len() + TAG_LEN);
    sealed.extend_from_slice(&nonce);
    sealed.extend_from_slice(payload);
    let tag = cipher(keys)
        .encrypt_in_place_detached(
            Nonce::from_slice(&nonce),
            &record_data(keys, context),
            &mut sealed[NONCE_LEN..],
        )
        .map_err(|_| EnvelopeError::TooLong)?;
    sealed.extend_from_slice(&tag);
    Ok(base64url_encode(&sealed))
}

/// Opens a record sealed by [`seal_record`]: its payload, at most `max`
/// bytes, or why not.
pub fn open_record(
    keys: &Keys,
    context: Context<'_>,
    text: &str,
    max: usize,
) -> Result<Vec<u8>, EnvelopeError> {
    if text.len() > (NONCE_LEN + max + TAG_LEN).div_ceil(3) * 4 {
        return Err(EnvelopeError::TooLong);
    }
    let mut sealed = base64url_decode(text).ok_or(EnvelopeError::Malformed)?;
    if sealed.len() < NONCE_LEN + TAG_LEN {
        return Err(EnvelopeError::Malformed);
    }
    let tag_at = sealed.len() - TAG_LEN;
    let (body, tag) = sealed.split_at_mut(tag_at);
    let (nonce, plain) = body.split_at_mut(NONCE_LEN);
    cipher(keys)
        .decrypt_in_place_detached(
            Nonce::from_slice(nonce),
            &record_data(keys, context),
            plain,
            Tag::from_slice(tag),
        )
        .map_err(|_| EnvelopeError::Unauthentic)?;
    Ok(plain.to_vec())
}

/// A record's associated data: its own label, then as a message's.
fn record_data(keys: &Keys, context: Context<'_>) -> Vec<u8> {
    let mut aad = RECORD_LABEL.to_vec();
    aad.extend_from_slice(&associated_data(keys, context));
    aad
}

fn cipher(keys: &Keys) -> ChaCha20Poly1305 {
    ChaCha20Poly1305::new(Key::from_slice(&keys.seal))
}

/// The label, the event kind, the topic and the sender's key: an envelope
/// opens only where it was sealed.
fn associated_data(keys: &Keys, context: Context<'_>) -> Vec<u8> {
    let mut aad = Vec::with_capacity(AAD_LABEL.len() + 2 + 64 + 32);
    aad.extend_from_slice(AAD_LABEL);
    aad.extend_from_slice(&context.event_kind.to_le_bytes());
    aad.extend_from_slice(keys.topic.as_bytes());
    aad.extend_from_slice(context.sender);
    aad
}

/// The nonces of messages opened within the freshness window: a replay
/// inside the window is caught here, one outside it is stale. Holds at most
/// [`REPLAY_CAPACITY`] entries; only authentic messages reach it, so a
/// stranger cannot fill it. The window is measured from the latest clock it
/// was given, so a clock set back revives no forgotten message.
#[derive(Debug, Default)]
pub struct ReplayGuard {
    seen: Vec<([u8; NONCE_LEN], WallMs)>,
    latest: WallMs,
}

impl ReplayGuard {
    pub fn new() -> ReplayGuard {
        ReplayGuard::default()
    }

    /// Admits a message sealed at `sent` with `nonce`, at `now` (both on
    /// wall clocks).
    fn admit(
        &mut self,
        nonce: [u8; NONCE_LEN],
        sent: WallMs,
        now: WallMs,
    ) -> Result<(), EnvelopeError> {
        self.latest = self.latest.max(now);
        let latest = self.latest.0;
        if sent.0.saturating_add(MAX_AGE_MS) < latest || sent.0 > now.0.saturating_add(MAX_AHEAD_MS)
        {
            return Err(EnvelopeError::Stale);
        }
        // Entries older than the window can no longer be replayed fresh.
        self.seen
            .retain(|&(_, sent)| sent.0.saturating_add(MAX_AGE_MS) >= latest);
        if self.seen.iter().any(|(seen, _)| *seen == nonce) {
            return Err(EnvelopeError::Replayed);
        }
        if self.seen.len() >= REPLAY_CAPACITY {
            return Err(EnvelopeError::TooMany);
        }
        self.seen.push((nonce, sent));
        Ok(())
    }
}

/// Lowercase hex, as Nostr writes ids, keys and topics.
pub fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(bytes.len() * 2);
    for &b in bytes {
        out.push(char::from(DIGITS[usize::from(b >> 4)]));
        out.push(char::from(DIGITS[usize::from(b & 15)]));
    }
    out
}

/// Reads exactly `N` bytes of lowercase hex (Nostr's form); `None` otherwise.
pub fn unhex<const N: usize>(text: &str) -> Option<[u8; N]> {
    let mut out = [0u8; N];
    unhex_into(text, &mut out).then_some(out)
}

/// [`unhex`] into `out`, whatever its length (one copy of the loop for
/// every `N`): whether `text` was exactly `out`'s bytes in lowercase hex.
fn unhex_into(text: &str, out: &mut [u8]) -> bool {
    let digits = text.as_bytes();
    let value = |d: u8| match d {
        b'0'..=b'9' => Some(d - b'0'),
        b'a'..=b'f' => Some(d - b'a' + 10),
        _ => None,
    };
    digits.len() == 2 * out.len()
        && out
            .iter_mut()
            .zip(digits.chunks_exact(2))
            .all(|(byte, pair)| match (value(pair[0]), value(pair[1])) {
                (Some(high), Some(low)) => {
                    *byte = high << 4 | low;
                    true
                }
                _ => false,
            })
}
