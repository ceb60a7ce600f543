//! Nostr (NIP-01) for the envelope: signed events, the frames we send to a
//! relay and the frames we read back from it, as untrusted text.
//!
//! Each page signs its events with a throwaway key ([`EphemeralKey`], from
//! 32 random bytes the page draws): the only identity a relay sees lives as
//! long as the page. An event carries one sealed envelope
//! ([`envelope`](super::envelope)) in its content and the invitation's
//! topic in a `t` tag, with the ephemeral kind [`EVENT_KIND`] (relays
//! forward such events to live subscriptions and do not store them).
//!
//! A join costs a handful of events (`signal` has the protocol): the host
//! subscribes (`REQ`) on a few relays before showing its link and stays
//! subscribed; the guest subscribes too, then publishes its sealed answer
//! once to each relay; the host publishes one acknowledgement (or an
//! offer) to each; the guest then closes its sockets. Each event is a few hundred
//! bytes; unauthentic events cost the reader one AEAD check each, and a
//! [`FrameBudget`] bounds how many frames a page reads from each relay.
//!
//! Reading: a frame longer than [`MAX_FRAME`] is refused before it is
//! parsed (by `serde_json`, into the shape of each frame type: nothing
//! else is kept), and anything malformed is an error value, never a panic.
//! Incoming events are checked for shape and bounds; their id and
//! signature can be checked ([`Event::verify`]), but the page need not
//! (it would add about 1.3 KB brotli to online.html, measured):
//! authenticity comes from the envelope's AEAD, which only a holder of the
//! link can seal, and which binds the sender's key.

use std::fmt;

use k256::schnorr::{Signature, SigningKey, VerifyingKey};
use serde::de::{self, IgnoredAny, SeqAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize};
use sha2::{Digest, Sha256};

use super::envelope::{hex, unhex, MAX_SEALED_TEXT};
use crate::clock::Millis;

/// The event kind of our envelopes: ephemeral (20000-29999), so relays
/// forward them without keeping them.
pub const EVENT_KIND: u16 = 21979;
/// The longest frame read from a relay.
pub const MAX_FRAME: usize = 16 * 1024;
/// The longest content of an event read.
pub const MAX_CONTENT: usize = MAX_SEALED_TEXT;
/// The most tags, values in a tag and characters in a value of an event read.
pub const MAX_TAGS: usize = 16;
pub const MAX_TAG_VALUES: usize = 4;
pub const MAX_TAG_VALUE: usize = 128;
/// The longest subscription id, relay message or notice read (longer ones
/// are cut, on a character boundary).
pub const MAX_TEXT: usize = 256;

/// A budget of costly checks (signature verifications) for a reader of
/// untrusted events: at most `per_window` in a window of `window_ms`, the
/// window starting again at the first check after it ran out. The seeks',
/// the listings' and the watchers' readers each keep one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CheckBudget {
    checks: u32,
    window_from: Millis,
}

impl CheckBudget {
    /// A budget whose first window starts at `now`.
    pub fn new(now: Millis) -> CheckBudget {
        CheckBudget {
            checks: 0,
            window_from: now,
        }
    }

    /// Takes one check at `now` if the window has room; `false` (and
    /// nothing taken) when it has none.
    pub fn take(&mut self, now: Millis, per_window: u32, window_ms: u64) -> bool {
        if now.since(self.window_from) >= window_ms {
            self.window_from = now;
            self.checks = 0;
        }
        if self.checks >= per_window {
            return false;
        }
        self.checks += 1;
        true
    }

    /// The checks taken in the current window.
    pub fn taken(&self) -> u32 {
        self.checks
    }
}

/// A throwaway signing key, one per page: secp256k1 (RustCrypto's `k256`),
/// BIP-340 Schnorr signatures as NIP-01 asks.
pub struct EphemeralKey {
    key: SigningKey,
}

impl EphemeralKey {
    /// The key from 32 random bytes; `None` for the rare bytes that are no
    /// key (zero, or not below the curve's order): draw again.
    pub fn from_random(bytes: [u8; 32]) -> Option<EphemeralKey> {
        SigningKey::from_bytes(&bytes)
            .ok()
            .map(|key| EphemeralKey { key })
    }

