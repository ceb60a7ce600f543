//! The ladder of levels a person climbs, weakest first, and the fair fight
//! ("match my level"): the computer steps up after the person's win and
//! down after their loss, in large steps at first and one rung at a time
//! once the results have turned twice, so each person settles where they
//! win about half their games (`docs/balance.md`, "The fair fight").
//!
//! Pure: the caller keeps one [`FairFight`] per seat and hands it each
//! result.

use super::levels::Level;
use crate::rules::fox_dolphin::board::Species;

impl Level {
    /// The level at index `rung` of [`Level::LADDER`], if there is one.
    pub fn at_rung(rung: u8) -> Option<Level> {
        Level::LADDER.get(rung as usize).copied()
    }

    /// The next level up the ladder, if there is a stronger one.
    pub fn above(self) -> Option<Level> {
        Level::at_rung(self.rung().checked_add(1)?)
    }

    /// The next level down the ladder, if there is a weaker one.
    pub fn below(self) -> Option<Level> {
        Level::at_rung(self.rung().checked_sub(1)?)
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
    pub fn for_seat(outcome: crate::rules::fox_dolphin::status::Outcome, seat: Species) -> Outcome {
        match outcome.winner {
            Some(winner) if winner == seat => Outcome::Won,
            Some(_) => Outcome::Lost,
            None => Outcome::Drew,
        }
    }
}

/// "Match my level" for one seat: the level the computer plays next. The
/// caller keeps one per seat (and may store its [`Level::rung`],
/// [`FairFight::step`] and [`FairFight::heading`]).
///
/// A staircase, as hearing tests find a threshold: a new fight moves
/// [`FairFight::FIRST_STEP`] rungs a game, up after the person's win and
/// down after their loss, and its step shrinks by one rung each time the
/// results turn (three, two, one); from then on it moves one rung a game
/// for good. So a strong player reaches Lively by their fourth game, the
/// turns bracket each player's level from both sides, and once found the
/// level moves one rung at a time, never between far-apart levels
/// (`docs/balance.md`, "The fair fight").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FairFight {
    level: Level,
    /// Rungs the next win or loss moves: from [`FairFight::FIRST_STEP`]
    /// down to 1.
    step: u8,
    /// Which way the last game moved the fight, while the step is above
    /// one (`None` before the first game, and once settled).
    heading: Option<Heading>,
}

/// Which way a fair fight last moved: up after a win, down after a loss.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Heading {
    Up,
    Down,
}

impl FairFight {
    /// The step of a new fight, in rungs: three, so that from the lowest
    /// rung four wins reach Keen, and two turns bring it to one rung a
    /// game. (Steps of four, halved at each turn, and of two measured no
    /// better: `docs/balance.md`, "The fair fight".)
    pub const FIRST_STEP: u8 = 3;

    /// A new fair fight at the lowest rung.
    pub fn start() -> FairFight {
        FairFight::begin(Level::LADDER[0])
    }

    /// A new fair fight that plays `level` first and looks for the
    /// person's level from there ([`FairFight::FIRST_STEP`] rungs a game
    /// until the results turn).
    pub fn begin(level: Level) -> FairFight {
        FairFight {
            level,
            step: FairFight::FIRST_STEP,
            heading: None,
        }
    }

    /// A settled fair fight that plays `level` next: one rung a game from
    /// here.
    pub fn at(level: Level) -> FairFight {
        FairFight {
            level,
            step: 1,
            heading: None,
        }
    }

    /// A fight as kept: `level`, `step` and `heading` as read back from
    /// [`FairFight::level`], [`FairFight::step`] and
    /// [`FairFight::heading`]; `None` when they are not one a fight can
    /// reach (a step of 0 or above [`FairFight::FIRST_STEP`], or a heading
    /// with a step of one).
    pub fn resume(level: Level, step: u8, heading: Option<Heading>) -> Option<FairFight> {
        let reachable =
            (1..=FairFight::FIRST_STEP).contains(&step) && (step > 1 || heading.is_none());
        reachable.then_some(FairFight {
            level,
            step,
            heading,
        })
    }

