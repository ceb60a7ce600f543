//! A Fox & Dolphin series on one connection (the series itself, and
//! tic-tac-toe's, in `online_series.rs`): each game swaps foxes and
//! dolphins with a fresh seed and the same settings, starts with the
//! count on every copy, and keeps a replay link that opens its own log.

mod online_net;

use fox_and_xo::online::game::OnlineGame;
use fox_and_xo::online::host::Host;
use fox_and_xo::online::series::Series;
use fox_and_xo::online::wire::Role;
use fox_and_xo::rules::fox_dolphin::{Log, Match, Settings, Species};
use fox_and_xo::rules::Seat;
use fox_and_xo::ui::link::Query;
use fox_and_xo::ui::online::replay_link;

use online_net::Net;

/// A small Fox & Dolphin game that ends by its time limit (the shortest,
/// 30 s) if nobody wins before.
fn fd() -> Net<Match> {
    let settings = Settings {
        size: 10,
        seed: 9,
        cooldown_ms: 200,
        tide_interval_ms: 1_000,
        first_tide_ms: 1_000,
        time_limit_ms: Some(30_000),
    };
    let mut net = Net::hosting(Host::new(settings, [Seat::Guest, Seat::Guest]).unwrap());
    for _ in 0..3 {
        net.join();
    }
    net.count_down();
    net
}

/// Both guests ask (the second first), and the count runs.
fn fd_both_ask(net: &mut Net<Match>) {
    for i in [1, 0] {
        let now = net.now;
        let ask = net.guests[i].1.ask_rematch(true, now).unwrap();
        net.send(i, ask);
    }
    net.count_down();
}

#[test]
fn three_fox_and_dolphin_games_swap_the_sides_with_fresh_seeds_and_the_same_settings() {
    let mut net = fd();
    let mut seeds = Vec::new();
    // The series is the host's: one id for every game of it.
    let mut expected = Series {
        id: net.host.series().id,
        ..Series::default()
    };
    for game in 1..=3u32 {
        let settings = *net.host.game().game().settings();
        seeds.push(settings.seed);
        assert_eq!((settings.size, settings.time_limit_ms), (10, Some(30_000)));
        // Guest 0 plays foxes in odd games, dolphins in even ones.
        let foxes = if game % 2 == 1 { 0 } else { 1 };
        assert_eq!(net.guest(foxes).role(), Some(Role::Seat(Species::Fox)));
        assert_eq!(
            net.guest(1 - foxes).role(),
            Some(Role::Seat(Species::Dolphin))
        );
        assert_eq!(net.guest(2).role(), Some(Role::Watcher));
        net.run(30_200);
        assert!(net.host.game().is_over(), "game {game} over");
        expected.record(net.host.game().winner());
        assert_eq!(net.host.series(), expected);
        for i in 0..3 {
            assert_eq!(net.guest(i).series(), expected, "guest {i}, game {game}");
            assert_eq!(net.guest(i).resyncs(), 0);
        }
        if game < 3 {
            fd_both_ask(&mut net);
            expected.game += 1;
            // The watcher's copy is the host's new game.
            assert_eq!(
                net.guest(2).confirmed().unwrap().digest(),
                net.host.game().digest()
            );
        }
    }
    seeds.dedup();
    assert_eq!(seeds.len(), 3, "a fresh seed for each game: {seeds:?}");
    assert_eq!(net.guest(2).past_games().len(), 2);
    // Each game's replay link opens its own log on the game's page.
    for (n, log) in net.host.past_games() {
        let link = replay_link::fox_dolphin(log).expect("a 30 s game's link is short");
        let query = Query::parse(link.strip_prefix("fox-dolphin.html").unwrap());
        assert_eq!(query.get("game"), Some("fox-dolphin"));
        // The same game, its players named as people (a replay has no
        // guests: Seat::Guest is written as a person's seat).
        let mut read = Log::from_text(query.get("replay").unwrap()).unwrap();
        assert_eq!(read.seats, [Seat::You; 2], "game {n}");
        read.seats = log.seats;
        assert_eq!(&read, log, "game {n}");
    }
}

#[test]
fn the_next_fox_and_dolphin_game_starts_with_the_count_on_every_copy() {
    let mut net = fd();
    net.run(30_200);
    for i in [0, 1] {
        let now = net.now;
        let ask = net.guests[i].1.ask_rematch(true, now).unwrap();
        net.send(i, ask);
    }
    let now = net.now;
    assert!(net.host.countdown(now).running());
    for i in 0..3 {
        assert!(net.guest(i).countdown(now).running(), "guest {i}");
        assert!(net.guest(i).outcome().is_none());
    }
    net.count_down();
    net.run(500);
    assert!(net.host.game().tick() > 0);
}

/// A host page draws each series' id from its own seed, as it draws the
/// island's: two series of the same settings (a link that fixes the
/// island's seed, started over in the same tab) are told apart, and the
/// host without a page's seed draws the one it always drew.
#[test]
fn two_series_of_one_fixed_seed_have_different_ids() {
    let settings = Settings {
        size: 10,
        seed: 7,
        ..Settings::default()
    };
    let seats = [Seat::You, Seat::Guest];
    let series = |page_seed| {
        Host::with_seed(Match::new(settings, seats).unwrap(), seats, page_seed)
            .series()
            .id
    };
    assert_ne!(series(1), series(2));
    assert_eq!(series(1), series(1));
    assert_eq!(
        Host::new(settings, seats).unwrap().series().id,
        series(0),
        "Host::new is with_seed with no page seed"
    );
}
