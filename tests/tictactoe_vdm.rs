//! VDM-SL `play` and the `XOTests` module (see `docs/specs.md`).
#![cfg(not(target_arch = "wasm32"))] // native only: `wasm-pack test` builds tests/ for the browser too

use fox_and_xo::rules::tictactoe::{
    play, replay, Cell, MoveError, Outcome,
    Player::{self, O, X},
    ReplayError,
};

fn pos(row: usize, col: usize) -> Cell {
    Cell::from_vdm(row, col).expect("1-based")
}

fn moves(cells: &[(usize, usize)]) -> Vec<Cell> {
    cells.iter().map(|&(r, c)| pos(r, c)).collect()
}

/// XOTests `T1`: the first mover takes column 1.
#[test]
fn t1_is_won_by_whoever_moves_first() {
    let t1 = moves(&[(1, 1), (1, 2), (2, 1), (1, 3), (3, 1)]);
    assert_eq!(play([X, O], 3, &t1), Outcome::Won(X));
    assert_eq!(play([O, X], 3, &t1), Outcome::Won(O));
}

/// XOTests `T2`: the first mover holds three corners (no line), the second
/// takes column 2 on the sixth move.
#[test]
fn t2_is_won_by_whoever_moves_second() {
    let t2 = moves(&[(1, 1), (1, 2), (1, 3), (2, 2), (3, 1), (3, 2)]);
    assert_eq!(play([X, O], 3, &t2), Outcome::Won(O));
    assert_eq!(play([O, X], 3, &t2), Outcome::Won(X));
}

#[test]
fn play_stops_replaying_at_the_first_win() {
    // X wins on move 5; the illegal sixth move is never looked at.
    let mut seq = moves(&[(1, 1), (2, 1), (1, 2), (2, 2), (1, 3)]);
    seq.push(pos(1, 1));
    assert_eq!(replay([X, O], 3, &seq), Ok(Outcome::Won(X)));
}

#[test]
fn a_short_sequence_is_unfinished() {
    assert_eq!(
        play([X, O], 3, &moves(&[(2, 2), (1, 1)])),
        Outcome::Unfinished
    );
    assert_eq!(play([X, O], 3, &[]), Outcome::Unfinished);
}

#[test]
fn a_full_board_without_a_line_is_a_draw() {
    let seq = moves(&[
        (1, 1),
        (1, 2),
        (1, 3),
        (2, 2),
        (2, 1),
        (2, 3),
        (3, 2),
        (3, 1),
        (3, 3),
    ]);
    assert_eq!(play([X, O], 3, &seq), Outcome::Draw);
}

#[test]
fn play_works_on_4x4() {
    let seq = moves(&[(1, 1), (2, 1), (1, 2), (2, 2), (1, 3), (2, 3), (1, 4)]);
    assert_eq!(play([X, O], 4, &seq), Outcome::Won(X));
}

/// XOTests `E1` repeats a cell: VDM `move`'s pre-condition fails.
#[test]
fn e1_repeats_a_cell_and_is_refused() {
    let e1 = moves(&[(1, 1), (1, 1), (1, 2), (2, 1), (1, 3)]);
    assert_eq!(
        replay([X, O], 3, &e1),
        Err(ReplayError::Move {
            index: 1,
            error: MoveError::Occupied(pos(1, 1))
        })
    );
    assert_eq!(play([X, O], 3, &e1), Outcome::Unfinished);
}

/// XOTests `XX`: a play order must name both players.
#[test]
fn xx_is_not_a_play_order() {
    let t1 = moves(&[(1, 1), (1, 2), (2, 1), (1, 3), (3, 1)]);
    assert_eq!(replay([X, X], 3, &t1), Err(ReplayError::PlayOrder));
    assert_eq!(play([X, X], 3, &t1), Outcome::Unfinished);
}

#[test]
fn an_off_board_cell_is_refused() {
    assert_eq!(
        replay([X, O], 3, &[pos(4, 1)]),
        Err(ReplayError::Move {
            index: 0,
            error: MoveError::OffBoard {
                cell: pos(4, 1),
                size: 3
            }
        })
    );
}

/// The LED rules (see `docs/specs.md`), written out independently:
/// cells 1..9, a state is a set of moves, `threeInLine` over LED's `lines`.
fn led_expectation(order: [Player; 2], cells: &[usize]) -> Outcome {
    const LINES: [[usize; 3]; 8] = [
        [1, 2, 3],
        [4, 5, 6],
        [7, 8, 9],
        [1, 4, 7],
        [2, 5, 8],
        [3, 6, 9],
        [1, 5, 9],
        [3, 5, 7],
    ];
    let mut state: Vec<(Player, usize)> = Vec::new();
    for (turn, &cell) in cells.iter().enumerate() {
        let player = order[turn % 2];
        state.push((player, cell));
        let three_in_line = LINES
            .iter()
            .any(|line| line.iter().all(|c| state.contains(&(player, *c))));
        if three_in_line {
            return Outcome::Won(player);
        }
        if state.len() == 9 {
            return Outcome::Draw;
        }
    }
    Outcome::Unfinished
}

/// XOTests trace `ALL`: `play(XO, [m1, m2, m3, m4, m5])` for every five
/// distinct cells.
#[test]
fn trace_all_plays_every_sequence_of_five_distinct_cells() {
    let mut sequences = 0;
    let mut x_wins = 0;
    let mut seq = Vec::with_capacity(5);
    fn each(seq: &mut Vec<usize>, visit: &mut dyn FnMut(&[usize])) {
        if seq.len() == 5 {
            return visit(seq);
        }
        for cell in 1..=9 {
            if !seq.contains(&cell) {
                seq.push(cell);
                each(seq, visit);
                seq.pop();
            }
        }
    }
    each(&mut seq, &mut |cells| {
        let led: Vec<Cell> = cells.iter().map(|&k| Cell::from_led(k).unwrap()).collect();
        let outcome = play([X, O], 3, &led);
        assert_eq!(outcome, led_expectation([X, O], cells), "{cells:?}");
        sequences += 1;
        x_wins += u32::from(outcome == Outcome::Won(X));
    });
    assert_eq!(sequences, 15_120);
    // In five moves only X can complete a line, with moves 1, 3 and 5:
    // 8 lines, 3! orders of X's cells, 6 * 5 choices for O's two.
    assert_eq!(x_wins, 1_440);
}
