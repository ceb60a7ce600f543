//! The join through Nostr relays as plain logic: the messages a guest and
//! its host seal ([`Signal`]: answer, acknowledgement, knock, offer), the
//! host's reply to each ([`HostSignal`], bounded per sender and overall),
//! and the guest's progress until its answer is taken or it falls back to
//! the code copied by hand ([`GuestSignal`]).
//!
//! # The protocol
//!
//! The host's page draws one [`LinkSecret`](super::envelope::LinkSecret)
//! per tab; every invitation link carries it (`key=`) and the relays
//! (`nostr=`, see [`invitation`](super::invitation)). The host subscribes on its relays
//! before it shows a link, and only ever publishes in reply to a guest:
//!
//! - an **Answer** to the invitation shown (or one offered to a guest) is
//!   taken as a pasted answer, and acknowledged (**Acknowledgement**, the
//!   answer's session);
//! - an Answer to any other invitation (taken by someone else, or from
//!   before a reload) and a **Knock** get an **Offer**: the invitation
//!   shown, addressed to that guest's key; the host then makes a new
//!   invitation at once, so each offer goes to one guest.
//!
//! The guest answers its link's offer, subscribes, publishes its Answer,
//! and waits: an Acknowledgement of its session means done, an Offer to
//! its key is answered in turn. If every relay failed or nothing came
//! within [`RELAY_WAIT_MS`] (of publishing, or of the first relay's `OK`
//! for the answer: [`RELAY_OK_WAIT_MS`]), it shows its code to copy, as
//! without relays.
//!
//! A guest who loses its host mid-game joins again the same way
//! ([`GuestSignal::rejoin`]): it answers its link's offer again (stale by
//! now, so the host replies with an offer), every [`RELAY_WAIT_MS`], until
//! a channel opens or [`RECONNECT_MS`] pass.
//!
//! Payloads: Answer, the answer code's text; Acknowledgement, the session
//! (u32 little-endian); Knock, nothing; Offer, the recipient's public key
//! (32 bytes) then the offer code's text.

use super::code::{Code, Kind as CodeKind, MAX_CODE_CHARS};
use super::envelope::Kind;
use crate::clock::Millis;

/// A page's throwaway public key (BIP-340, x only).
pub type PublicKey = [u8; 32];

/// How long a guest waits for its host through the relays before it shows
/// its code to copy, in ms: from publishing its answer, or from the first
/// relay's `OK` for it if that comes within [`RELAY_OK_WAIT_MS`].
pub const RELAY_WAIT_MS: u64 = 4_000;
/// How long after publishing its answer a relay's `OK` still starts the
/// guest's wait afresh, in ms. A relay that keeps events first sends a new
/// subscription all it kept of the topic (after a flood, hundreds) and only
/// then reads the answer: the host cannot have it before. So a guest waits
/// at most this plus [`RELAY_WAIT_MS`].
pub const RELAY_OK_WAIT_MS: u64 = 8_000;
/// How long a guest who lost its host mid-game tries to join again, in ms.
pub const RECONNECT_MS: u64 = 35_000;
/// The window over which the host bounds its work, in ms.
pub const WINDOW_MS: u64 = 10_000;
/// Messages handled per sender, and overall, within [`WINDOW_MS`].
pub const PER_SENDER: usize = 10;
pub const OVERALL: usize = 30;
/// Guests waiting for an invitation while one is being made, at most.
const MAX_WAITING: usize = 8;
/// Offers a guest answers in one join, at most (a host that keeps
/// offering is not followed for ever).
const MAX_REOFFERS: u32 = 4;

/// One message of the join, as sealed in an envelope.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Signal {
    /// The guest's answer code.
    Answer(String),
    /// The host took the answer to this session.
    Ack(u32),
    /// A guest asks for an invitation of its own.
    Knock,
    /// An invitation (the offer code) for the guest with key `to`.
    Offer { to: PublicKey, code: String },
}

impl Signal {
    /// The envelope kind it travels as.
    pub fn kind(&self) -> Kind {
        match self {
            Signal::Answer(_) => Kind::Answer,
            Signal::Ack(_) => Kind::Acknowledgement,
            Signal::Knock => Kind::Knock,
            Signal::Offer { .. } => Kind::Offer,
        }
    }

