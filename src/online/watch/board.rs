//! *Watch now*'s list: the listings a page keeps, read from the relays as
//! untrusted, renewed and expired on the page's clock.
//!
//! The rules, each with its reason:
//!
//! - **Cheapest check first.** [`listing::read`] refuses the kind, the
//!   version, the expiration, the size, the JSON, the fields and the work
//!   before the signature is checked.
//! - **One listing per host.** A host lists one game; a key's newer
//!   listing replaces its older (a renewal, or the host's next game).
//! - **Bounded work.** One listing per key per [`PER_KEY_MS`] (a host
//!   renews every [`RENEW_S`](super::RENEW_S)); at most [`MAX_LISTED`]
//!   kept; at most [`CHECKS_PER_WINDOW`] signature checks per
//!   [`CHECK_WINDOW_MS`]; each relay's copy of an event read once.
//! - **Gone by itself.** A listing leaves the list at its expiration,
//!   [`LISTING_LIFETIME_S`](super::LISTING_LIFETIME_S) after it was made.

use super::listing::{self, Listing};
use super::Dropped;
use crate::clock::Millis;
use crate::online::nostr::{CheckBudget, Event};
use crate::online::signal::PublicKey;

/// The most listings a page keeps.
pub const MAX_LISTED: usize = 64;
/// One listing read per key within this, in ms.
pub const PER_KEY_MS: u64 = 30_000;
/// Signature checks a page does within [`CHECK_WINDOW_MS`], at most.
pub const CHECKS_PER_WINDOW: u32 = 32;
pub const CHECK_WINDOW_MS: u64 = 10_000;
/// Event ids remembered to drop the copies other relays send.
const MAX_IDS: usize = 128;

#[derive(Clone, Debug)]
struct Kept {
    listing: Listing,
    read_at: Millis,
}

/// The games a page can watch now.
#[derive(Clone, Debug, Default)]
pub struct Listings {
    kept: Vec<Kept>,
    ids: Vec<[u8; 32]>,
    budget: CheckBudget,
}

impl Listings {
    pub fn new() -> Listings {
        Listings::default()
    }

    /// A listing from a relay at `now_s` / `now`, untrusted: kept (new
    /// or renewed), or dropped with the reason.
    pub fn read(&mut self, event: &Event, now_s: u64, now: Millis) -> Result<(), Dropped> {
        let read = listing::read(event, now_s)?;
        if self.ids.contains(&read.id) {
            return Err(Dropped::Duplicate);
        }
        self.expire(now_s);
        match self.kept.iter().find(|k| k.listing.host == read.host) {
            Some(k) if read.created_at <= k.listing.created_at => return Err(Dropped::Stale),
            Some(k) if now.since(k.read_at) < PER_KEY_MS => return Err(Dropped::RateLimited),
            None if self.kept.len() >= MAX_LISTED => return Err(Dropped::Full),
            _ => {}
        }
        // The costly check last, under its budget.
        if !self.budget.take(now, CHECKS_PER_WINDOW, CHECK_WINDOW_MS) {
            return Err(Dropped::OverBudget);
        }
        if !event.verify() {
            return Err(Dropped::BadSignature);
        }
        if self.ids.len() >= MAX_IDS {
            self.ids.remove(0);
        }
        self.ids.push(read.id);
        self.kept.retain(|k| k.listing.host != read.host);
        self.kept.push(Kept {
            listing: read,
            read_at: now,
        });
        Ok(())
    }

    /// Forgets the listings expired at `now_s`.
    pub fn expire(&mut self, now_s: u64) {
        self.kept.retain(|k| k.listing.expires > now_s);
    }

    /// The games to show at `now_s`: the most watched first, then the
    /// longest running, then by host (the same order on every page).
    pub fn current(&self, now_s: u64) -> Vec<&Listing> {
        let mut live: Vec<&Listing> = self
            .kept
            .iter()
            .map(|k| &k.listing)
            .filter(|l| l.expires > now_s)
            .collect();
        live.sort_by_key(|l| (u32::MAX - l.listed.watchers, l.listed.started, l.host));
        live
    }

    /// The host `host`'s listing, if it is kept and live at `now_s`.
    pub fn of(&self, host: &PublicKey, now_s: u64) -> Option<&Listing> {
        self.current(now_s).into_iter().find(|l| l.host == *host)
    }
}

#[cfg(test)]
#[path = "board_tests.rs"]
mod tests;