    /// The public key (BIP-340, x only), as bytes.
    pub fn public(&self) -> [u8; 32] {
        self.key.verifying_key().to_bytes().into()
    }

    /// Signs an event of `kind` at `created_at` (seconds since 1970), with
    /// `aux` random bytes (BIP-340's auxiliary randomness).
    pub fn sign(
        &self,
        created_at: u64,
        kind: u16,
        tags: Vec<Vec<String>>,
        content: String,
        aux: [u8; 32],
    ) -> Event {
        let pubkey = hex(&self.public());
        let id = event_id(&pubkey, created_at, kind, &tags, &content);
        let sig = self.sign_id(&id, &aux);
        Event {
            id: hex(&id),
            pubkey,
            created_at,
            kind,
            tags,
            content,
            sig: hex(&sig),
        }
    }

    /// The ECDH secret shared with the holder of `their` key (BIP-340, x
    /// only): the x coordinate of our scalar times their point, the same
    /// on both sides whatever the signs BIP-340 chose (x(-P) = x(P)).
    /// `None` if `their` is no point of the curve.
    pub fn shared_x(&self, their: &[u8; 32]) -> Option<[u8; 32]> {
        let their = VerifyingKey::from_bytes(their).ok()?;
        let shared = k256::ecdh::diffie_hellman(self.key.as_nonzero_scalar(), their.as_affine());
        Some((*shared.raw_secret_bytes()).into())
    }

    /// The BIP-340 signature of a 32-byte message (an event's id), with
    /// `aux` random bytes: the same bytes for the same key, message and aux.
    pub fn sign_id(&self, id: &[u8; 32], aux: &[u8; 32]) -> [u8; 64] {
        // Refused only for a zero nonce or a zero signature, each a hash's
        // 2^-256 chance. (No `expect`: its message would link the error's
        // Debug into the page.)
        match self.key.sign_raw(id, aux) {
            Ok(sig) => sig.to_bytes(),
            Err(_) => unreachable!(/* a zero nonce */),
        }
    }
}

/// Whether `sig` is `public`'s BIP-340 signature of `message`.
pub fn verify_signature(public: &[u8; 32], message: &[u8; 32], sig: &[u8; 64]) -> bool {
    let (Ok(key), Ok(sig)) = (
        VerifyingKey::from_bytes(public),
        Signature::try_from(&sig[..]),
    ) else {
        return false;
    };
    key.verify_raw(message, &sig).is_ok()
}

impl std::fmt::Debug for EphemeralKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "EphemeralKey({})", hex(&self.public()))
    }
}

/// A NIP-01 event, its ids and keys in lowercase hex. Its JSON object
/// has these members in this order; reading one, unknown members are
/// ignored and a member twice is refused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    pub id: String,
    pub pubkey: String,
    pub created_at: u64,
    pub kind: u16,
    pub tags: Vec<Vec<String>>,
    pub content: String,
    pub sig: String,
}

impl Event {
    /// The event's JSON object.
    pub fn to_json(&self) -> String {
        json(self)
    }

    /// The first value of the first tag named `name`.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|tag| tag.first().is_some_and(|n| n == name))
            .and_then(|tag| tag.get(1))
            .map(String::as_str)
    }

    /// The sender's public key as bytes (its shape is checked on reading).
    pub fn sender(&self) -> Option<[u8; 32]> {
        unhex(&self.pubkey)
    }

    /// Whether the id is the hash of the event and the signature is the
    /// sender's (a few milliseconds of arithmetic: optional, see above).
    pub fn verify(&self) -> bool {
        let id = event_id(
            &self.pubkey,
            self.created_at,
            self.kind,
            &self.tags,
            &self.content,
        );
        let (Some(claimed), Some(pubkey), Some(sig)) = (
            unhex::<32>(&self.id),
            unhex::<32>(&self.pubkey),
            unhex::<64>(&self.sig),
        ) else {
            return false;
        };
        claimed == id && verify_signature(&pubkey, &id, &sig)
    }

    /// Checks the shape and the bounds of an event read from a relay, its
    /// content at most `max_content` bytes.
    fn checked(self, max_content: usize) -> Result<Event, FrameError> {
        let shaped = unhex::<32>(&self.id).is_some()
            && unhex::<32>(&self.pubkey).is_some()
            && unhex::<64>(&self.sig).is_some();
        let bounded = self.content.len() <= max_content
            && self.tags.len() <= MAX_TAGS
            && self.tags.iter().all(|tag| {
                tag.len() <= MAX_TAG_VALUES && tag.iter().all(|v| v.len() <= MAX_TAG_VALUE)
            });
        match (shaped, bounded) {
            (true, true) => Ok(self),
            (false, _) => Err(FrameError::Malformed),
            (true, false) => Err(FrameError::TooLong),
        }
    }
}

