//! A player whose channel goes comes back: the seat waits [`GRACE_MS`]
//! for its token while the match pauses on every screen, then goes on
//! from the same tick; past the grace the player has left. A deliberate
//! leave ends at once; another token is a watcher. Both games where
//! cheap. (The host saved and restored: `online_restore.rs`.)

mod online_net;

use fox_and_xo::online::game::OnlineGame;
use fox_and_xo::online::guest::Guest;
use fox_and_xo::online::host::{Host, Out, DISCONNECT_MS, GRACE_MS};
use fox_and_xo::online::tictactoe::{TttEnd, TttIntent, TttMatch, TttOutcome};
use fox_and_xo::online::wire::{Refusal, Role, SeatToken, ToGuest};
use fox_and_xo::rules::fox_dolphin::{EndReason, Intent, Match, Outcome, Species};
use fox_and_xo::rules::tictactoe::{Cell, Player};
use fox_and_xo::rules::Seat;

use online_net::{settings, Net};

fn fd_net(seats: [Seat<fox_and_xo::rules::fox_dolphin::ai::Level>; 2]) -> Net<Match> {
    Net::hosting(Host::new(settings(), seats).unwrap())
}

fn ttt_net() -> Net<TttMatch> {
    Net::hosting(Host::with_game(
        TttMatch::new(3, Player::X).unwrap(),
        [Seat::Guest, Seat::Guest],
    ))
}

/// Guest `i`'s channel closes (it is gone from the net).
fn drop_guest<G: OnlineGame>(net: &mut Net<G>, i: usize) -> (PeerIdOf, Guest<G>) {
    let (id, guest) = net.guests.remove(i);
    let out = net.host.disconnect(id, net.now);
    net.deliver(out);
    (id, guest)
}

type PeerIdOf = fox_and_xo::online::host::PeerId;

/// A new channel says hello with `token`; its index in `net.guests`.
fn rejoin<G: OnlineGame>(net: &mut Net<G>, token: SeatToken) -> usize {
    let id = net.host.connect(net.now);
    let (guest, hello) = Guest::new(net.now, token);
    net.guests.push((id, guest));
    let out = net.host.receive(id, &hello, net.now);
    net.deliver(out);
    net.guests.len() - 1
}

/// A legal Fox & Dolphin move for guest `i`'s seat, sent as a click would.
fn fd_move(net: &mut Net<Match>, i: usize) -> bool {
    let Some(Role::Seat(seat)) = net.guest(i).role() else {
        return false;
    };
    let game = net.guest(i).game().unwrap().game();
    if game.cooldown_remaining(seat) > 0 {
        return false;
    }
    let Some(&(from, to)) = game.legal_moves(seat).first() else {
        return false;
    };
    let now = net.now;
    match net.guests[i].1.intend_move(from, to, now) {
        Ok(bytes) => {
            net.send(i, bytes);
            true
        }
        Err(_) => false,
    }
}

/// Every guest's confirmed copy is the host's match at the copy's tick.
fn assert_agree(net: &Net<Match>) {
    let log = net.host.game().log();
    for (id, g) in &net.guests {
        let copy = g.confirmed().unwrap();
        let mut then = Match::new(log.settings, log.seats).unwrap();
        then.replay_to(&log, copy.tick()).unwrap();
        assert_eq!(then.digest(), copy.digest(), "guest {id} digest");
        assert_eq!(g.resyncs(), 0, "guest {id} needed a resync");
    }
}

fn left(loser: Species) -> Option<Outcome> {
    Some(Outcome {
        winner: Some(loser.other()),
        reason: EndReason::OpponentLeft,
    })
}

/// Two guests playing Fox & Dolphin for a while, and a watcher.
fn fd_playing() -> Net<Match> {
    let mut net = fd_net([Seat::Guest, Seat::Guest]);
    for _ in 0..3 {
        net.join();
    }
    net.count_down();
    for _ in 0..10 {
        fd_move(&mut net, 0);
        fd_move(&mut net, 1);
        net.run(100);
    }
    net
}

