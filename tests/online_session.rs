//! (Over 500 lines: 19 cases on one in-memory host and its guests, sharing
//! the set-up helpers at the top; split by topic they would each copy them.)
//! Host and guests in memory: seats by join order, the same match on every
//! screen, refusals to the one who asked, floods, disconnects, resyncs.
//! Time is an input, so a five-second silence takes no time.

mod online_net;

use fox_and_xo::online::host::{
    PeerId, BURST, DISCONNECT_MS, GRACE_MS, HEARTBEAT_MS, TICKS_EVERY_MS,
};
use fox_and_xo::online::wire::{self, Refusal};
use fox_and_xo::rules::fox_dolphin::{
    ai::Level, EndReason, Intent, Match, Outcome, Settings, Species, TICK_MS,
};
use fox_and_xo::rules::Seat;
use fox_and_xo::session::COUNTDOWN_MS;

type Host = fox_and_xo::online::host::Host<Match>;
type ToGuest = wire::ToGuest<Match>;
type ToHost = wire::ToHost<Match>;
type Role = wire::Role<Species>;

type Net = online_net::Net<Match>;

impl Net {
    fn new(seats: [Seat<Level>; 2]) -> Net {
        let settings = Settings {
            size: 12,
            seed: 5,
            cooldown_ms: 200,
            tide_interval_ms: 1_000,
            first_tide_ms: 1_000,
            time_limit_ms: Some(60_000),
        };
        Net::with_settings(seats, settings)
    }

    fn with_settings(seats: [Seat<Level>; 2], settings: Settings) -> Net {
        Net::hosting(Host::new(settings, seats).unwrap())
    }

    /// A legal move for guest `i`'s seat on its own copy, sent as a click would.
    fn play_a_move(&mut self, i: usize) -> bool {
        let Some(Role::Seat(seat)) = self.guest(i).role() else {
            return false;
        };
        let game = self.guest(i).game().unwrap().game();
        if game.cooldown_remaining(seat) > 0 {
            return false;
        }
        let Some(&(from, to)) = game.legal_moves(seat).first() else {
            return false;
        };
        let now = self.now;
        let bytes = self.guests[i].1.intend_move(from, to, now).unwrap();
        self.send(i, bytes);
        true
    }

    /// Every guest's confirmed copy is the host's match at the tick the
    /// host last sent (at most half a second ago), digest for digest.
    fn assert_all_agree(&self) {
        for (id, g) in &self.guests {
            assert_same_as_host(&self.host, g.confirmed().unwrap(), *id);
            assert_eq!(g.resyncs(), 0, "guest {id} needed a resync");
        }
    }
}

fn assert_same_as_host(host: &Host, copy: &Match, id: PeerId) {
    let host = host.game();
    let behind = host.tick() - copy.tick();
    assert!(
        behind <= TICKS_EVERY_MS / TICK_MS,
        "guest {id} is {behind} ticks behind"
    );
    let log = host.log();
    let mut then = Match::new(log.settings, log.seats).unwrap();
    then.replay_to(&log, copy.tick()).unwrap();
    assert_eq!(then.digest(), copy.digest(), "guest {id} digest");
    assert_eq!(then.game().outcome(), copy.game().outcome());
}

fn two_guests_two_watchers() -> Net {
    let mut net = Net::new([Seat::Guest, Seat::Guest]);
    for _ in 0..4 {
        net.join();
    }
    net.count_down();
    net
}

#[test]
fn seats_go_by_join_order_then_everyone_watches() {
    let mut net = Net::new([Seat::Guest, Seat::Guest]);
    net.join();
    assert!(!net.host.is_started(), "waiting for the second player");
    for _ in 0..3 {
        net.join();
    }
    let roles: Vec<_> = (0..4).map(|i| net.guest(i).role()).collect();
    assert_eq!(
        roles,
        [
            Some(Role::Seat(Species::Fox)),
            Some(Role::Seat(Species::Dolphin)),
            Some(Role::Watcher),
            Some(Role::Watcher)
        ]
    );
    assert!(net.host.is_started());
    assert!(net.guest(0).is_started() && net.guest(3).is_started());
}

