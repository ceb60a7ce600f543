//! A series on one connection: when a game is over each player may ask
//! for a rematch; when both did, the next game starts with the sides
//! swapped (tic-tac-toe: the marks, so who starts alternates; Fox &
//! Dolphin: foxes and dolphins, a fresh seed), the watchers still
//! watching, the score per player known to everyone. A decline or a
//! leave ends the series; a rematch out of turn is refused with its
//! reason. And every guest is told how many watch. (Fox & Dolphin's own
//! series: `online_series_fd.rs`.)

mod online_net;

use fox_and_xo::online::game::OnlineGame;
use fox_and_xo::online::guest::Guest;
use fox_and_xo::online::host::{Host, GRACE_MS};
use fox_and_xo::online::series::Series;
use fox_and_xo::online::tictactoe::{TttIntent, TttLog, TttMatch};
use fox_and_xo::online::wire::{Refusal, Role, ToGuest, ToHost, WireError, WIRE_VERSION};
use fox_and_xo::rules::tictactoe::{Cell, Outcome, Player};
use fox_and_xo::rules::Seat;
use fox_and_xo::ui::link::Query;
use fox_and_xo::ui::online::replay_link;
use fox_and_xo::ui::tictactoe::replay::model::SharedGame;
use fox_and_xo::ui::tictactoe::setup::model::Setup as TttSetup;

use fox_and_xo::clock::Millis;
use online_net::{Net, DRAW, FIRST_WINS};

// ----- tic-tac-toe -----

/// The host plays X (X starts), a guest O, and a watcher.
fn ttt() -> Net<TttMatch> {
    ttt_seeded(0)
}

/// The same, the host drawing its series from the page's seed `seed`, as
/// a host page does for each series it starts (a new series in the same
/// tab: another seed, the same settings, the same link).
fn ttt_seeded(seed: u64) -> Net<TttMatch> {
    let mut net = Net::hosting(Host::with_seed(
        TttMatch::new(3, Player::X).unwrap(),
        [Seat::You, Seat::Guest],
        seed,
    ));
    net.join();
    net.join();
    net
}

/// Plays `cells` in turn, each by whoever holds the mark to play (the
/// host's person or the guest of that seat).
fn ttt_play(net: &mut Net<TttMatch>, cells: &[(usize, usize)]) {
    for &(row, col) in cells {
        let turn = net.host.game().game().turn();
        let cell = Cell::new(row, col);
        if net.host.seat(turn) == Seat::You {
            net.host
                .submit_local(TttIntent::Play { seat: turn, cell })
                .unwrap();
        } else {
            let i = (0..net.guests.len())
                .find(|&i| net.guest(i).role() == Some(Role::Seat(turn)))
                .unwrap();
            let now = net.now;
            let bytes = net.guests[i]
                .1
                .intend(now, |seat| TttIntent::Play { seat, cell })
                .unwrap();
            net.send(i, bytes);
        }
        net.run(30);
    }
}

/// Both players ask for a rematch (the guest first), and the count runs.
fn both_ask<G: OnlineGame>(net: &mut Net<G>, guest: usize) {
    let now = net.now;
    let ask = net.guests[guest].1.ask_rematch(true, now).unwrap();
    net.send(guest, ask);
    let out = net.host.rematch_local(true, now).unwrap();
    net.deliver(out);
    net.run(G::COUNTDOWN_MS + 20);
}

fn ttt_marks(
    net: &Net<TttMatch>,
) -> (
    Seat<fox_and_xo::rules::fox_dolphin::ai::Level>,
    Option<Role<Player>>,
    Option<Role<Player>>,
) {
    (
        net.host.seat(Player::X),
        net.guest(0).role(),
        net.guest(1).role(),
    )
}

