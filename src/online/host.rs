//! The host: the Z spec's board, in the host's browser. It runs the one
//! authoritative [`Match`], gives seats by join order (Z spec `Join`: foxes,
//! then dolphins, then viewers), forwards the people's stamped intents to
//! every guest (`UpdateViews`), refuses what a guest may not do, only to
//! that guest (`IllegalMove`), and turns a closed channel or a silent guest
//! into Z spec `Disconnect`: at once before the start or after a
//! deliberate leave, else after a grace of [`GRACE_MS`] during which the
//! match pauses and the seat waits for its guest's token ([`SeatToken`]).
//! It can also be saved and restored from its log (`save`). What a
//! guest's messages change is in `host/from_guest.rs`.
//!
//! One host serves every [`OnlineGame`]: Fox & Dolphin's match and
//! tic-tac-toe's.
//!
//! Pure: time is an input (`now`, a [`Millis`] of the page's clock), bytes come in
//! and [`Out`]s go out; the WebRTC glue only carries them.

use rand::RngCore;

use crate::rules::fox_dolphin::{ai::Level, Match, Settings, SettingsError};
use crate::rules::rng::SplitMix64;
use crate::rules::Seat;

use crate::clock::Millis;
use crate::session::{Changed, Countdown, Session};

use super::game::{OnlineGame, RefusalOf};
use super::series::{Rematches, Series};
use super::wire::{Refusal, Role, SeatToken, ToGuest, MAX_INTENTS_PER_MESSAGE};

mod from_guest;
mod grace;
pub mod past;
pub mod room;
pub mod save;
mod series;
pub use crate::online::series::MAX_PAST_GAMES;

/// A guest's id, given by the host when its channel opens.
pub type PeerId = u32;

/// Both sides say something at least this often.
pub const HEARTBEAT_MS: u64 = 1_000;
/// A guest silent this long has left (Z spec `Disconnect`). Five missed
/// heartbeats: a stall of a second or two (a busy phone, a tab switch)
/// does not end the game.
pub const DISCONNECT_MS: u64 = 5_000;
/// A seated guest whose channel closed or went silent in a running game
/// has this long to come back with its token (the match waits), else it
/// has left (Z spec `Disconnect`).
pub const GRACE_MS: u64 = 30_000;
/// The host sends its tick and digest at least this often, and at once
/// after a tick that applied anyone's intent.
pub const TICKS_EVERY_MS: u64 = 1_000;
/// A guest's message budget: a burst of this many...
pub const BURST: u32 = 20;
/// ...refilled at this many a second (a person at the shortest cooldown
/// sends ten moves a second, plus a heartbeat).
pub const PER_SECOND: u32 = 15;
/// At most this many ticks are run by one [`Host::run_until`]; a page asleep
/// longer (a hidden tab) resumes where it stopped instead of racing.
pub const MAX_CATCH_UP_TICKS: u64 = 1_000;
/// The watchers the host serves itself, each on a channel of its own;
/// one more is refused ([`Refusal::Full`]). A direct watcher costs the
/// host about 1.6 KB a minute of upload and too little of the match's
/// time to measure (`docs/performance.md`, "A direct watcher's cost"):
/// what bounds them is each channel's own upkeep in the browser, which
/// 20 watchers measured on one machine did not strain.
pub const MAX_DIRECT_WATCHERS: u32 = 20;

/// What the host asks its glue to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Out {
    Send(PeerId, Vec<u8>),
    /// Close this guest's channel (it went silent).
    Close(PeerId),
}

#[derive(Clone, Debug)]
struct Peer<S> {
    id: PeerId,
    /// `None` until its hello.
    role: Option<Role<S>>,
    last_heard: Millis,
    tokens: u32,
    refilled: Millis,
    /// The flood being dropped was reported already.
    flood_reported: bool,
    /// It asked to leave: when its channel closes, it has left (no grace).
    leaving: bool,
}

