//! The ladder of levels a person climbs, weakest first, and the fair fight
//! ("match my level"): the computer steps one rung up after the person's
//! win and one down after their loss, so each person settles where they win
//! about half their games (`docs/balance.md`, "The fair fight").
//!
//! Pure: the caller keeps one [`FairFight`] per seat and hands it each
//! result.

use super::Level;
use crate::rules::fox_dolphin::board::Species;

impl Level {
    /// Every level, weakest first; the last is Expert. The order the setup
    /// lists them in, the fair fight climbs, and "try the next level"
    /// follows.
    pub const LADDER: &'static [Level] = &[
        Level::Easy,
        Level::Gentle,
        Level::Calm,
        Level::Mellow,
        Level::Steady,
        Level::Brisk,
        Level::Lively,
        Level::Normal,
        Level::Keen,
        Level::Swift,
        Level::Bold,
        Level::Sharp,
        Level::Fierce,
        Level::Hard,
        Level::Expert,
    ];

    /// This level's index in [`Level::LADDER`].
    pub fn rung(self) -> u8 {
        Level::LADDER
            .iter()
            .position(|&level| level == self)
            .map_or(0, |k| k as u8)
    }

    /// The level at index `rung` of [`Level::LADDER`], if there is one.
    pub fn at_rung(rung: u8) -> Option<Level> {
        Level::LADDER.get(rung as usize).copied()
    }

    /// The next level up the ladder, if there is a stronger one.
    pub fn above(self) -> Option<Level> {
        Level::at_rung(self.rung().checked_add(1)?)
    }
}

/// How a game ended for the person (not for the computer).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Won,
    Lost,
    Drew,
}

impl Outcome {
    /// How a game that ended in `outcome` ended for the person playing
    /// `seat`.
    pub fn for_seat(outcome: crate::rules::fox_dolphin::Outcome, seat: Species) -> Outcome {
        match outcome.winner {
            Some(winner) if winner == seat => Outcome::Won,
            Some(_) => Outcome::Lost,
            None => Outcome::Drew,
        }
    }
}

/// "Match my level" for one seat: the level the computer plays next. The
/// caller keeps one per seat (and may store it as [`Level::rung`]).
///
/// A fight started at the lowest rung climbs two rungs a win until the
/// person first fails to win, then one: a strong player meets an even
/// game within about six games instead of twelve (`docs/balance.md`, "The
/// fair fight").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FairFight {
    level: Level,
    /// Every game so far won: a win climbs two rungs.
    climbing: bool,
}

impl FairFight {
    /// A fair fight not yet played: the lowest rung.
    pub fn start() -> FairFight {
        FairFight {
            level: Level::LADDER[0],
            climbing: true,
        }
    }

    /// A fair fight that plays `level` next (one rung a game from here).
    pub fn at(level: Level) -> FairFight {
        FairFight {
            level,
            climbing: false,
        }
    }

    /// The level the computer plays next.
    pub fn level(self) -> Level {
        self.level
    }

