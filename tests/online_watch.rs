//! Watching through the relays, in memory: a whole match of each game
//! hosted, its batches made by the host's batcher and signed as events,
//! then followed by watchers that get them in order, shuffled, twice, or
//! all at once after the fact; every one ends on the host's digest. Bad
//! batches are dropped with a reason and change nothing; the batcher keeps
//! within its events a minute.

mod online_net;

use fox_and_xo::clock::Millis;
use fox_and_xo::online::envelope::LinkSecret;
use fox_and_xo::online::game::OnlineGame;
use fox_and_xo::online::host::Host;
use fox_and_xo::online::nostr::{read_frame_within, EphemeralKey, Event};
use fox_and_xo::online::tictactoe::{TttIntent, TttMatch};
use fox_and_xo::online::watch::batch::{self, Batch, Batcher, Seal, MAX_BATCH_TEXT};
use fox_and_xo::online::watch::follower::Follower;
use fox_and_xo::online::watch::{Dropped, BATCH_EVERY_MS, BATCH_LIFETIME_S, RENEW_S};
use fox_and_xo::online::wire::Role;
use fox_and_xo::rules::fox_dolphin::{Match, Settings};
use fox_and_xo::rules::rng::SplitMix64;
use fox_and_xo::rules::tictactoe::{Cell, Player};
use fox_and_xo::rules::Seat;
use rand::RngCore;

type Net<G> = online_net::Net<G>;

/// The wall clock of the tests, in s, at the net's 0 ms.
const EPOCH_S: u64 = 1_800_000_000;
const ROOM: &str = "5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a";

fn host_key() -> EphemeralKey {
    EphemeralKey::from_random([7; 32]).expect("a key")
}

/// The wall clock (unix s) when the page's clock reads `now`: the tests
/// move both together.
fn secs(now: Millis) -> u64 {
    EPOCH_S + now.0 / 1000
}

/// A hosted match, its batches as events, and what the host was at each.
struct Hosted<G: OnlineGame> {
    events: Vec<Event>,
    /// The host's (tick, digest) when each batch was made.
    at: Vec<(u64, u64)>,
    digest: u64,
    end: Millis,
    game: std::marker::PhantomData<G>,
}

/// Plays `net`'s match to its end, `moves` making the players' moves each
/// step, batching it as the host's page would, each batch sealed as
/// `seal` says.
fn host_match<G: OnlineGame>(
    mut net: Net<G>,
    seal: &Seal,
    mut moves: impl FnMut(&mut Net<G>, u64),
) -> Hosted<G> {
    for _ in 0..2 {
        net.join();
    }
    let key = host_key();
    let mut batcher = Batcher::<G>::new(net.host.series().game);
    let mut hosted = Hosted {
        events: Vec::new(),
        at: Vec::new(),
        digest: 0,
        end: Millis::ZERO,
        game: std::marker::PhantomData,
    };
    let mut step = 0;
    while !batcher.done() {
        assert!(step < 100_000, "the match never ended");
        moves(&mut net, step);
        net.run(100);
        step += 1;
        let game = net.host.game();
        if let Some(payload) = batcher.batch(game, net.host.series(), net.now) {
            let payload = payload.expect("within its bound");
            let n = hosted.events.len() as u8;
            let event = batch::event(&key, ROOM, seal, &payload, secs(net.now), [n; 12], [n; 32])
                .expect("an event");
            // As a relay sends it, within the watcher's frame reader.
            let frame = format!("[\"EVENT\",\"w\",{}]", event.to_json());
            assert!(read_frame_within(&frame, MAX_BATCH_TEXT).is_ok());
            hosted.events.push(event);
            hosted.at.push((game.tick(), game.digest()));
        }
    }
    hosted.digest = net.host.game().digest();
    hosted.end = net.now;
    hosted
}