/// The host's match and its guests.
#[derive(Clone, Debug)]
pub struct Host<G: OnlineGame> {
    game: G,
    /// Who plays each side, in the order of [`OnlineGame::SIDES`]: the
    /// person at the host's device ([`Seat::You`]), a guest, by join order
    /// ([`Seat::Guest`]), or the computer (Fox & Dolphin's levels; a
    /// [`Seat::HotSeat`] side takes no one's intents online).
    seats: [Seat<Level>; 2],
    /// The guest in each seat a guest plays.
    holders: [Option<PeerId>; 2],
    /// The token of each seat's guest: it takes the seat back.
    tokens: [Option<SeatToken>; 2],
    /// The seats whose guest is away, with the time their grace ends.
    away: [Option<Millis>; 2],
    /// When the pause for an away seat began (the clock stops meanwhile).
    paused_at: Option<Millis>,
    /// When [`ToGuest::Paused`] was last sent.
    paused_sent: Millis,
    peers: Vec<Peer<G::Side>>,
    next_id: PeerId,
    /// When the match's tick `tick0` was (or will be, after the count
    /// before the first tick), once every seat is taken.
    started: Option<Millis>,
    /// The latest time heard of (a message or a frame): the host's own
    /// person's requests are judged at it.
    now: Millis,
    /// The tick the clock started from: 0, or a restored match's tick.
    tick0: u64,
    sent_tick: u64,
    sent_intents: usize,
    sent: Millis,
    over_sent: bool,
    /// The series (`host/series.rs`): its score, the rematch asked by
    /// each side's player, the side whose player ended it (and whether
    /// that was told), the games before this one.
    series: Series,
    rematches: Rematches<G>,
    series_over: Option<G::Side>,
    series_over_sent: bool,
    /// The host's generator: the series' id, then each next game's seed.
    /// Seeded from the first game's digest (its own seed for Fox &
    /// Dolphin) and the page's seed ([`Host::with_seed`]), never a clock.
    draw: SplitMix64,
    /// The watchers' count last told to every guest.
    watchers_sent: Option<u32>,
}

/// A guest as the host's page lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PeerView<S> {
    pub id: PeerId,
    pub role: Option<Role<S>>,
}

/// Who holds a seat, as the host's page lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatHolder {
    /// The host's person, at this device.
    You,
    Computer(Level),
    /// A guest, connected.
    Guest,
    /// The guest lost its connection and has its grace to come back.
    Away,
    /// No guest yet.
    Waiting,
}

impl Host<Match> {
    /// A Fox & Dolphin host: foxes then dolphins.
    pub fn new(settings: Settings, seats: [Seat<Level>; 2]) -> Result<Host<Match>, SettingsError> {
        Ok(Host::with_game(Match::new(settings, seats)?, seats))
    }
}

impl<G: OnlineGame> Host<G> {
    /// A host for `game`, its sides played as `seats` says (a computer
    /// seat is the game's own business: its match plays it):
    /// [`Host::with_seed`] with no seed of the page's. Its series' id is
    /// then drawn from the game's digest alone: the same for two series of
    /// a game with no seed of its own (tic-tac-toe) and the same settings.
    pub fn with_game(game: G, seats: [Seat<Level>; 2]) -> Host<G> {
        Host::with_seed(game, seats, 0)
    }

    /// A host for `game` whose generator is seeded from the game's digest
    /// and `seed` (the page's entropy: each series a host page starts
    /// draws a new one): its first draw is the series' id
    /// ([`Series::id`]), the next ones each next game's seed.
    pub fn with_seed(game: G, seats: [Seat<Level>; 2], seed: u64) -> Host<G> {
        let mut draw = SplitMix64::new(game.digest() ^ seed);
        let series = Series {
            id: draw.next_u64(),
            ..Series::default()
        };
        let mut rematches = Rematches::default();
        rematches.set_past(series.id, Vec::new());
        Host {
            draw,
            game,
            seats,
            holders: [None; 2],
            tokens: [None; 2],
            away: [None; 2],
            paused_at: None,
            paused_sent: Millis::ZERO,
            peers: Vec::new(),
            next_id: 1,
            started: None,
            now: Millis::ZERO,
            tick0: 0,
            sent_tick: 0,
            sent_intents: 0,
            sent: Millis::ZERO,
            over_sent: false,
            series,
            rematches,
            series_over: None,
            series_over_sent: false,
            watchers_sent: None,
        }
    }

    // ----- queries -----

    pub fn game(&self) -> &G {
        &self.game
    }

    pub fn seats(&self) -> [Seat<Level>; 2] {
        self.seats
    }

