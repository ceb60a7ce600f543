//! The host's series: a rematch asked by each player once a game is over,
//! the next game on the same connection when both asked (the sides
//! swapped, a seed from the host's generator, the same settings, the
//! watchers kept), the score told to everyone, and the end of the series
//! when a player declines or leaves. Also the watchers counted for every
//! guest.

use rand::RngCore;

use super::{Host, Out};
use crate::clock::Millis;
use crate::online::game::{OnlineGame, RefusalOf};
use crate::online::series::{Series, SeriesShown};
use crate::online::wire::{Refusal, Role, ToGuest};
use crate::rules::Seat;

impl<G: OnlineGame> Host<G> {
    /// The series so far: the current game's number and the score.
    pub fn series(&self) -> Series {
        self.series
    }

    /// The sides whose player asked for a rematch of the game just over.
    pub fn rematch_asked(&self) -> Vec<G::Side> {
        self.rematches.asked()
    }

    /// The side whose player declined or left, ending the series.
    pub fn series_over(&self) -> Option<G::Side> {
        self.series_over
    }

    /// The series' games before the current one, in order: each one's
    /// number (1 for the first) and log.
    pub fn past_games(&self) -> &[(u32, G::Log)] {
        self.rematches.past()
    }

    /// What a page draws of the series ([`SeriesShown`]).
    pub fn series_shown(&self) -> SeriesShown {
        let asked = self.rematch_asked().len();
        SeriesShown::of(
            self.series,
            asked,
            self.series_over.is_some(),
            self.watchers(),
        )
    }

    /// Guests that watch (no seat).
    pub fn watchers(&self) -> u32 {
        let n = self
            .peers
            .iter()
            .filter(|p| p.role == Some(Role::Watcher))
            .count();
        u32::try_from(n).unwrap_or(u32::MAX)
    }

    /// The person at the host's device asks for a rematch (`yes`) or
    /// declines, for the seat they hold: refused with the reason (no
    /// seat, the game not over, the series over), else what to send.
    pub fn rematch_local(&mut self, yes: bool, now: Millis) -> Result<Vec<Out>, RefusalOf<G>> {
        let side = G::SIDES
            .into_iter()
            .find(|&s| self.seat(s) == Seat::You)
            .ok_or(Refusal::Watcher)?;
        self.rematch(side, yes, now)
    }

    /// The player of `side` asks for a rematch or declines. Only once the
    /// game is over and its end told, and while the series goes on.
    pub(super) fn rematch(
        &mut self,
        side: G::Side,
        yes: bool,
        now: Millis,
    ) -> Result<Vec<Out>, RefusalOf<G>> {
        if self.series_over.is_some() {
            return Err(Refusal::SeriesOver);
        }
        if !self.game.is_over() || !self.over_sent {
            return Err(Refusal::NotOver);
        }
        if !yes {
            self.end_series(side);
            return Ok(self.series_news());
        }
        self.rematches.ask(side);
        let mut out = self.broadcast(&ToGuest::<G>::RematchAsked(side).encode());
        // A computer's seat always plays again.
        let ready = G::SIDES.into_iter().all(|s| {
            self.rematches.has_asked(s) || !matches!(self.seat(s), Seat::You | Seat::Guest)
        });
        if ready {
            out.extend(self.next_game(now));
        }
        Ok(out)
    }

    /// Both players asked: the next game, its sides swapped, starting
    /// with the count (every seat is taken: the players are here).
    fn next_game(&mut self, now: Millis) -> Vec<Out> {
        let Some(next) = self.game.rematch(self.draw.next_u64()) else {
            return Vec::new();
        };
        self.rematches
            .next_game(Some((self.series.game, self.game.log())));
        self.game = next;
        self.seats.swap(0, 1);
        self.holders.swap(0, 1);
        self.tokens.swap(0, 1);
        self.away = [None; 2];
        self.paused_at = None;
        self.series.game = self.series.game.saturating_add(1);
        self.started = Some(now + G::COUNTDOWN_MS);
        self.tick0 = 0;
        self.sent_tick = 0;
        self.sent_intents = 0;
        self.over_sent = false;
        let mut out = Vec::new();
        let log = self.game.log();
        for p in self.peers.iter_mut() {
            if let Some(Role::Seat(s)) = p.role {
                p.role = Some(Role::Seat(G::SIDES[1 - G::side_index(s)]));
            }
            if let Some(role) = p.role {
                let next = ToGuest::<G>::NextGame {
                    role,
                    series: self.series,
                    log: log.clone(),
                };
                out.push(Out::Send(p.id, next.encode()));
            }
        }
        // Tick 0 at once: each guest counts from it, as at the first start.
        out.extend(self.broadcast_ticks(now));
        out
    }

    /// The player of `side` declined or left: the series ends (told by
    /// the next [`Host::series_news`]). Only the first reason counts.
    pub(super) fn end_series(&mut self, side: G::Side) {
        self.series_over.get_or_insert(side);
    }

    /// What every guest must hear of the series and the watchers since it
    /// was last told: the series' end, the watchers' count.
    pub(super) fn series_news(&mut self) -> Vec<Out> {
        let mut out = Vec::new();
        if let (Some(side), false) = (self.series_over, self.series_over_sent) {
            self.series_over_sent = true;
            out.extend(self.broadcast(&ToGuest::<G>::SeriesOver(side).encode()));
        }
        let n = self.watchers();
        if self.watchers_sent != Some(n) {
            self.watchers_sent = Some(n);
            out.extend(self.broadcast(&ToGuest::<G>::Watchers(n).encode()));
        }
        out
    }

    /// What a guest just welcomed must hear of the series beyond its
    /// welcome: the rematches asked, the series' end, the watchers (when
    /// the next [`Host::series_news`] would not tell it).
    pub(super) fn series_to(&self, peer: super::PeerId) -> Vec<Out> {
        let mut out: Vec<Out> = self
            .rematch_asked()
            .into_iter()
            .map(|s| Out::Send(peer, ToGuest::<G>::RematchAsked(s).encode()))
            .collect();
        if let (Some(side), true) = (self.series_over, self.series_over_sent) {
            out.push(Out::Send(peer, ToGuest::<G>::SeriesOver(side).encode()));
        }
        let n = self.watchers();
        if self.watchers_sent == Some(n) {
            out.push(Out::Send(peer, ToGuest::<G>::Watchers(n).encode()));
        }
        out
    }

    /// One message to every guest that said hello.
    pub(super) fn broadcast(&self, bytes: &[u8]) -> Vec<Out> {
        self.peers
            .iter()
            .filter(|p| p.role.is_some())
            .map(|p| Out::Send(p.id, bytes.to_vec()))
            .collect()
    }
}