/// `value` as compact JSON: what serde_json writes for strings is what
/// NIP-01 prescribes (`"`, `\\`, and control characters escaped, `\n`,
/// `\r`, `\t`, `\b`, `\f` by their short escapes, others as `\u00xx`;
/// every other character as it is).
fn json(value: &impl Serialize) -> String {
    match serde_json::to_string(value) {
        Ok(text) => text,
        // Strings, numbers and arrays of them always serialize.
        Err(_) => unreachable!(/* unwritable JSON */),
    }
}

/// The NIP-01 id: the SHA-256 of `[0,pubkey,created_at,kind,tags,content]`
/// serialized with no spaces (JSON's escapes, which NIP-01 prescribes).
pub fn event_id(
    pubkey: &str,
    created_at: u64,
    kind: u16,
    tags: &[Vec<String>],
    content: &str,
) -> [u8; 32] {
    let serialized = json(&(0, pubkey, created_at, kind, tags, content));
    Sha256::digest(serialized.as_bytes()).into()
}

/// `["EVENT", event]`: publishes an event.
pub fn event_frame(event: &Event) -> String {
    json(&("EVENT", event))
}

/// A subscription's filter: events of `kinds` tagged `t` with one of
/// `topics`, from `since` on, at most `limit` stored ones.
#[derive(Serialize)]
struct Filter<'a> {
    #[serde(rename = "#t")]
    topics: [&'a str; 1],
    kinds: [u16; 1],
    since: u64,
    limit: u8,
}

/// `["REQ", sub, filter]`: events of `kind` tagged `t` with `topic`, from
/// `since` (seconds since 1970) on, live ones only (`limit` 0: a relay that
/// keeps ephemeral events must not hand a new page the old ones, which
/// would only spend its frame budget; every page subscribes before it
/// publishes, so nothing it needs came earlier).
pub fn req_frame(sub: &str, kind: u16, topic: &str, since: u64) -> String {
    let filter = Filter {
        topics: [topic],
        kinds: [kind],
        since,
        limit: 0,
    };
    json(&("REQ", sub, filter))
}

/// `["CLOSE", sub]`: ends a subscription.
pub fn close_frame(sub: &str) -> String {
    json(&("CLOSE", sub))
}

/// A frame read from a relay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Incoming {
    /// `["EVENT", sub, event]`: an event for one of our subscriptions.
    Event { sub: String, event: Event },
    /// `["OK", id, accepted, message]`: the fate of an event we published.
    Ok {
        id: String,
        accepted: bool,
        message: String,
    },
    /// `["EOSE", sub]`: the stored events are all sent; live ones follow.
    Eose { sub: String },
    /// `["NOTICE", message]`: a message from the relay to a person.
    Notice { message: String },
    /// `["CLOSED", sub, message]`: the relay ended a subscription.
    Closed { sub: String, message: String },
}

/// Why a frame was not read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FrameError {
    /// Longer than [`MAX_FRAME`], or an event over its bounds.
    TooLong,
    /// Not JSON, or not the shape of a frame we know.
    Malformed,
    /// A well-formed frame of a type we do not read (such as `AUTH`).
    Unknown,
}

/// Reads one frame from a relay's untrusted text.
pub fn read_frame(text: &str) -> Result<Incoming, FrameError> {
    read_frame_within(text, MAX_CONTENT)
}

