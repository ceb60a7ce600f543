//! "Match my level", kept on this device: for each seat you play against
//! the computer (you as the foxes, you as the dolphins), whether the
//! computer follows your results, and the level it plays now.
//!
//! The stepping is the rules' ([`FairFight`]: up after your win, down
//! after your loss, by three levels at first, one fewer each time your
//! results turn, then one level a game); this file keeps one per seat,
//! puts its level into the setup, and writes and reads the saved text.
//! That text is untrusted like the record's (`record.rs`): read line by
//! line, a line that does not parse is skipped, and a text longer than any
//! written here is ignored whole.

use crate::rules::fox_dolphin::ai::{FairFight, Heading, Level, Outcome as FairResult};
use crate::rules::fox_dolphin::Species;
use crate::rules::Seat;
use crate::ui::fox_dolphin::setup::model::Setup;
use crate::ui::fox_dolphin::setup::record::{against, counted, Ended};
use crate::ui::fox_dolphin::words::FdWords;

/// The localStorage key of "Match my level".
pub const STORAGE_KEY: &str = "fox-and-xo.fd-fair";

/// Longer than anything written here (two lines of a few words): a
/// longer text is not one, and is not read.
pub const MAX_SAVED_CHARS: usize = 128;

/// One seat's fair fight: followed or not, and where it stands (kept when
/// turned off, so turning it on again resumes there).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Kept {
    on: bool,
    fight: FairFight,
}

/// Which way the computer moved after a fair fight, for the end screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Up,
    Down,
    /// A draw, or no level further that way.
    Same,
}

/// What the next fair fight plays, after a game: which way it moved, and
/// the level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shift {
    pub step: Step,
    pub level: Level,
}

impl Shift {
    /// The end screen's line, after a game the computer followed you in:
    /// what the next one plays.
    pub fn worded(self, t: &FdWords) -> String {
        let level = t.fd_level_name(self.level);
        match self.step {
            Step::Up => t.fd_fair_up(level),
            Step::Down => t.fd_fair_down(level),
            Step::Same => t.fd_fair_same(level),
        }
    }
}

/// Both seats' fair fights, as kept on this device.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FairFights {
    /// Indexed by [`Species::index`] (foxes first): the seat you play.
    seats: [Option<Kept>; 2],
}

impl FairFights {
    /// Reads the saved text, skipping what does not parse; never fails.
    pub fn parse(saved: &str) -> FairFights {
        let mut fights = FairFights::default();
        if saved.len() > MAX_SAVED_CHARS {
            return fights;
        }
        for line in saved.lines() {
            if let Some((seat, kept)) = parse_line(line) {
                fights.seats[seat.index()] = Some(kept);
            }
        }
        fights
    }

    /// The text [`FairFights::parse`] reads back: one line per seat ever
    /// followed, `fox on normal` (your seat, on or off, the level's link
    /// word, which stays when levels are added between others), and while
    /// the fight still looks for your level its step and the way it last
    /// moved: `fox on normal 3` before the first game, `fox on steady 2
    /// down` after. A line of three words is a settled fight (one level a
    /// game), as every line written before the steps were kept was.
    pub fn to_text(&self) -> String {
        let mut text = String::new();
        for (seat, kept) in Species::ALL.iter().zip(&self.seats) {
            if let Some(kept) = kept {
                let fight = kept.fight;
                text.push_str(seat_key(*seat));
                text.push_str(if kept.on { " on " } else { " off " });
                text.push_str(Seat::Computer(fight.level()).key());
                if !fight.settled() {
                    text.push_str(&format!(" {}", fight.step()));
                }
                if let Some(heading) = fight.heading() {
                    text.push(' ');
                    text.push_str(heading_key(heading));
                }
                text.push('\n');
            }
        }
        text
    }

    /// The level the computer plays against you in `seat`, when it follows
    /// your results there.
    pub fn level(&self, seat: Species) -> Option<Level> {
        self.seats[seat.index()]
            .filter(|kept| kept.on)
            .map(|kept| kept.fight.level())
    }

    /// How many levels your next win or loss in `seat` moves the computer
    /// ([`FairFight::step`]; 1 once it has found your level), when it
    /// follows your results there.
    pub fn step(&self, seat: Species) -> Option<u8> {
        self.seats[seat.index()]
            .filter(|kept| kept.on)
            .map(|kept| kept.fight.step())
    }