    /// After a game the person `result`: a win moves one rung up (two while
    /// every game of a fight from the start has been won; never past the
    /// top), a loss one rung down (not below the lowest), a draw stays.
    pub fn after(self, result: Outcome) -> FairFight {
        let rung = self.level.rung();
        let top = (Level::LADDER.len() - 1) as u8;
        let next = match result {
            Outcome::Won if self.climbing => rung.saturating_add(2).min(top),
            Outcome::Won => rung.saturating_add(1).min(top),
            Outcome::Lost => rung.saturating_sub(1),
            Outcome::Drew => rung,
        };
        FairFight {
            level: Level::at_rung(next).unwrap_or(self.level),
            climbing: self.climbing && result == Outcome::Won,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ladder_runs_from_easy_to_expert() {
        assert_eq!(Level::LADDER.first(), Some(&Level::Easy));
        assert_eq!(Level::LADDER.last(), Some(&Level::Expert));
    }

    #[test]
    fn every_level_is_on_the_ladder_once_at_its_rung() {
        for (k, &level) in Level::LADDER.iter().enumerate() {
            assert_eq!(level.rung() as usize, k);
            assert_eq!(Level::at_rung(k as u8), Some(level));
            let count = Level::LADDER.iter().filter(|&&l| l == level).count();
            assert_eq!(count, 1, "{level:?}");
        }
        assert_eq!(Level::at_rung(Level::LADDER.len() as u8), None);
        assert_eq!(Level::at_rung(u8::MAX), None);
    }

    #[test]
    fn above_is_the_next_rung_and_nothing_above_expert() {
        assert_eq!(Level::Easy.above(), Level::at_rung(1));
        assert_eq!(Level::Expert.above(), None);
    }

    #[test]
    fn a_fair_fight_starts_at_the_lowest_rung() {
        assert_eq!(FairFight::start().level(), Level::LADDER[0]);
        assert_eq!(FairFight::at(Level::Hard).level(), Level::Hard);
    }

    #[test]
    fn a_win_steps_up_a_loss_down_a_draw_stays() {
        let middle = Level::at_rung(1).expect("a second rung");
        let fight = FairFight::at(middle);
        // (A fight at a level steps one rung a game.)
        assert_eq!(fight.after(Outcome::Won).level().rung(), 2);
        assert_eq!(fight.after(Outcome::Lost).level().rung(), 0);
        assert_eq!(fight.after(Outcome::Drew).level(), fight.level());
    }

    #[test]
    fn the_fair_fight_stops_at_the_top_and_the_floor() {
        let top = FairFight::at(Level::Expert);
        assert_eq!(top.after(Outcome::Won), top);
        let floor = FairFight::start();
        assert_eq!(floor.after(Outcome::Lost).level(), floor.level());
    }

    #[test]
    fn from_the_start_a_run_of_wins_climbs_two_rungs_a_game_to_the_top() {
        let mut fight = FairFight::start();
        for k in 1..=Level::LADDER.len() / 2 {
            fight = fight.after(Outcome::Won);
            assert_eq!(
                fight.level().rung() as usize,
                (2 * k).min(Level::LADDER.len() - 1)
            );
        }
        assert_eq!(fight.after(Outcome::Won).level(), Level::Expert);
    }

    #[test]
    fn after_the_first_game_not_won_a_win_climbs_one_rung() {
        let fight = FairFight::start().after(Outcome::Won).after(Outcome::Won);
        assert_eq!(fight.level().rung(), 4);
        let lost = fight.after(Outcome::Lost);
        assert_eq!(lost.level().rung(), 3);
        assert_eq!(lost.after(Outcome::Won).level().rung(), 4);
        let drawn = FairFight::start().after(Outcome::Drew);
        assert_eq!(drawn.level().rung(), 0);
        assert_eq!(drawn.after(Outcome::Won).level().rung(), 1);
    }

    #[test]
    fn a_fight_resumed_at_a_level_climbs_one_rung_a_win() {
        let fight = FairFight::at(Level::Easy).after(Outcome::Won);
        assert_eq!(fight.level().rung(), 1);
    }

    #[test]
    fn the_result_is_the_persons_seat() {
        use crate::rules::fox_dolphin::{EndReason, Outcome as Ended};
        let foxes_won = Ended {
            winner: Some(Species::Fox),
            reason: EndReason::SpeciesEaten,
        };
        assert_eq!(Outcome::for_seat(foxes_won, Species::Fox), Outcome::Won);
        assert_eq!(
            Outcome::for_seat(foxes_won, Species::Dolphin),
            Outcome::Lost
        );
        let drawn = Ended {
            winner: None,
            reason: EndReason::TimeLimit,
        };
        assert_eq!(Outcome::for_seat(drawn, Species::Fox), Outcome::Drew);
    }
}
