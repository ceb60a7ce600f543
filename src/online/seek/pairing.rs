//! A seeking page's state: the seeks it keeps, who is taken, its own
//! seek's schedule, and the pairing, decided alike on every page.
//!
//! The rules, each with its reason:
//!
//! - **Alike on both pages.** The live seeks, the page's own among them,
//!   ordered by `since` then by key, pair first with second, third with
//!   fourth; the older of a pair hosts ([`Seeker::tick`] gives
//!   [`Step::Offer`]), the younger waits for its offer. Two pages that see
//!   the same seeks choose each other.
//! - **One seek pairs once.** A host offers once to a page (it is taken
//!   from then on); a page takes one offer ([`Seeker::accepted`]). If the
//!   guest does not join within [`OFFER_WAIT_MS`] the host seeks again,
//!   without it. Two pages that offered to each other (their views
//!   differed): the smaller key hosts, the other takes the offer.
//! - **Taken is taken.** An offer between two other pages marks both
//!   taken, until a newer seek of theirs says they seek again.
//! - **A host that never heard its guest is told.** A relay forwards a
//!   page only the events that arrive after it subscribed, so the page
//!   ranked as the host may never have heard its guest's seek (sent before
//!   it subscribed: two pages that began in the same second, ranked by
//!   key, or clocks that differ). A page that ranks another as its host
//!   and has no offer from it within [`ANSWER_MS`] publishes its seek
//!   again, at most once a [`REFRESH_MS`]. Without this the two waited for
//!   each other until the next refresh, 20 s later.
//! - **A schedule within the relays' limits.** The page's seek goes out
//!   at once, then every [`REFRESH_MS`], and at most one answer as above
//!   in each [`REFRESH_MS`]; never once paired or offering.
//! - **Bounded work.** Seeks are read cheapest check first
//!   ([`event::read`]); one per key per [`PER_KEY_MS`]; at most
//!   [`MAX_KEPT`] kept; signatures checked at most [`CHECKS_PER_WINDOW`]
//!   per [`CHECK_WINDOW_MS`]; each copy of an event (one per relay) read
//!   once.

use super::event::{self, Said};
use super::{
    Ignored, Wanted, ANSWER_MS, CHECKS_PER_WINDOW, CHECK_WINDOW_MS, MAX_KEPT, MAX_TAKEN, NOBODY_MS,
    OFFER_WAIT_MS, PER_KEY_MS, REFRESH_MS,
};
use crate::clock::Millis;
use crate::online::nostr::{CheckBudget, Event};
use crate::online::signal::PublicKey;

/// Event ids remembered to drop the copies other relays send.
const MAX_IDS: usize = 64;

/// Where the page's seeking stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Looking for a player.
    Seeking,
    /// Offered its room to `to` at `at`; waiting for it to join.
    Offering { to: PublicKey, at: Millis },
    /// Paired, hosting `guest` (it joined).
    Hosting { guest: PublicKey },
    /// Paired, joining the room `host` offered.
    Joining { host: PublicKey },
}

/// What the page does next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Nothing,
    /// Make (mint, sign) the seek and publish it.
    Publish,
    /// Make a room and offer it, sealed, to `to`.
    Offer {
        to: PublicKey,
    },
}

/// What an event read brought.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// A seek kept (new or refreshed).
    Seek,
    /// An offer between two other pages: both are taken.
    Taken,
    /// An offer for this page to take: open `content` (sealed by `from`),
    /// then say [`Seeker::accepted`] or [`Seeker::refused`].
    Offer { from: PublicKey, content: String },
}

#[derive(Clone, Copy, Debug)]
struct Kept {
    key: PublicKey,
    since: u64,
    expires: u64,
    read_at: Millis,
}

/// A seeking page.
#[derive(Debug)]
pub struct Seeker {
    me: PublicKey,
    want: Wanted,
    since: u64,
    started: Millis,
    published: Option<Millis>,
    kept: Vec<Kept>,
    /// Taken keys, with the time (s) of the offer that said so.
    taken: Vec<(PublicKey, u64)>,
    ids: Vec<[u8; 32]>,
    budget: CheckBudget,
    phase: Phase,
    /// The page this one ranks as its host, and since when.
    waiting: Option<(PublicKey, Millis)>,
    /// When the page last published its seek again for a host.
    answered: Option<Millis>,
}

