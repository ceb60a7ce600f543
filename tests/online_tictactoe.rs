//! Tic-tac-toe online, host and guests in memory: the same host, guest and
//! messages as Fox & Dolphin, over the rules' game. Seats by join order and
//! the setup, a game to a win seen alike by a watcher, refusals only to the
//! sender, disconnects, and a message of the other game refused as such.

mod online_net;

use fox_and_xo::clock::Millis;
use fox_and_xo::online::game::{GameKind, OnlineGame};
use fox_and_xo::online::guest::Notice;
use fox_and_xo::online::host::GRACE_MS;
use fox_and_xo::online::tictactoe::{TttEnd, TttIntent, TttMatch, TttOutcome, TttRefusal};
use fox_and_xo::online::wire::{self, Refusal, WireError};
use fox_and_xo::rules::fox_dolphin::{ai::Level, Match};
use fox_and_xo::rules::tictactoe::{Cell, Player};
use fox_and_xo::rules::Seat;
use fox_and_xo::ui::i18n::Lang;
use fox_and_xo::ui::online::words::fox_dolphin::FdOnlineWords;
use fox_and_xo::ui::online::words::tictactoe::TttOnlineWords;
use fox_and_xo::ui::online::words::OnlineWords;

type Host = fox_and_xo::online::host::Host<TttMatch>;
type ToGuest = wire::ToGuest<TttMatch>;
type ToHost = wire::ToHost<TttMatch>;
type Role = wire::Role<Player>;

type Net = online_net::Net<TttMatch>;

impl Net {
    fn new(size: usize, first: Player, seats: [Seat<Level>; 2]) -> Net {
        Net::hosting(Host::with_game(TttMatch::new(size, first).unwrap(), seats))
    }

    fn guest_plays(&mut self, i: usize, row: usize, col: usize) {
        let now = self.now;
        let m = self.guests[i]
            .1
            .intend(now, |seat| TttIntent::Play {
                seat,
                cell: Cell::new(row, col),
            })
            .unwrap();
        self.send(i, m);
        self.run(50);
    }

    fn boards(&self) -> Vec<Vec<Option<Player>>> {
        let board = |m: &TttMatch| {
            let n = m.game().size();
            (0..n * n)
                .map(|i| m.game().at(Cell::new(i / n, i % n)))
                .collect::<Vec<_>>()
        };
        std::iter::once(board(self.host.game()))
            .chain(self.guests.iter().map(|(_, g)| board(g.game().unwrap())))
            .collect()
    }
}

fn host_x_guest_o() -> Net {
    Net::new(3, Player::X, [Seat::You, Seat::Guest])
}

#[test]
fn the_free_mark_goes_to_the_first_guest_then_everyone_watches() {
    let mut net = host_x_guest_o();
    for _ in 0..3 {
        net.join();
    }
    let roles: Vec<_> = net.guests.iter().map(|(_, g)| g.role()).collect();
    assert_eq!(
        roles,
        [
            Some(Role::Seat(Player::O)),
            Some(Role::Watcher),
            Some(Role::Watcher)
        ]
    );
    assert!(net.host.is_started());
}

#[test]
fn with_both_marks_online_x_then_o_by_join_order() {
    let mut net = Net::new(4, Player::O, [Seat::Guest, Seat::Guest]);
    net.join();
    assert!(!net.host.is_started());
    net.join();
    net.join();
    let roles: Vec<_> = net.guests.iter().map(|(_, g)| g.role()).collect();
    assert_eq!(
        roles,
        [
            Some(Role::Seat(Player::X)),
            Some(Role::Seat(Player::O)),
            Some(Role::Watcher)
        ]
    );
    assert!(net.host.is_started());
    assert_eq!(net.guests[2].1.game().unwrap().game().size(), 4);
}

