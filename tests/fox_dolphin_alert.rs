//! An alert seat (`ai::Alert`, a tournament entrant): a slow style that
//! answers an eat at once. Its answers are legal moves decided from the
//! game alone, the same game from the same seed, and its game replays
//! from the log like any person's (`docs/balance.md`, "Each level against
//! the one below, from the dolphins' seat").
#![cfg(not(target_arch = "wasm32"))] // native only: `wasm-pack test` builds tests/ for the browser too

use fox_and_xo::rules::fox_dolphin::ai::{
    play_out, urgent, Alert, Answers, Entrant, Judgment, Level, Style, Tempo,
};
use fox_and_xo::rules::fox_dolphin::{Event, Match, Settings, Species};
use fox_and_xo::rules::Seat;

fn settings(size: usize, seed: u64) -> Settings {
    Settings {
        size,
        seed,
        ..Settings::default()
    }
}

fn alert(judgment: Judgment, gap_ms: u64, answers: Answers) -> Alert {
    Alert {
        style: Style {
            judgment,
            tempo: Tempo::person(gap_ms, 300),
        },
        answer_ms: 0,
        answers,
    }
}

#[test]
fn an_alert_seat_plays_the_same_game_from_the_same_seed_and_its_game_replays() {
    let dolphins = Entrant::Alert(alert(Judgment::Normal, 3_000, Answers::Hunts));
    let players = [Entrant::Person(Style::GOOD_PERSON), dolphins];
    let played = play_out(settings(12, 3), players, 120_000).expect("valid");
    let again = play_out(settings(12, 3), players, 120_000).expect("valid");
    assert_eq!(played.seats(), [Seat::You, Seat::You]);
    assert_eq!(played.log(), again.log());
    assert_eq!(played.digest(), again.digest());
    let replayed = Match::replay(&played.log()).expect("replays");
    assert_eq!(replayed.digest(), played.digest());
    let other = play_out(settings(12, 4), players, 120_000).expect("valid");
    assert_ne!(other.log(), played.log(), "another seed, another game");
}

#[test]
fn an_urgent_move_is_legal_eats_whenever_the_board_offers_an_eat_and_is_the_same_every_time() {
    let (mut eats_seen, mut hunts_seen, mut shelters_seen) = (0, 0, 0);
    for seed in 1..=3 {
        let mut played = Match::new(
            settings(12, seed),
            [Seat::Computer(Level::Hard), Seat::Computer(Level::Calm)],
        )
        .expect("valid");
        while !played.is_over() && played.tick() < 3_000 {
            played.step();
            let game = played.game();
            for seat in Species::ALL {
                let moves = game.legal_moves(seat);
                let eats: Vec<_> = moves
                    .iter()
                    .copied()
                    .filter(|&(_, to)| game.tile(to).and_then(|t| t.occupant) == Some(seat.other()))
                    .collect();
                let eat = urgent(game, seat, Answers::Eats);
                let hunt = urgent(game, seat, Answers::Hunts);
                let shelter = urgent(game, seat, Answers::Shelters);
                assert_eq!(
                    eat,
                    urgent(game, seat, Answers::Eats),
                    "decided from the game"
                );
                assert_eq!(
                    hunt,
                    urgent(game, seat, Answers::Hunts),
                    "decided from the game"
                );
                assert_eq!(
                    shelter,
                    urgent(game, seat, Answers::Shelters),
                    "decided from the game"
                );
                if eats.is_empty() {
                    assert_eq!(eat, None, "nothing to eat, nothing urgent");
                    if let Some(mv) = hunt {
                        assert!(moves.contains(&mv), "a legal step: {mv:?}");
                        hunts_seen += 1;
                    }
                    if let Some(mv) = shelter {
                        assert!(moves.contains(&mv), "a legal step: {mv:?}");
                        shelters_seen += 1;
                    }
                } else {
                    let mv = eat.expect("an eat is answered");
                    assert!(eats.contains(&mv), "the answer eats: {mv:?}");
                    assert!(hunt.is_some_and(|h| eats.contains(&h)), "an eat first");
                    assert!(shelter.is_some_and(|h| eats.contains(&h)), "an eat first");
                    eats_seen += 1;
                }
            }
        }
    }
    assert!(
        eats_seen > 0 && hunts_seen > 0 && shelters_seen > 0,
        "{eats_seen} {hunts_seen} {shelters_seen}"
    );
}

#[test]
fn an_alert_seat_eats_at_once_however_slow_its_tempo() {
    // Ten minutes between its own moves: all but a few of its moves are
    // answers, eats of the casual model's swimming foxes.
    let slow = alert(Judgment::Easy, 600_000, Answers::Eats);
    let foxes = Entrant::Person(Style::CASUAL_PERSON);
    let count = |played: &Match| {
        let events = played.game().events();
        let moved = events
            .iter()
            .filter(|e| {
                matches!(
                    e,
                    Event::Moved {
                        species: Species::Dolphin,
                        ..
                    }
                )
            })
            .count();
        let ate = events
            .iter()
            .filter(|e| {
                matches!(
                    e,
                    Event::Ate {
                        eater: Species::Dolphin,
                        ..
                    }
                )
            })
            .count();
        (moved, ate)
    };
    let alert_seat =
        play_out(settings(12, 2), [foxes, Entrant::Alert(slow)], u64::MAX).expect("valid");
    let (moved, ate) = count(&alert_seat);
    assert!(moved <= 3, "at most a move each 7.5 minutes: {moved}");
    assert!(ate >= 5, "the answers: {ate} eats");
    // The same style without the answers eats only on its own few moves.
    let plain = play_out(
        settings(12, 2),
        [foxes, Entrant::Person(slow.style)],
        u64::MAX,
    )
    .expect("valid");
    let (moved, ate) = count(&plain);
    assert!(moved + ate <= 3, "{moved} moves, {ate} eats");
}