#[test]
fn the_host_may_take_the_first_seat_itself() {
    let mut net = Net::new([Seat::You, Seat::Guest]);
    net.join();
    net.join();
    assert_eq!(net.guest(0).role(), Some(Role::Seat(Species::Dolphin)));
    assert_eq!(net.guest(1).role(), Some(Role::Watcher));
    let computer = Net::new([Seat::Computer(Level::Easy), Seat::Guest]);
    assert_eq!(computer.host.open_seats(), 1);
}

#[test]
fn players_and_watchers_see_the_same_match_as_the_host() {
    let mut net = two_guests_two_watchers();
    let mut moves = 0;
    for _ in 0..40 {
        for i in 0..2 {
            moves += usize::from(net.play_a_move(i));
        }
        net.run(100);
    }
    assert!(moves > 20, "only {moves} moves were made");
    assert_eq!(net.host.game().intents().len(), moves);
    net.assert_all_agree();
    // The shown copies run with the guests' clocks: the host's tick.
    for (_, g) in &net.guests {
        assert_eq!(g.game().unwrap().tick(), net.host.game().tick());
    }
}

#[test]
fn a_late_watcher_catches_up_from_the_log() {
    let mut net = two_guests_two_watchers();
    for _ in 0..10 {
        net.play_a_move(0);
        net.play_a_move(1);
        net.run(250);
    }
    let late = net.join();
    assert_eq!(net.guest(late).role(), Some(Role::Watcher));
    net.run(500);
    net.assert_all_agree();
}

#[test]
fn a_watcher_cannot_move_and_is_told_so_alone() {
    let mut net = two_guests_two_watchers();
    let now = net.now;
    let from_to = net.host.game().game().legal_moves(Species::Fox)[0];
    assert_eq!(
        net.guests[2].1.intend_move(from_to.0, from_to.1, now),
        Err(Refusal::Watcher)
    );
    // Sent anyway (a modified page): the host refuses it, to that watcher only.
    let forged = ToHost::Intent(Intent::Move {
        seat: Species::Fox,
        from: from_to.0,
        to: from_to.1,
    });
    net.send(2, forged.encode());
    net.run(50);
    assert_eq!(net.refusals_to(net.guests[2].0), [Refusal::Watcher]);
    for i in [0, 1, 3] {
        assert!(net.refusals_to(net.guests[i].0).is_empty());
    }
    assert!(net.host.game().intents().is_empty(), "nothing changed");
}

#[test]
fn a_move_for_the_other_seat_is_refused_to_that_player() {
    let mut net = two_guests_two_watchers();
    let (from, to) = net.host.game().game().legal_moves(Species::Dolphin)[0];
    let forged = ToHost::Intent(Intent::Move {
        seat: Species::Dolphin,
        from,
        to,
    });
    net.send(0, forged.encode());
    net.run(50);
    assert_eq!(net.refusals_to(net.guests[0].0), [Refusal::NotYourSeat]);
    assert!(net.refusals_to(net.guests[1].0).is_empty());
    assert!(net.host.game().intents().is_empty());
}

#[test]
fn a_flood_is_dropped_and_reported_once() {
    let mut net = two_guests_two_watchers();
    for _ in 0..500 {
        net.send(3, ToHost::Heartbeat.encode());
    }
    assert_eq!(net.refusals_to(net.guests[3].0), [Refusal::TooFast]);
    // The budget comes back with time.
    net.run(2_000);
    // (less the guest's own heartbeats)
    for _ in 0..BURST - 2 {
        net.send(3, ToHost::Heartbeat.encode());
    }
    assert_eq!(net.refusals_to(net.guests[3].0).len(), 1);
}

#[test]
fn a_bad_message_is_refused_to_its_sender_and_changes_nothing() {
    let mut net = two_guests_two_watchers();
    let digest = net.host.game().digest();
    net.send(1, vec![1, 2, 0xff, 0xff]);
    net.send(1, vec![0; 4_000]);
    assert_eq!(
        net.refusals_to(net.guests[1].0),
        [Refusal::BadMessage, Refusal::BadMessage]
    );
    assert_eq!(net.host.game().digest(), digest);
}