    /// Every seat is taken and the clock runs.
    pub fn is_started(&self) -> bool {
        self.started.is_some()
    }

    /// What is left at `now` of the count before the first tick (none
    /// before the start, once it ran out, or for a restored match).
    pub fn countdown(&self, now: Millis) -> Countdown {
        match self.started {
            Some(started) if self.tick0 == 0 && self.game.tick() == 0 => {
                Countdown::of(started.since(now))
            }
            _ => Countdown::default(),
        }
    }

    /// Seats still waiting for a guest.
    pub fn open_seats(&self) -> usize {
        (0..2)
            .filter(|&i| self.seats[i] == Seat::Guest && self.holders[i].is_none())
            .count()
    }

    pub fn peers(&self) -> Vec<PeerView<G::Side>> {
        self.peers
            .iter()
            .map(|p| PeerView {
                id: p.id,
                role: p.role,
            })
            .collect()
    }

    /// The role `peer` holds. **For tests**: the reconnect tests ask it of
    /// one peer; pages read [`Host::peers`].
    pub fn role_of(&self, peer: PeerId) -> Option<Role<G::Side>> {
        self.peers.iter().find(|p| p.id == peer)?.role
    }

    // ----- the host's own person -----

    /// Who plays `side`.
    pub fn seat(&self, side: G::Side) -> Seat<Level> {
        self.seats[G::side_index(side)]
    }

    /// An intent of the person at the host's device, for a seat they hold:
    /// refused (with the reason, as a guest's would be) if the game has not
    /// started, the seat is not theirs, or the game says no.
    pub fn submit_local(&mut self, intent: G::Intent) -> Result<(), RefusalOf<G>> {
        if !self.is_started() {
            return Err(Refusal::NotStarted);
        }
        if self.countdown(self.now).running() && !is_leave::<G>(intent) {
            return Err(Refusal::NotStarted);
        }
        if self.seat(G::side_of(intent)) != Seat::You {
            return Err(Refusal::NotYourSeat);
        }
        if self.is_paused() && !is_leave::<G>(intent) {
            return Err(Refusal::Paused);
        }
        self.game.check(intent)?;
        if is_leave::<G>(intent) {
            // Leaving ends the game (and the series): nobody need be
            // waited for.
            self.end_series(G::side_of(intent));
            self.end_pause();
            self.end_countdown(self.now);
        }
        self.game.submit(intent)
    }

    /// The sides the host's person plays from this device.
    pub fn own_sides(&self) -> Vec<G::Side> {
        G::SIDES
            .into_iter()
            .filter(|&s| self.seat(s) == Seat::You)
            .collect()
    }

    /// Whether a guest holds a seat.
    pub fn guest_seated(&self) -> bool {
        self.peers()
            .iter()
            .any(|p| matches!(p.role, Some(Role::Seat(_))))
    }

    /// How the seat of `side` is held, for the page's list of who sits
    /// where.
    pub fn seat_holder(&self, side: G::Side, now: Millis) -> SeatHolder {
        match self.seat(side) {
            Seat::You => SeatHolder::You,
            Seat::Computer(level) => SeatHolder::Computer(level),
            Seat::Guest | Seat::HotSeat => {
                let peers = self.peers();
                if peers.iter().any(|p| p.role == Some(Role::Seat(side))) {
                    SeatHolder::Guest
                } else if self.away_all(now).iter().any(|&(s, _)| s == side) {
                    SeatHolder::Away
                } else {
                    SeatHolder::Waiting
                }
            }
        }
    }

    // ----- guests -----

    /// A guest's channel opened: it gets an id, and a seat when it says hello.
    pub fn connect(&mut self, now: Millis) -> PeerId {
        let id = self.next_id;
        self.next_id = self.next_id.wrapping_add(1).max(1);
        self.peers.push(Peer {
            id,
            role: None,
            last_heard: now,
            tokens: BURST,
            refilled: now,
            flood_reported: false,
            leaving: false,
        });
        id
    }

    /// A leave during the count before the first tick: the count ends and
    /// the clock started a tick ago, so the next run applies the leave
    /// and the game ends at once.
    pub(super) fn end_countdown(&mut self, now: Millis) {
        if self.countdown(now).running() {
            self.started = Some(now - G::TICK_MS);
        }
    }