#[test]
fn three_tic_tac_toe_games_swap_the_marks_and_who_starts_and_score_per_player() {
    let mut net = ttt();
    // Every page knows the series by the host's id.
    assert_eq!(net.guest(0).series().id, net.host.series().id);
    // Game 1: the host (X) starts and wins.
    assert_eq!(net.host.game().game().first(), Player::X);
    ttt_play(&mut net, &FIRST_WINS);
    let one = Series {
        id: net.host.series().id,
        game: 1,
        wins: [1, 0],
        draws: 0,
    };
    assert_eq!(net.host.series(), one);
    assert_eq!((net.guest(0).series(), net.guest(1).series()), (one, one));

    both_ask(&mut net, 0);
    // Game 2: the marks swapped; X still starts, so the guest starts.
    assert_eq!(
        ttt_marks(&net),
        (
            Seat::Guest,
            Some(Role::Seat(Player::X)),
            Some(Role::Watcher)
        )
    );
    assert_eq!(net.host.seat(Player::O), Seat::You);
    assert!(net.host.game().game().history().is_empty());
    assert_eq!(net.guest(1).game().unwrap(), net.host.game());
    // The guest (now X) starts and wins: a win for player 2, not for X.
    ttt_play(&mut net, &FIRST_WINS);
    let two = Series {
        id: net.host.series().id,
        game: 2,
        wins: [1, 1],
        draws: 0,
    };
    assert_eq!(net.host.series(), two);
    assert_eq!((net.guest(0).series(), net.guest(1).series()), (two, two));

    both_ask(&mut net, 0);
    // Game 3: back as at first; a draw.
    assert_eq!(
        ttt_marks(&net),
        (Seat::You, Some(Role::Seat(Player::O)), Some(Role::Watcher))
    );
    ttt_play(&mut net, &DRAW);
    let three = Series {
        id: net.host.series().id,
        game: 3,
        wins: [1, 1],
        draws: 1,
    };
    for series in [
        net.host.series(),
        net.guest(0).series(),
        net.guest(1).series(),
    ] {
        assert_eq!(series, three);
    }
    // Every game kept: two past, numbered 1 and 2, the third on the
    // board, on every page.
    let numbers = |past: &[(u32, _)]| past.iter().map(|&(n, _)| n).collect::<Vec<_>>();
    assert_eq!(numbers(net.host.past_games()), [1, 2]);
    assert_eq!(net.guest(0).past_games(), net.host.past_games());
    assert_eq!(net.guest(1).past_games(), net.host.past_games());
    assert_eq!(net.guest(1).resyncs(), 0);
    // Each log replays to its game's end: the first won by X, the second
    // by the guest as X too (it started).
    for (n, log) in net.host.past_games() {
        let game = TttMatch::replay(log).unwrap();
        assert_eq!(
            game.winner(),
            Some(TttMatch::side_index(Player::X)),
            "game {n}"
        );
        // Its replay link opens its moves on the game's page, two people
        // at one device.
        let link = replay_link::tic_tac_toe(log);
        let query = Query::parse(link.strip_prefix("tictactoe.html").unwrap());
        let (setup, mut ignored) = TttSetup::from_query(&query);
        let replay = SharedGame::from_query(&query, setup, &mut ignored).unwrap();
        assert!(ignored.is_empty(), "game {n}: {ignored:?}");
        assert_eq!((setup.first, setup.opponent), (Player::X, Seat::HotSeat));
        let played: Vec<Cell> = FIRST_WINS.iter().map(|&(r, c)| Cell::new(r, c)).collect();
        assert_eq!(replay.moves(), played, "game {n}");
        assert_eq!(replay.result(), Outcome::Won(Player::X), "game {n}");
    }
}

#[test]
fn a_watcher_who_joins_mid_series_keeps_the_games_it_saw_by_their_numbers() {
    let mut net = ttt();
    ttt_play(&mut net, &FIRST_WINS);
    both_ask(&mut net, 0);
    // A second watcher comes during game 2: it never saw game 1 end.
    net.join();
    assert_eq!(net.guest(2).role(), Some(Role::Watcher));
    ttt_play(&mut net, &DRAW);
    both_ask(&mut net, 0);
    assert_eq!(net.host.series().game, 3);
    let host = net.host.past_games();
    assert_eq!(host.iter().map(|&(n, _)| n).collect::<Vec<_>>(), [1, 2]);
    // Game 2 only, under its own number, the same log as the host's.
    assert_eq!(net.guest(2).past_games(), &host[1..]);
}

#[test]
fn one_request_is_told_to_everyone_and_starts_nothing() {
    let mut net = ttt();
    ttt_play(&mut net, &FIRST_WINS);
    let now = net.now;
    let ask = net.guests[0].1.ask_rematch(true, now).unwrap();
    net.send(0, ask);
    net.run(100);
    assert_eq!(net.host.rematch_asked(), vec![Player::O]);
    assert_eq!(net.guest(1).rematch_asked(), vec![Player::O]);
    assert_eq!(net.host.series().game, 1);
    assert!(net.host.game().is_over());
}

#[test]
fn a_rematch_is_refused_before_the_end_and_for_a_watcher() {
    let mut net = ttt();
    ttt_play(&mut net, &[(0, 0)]);
    let now = net.now;
    // The guest's own page refuses at once, with the reason.
    assert_eq!(
        net.guests[0].1.ask_rematch(true, now),
        Err(Refusal::NotOver)
    );
    assert_eq!(
        net.guests[1].1.ask_rematch(true, now),
        Err(Refusal::Watcher)
    );
    assert_eq!(net.host.rematch_local(true, now), Err(Refusal::NotOver));
    // Sent anyway (an old or hostile page), the host refuses it too.
    net.send(0, ToHost::<TttMatch>::Rematch(true).encode());
    net.send(1, ToHost::<TttMatch>::Rematch(true).encode());
    assert_eq!(net.refusals_to(net.guests[0].0), vec![Refusal::NotOver]);
    assert_eq!(net.refusals_to(net.guests[1].0), vec![Refusal::Watcher]);
    assert_eq!(net.host.series().game, 1);
    assert!(!net.host.game().is_over());
}