    /// The level the computer plays next.
    pub fn level(self) -> Level {
        self.level
    }

    /// How many rungs the next win or loss moves (1 once settled).
    pub fn step(self) -> u8 {
        self.step
    }

    /// Which way the last game moved the fight, while it is still looking
    /// for the person's level.
    pub fn heading(self) -> Option<Heading> {
        self.heading
    }

    /// Whether the fight has found the person's level: one rung a game.
    pub fn settled(self) -> bool {
        self.step == 1
    }

    /// After a game the person `result`: a win moves the step up, a loss
    /// the step down (never past the top nor below the lowest rung), a
    /// draw changes nothing; a win after a loss or a loss after a win
    /// first shrinks the step by one rung (not below one).
    pub fn after(self, result: Outcome) -> FairFight {
        let heading = match result {
            Outcome::Won => Heading::Up,
            Outcome::Lost => Heading::Down,
            Outcome::Drew => return self,
        };
        let step = match self.heading {
            Some(last) if last != heading => self.step.saturating_sub(1).max(1),
            _ => self.step,
        };
        let rung = self.level.rung();
        let top = (Level::LADDER.len() - 1) as u8;
        let next = match heading {
            Heading::Up => rung.saturating_add(step).min(top),
            Heading::Down => rung.saturating_sub(step),
        };
        FairFight {
            level: Level::at_rung(next).unwrap_or(self.level),
            step,
            heading: (step > 1).then_some(heading),
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
        assert_eq!(Level::Easy.below(), None);
        assert_eq!(Level::Expert.below(), Level::at_rung(19));
        for level in Level::LADDER.iter().skip(1) {
            assert_eq!(level.below().and_then(Level::above), Some(*level));
        }
        assert_eq!(Level::Expert.above(), None);
    }

    /// The rungs a fight from the start plays, game by game, for `results`.
    fn rungs(mut fight: FairFight, results: &[Outcome]) -> Vec<u8> {
        results
            .iter()
            .map(|&result| {
                fight = fight.after(result);
                fight.level().rung()
            })
            .collect()
    }

    use Outcome::{Drew as D, Lost as L, Won as W};

    #[test]
    fn a_new_fight_starts_at_the_lowest_rung_with_steps_of_three() {
        let fight = FairFight::start();
        assert_eq!(fight.level(), Level::LADDER[0]);
        assert_eq!(fight.step(), FairFight::FIRST_STEP);
        assert_eq!(FairFight::FIRST_STEP, 3);
        assert_eq!(fight.heading(), None);
        assert!(!fight.settled());
        assert_eq!(FairFight::begin(Level::Normal).level(), Level::Normal);
        assert_eq!(FairFight::begin(Level::Normal).step(), 3);
    }

    #[test]
    fn a_fight_at_a_level_is_settled_one_rung_a_game() {
        let fight = FairFight::at(Level::Normal);
        assert!(fight.settled());
        assert_eq!(Level::Normal.rung(), 11);
        assert_eq!(rungs(fight, &[W, W, L, L, L]), [12, 13, 12, 11, 10]);
    }

    #[test]
    fn a_run_of_wins_climbs_three_rungs_a_game_to_the_top() {
        assert_eq!(
            rungs(FairFight::start(), &[W, W, W, W, W, W, W, W]),
            [3, 6, 9, 12, 15, 18, 20, 20]
        );
    }

    #[test]
    fn a_run_of_losses_steps_down_three_rungs_a_game_to_the_floor() {
        let fight = FairFight::begin(Level::Expert);
        assert_eq!(
            rungs(fight, &[L, L, L, L, L, L, L, L]),
            [17, 14, 11, 8, 5, 2, 0, 0]
        );
    }

    #[test]
    fn each_turn_of_the_results_shrinks_the_step_by_one() {
        // Up three twice, a loss turns: down two; a win turns again: up one.
        let fight = FairFight::start();
        assert_eq!(rungs(fight, &[W, W, L, L, W, W]), [3, 6, 4, 2, 3, 4]);
        let after = |results: &[Outcome]| results.iter().fold(fight, |f, &r| f.after(r));
        assert_eq!(after(&[W, W]).step(), 3);
        assert_eq!(after(&[W, W]).heading(), Some(Heading::Up));
        assert_eq!(after(&[W, W, L]).step(), 2);
        assert_eq!(after(&[W, W, L]).heading(), Some(Heading::Down));
        assert!(after(&[W, W, L, W]).settled());
        assert_eq!(after(&[W, W, L, W]).heading(), None);
    }

    #[test]
    fn a_draw_changes_nothing() {
        let fight = FairFight::start().after(W);
        assert_eq!(fight.after(D), fight);
        assert_eq!(
            FairFight::at(Level::Hard).after(D),
            FairFight::at(Level::Hard)
        );
        assert_eq!(rungs(FairFight::start(), &[W, D, L, D, W]), [3, 3, 1, 1, 2]);
    }

    #[test]
    fn a_loss_at_the_floor_still_turns_the_next_win() {
        // The lowest rung cannot step down, but the loss says "down": the
        // win after it shrinks the step.
        assert_eq!(rungs(FairFight::start(), &[L, W, L, W]), [0, 2, 1, 2]);
        let top = FairFight::at(Level::Expert);
        assert_eq!(top.after(W), top);
        assert_eq!(
            FairFight::at(Level::Easy).after(L),
            FairFight::at(Level::Easy)
        );
    }

    /// Every sequence of `n` results (wins, losses, draws).
    fn every_sequence(n: usize) -> impl Iterator<Item = Vec<Outcome>> {
        (0..3usize.pow(n as u32)).map(move |mut code| {
            (0..n)
                .map(|_| {
                    let result = [W, L, D][code % 3];
                    code /= 3;
                    result
                })
                .collect()
        })
    }

    #[test]
    fn the_step_only_shrinks_and_two_turns_settle_the_fight_for_good() {
        for results in every_sequence(8) {
            let mut fight = FairFight::start();
            let mut turns = 0;
            let mut last = None;
            for &result in &results {
                let next = fight.after(result);
                let moved = i16::from(next.level().rung()) - i16::from(fight.level().rung());
                assert!(next.step() <= fight.step(), "{results:?}");
                assert!(
                    moved.unsigned_abs() <= u16::from(next.step()),
                    "{results:?}"
                );
                if result != D {
                    turns += usize::from(last.is_some_and(|l| l != result));
                    last = Some(result);
                }
                assert_eq!(next.settled(), turns >= 2, "{results:?}");
                if fight.settled() {
                    assert!(
                        moved.abs() <= 1,
                        "one rung a game once settled: {results:?}"
                    );
                }
                fight = next;
            }
        }
    }

    #[test]
    fn a_kept_fight_resumes_as_it_was_and_an_unreachable_one_is_refused() {
        for results in every_sequence(6) {
            let fight = results.iter().fold(FairFight::start(), |f, &r| f.after(r));
            assert_eq!(
                FairFight::resume(fight.level(), fight.step(), fight.heading()),
                Some(fight)
            );
        }
        assert_eq!(
            FairFight::resume(Level::Hard, 1, None),
            Some(FairFight::at(Level::Hard))
        );
        assert_eq!(
            FairFight::resume(Level::Hard, 3, None),
            Some(FairFight::begin(Level::Hard))
        );
        for step in [0, 4, 5, 8, u8::MAX] {
            assert_eq!(FairFight::resume(Level::Hard, step, None), None, "{step}");
        }
        assert_eq!(FairFight::resume(Level::Hard, 1, Some(Heading::Up)), None);
    }

    #[test]
    fn the_result_is_the_persons_seat() {
        use crate::rules::fox_dolphin::status::{EndReason, Outcome as Ended};
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
