//! The notation's tests, and their helpers, which the link's tests
//! (`ui::tictactoe::replay::model`) share.

use super::*;

/// The cells of LED-style `numbers` on a `size`×`size` board.
pub(crate) fn cells(numbers: &[usize], size: usize) -> Vec<Cell> {
    numbers
        .iter()
        .map(|&k| Cell::from_number(k, size).expect("on the board"))
        .collect()
}

fn parse(raw: &str) -> Result<Vec<Cell>, MovesError> {
    parse_moves(raw, 3, Player::X)
}

/// Top row for X: 1, 2, 3 against 4, 5.
pub(crate) const X_TOP_ROW: [usize; 5] = [1, 4, 2, 5, 3];

#[test]
fn cell_numbers_read_row_by_row() {
    assert_eq!(parse("1,4,2,5,3"), Ok(cells(&X_TOP_ROW, 3)));
}

#[test]
fn vdm_pairs_read_as_the_same_cells() {
    assert_eq!(
        parse("(1,1),(2,1),(1,2),(2,2),(1,3)"),
        Ok(cells(&X_TOP_ROW, 3))
    );
}

#[test]
fn the_notations_mix_and_spaces_are_allowed() {
    assert_eq!(
        parse(" 1 , (2, 1),2 ,( 2 ,2 ) ,3 "),
        Ok(cells(&X_TOP_ROW, 3))
    );
}

#[test]
fn numbers_run_to_sixteen_on_four_by_four() {
    assert_eq!(
        parse_moves("16,(4,3)", 4, Player::X),
        Ok(vec![Cell::new(3, 3), Cell::new(3, 2)])
    );
    assert!(matches!(
        parse_moves("17", 4, Player::X),
        Err(MovesError::UnknownCell { number: 1, .. })
    ));
}

#[test]
fn a_finished_games_moves_round_trip_through_the_notation() {
    // A draw on 3×3 and a win on 4×4.
    for (size, numbers) in [
        (3, vec![5, 1, 9, 3, 2, 8, 4, 6, 7]),
        (4, vec![1, 5, 2, 6, 3, 7, 4]),
    ] {
        let moves = cells(&numbers, size);
        let text = format_moves(&moves, size);
        assert_eq!(parse_moves(&text, size, Player::O), Ok(moves));
    }
}

#[test]
fn an_empty_list_is_refused() {
    assert_eq!(parse(""), Err(MovesError::Empty));
    assert_eq!(parse("  "), Err(MovesError::Empty));
}

#[test]
fn an_unknown_cell_is_refused_with_its_move_number() {
    assert_eq!(
        parse("5,10"),
        Err(MovesError::UnknownCell {
            number: 2,
            token: "10".into(),
            size: 3
        })
    );
    assert!(matches!(
        parse("0"),
        Err(MovesError::UnknownCell { number: 1, .. })
    ));
    assert!(matches!(
        parse("(4,1)"),
        Err(MovesError::UnknownCell { number: 1, .. })
    ));
    assert!(matches!(
        parse("(0,1)"),
        Err(MovesError::UnknownCell { number: 1, .. })
    ));
    assert!(matches!(
        parse("99999999999999999999999999"),
        Err(MovesError::UnknownCell { number: 1, .. })
    ));
}

#[test]
fn a_repeated_cell_is_refused_naming_the_earlier_move() {
    assert_eq!(
        parse("5,1,(2,2)"),
        Err(MovesError::Repeated {
            number: 3,
            token: "(2,2)".into(),
            earlier: 1
        })
    );
}

#[test]
fn garbage_is_refused_with_what_stands_there() {
    assert_eq!(
        parse("5,x"),
        Err(MovesError::Garbage {
            number: 2,
            found: "x".into()
        })
    );
    assert!(matches!(
        parse("5;1"),
        Err(MovesError::Garbage { number: 2, .. })
    ));
    assert!(matches!(
        parse("(1,1"),
        Err(MovesError::Garbage { number: 1, .. })
    ));
    assert!(matches!(
        parse("(1 1)"),
        Err(MovesError::Garbage { number: 1, .. })
    ));
    assert_eq!(
        parse("5,"),
        Err(MovesError::Garbage {
            number: 2,
            found: String::new()
        })
    );
    assert!(matches!(
        parse("-5"),
        Err(MovesError::Garbage { number: 1, .. })
    ));
}

#[test]
fn more_moves_than_cells_are_refused() {
    assert_eq!(
        parse("1,2,3,4,5,6,7,8,9,1"),
        Err(MovesError::TooMany { size: 3 })
    );
}

#[test]
fn a_long_list_is_refused_before_it_is_read() {
    let long = "x".repeat(9 * CHARS_PER_MOVE + 1);
    assert_eq!(
        parse(&long),
        Err(MovesError::TooLong { size: 3, limit: 72 })
    );
    assert!(matches!(
        read_cells(&"9".repeat(10_000), 3),
        Err(MovesError::TooLong { .. })
    ));
    // Sixteen pairs spelled `(r, c), ` fit on 4×4.
    let spaced: Vec<String> = (1..=4)
        .flat_map(|r| (1..=4).map(move |c| format!("({r}, {c})")))
        .collect();
    let draw_or_win = parse_moves(&spaced.join(", "), 4, Player::X);
    assert!(!matches!(draw_or_win, Err(MovesError::TooLong { .. })));
}

#[test]
fn a_move_after_the_win_is_refused() {
    assert_eq!(
        parse("1,4,2,5,3,9"),
        Err(MovesError::AfterWin {
            number: 6,
            winner: Player::X,
            won_at: 5
        })
    );
}

#[test]
fn a_list_given_as_cells_is_checked_as_text_is() {
    let moves = [Cell::new(0, 0), Cell::new(0, 0)];
    assert!(matches!(
        MoveList::new(&moves, 3, Player::X),
        Err(MovesError::Repeated { number: 2, .. })
    ));
    assert!(matches!(
        MoveList::new(&[Cell::new(3, 0)], 3, Player::X),
        Err(MovesError::UnknownCell { number: 1, .. })
    ));
    let list = MoveList::new(&cells(&X_TOP_ROW, 3), 3, Player::X).expect("a legal game");
    assert_eq!(list.positions().len(), X_TOP_ROW.len() + 1);
    assert_eq!(
        list.positions().last().map(Game::outcome),
        Some(Outcome::Won(Player::X))
    );
}

#[test]
fn a_long_quote_is_shortened() {
    assert_eq!(shortened("abcdef", 3), "abc…");
    assert_eq!(shortened("abc", 3), "abc");
    assert_eq!(shortened("ééé", 2), "éé…");
}