#[test]
fn a_decline_ends_the_series_and_keeps_the_game() {
    let mut net = ttt();
    ttt_play(&mut net, &FIRST_WINS);
    let now = net.now;
    let out = net.host.rematch_local(true, now).unwrap();
    net.deliver(out);
    let no = net.guests[0].1.ask_rematch(false, now).unwrap();
    net.send(0, no);
    assert_eq!(net.host.series_over(), Some(Player::O));
    assert_eq!(net.guest(0).series_over(), Some(Player::O));
    assert_eq!(net.guest(1).series_over(), Some(Player::O));
    // No rematch after that, asked by anyone.
    let now = net.now;
    assert_eq!(
        net.guests[0].1.ask_rematch(true, now),
        Err(Refusal::SeriesOver)
    );
    assert_eq!(net.host.rematch_local(true, now), Err(Refusal::SeriesOver));
    net.send(0, ToHost::<TttMatch>::Rematch(true).encode());
    assert_eq!(net.refusals_to(net.guests[0].0), vec![Refusal::SeriesOver]);
    // The game played stays as it ended, with its score.
    assert!(net.host.game().is_over());
    assert_eq!(net.host.series().wins, [1, 0]);
}

#[test]
fn a_leave_mid_series_ends_it_and_the_games_played_stay() {
    let mut net = ttt();
    ttt_play(&mut net, &FIRST_WINS);
    both_ask(&mut net, 0);
    ttt_play(&mut net, &[(1, 1)]);
    // The guest (X in game 2) leaves its running game.
    let now = net.now;
    let leave = net.guests[0].1.intend_leave(now).unwrap();
    net.send(0, leave);
    net.run(50);
    assert_eq!(net.host.series_over(), Some(Player::X));
    assert_eq!(net.guest(1).series_over(), Some(Player::X));
    // The host's person won game 2 by the leave: player 1 has both.
    assert_eq!(net.host.series().wins, [2, 0]);
    assert_eq!(net.guest(1).series().wins, [2, 0]);
    assert_eq!(net.guest(1).past_games().len(), 1);
    assert_eq!(net.host.past_games().len(), 1);
    assert_eq!(
        net.host.rematch_local(true, net.now),
        Err(Refusal::SeriesOver)
    );
}

#[test]
fn a_player_gone_from_the_end_screen_ends_the_series_after_the_grace() {
    let mut net = ttt();
    ttt_play(&mut net, &FIRST_WINS);
    let (id, _) = net.guests.remove(0);
    let out = net.host.disconnect(id, net.now);
    net.deliver(out);
    net.run(GRACE_MS - 1_000);
    assert_eq!(net.host.series_over(), None, "the seat waits its grace");
    assert_eq!(
        net.guest(0).paused(net.now).map(|(s, _)| s),
        Some(Player::O)
    );
    net.run(2_000);
    assert_eq!(net.host.series_over(), Some(Player::O));
    assert_eq!(net.guest(0).series_over(), Some(Player::O));
    assert_eq!(net.host.series().wins, [1, 0], "the game played stays");
}

#[test]
fn a_reload_on_the_end_screen_keeps_the_series() {
    let mut net = ttt();
    ttt_play(&mut net, &FIRST_WINS);
    let (id, _) = net.guests.remove(0);
    let out = net.host.disconnect(id, net.now);
    net.deliver(out);
    net.run(1_000);
    let back = net.host.connect(net.now);
    let (guest, hello) = Guest::new(net.now, 1);
    net.guests.push((back, guest));
    let out = net.host.receive(back, &hello, net.now);
    net.deliver(out);
    net.run(100);
    let g = net.guests.len() - 1;
    assert_eq!(net.guest(g).role(), Some(Role::Seat(Player::O)));
    assert!(net.guest(g).outcome().is_some());
    assert_eq!(net.guest(g).series().wins, [1, 0]);
    assert_eq!(net.host.series_over(), None);
    both_ask(&mut net, g);
    assert_eq!(net.host.series().game, 2);
    assert_eq!(net.guest(g).role(), Some(Role::Seat(Player::X)));
}

