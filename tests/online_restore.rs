//! The host saved by its page and restored after a reload: the same match
//! at the same tick and digest, its guests away until they come back with
//! their tokens, then on to the same end as a host never interrupted; a
//! bad save (damaged, too long, another game's) refused, never a panic.

#![cfg(not(target_arch = "wasm32"))] // native only: `wasm-pack test` builds tests/ for the browser too

mod online_net;

use fox_and_xo::clock::Millis;
use fox_and_xo::online::game::OnlineGame;
use fox_and_xo::online::guest::Guest;
use fox_and_xo::online::host::save::{RestoreError, MAX_SAVE_BYTES};
use fox_and_xo::online::host::{Host, Out, GRACE_MS};
use fox_and_xo::online::tictactoe::TttMatch;
use fox_and_xo::online::wire::Role;
use fox_and_xo::rules::fox_dolphin::{Intent, Match, Species};
use fox_and_xo::rules::tictactoe::Player;
use fox_and_xo::rules::Seat;
use fox_and_xo::session::COUNTDOWN_MS;
use proptest::prelude::*;

use online_net::{settings, Net};

fn ttt_net() -> Net<TttMatch> {
    Net::hosting(Host::with_game(
        TttMatch::new(3, Player::X).unwrap(),
        [Seat::Guest, Seat::Guest],
    ))
}

/// A host whose person plays the foxes, a guest the dolphins, from one
/// second; the foxes move by a fixed rule, so two hosts in the same state
/// make the same moves.
fn run_host(host: &mut Host<Match>, guest: &mut Guest<Match>, from: u64, ms: u64) {
    let mut now = from;
    while now < from + ms {
        now += 10;
        let out = host.run_until(Millis(now));
        deliver(host, guest, out, now);
        for bytes in guest.run_until(Millis(now)) {
            let out = host.receive(1, &bytes, Millis(now));
            deliver(host, guest, out, now);
        }
        let game = host.game().game();
        if host.game().tick() % 17 == 0 && game.cooldown_remaining(Species::Fox) == 0 {
            if let Some(&(from, to)) = game.legal_moves(Species::Fox).first() {
                let _ = host.submit_local(Intent::Move {
                    seat: Species::Fox,
                    from,
                    to,
                });
            }
        }
    }
}

fn deliver(host: &mut Host<Match>, guest: &mut Guest<Match>, out: Vec<Out>, now: u64) {
    let mut queue = out;
    while !queue.is_empty() {
        let mut next = Vec::new();
        for o in queue {
            if let Out::Send(_, bytes) = o {
                for reply in guest.receive(&bytes, Millis(now)) {
                    next.extend(host.receive(1, &reply, Millis(now)));
                }
            }
        }
        queue = next;
    }
}

fn hosted() -> (Host<Match>, Guest<Match>) {
    let mut host = Host::new(settings(), [Seat::You, Seat::Guest]).unwrap();
    assert_eq!(host.connect(Millis(1_000)), 1);
    let (mut guest, hello) = Guest::new(Millis(1_000), 42);
    let out = host.receive(1, &hello, Millis(1_000));
    deliver(&mut host, &mut guest, out, 1_000);
    assert!(host.is_started());
    (host, guest)
}

