//! What a page decides about each Nostr relay, as plain logic: what it
//! subscribes to, which frames it reads and which it drops, which events
//! it acts on, and whether a relay whose socket closed is connected again
//! or given up. Frames and the page's clock ([`Millis`]; the wall clock,
//! [`WallMs`], only for a subscription's `since`) come in; frames to send,
//! events to open and what to do after a close go out. The browser's
//! relay client (`ui::online::transport::nostr_client`) only carries them between
//! this and its WebSockets.
//!
//! The rules, each with the reason it is there:
//!
//! - **Subscribe first.** The subscription ([`Subscription::request`]) is
//!   the first frame on every socket; what the page published before the
//!   socket opened (or while it closes) waits and follows it on the
//!   next socket to open ([`Relay::publish`],
//!   [`Relay::opened`]).
//! - **Live events only.** The subscription asks for live events (`limit`
//!   0, see [`req_frame`]), and the page subscribes before it publishes,
//!   so nothing it waits for was stored. A relay that keeps ephemeral
//!   events and ignores `limit` 0 sends a new page the topic's old traffic
//!   anyway: events before the relay's EOSE are never acted on, and are
//!   read (at most [`MAX_STORED`] of them) outside the live budget, so old
//!   traffic cannot starve the live frames (the eighth reload in a row
//!   once found its host's offer dropped over budget); past that cap
//!   only the EOSE itself is still read. A relay that never says EOSE is
//!   live [`EOSE_WAIT_MS`] after its socket opened.
//! - **A bounded reader.** Live frames are read under a [`FrameBudget`];
//!   a frame over it, or longer than [`MAX_FRAME`], is dropped unread and
//!   the relay kept: anyone holding the topic can publish to it, and
//!   dropping the relay would let a stranger cut a host off its relays.
//! - **Ours only.** An event is acted on only if it is of our
//!   subscription, kind and topic, from another key than the page's own
//!   ([`Subscription::sender_of`]); its envelope then decides the rest.
//! - **Retry once.** A relay whose socket errors or closes is tried once
//!   more at once, then given up ([`AfterClose`]); but one that served for
//!   [`SERVED_MS`] and then closed (relays drop idle connections, some
//!   after a minute: a host waiting for its guests must not go deaf) is
//!   connected again afresh.
//! - **Let go of a relay that refuses or stays silent.** While another
//!   relay carries the room, a relay that says nothing for [`SILENT_MS`],
//!   or answers `OK false` or `CLOSED` (rate-limited, proof of work,
//!   auth, blocked; not `duplicate:` or `mute:`, which say nothing
//!   against it), is dropped for the room ([`Roll::to_drop`]): its socket
//!   closed, nothing more published to it, so a page stops sending a
//!   relay what it will refuse. With none connected, all are kept.
//! - **Say how it goes.** What each relay did so far ([`Heard`]: it
//!   answered, it refused with its `OK false` or `CLOSED` reason) and
//!   which were given up make a [`Roll`]: each relay's [`Health`] for the
//!   host's *How to connect*, and one [`JoinNotice`] for what both pages
//!   tell their person (wait, or send the code by hand).

use super::nostr::{
    close_frame, read_frame, req_frame, Event, FrameBudget, Incoming, EVENT_KIND, MAX_FRAME,
};
use super::signal::PublicKey;
use crate::clock::{Millis, WallMs};

/// The subscription's id.
pub const SUB: &str = "fox-xo";
/// How far back the subscription reaches, in seconds (clocks differ).
pub const SINCE_S: u64 = 60;
/// Stored events read from one relay before its EOSE, at most.
pub const MAX_STORED: u32 = 256;
/// How long after its socket opened a relay's frames count as live even
/// with no EOSE, in ms.
pub const EOSE_WAIT_MS: u64 = 3_000;
/// How long a relay's socket must have served for its close to be taken
/// as an idle timeout (connected again afresh) rather than a failure, in ms.
pub const SERVED_MS: u64 = 10_000;

/// A relay that has not answered within this many ms of the page's start
/// is silent.
pub const SILENT_MS: u64 = 5_000;
/// With no relay answering after this many ms, the join is slow.
pub const SLOW_MS: u64 = 3_000;

/// The page's one subscription on every relay: the invitation's topic,
/// read by the page whose public key is `me`.
#[derive(Clone, Debug)]
pub struct Subscription {
    kind: u16,
    topic: String,
    me: PublicKey,
    /// How far back it reaches, in seconds.
    reach_s: u64,
}