#[test]
fn a_game_to_a_win_is_the_same_on_every_screen() {
    let mut net = host_x_guest_o();
    net.join();
    net.join();
    net.run(100);
    // X (the host) takes the top row; O (the guest) the middle.
    for (x, o) in [((0, 0), (1, 0)), ((0, 1), (1, 1))] {
        assert_eq!(
            net.host.submit_local(TttIntent::Play {
                seat: Player::X,
                cell: Cell::new(x.0, x.1)
            }),
            Ok(())
        );
        net.run(50);
        net.guest_plays(0, o.0, o.1);
    }
    net.host
        .submit_local(TttIntent::Play {
            seat: Player::X,
            cell: Cell::new(0, 2),
        })
        .unwrap();
    net.run(1_500);
    let won = Some(TttOutcome {
        winner: Some(Player::X),
        reason: TttEnd::Line,
    });
    assert_eq!(net.host.game().outcome(), won);
    for (_, g) in &net.guests {
        assert_eq!(g.outcome(), won);
        assert_eq!(g.confirmed().unwrap().digest(), net.host.game().digest());
        assert_eq!(g.resyncs(), 0);
    }
    let boards = net.boards();
    assert!(boards.iter().all(|b| *b == boards[0]));
    assert_eq!(boards[0].iter().flatten().count(), 5);
}

#[test]
fn refusals_go_only_to_the_sender_with_their_reason() {
    let mut net = host_x_guest_o();
    net.join();
    net.join();
    net.run(100);
    let (player, watcher) = (net.guests[0].0, net.guests[1].0);
    // Not O's turn yet.
    net.guest_plays(0, 1, 1);
    net.host
        .submit_local(TttIntent::Play {
            seat: Player::X,
            cell: Cell::new(1, 1),
        })
        .unwrap();
    net.run(50);
    // The centre is X's now.
    net.guest_plays(0, 1, 1);
    // Off the board.
    net.guest_plays(0, 3, 0);
    assert_eq!(
        net.refusals_to(player),
        [
            Refusal::Game(TttRefusal::NotYourTurn),
            Refusal::Game(TttRefusal::CellTaken),
            Refusal::Game(TttRefusal::NoSuchCell)
        ]
    );
    // A watcher is told at once, without asking the host; and if it sends
    // anyway (another page's code), the host says the same, to it alone.
    let now = net.now;
    assert_eq!(
        net.guests[1].1.intend(now, |_| TttIntent::Play {
            seat: Player::O,
            cell: Cell::new(0, 0)
        }),
        Err(Refusal::Watcher)
    );
    net.send(
        1,
        ToHost::Intent(TttIntent::Play {
            seat: Player::O,
            cell: Cell::new(0, 0),
        })
        .encode(),
    );
    assert_eq!(net.refusals_to(watcher), [Refusal::Watcher]);
    assert_eq!(net.refusals_to(player).len(), 3);
    // The host's own person: not its turn, refused locally, nothing changes.
    assert_eq!(
        net.host.submit_local(TttIntent::Play {
            seat: Player::X,
            cell: Cell::new(2, 2)
        }),
        Err(Refusal::Game(TttRefusal::NotYourTurn))
    );
    assert_eq!(net.host.game().game().history(), [Cell::new(1, 1)]);
}

#[test]
fn a_player_who_disconnects_loses_on_every_screen_after_the_grace_and_a_watcher_changes_nothing() {
    let mut net = host_x_guest_o();
    net.join();
    net.join();
    net.join();
    net.run(100);
    let watcher = net.guests[2].0;
    let out = net.host.disconnect(watcher, net.now);
    net.guests.remove(2);
    net.deliver(out);
    net.run(100);
    assert_eq!(net.host.game().outcome(), None);
    let player = net.guests[0].0;
    let out = net.host.disconnect(player, net.now);
    net.guests.remove(0);
    net.deliver(out);
    // Its seat waits for it, then it has left.
    net.run(GRACE_MS + 1_100);
    let left = Some(TttOutcome {
        winner: Some(Player::X),
        reason: TttEnd::OpponentLeft,
    });
    assert_eq!(net.host.game().outcome(), left);
    assert_eq!(net.guests[0].1.outcome(), left);
}

