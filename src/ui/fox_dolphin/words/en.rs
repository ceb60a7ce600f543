//! Fox & Dolphin, in English.
//!
//! The accessible names of tiles are a contract that the browser and
//! end-to-end tests rely on: change them only together with those tests.
//! One style for every refusal: a whole sentence that says what is wrong
//! and, where it helps, what to do.

use super::Entries;
use crate::rules::fox_dolphin::{
    floods_at, EndReason, LogError, MoveError as FdMoveError, Outcome as FdOutcome, SettingsError,
    Species, Surface, MAX_BOARD_SIZE, MAX_COOLDOWN_MS, MAX_LOG_BYTES, MAX_TIDE_INTERVAL_MS,
    MAX_TIME_LIMIT_MS, MIN_BOARD_SIZE, MIN_COOLDOWN_MS, MIN_TIDE_INTERVAL_MS, MIN_TIME_LIMIT_MS,
    TICK_MS,
};
use crate::ui::i18n::{clock, decimal, plural_en as plural};

pub(crate) fn seconds(ms: u64) -> String {
    format!("{} s", decimal(ms.div_ceil(100), '.'))
}

pub(crate) fn species(species: Species) -> &'static str {
    match species {
        Species::Fox => "Foxes",
        Species::Dolphin => "Dolphins",
    }
}

pub(crate) fn settings_reason(error: &SettingsError) -> String {
    match error {
        SettingsError::SizeOutOfRange(n) => format!(
            "the board size {n} is not allowed: it must be from {MIN_BOARD_SIZE} to {MAX_BOARD_SIZE}"
        ),
        SettingsError::CooldownOutOfRange(ms) => format!(
            "the cooldown {ms} ms is not allowed: it must be from {MIN_COOLDOWN_MS} to {MAX_COOLDOWN_MS} ms"
        ),
        SettingsError::TideIntervalOutOfRange(ms) => format!(
            "the tide interval {ms} ms is not allowed: it must be from {MIN_TIDE_INTERVAL_MS} to {MAX_TIDE_INTERVAL_MS} ms"
        ),
        SettingsError::TimeLimitOutOfRange(ms) => format!(
            "the time limit {ms} ms is not allowed: it must be from {MIN_TIME_LIMIT_MS} to {MAX_TIME_LIMIT_MS} ms"
        ),
    }
}

pub(crate) fn log_reason(error: &LogError) -> String {
    let at = |tick: &u64| tick.saturating_mul(TICK_MS);
    match error {
        LogError::Malformed => "this is not a saved game".to_owned(),
        LogError::TooLong { bytes } => {
            format!("this saved game is too long ({bytes} bytes; at most {MAX_LOG_BYTES})")
        }
        LogError::Truncated => "this saved game is cut short".to_owned(),
        LogError::UnknownVersion(v) => format!(
            "this saved game has format {v}, which this version of the game cannot read"
        ),
        LogError::Settings(e) => format!("this saved game's settings are wrong: {}", settings_reason(e)),
        LogError::UnknownController(c) => format!("this saved game names an unknown player ({c})"),
        LogError::UnknownIntent(k) => {
            format!("this saved game holds an unknown kind of move ({k})")
        }
        LogError::ImpossibleTick { tick } => format!(
            "this saved game has a move at {} ms, when the game cannot be running",
            at(tick)
        ),
        LogError::ComputerSeat { tick } => format!(
            "this saved game has a person's move at {} ms for a seat the computer plays",
            at(tick)
        ),
        LogError::OffBoard { tick } => format!(
            "this saved game has a move at {} ms from a tile off the board",
            at(tick)
        ),
        LogError::IntentAfterEnd { tick } => format!(
            "this saved game has a move at {} ms, after the game ended",
            at(tick)
        ),
        LogError::TrailingBytes => "this saved game has extra data at its end".to_owned(),
        LogError::DigestMismatch => "this saved game does not replay as it was recorded (another version of the game, or altered)".to_owned(),
    }
}

pub(crate) fn outcome(outcome: FdOutcome) -> String {
    let why = match outcome.reason {
        EndReason::SpeciesEaten => match outcome.winner {
            Some(Species::Fox) => "every dolphin was eaten",
            _ => "every fox was eaten",
        },
        EndReason::OpponentLeft => "the other side left",
        EndReason::TimeLimit => "time ran out",
    };
    match outcome.winner {
        Some(Species::Fox) => format!("The foxes win: {why}."),
        Some(Species::Dolphin) => format!("The dolphins win: {why}."),
        None => format!("A draw: {why} with equal numbers."),
    }
}

