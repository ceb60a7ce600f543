//! The score tally per opponent, kept across visits in `localStorage`.
//!
//! Stored as a short text under a versioned key, one entry per opponent:
//! `easy=1,0,2&strategy=0,0,0&…` (wins, losses, draws). A missing, corrupt
//! or foreign value falls back to zeroes without an error: a tally is never
//! worth a broken page. (A hand-written format rather than JSON keeps
//! serde_json and float formatting out of the download.)

use crate::rules::tictactoe::{Level, Outcome, Player};
use crate::rules::Seat;
use crate::ui::link::Query;
use crate::ui::tictactoe::setup::model::{opponent_key, opponent_of, Setup, OPPONENTS};

/// The `localStorage` key; the version changes if the shape does.
pub const STORAGE_KEY: &str = "fox-and-xo/tictactoe/scores/v2";

/// Results of finished games, counted by which mark won.
///
/// Against the computer, `you` and `them` are from the player's side; for
/// a friend or computer-vs-computer game they are X and O.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Scores {
    pub easy: Tally,
    pub strategy: Tally,
    pub perfect: Tally,
    pub friend: Tally,
    pub computer: Tally,
}

impl Scores {
    /// Reads stored scores. Anything unreadable (an unknown opponent, a
    /// number that is not one) makes the whole value a fresh tally: a
    /// half-trusted score is worse than none.
    pub fn from_stored(stored: Option<&str>) -> Scores {
        stored.and_then(Scores::parse).unwrap_or_default()
    }

    fn parse(stored: &str) -> Option<Scores> {
        let mut scores = Scores::default();
        for (key, value) in Query::parse(stored).pairs() {
            let (yours, opponent) = opponent_of(key)?;
            let mut numbers = value.split(',').map(|n| n.parse::<u32>().ok());
            let tally = Tally {
                wins: numbers.next()??,
                losses: numbers.next()??,
                draws: numbers.next()??,
            };
            if numbers.next().is_some() {
                return None;
            }
            *scores.slot_mut(yours, opponent) = tally;
        }
        Some(scores)
    }

    /// The stored form, which [`Scores::from_stored`] reads back.
    pub fn to_stored(&self) -> String {
        OPPONENTS
            .iter()
            .map(|&(yours, opponent)| {
                let t = self.slot(yours, opponent);
                let key = opponent_key(yours, opponent);
                format!("{key}={},{},{}", t.wins, t.losses, t.draws)
            })
            .collect::<Vec<_>>()
            .join("&")
    }

    /// The results against `setup`'s opponent.
    pub fn tally(&self, setup: &Setup) -> Tally {
        self.slot(setup.yours, setup.opponent)
    }

    /// Counts a finished game. Against the computer the result is from
    /// `setup.you`'s side; otherwise `wins` counts X and `losses` O.
    pub fn record(&mut self, setup: &Setup, outcome: Outcome) {
        let me = if setup.against_computer() {
            setup.you
        } else {
            Player::X
        };
        let tally = self.slot_mut(setup.yours, setup.opponent);
        match outcome {
            Outcome::Won(winner) if winner == me => tally.wins += 1,
            Outcome::Won(_) => tally.losses += 1,
            Outcome::Draw => tally.draws += 1,
            Outcome::Unfinished => {}
        }
    }

    fn slot(&self, yours: Seat<Level>, opponent: Seat<Level>) -> Tally {
        let mut scores = *self;
        *scores.slot_mut(yours, opponent)
    }

    /// The tally of the opponent of `yours` (who plays your mark) and
    /// `opponent` (who plays the other).
    fn slot_mut(&mut self, yours: Seat<Level>, opponent: Seat<Level>) -> &mut Tally {
        match (yours, opponent) {
            (Seat::Computer(_), _) => &mut self.computer,
            (_, Seat::Computer(Level::Easy)) => &mut self.easy,
            (_, Seat::Computer(Level::Strategy)) => &mut self.strategy,
            (_, Seat::Computer(Level::Perfect)) => &mut self.perfect,
            (_, Seat::You | Seat::HotSeat | Seat::Guest) => &mut self.friend,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_round_trip_through_storage() {
        let mut scores = Scores::default();
        scores.record(&Setup::default(), Outcome::Draw);
        scores.record(
            &Setup {
                opponent: Seat::HotSeat,
                ..Setup::default()
            },
            Outcome::Won(Player::O),
        );
        assert_eq!(
            scores.to_stored(),
            "easy=0,0,1&strategy=0,0,0&perfect=0,0,0&friend=0,1,0&computer=0,0,0"
        );
        assert_eq!(Scores::from_stored(Some(&scores.to_stored())), scores);
    }

    #[test]
    fn missing_corrupt_or_foreign_values_fall_back_to_zero() {
        let bad = [
            None,
            Some("{\"easy\":{\"wins\":3}}"),
            Some("easy=1,2"),
            Some("easy=1,2,3,4"),
            Some("easy=1,-2,3"),
            Some("chess=1,2,3"),
            Some("perfect=99999999999,0,0"),
        ];
        for stored in bad {
            assert_eq!(Scores::from_stored(stored), Scores::default(), "{stored:?}");
        }
    }

    #[test]
    fn a_value_with_fewer_opponents_keeps_what_it_has() {
        let scores = Scores::from_stored(Some("perfect=0,0,4"));
        assert_eq!(
            scores.perfect,
            Tally {
                wins: 0,
                losses: 0,
                draws: 4
            }
        );
        assert_eq!(scores.easy, Tally::default());
    }

    #[test]
    fn results_are_counted_from_your_side_against_the_computer() {
        let setup = Setup {
            you: Player::O,
            ..Setup::default()
        };
        let mut scores = Scores::default();
        scores.record(&setup, Outcome::Won(Player::O));
        scores.record(&setup, Outcome::Won(Player::X));
        scores.record(&setup, Outcome::Draw);
        scores.record(&setup, Outcome::Unfinished);
        assert_eq!(
            scores.easy,
            Tally {
                wins: 1,
                losses: 1,
                draws: 1
            }
        );
    }

    #[test]
    fn each_opponent_has_its_own_tally() {
        let mut scores = Scores::default();
        let friend = Setup {
            opponent: Seat::HotSeat,
            ..Setup::default()
        };
        scores.record(&friend, Outcome::Won(Player::X));
        assert_eq!(scores.tally(&friend).wins, 1);
        assert_eq!(scores.tally(&Setup::default()), Tally::default());
    }
}