impl Subscription {
    pub fn new(topic: &str, me: PublicKey) -> Subscription {
        Subscription {
            kind: EVENT_KIND,
            topic: topic.to_string(),
            me,
            reach_s: SINCE_S,
        }
    }

    /// A subscription to the seeks of `online::seek` (their `kind` and
    /// `topic`), from the moment it is made: a relay that keeps ephemeral
    /// events would otherwise send a new page the last minute's seeks (a
    /// flood's too) before its EOSE, and an offer that came meanwhile
    /// would not be live yet, and be lost.
    pub fn seeking(kind: u16, topic: &str, me: PublicKey) -> Subscription {
        Subscription {
            reach_s: 0,
            ..Subscription::new(topic, me)
        }
        .of_kind(kind)
    }

    fn of_kind(self, kind: u16) -> Subscription {
        Subscription { kind, ..self }
    }

    /// The same subscription, read by the page whose key is `me`.
    pub fn read_by(self, me: PublicKey) -> Subscription {
        Subscription { me, ..self }
    }

    /// `["REQ", …]`: our kind's live events on the topic, from [`SINCE_S`]
    /// before `now` (the wall clock: relays date events so) on.
    pub fn request(&self, now: WallMs) -> String {
        let since = now.unix_s().saturating_sub(self.reach_s);
        req_frame(SUB, self.kind, &self.topic, since)
    }

    /// `["CLOSE", …]`: ends the subscription.
    pub fn close() -> String {
        close_frame(SUB)
    }

    /// The sender of `event`, which came on subscription `sub`, if the page
    /// reads it: our subscription, our kind, tagged with our topic, and
    /// signed by another key than the page's own.
    pub fn sender_of(&self, sub: &str, event: &Event) -> Option<PublicKey> {
        let sender = event.sender()?;
        (sub == SUB
            && event.kind == self.kind
            && event.tag("t") == Some(self.topic.as_str())
            && sender != self.me)
            .then_some(sender)
    }
}

/// What to do after a relay's socket errored or closed. Every try is made
/// at once (the relays are few and a join is short).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AfterClose {
    /// It served for [`SERVED_MS`] and then closed (an idle timeout):
    /// connect again afresh.
    Reconnect,
    /// It failed before serving a while, on its first try: try once more.
    Retry,
    /// It failed on its second try: skip it (the page hears that a relay
    /// failed).
    GiveUp,
}

/// One relay, as the page reads it: its socket's state (connecting, open,
/// live), the frames waiting for it to open, and its budget.
#[derive(Clone, Debug)]
pub struct Relay {
    budget: FrameBudget,
    /// Frames waiting for the socket to open.
    queue: Vec<String>,
    /// This socket is the relay's second try.
    retried: bool,
    /// When the socket opened, once it has.
    opened_at: Option<Millis>,
    /// The relay said it sent what it had stored (EOSE), or waited long
    /// enough: its frames are live, under the budget.
    live: bool,
    /// Frames read before that (stored events), at most [`MAX_STORED`].
    stored: u32,
    /// What the relay did so far (kept across its retries).
    heard: Heard,
    /// Events of ours it took (`OK true`), so far.
    accepted: u32,
}

/// What a relay did so far, as its frames said.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Heard {
    /// It sent a frame of ours we could read (EOSE, an event, `OK`).
    pub answered: bool,
    /// It refused (`OK false`, or `CLOSED` on our subscription): its reason.
    pub refused: Option<String>,
}

impl Relay {
    /// A relay whose socket starts opening at `now`, on its first try.
    pub fn new(now: Millis) -> Relay {
        Relay {
            budget: FrameBudget::new(now),
            queue: Vec::new(),
            retried: false,
            opened_at: None,
            live: false,
            stored: 0,
            heard: Heard::default(),
            accepted: 0,
        }
    }

    /// What the relay did so far.
    pub fn heard(&self) -> &Heard {
        &self.heard
    }

    /// How many events of ours the relay took so far (`OK true`): the
    /// moment one it had not is when it has read what we published, which
    /// a relay busy sending a new subscription what it kept may do
    /// seconds after we sent it.
    pub fn accepted(&self) -> u32 {
        self.accepted
    }

    /// A frame to publish: returned to be sent now if the socket is open
    /// (`socket_open`, as the socket says: it may be closing before the
    /// page hears of it), kept until a socket of this relay opens
    /// otherwise.
    pub fn publish(&mut self, frame: String, socket_open: bool) -> Option<String> {
        if socket_open {
            return Some(frame);
        }
        self.queue.push(frame);
        None
    }