impl Seeker {
    /// The page with key `me` seeks `want`, from `now_s` (the wall
    /// clock, unix s) and `now` (the page's clock).
    pub fn new(me: PublicKey, want: Wanted, now_s: u64, now: Millis) -> Seeker {
        Seeker {
            me,
            want,
            since: now_s,
            started: now,
            published: None,
            kept: Vec::new(),
            taken: Vec::new(),
            ids: Vec::new(),
            budget: CheckBudget::new(now),
            phase: Phase::Seeking,
            waiting: None,
            answered: None,
        }
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn want(&self) -> Wanted {
        self.want
    }

    /// When this page began seeking (s): its seeks' `since`.
    pub fn since(&self) -> u64 {
        self.since
    }

    /// Whether the page is paired (hosting or joining).
    pub fn paired(&self) -> bool {
        matches!(self.phase, Phase::Hosting { .. } | Phase::Joining { .. })
    }

    /// How many live seeks of others the page keeps at `now_s`.
    pub fn seekers(&self, now_s: u64) -> usize {
        self.candidates(now_s).len()
    }

    /// Whether nobody was found for [`NOBODY_MS`] (the page says so).
    pub fn nobody(&self, now: Millis) -> bool {
        !self.paired() && now.since(self.started) >= NOBODY_MS
    }

    /// The person chose to keep waiting: the wait counts from `now`.
    pub fn keep_waiting(&mut self, now: Millis) {
        self.started = now;
    }

    /// The clock: what to do at `now_s` / `now`.
    pub fn tick(&mut self, now_s: u64, now: Millis) -> Step {
        match self.phase {
            Phase::Seeking => {}
            Phase::Offering { at, .. } if now.since(at) >= OFFER_WAIT_MS => {
                // The guest never came: seek again (it stays taken), with
                // a fresh seek at once.
                self.phase = Phase::Seeking;
                self.published = None;
            }
            _ => return Step::Nothing,
        }
        let due = self.published.is_none_or(|at| now.since(at) >= REFRESH_MS);
        if due || self.answer_due(now_s, now) {
            self.published = Some(now);
            return Step::Publish;
        }
        match self.partner(now_s) {
            Some((to, true)) => {
                self.phase = Phase::Offering { to, at: now };
                self.take(to, now_s);
                Step::Offer { to }
            }
            _ => Step::Nothing,
        }
    }

    /// Whether to publish the seek again for the host the page waits for:
    /// no offer came within [`ANSWER_MS`] of ranking it so, and no answer
    /// went out within [`REFRESH_MS`].
    fn answer_due(&mut self, now_s: u64, now: Millis) -> bool {
        let Some((host, false)) = self.partner(now_s) else {
            self.waiting = None;
            return false;
        };
        match self.waiting {
            Some((k, from)) if k == host => {
                let waited = now.since(from) >= ANSWER_MS;
                let allowed = self.answered.is_none_or(|at| now.since(at) >= REFRESH_MS);
                if waited && allowed {
                    self.answered = Some(now);
                    self.waiting = Some((host, now));
                }
                waited && allowed
            }
            _ => {
                self.waiting = Some((host, now));
                false
            }
        }
    }

    /// The page's partner at `now_s` as every page would choose it, and
    /// whether this page hosts.
    pub fn partner(&self, now_s: u64) -> Option<(PublicKey, bool)> {
        // The order, without sorting (a page keeps few seeks, and a sort
        // would cost the page's download more than this): this page's
        // rank, and its neighbours on either side.
        let me = (self.since, self.me);
        let others = self.candidates(now_s);
        let order = others.iter().map(|k| (k.since, k.key));
        let rank = order.clone().filter(|&o| o < me).count();
        if rank % 2 == 0 {
            order.filter(|&o| o > me).min().map(|(_, k)| (k, true))
        } else {
            order.filter(|&o| o < me).max().map(|(_, k)| (k, false))
        }
    }

    fn candidates(&self, now_s: u64) -> Vec<Kept> {
        self.kept
            .iter()
            .filter(|k| k.expires > now_s && !self.is_taken(&k.key))
            .copied()
            .collect()
    }

    fn is_taken(&self, key: &PublicKey) -> bool {
        self.taken.iter().any(|(k, _)| k == key)
    }

    fn take(&mut self, key: PublicKey, at_s: u64) {
        self.taken.retain(|(k, _)| *k != key);
        if self.taken.len() >= MAX_TAKEN {
            self.taken.remove(0);
        }
        self.taken.push((key, at_s));
    }

    /// An event from a relay at `now_s` / `now`, untrusted.
    pub fn read(&mut self, event: &Event, now_s: u64, now: Millis) -> Result<Heard, Ignored> {
        let read = event::read(event, self.want, now_s)?;
        if read.sender == self.me {
            return Err(Ignored::Own);
        }
        if self.ids.contains(&read.id) {
            return Err(Ignored::Duplicate);
        }
        match &read.said {
            Said::Seek { .. } => {
                let expires_now = |k: &Kept| k.expires <= now_s;
                self.kept.retain(|k| !expires_now(k));
                match self.kept.iter().find(|k| k.key == read.sender) {
                    Some(k) if now.since(k.read_at) < PER_KEY_MS => {
                        return Err(Ignored::RateLimited)
                    }
                    None if self.kept.len() >= MAX_KEPT => return Err(Ignored::Full),
                    _ => {}
                }
            }
            Said::Offer { to, .. } if *to == self.me => {
                let takes = match self.phase {
                    Phase::Seeking => true,
                    Phase::Offering { to, .. } => to == read.sender && read.sender < self.me,
                    _ => false,
                };
                if !takes {
                    return Err(Ignored::Busy);
                }
            }
            Said::Offer { .. } => {}
        }
        // The costly check last, under its budget.
        if !self.budget.take(now, CHECKS_PER_WINDOW, CHECK_WINDOW_MS) {
            return Err(Ignored::OverBudget);
        }
        if !event.verify() {
            return Err(Ignored::BadSignature);
        }
        if self.ids.len() >= MAX_IDS {
            self.ids.remove(0);
        }
        self.ids.push(read.id);
        match read.said {
            Said::Seek { since } => {
                let kept = Kept {
                    key: read.sender,
                    since,
                    expires: read.created_at + super::SEEK_LIFETIME_S,
                    read_at: now,
                };
                self.kept.retain(|k| k.key != read.sender);
                self.kept.push(kept);
                // A seek newer than the offer that took its page: it seeks
                // again (its guest never came).
                self.taken
                    .retain(|&(k, at)| k != read.sender || at >= read.created_at);
                Ok(Heard::Seek)
            }
            Said::Offer { to, content } if to == self.me => Ok(Heard::Offer {
                from: read.sender,
                content,
            }),
            Said::Offer { to, .. } => {
                self.take(read.sender, read.created_at);
                self.take(to, read.created_at);
                Ok(Heard::Taken)
            }
        }
    }

    /// The offer of `host` opened: the page joins its room, and seeks no
    /// more.
    pub fn accepted(&mut self, host: PublicKey) {
        self.phase = Phase::Joining { host };
    }

    /// The offer of `host` did not open: it is taken (never again).
    pub fn refused(&mut self, host: PublicKey, now_s: u64) {
        self.take(host, now_s);
    }

    /// The guest offered to joined the room: paired, seeking no more.
    pub fn joined(&mut self) {
        if let Phase::Offering { to, .. } = self.phase {
            self.phase = Phase::Hosting { guest: to };
        }
    }
}

// Native only: the proptest crate is a native dev-dependency.
#[cfg(all(test, not(target_arch = "wasm32")))]
#[path = "pairing_tests.rs"]
mod tests;