fn fox_dolphin(seal: &Seal) -> Hosted<Match> {
    let settings = Settings {
        time_limit_ms: Some(90_000),
        ..online_net::settings()
    };
    let net = Net::hosting(Host::new(settings, [Seat::Guest, Seat::Guest]).unwrap());
    host_match(net, seal, |net, _| {
        for i in 0..2 {
            let Some(game) = net.guest(i).game() else {
                continue;
            };
            let seat = fox_dolphin_seat(i);
            let game = game.game();
            if game.cooldown_remaining(seat) > 0 {
                continue;
            }
            if let Some(&(from, to)) = game.legal_moves(seat).first() {
                let now = net.now;
                if let Ok(bytes) = net.guests[i].1.intend_move(from, to, now) {
                    net.send(i, bytes);
                }
            }
        }
    })
}

fn fox_dolphin_seat(i: usize) -> fox_and_xo::rules::fox_dolphin::Species {
    <Match as OnlineGame>::SIDES[i]
}

fn tictactoe(seal: &Seal) -> Hosted<TttMatch> {
    let game = TttMatch::new(4, Player::X).unwrap();
    let net = Net::hosting(Host::with_game(game, [Seat::Guest, Seat::Guest]));
    let mut draw = SplitMix64::new(44);
    host_match(net, seal, move |net, step| {
        // A move every three seconds, by the player whose turn it is, at a
        // cell drawn (a taken one is refused).
        if step % 30 != 0 {
            return;
        }
        for i in 0..2 {
            let Some(game) = net.guest(i).game() else {
                continue;
            };
            let Some(Role::Seat(seat)) = net.guest(i).role() else {
                continue;
            };
            if game.game().turn() != seat {
                continue;
            }
            let cell = Cell::new(draw.next_u64() as usize % 4, draw.next_u64() as usize % 4);
            let now = net.now;
            if let Ok(m) = net.guests[i]
                .1
                .intend(now, |seat| TttIntent::Play { seat, cell })
            {
                net.send(i, m);
            }
        }
    })
}

fn follower<G: OnlineGame>(seal: &Seal) -> Follower<G> {
    Follower::new(ROOM, host_key().public(), seal.clone(), Millis(0))
}

/// A follower that reads `events` in this order at `now` ends on the
/// host's digest, having replayed every batch.
fn follows<G: OnlineGame>(hosted: &Hosted<G>, seal: &Seal, events: &[Event], now: Millis) {
    let mut f = follower::<G>(seal);
    for e in events {
        match f.read(e, secs(now), now) {
            Ok(_) | Err(Dropped::Stale) => {}
            Err(other) => panic!("dropped: {other:?}"),
        }
    }
    assert_eq!(f.replayed(), hosted.events.len() as u64);
    assert_eq!(f.waiting(), 0);
    assert!(!f.astray());
    assert!(f.outcome().is_some());
    assert_eq!(f.final_digest(), Some(hosted.digest));
}

/// Every way a watcher can get the batches: in order, shuffled with each
/// twice, and a late joiner given them newest first (a relay's stored
/// events) after the end.
fn every_watcher_ends_on_the_hosts_digest<G: OnlineGame>(hosted: &Hosted<G>, seal: &Seal) {
    assert!(hosted.events.len() >= 4, "{} batches", hosted.events.len());
    follows(hosted, seal, &hosted.events, hosted.end);
    let mut draw = SplitMix64::new(9);
    for _ in 0..5 {
        let mut shuffled: Vec<Event> = hosted
            .events
            .iter()
            .chain(&hosted.events)
            .cloned()
            .collect();
        for i in (1..shuffled.len()).rev() {
            shuffled.swap(i, draw.next_u64() as usize % (i + 1));
        }
        follows(hosted, seal, &shuffled, hosted.end);
    }
    let newest_first: Vec<Event> = hosted.events.iter().rev().cloned().collect();
    follows(hosted, seal, &newest_first, hosted.end + 30_000);
}

#[test]
fn a_fox_and_dolphin_match_ends_on_the_hosts_digest_for_every_watcher() {
    let hosted = fox_dolphin(&Seal::Open);
    every_watcher_ends_on_the_hosts_digest(&hosted, &Seal::Open);
    let room = Seal::Room(LinkSecret::from_random([3; 16]).keys());
    let sealed = fox_dolphin(&room);
    assert_eq!(sealed.digest, hosted.digest, "the same match");
    every_watcher_ends_on_the_hosts_digest(&sealed, &room);
}

