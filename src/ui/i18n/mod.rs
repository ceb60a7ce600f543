//! Two languages: which one the page speaks, and its catalogue.
//!
//! Every string the UI shows lives in one catalogue per language,
//! [`en`] and [`pt`] (Brazilian Portuguese), both constants of the one
//! [`Entries`] type: the compiler refuses a catalogue that lacks a key, and
//! the test `every_key_is_present_and_not_empty_in_both_languages`
//! refuses an empty one. A key is either a plain string (`&'static str`) or
//! a template: a plain `fn` that takes typed arguments and returns a whole
//! sentence, so each language orders its words, plurals and decimals its own
//! way (no glued fragments).
//!
//! A component reads the language with `use_lang` and its [`Catalogue`]
//! with `use_text` (a struct component asks
//! `ctx.link().context::<LangContext>`): `t.key()` for a string,
//! `t.key(args)` for a template. One method per key, so that a page's wasm
//! keeps only the keys its screens use.
//! `LangProvider` wraps the whole app and `LangSwitch` is the visible
//! switch. Detection ([`detect`]) is a pure function of the link's `lang=`,
//! the stored choice and the browser's languages, independent of any router.

pub mod en;
pub mod pt;

use crate::online::code::{CodeError, Kind as CodeKind};
#[allow(unused_imports)] // Samples only.
use crate::online::game::GameKind;
use crate::online::tictactoe::{TttEnd, TttOutcome as OnlineTttOutcome};
use crate::online::wire::{Refusal as WireRefusal, Role, WireError};
use crate::rules::fox_dolphin::{
    ai::Level as FdLevel, MoveError as FdMoveError, Outcome as FdOutcome, Pace, SettingsError,
    Species, Surface,
};
#[allow(unused_imports)] // Samples only.
use crate::rules::fox_dolphin::{Coord, EndReason, LogError};
#[allow(unused_imports)] // Samples only.
use crate::rules::tictactoe::notation::MovesError;
#[allow(unused_imports)] // Samples only.
use crate::rules::tictactoe::{Cell, MoveError as TttMoveError};
use crate::rules::tictactoe::{Level as TttLevel, Outcome as TttOutcome, Player};
use crate::ui::fox_dolphin::chronicle::FeedLine;
use crate::ui::fox_dolphin::play::RefusalReason as FdRefusal;
use crate::ui::fox_dolphin::setup::{SeatKind, Speed};
use crate::ui::fox_dolphin::FdNotice;
use crate::ui::link::Reason;
use crate::ui::online::OnlineProblem;
use crate::ui::tictactoe::session::TttMessage;

/// The link key that picks a language: `?lang=pt`.
pub const LANG_KEY: &str = "lang";
/// The localStorage key that remembers the player's choice.
pub const STORAGE_KEY: &str = "fox-and-xo.lang";

/// A language the UI speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    /// Brazilian Portuguese.
    Pt,
}

impl Lang {
    /// Every language, in the order the switch shows them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Pt];

    /// The code used in links, storage and `<html lang>`: `en`, `pt`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Pt => "pt",
        }
    }

    /// A link or stored value: exactly `en` or `pt` (any case).
    pub fn parse(value: &str) -> Option<Lang> {
        if value.eq_ignore_ascii_case("en") {
            Some(Lang::En)
        } else if value.eq_ignore_ascii_case("pt") {
            Some(Lang::Pt)
        } else {
            None
        }
    }

    /// A BCP 47 tag from `navigator.languages`: `pt-BR`, `pt`, `en-GB`…
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next().unwrap_or_default();
        Lang::parse(primary)
    }

    /// This language's shared catalogue.
    pub fn text(self) -> &'static Catalogue {
        Catalogue::of(self)
    }
}

/// The language to show, and whether the link's `lang=` had to be ignored.
///
/// Order: the link's `lang=`, then the choice stored in localStorage, then
/// the first of the browser's languages that the UI speaks, then English.
pub fn detect<S: AsRef<str>>(
    link: Option<&str>,
    stored: Option<&str>,
    browser: &[S],
) -> (Lang, Option<BadLang>) {
    let from_link = link.map(|value| Lang::parse(value).ok_or_else(|| BadLang(value.to_owned())));
    let bad = from_link.as_ref().and_then(|r| r.as_ref().err().cloned());
    let lang = from_link
        .and_then(Result::ok)
        .or_else(|| stored.and_then(Lang::parse))
        .or_else(|| browser.iter().find_map(|tag| Lang::from_tag(tag.as_ref())))
        .unwrap_or_default();
    (lang, bad)
}