#[test]
fn a_message_of_the_other_game_is_refused_as_such() {
    let mut net = host_x_guest_o();
    net.join();
    let id = net.guests[0].0;
    // A Fox & Dolphin page (an invitation opened as the wrong game).
    let fd_hello = wire::ToHost::<Match>::Hello(1).encode();
    net.send(0, fd_hello);
    assert_eq!(net.refusals_to(id), [Refusal::OtherGame]);
    assert_eq!(
        wire::ToHost::<Match>::decode(&ToHost::Hello(1).encode()),
        Err(WireError::OtherGame(Some(GameKind::TicTacToe)))
    );
    // A Fox & Dolphin guest hearing a tic-tac-toe host says so.
    let (mut fd_guest, _) = fox_and_xo::online::guest::Guest::<Match>::new(Millis(0), 1);
    fd_guest.receive(&ToGuest::Heartbeat.encode(), Millis(10));
    assert_eq!(
        fd_guest.notice(),
        Some(&Notice::Bad(WireError::OtherGame(Some(
            GameKind::TicTacToe
        ))))
    );
    // Its page names the other game; each page knows only its own words.
    let other = WireError::OtherGame(Some(GameKind::TicTacToe));
    assert!(FdOnlineWords::of(Lang::En)
        .online_wire_error(&other)
        .contains("tic-tac-toe"));
    assert!(TttOnlineWords::of(Lang::En)
        .online_wire_error(&WireError::OtherGame(Some(GameKind::FoxDolphin)))
        .contains("Fox & Dolphin"));
    // The words both pages share name no game.
    assert_eq!(
        OnlineWords::of(Lang::En).online_wire_error(&other),
        "a message of a game this page does not know"
    );
}

#[test]
fn messages_and_logs_read_back_as_written() {
    let mut net = host_x_guest_o();
    net.join();
    net.run(100);
    net.host
        .submit_local(TttIntent::Play {
            seat: Player::X,
            cell: Cell::new(2, 0),
        })
        .unwrap();
    net.run(100);
    net.guest_plays(0, 0, 0);
    let log = net.host.game().log();
    let replayed = TttMatch::replay(&log).unwrap();
    assert_eq!(replayed.digest(), net.host.game().digest());
    assert_eq!(replayed.tick(), net.host.game().tick());
    for m in [
        ToGuest::Welcome {
            role: Role::Seat(Player::O),
            series: fox_and_xo::online::series::Series::default(),
            log: log.clone(),
        },
        ToGuest::Snapshot(log),
        ToGuest::Over(TttOutcome {
            winner: None,
            reason: TttEnd::Full,
        }),
        ToGuest::Refused(Refusal::Game(TttRefusal::CellTaken)),
    ] {
        assert_eq!(ToGuest::decode(&m.encode()), Ok(m));
    }
}

/// Stand-ins for the fuzz target: random bytes at either side never panic,
/// and a well-formed message round-trips. Most inputs carry the current
/// wire version, tic-tac-toe's byte and a known kind, so they reach a
/// message body: the count proves it.
#[test]
fn random_bytes_never_panic_either_side() {
    let mut net = host_x_guest_o();
    net.join();
    let mut fuzz = online_net::WireFuzz::new(0x2545_f491_4f6c_dd1d);
    for n in 0..20_000u64 {
        let bytes = fuzz.input::<TttMatch>(40);
        fuzz.count::<TttMatch>(&bytes);
        if let Ok(m) = ToHost::decode(&bytes) {
            assert_eq!(ToHost::decode(&m.encode()), Ok(m));
        }
        if let Ok(m) = ToGuest::decode(&bytes) {
            assert_eq!(ToGuest::decode(&m.encode()), Ok(m));
        }
        let _ = net.host.receive(net.guests[0].0, &bytes, net.now + n);
        let _ = net.guests[0].1.receive(&bytes, net.now + n);
    }
    fuzz.assert_reached_bodies();
}