#[test]
fn a_new_page_between_games_watches_the_next_one_and_never_takes_a_seat() {
    let mut net = ttt();
    ttt_play(&mut net, &FIRST_WINS);
    let late = net.join();
    assert_eq!(net.guest(late).role(), Some(Role::Watcher));
    // A watcher's request is refused; the players' start the next game.
    net.send(late, ToHost::<TttMatch>::Rematch(true).encode());
    both_ask(&mut net, 0);
    assert_eq!(net.host.series().game, 2);
    assert_eq!(net.guest(late).role(), Some(Role::Watcher));
    assert_eq!(net.guest(1).role(), Some(Role::Watcher));
    assert_eq!(net.guest(late).game().unwrap(), net.host.game());
    assert_eq!(net.guest(late).series().wins, [1, 0]);
}

#[test]
fn a_reload_during_the_second_game_gets_that_game_its_seat_and_the_score() {
    let mut net = ttt();
    ttt_play(&mut net, &FIRST_WINS);
    both_ask(&mut net, 0);
    ttt_play(&mut net, &[(1, 1)]);
    // Guest 0 (token 1, now X) reloads: its channel goes, a new one comes.
    let (id, _) = net.guests.remove(0);
    let out = net.host.disconnect(id, net.now);
    net.deliver(out);
    // Back well within its grace: the seat waited.
    net.run(GRACE_MS / 30);
    let back = net.host.connect(net.now);
    let (guest, hello) = Guest::new(net.now, 1);
    net.guests.push((back, guest));
    let out = net.host.receive(back, &hello, net.now);
    net.deliver(out);
    net.run(100);
    let g = net.guests.last().unwrap().1.clone();
    assert_eq!(g.role(), Some(Role::Seat(Player::X)));
    assert_eq!(
        g.series(),
        Series {
            id: net.host.series().id,
            game: 2,
            wins: [1, 0],
            draws: 0
        }
    );
    assert_eq!(
        g.game().unwrap().game().history(),
        net.host.game().game().history()
    );
    assert!(net.host.series_over().is_none());
    // And the game goes on: O (the host) plays.
    ttt_play(&mut net, &[(0, 0)]);
    assert_eq!(net.host.game().game().history().len(), 2);
}

#[test]
fn a_guest_that_joins_its_host_again_keeps_the_games_it_saw_unless_the_series_is_new() {
    let mut net = ttt();
    ttt_play(&mut net, &FIRST_WINS);
    both_ask(&mut net, 0);
    ttt_play(&mut net, &[(1, 1)]);
    let seen = net.guest(0).past_games().to_vec();
    let series = net.guest(0).series().id;
    assert_eq!(seen.len(), 1);
    // Guest 0 (token 1) loses its host and its page joins again on a new
    // connection: a new guest, given the games the old one saw.
    let (id, _) = net.guests.remove(0);
    let out = net.host.disconnect(id, net.now);
    net.deliver(out);
    net.run(1_000);
    let back = net.host.connect(net.now);
    let (mut guest, hello) = Guest::new(net.now, 1);
    guest.keep_past(series, &seen);
    net.guests.push((back, guest));
    let out = net.host.receive(back, &hello, net.now);
    net.deliver(out);
    net.run(100);
    let g = &net.guests.last().unwrap().1;
    assert_eq!(g.series().game, 2);
    assert_eq!(g.past_games(), net.host.past_games(), "game 1 stays");
    // The same page meeting a host at the first game of a new series
    // (its save refused): the old games go, they are not this series'.
    let mut fresh = ttt_seeded(2);
    assert_ne!(fresh.host.series().id, series);
    let back = fresh.host.connect(fresh.now);
    let (mut guest, hello) = Guest::new(fresh.now, 1);
    guest.keep_past(series, &seen);
    fresh.guests.push((back, guest));
    let out = fresh.host.receive(back, &hello, fresh.now);
    fresh.deliver(out);
    fresh.run(100);
    let g = &fresh.guests.last().unwrap().1;
    assert_eq!(g.series().game, 1);
    assert!(g.past_games().is_empty());
}

/// A host page reloaded in the third game of a series: the host comes
/// back from its save and the past games from theirs, kept apart
/// ([`Host::save_past`]).
fn third_game_reloaded() -> (Net<TttMatch>, Host<TttMatch>, Vec<u8>) {
    let mut net = ttt();
    ttt_play(&mut net, &FIRST_WINS);
    both_ask(&mut net, 0);
    ttt_play(&mut net, &DRAW);
    both_ask(&mut net, 0);
    ttt_play(&mut net, &[(1, 1)]);
    assert_eq!(net.host.series().game, 3);
    let host = Host::<TttMatch>::restore(&net.host.save(), net.now).unwrap();
    assert!(
        host.past_games().is_empty(),
        "the host's save does not carry the past"
    );
    let past = net.host.save_past();
    (net, host, past)
}

