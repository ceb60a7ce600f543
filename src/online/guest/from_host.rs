//! What the host says to a guest, and what the guest answers: the
//! welcome to a seat or the stands, the match from its log (a snapshot,
//! a rematch's new game), the stamped intents of each tick checked against
//! the host's digest (a resync when they differ), the pause, the series.

use super::{Guest, Notice};
use crate::clock::Millis;
use crate::online::game::OnlineGame;
use crate::online::wire::{Refusal, ToGuest, ToHost};

impl<G: OnlineGame> Guest<G> {
    /// A message from the host; returns the replies to send.
    pub fn receive(&mut self, bytes: &[u8], now: Millis) -> Vec<Vec<u8>> {
        self.heard = now;
        self.now = self.now.max(now);
        let message = match ToGuest::<G>::decode(bytes) {
            Ok(m) => m,
            Err(e) => {
                self.notice = Some(Notice::Bad(e));
                return Vec::new();
            }
        };
        match message {
            ToGuest::Heartbeat => Vec::new(),
            ToGuest::Welcome { role, series, log } => {
                self.role = Some(role);
                self.series = series;
                self.rematches.clear();
                self.rematches.keep_of(&series);
                self.series_over = None;
                self.paused = None;
                self.resync_asked = false;
                self.restart(&log, now)
            }
            ToGuest::NextGame { role, series, log } => {
                let ended = self.confirmed.as_ref().filter(|g| g.is_over());
                let number = self.series.game;
                self.rematches.next_game(ended.map(|g| (number, g.log())));
                self.role = Some(role);
                self.series = series;
                self.started = false;
                self.count_until = None;
                self.outcome = None;
                self.paused = None;
                self.resync_asked = false;
                self.restart(&log, now)
            }
            ToGuest::Score(series) => {
                self.series = series;
                Vec::new()
            }
            ToGuest::RematchAsked(side) => {
                self.rematches.ask(side);
                Vec::new()
            }
            ToGuest::SeriesOver(side) => {
                self.series_over = Some(side);
                Vec::new()
            }
            ToGuest::Watchers(n) => {
                self.watchers = n;
                Vec::new()
            }
            ToGuest::Snapshot(log) => {
                self.resync_asked = false;
                self.restart(&log, now)
            }
            ToGuest::Refused(r) => {
                self.turned_away |= r == Refusal::Full && self.role.is_none();
                self.notice = Some(Notice::Refused(r));
                Vec::new()
            }
            ToGuest::Over(outcome) => {
                self.outcome = Some(outcome);
                self.paused = None;
                Vec::new()
            }
            ToGuest::Paused { side, left_ms } => {
                self.paused = Some((side, left_ms, now));
                // The shown match goes back to the host's word and waits.
                if let Some(confirmed) = &self.confirmed {
                    self.clock = (confirmed.tick(), now);
                    self.shown = Some(confirmed.clone());
                }
                Vec::new()
            }
            ToGuest::Ticks {
                from,
                to,
                intents,
                digest,
            } => {
                if !self.started && to == 0 {
                    // The host's first word of the start: its first tick
                    // comes after the count.
                    self.count_until = Some(now + G::COUNTDOWN_MS);
                }
                self.started = true;
                if self.paused.take().is_some() {
                    // The match goes on from the host's tick, not from
                    // the time the pause took.
                    self.clock = (self.clock.0.min(to), now);
                }
                self.ticks(from, to, &intents, digest, now)
            }
        }
    }

    /// Starts the confirmed copy again from the host's log.
    fn restart(&mut self, log: &G::Log, now: Millis) -> Vec<Vec<u8>> {
        match G::replay(log) {
            Ok(m) => {
                self.started |= m.tick() > 0;
                self.clock = (m.tick(), now);
                self.shown = Some(m.clone());
                self.confirmed = Some(m);
                Vec::new()
            }
            Err(e) => {
                self.notice = Some(Notice::Bad(e));
                self.confirmed = None;
                self.shown = None;
                Vec::new()
            }
        }
    }

    fn ticks(
        &mut self,
        from: u64,
        to: u64,
        intents: &[(u64, G::Intent)],
        digest: u64,
        now: Millis,
    ) -> Vec<Vec<u8>> {
        let Some(confirmed) = self.confirmed.as_mut() else {
            return self.resync();
        };
        if from > confirmed.tick() {
            // A gap: ticks this copy never heard of.
            return self.resync();
        }
        let start = confirmed.tick();
        let mut fresh = intents.iter().filter(|s| s.0 > start).peekable();
        let changed = fresh.peek().is_some();
        while confirmed.tick() < to && !confirmed.is_over() {
            let coming = confirmed.tick() + 1;
            // Ticks with nothing to apply are run in one go.
            let next = fresh.peek().map_or(to, |s| s.0.min(to));
            if next > coming {
                confirmed.run_to(next - 1);
                continue;
            }
            while let Some(s) = fresh.next_if(|s| s.0 == coming) {
                if confirmed.submit(s.1).is_err() {
                    return self.resync();
                }
            }
            confirmed.step();
        }
        if fresh.next().is_some() || confirmed.digest() != digest {
            return self.resync();
        }
        // The shown copy: rebuilt when intents came, else it is already
        // the confirmed one run on (nothing happened that it did not).
        let shown_tick = self.shown.as_ref().map_or(0, G::tick).max(to);
        let rebuild = changed || self.shown.as_ref().is_none_or(|s| s.tick() < to);
        if rebuild {
            let mut shown = confirmed.clone();
            shown.run_to(shown_tick);
            self.shown = Some(shown);
        }
        if to >= self.clock.0 {
            self.clock = (to, now);
        }
        Vec::new()
    }

    fn resync(&mut self) -> Vec<Vec<u8>> {
        if self.resync_asked {
            return Vec::new();
        }
        self.resync_asked = true;
        self.resyncs += 1;
        vec![ToHost::<G>::Resync.encode()]
    }
}
