//! The letters the screen-reader page listens to on the board, and where
//! N takes the cursor.

use crate::rules::fox_dolphin::{Coord, Game, Species};

/// What a key asks of the board, for a player who does not see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Where your animals are (A).
    Where,
    /// What threatens them (T).
    Threats,
    /// What is in reach of the animal under the cursor, or every capture (R).
    Reach,
    /// The cursor to your next animal (N), or the previous one (Shift+N).
    Next { back: bool },
}

/// What a browser key (`KeyboardEvent.key`, without Ctrl, Alt or Meta)
/// asks of the board, if anything: A, T, R and N (Shift+N back).
pub fn ask_of(key: &str) -> Option<Ask> {
    Some(match key {
        "a" | "A" => Ask::Where,
        "t" | "T" => Ask::Threats,
        "r" | "R" => Ask::Reach,
        "n" => Ask::Next { back: false },
        "N" => Ask::Next { back: true },
        _ => return None,
    })
}

/// The next of `people`'s animals after `cursor`, row by row (`back`: the
/// one before it), round the board; none when they have none.
pub fn next_animal(game: &Game, cursor: Coord, people: &[Species], back: bool) -> Option<Coord> {
    let size = game.size();
    let index = |c: Coord| c.row * size + c.col;
    let mut animals: Vec<usize> = people
        .iter()
        .flat_map(|&s| game.board().animals(s))
        .map(index)
        .collect();
    animals.sort_unstable();
    let here = index(cursor);
    let next = if back {
        animals.iter().rev().find(|&&i| i < here).or(animals.last())
    } else {
        animals.iter().find(|&&i| i > here).or(animals.first())
    };
    next.map(|&i| Coord::new(i / size, i % size))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fox_dolphin::Settings;

    #[test]
    fn letters_ask_the_board_and_other_keys_do_not() {
        assert_eq!(ask_of("a"), Some(Ask::Where));
        assert_eq!(ask_of("T"), Some(Ask::Threats));
        assert_eq!(ask_of("r"), Some(Ask::Reach));
        assert_eq!(ask_of("n"), Some(Ask::Next { back: false }));
        assert_eq!(ask_of("N"), Some(Ask::Next { back: true }));
        assert_eq!(ask_of("x"), None);
        assert_eq!(ask_of("ArrowUp"), None, "the board's own keys");
        assert_eq!(ask_of("Enter"), None);
    }

    #[test]
    fn n_takes_the_cursor_to_your_next_animal_row_by_row_and_round() {
        let game = crate::rules::fox_dolphin::Game::new(Settings::default()).expect("a game");
        let foxes = game.board().animals(Species::Fox);
        let mut sorted = foxes.clone();
        sorted.sort_by_key(|c| (c.row, c.col));
        let top_left = Coord::new(0, 0);
        let first = next_animal(&game, top_left, &[Species::Fox], false);
        let expected = if sorted[0] == top_left {
            sorted[1]
        } else {
            sorted[0]
        };
        assert_eq!(first, Some(expected), "from the top left");
        let second = next_animal(&game, expected, &[Species::Fox], false);
        assert!(
            second.is_some_and(|c| (c.row, c.col) > (expected.row, expected.col))
                || sorted.len() == 1
        );
        let last = *sorted.last().expect("foxes");
        assert_eq!(
            next_animal(&game, last, &[Species::Fox], false),
            Some(sorted[0]),
            "round"
        );
        assert_eq!(
            next_animal(&game, sorted[0], &[Species::Fox], true),
            Some(last),
            "back, round"
        );
        assert_eq!(
            next_animal(&game, top_left, &[], false),
            None,
            "a watcher has none"
        );
    }
}