/// A refusal's byte is the one it had when tic-tac-toe's three were
/// variants of the shared `Refusal`: old and new pages understand each other.
#[test]
fn refusals_keep_their_bytes() {
    let codes = [
        (Refusal::Watcher, 0),
        (Refusal::NotYourSeat, 1),
        (Refusal::TooFast, 2),
        (Refusal::BadMessage, 3),
        (Refusal::NotStarted, 4),
        (Refusal::GameOver, 5),
        (Refusal::Game(TttRefusal::NotYourTurn), 6),
        (Refusal::Game(TttRefusal::CellTaken), 7),
        (Refusal::Game(TttRefusal::NoSuchCell), 8),
        (Refusal::OtherGame, 9),
    ];
    for (refusal, code) in codes {
        let bytes = ToGuest::Refused(refusal).encode();
        assert_eq!(bytes, [wire::WIRE_VERSION, 2, 13, code]);
        assert_eq!(ToGuest::decode(&bytes), Ok(ToGuest::Refused(refusal)));
    }
    // 10 is the pause's (added later); no game has a fourth of its own.
    assert_eq!(
        ToGuest::decode(&[wire::WIRE_VERSION, 2, 13, 10]),
        Ok(ToGuest::Refused(Refusal::Paused))
    );
    assert_eq!(
        ToGuest::decode(&[wire::WIRE_VERSION, 2, 13, 11]),
        Err(WireError::BadField("refusal"))
    );
    // Fox & Dolphin's shared refusals keep theirs; it has none of its own.
    let codes = [
        (Refusal::Watcher, 0),
        (Refusal::NotYourSeat, 1),
        (Refusal::TooFast, 2),
        (Refusal::BadMessage, 3),
        (Refusal::NotStarted, 4),
        (Refusal::GameOver, 5),
        (Refusal::OtherGame, 9),
        (Refusal::Paused, 10),
        (Refusal::NotOver, 20),
        (Refusal::SeriesOver, 21),
        (Refusal::Full, 22),
    ];
    for (refusal, code) in codes {
        let bytes = wire::ToGuest::<Match>::Refused(refusal).encode();
        assert_eq!(bytes, [wire::WIRE_VERSION, 1, 13, code]);
        assert_eq!(
            wire::ToGuest::decode(&bytes),
            Ok(wire::ToGuest::<Match>::Refused(refusal))
        );
    }
    for code in [6, 7, 8, 11] {
        assert_eq!(
            wire::ToGuest::<Match>::decode(&[wire::WIRE_VERSION, 1, 13, code]),
            Err(WireError::BadField("refusal"))
        );
    }
}

/// Both players' moves may land in one tick (the host checks the second
/// against the first, still queued): the log of that match replays to the
/// same match, for a late watcher's welcome, a resync or a restored save.
#[test]
fn two_moves_in_one_tick_replay_from_the_log() {
    let mut m = TttMatch::new(3, Player::X).unwrap();
    m.run_to(5);
    let x = TttIntent::Play {
        seat: Player::X,
        cell: Cell::new(0, 0),
    };
    let o = TttIntent::Play {
        seat: Player::O,
        cell: Cell::new(1, 1),
    };
    m.check(x).unwrap();
    m.submit(x).unwrap();
    m.check(o).unwrap();
    m.submit(o).unwrap();
    m.step();
    assert_eq!(m.stamped_since(0), vec![(6, x), (6, o)]);
    m.run_to(9);
    let replayed = TttMatch::replay(&m.log()).expect("the match's own log replays");
    assert_eq!(replayed.digest(), m.digest());
    assert_eq!(replayed.tick(), m.tick());
    assert_eq!(replayed.log(), m.log());
    // A log whose tick goes back, or whose second move at a tick the rules
    // refuse, is still refused.
    let mut back = m.log();
    back.intents[1].0 = 5;
    assert_eq!(
        TttMatch::replay(&back).err(),
        Some(WireError::BadField("tick"))
    );
    let mut taken = m.log();
    taken.intents[1].1 = TttIntent::Play {
        seat: Player::O,
        cell: Cell::new(0, 0),
    };
    assert!(TttMatch::replay(&taken).is_err());
}
