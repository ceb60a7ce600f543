//! A host and its guests in memory, joined by perfect channels, with a
//! shared clock: the online tests of both games drive their sessions
//! through this. Each test crate uses some of it.
#![allow(dead_code)]

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
        time_limit_ms: Some(600_000),
    }
}

pub struct Net<G: OnlineGame> {
    pub host: Host<G>,
    /// Each guest with the id the host knows it by, in join order.
    pub guests: Vec<(PeerId, Guest<G>)>,
    pub now: u64,
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
            now: 1_000,
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
            let out = self.host.advance(self.now);
            self.deliver(out);
            for i in 0..self.guests.len() {
                let now = self.now;
                let replies = self.guests[i].1.advance(now);
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