/// [`read_frame`] for a subscription whose events may carry more: their
/// content at most `max_content` bytes (a batch of the match for watchers,
/// `watch::batch::MAX_BATCH_TEXT`; the frame still at most [`MAX_FRAME`]).
pub fn read_frame_within(text: &str, max_content: usize) -> Result<Incoming, FrameError> {
    if text.len() > MAX_FRAME {
        return Err(FrameError::TooLong);
    }
    match serde_json::from_str(text) {
        Ok(Frame(Some(Incoming::Event { sub, event }))) => Ok(Incoming::Event {
            sub,
            event: event.checked(max_content)?,
        }),
        Ok(Frame(Some(frame))) => Ok(frame),
        Ok(Frame(None)) => Err(FrameError::Unknown),
        Err(_) => Err(FrameError::Malformed),
    }
}

/// A frame as JSON reads it: `None` for a well-formed frame of a type we
/// do not read. Its members are read in the shape its type has (a string
/// where a string is due, nothing after the last), or it is refused.
struct Frame(Option<Incoming>);

impl<'de> Deserialize<'de> for Frame {
    fn deserialize<D: Deserializer<'de>>(json: D) -> Result<Frame, D::Error> {
        json.deserialize_seq(FrameMembers)
    }
}

struct FrameMembers;

impl<'de> Visitor<'de> for FrameMembers {
    type Value = Frame;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a relay's frame")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut members: A) -> Result<Frame, A::Error> {
        let label: String = member(&mut members)?;
        let frame = match label.as_str() {
            "EVENT" => Some(Incoming::Event {
                sub: text(&mut members)?,
                event: member(&mut members)?,
            }),
            "OK" => Some(Incoming::Ok {
                id: text(&mut members)?,
                accepted: member(&mut members)?,
                message: text(&mut members)?,
            }),
            "EOSE" => Some(Incoming::Eose {
                sub: text(&mut members)?,
            }),
            "NOTICE" => Some(Incoming::Notice {
                message: text(&mut members)?,
            }),
            "CLOSED" => Some(Incoming::Closed {
                sub: text(&mut members)?,
                message: text(&mut members)?,
            }),
            // Read to its end, so that it is JSON.
            _ => {
                while members.next_element::<IgnoredAny>()?.is_some() {}
                None
            }
        };
        match members.next_element::<IgnoredAny>()? {
            Some(_) => Err(de::Error::custom("a member too many")),
            None => Ok(Frame(frame)),
        }
    }
}

/// The next member of a frame, which must be there.
fn member<'de, T: Deserialize<'de>, A: SeqAccess<'de>>(members: &mut A) -> Result<T, A::Error> {
    members
        .next_element()?
        .ok_or_else(|| de::Error::custom("a member missing"))
}

/// The next member of a frame, a relay's text, cut to [`MAX_TEXT`].
fn text<'de, A: SeqAccess<'de>>(members: &mut A) -> Result<String, A::Error> {
    member::<String, A>(members).map(|text| bounded(&text))
}

/// How many frames a page reads from one relay in a burst, and how many a
/// second after that: a join needs a handful, so a relay (or a stranger
/// flooding the topic) costs the page at most this much work.
pub const FRAME_BURST: u32 = 32;
pub const FRAMES_PER_SECOND: u32 = 8;

/// The rate bound on frames read from one relay: a token bucket. Frames
/// over it are dropped unread.
#[derive(Clone, Debug)]
pub struct FrameBudget {
    tokens: u32,
    last: Millis,
}

impl FrameBudget {
    /// A full budget at `now`.
    pub fn new(now: Millis) -> FrameBudget {
        FrameBudget {
            tokens: FRAME_BURST,
            last: now,
        }
    }

    /// Whether a frame arriving at `now` may be read (and counts it).
    pub fn admit(&mut self, now: Millis) -> bool {
        let per_token = 1000 / u64::from(FRAMES_PER_SECOND);
        let earned = now.since(self.last) / per_token;
        if earned > 0 {
            let earned = u32::try_from(earned).unwrap_or(u32::MAX);
            self.tokens = self.tokens.saturating_add(earned).min(FRAME_BURST);
            self.last += u64::from(earned.min(FRAME_BURST)) * per_token;
            if self.tokens == FRAME_BURST {
                self.last = now;
            }
        }
        if self.tokens == 0 {
            return false;
        }
        self.tokens -= 1;
        true
    }
}

/// A relay's text cut to [`MAX_TEXT`] bytes, on a character boundary.
fn bounded(text: &str) -> String {
    let mut end = text.len().min(MAX_TEXT);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    text[..end].to_string()
}
