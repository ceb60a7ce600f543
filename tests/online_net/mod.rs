//! A host and its guests in memory, joined by perfect channels, with a
//! shared clock: the online tests of both games drive their sessions
//! through this. Each test crate uses some of it.
#![allow(dead_code)]

use fox_and_xo::clock::Millis;
use fox_and_xo::online::game::{OnlineGame, RefusalOf};
use fox_and_xo::online::guest::Guest;
use fox_and_xo::online::host::{Host, Out, PeerId};
use fox_and_xo::online::wire::ToGuest;
use fox_and_xo::rules::fox_dolphin::{Settings, TICK_MS};

/// The Fox & Dolphin settings the reconnect and restore tests play on: a
/// 12-tile island, short timers, ten minutes.
pub fn settings() -> Settings {
    Settings {
        size: 12,
        seed: 5,
        cooldown_ms: 200,
        tide_interval_ms: 1_000,
        first_tide_ms: 1_000,
        time_limit_ms: Some(600_000),
    }
}

/// Tic-tac-toe on 3×3, as (row, column) in turn: the first to move wins
/// along the top row.
pub const FIRST_WINS: [(usize, usize); 5] = [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)];
/// Nine moves, no line.
pub const DRAW: [(usize, usize); 9] = [
    (0, 0),
    (0, 1),
    (0, 2),
    (1, 1),
    (1, 0),
    (1, 2),
    (2, 1),
    (2, 0),
    (2, 2),
];

pub struct Net<G: OnlineGame> {
    pub host: Host<G>,
    /// Each guest with the id the host knows it by, in join order.
    pub guests: Vec<(PeerId, Guest<G>)>,
    pub now: Millis,
    /// Every message the host sent, by guest: (peer, decoded).
    pub seen: Vec<(PeerId, ToGuest<G>)>,
    /// Messages and bytes: host to guests, guests to host.
    pub down: (usize, usize),
    pub up: (usize, usize),
}

impl<G: OnlineGame> Net<G> {
    /// `host` with nobody connected yet, at one second.
    pub fn hosting(host: Host<G>) -> Net<G> {
        Net {
            host,
            guests: Vec::new(),
            now: Millis(1_000),
            seen: Vec::new(),
            down: (0, 0),
            up: (0, 0),
        }
    }

    /// A new guest connects and says hello; its index in `guests`.
    pub fn join(&mut self) -> usize {
        let id = self.host.connect(self.now);
        // Each guest its own token: 1, 2, 3…
        let token = self.guests.len() as u64 + 1;
        let (guest, hello) = Guest::new(self.now, token);
        self.guests.push((id, guest));
        let out = self.host.receive(id, &hello, self.now);
        self.deliver(out);
        self.guests.len() - 1
    }

    pub fn guest(&self, i: usize) -> &Guest<G> {
        &self.guests[i].1
    }

    /// The host's messages to their guests, the guests' replies to the
    /// host, and so on until nobody has anything more to say.
    pub fn deliver(&mut self, mut queue: Vec<Out>) {
        while !queue.is_empty() {
            let mut next = Vec::new();
            for out in queue {
                if let Out::Send(id, bytes) = out {
                    self.down.0 += 1;
                    self.down.1 += bytes.len();
                    self.seen.push((id, ToGuest::decode(&bytes).unwrap()));
                    if let Some((_, g)) = self.guests.iter_mut().find(|(p, _)| *p == id) {
                        for reply in g.receive(&bytes, self.now) {
                            self.up.0 += 1;
                            self.up.1 += reply.len();
                            next.extend(self.host.receive(id, &reply, self.now));
                        }
                    }
                }
            }
            queue = next;
        }
    }

    /// A guest's message to the host, and whatever follows.
    pub fn send(&mut self, i: usize, bytes: Vec<u8>) {
        self.up.0 += 1;
        self.up.1 += bytes.len();
        let id = self.guests[i].0;
        let out = self.host.receive(id, &bytes, self.now);
        self.deliver(out);
    }

    /// Moves the clock by `ms` in steps of the match's tick (10 ms); every
    /// side advances.
    pub fn run(&mut self, ms: u64) {
        for _ in 0..ms / TICK_MS {
            self.now += TICK_MS;
            let out = self.host.run_until(self.now);
            self.deliver(out);
            for i in 0..self.guests.len() {
                let now = self.now;
                let replies = self.guests[i].1.run_until(now);
                for r in replies {
                    self.send(i, r);
                }
            }
        }
    }