#[test]
fn a_restored_host_goes_on_with_the_same_match_to_the_same_end() {
    // Uninterrupted.
    // (Each counts 3, 2, 1 first: COUNTDOWN_MS of no ticks.)
    let (mut a, mut ga) = hosted();
    run_host(&mut a, &mut ga, 1_000, COUNTDOWN_MS + 6_000);
    // Saved after 3 s of play, restored on another clock, its guest back 2 s later.
    let (mut b, mut gb) = hosted();
    run_host(&mut b, &mut gb, 1_000, COUNTDOWN_MS + 3_000);
    let saved = b.save();
    assert!(saved.len() <= MAX_SAVE_BYTES);
    let (tick, digest) = (b.game().tick(), b.game().digest());
    let mut r = Host::<Match>::restore(&saved, Millis(500)).unwrap();
    assert_eq!((r.game().tick(), r.game().digest()), (tick, digest));
    assert!(r.is_paused());
    assert_eq!(r.away(Millis(500)), Some((Species::Dolphin, GRACE_MS)));
    assert_eq!(r.seats(), [Seat::You, Seat::Guest]);
    r.run_until(Millis(2_000));
    assert_eq!(r.game().tick(), tick, "paused until the guest is back");
    let id = r.connect(Millis(2_500));
    assert_eq!(id, 1);
    let (mut back, hello) = Guest::new(Millis(2_500), 42);
    let out = r.receive(id, &hello, Millis(2_500));
    deliver(&mut r, &mut back, out, 2_500);
    assert_eq!(back.role(), Some(Role::Seat(Species::Dolphin)));
    assert!(!r.is_paused());
    run_host(&mut r, &mut back, 2_500, 3_000);
    let ia: Vec<_> = a
        .game()
        .intents()
        .iter()
        .map(|s| (s.tick, s.intent))
        .collect();
    let ir: Vec<_> = r
        .game()
        .intents()
        .iter()
        .map(|s| (s.tick, s.intent))
        .collect();
    assert_eq!(ia, ir);
    assert_eq!(r.game().tick(), a.game().tick());
    assert_eq!(r.game().digest(), a.game().digest());
    // The guest that came back agrees with the host at its tick.
    let copy = back.confirmed().unwrap();
    let log = r.game().log();
    let mut then = Match::new(log.settings, log.seats).unwrap();
    then.replay_to(&log, copy.tick()).unwrap();
    assert_eq!(then.digest(), copy.digest());
    assert_eq!(back.resyncs(), 0);
    assert!(r.game().intents().len() > 3);
}

#[test]
fn a_restored_host_waits_for_its_seats_before_the_start_and_keeps_tictactoe() {
    let mut net = ttt_net();
    net.join();
    let early = Host::<TttMatch>::restore(&net.host.save(), Millis(0)).unwrap();
    assert!(!early.is_started() && !early.is_paused());
    net.join();
    net.run(200);
    let saved = net.host.save();
    let r = Host::<TttMatch>::restore(&saved, Millis(0)).unwrap();
    assert_eq!(r.game().digest(), net.host.game().digest());
    assert_eq!(r.away_all(Millis(0)).len(), 2, "both guests away");
    // A save of the other game is refused as such.
    assert!(matches!(
        Host::<Match>::restore(&saved, Millis(0)),
        Err(RestoreError::OtherGame(_))
    ));
}

#[test]
fn malformed_saves_are_refused() {
    let (host, _) = hosted();
    let saved = host.save();
    assert_eq!(
        Host::<Match>::restore(&[], Millis(0)).err(),
        Some(RestoreError::Empty)
    );
    assert!(matches!(
        Host::<Match>::restore(&vec![1; MAX_SAVE_BYTES + 1], Millis(0)),
        Err(RestoreError::TooLong { .. })
    ));
    let mut v = saved.clone();
    v[0] = 9;
    assert_eq!(
        Host::<Match>::restore(&v, Millis(0)).err(),
        Some(RestoreError::UnknownVersion(9))
    );
    for cut in 1..saved.len() {
        assert!(
            Host::<Match>::restore(&saved[..cut], Millis(0)).is_err(),
            "cut at {cut}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn any_bytes_or_damaged_save_never_panics(
        bytes in proptest::collection::vec(any::<u8>(), 0..200),
        at in any::<prop::sample::Index>(),
        byte in any::<u8>(),
    ) {
        let _ = Host::<Match>::restore(&bytes, Millis(0));
        let _ = Host::<TttMatch>::restore(&bytes, Millis(0));
        let (host, _) = hosted();
        let mut saved = host.save();
        let i = at.index(saved.len());
        saved[i] = byte;
        if let Ok(r) = Host::<Match>::restore(&saved, Millis(0)) {
            // Whatever restores is a match at its saved tick.
            prop_assert!(r.game().tick() <= 10_000);
        }
    }
}