    /// The payload to seal.
    pub fn payload(&self) -> Vec<u8> {
        match self {
            Signal::Answer(code) => code.as_bytes().to_vec(),
            Signal::Ack(session) => session.to_le_bytes().to_vec(),
            Signal::Knock => Vec::new(),
            Signal::Offer { to, code } => [&to[..], code.as_bytes()].concat(),
        }
    }

    /// A message from an opened envelope; `None` unless its payload has
    /// the kind's shape (a code is printable ASCII, at most
    /// [`MAX_CODE_CHARS`]).
    pub fn read(kind: Kind, payload: &[u8]) -> Option<Signal> {
        let code = |bytes: &[u8]| {
            (!bytes.is_empty()
                && bytes.len() <= MAX_CODE_CHARS
                && bytes.iter().all(u8::is_ascii_graphic))
            .then(|| String::from_utf8_lossy(bytes).into_owned())
        };
        match kind {
            Kind::Answer => code(payload).map(Signal::Answer),
            Kind::Acknowledgement => {
                Some(Signal::Ack(u32::from_le_bytes(payload.try_into().ok()?)))
            }
            Kind::Knock => payload.is_empty().then_some(Signal::Knock),
            Kind::Offer => {
                let (to, rest) = payload.split_at_checked(32)?;
                Some(Signal::Offer {
                    to: to.try_into().ok()?,
                    code: code(rest)?,
                })
            }
        }
    }
}

/// What the host's page does with a guest's message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HostAction {
    /// Take `answer` exactly as a pasted one; if taken, publish
    /// `Ack(session)`.
    Take { answer: String, session: u32 },
    /// Publish the invitation shown as an `Offer` to `to`, then make a new
    /// invitation.
    Offer { to: PublicKey },
    /// Nothing (over the bounds, not for the host, or no invitation shown
    /// yet: the guest then waits in [`HostSignal::next_waiting`]).
    Nothing,
}

/// The host's side of the join: who asked, how often, and who waits for
/// an invitation.
#[derive(Debug, Default)]
pub struct HostSignal {
    handled: Vec<(PublicKey, Millis)>,
    waiting: Vec<PublicKey>,
}

impl HostSignal {
    pub fn new() -> HostSignal {
        HostSignal::default()
    }

    /// A message opened from `sender` at `now`. `open` are the sessions
    /// whose connection waits for an answer (the invitation shown and those
    /// offered); `shown`, the invitation shown, if any.
    pub fn on_signal(
        &mut self,
        sender: PublicKey,
        signal: Signal,
        open: &[u32],
        shown: Option<u32>,
        now: Millis,
    ) -> HostAction {
        if !self.admit(sender, now) {
            return HostAction::Nothing;
        }
        match signal {
            Signal::Answer(answer) => {
                let Ok(code) = Code::from_text(&answer, CodeKind::Answer) else {
                    return HostAction::Nothing;
                };
                if open.contains(&code.session) {
                    return HostAction::Take {
                        answer,
                        session: code.session,
                    };
                }
                self.offer(sender, shown)
            }
            Signal::Knock => self.offer(sender, shown),
            Signal::Ack(_) | Signal::Offer { .. } => HostAction::Nothing,
        }
    }

    /// The next guest waiting for an invitation, once one is shown.
    pub fn next_waiting(&mut self) -> Option<PublicKey> {
        (!self.waiting.is_empty()).then(|| self.waiting.remove(0))
    }

    fn offer(&mut self, to: PublicKey, shown: Option<u32>) -> HostAction {
        if shown.is_some() {
            self.waiting.retain(|w| *w != to);
            return HostAction::Offer { to };
        }
        if !self.waiting.contains(&to) && self.waiting.len() < MAX_WAITING {
            self.waiting.push(to);
        }
        HostAction::Nothing
    }

    /// Counts a message against the bounds; `false` if over them.
    fn admit(&mut self, sender: PublicKey, now: Millis) -> bool {
        self.handled.retain(|&(_, at)| at + WINDOW_MS > now);
        let mine = self.handled.iter().filter(|(s, _)| *s == sender).count();
        if mine >= PER_SENDER || self.handled.len() >= OVERALL {
            return false;
        }
        self.handled.push((sender, now));
        true
    }
}

/// Where a guest's join stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Waiting for the host through the relays.
    Joining,
    /// The host took the answer (or the channel opened).
    Done,
    /// The code is shown to copy by hand.
    Manual,
}

/// What the guest's page does next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GuestAction {
    Nothing,
    /// Drop the old connection, answer this offer code, publish the answer.
    Answer(String),
    /// Show the code to copy (once); when rejoining, give up.
    Fallback,
    /// Rejoining: answer the link's offer again and publish the answer.
    Retry,
}