fn paused_seen<G: OnlineGame>(net: &Net<G>, peer: PeerIdOf) -> Vec<(G::Side, u64)> {
    net.seen
        .iter()
        .filter_map(|(p, m)| match m {
            ToGuest::Paused { side, left_ms } if *p == peer => Some((*side, *left_ms)),
            _ => None,
        })
        .collect()
}

#[test]
fn a_dropped_player_pauses_the_match_for_everyone_and_nothing_runs() {
    let mut net = fd_playing();
    let tick = net.host.game().tick();
    drop_guest(&mut net, 1);
    assert!(net.host.is_paused());
    assert_eq!(net.host.away(net.now), Some((Species::Dolphin, GRACE_MS)));
    let fox = net.guests[0].0;
    assert_eq!(paused_seen(&net, fox), [(Species::Dolphin, GRACE_MS)]);
    net.run(5_000);
    assert!(!net.host.game().is_over());
    assert!(net.host.game().tick() <= tick + 10, "no ticks while paused");
    let paused_tick = net.host.game().tick();
    net.run(5_000);
    assert_eq!(net.host.game().tick(), paused_tick);
    // About once a second, counting down; the watcher hears it too.
    let heard = paused_seen(&net, fox);
    assert!((9..=12).contains(&heard.len()), "{heard:?}");
    assert!(heard.windows(2).all(|w| w[1].1 < w[0].1));
    assert!(!paused_seen(&net, net.guests[1].0).is_empty());
    for (_, g) in &net.guests {
        let (side, left) = g.paused(net.now).unwrap();
        assert_eq!(side, Species::Dolphin);
        assert!(left <= GRACE_MS - 9_000 && left > GRACE_MS - 11_000);
        assert_eq!(g.game().unwrap().tick(), g.confirmed().unwrap().tick());
        assert!(g.confirmed().unwrap().tick() <= paused_tick);
    }
    // The fox's moves wait too: refused at once, nothing sent.
    let game = net.guest(0).game().unwrap().game();
    let (from, to) = game.legal_moves(Species::Fox)[0];
    let now = net.now;
    assert_eq!(
        net.guests[0].1.intend_move(from, to, now),
        Err(Refusal::Paused)
    );
}

#[test]
fn the_hosts_person_is_refused_while_paused() {
    let mut net = fd_net([Seat::You, Seat::Guest]);
    net.join();
    net.count_down();
    net.run(500);
    drop_guest(&mut net, 0);
    let game = net.host.game().game();
    let (from, to) = game.legal_moves(Species::Fox)[0];
    let intent = Intent::Move {
        seat: Species::Fox,
        from,
        to,
    };
    assert_eq!(net.host.submit_local(intent), Err(Refusal::Paused));
}

#[test]
fn the_token_takes_the_seat_back_and_the_match_goes_on_from_its_tick() {
    let mut net = fd_playing();
    drop_guest(&mut net, 1);
    net.run(200);
    let paused_tick = net.host.game().tick();
    net.run(7_000);
    let back = rejoin(&mut net, 2);
    assert_eq!(net.guest(back).role(), Some(Role::Seat(Species::Dolphin)));
    assert!(!net.host.is_paused());
    assert_eq!(net.host.away(net.now), None);
    net.run(10);
    assert_eq!(net.guest(0).paused(net.now), None, "told at once");
    net.run(990);
    // A second of play after the pause: a second of ticks, not eight.
    let ran = net.host.game().tick() - paused_tick;
    assert!((95..=105).contains(&ran), "{ran} ticks");
    for (_, g) in &net.guests {
        assert_eq!(g.paused(net.now), None);
        assert_eq!(g.resyncs(), 0);
    }
    for _ in 0..10 {
        fd_move(&mut net, 0);
        fd_move(&mut net, back);
        net.run(100);
    }
    net.run(1_000);
    assert_agree(&net);
    let host = net.host.game();
    assert!(host
        .intents()
        .iter()
        .any(|s| s.intent.seat() == Species::Dolphin && s.tick > paused_tick));
}

