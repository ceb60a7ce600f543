//! Fox & Dolphin's words: its setup, board, panels, feed, end and replay
//! screens, one table per language ([`en`], [`pt`]). Every key is declared,
//! with its doc and samples, in the one `catalogue!` call below; the
//! sentences built of several keys live by concept: the one wording of the
//! rules' refusals and verdicts every screen shows (`rules.rs`:
//! [`FdWords::fd_move_error`], settings and saved games), the tide gauge
//! (`tide.rs`) and a tile's accessible name (`tiles.rs`); the setup's (levels,
//! seats, records) stay here.

pub mod en;
mod levels;
pub mod pt;
mod rules;
mod tide;
mod tiles;

use crate::rules::fox_dolphin::ai::Level;
use crate::rules::fox_dolphin::{Pace, Species};
use crate::ui::i18n::Catalogue;

crate::ui::i18n::catalogue! {
    /// Fox & Dolphin's words in one language: `FdWords::of`.
    words FdWords: Catalogue;
    strings {
        /// Who plays a seat (see `Seat::worded`).
        fd_seat_you,
        fd_seat_friend,
        fd_seat_easy,
        fd_seat_normal,
        fd_seat_hard,
        fd_seat_expert,
        fd_seat_gentle,
        fd_seat_calm,
        fd_seat_mellow,
        fd_seat_steady,
        fd_seat_brisk,
        fd_seat_lively,
        fd_seat_keen,
        fd_seat_swift,
        fd_seat_sharp,
        fd_seat_fierce,
        fd_seat_bold,
        fd_seat_mild,
        fd_seat_nimble,
        fd_seat_eager,
        fd_seat_ready,
        fd_seat_rapid,
        fd_seat_daring,
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
        fd_level_for_gentle,
        fd_level_for_calm,
        fd_level_for_mellow,
        fd_level_for_steady,
        fd_level_for_brisk,
        fd_level_for_lively,
        fd_level_for_keen,
        fd_level_for_swift,
        fd_level_for_sharp,
        fd_level_for_fierce,
        fd_level_for_bold,
        fd_level_for_mild,
        fd_level_for_nimble,
        fd_level_for_eager,
        fd_level_for_ready,
        fd_level_for_rapid,
        fd_level_for_daring,
        /// A computer level's name inside a sentence ([`FdWords::fd_try_next`]).
        fd_level_easy,
        fd_level_normal,
        fd_level_hard,
        fd_level_expert,
        fd_level_gentle,
        fd_level_calm,
        fd_level_mellow,
        fd_level_steady,
        fd_level_brisk,
        fd_level_lively,
        fd_level_keen,
        fd_level_swift,
        fd_level_sharp,
        fd_level_fierce,
        fd_level_bold,
        fd_level_mild,
        fd_level_nimble,
        fd_level_eager,
        fd_level_ready,
        fd_level_rapid,
        fd_level_daring,
        /// Why a click on the board did nothing (see `RefusalReason::worded`).
        fd_refusal_paused,
        fd_refusal_watching,
        fd_refusal_starting,
        fd_notice_file_unreadable,

        // Fox & Dolphin: setup.
        fd_setup,
        fd_size,
        /// Each side's name: its seat in the setup, its panel and its
        /// seat online ([`FdWords::fd_species_plural`]).
        fd_foxes,
        fd_dolphins,
        fd_speed,
        fd_custom,
        fd_cooldown,
        fd_tide_interval,
        /// The setup's wait before the first tide step, in seconds.
        fd_first_tide,
        fd_limit,
        fd_no_limit,
        fd_seed,
        fd_new_seed,
        fd_start,
        fd_setup_help,
        /// The folded part of the setup: the seed and the exact times.
        fd_advanced,
        /// "Match my level" on the setup, and what it does while off.
        fd_fair,
        fd_fair_off,

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
        /// The key to the board's marks, beside the board and in How to
        /// play (`ui::fox_dolphin::key`).
        fd_key,
        fd_key_land,
        fd_key_water,
        fd_key_danger,
        fd_key_target,
        fd_key_tide,
        fd_key_cooldown,

        // Fox & Dolphin: the end and replays.
        fd_result,
        /// The end's heading when you played against the computer.
        fd_you_win,
        fd_you_lose,
        fd_you_drew,
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
        /// The tip over a newcomer's first games, for the side they play,
        /// and the button that dismisses it for good.
        fd_tip_title,
        fd_tip_fox,
        fd_tip_dolphin,
        fd_tip_dismiss,
        /// "What happened": the link to the review page on the end screen
        /// and the replay, and what it opens.
        fd_what_happened,
        fd_what_happened_link,
        /// The folded part of the end screen, for developers (the digest).
        fd_for_developers,
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
        /// The setup's second online link: a computer side stays the computer's.
        online_keep_computer,

        /// A player's side inside `fd_record_of` ([`FdWords::fd_record`]).
        fd_record_foxes,
        fd_record_dolphins,
        /// The animal inside `fd_one_tap_of` ([`FdWords::fd_one_tap`]).
        fd_one_tap_fox,
        fd_one_tap_dolphin,
        /// A tile's surface and occupant inside `fd_tile`
        /// ([`FdWords::fd_tile_name`]).
        fd_tile_land,
        fd_tile_water,
        fd_tile_fox,
        fd_tile_dolphin,
        fd_tile_empty,
        /// The rules' refusals of a move ([`FdWords::fd_move_error`]).
        fd_move_not_running,
        fd_move_off_board,
        fd_move_not_adjacent,
        fd_move_not_yours,
        fd_move_same_species,
        fd_move_stranded,
        fd_move_onto_land,
        fd_move_too_far,
        fd_move_swimming_dolphin,
        /// Why a game ended, inside `fd_foxes_win`, `fd_dolphins_win` and
        /// `fd_draw` ([`FdWords::fd_outcome`]).
        fd_why_dolphins_eaten,
        fd_why_you_left,
        fd_why_foxes_eaten,
        fd_why_left,
        fd_why_time,
        /// Why a saved game cannot be read ([`FdWords::fd_log_error`]).
        fd_log_malformed,
        fd_log_truncated,
        fd_log_trailing,
        fd_log_digest,
        /// The tide's phase and its next step, inside `fd_tide_now`,
        /// `fd_tide_next` and `fd_tide_step_does` ([`FdWords::fd_tide_status`],
        /// [`FdWords::fd_tide_step_name`]).
        fd_tide_high,
        fd_tide_low,
        fd_tide_floods,
        fd_tide_surfaces,
        /// Why a seat of a link or of the form was refused (see `FdReason::worded`).
        fd_reason_seat,

        // Fox & Dolphin: the game of the day (`daily::view`).
        /// Its name: the setup's entry, its panel's heading.
        fd_daily,
        /// Your result of a day, inside `fd_daily_played` and the share text.
        fd_daily_won,
        fd_daily_lost,
        fd_daily_drawn,
        /// The end of a second game of the day on one date.
        fd_daily_again,
        fd_daily_share,
        fd_daily_copy,
        fd_daily_copied,
        /// The link from the game of the day to the setup.
        fd_daily_other,
        /// The device's date is not one the game of the day knows.
        fd_notice_no_date,
    }
    templates {

        // Fox & Dolphin.
        /// The tide gauge's mark (hidden from screen readers).
        fd_tide_glyph(floods: bool) -> &'static str = [(true), (false)],
        fd_size_choice(size: usize) -> String = [(12)],
        /// After a win, the button naming the next level's name
        /// ([`FdWords::fd_try_next`]).
        fd_try_level(level: &str) -> String = [("normal")],
        /// After a loss, the button naming the level below ([`FdWords::fd_try_easier`]).
        fd_try_lower(level: &str) -> String = [("1 · Easy")],
        /// The animals each side lost, on the end screen:
        /// `Foxes lost 0 · Dolphins lost 8`.
        fd_lost_pair(foxes: u64, dolphins: u64) -> String = [(0, 8), (1, 1)],
        /// A time limit in the setup: `15 min`, `90 s`.
        fd_minutes(seconds: u64) -> String = [(900), (90)],
        /// Animals left on a side: `12 left`.
        fd_count(count: usize) -> String = [(0), (1), (12)],
        /// Seconds with one decimal, rounded up: `0.6 s` / `0,6 s`.
        fd_seconds(ms: u64) -> String = [(600)],
        /// The event feed's lines (see `FeedLine::worded`), 0-based places:
        /// `A fox ate a stranded dolphin at row 1, column 2.`
        fd_feed_fox_ate(row: usize, col: usize) -> String = [(0, 1)],
        fd_feed_dolphin_ate(row: usize, col: usize) -> String = [(0, 1)],
        /// A tide step that flooded `count` tiles: `step` counts from 1.
        fd_feed_flooded(step: u8, count: usize) -> String = [(1, 1), (2, 12)],
        fd_feed_surfaced(step: u8, count: usize) -> String = [(4, 1), (4, 12)],
        /// `foxes 12, dolphins 9`.
        fd_pair(foxes: u64, dolphins: u64) -> String = [(12, 9)],
        /// A playback speed: `4×`.
        fd_times(speed: u32) -> String = [(4)],
        /// The name a downloaded replay is saved under.
        fd_replay_file_name(seed: u64) -> String = [(7)],
        /// Your games on this device against a level from one seat, beside
        /// the level in the setup ([`FdWords::fd_record`]).
        fd_record_of(seat: &str, wins: u32, losses: u32, draws: u32) -> String = [
            ("foxes", 0, 0, 0), ("dolphins", 1, 2, 0), ("foxes", 3, 1, 1)
        ],
        /// A tile's description when one animal alone can step onto it:
        /// what a tap or Enter there does, 0-based ([`FdWords::fd_one_tap`]).
        fd_one_tap_of(animal: &str, row: usize, col: usize) -> String = [("fox", 2, 6)],
        /// Accessible name of a tile, 0-based (the accessibility contract):
        /// `Row 3, column 7, land, fox` ([`FdWords::fd_tile_name`]).
        fd_tile(row: usize, col: usize, surface: &str, occupant: &str) -> String = [
            (2, 6, "land", "fox")
        ],
        /// `Foxes: you`, over each side's panel ([`FdWords::fd_side_label`]).
        fd_side(side: &str, who: &str) -> String = [("Foxes", "x")],
        /// A move refused while the animal cools down ([`FdWords::fd_move_error`]).
        fd_move_cooling_down(remaining_ms: u64) -> String = [(500)],
        /// The end of a game and why ([`FdWords::fd_outcome`]).
        fd_foxes_win(why: &str) -> String = [("why")],
        fd_dolphins_win(why: &str) -> String = [("why")],
        fd_draw(why: &str) -> String = [("why")],
        /// Settings refused, the middle of a sentence
        /// ([`FdWords::fd_settings_error`]).
        fd_settings_size(size: usize) -> String = [(9)],
        fd_settings_cooldown(ms: u64) -> String = [(9)],
        fd_settings_tide_interval(ms: u64) -> String = [(9)],
        fd_settings_time_limit(ms: u64) -> String = [(9)],
        fd_settings_first_tide(ms: u64) -> String = [(9)],
        /// Why a saved game cannot be read, the middle of a sentence; a
        /// move's time in ms of the game ([`FdWords::fd_log_error`]).
        fd_log_too_long(bytes: usize) -> String = [(70_000)],
        fd_log_version(version: u8) -> String = [(9)],
        fd_log_settings(why: &str) -> String = [("why")],
        fd_log_controller(controller: u8) -> String = [(9)],
        fd_log_intent(kind: u8) -> String = [(9)],
        fd_log_impossible(ms: u64) -> String = [(900)],
        fd_log_computer_seat(ms: u64) -> String = [(900)],
        fd_log_off_board(ms: u64) -> String = [(900)],
        fd_log_after_end(ms: u64) -> String = [(900)],
        /// The game's clock: `0:01 of 5:00`, or `0:01 (no limit)`
        /// ([`FdWords::fd_time_of_limit`]).
        fd_time_of(elapsed_ms: u64, limit_ms: u64) -> String = [(1_000, 300_000)],
        fd_time_no_limit(elapsed_ms: u64) -> String = [(1_000)],
        /// The tide gauge's line ([`FdWords::fd_tide_status`]), `step`
        /// counting from 1: `Step 2 of 6 (high tide)`…
        fd_tide_now(step: u8, phase: &str) -> String = [(1, "high tide")],
        /// …and what comes next, and how many more steps alike before the
        /// tide turns: `…. Next step floods in 1 s, then 1 more before the
        /// tide turns`.
        fd_tide_next(now: &str, next: &str, seconds: u64, more: u8) -> String = [
            ("Step 1 of 6", "floods", 3, 1), ("Step 2 of 6", "floods", 1, 0), ("Step 6 of 6", "floods", 1, 2)
        ],
        /// …or, during the count before play, when the first step comes,
        /// counted from the end of the count: `…. The tide waits: its
        /// first step floods 6 s after the count`.
        fd_tide_first(now: &str, next: &str, seconds: u64) -> String = [("Step 1 of 6", "floods", 6)],
        /// The count before the first tick, over the board: `Starting in 3`.
        fd_starts_in(seconds: u64) -> String = [(3), (1)],
        /// A step of the tide gauge: `Step 4: surfaces` ([`FdWords::fd_tide_step_name`]).
        fd_tide_step_does(step: u8, does: &str) -> String = [(4, "surfaces")],
        /// Notices over the setup (see `FdNotice::worded`): settings
        /// refused ([`FdWords::fd_notice_settings`])…
        fd_cannot_start(why: &str) -> String = [("why")],
        /// …a replay refused ([`FdWords::fd_notice_replay`])…
        fd_cannot_show(why: &str) -> String = [("why")],
        /// …or a value of the form refused, and why (`FdReason::worded`).
        fd_notice_field(value: &str, why: &str) -> String = [("60", "why")],
        /// Why a value of a link or of the form was refused (see
        /// `FdReason::worded`).
        fd_reason_size() -> String = [()],
        fd_reason_seed() -> String = [()],
        fd_reason_cooldown() -> String = [()],
        fd_reason_tide_interval() -> String = [()],
        fd_reason_first_tide() -> String = [()],
        fd_reason_time_limit() -> String = [()],
        /// The setup's times in seconds refused (see `FdReason::worded`).
        fd_reason_wait_seconds() -> String = [()],
        fd_reason_tide_seconds() -> String = [()],
        fd_reason_first_tide_seconds() -> String = [()],
        /// "Match my level" while on: the level it plays now, your side
        /// inside `fd_record_of`'s words (`foxes`), and while it still
        /// looks for your level the levels a game moves it now.
        fd_fair_on(level: &str, seat: &str, step: u8) -> String = [("Normal", "foxes", 3), ("Steady", "dolphins", 2)],
        /// The same once it has found your level: one level a game.
        fd_fair_on_settled(level: &str, seat: &str) -> String = [("Normal", "foxes")],
        /// The same right after you chose its level yourself: why its
        /// words changed (it goes on from there, one level a game).
        fd_fair_chosen(level: &str, seat: &str) -> String = [("6 · Steady", "foxes")],
        /// The setup's word on the ladder, under a computer's level: how
        /// many levels, easiest first, and its landmarks by name
        /// ([`FdWords::fd_ladder_guide`]).
        fd_ladder(count: usize, first: &str, fair: &str, top: &str) -> String = [
            (21, "2 · Mild", "12 · Normal", "21 · Expert")
        ],
        /// After a game it followed you in, on the end screen
        /// ([`Shift::worded`](crate::ui::fox_dolphin::setup::fair::Shift::worded)).
        fd_fair_up(level: &str) -> String = [("Hard")],
        fd_fair_down(level: &str) -> String = [("Easy")],
        fd_fair_same(level: &str) -> String = [("Easy")],
        /// The game of the day before you play it: the date, your side
        /// (`fd_record_foxes`) and the level.
        fd_daily_about(date: &str, side: &str, level: &str) -> String = [("2026-11-28", "foxes", "7 · Keen")],
        /// Today's game already played, and its result (`fd_daily_won`).
        fd_daily_played(result: &str) -> String = [("won")],
        /// Days of the game of the day won in a row.
        fd_daily_streak(days: u32) -> String = [(0), (1), (3)],
        /// The text shared (the replay link follows on its own line).
        fd_daily_share_text(date: &str, side: &str, level: &str, result: &str, streak: &str) -> String = [
            ("2026-11-28", "foxes", "7 · Keen", "won", "Streak: 3 days won in a row.")
        ],
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
        self.fd_try_level(self.fd_level_name(level))
    }

    /// After a loss: the button that starts the same game against `level`.
    pub fn fd_try_easier(&self, level: Level) -> String {
        self.fd_try_lower(self.fd_level_name(level))
    }

    /// "Match my level" while on: the level it plays now against you as
    /// `seat`, and how it moves: `step` levels a game (from
    /// [`FairFight::step`](crate::rules::fox_dolphin::ai::FairFight::step)),
    /// or, when you have just `chosen` its level yourself, why it now
    /// moves one level a game.
    pub fn fd_fair_now(&self, level: Level, seat: Species, step: u8, chosen: bool) -> String {
        let seat = match seat {
            Species::Fox => self.fd_record_foxes(),
            Species::Dolphin => self.fd_record_dolphins(),
        };
        if chosen {
            self.fd_fair_chosen(self.fd_level_name(level), seat)
        } else if step > 1 {
            self.fd_fair_on(self.fd_level_name(level), seat, step)
        } else {
            self.fd_fair_on_settled(self.fd_level_name(level), seat)
        }
    }

    /// `0:01 of 5:00`, or `0:01 (no limit)`.
    pub fn fd_time_of_limit(&self, elapsed_ms: u64, limit_ms: Option<u64>) -> String {
        match limit_ms {
            Some(limit_ms) => self.fd_time_of(elapsed_ms, limit_ms),
            None => self.fd_time_no_limit(elapsed_ms),
        }
    }

    /// A species' name as a side: `Foxes`, over its panel and its seats.
    pub fn fd_species_plural(&self, species: Species) -> &'static str {
        match species {
            Species::Fox => self.fd_foxes(),
            Species::Dolphin => self.fd_dolphins(),
        }
    }

    /// `Foxes: you`, over each side's panel.
    pub fn fd_side_label(&self, species: Species, who: &str) -> String {
        self.fd_side(self.fd_species_plural(species), who)
    }

    /// Your games on this device against a level from one seat, beside
    /// the level in the setup.
    pub fn fd_record(&self, seat: Species, wins: u32, losses: u32, draws: u32) -> String {
        let seat = match seat {
            Species::Fox => self.fd_record_foxes(),
            Species::Dolphin => self.fd_record_dolphins(),
        };
        self.fd_record_of(seat, wins, losses, draws)
    }
}

#[cfg(test)]
mod tests;