fn left(loser: Species) -> Option<Outcome> {
    Some(Outcome {
        winner: Some(loser.other()),
        reason: EndReason::OpponentLeft,
    })
}

#[test]
fn a_player_whose_channel_closes_loses_on_every_screen_after_the_grace() {
    let mut net = two_guests_two_watchers();
    net.run(1_000);
    let id = net.guests[1].0;
    let out = net.host.disconnect(id, net.now);
    net.guests.remove(1);
    net.deliver(out);
    net.run(GRACE_MS - 100);
    assert!(!net.host.game().is_over());
    net.run(200);
    assert_eq!(net.host.game().game().outcome(), left(Species::Dolphin));
    for (_, g) in &net.guests {
        assert_eq!(g.outcome(), left(Species::Dolphin));
        assert_eq!(g.game().unwrap().game().outcome(), left(Species::Dolphin));
    }
    net.assert_all_agree();
    let leave = net.host.game().intents().last().unwrap().intent;
    assert_eq!(
        leave,
        Intent::Leave {
            seat: Species::Dolphin
        }
    );
}

#[test]
fn a_silent_player_is_disconnected_after_the_limit_but_a_stall_is_not() {
    let mut net = two_guests_two_watchers();
    let fox = net.guests.remove(0);
    // Three seconds without a word: still playing.
    net.run(3_000);
    assert!(!net.host.game().is_over());
    // The fox comes back with a heartbeat, then goes silent for good.
    net.guests.insert(0, fox);
    net.run(HEARTBEAT_MS + 10);
    let _gone = net.guests.remove(0);
    net.run(DISCONNECT_MS - 500);
    assert!(!net.host.game().is_over());
    net.run(1_000);
    assert!(net.host.is_paused());
    net.run(GRACE_MS);
    assert_eq!(net.host.game().game().outcome(), left(Species::Fox));
    net.assert_all_agree();
}

#[test]
fn a_watcher_leaving_changes_nothing() {
    let mut net = two_guests_two_watchers();
    net.run(500);
    let id = net.guests[3].0;
    let out = net.host.disconnect(id, net.now);
    net.guests.remove(3);
    net.deliver(out);
    net.run(500);
    assert!(!net.host.game().is_over());
    assert!(net.host.game().intents().is_empty());
    assert_eq!(net.host.peers().len(), 3);
}

#[test]
fn a_player_leaving_before_the_start_frees_the_seat() {
    let mut net = Net::new([Seat::Guest, Seat::Guest]);
    net.join();
    let id = net.guests[0].0;
    net.host.disconnect(id, net.now);
    net.guests.remove(0);
    net.join();
    assert_eq!(net.guest(0).role(), Some(Role::Seat(Species::Fox)));
    assert!(!net.host.is_started());
}

#[test]
fn a_guest_that_misses_ticks_or_differs_asks_for_the_log_and_catches_up() {
    let mut net = two_guests_two_watchers();
    net.play_a_move(0);
    net.run(300);
    let host = net.host.game().clone();
    // A digest that does not match: the guest asks, and the snapshot mends it.
    let wrong = ToGuest::Ticks {
        from: host.tick(),
        to: host.tick(),
        intents: Vec::new(),
        digest: host.digest() ^ 1,
    };
    let now = net.now;
    let replies = net.guests[2].1.receive(&wrong.encode(), now);
    assert_eq!(replies, [ToHost::Resync.encode()]);
    net.send(2, replies[0].clone());
    // A gap: ticks from the future.
    let gap = ToGuest::Ticks {
        from: host.tick() + 50,
        to: host.tick() + 60,
        intents: Vec::new(),
        digest: 0,
    };
    let replies = net.guests[3].1.receive(&gap.encode(), now);
    assert_eq!(replies, [ToHost::Resync.encode()]);
    net.send(3, replies[0].clone());
    net.run(500);
    for i in [2, 3] {
        let (id, g) = &net.guests[i];
        assert_same_as_host(&net.host, g.confirmed().unwrap(), *id);
        assert_eq!(g.resyncs(), 1);
    }
}