/// A `lang=` link value that names no language the UI speaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadLang(pub String);

/// A words type of the [`catalogue!`] macro: one language's words.
pub trait Words: 'static {
    /// These words in `lang`.
    fn of(lang: Lang) -> &'static Self;
}

/// Declares, from the list of keys, `Entries` (the type of each
/// language's table, `en::EN` and `pt::PT` of the module that calls it: the
/// compiler refuses a table that lacks a key) and the words type named
/// after `words`, the one a component reads: a language, with one method
/// per key, each reading that key of that language's table. The tables are
/// constants, not statics, so a page's wasm holds only the entries its code
/// asks for (a method nobody calls is left out by the linker, with its
/// strings and its formatting code), and `entries` lists every key with
/// its text (templates filled with sample arguments, each listed sample
/// once) for the test `every_key_is_present_and_not_empty_in_both_languages`,
/// which the macro writes too. `words FdWords: Catalogue;` makes the words
/// dereference to another words type, so that its keys read the same.
macro_rules! catalogue {
    (
        $(#[$wdoc:meta])*
        words $words:ident $( : $base:ty )?;
        strings { $( $(#[$sdoc:meta])* $s:ident, )* }
        templates { $(
            $(#[$tdoc:meta])*
            $t:ident ( $( $arg:ident : $ty:ty ),* ) -> $ret:ty
                = [ $( ( $( $sample:expr ),* ) ),+ ],
        )* }
    ) => {
        /// Every key of these words in one language (see the module docs).
        pub struct Entries {
            $( $(#[$sdoc])* pub $s: &'static str, )*
            $( $(#[$tdoc])* pub $t: fn( $( $ty ),* ) -> $ret, )*
        }

        $(#[$wdoc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct $words($crate::ui::i18n::Lang);

        impl $crate::ui::i18n::Words for $words {
            fn of(lang: $crate::ui::i18n::Lang) -> &'static Self {
                match lang {
                    $crate::ui::i18n::Lang::En => &$words($crate::ui::i18n::Lang::En),
                    $crate::ui::i18n::Lang::Pt => &$words($crate::ui::i18n::Lang::Pt),
                }
            }
        }

        $(
            impl ::core::ops::Deref for $words {
                type Target = $base;
                fn deref(&self) -> &$base {
                    <$base as $crate::ui::i18n::Words>::of(self.0)
                }
            }
        )?

        impl $words {
            /// These words in `lang`.
            pub fn of(lang: $crate::ui::i18n::Lang) -> &'static Self {
                <Self as $crate::ui::i18n::Words>::of(lang)
            }

            /// The language of these words.
            pub fn lang(&self) -> $crate::ui::i18n::Lang {
                self.0
            }

            $(
                $(#[$sdoc])*
                pub fn $s(&self) -> &'static str {
                    match self.0 {
                        $crate::ui::i18n::Lang::En => en::EN.$s,
                        $crate::ui::i18n::Lang::Pt => pt::PT.$s,
                    }
                }
            )*
            $(
                $(#[$tdoc])*
                pub fn $t(&self, $( $arg: $ty ),* ) -> $ret {
                    match self.0 {
                        $crate::ui::i18n::Lang::En => (en::EN.$t)( $( $arg ),* ),
                        $crate::ui::i18n::Lang::Pt => (pt::PT.$t)( $( $arg ),* ),
                    }
                }
            )*

            /// Every key with its text; a template once per sample.
            pub fn entries(&self) -> Vec<(&'static str, String)> {
                vec![
                    $( (stringify!($s), self.$s().to_owned()), )*
                    $( $(
                        (stringify!($t), self.$t( $( $sample ),* ).to_string()),
                    )+ )*
                ]
            }
        }

        #[cfg(test)]
        mod catalogue_tests {
            use super::*;

            #[test]
            fn every_key_is_present_and_not_empty_in_both_languages() {
                let en = $words::of($crate::ui::i18n::Lang::En).entries();
                let pt = $words::of($crate::ui::i18n::Lang::Pt).entries();
                assert_eq!(en.len(), pt.len());
                for ((en_key, en_text), (pt_key, pt_text)) in en.iter().zip(&pt) {
                    assert_eq!(en_key, pt_key);
                    assert!(!en_text.trim().is_empty(), "English {en_key} is empty");
                    assert!(!pt_text.trim().is_empty(), "Portuguese {pt_key} is empty");
                }
            }
        }
    };
}
#[allow(unused_imports)] // Used by the feature words modules.
pub(crate) use catalogue;

catalogue! {
    /// The words every page shares: `Lang::text`.
    words Catalogue;
    strings {
        /// The site's name.
        site_title,
        /// The document's title (the browser tab).
        document_title,
        site_tagline,
        all_games,
        back_arrow,
        new_game,
        notices_label,
        /// What a panic leaves on the page (`ui/crash.rs`).
        crash_message,
        /// The language switch's accessible name.
        lang_switch_label,
        /// Each language's name, in that language (the switch's buttons).
        lang_name_en,
        lang_name_pt,

        // Landing.
        games_heading,
        ttt_name,
        /// Decoration on the landing card (hidden from screen readers).
        ttt_art,
        ttt_blurb,
        play,
        fd_name,
        fd_blurb,

        // Tic-tac-toe.
        ttt_draw,
        ttt_board_label,
        ttt_settings,
        ttt_size,
        ttt_opponent,
        ttt_first,
        ttt_you,
        ttt_hint,
        ttt_undo,
        ttt_score,
        ttt_keys_help,
        ttt_friend,
        ttt_watch,
        ttt_score_you,
        ttt_score_computer,
        ttt_score_draws,
        ttt_share,
        ttt_share_help,
        ttt_share_link,
        ttt_copy,
        ttt_copied,
        ttt_copy_refused,
        ttt_replay,
        ttt_replay_first,
        ttt_replay_previous,
        ttt_replay_next,
        ttt_replay_last,
        ttt_replay_steps,
        ttt_replay_keys_help,
        ttt_replay_moves,
        ttt_replay_start,
        ttt_replay_new_game,

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

        // Online.
        online_play,
        online_entry_help,
        online_title,
        online_invite,
        online_invite_how,
        online_making_invite,
        online_copy,
        online_link_label,
        online_qr_label,
        online_answer_label,
        online_answer_how,
        online_connect,
        online_join,
        online_your_answer,
        online_your_answer_how,
        online_making_answer,
        online_people,
        online_host_seat,
        online_guest_waiting,
        online_guest_seated,
        online_waiting,
        online_watching,
        online_host_lost,
        online_stun_label,
        online_stun_how,
        online_bad_link,
        online_open_games,
        /// A side played by another person online, above the board.
        online_other_player,
        online_answer_link_label,
        online_answer_link_how,
        online_relay_title,
        online_relay_sending,
        online_relay_sent,
        online_relay_no_host,
        ttt_online_title,
        ttt_online_entry_help,

        // ---- How to play ----
        // The frame: buttons, titles, the note on sources.
        /// The button and link that open How to play.
        howto,
        howto_back_to_game,
        howto_source,
        howto_decision,
        howto_sources_note,
        howto_ttt_title,
        howto_ttt_play,
        howto_ttt_intro,
        howto_fd_title,
        howto_fd_play,
        howto_fd_intro,
        // Tic-tac-toe.
        howto_ttt_board_heading,
        howto_ttt_board,
        howto_ttt_turns,
        howto_ttt_empty_cell,
        howto_ttt_win_heading,
        howto_ttt_lines,
        howto_ttt_win,
        howto_ttt_win_3_caption,
        howto_ttt_win_4_caption,
        howto_ttt_draw_heading,
        howto_ttt_draw,
        howto_ttt_draw_caption,
        howto_ttt_computer_heading,
        howto_ttt_easy,
        howto_ttt_strategy,
        howto_ttt_perfect,
        // Fox & Dolphin.
        howto_fd_board_heading,
        howto_fd_board,
        howto_fd_start,
        howto_fd_when_heading,
        howto_fd_real_time,
        howto_fd_cooldown,
        howto_fd_not_heard,
        howto_fd_moving_heading,
        howto_fd_step,
        howto_fd_eat,
        howto_fd_foxes_heading,
        howto_fd_fox_moves,
        howto_fd_fox_eats,
        howto_fd_fox_eats_caption,
        howto_fd_fox_too_far_caption,
        howto_fd_dolphins_heading,
        howto_fd_dolphin_moves,
        howto_fd_dolphin_stranded,
        howto_fd_dolphin_eats,
        howto_fd_dolphin_eats_caption,
        howto_fd_tide_heading,
        howto_fd_tide_cycle,
        howto_fd_tide_steps,
        howto_fd_tide_island,
        howto_fd_tide_animals,
        howto_fd_end_heading,
        howto_fd_end_eaten,
        howto_fd_end_leave,
        howto_fd_end_time,
        howto_fd_end_hour,
    }
    templates {
        /// The ignored `lang=` of a link, as a whole sentence.
        ignored_lang(value: &str) -> String = [("fr")],
        /// A decimal number of tenths, e.g. `0.5` / `0,5`.
        tenths(tenths: u64) -> String = [(5), (123)],
        /// A link value replaced by its default, as a whole sentence:
        /// `Ignored size=7: the board size must be 3 or 4; using the default.`
        ignored(key: &str, value: &str, reason: &Reason) -> String = [
            ("size", "7", &Reason::UnknownSetting),
            ("game", "chess", &Reason::UnknownGame),
            ("size", "7", &Reason::TttSize),
            ("opponent", "x", &Reason::TttOpponent),
            ("you", "z", &Reason::TttMark),
            ("size", "9", &Reason::FdSize),
            ("seed", "-1", &Reason::FdSeed),
            ("fox", "wolf", &Reason::FdSeat),
            ("cooldown", "1", &Reason::FdCooldown),
            ("tide", "1", &Reason::FdTideInterval),
            ("limit", "1", &Reason::FdTimeLimit),
            ("moves", "", &Reason::TttMoves(MovesError::Empty)),
            ("moves", "1,1,1", &Reason::TttMoves(MovesError::Repeated { number: 2, token: "1".into(), earlier: 1 }))
        ],

        // Tic-tac-toe.
        ttt_wins(player: Player) -> String = [(Player::X)],
        ttt_turn(player: Player) -> String = [(Player::O)],
        ttt_your_turn(player: Player) -> String = [(Player::X)],
        ttt_computer_thinking(player: Player) -> String = [(Player::O)],
        /// Why a click on the board did nothing.
        ttt_message(message: &TttMessage) -> String = [
            (&TttMessage::Watching),
            (&TttMessage::Refused(TttMoveError::GameOver)),
            (&TttMessage::Refused(TttMoveError::Occupied(Cell { row: 0, col: 1 }))),
            (&TttMessage::Refused(TttMoveError::NotYourTurn(Player::O))),
            (&TttMessage::Refused(TttMoveError::OffBoard { cell: Cell { row: 5, col: 0 }, size: 3 }))
        ],
        ttt_size_choice(size: usize) -> String = [(3)],
        ttt_mark(player: Player) -> &'static str = [(Player::X), (Player::O)],
        /// Accessible name of a cell, 0-based arguments (the accessibility
        /// contract): `Row 2, column 3, empty` or `…, X`.
        ttt_cell_name(row: usize, col: usize, mark: Option<Player>) -> String = [(0, 0, None), (1, 2, Some(Player::X))],
        ttt_hint_shown(row: usize, col: usize) -> String = [(0, 0)],
        ttt_level_name(level: TttLevel) -> &'static str = [(TttLevel::Easy), (TttLevel::Strategy), (TttLevel::Perfect)],
        /// `Move 3 of 7`.
        ttt_replay_step(step: usize, total: usize) -> String = [(3, 7)],
        /// `X played row 2, column 1 (cell 4).`
        ttt_replay_played(player: Player, row: usize, col: usize, number: usize) -> String = [(Player::X, 1, 0, 4)],
        /// The move list's visible entry: `1. X 5`.
        ttt_replay_entry(index: usize, player: Player, number: usize) -> String = [(0, Player::X, 5)],
        /// The move list's accessible name of an entry: its visible text
        /// first (so speech input can say what it sees), then the place:
        /// `1. X 5: row 2, column 2`.
        ttt_replay_entry_name(index: usize, player: Player, row: usize, col: usize, number: usize) -> String = [(0, Player::X, 1, 1, 5)],
        /// The VDM `play` result of a whole shared list of `total` moves;
        /// `won_at` is the move at which a win stopped play.
        ttt_replay_result(outcome: TttOutcome, total: usize, won_at: Option<usize>) -> String = [
            (TttOutcome::Won(Player::X), 1, Some(1)),
            (TttOutcome::Won(Player::O), 6, None),
            (TttOutcome::Draw, 9, None),
            (TttOutcome::Unfinished, 2, None)
        ],

        // Fox & Dolphin.
        /// The tide gauge's mark (hidden from screen readers).
        fd_tide_glyph(floods: bool) -> &'static str = [(true), (false)],
        fd_seat_name(kind: SeatKind) -> &'static str = [
            (SeatKind::You), (SeatKind::Friend), (SeatKind::Computer(FdLevel::Easy)),
            (SeatKind::Computer(FdLevel::Normal)), (SeatKind::Computer(FdLevel::Hard)),
            (SeatKind::Computer(FdLevel::Expert))
        ],
        fd_speed_name(speed: Speed) -> &'static str = [(Speed::Relaxed), (Speed::Normal), (Speed::Lightning)],
        fd_size_choice(size: usize) -> String = [(12)],
        /// What the chosen board size is for, beside it in the setup.
        fd_pace(pace: Pace) -> &'static str = [(Pace::Quick), (Pace::Longer), (Pace::Long)],
        /// Who a computer level is for, beside its seat in the setup.
        fd_level_for(level: FdLevel) -> &'static str = [
            (FdLevel::Easy), (FdLevel::Normal), (FdLevel::Hard), (FdLevel::Expert)
        ],
        /// Your games on this device against a level from one seat, beside
        /// the level in the setup.
        fd_record(seat: Species, wins: u32, losses: u32, draws: u32) -> String = [
            (Species::Fox, 0, 0, 0), (Species::Dolphin, 1, 2, 0), (Species::Fox, 3, 1, 1)
        ],
        /// After a win: the button that starts the same game against `level`.
        fd_try_next(level: FdLevel) -> String = [(FdLevel::Normal), (FdLevel::Expert)],
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
        /// A line of the event feed.
        fd_feed(line: &FeedLine) -> String = [
            (&FeedLine::Ate { eater: Species::Fox, at: Coord { row: 0, col: 1 } }),
            (&FeedLine::Ate { eater: Species::Dolphin, at: Coord { row: 0, col: 1 } }),
            (&FeedLine::Tide { floodstate: 0, flooded: 1, surfaced: 0 }),
            (&FeedLine::Tide { floodstate: 3, flooded: 0, surfaced: 12 }),
            (&FeedLine::Ended(FdOutcome { winner: None, reason: EndReason::TimeLimit }))
        ],
        /// Why a click on the board was refused (here or by the rules).
        fd_refusal(reason: &FdRefusal) -> String = [
            (&FdRefusal::Paused), (&FdRefusal::Watching),
            (&FdRefusal::Rules(FdMoveError::GameNotRunning)),
            (&FdRefusal::Rules(FdMoveError::CoolingDown { remaining_ms: 500 })),
            (&FdRefusal::Rules(FdMoveError::OffBoard)),
            (&FdRefusal::Rules(FdMoveError::NotAdjacent)),
            (&FdRefusal::Rules(FdMoveError::NotYourAnimal)),
            (&FdRefusal::Rules(FdMoveError::SameSpecies)),
            (&FdRefusal::Rules(FdMoveError::DolphinStranded)),
            (&FdRefusal::Rules(FdMoveError::DolphinOntoLand)),
            (&FdRefusal::Rules(FdMoveError::FoxTooFarFromLand)),
            (&FdRefusal::Rules(FdMoveError::FoxCannotEatSwimmingDolphin))
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
        /// A notice over the setup: a replay refused, or settings refused.
        fd_notice(notice: &FdNotice) -> String = [
            (&FdNotice::Settings(SettingsError::SizeOutOfRange(9))),
            (&FdNotice::Settings(SettingsError::CooldownOutOfRange(9))),
            (&FdNotice::Settings(SettingsError::TideIntervalOutOfRange(9))),
            (&FdNotice::Settings(SettingsError::TimeLimitOutOfRange(9))),
            (&FdNotice::Replay(LogError::Malformed)),
            (&FdNotice::Replay(LogError::TooLong { bytes: 70_000 })),
            (&FdNotice::Replay(LogError::Truncated)),
            (&FdNotice::Replay(LogError::UnknownVersion(9))),
            (&FdNotice::Replay(LogError::Settings(SettingsError::SizeOutOfRange(9)))),
            (&FdNotice::Replay(LogError::UnknownController(9))),
            (&FdNotice::Replay(LogError::UnknownIntent(9))),
            (&FdNotice::Replay(LogError::ImpossibleTick { tick: 9 })),
            (&FdNotice::Replay(LogError::ComputerSeat { tick: 9 })),
            (&FdNotice::Replay(LogError::OffBoard { tick: 9 })),
            (&FdNotice::Replay(LogError::IntentAfterEnd { tick: 9 })),
            (&FdNotice::Replay(LogError::TrailingBytes)),
            (&FdNotice::Replay(LogError::DigestMismatch)),
            (&FdNotice::FileUnreadable),
            (&FdNotice::Field { value: "60".to_owned(), reason: Reason::FdSize }),
            (&FdNotice::Field { value: "x".to_owned(), reason: Reason::FdSeed })
        ],
        /// The name a downloaded replay is saved under.
        fd_replay_file_name(seed: u64) -> String = [(7)],

        // Online.
        /// Who sits where, on the host's page: `Foxes: a guest`.
        online_seat_line(species: Species, who: &str) -> String = [(Species::Dolphin, "x")],
        online_watchers(count: usize) -> String = [(0), (1), (2)],
        /// A code, a message or the browser refused, as a whole sentence.
        online_problem(problem: &OnlineProblem) -> String = [
            (&OnlineProblem::Code(CodeError::Malformed)),
            (&OnlineProblem::Code(CodeError::TooLong { chars: 900 })),
            (&OnlineProblem::Code(CodeError::Truncated)),
            (&OnlineProblem::Code(CodeError::UnknownVersion(9))),
            (&OnlineProblem::Code(CodeError::WrongKind { expected: CodeKind::Answer })),
            (&OnlineProblem::Code(CodeError::WrongKind { expected: CodeKind::Offer })),
            (&OnlineProblem::Code(CodeError::BadField("role"))),
            (&OnlineProblem::Code(CodeError::TrailingBytes)),
            (&OnlineProblem::Code(CodeError::Stale)),
            (&OnlineProblem::Code(CodeError::Reused)),
            (&OnlineProblem::Code(CodeError::SdpMissing("fingerprint"))),
            (&OnlineProblem::Wire(WireError::Empty)),
            (&OnlineProblem::Wire(WireError::TooLong { bytes: 9 })),
            (&OnlineProblem::Wire(WireError::UnknownVersion(9))),
            (&OnlineProblem::Wire(WireError::UnknownKind(9))),
            (&OnlineProblem::Wire(WireError::OtherGame(Some(GameKind::FoxDolphin)))),
            (&OnlineProblem::Wire(WireError::OtherGame(Some(GameKind::TicTacToe)))),
            (&OnlineProblem::Wire(WireError::OtherGame(None))),
            (&OnlineProblem::Settings(SettingsError::SizeOutOfRange(3))),
            (&OnlineProblem::TttSize),
            (&OnlineProblem::Wire(WireError::Truncated)),
            (&OnlineProblem::Wire(WireError::BadField("seat"))),
            (&OnlineProblem::Wire(WireError::TrailingBytes)),
            (&OnlineProblem::Wire(WireError::Log(LogError::Truncated))),
            (&OnlineProblem::Browser("boom".into())),
            (&OnlineProblem::Browser(String::new()))
        ],
        /// The end of an online game.
        online_outcome(outcome: FdOutcome) -> String = [(FdOutcome { winner: None, reason: EndReason::OpponentLeft })],
        /// What a guest plays.
        online_your_role(role: Role<Species>) -> String = [(Role::Seat(Species::Fox)), (Role::Watcher)],
        /// What a tic-tac-toe guest plays.
        ttt_online_your_role(role: Role<Player>) -> String = [(Role::Seat(Player::O)), (Role::Watcher)],
        /// Who sits where, on the tic-tac-toe host's page: `X: you (the host)`.
        ttt_online_seat_line(mark: Player, who: &str) -> String = [(Player::X, "x")],
        /// The tic-tac-toe status line online: whose turn, or how it ended.
        ttt_online_status(outcome: Option<OnlineTttOutcome>, turn: Player) -> String = [
            (None, Player::X),
            (Some(OnlineTttOutcome { winner: Some(Player::O), reason: TttEnd::Line }), Player::X),
            (Some(OnlineTttOutcome { winner: Some(Player::O), reason: TttEnd::OpponentLeft }), Player::X),
            (Some(OnlineTttOutcome { winner: None, reason: TttEnd::Full }), Player::X)
        ],
        /// The host's refusal (Z spec `IllegalMove`).
        online_refusal(refusal: WireRefusal) -> &'static str = [
            (WireRefusal::Watcher), (WireRefusal::NotYourSeat), (WireRefusal::TooFast),
            (WireRefusal::BadMessage), (WireRefusal::NotStarted), (WireRefusal::GameOver),
            (WireRefusal::NotYourTurn), (WireRefusal::CellTaken), (WireRefusal::NoSuchCell), (WireRefusal::OtherGame)
        ],

        // ---- How to play (the how-to helper adds its templates here, below) ----
    }
}

/// `one` when `count` takes the singular in English, else `many`.
pub fn plural_en<'a>(count: u64, one: &'a str, many: &'a str) -> &'a str {
    if count == 1 {
        one
    } else {
        many
    }
}

/// `one` when `count` takes the singular in Portuguese, else `many`.
/// CLDR's rule for `pt`: the integers 0 and 1 are singular ("0 raposa" is
/// what the rule says; the catalogue words zero as "nenhuma" where it reads
/// better).
pub fn plural_pt<'a>(count: u64, one: &'a str, many: &'a str) -> &'a str {
    if count <= 1 {
        one
    } else {
        many
    }
}

/// `m:ss` of a number of milliseconds (rounded down): the same in both
/// languages.
pub fn clock(ms: u64) -> String {
    let s = ms / 1_000;
    format!("{}:{:02}", s / 60, s % 60)
}

/// `whole` + separator + `tenth` of a number of tenths: `0.5`, `0,5`.
pub fn decimal(tenths: u64, separator: char) -> String {
    format!("{}{separator}{}", tenths / 10, tenths % 10)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_picks_the_language_first() {
        let browser = ["en-US"];
        assert_eq!(detect(Some("pt"), Some("en"), &browser), (Lang::Pt, None));
        assert_eq!(detect(Some("EN"), Some("pt"), &browser), (Lang::En, None));
    }

    #[test]
    fn then_the_stored_choice_then_the_browser_then_english() {
        assert_eq!(detect(None, Some("pt"), &["en"]), (Lang::Pt, None));
        assert_eq!(detect(None, None, &["de-DE", "pt-BR"]), (Lang::Pt, None));
        assert_eq!(detect(None, Some("xx"), &["fr"]), (Lang::En, None));
        assert_eq!(detect::<&str>(None, None, &[]), (Lang::En, None));
    }

    #[test]
    fn a_bad_link_value_is_reported_and_the_next_source_decides() {
        let (lang, bad) = detect(Some("fr"), Some("pt"), &["en"]);
        assert_eq!(lang, Lang::Pt);
        assert_eq!(bad, Some(BadLang("fr".to_owned())));
    }

    #[test]
    fn codes_round_trip() {
        for lang in Lang::ALL {
            assert_eq!(Lang::parse(lang.code()), Some(lang));
        }
        assert_eq!(Lang::from_tag("pt_BR"), Some(Lang::Pt));
        assert_eq!(Lang::from_tag("english"), None);
    }

    #[test]
    fn decimals_take_a_comma_in_portuguese() {
        assert_eq!(Lang::En.text().tenths(5), "0.5");
        assert_eq!(Lang::Pt.text().tenths(5), "0,5");
        assert_eq!(Lang::Pt.text().tenths(123), "12,3");
    }

    #[test]
    fn cell_names_follow_the_accessibility_contract_in_both_languages() {
        let (en, pt) = (Lang::En.text(), Lang::Pt.text());
        assert_eq!(en.ttt_cell_name(0, 0, None), "Row 1, column 1, empty");
        assert_eq!(
            en.ttt_cell_name(2, 1, Some(Player::X)),
            "Row 3, column 2, X"
        );
        assert_eq!(pt.ttt_cell_name(0, 0, None), "Linha 1, coluna 1, vazia");
        assert_eq!(
            pt.ttt_cell_name(3, 3, Some(Player::O)),
            "Linha 4, coluna 4, O"
        );
    }

    #[test]
    fn tile_names_follow_the_accessibility_contract_in_both_languages() {
        let (en, pt) = (Lang::En.text(), Lang::Pt.text());
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
        let (en, pt) = (Lang::En.text(), Lang::Pt.text());
        assert_eq!(en.fd_seconds(600), "0.6 s");
        assert_eq!(en.fd_seconds(1_234), "1.3 s");
        assert_eq!(pt.fd_seconds(600), "0,6 s");
        assert_eq!(pt.fd_seconds(10_000), "10,0 s");
        let wait = FdRefusal::Rules(FdMoveError::CoolingDown { remaining_ms: 450 });
        assert_eq!(en.fd_refusal(&wait), "Wait 0.5 s: cooling down.");
        assert_eq!(pt.fd_refusal(&wait), "Espere 0,5 s: em espera.");
    }

    #[test]
    fn the_game_clock_reads_minutes_and_seconds() {
        assert_eq!(clock(0), "0:00");
        assert_eq!(clock(65_999), "1:05");
        assert_eq!(
            Lang::En.text().fd_time_of_limit(1_000, Some(300_000)),
            "0:01 of 5:00"
        );
        assert_eq!(
            Lang::Pt.text().fd_time_of_limit(1_000, None),
            "0:01 (sem limite)"
        );
    }

    #[test]
    fn the_tide_line_says_where_the_cycle_stands_and_what_comes_next() {
        assert_eq!(
            Lang::En.text().fd_tide_status(0, true, Some(2_100)),
            "Step 1 of 6 (high tide). Next step floods in 3 s"
        );
        assert_eq!(
            Lang::Pt.text().fd_tide_status(2, false, Some(1_000)),
            "Passo 3 de 6 (maré alta). O próximo passo emerge em 1 s"
        );
    }

    #[test]
    fn feed_lines_take_the_plural_of_each_language() {
        let (en, pt) = (Lang::En.text(), Lang::Pt.text());
        let one = FeedLine::Tide {
            floodstate: 0,
            flooded: 1,
            surfaced: 0,
        };
        let many = FeedLine::Tide {
            floodstate: 3,
            flooded: 0,
            surfaced: 12,
        };
        assert_eq!(en.fd_feed(&one), "High tide (step 1 of 6): 1 tile flooded.");
        assert_eq!(
            en.fd_feed(&many),
            "Low tide (step 4 of 6): 12 tiles surfaced."
        );
        assert_eq!(
            pt.fd_feed(&one),
            "Maré alta (passo 1 de 6): 1 casa inundada."
        );
        assert_eq!(
            pt.fd_feed(&many),
            "Maré baixa (passo 4 de 6): 12 casas emergiram."
        );
        assert_eq!(en.online_watchers(1), "1 watcher");
        assert_eq!(en.online_watchers(2), "2 watchers");
        assert_eq!(pt.online_watchers(0), "nenhum espectador");
        assert_eq!(pt.online_watchers(1), "1 espectador");
        assert_eq!(pt.online_watchers(3), "3 espectadores");
        assert_eq!(pt.fd_count(1), "1 restante");
        assert_eq!(pt.fd_count(12), "12 restantes");
    }

    #[test]
    fn every_ignored_value_reads_as_one_whole_sentence_in_one_style() {
        for lang in Lang::ALL {
            let t = lang.text();
            let (start, end) = match lang {
                Lang::En => ("Ignored size=7: ", "; using the default."),
                Lang::Pt => ("Ignorado size=7: ", "; usando o padrão."),
            };
            for reason in [Reason::TttSize, Reason::FdSize, Reason::UnknownSetting] {
                let said = t.ignored("size", "7", &reason);
                assert!(said.starts_with(start) && said.ends_with(end), "{said}");
            }
        }
        assert_eq!(
            Lang::En.text().ignored("size", "7", &Reason::TttSize),
            "Ignored size=7: the board size must be 3 or 4; using the default."
        );
    }

    #[test]
    fn no_refusal_of_the_rules_is_shown_in_english_in_portuguese() {
        // The rules' own Display is English; the catalogue words every case.
        let pt = Lang::Pt.text();
        let refused = TttMessage::Refused(TttMoveError::Occupied(Cell { row: 0, col: 1 }));
        assert_eq!(
            pt.ttt_message(&refused),
            "A casa da linha 1, coluna 2 já está ocupada."
        );
        let english = TttMoveError::Occupied(Cell { row: 0, col: 1 }).to_string();
        assert_ne!(pt.ttt_message(&refused), english);
    }

    #[test]
    fn plurals_follow_each_language() {
        assert_eq!(plural_en(1, "fox", "foxes"), "fox");
        assert_eq!(plural_en(0, "fox", "foxes"), "foxes");
        assert_eq!(plural_pt(1, "raposa", "raposas"), "raposa");
        assert_eq!(plural_pt(2, "raposa", "raposas"), "raposas");
    }
}
