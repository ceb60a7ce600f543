//! A guest: a mirror of the host's match, run by the same match code
//! (Fox & Dolphin's [`Match`], or tic-tac-toe's, any [`OnlineGame`]).
//!
//! The guest keeps two copies. The **confirmed** one has applied exactly
//! what the host sent: the log at the welcome, then each batch of stamped
//! intents, tick by tick, and after each batch its digest must equal the
//! host's, or the guest asks for a snapshot (the log so far) and starts
//! again from it; so it does after a gap in the ticks. The **shown** one
//! runs ahead of it with the guest's own clock (the tide, the cooldowns,
//! any computer seat need no message), at most [`MAX_AHEAD_TICKS`], and is
//! rebuilt from the confirmed one whenever the host's intents arrive: a
//! person's move appears as soon as it reaches this device, stamped at
//! the host's tick.
//!
//! When the host says the match waits for a player coming back
//! ([`ToGuest::Paused`](super::wire::ToGuest::Paused)), the shown match stops at the confirmed one and
//! the clock with it, until the host's next ticks.
//!
//! Pure: time is an input; bytes in, bytes out. What the host's messages
//! change is in `guest/from_host.rs`.

use crate::rules::fox_dolphin::{Coord, Intent, Match};

use super::game::{OnlineGame, RefusalOf};
use crate::clock::Millis;
use crate::session::{Changed, Countdown, Session};

use super::host::{DISCONNECT_MS, HEARTBEAT_MS};
use super::series::{Rematches, Series, SeriesShown};
use super::wire::{Refusal, Role, SeatToken, ToHost, WireError};

mod from_host;
mod past;

/// How far the shown match may run ahead of the host's last word: past
/// it, the screen waits (a stalled host stops the guest's game too).
pub const MAX_AHEAD_TICKS: u64 = 200;

/// What the guest's page shows about the connection: the host's last word
/// to this guest, kept until the next (the page words a bad message by
/// its game, `PageGame::wire_error`, the one wording of a [`WireError`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice<R> {
    /// The host refused the guest's last request.
    Refused(Refusal<R>),
    /// The host sent something this guest could not use.
    Bad(WireError),
}

#[derive(Clone, Debug)]
pub struct Guest<G: OnlineGame> {
    role: Option<Role<G::Side>>,
    confirmed: Option<G>,
    shown: Option<G>,
    /// The shown match's clock: (tick, ms) it was at, to run on from.
    clock: (u64, Millis),
    started: bool,
    /// When the count before the first tick ends, on this guest's clock:
    /// [`OnlineGame::COUNTDOWN_MS`] from the host's first word of the start.
    count_until: Option<Millis>,
    resync_asked: bool,
    outcome: Option<G::Outcome>,
    /// The host's last word of a pause: the side away, the ms it had
    /// left, and when this guest heard it.
    paused: Option<(G::Side, u64, Millis)>,
    /// This tab's seat token, said in every hello.
    token: SeatToken,
    heard: Millis,
    said: Millis,
    notice: Option<Notice<G::Refusal>>,
    /// Mismatches and gaps seen, for tests and the page's diagnostics.
    resyncs: u32,
    /// The latest time heard of (a message or a frame), and the requests
    /// submitted since the last frame: what [`Session`] needs.
    now: Millis,
    outbox: Vec<Vec<u8>>,
    /// The series as the host told it: the score, the sides whose player
    /// asked for a rematch, the side whose player ended it, the games
    /// before this one (as this guest saw them end), the watchers.
    series: Series,
    rematches: Rematches<G>,
    series_over: Option<G::Side>,
    watchers: u32,
    /// The host refused to welcome this guest: it serves as many watchers
    /// as it may ([`Refusal::Full`]).
    turned_away: bool,
}

impl<G: OnlineGame> Guest<G> {
    /// A guest whose channel just opened, and its hello with the seat
    /// token of this tab (the seat it held, if it comes back).
    pub fn new(now: Millis, token: SeatToken) -> (Guest<G>, Vec<u8>) {
        let guest = Guest {
            role: None,
            confirmed: None,
            shown: None,
            clock: (0, now),
            started: false,
            count_until: None,
            resync_asked: false,
            outcome: None,
            paused: None,
            token,
            heard: now,
            said: now,
            notice: None,
            resyncs: 0,
            now,
            outbox: Vec::new(),
            series: Series::default(),
            rematches: Rematches::default(),
            series_over: None,
            watchers: 0,
            turned_away: false,
        };
        (guest, ToHost::<G>::Hello(token).encode())
    }