    /// Turns following on or off for `seat`. Turned on, it resumes where it
    /// stood, or begins a new fight at `chosen` (the level picked on the
    /// setup), which looks for your level from there.
    pub fn turn(&mut self, seat: Species, on: bool, chosen: Level) {
        let fight = self.seats[seat.index()]
            .map(|kept| kept.fight)
            .unwrap_or_else(|| FairFight::begin(chosen));
        self.seats[seat.index()] = Some(Kept { on, fight });
    }

    /// A level picked on the setup while following: you have said where
    /// you stand, so it goes on from there one level a game.
    pub fn choose(&mut self, seat: Species, level: Level) {
        if self.level(seat).is_some() {
            self.seats[seat.index()] = Some(Kept {
                on: true,
                fight: FairFight::at(level),
            });
        }
    }

    /// `setup` with the computer at the level it follows, when you play
    /// it from a seat it follows you in; otherwise `setup` as it is.
    pub fn apply(&self, setup: Setup) -> Setup {
        match counted(&setup).and_then(|(seat, _)| self.level(seat)) {
            Some(level) => against(setup, level),
            None => setup,
        }
    }

    /// Counts a game you played from `seat`: when it follows you there, up
    /// after your win and down after your loss ([`FairFight::after`]);
    /// says what the next game plays.
    pub fn after(&mut self, seat: Species, ended: Ended) -> Option<Shift> {
        let kept = self.seats[seat.index()].filter(|kept| kept.on)?;
        let before = kept.fight.level();
        let fight = kept.fight.after(match ended {
            Ended::Won => FairResult::Won,
            Ended::Lost => FairResult::Lost,
            Ended::Drew => FairResult::Drew,
        });
        self.seats[seat.index()] = Some(Kept { on: true, fight });
        let level = fight.level();
        let step = match level.rung().cmp(&before.rung()) {
            std::cmp::Ordering::Greater => Step::Up,
            std::cmp::Ordering::Less => Step::Down,
            std::cmp::Ordering::Equal => Step::Same,
        };
        Some(Shift { step, level })
    }
}

fn seat_key(seat: Species) -> &'static str {
    match seat {
        Species::Fox => "fox",
        Species::Dolphin => "dolphin",
    }
}

fn heading_key(heading: Heading) -> &'static str {
    match heading {
        Heading::Up => "up",
        Heading::Down => "down",
    }
}