#[test]
fn the_host_sees_its_own_person_and_a_computer_too() {
    let mut net = Net::new([Seat::You, Seat::Computer(Level::Normal)]);
    // No seat waits for a guest: the game starts at once.
    net.run(10);
    assert!(net.host.is_started());
    net.count_down();
    net.join();
    assert_eq!(net.guest(0).role(), Some(Role::Watcher));
    let (from, to) = net.host.game().game().legal_moves(Species::Fox)[0];
    assert_eq!(
        net.host.submit_local(Intent::Move {
            seat: Species::Fox,
            from,
            to
        }),
        Ok(())
    );
    net.run(3_000);
    net.assert_all_agree();
    assert!(net.host.game().game().events().len() > 5);
}

/// Stand-ins for the fuzz target: random bytes at either side never panic,
/// and a well-formed message round-trips. Most inputs carry the current
/// wire version, the game's byte and a known kind, so they reach a message
/// body: the count proves it.
#[test]
fn random_bytes_never_panic_either_side() {
    let mut net = two_guests_two_watchers();
    let mut fuzz = online_net::WireFuzz::new(0x2545_f491_4f6c_dd1d);
    for round in 0..20_000 {
        let bytes = fuzz.input::<Match>(40);
        fuzz.count::<Match>(&bytes);
        if let Ok(m) = ToHost::decode(&bytes) {
            assert_eq!(ToHost::decode(&m.encode()), Ok(m));
        }
        if let Ok(m) = ToGuest::decode(&bytes) {
            assert_eq!(ToGuest::decode(&m.encode()), Ok(m));
        }
        let now = net.now;
        let _ = net.guests[round % 4].1.receive(&bytes, now);
        let _ = net.host.receive(net.guests[round % 4].0, &bytes, now);
        if round % 100 == 0 {
            net.run(10);
        }
    }
    fuzz.assert_reached_bodies();
}

/// Bytes a message costs on the wire beyond its own: IPv4 20, UDP 8, a
/// DTLS record with its AEAD nonce and tag 29, SCTP's common header 12 and
/// DATA chunk header 16.
const WIRE_OVERHEAD: usize = 85;

/// Traffic per guest, steady state, on the largest board: both players move
/// whenever their cooldown allows (default 1 s) for a minute.
#[test]
fn traffic_per_guest_on_a_50_board_stays_under_20_kb_a_minute() {
    let settings = Settings {
        size: 50,
        seed: 9,
        time_limit_ms: None,
        ..Settings::default()
    };
    let mut net = Net::with_settings([Seat::Guest, Seat::Guest], settings);
    for _ in 0..3 {
        net.join();
    }
    net.run(5_000);
    net.down = (0, 0);
    net.up = (0, 0);
    let mut moves = 0;
    for _ in 0..600 {
        for i in 0..2 {
            moves += usize::from(net.play_a_move(i));
        }
        net.run(100);
    }
    assert!(!net.host.game().is_over());
    net.assert_all_agree();
    let guests = net.guests.len();
    let per_guest = |(messages, bytes): (usize, usize)| {
        (
            (messages / guests),
            (bytes + messages * WIRE_OVERHEAD) / guests,
        )
    };
    let (down_msgs, down) = per_guest(net.down);
    let (up_msgs, up) = per_guest(net.up);
    println!(
        "one minute at N = 50, {moves} moves: per guest {down_msgs} messages / {} B down \
         ({down} B with headers), {up_msgs} messages / {} B up ({up} B with headers)",
        net.down.1 / guests,
        net.up.1 / guests
    );
    assert!(down + up <= 20 * 1024, "{down} B down + {up} B up a minute");
}

