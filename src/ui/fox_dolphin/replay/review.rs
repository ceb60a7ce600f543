//! Which games "What happened" reviews, and the link that opens it: the
//! review page (`review.html`, its own wasm: `crate::ui::review`) reads the
//! replay's query, so the analysis and its view never load with the game.

use crate::rules::fox_dolphin::{Log, Species};
use crate::ui::fox_dolphin::setup::model::REPLAY_KEY;

/// The review page, beside the game's.
pub const REVIEW_PAGE: &str = "review.html";

/// The most work a review is given, in tiles × ticks: twice a whole game
/// on the default 12 × 12 board run to its 15-minute limit (90,000 ticks).
/// A review replays the game twice and asks the strongest level about a
/// few moments, at once, as the page opens; a longer or larger game (up to
/// an hour on 50 × 50, 35 times more) is not reviewed rather than freeze
/// the page.
pub const MAX_REVIEW_WORK: u64 = 2 * 12 * 12 * 90_000;

/// Why a game is not reviewed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotReviewed {
    /// Two people, or the computer against itself: no one to advise.
    NoPersonAgainstTheComputer,
    /// Over [`MAX_REVIEW_WORK`].
    TooLong,
}

/// The side the person played in `log`, when one person played one side
/// against the computer and the game is within [`MAX_REVIEW_WORK`].
pub fn reviewed_side(log: &Log) -> Result<Species, NotReviewed> {
    let you = match log.seats.map(|seat| seat.is_computer()) {
        [false, true] => Species::Fox,
        [true, false] => Species::Dolphin,
        _ => return Err(NotReviewed::NoPersonAgainstTheComputer),
    };
    let size = log.settings.size as u64;
    if (size * size).saturating_mul(log.end_tick) > MAX_REVIEW_WORK {
        return Err(NotReviewed::TooLong);
    }
    Ok(you)
}

/// The review page's link for `log` when the game is reviewed and its
/// replay has a link (`query`, short enough to share): the same replay
/// text, `review.html?replay=LOG`, relative, beside the game's page. No
/// `game=` in it, which would send the link on to the game's page
/// (`assets/site.js`).
pub fn review_link(log: &Log, query: Option<&str>) -> Option<String> {
    reviewed_side(log).ok()?;
    query?;
    Some(format!("{REVIEW_PAGE}?{REPLAY_KEY}={}", log.to_text()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fox_dolphin::ai::{simulate, Level};
    use crate::rules::fox_dolphin::{Intent, Match, Settings};
    use crate::rules::Seat;

    /// A person as the dolphins who leaves after `ticks` ticks, against
    /// Mild.
    fn left_after(ticks: u64, size: usize) -> Log {
        let settings = Settings {
            size,
            seed: 7,
            ..Settings::default()
        };
        let seats = [Seat::Computer(Level::Mild), Seat::You];
        let mut game = Match::new(settings, seats).expect("valid");
        for _ in 0..ticks {
            game.step();
        }
        game.submit(Intent::Leave {
            seat: Species::Dolphin,
        })
        .expect("a running game takes a leave");
        while !game.is_over() {
            game.step();
        }
        game.log()
    }

    #[test]
    fn a_game_against_the_computer_is_reviewed_for_the_persons_side() {
        let log = left_after(300, 12);
        assert_eq!(reviewed_side(&log), Ok(Species::Dolphin));
        let query = format!("?game=fox-dolphin&replay={}", log.to_text());
        assert_eq!(
            review_link(&log, Some(&query)),
            Some(format!("review.html?replay={}", log.to_text()))
        );
        assert_eq!(review_link(&log, None), None, "no link too long to share");
    }

    #[test]
    fn two_computers_and_games_too_long_to_read_at_once_are_not_reviewed() {
        let settings = Settings {
            size: 12,
            seed: 3,
            time_limit_ms: Some(30_000),
            ..Settings::default()
        };
        let watched = simulate(settings, Level::Hard, Level::Easy, u64::MAX)
            .expect("valid")
            .log();
        assert_eq!(
            reviewed_side(&watched),
            Err(NotReviewed::NoPersonAgainstTheComputer)
        );
        assert_eq!(review_link(&watched, Some("?x")), None);
        let mut long = left_after(10, 12);
        long.end_tick = MAX_REVIEW_WORK / 144 + 1;
        assert_eq!(reviewed_side(&long), Err(NotReviewed::TooLong));
        long.end_tick = MAX_REVIEW_WORK / 144;
        assert_eq!(reviewed_side(&long), Ok(Species::Dolphin));
    }
}
