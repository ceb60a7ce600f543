//! The host's grace for a seated guest whose channel went: the seat is
//! away, the match pauses for everyone and says so, until the guest's
//! token brings it back or its grace ends (then it has left).

use super::{Host, Out, PeerId};
use crate::online::game::OnlineGame;
use crate::online::wire::ToGuest;

impl<G: OnlineGame> Host<G> {
    /// Tells every guest which seats are away and for how long.
    pub(super) fn broadcast_paused(&mut self, now: u64) -> Vec<Out> {
        self.paused_sent_ms = now;
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
    pub(super) fn away_now(&self, peer: PeerId, now: u64) -> Vec<Out> {
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
    /// The match resumes from the grace's end, not from `now`.
    pub(super) fn expire(&mut self, now: u64) {
        let mut ended = None;
        for side in G::SIDES {
            let i = G::side_index(side);
            if let Some(deadline) = self.away[i].filter(|&d| now >= d) {
                self.away[i] = None;
                self.tokens[i] = None;
                self.game.submit(G::leave(side));
                ended = ended.max(Some(deadline));
            }
        }
        if let Some(deadline) = ended {
            self.resume_when_back(deadline);
        }
    }

    /// Every seat is back (or gone for good): the match goes on from the
    /// tick it paused at, the pause not counted.
    pub(super) fn resume_when_back(&mut self, now: u64) {
        if self.away.iter().any(Option::is_some) {
            return;
        }
        if let Some(paused) = self.paused_ms.take() {
            let pause = now.saturating_sub(paused);
            self.started_ms = self.started_ms.map(|s| s + pause);
            self.sent_ms = now;
        }
    }

    /// A player leaves while the match waits: nobody is waited for any
    /// more (the match resumes at the next [`Host::advance`], and ends).
    pub(super) fn end_pause(&mut self) {
        for i in 0..2 {
            if self.away[i].take().is_some() {
                self.tokens[i] = None;
            }
        }
    }
}
