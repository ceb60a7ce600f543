//! What a guest says to the host, and what the host answers: a guest's
//! message read within its budget, its hello welcomed to a seat (Z spec
//! `Join`, a token coming back to its seat), its intents judged (Z spec
//! `Turn` and `IllegalMove`) and forwarded, its rematch asked.

use crate::rules::Seat;

use super::{is_leave, Host, Out, PeerId, BURST, PER_SECOND};
use crate::clock::Millis;
use crate::online::game::{OnlineGame, RefusalOf};
use crate::online::wire::{Refusal, Role, SeatToken, ToGuest, ToHost, WireError};

impl<G: OnlineGame> Host<G> {
    /// A message from a guest.
    pub fn receive(&mut self, peer: PeerId, bytes: &[u8], now: Millis) -> Vec<Out> {
        let mut out = self.receive_one(peer, bytes, now);
        out.extend(self.series_news());
        out
    }

    fn receive_one(&mut self, peer: PeerId, bytes: &[u8], now: Millis) -> Vec<Out> {
        self.now = self.now.max(now);
        let Some(p) = self.peers.iter_mut().find(|p| p.id == peer) else {
            return Vec::new();
        };
        p.last_heard = now;
        // The token bucket: a flood is dropped, and reported once.
        let refill = (now.since(p.refilled) * u64::from(PER_SECOND) / 1_000) as u32;
        if refill > 0 {
            p.tokens = (p.tokens + refill).min(BURST);
            p.refilled = now;
        }
        if p.tokens == BURST {
            p.flood_reported = false;
        }
        if p.tokens == 0 {
            if p.flood_reported {
                return Vec::new();
            }
            p.flood_reported = true;
            return vec![refuse::<G>(peer, Refusal::TooFast)];
        }
        p.tokens -= 1;
        let role = p.role;
        let hello_again = p.role.is_some();
        let message = match ToHost::<G>::decode(bytes) {
            Ok(m) => m,
            Err(WireError::OtherGame(_)) => return vec![refuse::<G>(peer, Refusal::OtherGame)],
            Err(_) => return vec![refuse::<G>(peer, Refusal::BadMessage)],
        };
        match message {
            ToHost::Heartbeat => Vec::new(),
            ToHost::Hello(_) if hello_again => Vec::new(),
            ToHost::Hello(token) => self.welcome(peer, token, now),
            ToHost::Resync => {
                let mut out = Vec::new();
                if role.is_some() {
                    out.push(Out::Send(
                        peer,
                        ToGuest::<G>::Snapshot(self.game.log()).encode(),
                    ));
                }
                out
            }
            ToHost::Rematch(yes) => {
                let asked = match role {
                    None => Err(Refusal::NotStarted),
                    Some(Role::Watcher) => Err(Refusal::Watcher),
                    Some(Role::Seat(side)) => self.rematch(side, yes, now),
                };
                asked.unwrap_or_else(|refusal| vec![refuse::<G>(peer, refusal)])
            }
            ToHost::Intent(intent) => match self
                .judge(role, intent, now)
                .and_then(|()| self.game.submit(intent))
            {
                Ok(()) => {
                    if is_leave::<G>(intent) {
                        if let Some(p) = self.peers.iter_mut().find(|p| p.id == peer) {
                            p.leaving = true;
                        }
                        self.end_series(G::side_of(intent));
                        self.end_pause();
                        self.end_countdown(now);
                    }
                    Vec::new()
                }
                Err(refusal) => vec![refuse::<G>(peer, refusal)],
            },
        }
    }

