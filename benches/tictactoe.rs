//! How fast the perfect tic-tac-toe player answers.
//!
//! `cargo bench --bench tictactoe`. The 3×3 group times one reply for every
//! non-terminal position reachable from the empty board (X first), once by
//! the perfect player (kept warm, as the UI keeps it) and by plain minimax
//! with no pruning and no table, written two ways: over the `Game` API and
//! over bitboards. Divide by the element count for the time per reply. The 4×4 group times a fresh perfect player (nothing
//! cached: the worst case) on the hardest early positions.

use std::collections::HashSet;
use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use fox_and_xo::rules::tictactoe::{Cell, Computer, Game, Level, Outcome, Player};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Every non-terminal 3×3 position reachable from the empty board.
fn open_positions() -> Vec<Game> {
    fn walk(game: &mut Game, seen: &mut HashSet<Vec<Option<Player>>>, out: &mut Vec<Game>) {
        let squares = (0..9).map(|i| game.at(Cell::new(i / 3, i % 3))).collect();
        if game.outcome() != Outcome::Unfinished || !seen.insert(squares) {
            return;
        }
        out.push(game.clone());
        for cell in game.empty_cells() {
            game.play(game.turn(), cell).unwrap();
            walk(game, seen, out);
            game.undo();
        }
    }
    let mut out = Vec::new();
    walk(
        &mut Game::new(3, Player::X).unwrap(),
        &mut HashSet::new(),
        &mut out,
    );
    out
}

/// Plain minimax on 3×3 bitboards, for comparison: every line of play, no
/// pruning, nothing remembered. Same scores as the perfect player.
mod plain {
    const LINES: [u16; 8] = [0o007, 0o070, 0o700, 0o111, 0o222, 0o444, 0o421, 0o124];
    const FULL: u16 = 0o777;

    fn won(marks: u16) -> bool {
        LINES.iter().any(|line| line & !marks == 0)
    }

    fn score(mine: u16, theirs: u16) -> i32 {
        let empty = FULL & !(mine | theirs);
        if empty == 0 {
            return 0;
        }
        let mut best = i32::MIN;
        for cell in (0..9).map(|i| 1u16 << i).filter(|c| empty & c != 0) {
            let after = mine | cell;
            let s = if won(after) {
                1 + (empty & !cell).count_ones() as i32
            } else {
                -score(theirs, after)
            };
            best = best.max(s);
        }
        best
    }

    /// The first best cell (bit index) for the side to move.
    pub fn best_move(mine: u16, theirs: u16) -> Option<u32> {
        let empty = FULL & !(mine | theirs);
        (0..9)
            .filter(|i| empty & (1 << i) != 0)
            .map(|i| {
                let after = mine | 1 << i;
                let s = if won(after) {
                    100
                } else {
                    -score(theirs, after)
                };
                (s, std::cmp::Reverse(i))
            })
            .max()
            .map(|(_, std::cmp::Reverse(i))| i)
    }
}

/// Plain minimax as the rules' own API invites: play, look, undo.
mod plain_on_game {
    use fox_and_xo::rules::tictactoe::{Cell, Game, Outcome};

    fn score(game: &mut Game) -> i32 {
        let mut best = i32::MIN;
        for cell in game.empty_cells() {
            let s = match game.play(game.turn(), cell) {
                Ok(Outcome::Won(_)) => 1 + game.empty_cells().len() as i32,
                Ok(Outcome::Draw) => 0,
                _ => -score(game),
            };
            game.undo();
            best = best.max(s);
        }
        best
    }

    /// The first best cell for the player to move.
    pub fn best_move(game: &Game) -> Option<Cell> {
        let mut game = game.clone();
        let mut best = None;
        for cell in game.empty_cells() {
            let s = match game.play(game.turn(), cell) {
                Ok(Outcome::Won(_)) => 100,
                Ok(Outcome::Draw) => 0,
                _ => -score(&mut game),
            };
            game.undo();
            if best.is_none_or(|(b, _)| s > b) {
                best = Some((s, cell));
            }
        }
        best.map(|(_, cell)| cell)
    }
}

fn marks(game: &Game) -> (u16, u16) {
    let (mut mine, mut theirs) = (0, 0);
    for i in 0..9 {
        match game.at(Cell::new(i / 3, i % 3)) {
            Some(p) if p == game.turn() => mine |= 1 << i,
            Some(_) => theirs |= 1 << i,
            None => {}
        }
    }
    (mine, theirs)
}

fn reply_3x3(c: &mut Criterion) {
    let positions = open_positions();
    let mut group = c.benchmark_group("3x3 reply, all open positions");
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.sample_size(20);
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(3));

    let mut computer = Computer::new();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    group.bench_function("perfect", |b| {
        b.iter(|| {
            for game in &positions {
                black_box(computer.choose(black_box(game), Level::Perfect, &mut rng));
            }
        })
    });
    group.bench_function("hint", |b| {
        b.iter(|| {
            for game in &positions {
                black_box(computer.hint(black_box(game)));
            }
        })
    });

    let boards: Vec<(u16, u16)> = positions.iter().map(marks).collect();
    group.sample_size(10);
    group.bench_function("plain minimax on Game", |b| {
        b.iter(|| {
            for game in &positions {
                black_box(plain_on_game::best_move(black_box(game)));
            }
        })
    });
    group.bench_function("plain minimax on bitboards", |b| {
        b.iter(|| {
            for &(mine, theirs) in &boards {
                black_box(plain::best_move(black_box(mine), black_box(theirs)));
            }
        })
    });
    group.finish();
}

fn reply_4x4(c: &mut Criterion) {
    let hard: [(&str, &[(usize, usize)]); 6] = [
        ("empty", &[]),
        ("corner", &[(0, 0)]),
        ("edge", &[(2, 0)]),
        ("centre", &[(1, 1)]),
        ("centre, corner", &[(1, 1), (3, 3)]),
        ("3 moves", &[(1, 3), (1, 0), (3, 1)]),
    ];
    let mut group = c.benchmark_group("4x4 reply, nothing cached");
    group.sample_size(20);
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(3));
    for (name, moves) in hard {
        let mut game = Game::new(4, Player::X).unwrap();
        for &(row, col) in moves {
            game.play(game.turn(), Cell::new(row, col)).unwrap();
        }
        group.bench_function(name, |b| {
            b.iter_batched(
                Computer::new,
                |mut computer| black_box(computer.hint(&game)),
                BatchSize::PerIteration,
            )
        });
    }
    group.finish();
}

criterion_group!(benches, reply_3x3, reply_4x4);
criterion_main!(benches);
