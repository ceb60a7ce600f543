//! What a direct watcher costs the host's match (issue 44, item 3), in
//! memory: the pure host ([`Host`]) of a Fox & Dolphin game on the default
//! 12-tile island, its guest and 0 to 100 watchers, each connected by a
//! perfect channel; both players move at a person's pace (a move every
//! 1.5 s each, the first legal one). Over a minute of play it prints the
//! host's own time (its `run_until` each frame and its `receive` of every
//! guest's and watcher's message, the guests' own work not counted), a
//! frame of 16 ms and a tick of 10 ms, and what it sends, messages and
//! bytes a minute. The page's share (the data channels' encryption and
//! sending, in the browser) is `tests/perf/direct_watchers.mjs`'s.
//!
//! Run: `cargo run --release --example direct_watchers [counts]` (counts
//! comma separated, default 0,1,5,10,20,50,100). A benchmark: it prints,
//! never asserts.

use std::time::{Duration, Instant};

use fox_and_xo::clock::Millis;
use fox_and_xo::online::guest::Guest;
use fox_and_xo::online::host::{Host, Out, PeerId};
use fox_and_xo::rules::fox_dolphin::{Coord, Game, Intent, Match, Settings, Species, TICK_MS};
use fox_and_xo::rules::Seat;

/// A frame at 60 frames a second, as the page runs the host.
const FRAME_MS: u64 = 16;
/// A person's pace: a move every 1.5 s from each seat.
const MOVE_EVERY_MS: u64 = 1_500;
const MINUTE_MS: u64 = 60_000;

struct Run {
    host: Host<Match>,
    guests: Vec<(PeerId, Guest<Match>)>,
    now: Millis,
    host_time: Duration,
    sent: (usize, usize),
}

impl Run {
    fn deliver(&mut self, mut queue: Vec<Out>) {
        while !queue.is_empty() {
            let mut next = Vec::new();
            for out in queue {
                let Out::Send(id, bytes) = out else { continue };
                self.sent.0 += 1;
                self.sent.1 += bytes.len();
                let Some(i) = self.guests.iter().position(|(p, _)| *p == id) else {
                    continue;
                };
                let replies = self.guests[i].1.receive(&bytes, self.now);
                for reply in replies {
                    let started = Instant::now();
                    next.extend(self.host.receive(id, &reply, self.now));
                    self.host_time += started.elapsed();
                }
            }
            queue = next;
        }
    }

    fn frame(&mut self) {
        self.now += FRAME_MS;
        let started = Instant::now();
        let out = self.host.run_until(self.now);
        self.host_time += started.elapsed();
        self.deliver(out);
        for i in 0..self.guests.len() {
            let (id, guest) = &mut self.guests[i];
            let id = *id;
            let replies = guest.run_until(self.now);
            for reply in replies {
                let started = Instant::now();
                let out = self.host.receive(id, &reply, self.now);
                self.host_time += started.elapsed();
                self.deliver(out);
            }
        }
    }
}

fn first_move(game: &Game, side: Species) -> Option<(Coord, Coord)> {
    (game.cooldown_remaining(side) == 0)
        .then(|| game.legal_moves(side).first().copied())
        .flatten()
}

fn measure(watchers: usize) -> (Duration, u64, (usize, usize)) {
    let settings = Settings {
        time_limit_ms: Some(900_000),
        ..Settings::default()
    };
    let host = Host::new(settings, [Seat::You, Seat::Guest]).expect("the default settings");
    let mut run = Run {
        host,
        guests: Vec::new(),
        now: Millis(1_000),
        host_time: Duration::ZERO,
        sent: (0, 0),
    };
    for token in 1..=watchers as u64 + 1 {
        let id = run.host.connect(run.now);
        let (guest, hello) = Guest::new(run.now, token);
        run.guests.push((id, guest));
        let out = run.host.receive(id, &hello, run.now);
        run.deliver(out);
    }
    while run.host.countdown(run.now).running() || !run.host.is_started() {
        run.frame();
    }
    // A few seconds in, then the measured minute.
    for _ in 0..200 {
        run.frame();
    }
    run.host_time = Duration::ZERO;
    run.sent = (0, 0);
    let (from, ticks0) = (run.now, run.host.game().tick());
    let mut next_move = from;
    while run.now.since(from) < MINUTE_MS && !run.host.game().is_over() {
        if run.now >= next_move {
            next_move += MOVE_EVERY_MS;
            if let Some((from, to)) = first_move(run.host.game().game(), Species::Fox) {
                let _ = run.host.submit_local(Intent::Move {
                    seat: Species::Fox,
                    from,
                    to,
                });
            }
            let now = run.now;
            let dolphin = first_move(run.host.game().game(), Species::Dolphin);
            let (id, guest) = &mut run.guests[0];
            let id = *id;
            if let Some(Ok(bytes)) = dolphin.map(|(from, to)| guest.intend_move(from, to, now)) {
                let started = Instant::now();
                let out = run.host.receive(id, &bytes, now);
                run.host_time += started.elapsed();
                run.deliver(out);
            }
        }
        run.frame();
    }
    let ticks = run.host.game().tick() - ticks0;
    (run.host_time, ticks, run.sent)
}

fn main() {
    let counts: Vec<usize> = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "0,1,5,10,20,50,100".into())
        .split(',')
        .filter_map(|c| c.parse().ok())
        .collect();
    println!("watchers  host µs/frame  µs/tick  messages/min  KB/min sent");
    for n in counts {
        let (time, ticks, (messages, bytes)) = measure(n);
        let frames = (ticks * TICK_MS).div_ceil(FRAME_MS).max(1);
        println!(
            "{n:>8}  {:>12.1}  {:>7.2}  {:>12}  {:>11.1}",
            time.as_secs_f64() * 1e6 / frames as f64,
            time.as_secs_f64() * 1e6 / ticks.max(1) as f64,
            messages,
            bytes as f64 / 1024.0,
        );
    }
}