    // ----- time -----

    /// Runs the match to `now`, ends silent guests, and sends the ticks.
    pub fn run_until(&mut self, now: Millis) -> Vec<Out> {
        self.now = self.now.max(now);
        let mut out = Vec::new();
        let silent: Vec<PeerId> = self
            .peers
            .iter()
            .filter(|p| now.since(p.last_heard) >= DISCONNECT_MS)
            .map(|p| p.id)
            .collect();
        for id in silent {
            out.push(Out::Close(id));
            out.extend(self.disconnect(id, now));
        }
        self.expire(now);
        self.resume_when_back(now);
        out.extend(self.series_news());
        if self.is_paused() {
            if now.since(self.paused_sent) >= HEARTBEAT_MS {
                out.extend(self.broadcast_paused(now));
            }
            return out;
        }
        out.extend(self.start_when_seated(now));
        let Some(started) = self.started else {
            if now.since(self.sent) >= HEARTBEAT_MS {
                self.sent = now;
                let beat = ToGuest::<G>::Heartbeat.encode();
                for p in self.peers.iter().filter(|p| p.role.is_some()) {
                    out.push(Out::Send(p.id, beat.clone()));
                }
            }
            return out;
        };
        let target = self.tick0 + now.since(started) / G::TICK_MS;
        if target > self.game.tick() + MAX_CATCH_UP_TICKS {
            // Asleep too long: the game time resumes where it stopped.
            let resume = target - MAX_CATCH_UP_TICKS;
            self.started = Some(started + (resume - self.game.tick()) * G::TICK_MS);
        }
        let target = self.tick0 + now.since(self.started.unwrap_or(started)) / G::TICK_MS;
        self.game.run_to(target);
        let fresh = self.game.intent_count() > self.sent_intents;
        let due = now.since(self.sent) >= TICKS_EVERY_MS;
        if fresh || due || (self.game.is_over() && !self.over_sent) {
            out.extend(self.broadcast_ticks(now));
        }
        out
    }

    fn broadcast_ticks(&mut self, now: Millis) -> Vec<Out> {
        let intents = self.game.stamped_since(self.sent_intents);
        let message = if intents.len() > MAX_INTENTS_PER_MESSAGE {
            ToGuest::<G>::Snapshot(self.game.log())
        } else {
            ToGuest::Ticks {
                from: self.sent_tick,
                to: self.game.tick(),
                intents,
                digest: self.game.digest(),
            }
        };
        self.sent_tick = self.game.tick();
        self.sent_intents = self.game.intent_count();
        self.sent = now;
        let mut messages = vec![message.encode()];
        if let Some(outcome) = self.game.outcome().filter(|_| !self.over_sent) {
            self.over_sent = true;
            self.series.record(self.game.winner());
            messages.push(ToGuest::<G>::Over(outcome).encode());
            messages.push(ToGuest::<G>::Score(self.series).encode());
        }
        let mut out = Vec::new();
        for p in self.peers.iter().filter(|p| p.role.is_some()) {
            for m in &messages {
                out.push(Out::Send(p.id, m.clone()));
            }
        }
        out
    }
}

/// The host's match as a [`Session`]: an intent is the host's person's
/// request for a seat they hold (see [`Host::submit_local`]), `advance` runs
/// the match to the time ([`Host::run_until`]); it redraws when the match's
/// tick moved, and its events are what the glue must send or close. Guests' messages come in through [`Host::receive`].
impl<G: OnlineGame> Session for Host<G> {
    type Intent = G::Intent;
    type Refused = RefusalOf<G>;
    type Shown = G;
    type Event = Out;

    fn submit(&mut self, intent: G::Intent) -> Result<(), RefusalOf<G>> {
        self.submit_local(intent)
    }

    fn advance(&mut self, now: Millis) -> Changed<Out> {
        let tick = self.game.tick();
        let events = Host::run_until(self, now);
        Changed {
            redraw: self.game.tick() != tick,
            events,
        }
    }

    fn shown(&self) -> Option<&G> {
        Some(&self.game)
    }
}

/// The intent is its seat's leave.
fn is_leave<G: OnlineGame>(intent: G::Intent) -> bool {
    intent == G::leave(G::side_of(intent))
}