    /// The socket opened at `now` (`wall` on the wall clock): the frames
    /// to send, the subscription first, then what waited.
    pub fn opened(
        &mut self,
        now: Millis,
        wall: WallMs,
        subscription: &Subscription,
    ) -> Vec<String> {
        self.opened_at = Some(now);
        let mut frames = vec![subscription.request(wall)];
        frames.append(&mut self.queue);
        frames
    }

    /// Whether frames are read as live (under the budget) now.
    pub fn live(&self) -> bool {
        self.live
    }

    /// A frame from the relay at `now`: the event to open and its
    /// sender, if it is a live event for us; `None` for anything else
    /// (dropped unread if over the budget, too long, or one stored frame
    /// too many).
    pub fn read(
        &mut self,
        now: Millis,
        text: &str,
        subscription: &Subscription,
    ) -> Option<(PublicKey, Event)> {
        // A relay that never says EOSE is taken as live after a while.
        if self.opened_at.is_some_and(|o| now.since(o) >= EOSE_WAIT_MS) {
            self.live = true;
        }
        let admitted = if self.live {
            self.budget.admit(now)
        } else {
            self.stored += 1;
            self.stored <= MAX_STORED
        };
        if !admitted && !self.live && is_eose(text) {
            // Past the stored cap the relay's EOSE is still read (a frame
            // of a few bytes, known by its first bytes): else the page
            // would wait EOSE_WAIT_MS to hear anything live.
            self.live = true;
            self.heard.answered = true;
            return None;
        }
        if !admitted || text.len() > MAX_FRAME {
            return None;
        }
        let frame = read_frame(text);
        match &frame {
            Ok(Incoming::Ok {
                accepted: false,
                message,
                ..
            }) if !not_a_refusal(message) => self.heard.refused = Some(message.clone()),
            Ok(Incoming::Closed { sub, message }) if sub == SUB => {
                self.heard.refused = Some(message.clone())
            }
            Ok(Incoming::Ok { accepted: true, .. }) => {
                self.heard.answered = true;
                self.accepted += 1;
            }
            Ok(_) => self.heard.answered = true,
            Err(_) => {}
        }
        match frame {
            Ok(Incoming::Event { sub, event }) if self.live => {
                let sender = subscription.sender_of(&sub, &event)?;
                Some((sender, event))
            }
            Ok(Incoming::Eose { sub }) if sub == SUB => {
                self.live = true;
                None
            }
            _ => None,
        }
    }

    /// The socket errored or closed at `now`: what next. On a retry or
    /// a reconnect this is the relay's state for its new socket (what
    /// waited to be sent still waits; nothing else is kept).
    pub fn closed(&mut self, now: Millis) -> AfterClose {
        let served = self.opened_at.is_some_and(|at| now.since(at) >= SERVED_MS);
        let next = if served {
            AfterClose::Reconnect
        } else if self.retried {
            return AfterClose::GiveUp;
        } else {
            AfterClose::Retry
        };
        self.budget = FrameBudget::new(now);
        self.retried = !served;
        self.opened_at = None;
        self.live = false;
        self.stored = 0;
        next
    }
}

/// Whether an `OK false` says nothing against the relay: `duplicate:` (it
/// has the event already) and `mute:` (an ephemeral event nobody was
/// subscribed to: some relays say so of a host's message sent while its
/// guest was away). Both relays work; NIP-01's other prefixes
/// (`rate-limited:`, `pow:`, `auth-required:`, `blocked:`,
/// `restricted:`, `invalid:`, `error:`) refuse.
fn not_a_refusal(message: &str) -> bool {
    message.starts_with("duplicate:") || message.starts_with("mute:")
}

/// Whether `text` is our subscription's EOSE, read without parsing JSON
/// (the one frame read past the stored cap).
fn is_eose(text: &str) -> bool {
    text.len() <= 64
        && text
            .strip_prefix("[\"EOSE\",")
            .and_then(|rest| rest.strip_suffix(']'))
            .and_then(|sub| sub.trim().strip_prefix('"')?.strip_suffix('"'))
            == Some(SUB)
}

/// How a relay does, as the host's *How to connect* lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Health {
    /// Its socket is opening, or open with no answer yet.
    Connecting,
    /// It answered: messages go through it.
    Connected,
    /// It refused our subscription or our message, with its reason.
    Refused(String),
    /// Its socket failed twice: given up.
    Closed,
    /// No answer within [`SILENT_MS`].
    Silent,
}