#[test]
fn a_host_reload_in_the_third_game_keeps_the_replays_of_the_first_two() {
    let (net, mut host, past) = third_game_reloaded();
    host.restore_past(&past).unwrap();
    assert_eq!(host.past_games(), net.host.past_games());
    assert_eq!(
        host.past_games()
            .iter()
            .map(|(n, _)| *n)
            .collect::<Vec<_>>(),
        [1, 2]
    );
    // The links the page draws from them are the ones before the reload.
    let links = |h: &Host<TttMatch>| {
        h.past_games()
            .iter()
            .map(|(_, log)| replay_link::tic_tac_toe(log))
            .collect::<Vec<_>>()
    };
    assert_eq!(links(&host), links(&net.host));
    // A host with no past game yet saves an empty past, read back as none.
    let fresh = ttt();
    let mut again = Host::<TttMatch>::restore(&fresh.host.save(), Millis(0)).unwrap();
    again.restore_past(&fresh.host.save_past()).unwrap();
    assert!(again.past_games().is_empty());
}

/// A saved past `past` that reads, damaged every way a tab's storage can
/// hold it: cut short anywhere, a byte more, another version, another
/// game, another series, too long. `refused` restores the bytes, asks that it fail and
/// nothing changed, and gives back why.
fn refuses_damaged_pasts(
    past: &[u8],
    refused: &mut impl FnMut(&[u8]) -> fox_and_xo::online::host::save::RestoreError,
) {
    use fox_and_xo::online::host::past::{MAX_PAST_SAVE_BYTES, PAST_VERSION};
    use fox_and_xo::online::host::save::RestoreError;
    for cut in 0..past.len() {
        refused(&past[..cut]);
    }
    let mut longer = past.to_vec();
    longer.push(0);
    assert_eq!(refused(&longer), RestoreError::Damaged("trailing bytes"));
    let mut other = past.to_vec();
    other[0] = PAST_VERSION + 1;
    assert_eq!(
        refused(&other),
        RestoreError::UnknownVersion(PAST_VERSION + 1)
    );
    other = past.to_vec();
    other[1] = fox_and_xo::online::game::GameKind::FoxDolphin.code();
    assert!(matches!(refused(&other), RestoreError::OtherGame(_)));
    // The series' id (bytes 2 to 9): any other, another series'.
    for byte in 2..10 {
        other = past.to_vec();
        other[byte] ^= 1;
        assert_eq!(refused(&other), RestoreError::OtherSeries, "byte {byte}");
    }
    let huge = vec![PAST_VERSION; MAX_PAST_SAVE_BYTES + 1];
    assert!(matches!(refused(&huge), RestoreError::TooLong { .. }));
}

#[test]
fn a_damaged_past_is_refused_and_changes_nothing() {
    use fox_and_xo::online::host::save::RestoreError;
    let (net, mut host, past) = third_game_reloaded();
    let mut refused = |bytes: &[u8]| {
        let err = host.restore_past(bytes).expect_err("refused");
        assert!(host.past_games().is_empty(), "nothing kept after {err:?}");
        err
    };
    refuses_damaged_pasts(&past, &mut refused);
    let id = net.host.series().id;
    let write = |games: &[(u64, Vec<u8>)], count| past_by_hand(id, games, count);
    let logs = past_logs(&net);
    // As written by the host, it reads.
    let good = write(&[(1, logs[0].clone()), (2, logs[1].clone())], 2);
    assert_eq!(good, past);
    // Out of order, twice the same number, game 0, or not before the
    // current game (3).
    for numbers in [[2, 1], [1, 1], [0, 1], [1, 3]] {
        let bad = write(
            &[(numbers[0], logs[0].clone()), (numbers[1], logs[1].clone())],
            2,
        );
        assert_eq!(
            refused(&bad),
            RestoreError::Damaged("past game number"),
            "{numbers:?}"
        );
    }
    // More games than a series keeps.
    assert_eq!(
        refused(&write(&[], 33)),
        RestoreError::Damaged("past games")
    );
    // A log that does not read.
    assert!(matches!(
        refused(&write(&[(1, vec![0xff; 4])], 1)),
        RestoreError::Log(_) | RestoreError::Damaged(_)
    ));
    // And after all that, the good one still reads.
    host.restore_past(&past).unwrap();
    assert_eq!(host.past_games(), net.host.past_games());
}

