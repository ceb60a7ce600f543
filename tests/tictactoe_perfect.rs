//! The perfect player: checked against a plain minimax written here, apart
//! from the library, on every line of play on 3×3 and on sampled 4×4
//! positions; and made to play thousands of 4×4 games against the other
//! levels.
#![cfg(not(target_arch = "wasm32"))] // native only: `wasm-pack test` builds tests/ for the browser too

use std::collections::HashMap;

use fox_and_xo::rules::tictactoe::{
    Cell, Computer, Game, Level, Outcome,
    Player::{self, O, X},
};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Plain minimax over the public API, remembered by position. The score is
/// for the player to move: a win scores 1 + the cells left empty after it,
/// a loss minus that, a draw 0 — so faster wins and slower losses score
/// better.
struct Minimax {
    known: HashMap<(Vec<Option<Player>>, Player), i32>,
}

impl Minimax {
    fn new() -> Minimax {
        Minimax {
            known: HashMap::new(),
        }
    }

    fn squares(game: &Game) -> Vec<Option<Player>> {
        let n = game.size();
        (0..n * n)
            .map(|i| game.at(Cell::new(i / n, i % n)))
            .collect()
    }

    /// The score of playing `cell` for the player to move.
    fn move_score(&mut self, game: &mut Game, cell: Cell) -> i32 {
        let outcome = game.play(game.turn(), cell).unwrap();
        let score = match outcome {
            Outcome::Won(_) => 1 + game.empty_cells().len() as i32,
            Outcome::Draw => 0,
            Outcome::Unfinished => -self.score(game),
        };
        game.undo();
        score
    }

    /// The score of an unfinished position for the player to move.
    fn score(&mut self, game: &mut Game) -> i32 {
        let key = (Self::squares(game), game.turn());
        if let Some(&score) = self.known.get(&key) {
            return score;
        }
        let score = game
            .empty_cells()
            .into_iter()
            .map(|cell| self.move_score(game, cell))
            .max()
            .unwrap();
        self.known.insert(key, score);
        score
    }

    fn best_moves(&mut self, game: &mut Game) -> Vec<Cell> {
        let scored: Vec<(Cell, i32)> = game
            .empty_cells()
            .into_iter()
            .map(|cell| (cell, self.move_score(game, cell)))
            .collect();
        let best = scored.iter().map(|&(_, s)| s).max().unwrap();
        scored
            .into_iter()
            .filter(|&(_, s)| s == best)
            .map(|(c, _)| c)
            .collect()
    }
}

struct Referee {
    computer: Computer,
    minimax: Minimax,
    rng: ChaCha8Rng,
    games: u64,
}

/// Every game where `seat` plays each of the perfect player's best moves
/// and the opponent plays anything. `can_win` is set once the perfect
/// player has stood in a won position.
fn every_line(game: &mut Game, seat: Player, can_win: bool, referee: &mut Referee) {
    match game.outcome() {
        Outcome::Unfinished => {}
        outcome => {
            referee.games += 1;
            let history = game.history();
            assert_ne!(
                outcome,
                Outcome::Won(seat.other()),
                "perfect {seat} lost: {history:?}"
            );
            if can_win {
                assert_eq!(
                    outcome,
                    Outcome::Won(seat),
                    "a won game let go: {history:?}"
                );
            }
            return;
        }
    }
    if game.turn() == seat {
        let best = referee.computer.best_moves(game);
        assert_eq!(
            best,
            referee.minimax.best_moves(game),
            "{:?}",
            game.history()
        );
        let hint = referee.computer.hint(game).unwrap();
        assert!(best.contains(&hint));
        let chosen = referee
            .computer
            .choose(game, Level::Perfect, &mut referee.rng)
            .unwrap();
        assert!(best.contains(&chosen));
        let winning = can_win || referee.minimax.score(game) > 0;
        for cell in best {
            game.play(seat, cell).unwrap();
            every_line(game, seat, winning, referee);
            game.undo();
        }
    } else {
        for cell in game.empty_cells() {
            game.play(game.turn(), cell).unwrap();
            every_line(game, seat, can_win, referee);
            game.undo();
        }
    }
}