    /// Its hello again, for a new channel to the same host (a channel
    /// re-opened after it dropped): the same token, so the same seat.
    pub fn hello(&self) -> Vec<u8> {
        ToHost::<G>::Hello(self.token).encode()
    }

    // ----- queries -----

    /// Whether the host refused to welcome this guest, serving as many
    /// watchers as it may: its channel closes, and joining again would
    /// meet the same answer until a watcher leaves.
    pub fn turned_away(&self) -> bool {
        self.turned_away
    }

    /// The seat, or watcher, once welcomed.
    pub fn role(&self) -> Option<Role<G::Side>> {
        self.role
    }

    /// The match to show: the host's, as far as this device knows it.
    pub fn game(&self) -> Option<&G> {
        self.shown.as_ref()
    }

    /// The match exactly as the host confirmed it.
    pub fn confirmed(&self) -> Option<&G> {
        self.confirmed.as_ref()
    }

    /// Every seat is taken and the host's clock runs.
    pub fn is_started(&self) -> bool {
        self.started
    }

    /// What is left at `now` of the count before the first tick.
    pub fn countdown(&self, now: Millis) -> Countdown {
        match (self.count_until, &self.confirmed) {
            (Some(until), Some(confirmed)) if confirmed.tick() == 0 && self.outcome.is_none() => {
                Countdown::of(until.since(now))
            }
            _ => Countdown::default(),
        }
    }

    /// The host said the game ended so.
    pub fn outcome(&self) -> Option<G::Outcome> {
        self.outcome
    }

    pub fn notice(&self) -> Option<&Notice<G::Refusal>> {
        self.notice.as_ref()
    }

    pub fn clear_notice(&mut self) {
        self.notice = None;
    }

    pub fn resyncs(&self) -> u32 {
        self.resyncs
    }

    /// The match waits for the player of a side to come back: the side,
    /// and the ms it has left at `now` (counted down from when heard).
    pub fn paused(&self, now: Millis) -> Option<(G::Side, u64)> {
        let (side, left, heard) = self.paused?;
        Some((side, left.saturating_sub(now.since(heard))))
    }

    /// The series so far, as the host told it.
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

    /// The series' games before this one that this guest saw end, each
    /// with its number in the series.
    pub fn past_games(&self) -> &[(u32, G::Log)] {
        self.rematches.past()
    }

    /// The past games an earlier guest of this page saw ([`Guest::past_games`])
    /// in the series whose id is `series` ([`Guest::series`]), kept by this
    /// one, which joins the same host again: they stay if the host's
    /// welcome says the same series, and only those played before its game.
    pub fn keep_past(&mut self, series: u64, past: &[(u32, G::Log)]) {
        self.rematches.set_past(series, past.to_vec());
    }

    /// What a page draws of the series ([`SeriesShown`]).
    pub fn series_shown(&self) -> SeriesShown {
        let asked = self.rematch_asked().len();
        SeriesShown::of(
            self.series,
            asked,
            self.series_over.is_some(),
            self.watchers,
        )
    }

    /// How many watch the game, as the host last said.
    pub fn watchers(&self) -> u32 {
        self.watchers
    }

    /// The person at this device asks for a rematch (`yes`) or declines:
    /// the message to send, or why not (kept as the notice too): a
    /// watcher, before the game is over, once the series is over.
    pub fn ask_rematch(&mut self, yes: bool, now: Millis) -> Result<Vec<u8>, RefusalOf<G>> {
        let refused = match self.role {
            None => Some(Refusal::NotStarted),
            Some(Role::Watcher) => Some(Refusal::Watcher),
            Some(Role::Seat(_)) if self.series_over.is_some() => Some(Refusal::SeriesOver),
            Some(Role::Seat(_)) if self.outcome.is_none() => Some(Refusal::NotOver),
            Some(Role::Seat(_)) => None,
        };
        if let Some(r) = refused {
            self.notice = Some(Notice::Refused(r));
            return Err(r);
        }
        self.said = now;
        Ok(ToHost::<G>::Rematch(yes).encode())
    }

    /// Nothing from the host for [`DISCONNECT_MS`]: it has gone.
    pub fn host_lost(&self, now: Millis) -> bool {
        self.outcome.is_none() && now.since(self.heard) >= DISCONNECT_MS
    }

    // ----- the guest's person -----

    /// The person at this device leaves the game.
    /// (Leaving is allowed while the match waits.)
    pub fn intend_leave(&mut self, now: Millis) -> Result<Vec<u8>, RefusalOf<G>> {
        let seat = self.seat_to_move(true)?;
        self.said = now;
        Ok(ToHost::<G>::Intent(G::leave(seat)).encode())
    }