#[test]
fn a_tictactoe_match_ends_on_the_hosts_digest_for_every_watcher() {
    let hosted = tictactoe(&Seal::Open);
    every_watcher_ends_on_the_hosts_digest(&hosted, &Seal::Open);
    let room = Seal::Room(LinkSecret::from_random([4; 16]).keys());
    every_watcher_ends_on_the_hosts_digest(&tictactoe(&room), &room);
}

#[test]
fn a_watcher_arriving_mid_game_has_it_from_the_start_at_once() {
    let hosted = fox_dolphin(&Seal::Open);
    let half = hosted.events.len() / 2;
    // What the relays stored so far, newest first, read within one frame.
    let mut f = follower::<Match>(&Seal::Open);
    let now = Millis((half as u64) * BATCH_EVERY_MS);
    for e in hosted.events[..half].iter().rev() {
        f.read(e, secs(now), now).expect("read");
    }
    let board = f.board().expect("a board");
    assert_eq!((board.tick(), board.digest()), hosted.at[half - 1]);
    assert!(f
        .behind_s(secs(now))
        .is_some_and(|s| s <= BATCH_EVERY_MS / 1000 + 1));
    // Then the live ones, with a gap filled late.
    let rest = &hosted.events[half..];
    for e in &rest[1..] {
        assert_eq!(f.read(e, secs(now), now), Ok(0), "waits for the gap");
    }
    assert_eq!(f.waiting(), rest.len() - 1);
    assert_eq!(f.read(&rest[0], secs(now), now), Ok(rest.len()));
    assert_eq!(f.final_digest(), Some(hosted.digest));
}

#[test]
fn bad_batches_are_dropped_with_a_reason_and_change_nothing() {
    let hosted = tictactoe(&Seal::Open);
    let key = host_key();
    let now = hosted.end;
    let mut f = follower::<TttMatch>(&Seal::Open);
    for e in &hosted.events[..2] {
        f.read(e, secs(now), now).expect("read");
    }
    let before = (f.replayed(), f.board().unwrap().digest());
    let game = <TttMatch as OnlineGame>::KIND.code();
    let signed = |payload: &[u8]| {
        batch::event(
            &key,
            ROOM,
            &Seal::Open,
            payload,
            secs(now),
            [0; 12],
            [0; 32],
        )
        .unwrap()
    };
    let third = Batch::decode(
        &fox_and_xo::bytes::base64url_decode(&hosted.events[2].content).unwrap(),
        game,
    )
    .unwrap();
    let mut cases: Vec<(&str, Event, Dropped)> = Vec::new();
    // Forged: another key, or the host's key with a changed payload.
    let stranger = EphemeralKey::from_random([8; 32]).unwrap();
    let payload = third.encode(game);
    let forged = batch::event(
        &stranger,
        ROOM,
        &Seal::Open,
        &payload,
        secs(now),
        [0; 12],
        [0; 32],
    );
    cases.push(("another key", forged.unwrap(), Dropped::NotTheHost));
    let mut tampered = hosted.events[2].clone();
    let mut changed = third.clone();
    changed.messages[0].push(0);
    tampered.content = fox_and_xo::bytes::base64url_encode(&changed.encode(game));
    cases.push(("tampered", tampered, Dropped::BadSignature));
    // Malformed, oversized, stale, expired, of another room or version.
    cases.push((
        "not base64",
        signed(b"").tap_content("%%%"),
        Dropped::Malformed,
    ));
    cases.push(("empty", signed(&[]), Dropped::Malformed));
    let mut trailing = payload.clone();
    trailing.push(1);
    cases.push(("trailing bytes", signed(&trailing), Dropped::Malformed));
    let none = Batch {
        messages: vec![],
        ..third.clone()
    };
    cases.push(("no message", signed(&none.encode(game)), Dropped::Malformed));
    cases.push(("other game", signed(&third.encode(1)), Dropped::NotOurs));
    // The largest batch a relay can send fits a frame.
    let largest = signed(b"").tap_content(&"A".repeat(MAX_BATCH_TEXT));
    let frame = format!("[\"EVENT\",\"w\",{}]", largest.to_json());
    assert!(read_frame_within(&frame, MAX_BATCH_TEXT).is_ok());
    let long = "A".repeat(MAX_BATCH_TEXT + 4);
    cases.push((
        "oversized",
        signed(b"").tap_content(&long),
        Dropped::TooLong,
    ));
    cases.push(("replayed", hosted.events[1].clone(), Dropped::Stale));
    let mut other_room = hosted.events[2].clone();
    other_room.tags[0][1] = "ab".repeat(32);
    cases.push(("another room", other_room, Dropped::NotOurs));
    let mut version = hosted.events[2].clone();
    version.tags[1][1] = "9".into();
    cases.push(("another version", version, Dropped::WrongVersion));
    let sealed = Seal::Room(LinkSecret::from_random([5; 16]).keys());
    let wrong = batch::event(&key, ROOM, &sealed, &payload, secs(now), [1; 12], [0; 32]).unwrap();
    let mut g = follower::<TttMatch>(&Seal::Room(LinkSecret::from_random([6; 16]).keys()));
    assert_eq!(g.read(&wrong, secs(now), now), Err(Dropped::Unauthentic));
    for (what, event, why) in cases {
        assert_eq!(f.read(&event, secs(now), now), Err(why), "{what}");
        assert_eq!(
            (f.replayed(), f.board().unwrap().digest()),
            before,
            "{what}"
        );
        assert_eq!(f.waiting(), 0, "{what}");
    }
    let late = secs(now) + BATCH_LIFETIME_S + 100;
    assert_eq!(f.read(&hosted.events[2], late, now), Err(Dropped::Expired));
    // The real one still reads.
    assert_eq!(f.read(&hosted.events[2], secs(now), now), Ok(1));
}