#[test]
fn the_same_guest_on_a_new_channel_says_hello_again_and_plays_on() {
    let mut net = fd_playing();
    let (_, mut dolphin) = drop_guest(&mut net, 1);
    net.run(2_000);
    // Its own copy heard nothing meanwhile; a new channel opens.
    dolphin.run_until(net.now);
    let id = net.host.connect(net.now);
    let hello = dolphin.hello();
    net.guests.push((id, dolphin));
    net.send(2, hello);
    let back = net.guests.len() - 1;
    assert_eq!(net.guest(back).role(), Some(Role::Seat(Species::Dolphin)));
    assert!(!net.host.is_paused());
    for _ in 0..5 {
        fd_move(&mut net, back);
        net.run(100);
    }
    net.run(1_000);
    assert_agree(&net);
}

#[test]
fn with_both_seats_away_the_first_grace_to_end_decides_the_game() {
    let mut net = fd_playing();
    drop_guest(&mut net, 0);
    net.run(5_000);
    drop_guest(&mut net, 0);
    assert_eq!(net.host.away_all(net.now).len(), 2);
    assert_eq!(
        net.host.away(net.now),
        Some((Species::Fox, GRACE_MS - 5_000))
    );
    net.run(GRACE_MS - 5_000 + 200);
    assert_eq!(net.host.game().game().outcome(), left(Species::Fox));
    assert!(!net.host.is_paused());
    let watcher = net.guest(0);
    assert_eq!(watcher.outcome(), left(Species::Fox));
}

#[test]
fn past_the_grace_the_player_has_left_as_a_disconnect_did() {
    let mut net = fd_playing();
    drop_guest(&mut net, 1);
    net.run(GRACE_MS - 100);
    assert!(!net.host.game().is_over());
    net.run(300);
    assert_eq!(net.host.game().game().outcome(), left(Species::Dolphin));
    assert_eq!(
        net.host.game().intents().last().unwrap().intent,
        Intent::Leave {
            seat: Species::Dolphin
        }
    );
    for (_, g) in &net.guests {
        assert_eq!(g.outcome(), left(Species::Dolphin));
        assert_eq!(g.paused(net.now), None);
    }
    // Too late: the token is a watcher's now.
    let late = rejoin(&mut net, 2);
    assert_eq!(net.guest(late).role(), Some(Role::Watcher));
}

#[test]
fn a_silent_player_is_away_too() {
    let mut net = fd_playing();
    let _silent = net.guests.remove(1);
    net.run(DISCONNECT_MS + 100);
    assert_eq!(net.host.away(net.now).map(|a| a.0), Some(Species::Dolphin));
    assert!(!net.host.game().is_over());
}

#[test]
fn a_deliberate_leave_ends_the_game_at_once() {
    let mut net = fd_playing();
    let now = net.now;
    let leave = net.guests[1].1.intend_leave(now).unwrap();
    net.send(1, leave);
    drop_guest(&mut net, 1);
    assert!(!net.host.is_paused());
    net.run(100);
    assert_eq!(net.host.game().game().outcome(), left(Species::Dolphin));
}

#[test]
fn leaving_while_paused_ends_the_pause_and_the_game() {
    let mut net = fd_playing();
    drop_guest(&mut net, 1);
    net.run(1_000);
    let now = net.now;
    let leave = net.guests[0].1.intend_leave(now).unwrap();
    net.send(0, leave);
    net.run(100);
    assert_eq!(net.host.game().game().outcome(), left(Species::Fox));
}

#[test]
fn another_token_is_a_watcher_and_the_seat_stays_away() {
    let mut net = fd_playing();
    drop_guest(&mut net, 1);
    let other = rejoin(&mut net, 99);
    assert_eq!(net.guest(other).role(), Some(Role::Watcher));
    assert!(net.host.is_paused());
    assert_eq!(net.host.away(net.now).map(|a| a.0), Some(Species::Dolphin));
    // And it hears the pause at once.
    let id = net.guests[other].0;
    assert_eq!(paused_seen(&net, id).len(), 1);
}