    /// A request by the person at this device, for their seat: the message
    /// to send, or why not (a watcher cannot move; told at once, without
    /// asking the host). The rest the host judges.
    pub fn intend(
        &mut self,
        now: Millis,
        intent: impl FnOnce(G::Side) -> G::Intent,
    ) -> Result<Vec<u8>, RefusalOf<G>> {
        let seat = self.may_move()?;
        self.said = now;
        Ok(ToHost::<G>::Intent(intent(seat)).encode())
    }

    /// The seat this person may move now, or why not (also kept as the
    /// notice to show): a watcher, before the start, after the end,
    /// while the match waits for a player.
    pub fn may_move(&mut self) -> Result<G::Side, RefusalOf<G>> {
        self.seat_to_move(false)
    }

    fn seat_to_move(&mut self, leaving: bool) -> Result<G::Side, RefusalOf<G>> {
        let refused = match self.role {
            None => Some(Refusal::NotStarted),
            Some(Role::Watcher) => Some(Refusal::Watcher),
            Some(Role::Seat(_)) if self.outcome.is_some() => Some(Refusal::GameOver),
            Some(Role::Seat(_)) if !self.started => Some(Refusal::NotStarted),
            Some(Role::Seat(_)) if !leaving && self.countdown(self.now).running() => {
                Some(Refusal::NotStarted)
            }
            Some(Role::Seat(_)) if self.paused.is_some() && !leaving => Some(Refusal::Paused),
            Some(Role::Seat(_)) => None,
        };
        if let Some(r) = refused {
            self.notice = Some(Notice::Refused(r));
            return Err(r);
        }
        match self.role {
            Some(Role::Seat(seat)) => Ok(seat),
            _ => Err(Refusal::Watcher),
        }
    }

    // ----- time -----

    /// Runs the shown match on by the guest's clock and says "still here"
    /// when due; returns the messages to send.
    pub fn run_until(&mut self, now: Millis) -> Vec<Vec<u8>> {
        if let (Some(_), Some(shown)) = (self.paused, &self.shown) {
            self.clock = (shown.tick(), now);
        } else if self.countdown(now).running() {
            // The match waits for the count; its clock runs on from its end.
            self.clock = (0, now);
        } else if self.started && self.outcome.is_none() {
            if let (Some(shown), Some(confirmed)) = (self.shown.as_mut(), self.confirmed.as_ref()) {
                let (tick, at) = self.clock;
                let by_clock = tick + now.since(at) / G::TICK_MS;
                shown.run_to(by_clock.min(confirmed.tick() + MAX_AHEAD_TICKS));
            }
        }
        if now.since(self.said) >= HEARTBEAT_MS {
            self.said = now;
            return vec![ToHost::<G>::Heartbeat.encode()];
        }
        Vec::new()
    }
}

/// A guest's mirror as a [`Session`]: an intent is the person's request for
/// their seat (refused at once for a watcher, before the start, after the
/// end, or for the other seat; the rest the host judges), `advance` runs the
/// shown match on by the clock ([`Guest::run_until`]), and its changes are the messages for the
/// host (requests submitted since the last frame, then "still here").
/// The host's messages come in through [`Guest::receive`].
impl<G: OnlineGame> Session for Guest<G> {
    type Intent = G::Intent;
    type Refused = RefusalOf<G>;
    type Shown = G;
    type Event = Vec<u8>;

    fn submit(&mut self, intent: G::Intent) -> Result<(), RefusalOf<G>> {
        if self.may_move()? != G::side_of(intent) {
            return Err(Refusal::NotYourSeat);
        }
        let bytes = self.intend(self.now, |_| intent)?;
        self.outbox.push(bytes);
        Ok(())
    }

    fn advance(&mut self, now: Millis) -> Changed<Vec<u8>> {
        let tick = self.game().map(G::tick);
        self.now = self.now.max(now);
        let mut events = std::mem::take(&mut self.outbox);
        events.extend(Guest::run_until(self, now));
        Changed {
            redraw: self.game().map(G::tick) != tick,
            events,
        }
    }

    fn shown(&self) -> Option<&G> {
        self.game()
    }
}

impl Guest<Match> {
    /// A Fox & Dolphin move by the person at this device (see [`Guest::intend`]).
    /// **For tests**: the page sends every intent through `intend`; the
    /// online tests move with this shorthand.
    pub fn intend_move(
        &mut self,
        from: Coord,
        to: Coord,
        now: Millis,
    ) -> Result<Vec<u8>, RefusalOf<Match>> {
        self.intend(now, |seat| Intent::Move { seat, from, to })
    }
}
