//! The review page's words: its headings and refusals, each moment of a
//! review as one sentence, and the move the strongest level would have made
//! there ([`crate::rules::fox_dolphin::review`]); one table per language
//! ([`en`], [`pt`]). The board's own words (tiles, gauges, the feed) are
//! Fox & Dolphin's, which these dereference to.

pub mod en;
pub mod pt;

use crate::rules::fox_dolphin::review::{Moment, What};
use crate::rules::fox_dolphin::{Species, TICK_MS};
use crate::ui::fox_dolphin::words::FdWords;
use crate::ui::i18n::clock;

crate::ui::i18n::catalogue! {
    /// The review page's words in one language: `ReviewWords::of`.
    words ReviewWords: FdWords;
    strings {
        /// The page's title and heading.
        review_title,
        review_intro,
        /// A game with no moment to tell.
        review_none,
        /// The list's heading.
        review_moments,
        /// A link with no replay in it.
        review_no_link,
        /// Why a replay is not reviewed ([`crate::ui::fox_dolphin::replay::review::NotReviewed`]).
        review_not_against_computer,
        review_too_long,
        /// The way back: a new game, the replay on the game's page.
        review_play_again,
        review_watch_replay,
        /// What the board shows.
        review_board_help,
        /// What the strongest level would do at a moment: none…
        review_best_wait,
    }
    templates {
        /// Above the board: which moment it shows.
        review_moment_of(n: usize, of: usize) -> String = [(1, 3)],
        /// A replay the page refuses, and why (a whole sentence).
        review_bad_link(why: &str) -> String = [("The replay is damaged.")],
        /// A moment (`ReviewWords::moment`): when, what and where, 0-based
        /// places.
        review_moment_fox_lost(when: &str, row: usize, col: usize) -> String = [("0:42", 2, 6)],
        review_moment_dolphin_lost(when: &str, row: usize, col: usize) -> String = [("0:42", 2, 6)],
        review_moment_fox_missed(when: &str, row: usize, col: usize, to_row: usize, to_col: usize) -> String = [("0:42", 2, 6, 2, 7)],
        review_moment_dolphin_missed(when: &str, row: usize, col: usize, to_row: usize, to_col: usize) -> String = [("0:42", 2, 6, 2, 7)],
        review_moment_flooded(when: &str, row: usize, col: usize) -> String = [("0:42", 2, 6)],
        review_moment_stranded(when: &str, row: usize, col: usize) -> String = [("0:42", 2, 6)],
        /// …or this move, 0-based places (`ReviewWords::best`).
        review_best_fox(row: usize, col: usize, to_row: usize, to_col: usize) -> String = [(2, 6, 1, 6)],
        review_best_dolphin(row: usize, col: usize, to_row: usize, to_col: usize) -> String = [(2, 6, 1, 6)],
    }
}

impl ReviewWords {
    /// A moment, as the list says it: `0:42: the dolphins ate your fox at
    /// row 3, column 7.`
    pub fn moment(&self, moment: &Moment, you: Species) -> String {
        let when = clock(moment.happened * TICK_MS);
        let fox = you == Species::Fox;
        match moment.what {
            What::Lost { at, .. } if fox => self.review_moment_fox_lost(&when, at.row, at.col),
            What::Lost { at, .. } => self.review_moment_dolphin_lost(&when, at.row, at.col),
            What::Missed { from, to } if fox => {
                self.review_moment_fox_missed(&when, from.row, from.col, to.row, to.col)
            }
            What::Missed { from, to } => {
                self.review_moment_dolphin_missed(&when, from.row, from.col, to.row, to.col)
            }
            What::Flooded { at } => self.review_moment_flooded(&when, at.row, at.col),
            What::Stranded { at } => self.review_moment_stranded(&when, at.row, at.col),
        }
    }

    /// What the strongest level would have done at the moment's tick.
    pub fn best(&self, moment: &Moment, you: Species) -> String {
        match (moment.best, you) {
            (Some((from, to)), Species::Fox) => {
                self.review_best_fox(from.row, from.col, to.row, to.col)
            }
            (Some((from, to)), Species::Dolphin) => {
                self.review_best_dolphin(from.row, from.col, to.row, to.col)
            }
            (None, _) => self.review_best_wait().to_owned(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fox_dolphin::Coord;
    use crate::ui::i18n::Lang;

    #[test]
    fn a_moment_says_when_what_and_where_as_the_board_counts_rows() {
        let (en, pt) = (ReviewWords::of(Lang::En), ReviewWords::of(Lang::Pt));
        let lost = Moment {
            tick: 4_000,
            happened: 4_200,
            what: What::Lost {
                at: Coord::new(2, 6),
                by: Coord::new(2, 7),
            },
            cost: 5,
            best: Some((Coord::new(2, 6), Coord::new(1, 6))),
        };
        assert_eq!(
            en.moment(&lost, Species::Fox),
            "0:42: the dolphins ate your fox at row 3, column 7."
        );
        assert_eq!(
            en.best(&lost, Species::Fox),
            "The strongest level would move your fox from row 3, column 7 to row 2, column 7."
        );
        assert_eq!(
            pt.moment(&lost, Species::Fox),
            "0:42: os golfinhos comeram sua raposa na linha 3, coluna 7."
        );
        assert_eq!(
            pt.best(&lost, Species::Dolphin),
            "O nível mais forte moveria seu golfinho da linha 3, coluna 7 para a linha 2, coluna 7."
        );
        let flooded = Moment {
            what: What::Flooded {
                at: Coord::new(0, 0),
            },
            best: None,
            ..lost
        };
        assert_eq!(
            en.moment(&flooded, Species::Fox),
            "0:42: the tide flooded your fox's tile at row 1, column 1 and left it swimming."
        );
        assert_eq!(
            en.best(&flooded, Species::Fox),
            "The strongest level would not move at this moment."
        );
        let missed = Moment {
            what: What::Missed {
                from: Coord::new(4, 4),
                to: Coord::new(4, 5),
            },
            ..lost
        };
        assert_eq!(
            en.moment(&missed, Species::Dolphin),
            "0:42: your dolphin at row 5, column 5 could have eaten the swimming fox at row 5, column 6."
        );
        assert_eq!(
            pt.moment(&missed, Species::Dolphin),
            "0:42: seu golfinho na linha 5, coluna 5 podia ter comido a raposa nadando na linha 5, coluna 6."
        );
    }
}