#[test]
fn a_second_connection_with_the_token_takes_the_seat_from_the_first() {
    let mut net = fd_playing();
    let old = net.guests[0].0;
    let id = net.host.connect(net.now);
    let (_, hello) = Guest::<Match>::new(net.now, 1);
    let out = net.host.receive(id, &hello, net.now);
    assert!(out.contains(&Out::Close(old)));
    assert_eq!(net.host.role_of(id), Some(Role::Seat(Species::Fox)));
    assert_eq!(net.host.role_of(old), None);
    assert!(!net.host.is_paused());
}

#[test]
fn before_the_start_a_closed_guest_frees_its_seat() {
    let mut net = fd_net([Seat::Guest, Seat::Guest]);
    net.join();
    drop_guest(&mut net, 0);
    assert!(!net.host.is_paused());
    net.join();
    assert_eq!(net.guest(0).role(), Some(Role::Seat(Species::Fox)));
}

#[test]
fn tictactoe_pauses_and_resumes_the_same_way() {
    let mut net = ttt_net();
    net.join();
    net.join();
    net.run(100);
    let play = |net: &mut Net<TttMatch>, i: usize, row, col| {
        let now = net.now;
        let m = net.guests[i]
            .1
            .intend(now, |seat| TttIntent::Play {
                seat,
                cell: Cell::new(row, col),
            })
            .unwrap();
        net.send(i, m);
        net.run(50);
    };
    play(&mut net, 0, 0, 0);
    drop_guest(&mut net, 1);
    assert_eq!(net.host.away(net.now).map(|a| a.0), Some(Player::O));
    assert_eq!(
        net.guests[0].1.intend(net.now, |seat| TttIntent::Play {
            seat,
            cell: Cell::new(2, 2)
        }),
        Err(Refusal::Paused)
    );
    net.run(3_000);
    let back = rejoin(&mut net, 2);
    assert_eq!(net.guest(back).role(), Some(Role::Seat(Player::O)));
    play(&mut net, back, 1, 1);
    play(&mut net, 0, 0, 1);
    net.run(1_000);
    assert_eq!(
        net.guest(back).confirmed().unwrap().digest(),
        net.host.game().digest()
    );
    // Then it goes for good.
    drop_guest(&mut net, back);
    net.run(GRACE_MS + 200);
    let left = Some(TttOutcome {
        winner: Some(Player::X),
        reason: TttEnd::OpponentLeft,
    });
    assert_eq!(net.host.game().outcome(), left);
    assert_eq!(net.guest(0).outcome(), left);
}

/// The hello's bytes: version, game, kind 1, then the token, 8 bytes LE;
/// the pause: kind 16, the side, the ms left as a varint.
#[test]
fn the_hello_and_the_pause_keep_their_bytes() {
    use fox_and_xo::online::wire::{ToHost, WIRE_VERSION};
    let hello = ToHost::<Match>::Hello(0x0102_0304_0506_0708).encode();
    assert_eq!(hello, [WIRE_VERSION, 1, 1, 8, 7, 6, 5, 4, 3, 2, 1]);
    assert_eq!(
        ToHost::<Match>::decode(&hello),
        Ok(ToHost::Hello(0x0102_0304_0506_0708))
    );
    // The old hello, without a token, is not one.
    assert!(ToHost::<Match>::decode(&[WIRE_VERSION, 1, 1]).is_err());
    let paused = ToGuest::<TttMatch>::Paused {
        side: Player::O,
        left_ms: 300,
    };
    let bytes = paused.encode();
    assert_eq!(bytes, [WIRE_VERSION, 2, 16, 1, 0xac, 0x02]);
    assert_eq!(ToGuest::<TttMatch>::decode(&bytes), Ok(paused));
    assert!(ToGuest::<Match>::decode(&[WIRE_VERSION, 1, 16, 2, 0]).is_err());
}
