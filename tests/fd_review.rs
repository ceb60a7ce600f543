//! "What happened": the moments a review finds are true of the game (the
//! capture, the chance, the tide are where it says), at most three, in
//! order, each with a move the strongest level could make there; a log
//! that does not replay is refused as a replay refuses it.

use fox_and_xo::rules::fox_dolphin::ai::{decide, Judgment, Level};
use fox_and_xo::rules::fox_dolphin::review::{review, Moment, What, MAX_MOMENTS};
use fox_and_xo::rules::fox_dolphin::{
    Intent, Log, LogError, Match, Settings, Species, Stamped, Surface,
};
use fox_and_xo::rules::Seat;

/// A person who plays `judgment`'s move every `every_ticks` ticks, as
/// `you`, against `level`, on the default board with `seed`.
fn game(you: Species, judgment: Judgment, every_ticks: u64, level: Level, seed: u64) -> Log {
    let settings = Settings {
        seed,
        ..Settings::default()
    };
    let computer = Seat::Computer(level);
    let seats = match you {
        Species::Fox => [Seat::You, computer],
        Species::Dolphin => [computer, Seat::You],
    };
    let mut game = Match::new(settings, seats).expect("default settings");
    while !game.is_over() {
        if game.tick() % every_ticks == 0 && game.game().cooldown_remaining(you) == 0 {
            if let Some((from, to)) = decide(game.game(), you, judgment) {
                game.submit(Intent::Move {
                    seat: you,
                    from,
                    to,
                })
                .expect("a running game takes a person's move");
            }
        }
        game.step();
    }
    game.log()
}

/// The match of `log` at `tick`.
fn at(log: &Log, tick: u64) -> Match {
    let mut game = Match::new(log.settings, log.seats).unwrap();
    game.replay_to(log, tick).unwrap();
    game
}

/// Every moment is true of the game it was read from.
fn check(log: &Log, you: Species, moments: &[Moment]) {
    assert!(moments.len() <= MAX_MOMENTS);
    assert!(moments.windows(2).all(|w| w[0].tick <= w[1].tick));
    for m in moments {
        assert!(m.tick <= m.happened, "{m:?}");
        let opened = at(log, m.tick);
        if let Some((from, to)) = m.best {
            assert!(
                opened.game().legal_moves(you).contains(&(from, to)),
                "{m:?}: the advice is not a legal move there"
            );
        }
        let then = at(log, m.happened);
        let occupant = |c| then.game().board().tile(c).and_then(|t| t.occupant);
        match m.what {
            What::Lost { at, by } => {
                let before = at_tick_before(log, m.happened);
                assert_eq!(before.game().board().tile(at).unwrap().occupant, Some(you));
                assert_eq!(
                    before.game().board().tile(by).unwrap().occupant,
                    Some(you.other())
                );
                assert_eq!(occupant(at), Some(you.other()), "{m:?}");
            }
            What::Missed { from, to } => {
                assert_eq!(opened.game().cooldown_remaining(you), 0);
                assert!(opened.game().legal_moves(you).contains(&(from, to)));
                assert_eq!(occupant(to), Some(you.other()), "{m:?}");
            }
            What::Flooded { at } => {
                assert_eq!(you, Species::Fox);
                assert_eq!(occupant(at), Some(Species::Fox));
                assert_eq!(
                    then.game().board().tile(at).unwrap().surface,
                    Surface::Water
                );
            }
            What::Stranded { at } => {
                assert_eq!(you, Species::Dolphin);
                assert_eq!(occupant(at), Some(Species::Dolphin));
                assert_eq!(then.game().board().tile(at).unwrap().surface, Surface::Land);
            }
        }
    }
}

fn at_tick_before(log: &Log, tick: u64) -> Match {
    at(log, tick - 1)
}

#[test]
fn a_weak_players_lost_games_have_true_costly_moments() {
    let mut told = 0;
    let mut kinds = std::collections::HashSet::new();
    for (you, seed) in [(Species::Fox, 3), (Species::Dolphin, 5), (Species::Fox, 11)] {
        let log = game(you, Judgment::Easy, 150, Level::Steady, seed);
        let moments = review(&log, you).expect("the log replays");
        check(&log, you, &moments);
        told += moments.len();
        kinds.extend(moments.iter().map(|m| std::mem::discriminant(&m.what)));
        // Deterministic: the same log, the same moments.
        assert_eq!(review(&log, you).unwrap(), moments);
    }
    assert!(told >= 3, "lost games tell what happened: {told} moments");
    // Different mistakes are told before the same one thrice: these games
    // lost animals, missed captures and left animals to the tide.
    assert!(kinds.len() >= 3, "{} kinds of moment told", kinds.len());
}

#[test]
fn losses_are_told_before_cheaper_moments() {
    let log = game(Species::Fox, Judgment::Easy, 150, Level::Hard, 7);
    let moments = review(&log, Species::Fox).unwrap();
    check(&log, Species::Fox, &moments);
    assert!(
        moments.iter().any(|m| matches!(m.what, What::Lost { .. })),
        "a game lost to Hard loses animals: {moments:?}"
    );
}

#[test]
fn a_strong_players_game_has_few_moments_and_each_is_true() {
    let log = game(Species::Dolphin, Judgment::Expert, 10, Level::Easy, 2);
    let moments = review(&log, Species::Dolphin).unwrap();
    check(&log, Species::Dolphin, &moments);
}

#[test]
fn a_log_that_does_not_replay_is_refused() {
    let mut log = game(Species::Fox, Judgment::Easy, 150, Level::Steady, 3);
    let last = log.end_tick;
    log.intents.push(Stamped {
        tick: last + 1,
        intent: Intent::Leave { seat: Species::Fox },
    });
    log.end_tick = last + 5;
    assert!(matches!(
        review(&log, Species::Fox),
        Err(LogError::IntentAfterEnd { .. })
    ));
}
