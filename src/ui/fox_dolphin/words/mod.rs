//! Fox & Dolphin's words: its setup, board, panels, feed, end and replay
//! screens, one table per language ([`en`], [`pt`]), and the one wording of
//! the rules' refusals ([`FdWords::fd_move_error`], settings and saved games)
//! every screen shows.

pub mod en;
pub mod pt;

use crate::rules::fox_dolphin::ai::Level;
#[allow(unused_imports)] // Samples only.
use crate::rules::fox_dolphin::{EndReason, Outcome as FdOutcome};
use crate::rules::fox_dolphin::{LogError, MoveError, Pace, SettingsError, Species, Surface};
use crate::ui::i18n::Catalogue;

crate::ui::i18n::catalogue! {
    /// Fox & Dolphin's words in one language: `FdWords::of`.
    words FdWords: Catalogue;
    strings {
        /// Who plays a seat (see `SeatKind::worded`).
        fd_seat_you,
        fd_seat_friend,
        fd_seat_easy,
        fd_seat_normal,
        fd_seat_hard,
        fd_seat_expert,
        /// The speeds (see `Speed::worded`).
        fd_speed_relaxed,
        fd_speed_normal,
        fd_speed_lightning,
        /// What the chosen board size is for, beside it in the setup
        /// ([`FdWords::fd_pace`]).
        fd_pace_quick,
        fd_pace_longer,
        fd_pace_long,
        /// Who a computer level is for, beside its seat in the setup
        /// ([`FdWords::fd_level_for`]).
        fd_level_for_easy,
        fd_level_for_normal,
        fd_level_for_hard,
        fd_level_for_expert,
        /// A computer level's name inside a sentence ([`FdWords::fd_try_next`]).
        fd_level_easy,
        fd_level_normal,
        fd_level_hard,
        fd_level_expert,
        /// Why a click on the board did nothing (see `RefusalReason::worded`).
        fd_refusal_paused,
        fd_refusal_watching,
        fd_notice_file_unreadable,

        // Fox & Dolphin: setup.
        fd_setup,
        fd_size,
        fd_foxes,
        fd_dolphins,
        fd_speed,
        fd_custom,
        fd_cooldown,
        fd_tide_interval,
        fd_limit,
        fd_no_limit,
        fd_seed,
        fd_new_seed,
        fd_start,
        fd_setup_help,

        // Fox & Dolphin: playing.
        fd_board_label,
        fd_pause,
        fd_resume,
        fd_leave,
        fd_stop,
        fd_zoom,
        fd_paused_banner,
        fd_watching,
        fd_tide,
        fd_time,
        fd_events,
        fd_cooldown_label,
        fd_ready,
        fd_keys_help,
        /// The live game's help: one tap and drags besides `fd_keys_help`.
        fd_play_help,
        fd_stranded,
        fd_swimming,
        fd_selected,
        fd_target,

        // Fox & Dolphin: the end and replays.
        fd_result,
        fd_figures,
        fd_rematch,
        fd_rematch_new,
        fd_change_setup,
        fd_duration,
        fd_left,
        fd_eaten,
        fd_moves,
        fd_tide_steps,
        fd_digest,
        fd_watch_replay,
        fd_copy_link,
        fd_link_label,
        fd_link_copied,
        fd_copy_failed,
        fd_link_too_long,
        fd_download,
        fd_open_file,
        fd_open_help,
        fd_replay,
        fd_checking,
        fd_cancel,
        fd_play,
        fd_scrub,
        fd_next_event,
        fd_close_replay,
        fd_replay_help,
        online_entry_help,
    }
    templates {

        // Fox & Dolphin.
        /// The tide gauge's mark (hidden from screen readers).
        fd_tide_glyph(floods: bool) -> &'static str = [(true), (false)],
        fd_size_choice(size: usize) -> String = [(12)],
        /// Your games on this device against a level from one seat, beside
        /// the level in the setup.
        fd_record(seat: Species, wins: u32, losses: u32, draws: u32) -> String = [
            (Species::Fox, 0, 0, 0), (Species::Dolphin, 1, 2, 0), (Species::Fox, 3, 1, 1)
        ],
        /// After a win, the button naming the next level's name
        /// ([`FdWords::fd_try_next`]).
        fd_try_level(level: &str) -> String = [("normal")],
        /// A tile's description when one animal alone can step onto it:
        /// what a tap or Enter there does (0-based arguments).
        fd_one_tap(species: Species, row: usize, col: usize) -> String = [
            (Species::Fox, 2, 6), (Species::Dolphin, 0, 0)
        ],
        /// A time limit in the setup: `15 min`, `90 s`.
        fd_minutes(seconds: u64) -> String = [(900), (90)],
        /// Accessible name of a tile, 0-based arguments (the accessibility
        /// contract): `Row 3, column 7, land, fox`.
        fd_tile_name(row: usize, col: usize, surface: Surface, occupant: Option<Species>) -> String = [
            (2, 6, Surface::Land, Some(Species::Fox)),
            (0, 1, Surface::Water, None),
            (1, 1, Surface::Water, Some(Species::Dolphin))
        ],
        fd_species_plural(species: Species) -> &'static str = [(Species::Fox), (Species::Dolphin)],
        /// `Foxes: you`, over each side's panel.
        fd_side_label(species: Species, who: &str) -> String = [(Species::Fox, "x")],
        /// Animals left on a side: `12 left`.
        fd_count(count: usize) -> String = [(0), (1), (12)],
        /// `0:01 of 5:00`, or `(no limit)`.
        fd_time_of_limit(elapsed_ms: u64, limit_ms: Option<u64>) -> String = [(1_000, Some(300_000)), (1_000, None)],
        /// The tide gauge's line: `Step 2 of 6 (high tide). Next step floods in 3 s`.
        fd_tide_status(floodstate: u8, next_floods: bool, ms_to_next: Option<u64>) -> String = [
            (0, true, Some(2_100)), (3, false, Some(1_000)), (4, false, None)
        ],
        fd_tide_step_name(floodstate: u8) -> String = [(0), (3)],
        /// Seconds with one decimal, rounded up: `0.6 s` / `0,6 s`.
        fd_seconds(ms: u64) -> String = [(600)],
        /// The event feed's lines (see `FeedLine::worded`), 0-based places:
        /// `A fox ate a stranded dolphin at row 1, column 2.`
        fd_feed_fox_ate(row: usize, col: usize) -> String = [(0, 1)],
        fd_feed_dolphin_ate(row: usize, col: usize) -> String = [(0, 1)],
        /// A tide step that flooded `count` tiles: `step` counts from 1.
        fd_feed_flooded(step: u8, count: usize) -> String = [(1, 1), (2, 12)],
        fd_feed_surfaced(step: u8, count: usize) -> String = [(4, 1), (4, 12)],
        /// A move the rules refused, as a whole sentence (every screen
        /// words the rules' refusals with this one).
        fd_move_error(error: &MoveError) -> String = [
            (&MoveError::GameNotRunning),
            (&MoveError::CoolingDown { remaining_ms: 500 }),
            (&MoveError::OffBoard),
            (&MoveError::NotAdjacent),
            (&MoveError::NotYourAnimal),
            (&MoveError::SameSpecies),
            (&MoveError::DolphinStranded),
            (&MoveError::DolphinOntoLand),
            (&MoveError::FoxTooFarFromLand),
            (&MoveError::FoxCannotEatSwimmingDolphin)
        ],
        /// The end screen's headline and the feed's last line.
        fd_outcome(outcome: FdOutcome) -> String = [
            (FdOutcome { winner: Some(Species::Fox), reason: EndReason::SpeciesEaten }),
            (FdOutcome { winner: Some(Species::Dolphin), reason: EndReason::OpponentLeft }),
            (FdOutcome { winner: None, reason: EndReason::TimeLimit })
        ],
        /// `foxes 12, dolphins 9`.
        fd_pair(foxes: u64, dolphins: u64) -> String = [(12, 9)],
        /// A playback speed: `4×`.
        fd_times(speed: u32) -> String = [(4)],
        /// Notices over the setup (see `FdNotice::worded`): settings refused…
        fd_notice_settings(error: &SettingsError) -> String = [
            (&SettingsError::SizeOutOfRange(9)),
            (&SettingsError::CooldownOutOfRange(9)),
            (&SettingsError::TideIntervalOutOfRange(9)),
            (&SettingsError::TimeLimitOutOfRange(9))
        ],
        /// …a replay refused…
        fd_notice_replay(error: &LogError) -> String = [
            (&LogError::Malformed),
            (&LogError::TooLong { bytes: 70_000 }),
            (&LogError::Truncated),
            (&LogError::UnknownVersion(9)),
            (&LogError::Settings(SettingsError::SizeOutOfRange(9))),
            (&LogError::UnknownController(9)),
            (&LogError::UnknownIntent(9)),
            (&LogError::ImpossibleTick { tick: 9 }),
            (&LogError::ComputerSeat { tick: 9 }),
            (&LogError::OffBoard { tick: 9 }),
            (&LogError::IntentAfterEnd { tick: 9 }),
            (&LogError::TrailingBytes),
            (&LogError::DigestMismatch)
        ],
        /// …or a value of the form refused, and why (`Reason::worded`).
        fd_notice_field(value: &str, why: &str) -> String = [("60", "why")],
        /// Why a saved game cannot be read: the middle of a sentence (every
        /// screen words it with this one).
        fd_log_error(error: &LogError) -> String = [(&LogError::Truncated)],
        /// The name a downloaded replay is saved under.
        fd_replay_file_name(seed: u64) -> String = [(7)],
    }
}