#[test]
fn every_screen_counts_three_two_one_before_the_first_tick() {
    let mut net = Net::new([Seat::Guest, Seat::Guest]);
    net.join();
    net.join();
    assert!(net.host.is_started());
    let start = net.now;
    let mut shown = Vec::new();
    while net.host.game().tick() == 0 {
        let now = net.now;
        shown.push([
            net.host.countdown(now).shown(),
            net.guest(0).countdown(now).shown(),
            net.guest(1).countdown(now).shown(),
        ]);
        assert_eq!(net.guest(0).game().map(Match::tick), Some(0));
        net.run(TICK_MS);
    }
    shown.dedup();
    assert_eq!(
        shown,
        [[Some(3); 3], [Some(2); 3], [Some(1); 3], [None; 3]],
        "the host and its guests count alike"
    );
    assert_eq!(net.now.since(start), COUNTDOWN_MS + TICK_MS);
    assert!(
        net.host
            .game()
            .game()
            .events()
            .iter()
            .all(|e| !matches!(e, fox_and_xo::rules::fox_dolphin::Event::Tide { .. })),
        "no tide step before the count ends"
    );
    net.run(2_000);
    net.assert_all_agree();
}

#[test]
fn a_move_during_the_count_is_refused_and_a_leave_ends_the_game_at_once() {
    let mut net = Net::new([Seat::Guest, Seat::Guest]);
    net.join();
    net.join();
    net.run(500);
    let game = net.guest(0).game().unwrap().game().clone();
    let (from, to) = game.legal_moves(Species::Fox)[0];
    let now = net.now;
    assert_eq!(
        net.guests[0].1.intend_move(from, to, now),
        Err(Refusal::NotStarted)
    );
    // A guest that sends one anyway is refused by the host.
    let id = net.guests[0].0;
    let intent = ToHost::Intent(Intent::Move {
        seat: Species::Fox,
        from,
        to,
    });
    let out = net.host.receive(id, &intent.encode(), now);
    net.deliver(out);
    assert_eq!(net.refusals_to(id), vec![Refusal::NotStarted]);
    let leave = net.guests[1].1.intend_leave(now).unwrap();
    net.send(1, leave);
    net.run(20);
    assert_eq!(
        net.host.game().game().outcome(),
        left(Species::Dolphin),
        "the leave is the first tick"
    );
}

#[test]
fn the_host_s_own_person_waits_for_the_count_too() {
    let mut net = Net::new([Seat::You, Seat::Guest]);
    net.join();
    net.run(10);
    let (from, to) = net.host.game().game().legal_moves(Species::Fox)[0];
    let intent = Intent::Move {
        seat: Species::Fox,
        from,
        to,
    };
    assert_eq!(net.host.submit_local(intent), Err(Refusal::NotStarted));
    net.count_down();
    assert_eq!(net.host.submit_local(intent), Ok(()));
}

#[test]
fn the_host_serves_twenty_watchers_and_turns_the_next_away_until_one_leaves() {
    use fox_and_xo::online::host::{Out, MAX_DIRECT_WATCHERS};
    let mut net = Net::new([Seat::Guest, Seat::Guest]);
    let watchers = MAX_DIRECT_WATCHERS as usize;
    for _ in 0..2 + watchers {
        net.join();
    }
    assert_eq!(net.host.watchers(), MAX_DIRECT_WATCHERS);
    assert!((2..2 + watchers).all(|i| net.guest(i).role() == Some(Role::Watcher)));
    // One more: refused and closed, never welcomed, and not counted.
    let id = net.host.connect(net.now);
    let (mut guest, hello) = fox_and_xo::online::guest::Guest::<Match>::new(net.now, 99);
    let out = net.host.receive(id, &hello, net.now);
    assert!(matches!(out.last(), Some(Out::Close(closed)) if *closed == id));
    for o in &out {
        if let Out::Send(to, bytes) = o {
            assert_eq!(*to, id);
            guest.receive(bytes, net.now);
        }
    }
    assert!(guest.turned_away() && guest.role().is_none());
    assert_eq!(net.host.watchers(), MAX_DIRECT_WATCHERS);
    assert_eq!(net.host.peers().len(), 2 + watchers);
    // A welcomed guest is never turned away, even by a refusal after.
    assert!(!net.guest(2).turned_away());
    // A watcher leaves: the next one is welcomed.
    let leaving = net.guests[2].0;
    let out = net.host.disconnect(leaving, net.now);
    net.deliver(out);
    assert_eq!(net.host.watchers(), MAX_DIRECT_WATCHERS - 1);
    let next = net.join();
    assert_eq!(net.guest(next).role(), Some(Role::Watcher));
    assert!(!net.guest(next).turned_away());
}
