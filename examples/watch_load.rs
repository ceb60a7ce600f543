//! The Rust half of the watch load run (`scripts/watch-load.mjs`).
//!
//! `watch_load host NOW_S`: hosts a Fox & Dolphin match in memory (the
//! host's person plays both sides: their moves are stamped intents), its
//! batches made by the host's batcher and signed as the host's page would,
//! the last made at `NOW_S`; prints each event's JSON on a line, then
//! `{"room":..., "host":..., "digest":...}`.
//!
//! `watch_load replay ROOM HOST NOW_S`: reads, a line each, the events one
//! watcher received (a JSON array); follows them as a watcher's page
//! would, and prints for each line the match's digest at its end, or
//! `none` and why.

use std::io::BufRead;

use fox_and_xo::clock::Millis;
use fox_and_xo::online::envelope::hex;
use fox_and_xo::online::host::Host;
use fox_and_xo::online::nostr::{EphemeralKey, Event};
use fox_and_xo::online::watch::batch::{self, room_topic, Batcher, Seal};
use fox_and_xo::online::watch::follower::Follower;
use fox_and_xo::online::watch::BATCH_EVERY_MS;
use fox_and_xo::rules::fox_dolphin::{Match, Settings, Species};
use fox_and_xo::rules::Seat;

fn host(now_s: u64) {
    let settings = Settings {
        size: 12,
        seed: 5,
        cooldown_ms: 200,
        tide_interval_ms: 1_000,
        first_tide_ms: 1_000,
        time_limit_ms: Some(120_000),
    };
    let key = EphemeralKey::from_random([7; 32]).expect("a key");
    let room = room_topic([0x5a; 32]);
    let mut host = Host::new(settings, [Seat::You, Seat::You]).expect("settings");
    let mut batcher = Batcher::<Match>::new(host.series().game);
    let mut payloads = Vec::new();
    let mut now = Millis(1_000);
    while !batcher.done() {
        for side in [Species::Fox, Species::Dolphin] {
            let game = host.game().game();
            if game.cooldown_remaining(side) == 0 {
                if let Some(&(from, to)) = game.legal_moves(side).first() {
                    let _ = host.submit_local(fox_and_xo::rules::fox_dolphin::Intent::Move {
                        seat: side,
                        from,
                        to,
                    });
                }
            }
        }
        now += 50;
        host.run_until(now);
        if let Some(payload) = batcher.batch(host.game(), host.series(), now) {
            payloads.push(payload.expect("within its bound"));
        }
    }
    // Made every 12 s, the last at `now_s`.
    let count = payloads.len() as u64;
    for (i, payload) in payloads.iter().enumerate() {
        let at = now_s - (count - 1 - i as u64) * (BATCH_EVERY_MS / 1000);
        let n = i as u8;
        let event = batch::event(&key, &room, &Seal::Open, payload, at, [n; 12], [n; 32])
            .expect("an event");
        println!("{}", event.to_json());
    }
    println!(
        "{{\"room\":\"{room}\",\"host\":\"{}\",\"digest\":\"{:016x}\"}}",
        hex(&key.public()),
        host.game().digest()
    );
}

fn replay(room: &str, host: &str, now_s: u64) {
    let host: [u8; 32] = fox_and_xo::online::envelope::unhex(host).expect("the host's key");
    for line in std::io::stdin().lock().lines() {
        let line = line.expect("a line");
        let events: Vec<Event> = match serde_json::from_str(&line) {
            Ok(events) => events,
            Err(e) => {
                println!("none: {e}");
                continue;
            }
        };
        let mut f = Follower::<Match>::new(room, host, Seal::Open, Millis::ZERO);
        for e in &events {
            let _ = f.read(e, now_s, Millis(now_s * 1000));
        }
        match f.final_digest() {
            Some(d) if !f.astray() => println!("{d:016x}"),
            _ => println!("none: {} replayed, {} waiting", f.replayed(), f.waiting()),
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let number = |i: usize| args.get(i).and_then(|a| a.parse::<u64>().ok());
    match args.get(1).map(String::as_str) {
        Some("host") => host(number(2).expect("NOW_S")),
        Some("replay") => replay(&args[2], &args[3], number(4).expect("NOW_S")),
        _ => eprintln!("usage: watch_load host NOW_S | replay ROOM HOST NOW_S"),
    }
}