/// A kept past whose games carry Fox & Dolphin logs of the first version
/// (the input `cargo fuzz run saved_past` found, 52 bytes): it reads, and
/// written again each log is in the current version, six bytes longer in
/// all, and reads back as the same games.
#[test]
fn a_past_of_older_logs_is_written_again_in_the_current_version() {
    use fox_and_xo::online::host::past::{read_past, write_past};
    use fox_and_xo::rules::fox_dolphin::Match;
    let kept = [
        2u8, 1, 0, 9, 9, 33, 71, 15, 244, 15, 2, 203, 2, 15, 1, 35, 15, 254, 5, 247, 35, 0, 16, 8,
        1, 2, 0, 119, 0, 240, 2, 20, 1, 35, 15, 254, 38, 240, 35, 0, 17, 0, 0, 1, 0, 15, 66, 246,
        2, 2, 254, 0,
    ];
    let series = u64::from_le_bytes(kept[2..10].try_into().expect("8 bytes"));
    let past = read_past::<Match>(&kept, series, u32::MAX).expect("older logs read");
    assert_eq!(past.iter().map(|(n, _)| *n).collect::<Vec<_>>(), [331, 368]);
    let again = write_past::<Match>(series, &past);
    assert_eq!(again.len(), kept.len() + 6);
    assert_eq!(
        read_past::<Match>(&again, series, u32::MAX),
        Ok(past.clone())
    );
    assert_eq!(
        write_past::<Match>(series, &past),
        again,
        "the same bytes each time"
    );
}

/// A past written by hand, as [`Host::save_past`] writes it: the series'
/// id, each game's number and log, and the count of games (which may lie).
fn past_by_hand(series: u64, games: &[(u64, Vec<u8>)], count: u64) -> Vec<u8> {
    use fox_and_xo::bytes::put;
    use fox_and_xo::online::host::past::PAST_VERSION;
    let mut out = vec![
        PAST_VERSION,
        fox_and_xo::online::game::GameKind::TicTacToe.code(),
    ];
    out.extend_from_slice(&series.to_le_bytes());
    put(&mut out, count);
    for (number, log) in games {
        put(&mut out, *number);
        put(&mut out, log.len() as u64);
        out.extend(log);
    }
    out
}

/// The logs of the host's past games, as a past carries them.
fn past_logs(net: &Net<TttMatch>) -> Vec<Vec<u8>> {
    net.host
        .past_games()
        .iter()
        .map(|(_, log)| TttMatch::encode_log(log))
        .collect()
}

/// Guest `i`'s page reloads: its channel goes, and a new page (a new
/// guest, with the tab's token `token`) joins the same host; its index.
fn reload_guest(net: &mut Net<TttMatch>, i: usize, token: u64) -> usize {
    let (id, _) = net.guests.remove(i);
    let out = net.host.disconnect(id, net.now);
    net.deliver(out);
    net.run(1_000);
    let back = net.host.connect(net.now);
    let (guest, hello) = Guest::new(net.now, token);
    assert!(guest.past_games().is_empty(), "a new page knows no game");
    net.guests.push((back, guest));
    let out = net.host.receive(back, &hello, net.now);
    net.deliver(out);
    net.run(100);
    net.guests.len() - 1
}

/// The series at its third game, the player (guest 0, token 1) and the
/// watcher (guest 1, token 2) having seen games 1 and 2 end.
fn third_game() -> Net<TttMatch> {
    let mut net = ttt();
    ttt_play(&mut net, &FIRST_WINS);
    both_ask(&mut net, 0);
    ttt_play(&mut net, &DRAW);
    both_ask(&mut net, 0);
    ttt_play(&mut net, &[(1, 1)]);
    assert_eq!(net.host.series().game, 3);
    net
}

#[test]
fn a_guest_and_a_watcher_reloaded_in_the_third_game_keep_the_replays_they_saw() {
    let mut net = third_game();
    // Each page keeps what it saw in the host's format, byte for byte.
    let kept = [net.guest(0).save_past(), net.guest(1).save_past()];
    assert_eq!(kept[0], net.host.save_past());
    assert_eq!(kept[1], net.host.save_past());
    // The player's page reloads, then the watcher's (now guest 0).
    for (token, kept) in [(1, &kept[0]), (2, &kept[1])] {
        let g = reload_guest(&mut net, 0, token);
        let guest = &mut net.guests[g].1;
        assert_eq!(guest.series().game, 3, "welcomed: the series is at game 3");
        guest.restore_past(kept).unwrap();
        assert_eq!(guest.past_games(), net.host.past_games());
        let links = |past: &[(u32, TttLog)]| {
            past.iter()
                .map(|(n, log)| (*n, replay_link::tic_tac_toe(log)))
                .collect::<Vec<_>>()
        };
        assert_eq!(links(guest.past_games()), links(net.host.past_games()));
    }
    let (player, watcher) = (0, 1);
    assert_eq!(net.guest(player).role(), Some(Role::Seat(Player::O)));
    assert_eq!(net.guest(watcher).role(), Some(Role::Watcher));
    // Game 3 goes on to its end and a fourth starts: it joins the past
    // of both restored pages, as of the host's.
    ttt_play(&mut net, &[(0, 0), (2, 2), (0, 1), (2, 1), (0, 2)]);
    assert!(net.host.game().is_over());
    both_ask(&mut net, player);
    assert_eq!(net.host.series().game, 4);
    let numbers = |past: &[(u32, TttLog)]| past.iter().map(|&(n, _)| n).collect::<Vec<_>>();
    assert_eq!(numbers(net.host.past_games()), [1, 2, 3]);
    for i in [player, watcher] {
        assert_eq!(
            net.guest(i).past_games(),
            net.host.past_games(),
            "guest {i}"
        );
        assert_eq!(net.guest(i).save_past(), net.host.save_past());
    }
}

