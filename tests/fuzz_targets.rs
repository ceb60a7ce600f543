//! The fuzz targets' bodies (`tests/fuzz_bodies/`), run natively on seeded
//! random inputs: wholly random bytes, and real inputs (a relay's frames,
//! sealed join messages, an invitation's fragment, a host's saved match, a
//! wire message) with a few bytes set, inserted or cut. This file makes
//! every `cargo test` compile every fuzz body, and checks that each target
//! in `fuzz/` runs a body run here (or a check another test file runs).
//!
//! ```text
//! cargo test --test fuzz_targets                       # 5,000 inputs a body
//! FUZZ_INPUTS=300000 cargo test --release --test fuzz_targets -- --nocapture
//! ```
#![cfg(not(target_arch = "wasm32"))] // native only: it reads fuzz/ from disk

mod fuzz_bodies;

use fox_and_xo::clock::{Millis, WallMs};
use fox_and_xo::online::code::{Code, Kind as CodeKind};
use fox_and_xo::online::envelope::{seal, Context, Kind, LinkSecret};
use fox_and_xo::online::game::GameKind;
use fox_and_xo::online::host::Host;
use fox_and_xo::online::ice::Ice;
use fox_and_xo::online::invitation::Invitation;
use fox_and_xo::online::nostr::{EphemeralKey, EVENT_KIND};
use fox_and_xo::online::tictactoe::TttMatch;
use fox_and_xo::online::wire::{ToGuest, ToHost};
use fox_and_xo::rules::fox_dolphin::{ai::Level, Match, Settings};
use fox_and_xo::rules::tictactoe::Player;
use fox_and_xo::rules::Seat;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::time::Instant;

fn inputs() -> u64 {
    std::env::var("FUZZ_INPUTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5_000)
}

/// Real inputs of each body, for the mutations to start from.
fn seeds(body: &str) -> Vec<Vec<u8>> {
    match body {
        "online" => {
            let host = host_of_a_started_match();
            let log = host.game().log();
            vec![
                ToHost::<Match>::Hello(7).encode(),
                ToHost::<Match>::Resync.encode(),
                ToGuest::<Match>::Snapshot(log).encode(),
                ToGuest::<TttMatch>::Heartbeat.encode(),
                ToHost::<TttMatch>::Hello(9).encode(),
            ]
        }
        "relay_frame" => {
            let key = EphemeralKey::from_random([5; 32]).expect("a valid key");
            let tags = vec![vec!["t".to_string(), "ab".repeat(32)]];
            let event = key.sign(1_764_000_000, EVENT_KIND, tags, "c2VhbGVk".into(), [9; 32]);
            vec![
                format!("[\"EVENT\",\"s\",{}]", event.to_json()).into_bytes(),
                b"[\"OK\",\"ab\",false,\"rate-limited: slow down\"]".to_vec(),
                b"[\"EOSE\",\"s\"]".to_vec(),
                b"[\"NOTICE\",\"\\u00e9\\n\"]".to_vec(),
                b"[\"CLOSED\",\"s\",\"auth-required: x\"]".to_vec(),
            ]
        }
        "envelope" => {
            let keys = LinkSecret::from_random([7; 16]).keys();
            let sender = [9u8; 32];
            let context = Context {
                event_kind: EVENT_KIND,
                sender: &sender,
            };
            let sealed = seal(
                &keys,
                context,
                Kind::Answer,
                b"an answer",
                WallMs(1_000),
                [3; 12],
            )
            .expect("a small payload seals");
            vec![
                sealed.into_bytes(),
                [&[0u8][..], b"AnAnswerCode-_"].concat(),
                vec![1, 4, 0, 0, 0],
                vec![2],
                [&[3u8][..], &[8; 32], b"AnOfferCode"].concat(),
            ]
        }
        "fragment" => {
            let ice = Ice::from_fragment(&format!(
                "ice=local&stun={}&nostr={}",
                b64("stun:127.0.0.1:3478"),
                b64("wss://relay.example\nwss://other.example")
            ))
            .expect("valid settings");
            let invitation = Invitation {
                game: GameKind::TicTacToe,
                code: Code::from_sdp(&crlf(OFFER), CodeKind::Offer, 7).expect("an offer"),
                secret: Some(LinkSecret::from_random([4; 16])),
                ice: ice.clone(),
            };
            let secret = LinkSecret::from_random([4; 16]).to_text();
            vec![
                invitation.to_fragment().into_bytes(),
                Invitation {
                    secret: None,
                    ice: Ice::default().for_invitation(),
                    ..invitation
                }
                .to_fragment()
                .into_bytes(),
                format!("{}&key={secret}", ice.to_fragment()).into_bytes(),
                format!("turn={}", b64("turn:127.0.0.1:3478\nuser\nsecret")).into_bytes(),
                b"wss://relay.example\nwss://other.example".to_vec(),
                format!("key={secret}").into_bytes(),
            ]
        }
        "saved_match" => {
            let mut ttt = Host::with_game(
                TttMatch::new(3, Player::X).expect("a 3x3 game"),
                [Seat::Guest, Seat::Guest],
            );
            let peer = ttt.connect(Millis(0));
            let _ = ttt.receive(peer, &ToHost::<TttMatch>::Hello(5).encode(), Millis(0));
            vec![host_of_a_started_match().save(), ttt.save()]
        }
        "saved_past" => {
            use fox_and_xo::online::game::OnlineGame;
            use fox_and_xo::online::host::past::write_past;
            use fox_and_xo::online::tictactoe::TttIntent;
            use fox_and_xo::rules::tictactoe::Cell;
            // Two tic-tac-toe games, each won along the top row.
            let mut games = Vec::new();
            for n in 1..=2 {
                let mut ttt = TttMatch::new(3, Player::X).expect("a 3x3 game");
                for (row, col) in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)] {
                    let seat = ttt.game().turn();
                    ttt.submit(TttIntent::Play {
                        seat,
                        cell: Cell::new(row, col),
                    })
                    .expect("a legal move");
                    ttt.step();
                }
                assert!(ttt.is_over());
                games.push((n, ttt.log()));
            }
            // A Fox & Dolphin game to its time limit.
            let mut fd = host_of_a_started_match().game().clone();
            fd.run_to(u64::MAX);
            assert!(fd.is_over());
            vec![
                write_past::<TttMatch>(0x5e71e5, &games),
                write_past::<Match>(u64::MAX, &[(3, fd.log())]),
            ]
        }
        other => panic!("no seeds for {other}"),
    }
}

