//! The host's grace for a seated guest whose channel went: the seat is
//! away, the match pauses for everyone and says so, until the guest's
//! token brings it back or its grace ends (then it has left); and
//! Z spec `Disconnect` itself, at once where there is no grace.

use super::{Host, Out, PeerId, GRACE_MS};
use crate::clock::Millis;
use crate::online::game::OnlineGame;
use crate::online::wire::{Role, ToGuest};

impl<G: OnlineGame> Host<G> {
    /// The match waits for a seat's guest to come back: the side, and the
    /// ms it has left at `now` (the one whose grace ends first).
    pub fn away(&self, now: Millis) -> Option<(G::Side, u64)> {
        self.away_all(now).into_iter().min_by_key(|&(_, left)| left)
    }

    /// Every side whose guest is away, with the ms it has left at `now`.
    pub fn away_all(&self, now: Millis) -> Vec<(G::Side, u64)> {
        G::SIDES
            .into_iter()
            .filter_map(|s| {
                let deadline = self.away[G::side_index(s)]?;
                Some((s, deadline.since(now)))
            })
            .collect()
    }

    /// The match waits for an away seat.
    pub fn is_paused(&self) -> bool {
        self.paused_at.is_some()
    }

    /// A guest's channel closed: Z spec `Disconnect`, at once before the
    /// start, after a deliberate leave or once the series is over; else
    /// its seat is away for [`GRACE_MS`] and the match pauses (after a
    /// game's end, only the rematch waits).
    pub fn disconnect(&mut self, peer: PeerId, now: Millis) -> Vec<Out> {
        let Some(at) = self.peers.iter().position(|p| p.id == peer) else {
            return Vec::new();
        };
        let gone = self.peers.remove(at);
        let mut out = Vec::new();
        if let Some(Role::Seat(seat)) = gone.role {
            let i = G::side_index(seat);
            self.holders[i] = None;
            // After a game's end the seat waits too while the series
            // goes on (a reload on the end screen keeps the series).
            let waited = !self.game.is_over() || self.series_over.is_none();
            if self.is_started() && waited && !gone.leaving {
                // The seat waits for its token; everyone waits with it.
                self.away[i] = Some(now + GRACE_MS);
                if self.paused_at.is_none() {
                    self.paused_at = Some(now);
                }
                out.extend(self.broadcast_paused(now));
            } else {
                self.tokens[i] = None;
                if self.is_started() {
                    // A player leaving a running game: the other side wins,
                    // by an intent through the match, so the log and every
                    // screen agree. (Refused, and nothing happens, once the
                    // game is over.)
                    let _ = self.game.submit(G::leave(seat));
                    self.end_countdown(now);
                    self.end_series(seat);
                }
            }
        }
        out.extend(self.run_until(now));
        out
    }

    /// Tells every guest which seats are away and for how long.
    pub(super) fn broadcast_paused(&mut self, now: Millis) -> Vec<Out> {
        self.paused_sent = now;
        let peers: Vec<PeerId> = self
            .peers
            .iter()
            .filter(|p| p.role.is_some())
            .map(|p| p.id)
            .collect();
        peers
            .into_iter()
            .flat_map(|id| self.away_now(id, now))
            .collect()
    }

    /// The pause, to one guest (one that just came, or everyone in turn).
    pub(super) fn away_now(&self, peer: PeerId, now: Millis) -> Vec<Out> {
        if !self.is_paused() {
            return Vec::new();
        }
        self.away_all(now)
            .into_iter()
            .map(|(side, left_ms)| Out::Send(peer, ToGuest::<G>::Paused { side, left_ms }.encode()))
            .collect()
    }

    /// Z spec `Disconnect` for each seat whose grace has ended: its
    /// player leaves, through the match (the other side wins).
    /// The game is decided: nobody else is waited for, and the match
    /// resumes from the grace's end, not from `now`.
    pub(super) fn expire(&mut self, now: Millis) {
        let mut ended = None;
        for side in G::SIDES {
            let i = G::side_index(side);
            if let Some(deadline) = self.away[i].filter(|&d| now >= d) {
                self.away[i] = None;
                self.tokens[i] = None;
                // Refused only once the game is over: nothing to end then.
                let _ = self.game.submit(G::leave(side));
                self.end_series(side);
                ended = ended.max(Some(deadline));
            }
        }
        if let Some(deadline) = ended {
            self.end_pause();
            self.resume_when_back(deadline);
            self.end_countdown(now);
        }
    }

    /// Every seat is back (or gone for good): the match goes on from the
    /// tick it paused at, the pause not counted.
    pub(super) fn resume_when_back(&mut self, now: Millis) {
        if self.away.iter().any(Option::is_some) {
            return;
        }
        if let Some(paused) = self.paused_at.take() {
            let pause = now.since(paused);
            self.started = self.started.map(|s| s + pause);
            // The ticks go out at the next run: they end the pause
            // on every guest's screen.
            self.sent = self.sent.min(now - super::TICKS_EVERY_MS);
        }
    }

    /// A player leaves while the match waits: nobody is waited for any
    /// more (the match resumes at the next [`Host::run_until`], and ends).
    pub(super) fn end_pause(&mut self) {
        for i in 0..2 {
            if self.away[i].take().is_some() {
                self.tokens[i] = None;
            }
        }
    }
}
