//! A watcher through the relays: the room's batches, read as untrusted
//! in whatever order and as often as the relays send them, replayed in
//! their order by the direct watcher's own code ([`Guest`]), a few seconds
//! behind the host.
//!
//! The rules, each with its reason:
//!
//! - **The host's alone.** A batch is read only if its sender is the
//!   room's host (the key its listing names, or its link's host) and its
//!   signature is that key's; a sealed one must open with the room's key.
//! - **In order.** Batch `n` is replayed once `0..n` were; one that comes
//!   early waits, at most [`MAX_HELD`] of them and [`MAX_HELD_BYTES`] in
//!   all (past that, the furthest is dropped: a relay sends it again when
//!   asked from the start). A batch already replayed or held is dropped
//!   before any costly check.
//! - **Bounded work.** Signature checks: [`CHECKS_PER_WINDOW`] per
//!   [`CHECK_WINDOW_MS`] (enough for a long game's batches at once).
//! - **The series goes on.** A batch of a later game of the series starts
//!   that game afresh; one of an earlier game is stale.

use super::batch::{self, Seal};
use super::Dropped;
use crate::clock::Millis;
use crate::online::game::OnlineGame;
use crate::online::guest::{Guest, Notice};
use crate::online::nostr::{CheckBudget, Event};
use crate::online::signal::PublicKey;

/// The most batches held ahead of a gap, and their bytes in all.
pub const MAX_HELD: usize = 1024;
pub const MAX_HELD_BYTES: usize = 1024 * 1024;
/// Signature checks within [`CHECK_WINDOW_MS`], at most.
pub const CHECKS_PER_WINDOW: u32 = 1024;
pub const CHECK_WINDOW_MS: u64 = 10_000;

#[derive(Clone, Debug)]
struct Held {
    seq: u64,
    created_at: u64,
    messages: Vec<Vec<u8>>,
    bytes: usize,
}

/// One watcher's copy of a room's match, from its batches.
#[derive(Debug)]
pub struct Follower<G: OnlineGame> {
    topic: String,
    host: PublicKey,
    seal: Seal,
    game_no: u32,
    next: u64,
    held: Vec<Held>,
    held_bytes: usize,
    guest: Guest<G>,
    /// When the last batch replayed was made (s).
    replayed_at: Option<u64>,
    budget: CheckBudget,
}

impl<G: OnlineGame> Follower<G> {
    /// Follows the room `topic` of `host`, its batches read as `seal`
    /// says, from `now`.
    pub fn new(topic: &str, host: PublicKey, seal: Seal, now: Millis) -> Follower<G> {
        Follower {
            topic: topic.to_string(),
            host,
            seal,
            game_no: 0,
            next: 0,
            held: Vec::new(),
            held_bytes: 0,
            guest: Guest::new(now, 0).0,
            replayed_at: None,
            budget: CheckBudget::new(now),
        }
    }

    /// A batch event from a relay at `now_s` / `now`, untrusted: how
    /// many batches it let replay (0: it waits for an earlier one), or
    /// why it was dropped (nothing changed).
    pub fn read(&mut self, event: &Event, now_s: u64, now: Millis) -> Result<usize, Dropped> {
        let batch = batch::read(
            event,
            &self.topic,
            &self.host,
            &self.seal,
            G::KIND.code(),
            now_s,
        )?;
        if batch.game_no < self.game_no
            || (batch.game_no == self.game_no
                && (batch.seq < self.next || self.held.iter().any(|h| h.seq == batch.seq)))
        {
            return Err(Dropped::Stale);
        }
        let bytes: usize = batch.messages.iter().map(Vec::len).sum();
        if batch.game_no == self.game_no && !self.room_for(batch.seq, bytes) {
            return Err(Dropped::Full);
        }
        // The costly check last, under its budget.
        if !self.budget.take(now, CHECKS_PER_WINDOW, CHECK_WINDOW_MS) {
            return Err(Dropped::OverBudget);
        }
        if !event.verify() {
            return Err(Dropped::BadSignature);
        }
        if batch.game_no > self.game_no {
            // The series' next game: start it afresh.
            self.game_no = batch.game_no;
            self.next = 0;
            self.held.clear();
            self.held_bytes = 0;
            self.guest = Guest::new(now, 0).0;
            self.replayed_at = None;
        }
        while !self.held.is_empty()
            && (self.held.len() >= MAX_HELD || self.held_bytes + bytes > MAX_HELD_BYTES)
        {
            self.drop_furthest();
        }
        let at = self.held.partition_point(|h| h.seq < batch.seq);
        self.held.insert(
            at,
            Held {
                seq: batch.seq,
                created_at: event.created_at,
                messages: batch.messages,
                bytes,
            },
        );
        self.held_bytes += bytes;
        Ok(self.replay(now))
    }

    /// Whether a batch numbered `seq` of `bytes` may be held: there is
    /// room, or a further one to give way.
    fn room_for(&self, seq: u64, bytes: usize) -> bool {
        let full = self.held.len() >= MAX_HELD || self.held_bytes + bytes > MAX_HELD_BYTES;
        bytes <= MAX_HELD_BYTES && (!full || self.held.last().is_some_and(|h| h.seq > seq))
    }

    fn drop_furthest(&mut self) {
        if let Some(h) = self.held.pop() {
            self.held_bytes -= h.bytes;
        }
    }

    /// Replays the held batches that follow the last one replayed.
    fn replay(&mut self, now: Millis) -> usize {
        let mut replayed = 0;
        while self.held.first().is_some_and(|h| h.seq == self.next) {
            let h = self.held.remove(0);
            self.held_bytes -= h.bytes;
            for m in &h.messages {
                // A watcher asks nothing of the host: its replies (a
                // resync) go nowhere, and are counted (`astray`).
                let _ = self.guest.receive(m, now);
            }
            self.next += 1;
            self.replayed_at = Some(h.created_at);
            replayed += 1;
        }
        replayed
    }

    // ----- what the page shows -----

    /// The match as of the last batch replayed in order.
    pub fn board(&self) -> Option<&G> {
        self.guest.confirmed()
    }

    /// The series' game followed, and the batches of it replayed.
    pub fn game_no(&self) -> u32 {
        self.game_no
    }

    pub fn replayed(&self) -> u64 {
        self.next
    }

    /// Batches held, waiting for an earlier one (a gap the relays have
    /// not filled yet).
    pub fn waiting(&self) -> usize {
        self.held.len()
    }

    /// How far behind the host the board is at `now_s`, in s: the age of
    /// the last batch replayed (`None` before the first).
    pub fn behind_s(&self, now_s: u64) -> Option<u64> {
        self.replayed_at.map(|at| now_s.saturating_sub(at))
    }

    /// The game ended so (the host's batch said it).
    pub fn outcome(&self) -> Option<G::Outcome> {
        self.guest.outcome()
    }

    /// The match's digest at its end, once the host said it ended.
    pub fn final_digest(&self) -> Option<u64> {
        self.guest.outcome()?;
        self.board().map(G::digest)
    }

    /// Whether the copy went astray of the host's (a digest that differed,
    /// a message that did not read): it cannot be trusted from then on.
    pub fn astray(&self) -> bool {
        self.guest.resyncs() > 0 || matches!(self.guest.notice(), Some(Notice::Bad(_)))
    }
}