impl Health {
    /// Whether the relay is no use for this page.
    pub fn failed(&self) -> bool {
        matches!(self, Health::Refused(_) | Health::Closed | Health::Silent)
    }
}

/// What the page tells its person about the join through the relays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JoinNotice {
    /// No relays (Same Wi-Fi only, an empty list, an old link): answers
    /// are sent back by hand.
    ByHand,
    /// A relay answered (or all are still within [`SLOW_MS`]): answers
    /// come back by themselves.
    Working,
    /// None answered after [`SLOW_MS`], not all failed: wait, or send the
    /// code by hand.
    Slow,
    /// Every relay refused, closed or stayed silent: send the code by hand.
    Failed,
}

/// Every relay of a page, since the page started with them.
#[derive(Clone, Debug)]
pub struct Roll {
    since: Millis,
    relays: Vec<Standing>,
}

/// What the roll keeps of one relay.
#[derive(Clone, Debug, Default)]
struct Standing {
    heard: Heard,
    /// Its socket failed twice ([`AfterClose::GiveUp`]).
    gone: bool,
    /// It refused or stayed silent, and the page let it go
    /// ([`Roll::to_drop`]).
    dropped: bool,
}

impl Roll {
    /// `count` relays, starting at `now`.
    pub fn new(count: usize, now: Millis) -> Roll {
        Roll {
            since: now,
            relays: vec![Standing::default(); count],
        }
    }

    /// Relay `at` did `heard` so far; whether its health changed.
    pub fn note(&mut self, at: usize, heard: &Heard) -> bool {
        match self.relays.get_mut(at) {
            Some(relay) if relay.heard != *heard => {
                relay.heard = heard.clone();
                true
            }
            _ => false,
        }
    }

    /// Relay `at` was given up ([`AfterClose::GiveUp`]).
    pub fn gave_up(&mut self, at: usize) {
        if let Some(relay) = self.relays.get_mut(at) {
            relay.gone = true;
        }
    }

    /// The relays to let go of at `now`, each once, while another relay
    /// of the room is connected: those silent since the page started
    /// ([`SILENT_MS`]), and those that refused (`OK false` or `CLOSED`,
    /// whatever they did before: a relay that rate-limits, asks for proof
    /// of work or payment, or blocks the page would refuse its next
    /// message too). With no relay connected, none is let go of: a slow
    /// relay (a phone on a poor network, a busy machine) may yet answer,
    /// a rate limit passes, and a page with no relay left could never
    /// hear its guest again (the stranger who floods the relay from the
    /// page's own network would have cut it off). The page closes
    /// their sockets and publishes nothing more to them; their health stays
    /// as it was, with its reason, for *How to connect*. (A relay whose
    /// socket failed twice is already gone.) Only the relay itself sends
    /// `OK` and `CLOSED`: a stranger publishing to the topic cannot make a
    /// page refuse a relay.
    pub fn to_drop(&mut self, now: Millis) -> Vec<usize> {
        let health = self.health(now);
        let carried = health.contains(&Health::Connected);
        let mut drop = Vec::new();
        for (at, (relay, health)) in self.relays.iter_mut().zip(health).enumerate() {
            let failed = matches!(health, Health::Silent | Health::Refused(_)) && carried;
            if failed && !relay.gone && !relay.dropped {
                relay.dropped = true;
                drop.push(at);
            }
        }
        drop
    }

    /// Each relay's health at `now`, in the page's order.
    pub fn health(&self, now: Millis) -> Vec<Health> {
        let silent = now.since(self.since) >= SILENT_MS;
        self.relays
            .iter()
            .map(|relay| match (&relay.heard.refused, relay.gone) {
                (Some(why), _) => Health::Refused(why.clone()),
                (None, true) => Health::Closed,
                (None, false) if relay.heard.answered => Health::Connected,
                _ if silent => Health::Silent,
                _ => Health::Connecting,
            })
            .collect()
    }

    /// What to tell the person at `now`.
    pub fn notice(&self, now: Millis) -> JoinNotice {
        let health = self.health(now);
        if health.is_empty() {
            JoinNotice::ByHand
        } else if health.contains(&Health::Connected) {
            JoinNotice::Working
        } else if health.iter().all(Health::failed) {
            JoinNotice::Failed
        } else if now.since(self.since) >= SLOW_MS {
            JoinNotice::Slow
        } else {
            JoinNotice::Working
        }
    }
}