/// The guest's side of the join.
#[derive(Debug)]
pub struct GuestSignal {
    me: PublicKey,
    phase: Phase,
    session: Option<u32>,
    since: Millis,
    /// When the answer was published, until a relay took it.
    published: Option<Millis>,
    relays: usize,
    reoffers: u32,
    /// Rejoining after the host was lost: until when.
    rejoin_until: Option<Millis>,
}

impl GuestSignal {
    /// A join at `now` by the page with key `me`, through `relays`
    /// relays (none: the code to copy at once).
    pub fn new(me: PublicKey, relays: usize, now: Millis) -> GuestSignal {
        GuestSignal {
            me,
            phase: if relays == 0 {
                Phase::Manual
            } else {
                Phase::Joining
            },
            session: None,
            since: now,
            published: None,
            relays,
            reoffers: 0,
            rejoin_until: None,
        }
    }

    /// A join again at `now`, after the host was lost mid-game: done
    /// only when a channel opens, retried every [`RELAY_WAIT_MS`], given up
    /// after [`RECONNECT_MS`].
    pub fn rejoin(me: PublicKey, relays: usize, now: Millis) -> GuestSignal {
        GuestSignal {
            rejoin_until: Some(now + RECONNECT_MS),
            ..GuestSignal::new(me, relays, now)
        }
    }

    /// Whether this is a join again after the host was lost.
    pub fn rejoining(&self) -> bool {
        self.rejoin_until.is_some()
    }

    /// A join again still under way: the ms it has left at `now`.
    pub fn rejoin_left(&self, now: Millis) -> Option<u64> {
        let until = self.rejoin_until.filter(|_| self.phase == Phase::Joining)?;
        Some(until.since(now))
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The answer to `session` was published at `now`: the wait starts.
    pub fn answered(&mut self, session: u32, now: Millis) {
        self.session = Some(session);
        self.since = now;
        self.published = Some(now);
    }

    /// A relay took an event of ours (`OK true`) at `now`: the first
    /// such after the answer was published, within [`RELAY_OK_WAIT_MS`],
    /// starts the wait afresh (the host can have the answer only now).
    pub fn accepted(&mut self, now: Millis) {
        if self.phase != Phase::Joining {
            return;
        }
        if let Some(published) = self.published.take() {
            if now.since(published) <= RELAY_OK_WAIT_MS {
                self.since = self.since.max(now);
            }
        }
    }

    /// A message opened from the relays at `now`.
    pub fn on_signal(&mut self, signal: Signal, now: Millis) -> GuestAction {
        if self.phase != Phase::Joining {
            return GuestAction::Nothing;
        }
        match signal {
            // Rejoining is done when the channel opens.
            Signal::Ack(session) if Some(session) == self.session && !self.rejoining() => {
                self.phase = Phase::Done;
                GuestAction::Nothing
            }
            Signal::Offer { to, code } if to == self.me && self.reoffers < MAX_REOFFERS => {
                self.reoffers += 1;
                self.session = None;
                self.since = now;
                GuestAction::Answer(code)
            }
            _ => GuestAction::Nothing,
        }
    }

    /// The channel to the host opened: done, whatever the relays said.
    pub fn opened(&mut self) {
        self.phase = Phase::Done;
    }

    /// A relay failed (an error, or closed): with none left, fall back.
    pub fn relay_failed(&mut self) -> GuestAction {
        self.relays = self.relays.saturating_sub(1);
        if self.relays == 0 {
            return self.fall_back();
        }
        GuestAction::Nothing
    }

    /// The clock: nothing came within [`RELAY_WAIT_MS`] of the answer (or
    /// of the start, while the answer is made), fall back.
    pub fn tick(&mut self, now: Millis) -> GuestAction {
        let waited = now.since(self.since) >= RELAY_WAIT_MS;
        match self.rejoin_until {
            Some(until) if now >= until => self.fall_back(),
            Some(_) if waited && self.phase == Phase::Joining => {
                self.since = now;
                self.reoffers = 0;
                GuestAction::Retry
            }
            None if waited => self.fall_back(),
            _ => GuestAction::Nothing,
        }
    }

    fn fall_back(&mut self) -> GuestAction {
        if self.phase != Phase::Joining {
            return GuestAction::Nothing;
        }
        self.phase = Phase::Manual;
        GuestAction::Fallback
    }
}