pub const EN: Entries = Entries {

    fd_setup: "New game",
    fd_size: "Board size",
    fd_foxes: "Foxes",
    fd_dolphins: "Dolphins",
    fd_speed: "Speed",
    fd_custom: "Custom",
    fd_cooldown: "Cooldown (ms)",
    fd_tide_interval: "Tide step every (ms)",
    fd_limit: "Time limit",
    fd_no_limit: "None",
    fd_seed: "Seed",
    fd_new_seed: "New seed",
    fd_start: "Start",
    fd_setup_help: "Foxes take the first seat, dolphins the second. The link in the address bar reproduces this game: same seed, same island.",

    fd_board_label: "Fox & Dolphin board",
    fd_pause: "Pause",
    fd_resume: "Resume",
    fd_leave: "Leave",
    fd_stop: "Stop watching",
    fd_zoom: "Zoom",
    fd_paused_banner: "Paused",
    fd_watching: "Computer against computer: you are watching",
    fd_tide: "Tide",
    fd_time: "Time",
    fd_events: "Events",
    fd_cooldown_label: "Cooldown",
    fd_ready: "ready",
    fd_keys_help: "Click one of your animals, then a highlighted tile. Keyboard: arrow keys move the cursor, Enter selects and moves.",
    fd_play_help: "Click one of your animals, then a highlighted tile; where only one of your animals can go, one click on the tile moves it, and you can drag an animal onto a tile. Keyboard: arrow keys move the cursor, Enter selects and moves.",
    fd_stranded: "stranded",
    fd_swimming: "swimming",
    fd_selected: "selected",
    fd_target: "can move here",

    fd_result: "Game over",
    fd_figures: "The game in figures",
    fd_rematch: "Rematch (same seed)",
    fd_rematch_new: "Rematch (new seed)",
    fd_change_setup: "Change setup",
    fd_duration: "Duration",
    fd_left: "Animals left",
    fd_eaten: "Eaten by",
    fd_moves: "Moves",
    fd_tide_steps: "Tide steps",
    fd_digest: "Game digest",
    fd_watch_replay: "Watch replay",
    fd_copy_link: "Copy replay link",
    fd_link_label: "Replay link",
    fd_link_copied: "Link copied.",
    fd_copy_failed: "This browser did not let the page copy: select the link and copy it.",
    fd_link_too_long: "This game is too long for a link: download it instead.",
    fd_download: "Download replay",
    fd_open_file: "Open replay file",
    fd_open_help: "Watch a game saved with Download replay (a .fdlog file).",
    fd_replay: "Replay",
    fd_checking: "Checking the replay",
    fd_cancel: "Cancel",
    fd_play: "Play",
    fd_scrub: "Moment of the game",
    fd_next_event: "Next event",
    fd_close_replay: "Close replay",
    fd_replay_help: "Drag the slider to any moment; Next event jumps to the next move, capture or tide step. Arrow keys move the cursor over the board.",
    online_entry_help: "Play online: a seat set to a friend is taken by a guest on another device instead, in the order guests join; anyone after them watches. No server: your browser runs the game.",

    fd_tide_glyph: |floods| if floods { "▼" } else { "▲" },
    fd_seat_you: "You",
    fd_seat_friend: "A friend on this device",
    fd_seat_easy: "Computer: easy",
    fd_seat_normal: "Computer: normal",
    fd_seat_hard: "Computer: hard",
    fd_seat_expert: "Computer: expert",
    fd_speed_relaxed: "Relaxed",
    fd_speed_normal: "Normal",
    fd_speed_lightning: "Lightning",
    fd_size_choice: |size| format!("{size} × {size}"),
    fd_pace_quick: "A quick game: most games end when one side has eaten all the other's animals.",
    fd_pace_longer: "A longer game: some games end when one side has eaten the other, many at the time limit, where the side with more animals left wins.",
    fd_pace_long: "A long game of many animals: nearly every game runs to the time limit, where the side with more animals left wins.",
    fd_level_for_easy: "Easy: for your first games.",
    fd_level_for_normal: "Normal: a fair fight once you know the rules.",
    fd_level_for_hard: "Hard: for practised players; it reads the tide.",
    fd_level_for_expert: "Expert: the strongest; it looks ahead.",
    fd_record: |seat, wins, losses, draws| {
        let seat = match seat {
            Species::Fox => "foxes",
            Species::Dolphin => "dolphins",
        };
        if wins + losses + draws == 0 {
            return format!("You as {seat} against this level: no games yet on this device.");
        }
        format!(
            "You as {seat} against this level, on this device: {wins} {}, {losses} {}, {draws} {}.",
            plural(wins.into(), "win", "wins"),
            plural(losses.into(), "loss", "losses"),
            plural(draws.into(), "draw", "draws"),
        )
    },
    fd_try_level: |level| format!("Try {level} next"),
    fd_level_easy: "Easy",
    fd_level_normal: "Normal",
    fd_level_hard: "Hard",
    fd_level_expert: "Expert",
    fd_one_tap: |species, row, col| {
        let animal = match species {
            Species::Fox => "fox",
            Species::Dolphin => "dolphin",
        };
        format!("Enter moves your {animal} from row {}, column {} here", row + 1, col + 1)
    },
    fd_minutes: |s| {
        if s % 60 == 0 {
            format!("{} min", s / 60)
        } else {
            format!("{s} s")
        }
    },
    fd_tile_name: |row, col, surface, occupant| {
        let surface = match surface {
            Surface::Land => "land",
            Surface::Water => "water",
        };
        let occupant = match occupant {
            Some(Species::Fox) => "fox",
            Some(Species::Dolphin) => "dolphin",
            None => "empty",
        };
        format!("Row {}, column {}, {surface}, {occupant}", row + 1, col + 1)
    },
    fd_species_plural: species,
    fd_side_label: |s, who| format!("{}: {who}", species(s)),
    fd_count: |count| format!("{count} left"),
    fd_time_of_limit: |elapsed, limit| match limit {
        Some(limit) => format!("{} of {}", clock(elapsed), clock(limit)),
        None => format!("{} (no limit)", clock(elapsed)),
    },
    fd_tide_status: |floodstate, next_floods, ms_to_next| {
        let step = floodstate + 1;
        let phase = if floods_at(floodstate) {
            "high tide"
        } else {
            "low tide"
        };
        let next = if next_floods { "floods" } else { "surfaces" };
        match ms_to_next {
            Some(ms) => format!(
                "Step {step} of 6 ({phase}). Next step {next} in {} s",
                ms.div_ceil(1_000)
            ),
            None => format!("Step {step} of 6 ({phase})"),
        }
    },
    fd_tide_step_name: |floodstate| {
        if floods_at(floodstate) {
            format!("Step {}: floods", floodstate + 1)
        } else {
            format!("Step {}: surfaces", floodstate + 1)
        }
    },
    fd_seconds: seconds,
    fd_feed_fox_ate: |row, col| format!("A fox ate a stranded dolphin at row {}, column {}.", row + 1, col + 1),
    fd_feed_dolphin_ate: |row, col| format!("A dolphin ate a swimming fox at row {}, column {}.", row + 1, col + 1),
    fd_feed_flooded: |step, count| {
        let tiles = plural(count as u64, "tile", "tiles");
        format!("High tide (step {step} of 6): {count} {tiles} flooded.")
    },
    fd_feed_surfaced: |step, count| {
        let tiles = plural(count as u64, "tile", "tiles");
        format!("Low tide (step {step} of 6): {count} {tiles} surfaced.")
    },
    fd_refusal_paused: "The game is paused.",
    fd_refusal_watching: "Computer against computer: you are watching.",
    fd_move_error: |error| {
        match error {
            FdMoveError::CoolingDown { remaining_ms } => {
                return format!("Wait {}: cooling down.", seconds(*remaining_ms));
            }
            FdMoveError::GameNotRunning => "The game is not running.",
            FdMoveError::OffBoard => "That tile is off the board.",
            FdMoveError::NotAdjacent => "One step at a time: left, right, up or down.",
            FdMoveError::NotYourAnimal => "That is not one of your animals.",
            FdMoveError::SameSpecies => "One of your own animals is there.",
            FdMoveError::DolphinStranded => "A stranded dolphin cannot move.",
            FdMoveError::DolphinOntoLand => "A dolphin cannot go onto land.",
            FdMoveError::FoxTooFarFromLand => "Too far from land to swim.",
            FdMoveError::FoxCannotEatSwimmingDolphin => "A fox eats only stranded dolphins.",
        }
        .to_owned()
    },
    fd_outcome: outcome,
    fd_pair: |foxes, dolphins| format!("foxes {foxes}, dolphins {dolphins}"),
    fd_times: |speed| format!("{speed}×"),
    fd_notice_settings: |error| format!("This game cannot start: {}.", settings_reason(error)),
    fd_notice_replay: |error| format!("This replay cannot be shown: {}.", log_reason(error)),
    fd_notice_file_unreadable: "This file could not be read: choose it again, or another one.",
    fd_notice_field: |value, why| format!("“{value}” was not used: {why}; the setting is unchanged."),
    fd_log_error: log_reason,
    fd_replay_file_name: |seed| format!("fox-dolphin-{seed}.fdlog"),
};