#[test]
fn perfect_never_loses_on_3x3_from_either_seat_and_wins_when_it_can() {
    let mut referee = Referee {
        computer: Computer::new(),
        minimax: Minimax::new(),
        rng: ChaCha8Rng::seed_from_u64(3),
        games: 0,
    };
    for first in [X, O] {
        for seat in [X, O] {
            every_line(&mut Game::new(3, first).unwrap(), seat, false, &mut referee);
        }
    }
    assert!(referee.games > 1000);
}

#[test]
fn perfect_play_on_3x3_against_itself_draws() {
    let mut game = Game::new(3, X).unwrap();
    let mut computer = Computer::new();
    while let Some(cell) = computer.hint(&game) {
        game.play(game.turn(), cell).unwrap();
    }
    assert_eq!(game.outcome(), Outcome::Draw);
}

#[test]
fn perfect_play_on_4x4_against_itself_draws() {
    let mut game = Game::new(4, X).unwrap();
    let mut computer = Computer::new();
    while let Some(cell) = computer.hint(&game) {
        game.play(game.turn(), cell).unwrap();
    }
    assert_eq!(game.outcome(), Outcome::Draw);
}

/// An unfinished 4×4 position after `moves` random moves.
fn random_position(moves: usize, rng: &mut ChaCha8Rng) -> Option<Game> {
    let mut game = Game::new(4, if rng.random_bool(0.5) { X } else { O }).unwrap();
    for _ in 0..moves {
        let empty = game.empty_cells();
        let cell = empty[rng.random_range(0..empty.len())];
        if game.play(game.turn(), cell).unwrap() != Outcome::Unfinished {
            return None;
        }
    }
    Some(game)
}

#[test]
fn perfect_finds_every_best_move_of_plain_minimax_on_4x4_endgames() {
    let mut rng = ChaCha8Rng::seed_from_u64(44);
    let mut computer = Computer::new();
    let mut minimax = Minimax::new();
    let mut checked = 0;
    while checked < 300 {
        let Some(mut game) = random_position(rng.random_range(6..=11), &mut rng) else {
            continue;
        };
        let expected = minimax.best_moves(&mut game);
        assert_eq!(computer.best_moves(&game), expected, "{:?}", game.history());
        assert!(expected.contains(&computer.hint(&game).unwrap()));
        checked += 1;
    }
}

/// Perfect against `level` on 4×4, taking turns at each seat and at moving
/// first; one computer for all games, as the UI keeps one for a session.
fn perfect_against(level: Level, games: u64, seed: u64) -> [u64; 3] {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut computer = Computer::new();
    let mut tally = [0; 3]; // perfect wins, draws, losses
    for n in 0..games {
        let seat = if n % 2 == 0 { X } else { O };
        let first = if n % 4 < 2 { X } else { O };
        let mut game = Game::new(4, first).unwrap();
        while game.outcome() == Outcome::Unfinished {
            let mover = if game.turn() == seat {
                Level::Perfect
            } else {
                level
            };
            let cell = computer.choose(&game, mover, &mut rng).unwrap();
            game.play(game.turn(), cell).unwrap();
        }
        match game.outcome() {
            Outcome::Won(p) if p == seat => tally[0] += 1,
            Outcome::Draw => tally[1] += 1,
            _ => panic!("perfect {seat} lost to {level:?}: {:?}", game.history()),
        }
    }
    tally
}

#[test]
fn perfect_never_loses_to_easy_on_4x4() {
    let [wins, _, losses] = perfect_against(Level::Easy, 1000, 1);
    assert_eq!(losses, 0);
    assert!(
        wins > 500,
        "easy errs, and perfect should win most games: {wins} wins"
    );
}

#[test]
fn perfect_never_loses_to_strategy_on_4x4() {
    let [_, _, losses] = perfect_against(Level::Strategy, 1000, 2);
    assert_eq!(losses, 0);
}