trait TapContent {
    fn tap_content(self, content: &str) -> Event;
}

impl TapContent for Event {
    fn tap_content(mut self, content: &str) -> Event {
        self.content = content.to_string();
        self
    }
}

#[test]
fn the_batcher_never_sends_more_than_five_a_minute_over_a_long_match() {
    // The host's match as it runs for an hour, called at
    // irregular times (frames, hidden tabs); every sliding minute holds at
    // most 60 / 12 = 5 batches, and with the listing's one a host's page
    // sends each relay at most 6 events a minute.
    let settings = Settings {
        time_limit_ms: Some(60 * 60_000),
        ..online_net::settings()
    };
    let mut game = Match::new(settings, [Seat::HotSeat, Seat::HotSeat]).unwrap();
    let mut batcher = Batcher::<Match>::new(1);
    let mut draw = SplitMix64::new(12);
    let (mut now, mut sent) = (0u64, Vec::new());
    while !batcher.done() {
        now += 1 + draw.next_u64() % 3_000;
        game.run_to(now / <Match as OnlineGame>::TICK_MS);
        if let Some(payload) = batcher.batch(&game, Default::default(), Millis(now)) {
            payload.expect("within its bound");
            sent.push(now);
        }
    }
    assert!(sent.len() > 250, "{} batches", sent.len());
    for (i, &t) in sent.iter().enumerate() {
        let in_minute = sent[i..].iter().take_while(|&&u| u < t + 60_000).count();
        assert!(in_minute <= 5, "{in_minute} batches in the minute from {t}");
    }
    let per_minute = |every_ms: u64| 60_000 / every_ms;
    assert_eq!(per_minute(BATCH_EVERY_MS), 5, "watching through the relays");
    assert_eq!(per_minute(RENEW_S * 1000), 1, "the listing");
    assert!(per_minute(BATCH_EVERY_MS) + per_minute(RENEW_S * 1000) <= 6);
}