#[test]
fn a_guest_page_that_meets_a_new_series_drops_the_games_it_kept() {
    use fox_and_xo::online::host::save::RestoreError;
    let net = third_game();
    let kept = net.guest(0).save_past();
    // The host started again (its save refused): game 1 of a new series.
    let mut fresh = ttt_seeded(2);
    let g = reload_guest(&mut fresh, 0, 1);
    let guest = &mut fresh.guests[g].1;
    assert_eq!(guest.series().game, 1);
    assert_eq!(guest.restore_past(&kept), Err(RestoreError::OtherSeries));
    assert!(guest.past_games().is_empty(), "not this series' games");
    assert!(guest.save_past().len() < kept.len());
}

/// Plays a series to its third game: games 1 and 2 as `games` says, then
/// a first move of game 3.
fn to_game_3(net: &mut Net<TttMatch>, games: [&[(usize, usize)]; 2]) {
    for cells in games {
        ttt_play(net, cells);
        both_ask(net, 0);
    }
    ttt_play(net, &[(1, 1)]);
    assert_eq!(net.host.series().game, 3);
}

/// The bug this test stands for: the kept past was tied to the link, not
/// to a series. A host that started a new series in the same tab (the
/// same link, the page's next seed) and reached its third game: a guest
/// page of the old series that reloads is shown none of the old series'
/// games, a guest of the new one that reloads gets the new series' games
/// alone, and the host's own reload likewise.
#[test]
fn a_new_series_in_the_same_host_tab_at_game_3_shows_only_its_own_games() {
    use fox_and_xo::online::host::save::RestoreError;
    let mut old = ttt_seeded(1);
    to_game_3(&mut old, [&FIRST_WINS, &DRAW]);
    let old_kept = old.guest(0).save_past();
    let old_host_kept = old.host.save_past();
    // The new series: other games 1 and 2 (a draw, then a win).
    let mut new = ttt_seeded(2);
    to_game_3(&mut new, [&DRAW, &FIRST_WINS]);
    assert_ne!(new.host.series().id, old.host.series().id);
    assert_ne!(past_logs(&new), past_logs(&old));
    let new_kept = new.guest(0).save_past();
    // A page of the old series reloads into the new one's third game:
    // the old games are refused as another series', nothing changes.
    let g = reload_guest(&mut new, 0, 1);
    let before = (new.guests[g].1.series(), new.guests[g].1.role());
    let guest = &mut new.guests[g].1;
    assert_eq!(guest.series().game, 3);
    assert_eq!(
        guest.restore_past(&old_kept),
        Err(RestoreError::OtherSeries)
    );
    assert!(
        guest.past_games().is_empty(),
        "none of the old series' games"
    );
    assert_eq!((guest.series(), guest.role()), before);
    // What the page keeps then is the new series' (none of its games).
    assert_eq!(
        guest.save_past(),
        fox_and_xo::online::host::past::write_past::<TttMatch>(new.host.series().id, &[])
    );
    // A page of the new series reloads: its own two games come back,
    // the new series' and no other.
    guest.restore_past(&new_kept).unwrap();
    assert_eq!(guest.past_games(), new.host.past_games());
    // The host's page: the old series' past refused, its own kept.
    let mut host = Host::<TttMatch>::restore(&new.host.save(), new.now).unwrap();
    assert_eq!(host.series(), new.host.series());
    assert_eq!(
        host.restore_past(&old_host_kept),
        Err(RestoreError::OtherSeries)
    );
    assert!(host.past_games().is_empty());
    host.restore_past(&new.host.save_past()).unwrap();
    assert_eq!(host.past_games(), new.host.past_games());
}