/// `fox on normal`, `fox on normal 3` or `fox on steady 2 down`: a seat,
/// on or off, a level's link word, and while the fight looks for your
/// level its step and the way it last moved; nothing more, and only a
/// fight [`FairFight::resume`] accepts.
fn parse_line(line: &str) -> Option<(Species, Kept)> {
    let mut words = line.split_ascii_whitespace();
    let seat_word = words.next()?;
    let seat = Species::ALL
        .into_iter()
        .find(|&s| seat_key(s) == seat_word)?;
    let on = match words.next()? {
        "on" => true,
        "off" => false,
        _ => return None,
    };
    let level = Seat::from_key(words.next()?)?.level()?;
    let step = match words.next() {
        None => 1,
        Some(word) => word.parse::<u8>().ok()?,
    };
    let heading = match words.next() {
        None => None,
        Some(word) => Some(
            [Heading::Up, Heading::Down]
                .into_iter()
                .find(|&h| heading_key(h) == word)?,
        ),
    };
    let fight = FairFight::resume(level, step, heading)?;
    words.next().is_none().then_some((seat, Kept { on, fight }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn you_as_foxes_against(level: Level) -> Setup {
        Setup {
            seed: Some(3),
            fox: Seat::You,
            dolphin: Seat::Computer(level),
            ..Setup::default()
        }
    }

    /// The level one rung above (or below) `level`, if any.
    fn rung_from(level: Level, by: i16) -> Option<Level> {
        u8::try_from(i16::from(level.rung()) + by)
            .ok()
            .and_then(Level::at_rung)
    }

    #[test]
    fn nothing_is_followed_until_you_turn_it_on() {
        let fights = FairFights::default();
        assert_eq!(fights.level(Species::Fox), None);
        let setup = you_as_foxes_against(Level::Hard);
        assert_eq!(fights.apply(setup), setup);
        assert_eq!(fights.to_text(), "");
    }

    #[test]
    fn turned_on_it_starts_at_the_level_chosen_and_sets_the_computer_there() {
        let mut fights = FairFights::default();
        fights.turn(Species::Fox, true, Level::Normal);
        assert_eq!(fights.level(Species::Fox), Some(Level::Normal));
        assert_eq!(fights.level(Species::Dolphin), None, "per seat");
        let applied = fights.apply(you_as_foxes_against(Level::Expert));
        assert_eq!(applied.dolphin, Seat::Computer(Level::Normal));
        assert_eq!(applied.seed, Some(3), "the rest of the setup stays");
    }

    #[test]
    fn a_new_fight_moves_in_large_steps_until_your_results_turn() {
        let start = Level::LADDER[1];
        let mut fights = FairFights::default();
        fights.turn(Species::Dolphin, true, start);
        let step = i16::from(FairFight::FIRST_STEP);
        let up = fights.after(Species::Dolphin, Ended::Won);
        let above = rung_from(start, step).expect("a level a step above the second");
        assert_eq!(
            up,
            Some(Shift {
                step: Step::Up,
                level: above
            })
        );
        let down = fights.after(Species::Dolphin, Ended::Lost);
        let halfway = rung_from(above, 1 - step).expect("a smaller step back");
        assert_eq!(
            down,
            Some(Shift {
                step: Step::Down,
                level: halfway
            })
        );
        let drew = fights.after(Species::Dolphin, Ended::Drew);
        assert_eq!(
            drew,
            Some(Shift {
                step: Step::Same,
                level: halfway
            })
        );
    }

    #[test]
    fn the_step_is_told_while_followed_and_one_once_settled() {
        let mut fights = FairFights::default();
        assert_eq!(fights.step(Species::Fox), None);
        fights.turn(Species::Fox, true, Level::Easy);
        assert_eq!(fights.step(Species::Fox), Some(FairFight::FIRST_STEP));
        fights.after(Species::Fox, Ended::Won);
        fights.after(Species::Fox, Ended::Lost);
        assert_eq!(fights.step(Species::Fox), Some(FairFight::FIRST_STEP - 1));
        fights.choose(Species::Fox, Level::Normal);
        assert_eq!(fights.step(Species::Fox), Some(1));
        fights.turn(Species::Fox, false, Level::Normal);
        assert_eq!(fights.step(Species::Fox), None, "not followed: no step");
        assert_eq!(fights.step(Species::Dolphin), None);
    }

    #[test]
    fn the_help_line_says_the_step_and_one_level_once_settled() {
        use crate::ui::fox_dolphin::words::FdWords;
        use crate::ui::i18n::Lang;
        for lang in [Lang::En, Lang::Pt] {
            let t = FdWords::of(lang);
            let looking = t.fd_fair_now(Level::Normal, Species::Fox, 3, false);
            let settled = t.fd_fair_now(Level::Normal, Species::Fox, 1, false);
            assert!(looking.contains('3'), "{looking}");
            assert!(!settled.contains('3') && settled != looking, "{settled}");
            // A level you just chose: the line says why it changed.
            let chosen = t.fd_fair_now(Level::Steady, Species::Fox, 1, true);
            assert!(chosen.contains("6 · ") && chosen != settled, "{chosen}");
        }
        let t = FdWords::of(Lang::En);
        assert!(t
            .fd_fair_now(Level::Normal, Species::Fox, 1, false)
            .contains("One level harder after each of your wins as foxes"));
        assert!(t
            .fd_fair_now(Level::Steady, Species::Fox, 1, true)
            .starts_with("You chose level 6 · Steady, so Match my level goes on from there"));
    }

    #[test]
    fn a_level_picked_while_followed_moves_one_level_a_game() {
        let mut fights = FairFights::default();
        fights.turn(Species::Fox, true, Level::Easy);
        fights.choose(Species::Fox, Level::Normal);
        let up = fights.after(Species::Fox, Ended::Won).map(|n| n.level);
        assert_eq!(up, rung_from(Level::Normal, 1));
        let down = fights.after(Species::Fox, Ended::Lost).map(|n| n.level);
        assert_eq!(down, Some(Level::Normal));
    }

    #[test]
    fn at_either_end_of_the_ladder_it_stays() {
        let (lowest, highest) = (Level::LADDER[0], Level::LADDER[Level::LADDER.len() - 1]);
        let mut fights = FairFights::default();
        fights.turn(Species::Fox, true, lowest);
        let next = fights.after(Species::Fox, Ended::Lost);
        assert_eq!(next.map(|n| (n.step, n.level)), Some((Step::Same, lowest)));
        fights.choose(Species::Fox, highest);
        let next = fights.after(Species::Fox, Ended::Won);
        assert_eq!(next.map(|n| (n.step, n.level)), Some((Step::Same, highest)));
    }

    #[test]
    fn a_game_from_a_seat_not_followed_changes_nothing() {
        let mut fights = FairFights::default();
        fights.turn(Species::Fox, true, Level::Easy);
        let before = fights;
        assert_eq!(fights.after(Species::Dolphin, Ended::Won), None);
        assert_eq!(fights, before);
    }

    #[test]
    fn turned_off_it_keeps_its_level_and_resumes_there() {
        let mut fights = FairFights::default();
        fights.turn(Species::Fox, true, Level::Easy);
        fights.after(Species::Fox, Ended::Won);
        let reached = fights.level(Species::Fox);
        fights.turn(Species::Fox, false, Level::Easy);
        assert_eq!(fights.level(Species::Fox), None);
        let setup = you_as_foxes_against(Level::Expert);
        assert_eq!(fights.apply(setup), setup, "off: the level picked plays");
        fights.turn(Species::Fox, true, Level::Expert);
        assert_eq!(fights.level(Species::Fox), reached);
    }

    #[test]
    fn picking_a_level_while_followed_goes_on_from_it() {
        let mut fights = FairFights::default();
        fights.choose(Species::Fox, Level::Hard);
        assert_eq!(
            fights.level(Species::Fox),
            None,
            "not followed: nothing kept"
        );
        fights.turn(Species::Fox, true, Level::Easy);
        fights.choose(Species::Fox, Level::Hard);
        assert_eq!(fights.level(Species::Fox), Some(Level::Hard));
    }

    #[test]
    fn games_that_do_not_count_are_left_as_they_are() {
        let mut fights = FairFights::default();
        fights.turn(Species::Fox, true, Level::Easy);
        fights.turn(Species::Dolphin, true, Level::Easy);
        for (fox, dolphin) in [
            (Seat::You, Seat::HotSeat),
            (Seat::Computer(Level::Hard), Seat::Computer(Level::Hard)),
        ] {
            let setup = Setup {
                fox,
                dolphin,
                ..Setup::default()
            };
            assert_eq!(fights.apply(setup), setup);
        }
    }

    #[test]
    fn the_saved_text_reads_back_as_it_was() {
        let mut fights = FairFights::default();
        fights.turn(Species::Fox, true, Level::Easy);
        fights.after(Species::Fox, Ended::Won);
        fights.turn(Species::Dolphin, true, Level::Hard);
        fights.turn(Species::Dolphin, false, Level::Hard);
        let text = fights.to_text();
        assert_eq!(FairFights::parse(&text), fights);
        assert!(text.ends_with("dolphin off hard 3\n"), "{text}");
        assert!(text.starts_with("fox on calm 3 up\n"), "{text}");
        for level in Level::LADDER {
            let mut one = FairFights::default();
            one.turn(Species::Dolphin, false, *level);
            for ended in [Ended::Won, Ended::Lost, Ended::Won] {
                assert_eq!(FairFights::parse(&one.to_text()), one);
                assert!(one.to_text().len() * 2 <= MAX_SAVED_CHARS);
                one.turn(Species::Dolphin, true, *level);
                one.after(Species::Dolphin, ended);
            }
        }
    }

    #[test]
    fn a_line_saved_before_the_steps_were_kept_is_a_settled_fight() {
        let mut fights = FairFights::parse("fox on normal\ndolphin off hard\n");
        assert_eq!(fights.level(Species::Fox), Some(Level::Normal));
        let next = fights.after(Species::Fox, Ended::Lost).map(|n| n.level);
        assert_eq!(next, rung_from(Level::Normal, -1), "one level a game");
        fights.turn(Species::Dolphin, true, Level::Easy);
        assert_eq!(fights.level(Species::Dolphin), Some(Level::Hard));
    }

    #[test]
    fn a_malformed_saved_value_is_ignored_line_by_line() {
        let saved = "fox on normal\n\
                     dolphin maybe hard\n\
                     dolphin on wolf\n\
                     dolphin on you\n\
                     cat on easy\n\
                     dolphin on hard extra\n\
                     \u{0}\u{feff}🦊\n";
        let fights = FairFights::parse(saved);
        assert_eq!(fights.level(Species::Fox), Some(Level::Normal));
        assert_eq!(fights.level(Species::Dolphin), None);
        assert_eq!(
            FairFights::parse(&"fox on easy\n".repeat(20)),
            FairFights::default(),
            "longer than anything written: ignored whole"
        );
        assert_eq!(FairFights::parse("{\"fox\":1}"), FairFights::default());
        // A step no fight takes, or a way it moved that is not one.
        for line in [
            "dolphin on hard 4",
            "dolphin on hard 0 up",
            "dolphin on hard 1 down",
            "dolphin on hard 2 sideways",
            "dolphin on hard -2",
            "dolphin on hard 2 down extra",
        ] {
            assert_eq!(FairFights::parse(line), FairFights::default(), "{line}");
        }
    }
}
