//! The score tally per opponent, kept across visits in `localStorage`.
//!
//! Stored as versioned JSON. A missing, corrupt or older value falls back to
//! zeroes without an error: a tally is never worth a broken page.

use serde::{Deserialize, Serialize};

use crate::rules::tictactoe::{Level, Outcome, Player};
use crate::ui::tictactoe::setup::{Opponent, Setup};

/// The `localStorage` key; the version changes if the shape does.
pub const STORAGE_KEY: &str = "fox-and-xo/tictactoe/scores/v1";

/// Results of finished games, counted by which mark won.
///
/// Against the computer, `you` and `them` are from the player's side; for
/// a friend or computer-vs-computer game they are X and O.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Tally {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Scores {
    pub easy: Tally,
    pub strategy: Tally,
    pub perfect: Tally,
    pub friend: Tally,
    pub computer: Tally,
}

impl Scores {
    /// Reads stored scores; anything unreadable is a fresh tally.
    pub fn from_json(stored: Option<&str>) -> Scores {
        stored
            .and_then(|json| serde_json::from_str(json).ok())
            .unwrap_or_default()
    }

    pub fn to_json(&self) -> String {
        // Serialising plain integers cannot fail; an empty string would read
        // back as a fresh tally anyway.
        serde_json::to_string(self).unwrap_or_default()
    }

    pub fn tally(&self, opponent: Opponent) -> Tally {
        *self.slot(opponent)
    }

    /// Counts a finished game. Against the computer the result is from
    /// `setup.you`'s side; otherwise `wins` counts X and `losses` O.
    pub fn record(&mut self, setup: &Setup, outcome: Outcome) {
        let me = match setup.opponent {
            Opponent::Computer(_) => setup.you,
            Opponent::Friend | Opponent::Watch => Player::X,
        };
        let tally = self.slot_mut(setup.opponent);
        match outcome {
            Outcome::Won(winner) if winner == me => tally.wins += 1,
            Outcome::Won(_) => tally.losses += 1,
            Outcome::Draw => tally.draws += 1,
            Outcome::Unfinished => {}
        }
    }

    fn slot(&self, opponent: Opponent) -> &Tally {
        match opponent {
            Opponent::Computer(Level::Easy) => &self.easy,
            Opponent::Computer(Level::Strategy) => &self.strategy,
            Opponent::Computer(Level::Perfect) => &self.perfect,
            Opponent::Friend => &self.friend,
            Opponent::Watch => &self.computer,
        }
    }

    fn slot_mut(&mut self, opponent: Opponent) -> &mut Tally {
        match opponent {
            Opponent::Computer(Level::Easy) => &mut self.easy,
            Opponent::Computer(Level::Strategy) => &mut self.strategy,
            Opponent::Computer(Level::Perfect) => &mut self.perfect,
            Opponent::Friend => &mut self.friend,
            Opponent::Watch => &mut self.computer,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_round_trip_through_json() {
        let mut scores = Scores::default();
        scores.record(&Setup::default(), Outcome::Draw);
        assert_eq!(Scores::from_json(Some(&scores.to_json())), scores);
    }

    #[test]
    fn missing_corrupt_or_foreign_values_fall_back_to_zero() {
        for stored in [
            None,
            Some(""),
            Some("{not json"),
            Some("[1,2]"),
            Some("{\"easy\":\"many\"}"),
        ] {
            assert_eq!(Scores::from_json(stored), Scores::default(), "{stored:?}");
        }
    }

    #[test]
    fn an_older_shape_keeps_what_it_has() {
        let scores = Scores::from_json(Some("{\"perfect\":{\"draws\":4}}"));
        assert_eq!(
            scores.perfect,
            Tally {
                wins: 0,
                losses: 0,
                draws: 4
            }
        );
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
            scores.perfect,
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
            opponent: Opponent::Friend,
            ..Setup::default()
        };
        scores.record(&friend, Outcome::Won(Player::X));
        assert_eq!(scores.tally(Opponent::Friend).wins, 1);
        assert_eq!(
            scores.tally(Opponent::Computer(Level::Perfect)),
            Tally::default()
        );
    }
}
