//! Your record against each computer level, kept on this device: wins,
//! losses and draws per level and per seat, so the setup can say how you
//! fare against a level before you pick it, and the end of a won game can
//! offer the next level.
//!
//! Only your own games against the computer count: not watching, not two
//! friends, not replays. The saved text is untrusted (another version of
//! the site, an extension, a person editing storage may have written it):
//! it is read line by line, a line that does not parse is skipped, and a
//! text longer than any record this code writes is ignored whole.

use crate::rules::fox_dolphin::ai::Level;
use crate::rules::fox_dolphin::{Outcome, Species};
use crate::rules::Seat;
use crate::ui::fox_dolphin::setup::model::Setup;

/// The localStorage key of the record.
pub const STORAGE_KEY: &str = "fox-and-xo.fd-record";

/// Longer than any record written here (two lines a level of at most 48
/// characters): a longer text is not one, and is not read.
pub const MAX_SAVED_CHARS: usize = 2 * RUNGS * 48;

/// How many levels the ladder has ([`Level::LADDER`], weakest first: the
/// order "try the next level" follows).
const RUNGS: usize = Level::LADDER.len();

/// How one game ended for you.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    Won,
    Lost,
    Drew,
}

/// Your games against one level from one seat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

/// Your tallies, per level and seat.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// Indexed by [`Level::rung`], then by seat (foxes first).
    tallies: [[Tally; 2]; RUNGS],
}

impl Record {
    /// Reads a saved record, skipping what does not parse (see the module
    /// docs); never fails.
    pub fn parse(saved: &str) -> Record {
        let mut record = Record::default();
        if saved.len() > MAX_SAVED_CHARS {
            return record;
        }
        for line in saved.lines() {
            if let Some((level, seat, tally)) = parse_line(line) {
                record.tallies[level.rung() as usize][seat.index()] = tally;
            }
        }
        record
    }

    /// The text [`Record::parse`] reads back: one line per level and seat
    /// played, `easy fox 2 1 0` (wins, losses, draws).
    pub fn to_text(&self) -> String {
        let mut text = String::new();
        for (level, seats) in Level::LADDER.iter().zip(&self.tallies) {
            for (seat, tally) in Species::ALL.iter().zip(seats) {
                if *tally != Tally::default() {
                    text.push_str(&format!(
                        "{} {} {} {} {}\n",
                        Seat::Computer(*level).key(),
                        seat_key(*seat),
                        tally.wins,
                        tally.losses,
                        tally.draws
                    ));
                }
            }
        }
        text
    }

    /// Your games against `level` playing `seat`.
    pub fn tally(&self, level: Level, seat: Species) -> Tally {
        self.tallies[level.rung() as usize][seat.index()]
    }

    /// Counts one game (a count stops at its largest value rather than wrap).
    pub fn add(&mut self, level: Level, seat: Species, result: Ended) {
        let tally = &mut self.tallies[level.rung() as usize][seat.index()];
        let count = match result {
            Ended::Won => &mut tally.wins,
            Ended::Lost => &mut tally.losses,
            Ended::Drew => &mut tally.draws,
        };
        *count = count.saturating_add(1);
    }
}

/// Your seat and the level you play against, when a game of this setup
/// counts: you against the computer.
pub fn counted(setup: &Setup) -> Option<(Species, Level)> {
    match (setup.fox, setup.dolphin) {
        (Seat::You, Seat::Computer(level)) => Some((Species::Fox, level)),
        (Seat::Computer(level), Seat::You) => Some((Species::Dolphin, level)),
        _ => None,
    }
}

/// The same setup (seed, timers and your seat) with the computer playing
/// at `level`; a setup that does not count is returned unchanged.
pub fn against(setup: Setup, level: Level) -> Setup {
    match counted(&setup) {
        Some((Species::Fox, _)) => Setup {
            dolphin: Seat::Computer(level),
            ..setup
        },
        Some((Species::Dolphin, _)) => Setup {
            fox: Seat::Computer(level),
            ..setup
        },
        None => setup,
    }
}

/// How `outcome` ended for the side playing `seat`.
pub fn result_of(outcome: Outcome, seat: Species) -> Ended {
    match outcome.winner {
        Some(winner) if winner == seat => Ended::Won,
        Some(_) => Ended::Lost,
        None => Ended::Drew,
    }
}

/// The level after `level`, if there is a stronger one.
pub fn next_level(level: Level) -> Option<Level> {
    level.above()
}

fn seat_key(seat: Species) -> &'static str {
    match seat {
        Species::Fox => "fox",
        Species::Dolphin => "dolphin",
    }
}