    /// Runs the count before the first tick (`OnlineGame::COUNTDOWN_MS`),
    /// once every seat is taken: the match then stands at tick 0.
    pub fn count_down(&mut self) {
        self.run(G::COUNTDOWN_MS);
        assert!(!self.host.countdown(self.now).running());
    }

    /// The refusals the host sent to `id`, in order.
    pub fn refusals_to(&self, id: PeerId) -> Vec<RefusalOf<G>> {
        self.seen
            .iter()
            .filter_map(|(p, m)| match m {
                ToGuest::Refused(r) if *p == id => Some(*r),
                _ => None,
            })
            .collect()
    }
}

/// Random messages for the fuzz stand-ins: a seeded xorshift, and bytes
/// that start, two times in three, with the current [`WIRE_VERSION`], the
/// game's byte and a kind either side knows, so most inputs get past the
/// header into a message body, a quarter of them short as most bodies are
/// (the rest are wholly random).
///
/// [`WIRE_VERSION`]: fox_and_xo::online::wire::WIRE_VERSION
pub struct WireFuzz {
    seed: u64,
    /// Inputs made, and how many of them one side's decoder read past
    /// the header (a body decoded, or refused for what is in it).
    pub inputs: usize,
    pub bodies: usize,
    /// Inputs one side decoded as a whole message.
    pub decoded: usize,
}

/// Every message kind of `online::wire` (guest to host 1-5, host to guest
/// 10-21), and one no side knows.
const KINDS: [u8; 18] = [
    1, 2, 3, 4, 5, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 99,
];

impl WireFuzz {
    pub fn new(seed: u64) -> WireFuzz {
        WireFuzz {
            seed,
            inputs: 0,
            bodies: 0,
            decoded: 0,
        }
    }

    pub fn next(&mut self) -> u64 {
        self.seed ^= self.seed << 13;
        self.seed ^= self.seed >> 7;
        self.seed ^= self.seed << 17;
        self.seed
    }

    /// One input of up to `max_len` bytes for game `G`.
    pub fn input<G: OnlineGame>(&mut self, max_len: usize) -> Vec<u8> {
        let len = (self.next() % max_len as u64) as usize + 1;
        let mut bytes: Vec<u8> = (0..len).map(|_| self.next() as u8).collect();
        if self.next() % 3 != 0 {
            let kind = KINDS[(self.next() % KINDS.len() as u64) as usize];
            let header = [fox_and_xo::online::wire::WIRE_VERSION, G::KIND.code(), kind];
            let n = header.len().min(bytes.len());
            bytes[..n].copy_from_slice(&header[..n]);
            // One in four headed inputs is short: most kinds (a
            // heartbeat, a rematch, the watchers) have a body of 0 to 2 bytes.
            if self.next() % 4 == 0 {
                let short = 3 + (self.next() % 3) as usize;
                bytes.truncate(short);
            }
        }
        self.inputs += 1;
        bytes
    }

    /// Prints what the stand-in reached and checks it: of its 20,000
    /// inputs, at least 10,000 reached a message body and 100 decoded
    /// whole (both stand-ins, one for each game, hold to these).
    pub fn assert_reached_bodies(&self) {
        println!(
            "{} inputs: {} reached a message body, {} decoded whole",
            self.inputs, self.bodies, self.decoded
        );
        assert!(
            self.bodies >= 10_000,
            "{} of 20,000 reached a body",
            self.bodies
        );
        assert!(
            self.decoded >= 100,
            "{} of 20,000 decoded whole",
            self.decoded
        );
    }

    /// Counts `bytes` as reaching a message body when either decoder read
    /// past the version, game and kind bytes.
    pub fn count<G: OnlineGame>(&mut self, bytes: &[u8]) {
        use fox_and_xo::online::wire::{ToHost, WireError};
        let past_header = |e: &WireError| {
            !matches!(
                e,
                WireError::Empty
                    | WireError::TooLong { .. }
                    | WireError::UnknownVersion(_)
                    | WireError::OtherGame(_)
                    | WireError::UnknownKind(_)
            )
        };
        let to_host = ToHost::<G>::decode(bytes);
        let to_guest = ToGuest::<G>::decode(bytes);
        // A header cut short (one or two bytes) is Truncated before any body.
        let reached = bytes.len() > 3
            && (to_host.as_ref().err().is_none_or(past_header)
                || to_guest.as_ref().err().is_none_or(past_header));
        self.bodies += usize::from(reached);
        self.decoded += usize::from(to_host.is_ok() || to_guest.is_ok());
    }
}