const OFFER: &str = include_str!("online_sdp/chromium-offer.sdp");

fn crlf(sdp: &str) -> String {
    sdp.lines().map(|l| format!("{l}\r\n")).collect()
}

fn b64(text: &str) -> String {
    fox_and_xo::bytes::base64url_encode(text.as_bytes())
}

/// A Fox & Dolphin host with a guest on the foxes, five seconds in.
fn host_of_a_started_match() -> Host<Match> {
    let settings = Settings {
        size: 10,
        seed: 3,
        ..Settings::default()
    };
    let mut host =
        Host::new(settings, [Seat::Guest, Seat::Computer(Level::Easy)]).expect("valid settings");
    let peer = host.connect(Millis(0));
    let _ = host.receive(peer, &ToHost::<Match>::Hello(5).encode(), Millis(0));
    for now in (100..5_000).step_by(100) {
        let _ = host.run_until(Millis(now));
    }
    host
}

/// One input: random bytes one time in four, else a seed with one or two
/// bytes set or inserted, or cut short (one edit in six).
fn input(rng: &mut ChaCha8Rng, seeds: &[Vec<u8>]) -> Vec<u8> {
    if rng.random_range(0..4) == 0 {
        let len = rng.random_range(0..300);
        return (0..len).map(|_| rng.random()).collect();
    }
    let mut bytes = seeds[rng.random_range(0..seeds.len())].clone();
    for _ in 0..rng.random_range(1..=2) {
        let at = rng.random_range(0..=bytes.len());
        match rng.random_range(0..6) {
            0..=2 if at < bytes.len() => bytes[at] = rng.random(),
            5 => bytes.truncate(at),
            _ => bytes.insert(at, rng.random()),
        }
    }
    bytes
}

#[test]
fn every_fuzz_body_takes_random_and_mutated_inputs() {
    for (name, body) in fuzz_bodies::BODIES {
        let seeds = seeds(name);
        // Real inputs pass untouched first.
        for seed in &seeds {
            body(seed);
        }
        let mut rng = ChaCha8Rng::seed_from_u64(0xF022);
        let started = Instant::now();
        let mut read = 0;
        for case in 0..inputs() {
            let bytes = input(&mut rng, &seeds);
            match std::panic::catch_unwind(|| body(&bytes)) {
                Ok(taken) => read += u64::from(taken),
                Err(why) => panic!("{name}: input {case} ({bytes:02x?}) panicked: {why:?}"),
            }
        }
        println!(
            "{name}: {} inputs in {:.1} s, {read} taken as something",
            inputs(),
            started.elapsed().as_secs_f64()
        );
        // At least one input in fifty taken: a body whose inputs are all
        // refused at the first check tests nothing past it.
        assert!(
            read * 50 >= inputs(),
            "{name}: only {read} of {} inputs taken as something",
            inputs()
        );
    }
}

/// Each target in `fuzz/fuzz_targets/` is a `[[bin]]` of `fuzz/Cargo.toml`
/// and runs a body this suite compiles: one of [`fuzz_bodies::BODIES`], or
/// the check another test file runs on random inputs.
#[test]
fn every_fuzz_target_runs_a_body_the_suite_builds() {
    let root = env!("CARGO_MANIFEST_DIR");
    let manifest =
        std::fs::read_to_string(format!("{root}/fuzz/Cargo.toml")).expect("fuzz/Cargo.toml");
    let mut targets = 0;
    for entry in std::fs::read_dir(format!("{root}/fuzz/fuzz_targets")).expect("fuzz/fuzz_targets")
    {
        let path = entry.expect("a directory entry").path();
        let name = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default()
            .to_owned();
        let source = std::fs::read_to_string(&path).expect("a fuzz target");
        assert!(
            manifest.contains(&format!("path = \"fuzz_targets/{name}.rs\"")),
            "fuzz/fuzz_targets/{name}.rs is no [[bin]] of fuzz/Cargo.toml"
        );
        let runs_a_body = fuzz_bodies::BODIES
            .iter()
            .any(|(body, _)| source.contains(&format!("fuzz_bodies::{body}(")))
            || source.contains("fox_dolphin_invariants::run(") // tests/fox_dolphin_fuzz_inputs.rs
            || source.contains("fox_dolphin_logs::check("); // tests/fox_dolphin_log_fuzz_inputs.rs
        assert!(
            runs_a_body,
            "fuzz/fuzz_targets/{name}.rs runs no body the suite builds"
        );
        targets += 1;
    }
    assert!(
        targets >= 2 + fuzz_bodies::BODIES.len(),
        "{targets} fuzz targets"
    );
}