impl FdWords {
    /// What a board size's pace is for, beside it in the setup.
    pub fn fd_pace(&self, pace: Pace) -> &'static str {
        match pace {
            Pace::Quick => self.fd_pace_quick(),
            Pace::Longer => self.fd_pace_longer(),
            Pace::Long => self.fd_pace_long(),
        }
    }

    /// After a win: the button that starts the same game against `level`.
    pub fn fd_try_next(&self, level: Level) -> String {
        self.fd_try_level(match level {
            Level::Easy => self.fd_level_easy(),
            Level::Normal => self.fd_level_normal(),
            Level::Hard => self.fd_level_hard(),
            Level::Expert => self.fd_level_expert(),
        })
    }

    /// Who a computer level is for, beside its seat in the setup.
    pub fn fd_level_for(&self, level: Level) -> &'static str {
        match level {
            Level::Easy => self.fd_level_for_easy(),
            Level::Normal => self.fd_level_for_normal(),
            Level::Hard => self.fd_level_for_hard(),
            Level::Expert => self.fd_level_for_expert(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::i18n::Lang;

    #[test]
    fn tile_names_follow_the_accessibility_contract_in_both_languages() {
        let (en, pt) = (FdWords::of(Lang::En), FdWords::of(Lang::Pt));
        let fox = (2, 6, Surface::Land, Some(Species::Fox));
        assert_eq!(
            en.fd_tile_name(fox.0, fox.1, fox.2, fox.3),
            "Row 3, column 7, land, fox"
        );
        assert_eq!(
            pt.fd_tile_name(fox.0, fox.1, fox.2, fox.3),
            "Linha 3, coluna 7, terra, raposa"
        );
        assert_eq!(
            en.fd_tile_name(0, 1, Surface::Water, None),
            "Row 1, column 2, water, empty"
        );
        assert_eq!(
            pt.fd_tile_name(9, 9, Surface::Water, Some(Species::Dolphin)),
            "Linha 10, coluna 10, água, golfinho"
        );
    }

    #[test]
    fn a_cooldown_reads_in_tenths_rounded_up_with_each_languages_decimal_mark() {
        let (en, pt) = (FdWords::of(Lang::En), FdWords::of(Lang::Pt));
        assert_eq!(en.fd_seconds(600), "0.6 s");
        assert_eq!(en.fd_seconds(1_234), "1.3 s");
        assert_eq!(pt.fd_seconds(600), "0,6 s");
        assert_eq!(pt.fd_seconds(10_000), "10,0 s");
        let wait = MoveError::CoolingDown { remaining_ms: 450 };
        assert_eq!(en.fd_move_error(&wait), "Wait 0.5 s: cooling down.");
        assert_eq!(pt.fd_move_error(&wait), "Espere 0,5 s: em espera.");
    }

    #[test]
    fn the_tide_line_says_where_the_cycle_stands_and_what_comes_next() {
        assert_eq!(
            FdWords::of(Lang::En).fd_tide_status(0, true, Some(2_100)),
            "Step 1 of 6 (high tide). Next step floods in 3 s"
        );
        assert_eq!(
            FdWords::of(Lang::Pt).fd_tide_status(2, false, Some(1_000)),
            "Passo 3 de 6 (maré alta). O próximo passo emerge em 1 s"
        );
    }

    #[test]
    fn the_time_limit_reads_minutes_and_seconds() {
        assert_eq!(
            FdWords::of(Lang::En).fd_time_of_limit(1_000, Some(300_000)),
            "0:01 of 5:00"
        );
        assert_eq!(
            FdWords::of(Lang::Pt).fd_time_of_limit(1_000, None),
            "0:01 (sem limite)"
        );
    }

    #[test]
    fn feed_lines_take_the_plural_of_each_language() {
        let (en, pt) = (FdWords::of(Lang::En), FdWords::of(Lang::Pt));
        assert_eq!(
            en.fd_feed_flooded(1, 1),
            "High tide (step 1 of 6): 1 tile flooded."
        );
        assert_eq!(
            en.fd_feed_surfaced(4, 12),
            "Low tide (step 4 of 6): 12 tiles surfaced."
        );
        assert_eq!(
            pt.fd_feed_flooded(1, 1),
            "Maré alta (passo 1 de 6): 1 casa inundada."
        );
        assert_eq!(
            pt.fd_feed_surfaced(4, 12),
            "Maré baixa (passo 4 de 6): 12 casas emergiram."
        );
        assert_eq!(pt.fd_count(1), "1 restante");
        assert_eq!(pt.fd_count(12), "12 restantes");
    }
}