#[test]
fn a_damaged_or_misfit_guest_past_is_refused_and_changes_nothing() {
    use fox_and_xo::online::host::save::RestoreError;
    let mut net = third_game();
    let good = net.guest(0).save_past();
    let logs = past_logs(&net);
    let id = net.host.series().id;
    let past_by_hand = |games: &[(u64, Vec<u8>)], count| past_by_hand(id, games, count);
    let g = reload_guest(&mut net, 0, 1);
    let before = (net.guests[g].1.series(), net.guests[g].1.role());
    let guest = &mut net.guests[g].1;
    let mut refused = |bytes: &[u8]| {
        let err = guest.restore_past(bytes).expect_err("refused");
        assert!(guest.past_games().is_empty(), "nothing kept after {err:?}");
        assert_eq!((guest.series(), guest.role()), before);
        err
    };
    refuses_damaged_pasts(&good, &mut refused);
    assert_eq!(
        refused(&past_by_hand(&[], 33)),
        RestoreError::Damaged("past games")
    );
    // Numbers out of order, twice the same, game 0, or not before the
    // game the host's welcome said (3): games that do not fit.
    for numbers in [[2, 1], [1, 1], [0, 1], [1, 3], [2, 4]] {
        let bad = past_by_hand(
            &[(numbers[0], logs[0].clone()), (numbers[1], logs[1].clone())],
            2,
        );
        assert_eq!(
            refused(&bad),
            RestoreError::Damaged("past game number"),
            "{numbers:?}"
        );
    }
    assert!(matches!(
        refused(&past_by_hand(&[(1, vec![0xff; 4])], 1)),
        RestoreError::Log(_) | RestoreError::Damaged(_)
    ));
    // And after all that, the good one still reads.
    guest.restore_past(&good).unwrap();
    assert_eq!(guest.past_games(), net.host.past_games());
}

// ----- the watchers counted -----

#[test]
fn every_guest_hears_how_many_watch_as_watchers_come_and_go() {
    let mut net = Net::hosting(Host::with_game(
        TttMatch::new(3, Player::X).unwrap(),
        [Seat::You, Seat::Guest],
    ));
    net.join();
    assert_eq!((net.host.watchers(), net.guest(0).watchers()), (0, 0));
    net.join();
    net.join();
    assert_eq!(net.host.watchers(), 2);
    for i in 0..3 {
        assert_eq!(net.guest(i).watchers(), 2, "guest {i}");
    }
    let (id, _) = net.guests.remove(1);
    let out = net.host.disconnect(id, net.now);
    net.deliver(out);
    net.run(20);
    assert_eq!(net.host.watchers(), 1);
    assert_eq!((net.guest(0).watchers(), net.guest(1).watchers()), (1, 1));
    // Told once per change, not at every tick.
    net.run(3_000);
    let told = net
        .seen
        .iter()
        .filter(|(p, m)| *p == net.guests[0].0 && matches!(m, ToGuest::Watchers(_)))
        .count();
    assert_eq!(told, 4, "0 at its welcome, then 1, 2, 1: {told}");
}

// ----- the wire -----

#[test]
fn the_series_messages_read_back_and_a_version_4_page_is_told_so() {
    let series = Series {
        id: 0x5e71_e500_0000_0007,
        game: 3,
        wins: [1, 1],
        draws: 0,
    };
    let messages: Vec<ToGuest<TttMatch>> = vec![
        ToGuest::NextGame {
            role: Role::Seat(Player::O),
            series,
            log: TttMatch::new(3, Player::X).unwrap().log(),
        },
        ToGuest::Score(series),
        ToGuest::RematchAsked(Player::X),
        ToGuest::SeriesOver(Player::O),
        ToGuest::Watchers(7),
    ];
    for m in messages {
        assert_eq!(ToGuest::<TttMatch>::decode(&m.encode()), Ok(m));
    }
    for yes in [true, false] {
        let m = ToHost::<TttMatch>::Rematch(yes);
        assert_eq!(ToHost::<TttMatch>::decode(&m.encode()), Ok(m));
    }
    // A page of version 4 (before the series' id and the log's version
    // 3), or of 3, either way: told its version, not misread.
    assert_eq!(WIRE_VERSION, 5);
    for version in [3, 4] {
        let mut old = ToHost::<TttMatch>::Rematch(true).encode();
        old[0] = version;
        assert_eq!(
            ToHost::<TttMatch>::decode(&old),
            Err(WireError::UnknownVersion(version))
        );
        let mut old = ToGuest::<TttMatch>::Score(series).encode();
        old[0] = version;
        assert_eq!(
            ToGuest::<TttMatch>::decode(&old),
            Err(WireError::UnknownVersion(version))
        );
    }
    // The series' id travels whole, in its last 8 bytes.
    let score = ToGuest::<TttMatch>::Score(series).encode();
    assert_eq!(score[score.len() - 8..], series.id.to_le_bytes());
    // A rematch byte other than 0 or 1, a series with more games ended
    // than played: refused, not misread.
    let mut bad = ToHost::<TttMatch>::Rematch(true).encode();
    bad[3] = 2;
    assert!(ToHost::<TttMatch>::decode(&bad).is_err());
    let mut bad = ToGuest::<TttMatch>::Score(series).encode();
    bad[3] = 1;
    assert_eq!(
        ToGuest::<TttMatch>::decode(&bad),
        Err(WireError::BadField("series"))
    );
}