    /// Z spec `Join`: the seat this token held (taken from an older
    /// connection of it, if any), else the first guest seat free in seat
    /// order, else a viewer.
    fn welcome(&mut self, peer: PeerId, token: SeatToken, now: Millis) -> Vec<Out> {
        let mut out = Vec::new();
        // Token 0 is no token: it never takes a seat back.
        let own = G::SIDES
            .into_iter()
            .find(|&s| token != 0 && self.tokens[G::side_index(s)] == Some(token));
        let free = G::SIDES.into_iter().find(|&s| {
            self.seats[G::side_index(s)] == Seat::Guest && self.holders[G::side_index(s)].is_none()
        });
        let role = match (own, free) {
            (Some(seat), _) => {
                let i = G::side_index(seat);
                if let Some(old) = self.holders[i].replace(peer) {
                    // Two tabs with one token, or a stale channel: the
                    // newer one plays.
                    self.peers.retain(|p| p.id != old);
                    out.push(Out::Close(old));
                }
                self.away[i] = None;
                Role::Seat(seat)
            }
            (None, Some(seat)) if !self.is_started() => {
                let i = G::side_index(seat);
                self.holders[i] = Some(peer);
                self.tokens[i] = (token != 0).then_some(token);
                Role::Seat(seat)
            }
            _ if self.watchers() >= super::MAX_DIRECT_WATCHERS => {
                self.peers.retain(|p| p.id != peer);
                return vec![refuse::<G>(peer, Refusal::Full), Out::Close(peer)];
            }
            _ => Role::Watcher,
        };
        if let Some(p) = self.peers.iter_mut().find(|p| p.id == peer) {
            p.role = Some(role);
        }
        out.push(Out::Send(
            peer,
            ToGuest::<G>::Welcome {
                role,
                series: self.series,
                log: self.game.log(),
            }
            .encode(),
        ));
        if self.is_started() {
            // Tells a late guest the clock runs (nothing new since its log).
            let ticks = ToGuest::<G>::Ticks {
                from: self.game.tick(),
                to: self.game.tick(),
                intents: Vec::new(),
                digest: self.game.digest(),
            };
            out.push(Out::Send(peer, ticks.encode()));
        }
        if let Some(outcome) = self.game.outcome() {
            out.push(Out::Send(peer, ToGuest::<G>::Over(outcome).encode()));
        }
        out.extend(self.series_to(peer));
        self.resume_when_back(now);
        out.extend(self.away_now(peer, now));
        out.extend(self.start_when_seated(now));
        out
    }

    /// Z spec `Join`: the game starts when both seats are taken; its first
    /// tick comes after the count ([`OnlineGame::COUNTDOWN_MS`]), which
    /// each guest counts on its own clock from this first word of the start.
    pub(super) fn start_when_seated(&mut self, now: Millis) -> Vec<Out> {
        if self.is_started() || self.open_seats() > 0 {
            return Vec::new();
        }
        let count = if self.game.tick() == 0 {
            G::COUNTDOWN_MS
        } else {
            0
        };
        self.started = Some(now + count);
        self.sent = now;
        self.broadcast_ticks(now)
    }

    /// Z spec `Turn` and `IllegalMove`, for what only the host can judge:
    /// whose seat it is and whether the game runs. The rules judge the
    /// move itself in the match, on every copy alike.
    fn judge(
        &self,
        role: Option<Role<G::Side>>,
        intent: G::Intent,
        now: Millis,
    ) -> Result<(), RefusalOf<G>> {
        match role {
            None => Err(Refusal::NotStarted),
            Some(Role::Watcher) => Err(Refusal::Watcher),
            Some(Role::Seat(seat)) if seat != G::side_of(intent) => Err(Refusal::NotYourSeat),
            Some(Role::Seat(_)) if self.game.is_over() => Err(Refusal::GameOver),
            Some(Role::Seat(_)) if !self.is_started() => Err(Refusal::NotStarted),
            Some(Role::Seat(_)) if self.countdown(now).running() && !is_leave::<G>(intent) => {
                Err(Refusal::NotStarted)
            }
            Some(Role::Seat(_)) if self.is_paused() && !is_leave::<G>(intent) => {
                Err(Refusal::Paused)
            }
            Some(Role::Seat(_)) => self.game.check(intent),
        }
    }
}

fn refuse<G: OnlineGame>(peer: PeerId, refusal: RefusalOf<G>) -> Out {
    Out::Send(peer, ToGuest::<G>::Refused(refusal).encode())
}