/// `easy fox 2 1 0`: exactly five words, a known level and seat, three
/// whole numbers that fit.
fn parse_line(line: &str) -> Option<(Level, Species, Tally)> {
    let mut words = line.split_ascii_whitespace();
    let level = Seat::from_key(words.next()?)?.level()?;
    let seat_word = words.next()?;
    let seat = Species::ALL
        .into_iter()
        .find(|&s| seat_key(s) == seat_word)?;
    let mut count = || words.next()?.parse::<u32>().ok();
    let tally = Tally {
        wins: count()?,
        losses: count()?,
        draws: count()?,
    };
    words.next().is_none().then_some((level, seat, tally))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fox_dolphin::EndReason;

    #[test]
    fn a_record_reads_back_what_it_wrote() {
        let mut record = Record::default();
        record.add(Level::Easy, Species::Fox, Ended::Won);
        record.add(Level::Easy, Species::Fox, Ended::Won);
        record.add(Level::Easy, Species::Fox, Ended::Lost);
        record.add(Level::Expert, Species::Dolphin, Ended::Drew);
        let text = record.to_text();
        assert_eq!(text, "easy fox 2 1 0\nexpert dolphin 0 0 1\n");
        assert_eq!(Record::parse(&text), record);
        assert_eq!(
            record.tally(Level::Easy, Species::Fox),
            Tally {
                wins: 2,
                losses: 1,
                draws: 0
            }
        );
        assert_eq!(
            record.tally(Level::Easy, Species::Dolphin),
            Tally::default()
        );
    }

    #[test]
    fn lines_that_do_not_parse_are_skipped_and_the_rest_is_kept() {
        let saved = "easy fox 2 1 0\n\
                     wolf fox 1 1 1\n\
                     you fox 1 1 1\n\
                     normal cat 1 1 1\n\
                     normal fox -1 0 0\n\
                     normal fox 1 0\n\
                     normal fox 1 0 0 9\n\
                     hard fox 99999999999 0 0\n\
                     hard dolphin 1 2 3\n\
                     \u{0}\u{feff}🦊\n";
        let record = Record::parse(saved);
        assert_eq!(record.tally(Level::Easy, Species::Fox).wins, 2);
        assert_eq!(record.tally(Level::Normal, Species::Fox), Tally::default());
        assert_eq!(record.tally(Level::Hard, Species::Fox), Tally::default());
        assert_eq!(record.tally(Level::Hard, Species::Dolphin).draws, 3);
    }

    #[test]
    fn a_saved_text_longer_than_any_record_is_ignored_whole() {
        let long = "easy fox 1 0 0\n".repeat(MAX_SAVED_CHARS);
        assert_eq!(Record::parse(&long), Record::default());
        let mut full = Record::default();
        for &level in Level::LADDER {
            for seat in Species::ALL {
                full.tallies[level.rung() as usize][seat.index()] = Tally {
                    wins: u32::MAX,
                    losses: u32::MAX,
                    draws: u32::MAX,
                };
            }
        }
        assert!(
            full.to_text().len() <= MAX_SAVED_CHARS,
            "the largest record fits"
        );
        assert_eq!(Record::parse(&full.to_text()), full);
    }

    #[test]
    fn a_count_stops_at_its_largest_value() {
        let mut record = Record::parse("easy fox 4294967295 0 0");
        record.add(Level::Easy, Species::Fox, Ended::Won);
        assert_eq!(record.tally(Level::Easy, Species::Fox).wins, u32::MAX);
    }

    #[test]
    fn only_you_against_the_computer_counts() {
        let easy = Seat::Computer(Level::Easy);
        let with = |fox, dolphin| Setup {
            fox,
            dolphin,
            ..Setup::default()
        };
        assert_eq!(
            counted(&with(Seat::You, easy)),
            Some((Species::Fox, Level::Easy))
        );
        assert_eq!(
            counted(&with(easy, Seat::You)),
            Some((Species::Dolphin, Level::Easy))
        );
        assert_eq!(counted(&with(easy, easy)), None, "watching");
        assert_eq!(counted(&with(Seat::You, Seat::HotSeat)), None);
        assert_eq!(counted(&with(Seat::HotSeat, easy)), None);
    }

    #[test]
    fn a_game_is_won_lost_or_drawn_from_your_seat() {
        let won_by = |winner| Outcome {
            winner,
            reason: EndReason::SpeciesEaten,
        };
        assert_eq!(
            result_of(won_by(Some(Species::Fox)), Species::Fox),
            Ended::Won
        );
        assert_eq!(
            result_of(won_by(Some(Species::Fox)), Species::Dolphin),
            Ended::Lost
        );
        assert_eq!(result_of(won_by(None), Species::Dolphin), Ended::Drew);
    }

    #[test]
    fn the_next_game_keeps_the_setup_and_your_seat_and_raises_the_level() {
        let easy = Setup {
            seed: Some(7),
            fox: Seat::Computer(Level::Easy),
            dolphin: Seat::You,
            ..Setup::default()
        };
        let next = against(easy, Level::Normal);
        assert_eq!(next.fox, Seat::Computer(Level::Normal));
        assert_eq!(
            Setup {
                fox: easy.fox,
                ..next
            },
            easy
        );
        let friends = Setup {
            dolphin: Seat::HotSeat,
            ..Setup::default()
        };
        assert_eq!(against(friends, Level::Hard), friends);
    }

    #[test]
    fn each_level_but_the_strongest_has_a_next() {
        assert_eq!(next_level(Level::Easy), Some(Level::Mild));
        assert_eq!(next_level(Level::Mild), Some(Level::Gentle));
        assert_eq!(next_level(Level::Lively), Some(Level::Ready));
        assert_eq!(next_level(Level::Ready), Some(Level::Normal));
        assert_eq!(next_level(Level::Sharp), Some(Level::Daring));
        assert_eq!(next_level(Level::Fierce), Some(Level::Hard));
        assert_eq!(next_level(Level::Hard), Some(Level::Expert));
        assert_eq!(next_level(Level::Expert), None);
    }
}
