//! Fox & Dolphin, in English.
//!
//! The accessible names of tiles are a contract that the browser and
//! end-to-end tests rely on: change them only together with those tests.
//! One style for every refusal: a whole sentence that says what is wrong
//! and, where it helps, what to do.

use super::Entries;
use crate::rules::fox_dolphin::{
    MAX_BOARD_SIZE, MAX_COOLDOWN_MS, MAX_FIRST_TIDE_MS, MAX_LOG_BYTES, MAX_TIDE_INTERVAL_MS,
    MAX_TIME_LIMIT_MS, MIN_BOARD_SIZE, MIN_COOLDOWN_MS, MIN_FIRST_TIDE_MS, MIN_TIDE_INTERVAL_MS,
    MIN_TIME_LIMIT_MS,
};
use crate::ui::i18n::{clock, decimal, plural_en as plural};

fn seconds(ms: u64) -> String {
    format!("{} s", decimal(ms.div_ceil(100), '.'))
}

pub const EN: Entries = Entries {

    fd_setup: "New game",
    fd_size: "Board size",
    fd_foxes: "Foxes",
    fd_dolphins: "Dolphins",
    fd_speed: "Speed",
    fd_custom: "Custom",
    fd_cooldown: "Wait between moves (s)",
    fd_tide_interval: "Tide step every (s)",
    fd_first_tide: "First tide step after (s)",
    fd_limit: "Time limit",
    fd_no_limit: "None (an hour at most)",
    fd_seed: "Island number",
    fd_new_seed: "Another island",
    fd_start: "Start",
    fd_setup_help: "Choose who plays each side. The link in the address bar opens this very game again: the same island, the same tide.",

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
    fd_key: "Key",
    fd_key_land: "Dotted: land, the foxes' island.",
    fd_key_water: "Pale with stripes: water, the dolphins' sea.",
    fd_key_danger: "Hatched: in danger, a fox swimming or a dolphin stranded; it can be eaten.",
    fd_key_target: "A dot: where your selected animal can go.",
    fd_key_tide: "Tide: ▼ a step floods land, ▲ a step brings it back; framed is now, dashed is next.",
    fd_key_cooldown: "Bar under each side: its wait before it can move again.",

    fd_result: "Game over",
    fd_you_win: "You win",
    fd_you_lose: "You lose",
    fd_you_drew: "Draw",
    fd_figures: "The game in figures",
    fd_rematch: "Rematch (same island)",
    fd_rematch_new: "Rematch (new island)",
    fd_change_setup: "Change setup",
    fd_duration: "Duration",
    fd_left: "Animals left",
    fd_eaten: "Captures",
    fd_moves: "Moves",
    fd_tide_steps: "Tide steps",
    fd_digest: "Game digest",
    fd_tip_title: "Tip:",
    fd_tip_fox: "keep your foxes off the shore before the water rises. When the tide says the next step floods, walk them inland: a fox the tide leaves swimming can be eaten.",
    fd_tip_dolphin: "keep your dolphins away from the island's edge before the land comes back. When the tide says the next step surfaces, swim out: a dolphin the tide leaves on land can be eaten.",
    fd_tip_dismiss: "Got it",
    fd_what_happened: "What happened",
    fd_what_happened_link: "The moments that cost you most, each on the board with the move the strongest level would have made.",
    fd_for_developers: "For developers",
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
    online_entry_help: "Play online: you keep your side and the other goes to a player on another device, who joins with the invitation link; the game starts when they have joined, and anyone after them watches. No server: your browser runs the game.",
    online_keep_computer: "Or play online with the computer keeping its side (guests watch)",

    fd_tide_glyph: |floods| if floods { "▼" } else { "▲" },
    fd_seat_you: "You",
    fd_seat_friend: "A friend on this device",
    fd_seat_easy: "Computer: 1 · Easy",
    fd_seat_normal: "Computer: 12 · Normal",
    fd_seat_hard: "Computer: 20 · Hard",
    fd_seat_expert: "Computer: 21 · Expert",
    fd_seat_gentle: "Computer: 3 · Gentle",
    fd_seat_calm: "Computer: 4 · Calm",
    fd_seat_mellow: "Computer: 5 · Mellow",
    fd_seat_steady: "Computer: 6 · Steady",
    fd_seat_brisk: "Computer: 8 · Brisk",
    fd_seat_lively: "Computer: 10 · Lively",
    fd_seat_keen: "Computer: 13 · Keen",
    fd_seat_swift: "Computer: 14 · Swift",
    fd_seat_sharp: "Computer: 17 · Sharp",
    fd_seat_fierce: "Computer: 19 · Fierce",
    fd_seat_bold: "Computer: 16 · Bold",
    fd_seat_mild: "Computer: 2 · Mild",
    fd_seat_nimble: "Computer: 7 · Nimble",
    fd_seat_eager: "Computer: 9 · Eager",
    fd_seat_ready: "Computer: 11 · Ready",
    fd_seat_rapid: "Computer: 15 · Rapid",
    fd_seat_daring: "Computer: 18 · Daring",
    fd_speed_relaxed: "Slow",
    fd_speed_normal: "Normal",
    fd_speed_lightning: "Fast",
    fd_size_choice: |size| format!("{size} × {size}"),
    fd_pace_quick: "A quick game: most games end when one side has eaten all the other's animals.",
    fd_pace_longer: "A longer game: some games end when one side has eaten the other, many at the time limit, where the side with more animals left wins.",
    fd_pace_long: "A long game of many animals: nearly every game runs to the time limit, where the side with more animals left wins.",
    fd_level_for_easy: "1 · Easy: for your first games.",
    fd_level_for_normal: "12 · Normal: a fair fight once you know the rules.",
    fd_level_for_hard: "20 · Hard: for the fastest players; it moves the moment it may.",
    fd_level_for_expert: "21 · Expert: the strongest; it looks ahead.",
    fd_level_for_gentle: "3 · Gentle: for a slow, careful player's first wins.",
    fd_level_for_calm: "4 · Calm: for a slow player who knows the moves.",
    fd_level_for_mellow: "5 · Mellow: for players who play now and then.",
    fd_level_for_steady: "6 · Steady: for casual players who want more.",
    fd_level_for_brisk: "8 · Brisk: for casual players who read the tide.",
    fd_level_for_lively: "10 · Lively: for players nearly ready for 12 · Normal.",
    fd_level_for_keen: "13 · Keen: for good players who want more.",
    fd_level_for_swift: "14 · Swift: for quick players.",
    fd_level_for_sharp: "17 · Sharp: for quick players who read the tide.",
    fd_level_for_fierce: "19 · Fierce: for strong, quick players.",
    fd_level_for_bold: "16 · Bold: for quick players who want more.",
    fd_level_for_mild: "2 · Mild: for a newcomer's first wins.",
    fd_level_for_nimble: "7 · Nimble: for casual players on the rise.",
    fd_level_for_eager: "9 · Eager: for casual players who win often.",
    fd_level_for_ready: "11 · Ready: for players one step from 12 · Normal.",
    fd_level_for_rapid: "15 · Rapid: for quick players, a step up.",
    fd_level_for_daring: "18 · Daring: for quick players nearing 19 · Fierce.",
    fd_try_level: |level| format!("Try level {level} next"),
    fd_try_lower: |level| format!("Try an easier level: {level}"),
    fd_lost_pair: |foxes, dolphins| format!("Foxes lost {foxes} · Dolphins lost {dolphins}"),
    fd_level_easy: "1 · Easy",
    fd_level_normal: "12 · Normal",
    fd_level_hard: "20 · Hard",
    fd_level_expert: "21 · Expert",
    fd_level_gentle: "3 · Gentle",
    fd_level_calm: "4 · Calm",
    fd_level_mellow: "5 · Mellow",
    fd_level_steady: "6 · Steady",
    fd_level_brisk: "8 · Brisk",
    fd_level_lively: "10 · Lively",
    fd_level_keen: "13 · Keen",
    fd_level_swift: "14 · Swift",
    fd_level_sharp: "17 · Sharp",
    fd_level_fierce: "19 · Fierce",
    fd_level_bold: "16 · Bold",
    fd_level_mild: "2 · Mild",
    fd_level_nimble: "7 · Nimble",
    fd_level_eager: "9 · Eager",
    fd_level_ready: "11 · Ready",
    fd_level_rapid: "15 · Rapid",
    fd_level_daring: "18 · Daring",
    fd_minutes: |s| {
        if s % 60 == 0 {
            format!("{} min", s / 60)
        } else {
            format!("{s} s")
        }
    },
    fd_count: |count| format!("{count} left"),
    fd_time_of: |elapsed, limit| format!("{} of {}", clock(elapsed), clock(limit)),
    fd_time_no_limit: |elapsed| format!("{} (no limit)", clock(elapsed)),
    fd_tide_high: "high tide",
    fd_tide_low: "low tide",
    fd_tide_floods: "floods",
    fd_tide_surfaces: "surfaces",
    fd_reason_seat: "a seat must be you, friend or a level (easy, mild, gentle, calm, mellow, steady, nimble, brisk, eager, lively, ready, normal, keen, swift, rapid, bold, sharp, daring, fierce, hard, expert)",
    fd_tide_now: |step, phase| format!("Step {step} of 6 ({phase})"),
    fd_tide_next: |now, next, seconds, more| match more {
        0 => format!("{now}. Next step {next} in {seconds} s, then the tide turns"),
        _ => format!("{now}. Next step {next} in {seconds} s, then {more} more before the tide turns"),
    },
    fd_tide_first: |now, next, seconds| format!("{now}. The tide waits: its first step {next} {seconds} s after the count"),
    fd_starts_in: |seconds| format!("Starting in {seconds}"),
    fd_tide_step_does: |step, does| format!("Step {step}: {does}"),
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
    fd_refusal_starting: "Wait for the start: 3, 2, 1.",
    fd_pair: |foxes, dolphins| format!("foxes {foxes}, dolphins {dolphins}"),
    fd_times: |speed| format!("{speed}×"),
    fd_notice_file_unreadable: "This file could not be read: choose it again, or another one.",
    fd_notice_field: |value, why| format!("“{value}” was not used: {why}; the setting is unchanged."),
    fd_replay_file_name: |seed| format!("fox-dolphin-{seed}.fdlog"),
    fd_record_foxes: "foxes",
    fd_record_dolphins: "dolphins",
    fd_record_of: |seat, wins, losses, draws| {
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
    fd_one_tap_fox: "fox",
    fd_one_tap_dolphin: "dolphin",
    fd_one_tap_of: |animal, row, col| {
        format!("Enter moves your {animal} from row {}, column {} here", row + 1, col + 1)
    },
    fd_tile_land: "land",
    fd_tile_water: "water",
    fd_tile_fox: "fox",
    fd_tile_dolphin: "dolphin",
    fd_tile_empty: "empty",
    fd_tile: |row, col, surface, occupant| {
        format!("Row {}, column {}, {surface}, {occupant}", row + 1, col + 1)
    },
    fd_side: |side, who| format!("{side}: {who}"),
    fd_move_cooling_down: |ms| format!("Wait {}: cooling down.", seconds(ms)),
    fd_move_not_running: "The game is not running.",
    fd_move_off_board: "That tile is off the board.",
    fd_move_not_adjacent: "One step at a time: left, right, up or down.",
    fd_move_not_yours: "That is not one of your animals.",
    fd_move_same_species: "One of your own animals is there.",
    fd_move_stranded: "A stranded dolphin cannot move.",
    fd_move_onto_land: "A dolphin cannot go onto land.",
    fd_move_too_far: "Too far from land to swim.",
    fd_move_swimming_dolphin: "A fox eats only stranded dolphins.",
    fd_why_dolphins_eaten: "every dolphin was eaten",
    fd_why_foxes_eaten: "every fox was eaten",
    fd_why_left: "the other side left",
    fd_why_you_left: "you left",
    fd_why_time: "time ran out",
    fd_foxes_win: |why| format!("The foxes win: {why}."),
    fd_dolphins_win: |why| format!("The dolphins win: {why}."),
    fd_draw: |why| format!("A draw: {why} with equal numbers."),
    fd_settings_size: |n| format!(
        "the board size {n} is not allowed: it must be from {MIN_BOARD_SIZE} to {MAX_BOARD_SIZE}"
    ),
    fd_settings_cooldown: |ms| format!(
        "the cooldown {ms} ms is not allowed: it must be from {MIN_COOLDOWN_MS} to {MAX_COOLDOWN_MS} ms"
    ),
    fd_settings_tide_interval: |ms| format!(
        "the tide interval {ms} ms is not allowed: it must be from {MIN_TIDE_INTERVAL_MS} to {MAX_TIDE_INTERVAL_MS} ms"
    ),
    fd_settings_time_limit: |ms| format!(
        "the time limit {ms} ms is not allowed: it must be from {MIN_TIME_LIMIT_MS} to {MAX_TIME_LIMIT_MS} ms"
    ),
    fd_settings_first_tide: |ms| format!(
        "the wait of {ms} ms before the first tide step is not allowed: it must be from {MIN_FIRST_TIDE_MS} to {MAX_FIRST_TIDE_MS} ms"
    ),
    fd_log_malformed: "this is not a saved game",
    fd_log_too_long: |bytes| {
        format!("this saved game is too long ({bytes} bytes; at most {MAX_LOG_BYTES})")
    },
    fd_log_truncated: "this saved game is cut short",
    fd_log_version: |v| {
        format!("this saved game has format {v}, which this version of the game cannot read")
    },
    fd_log_settings: |why| format!("this saved game's settings are wrong: {why}"),
    fd_log_controller: |c| format!("this saved game names an unknown player ({c})"),
    fd_log_intent: |k| format!("this saved game holds an unknown kind of move ({k})"),
    fd_log_impossible: |ms| {
        format!("this saved game has a move at {ms} ms, when the game cannot be running")
    },
    fd_log_computer_seat: |ms| {
        format!("this saved game has a person's move at {ms} ms for a seat the computer plays")
    },
    fd_log_off_board: |ms| {
        format!("this saved game has a move at {ms} ms from a tile off the board")
    },
    fd_log_after_end: |ms| format!("this saved game has a move at {ms} ms, after the game ended"),
    fd_log_trailing: "this saved game has extra data at its end",
    fd_log_digest: "this saved game does not replay as it was recorded (another version of the game, or altered)",
    fd_cannot_start: |why| format!("This game cannot start: {why}."),
    fd_cannot_show: |why| format!("This replay cannot be shown: {why}."),
    fd_reason_size: || {
        format!("the board size must be a whole number from {MIN_BOARD_SIZE} to {MAX_BOARD_SIZE}")
    },
    fd_reason_seed: || format!("the seed must be a whole number from 0 to {}", u64::MAX),
    fd_reason_cooldown: || {
        format!(
            "the cooldown must be a number of milliseconds from {MIN_COOLDOWN_MS} to {MAX_COOLDOWN_MS}"
        )
    },
    fd_reason_tide_interval: || {
        format!(
            "the tide interval must be a number of milliseconds from {MIN_TIDE_INTERVAL_MS} to {MAX_TIDE_INTERVAL_MS}"
        )
    },
    fd_reason_first_tide: || {
        format!(
            "the wait before the first tide step must be a number of milliseconds from {MIN_FIRST_TIDE_MS} to {MAX_FIRST_TIDE_MS}"
        )
    },
    fd_reason_time_limit: || {
        format!(
            "the time limit must be a number of seconds from {} to {}, or 0 or none for no limit",
            MIN_TIME_LIMIT_MS / 1_000,
            MAX_TIME_LIMIT_MS / 1_000
        )
    },
    fd_advanced: "Advanced: island number and exact times",
    fd_fair: "Match my level",
    fd_fair_off: "Let the computer choose: after each game you win it plays a harder level, after each loss an easier one, until you win about half your games.",
    fd_fair_on: |level, seat, step| format!("Playing level {level} now, kept on this device. Harder after each of your wins as {seat}, easier after each loss: {step} levels at a time for now, one fewer each time your results turn, down to one."),
    fd_fair_on_settled: |level, seat| format!("Playing level {level} now, kept on this device. One level harder after each of your wins as {seat}, one easier after each loss."),
    fd_fair_chosen: |level, seat| format!("You chose level {level}, so Match my level goes on from there: one level harder after each of your wins as {seat}, one easier after each loss."),
    fd_ladder: |count, first, fair, top| format!("The computer has {count} levels, numbered from 1, the easiest, to {top}, the strongest: {first} is for a newcomer's first wins, and those around {fair} are a fair fight once you know the rules."),
    fd_fair_up: |level| format!("Match my level: next game harder, level {level}."),
    fd_fair_down: |level| format!("Match my level: next game easier, level {level}."),
    fd_fair_same: |level| format!("Match my level: level {level} again next game."),
    fd_reason_wait_seconds: || {
        format!(
            "the wait between moves must be a number of seconds from {} to {}",
            decimal(MIN_COOLDOWN_MS / 100, '.'),
            decimal(MAX_COOLDOWN_MS / 100, '.')
        )
    },
    fd_reason_tide_seconds: || {
        format!(
            "the tide step must be a number of seconds from {} to {}",
            decimal(MIN_TIDE_INTERVAL_MS / 100, '.'),
            decimal(MAX_TIDE_INTERVAL_MS / 100, '.')
        )
    },
    fd_reason_first_tide_seconds: || {
        format!(
            "the wait before the first tide step must be a number of seconds from {} to {}",
            decimal(MIN_FIRST_TIDE_MS / 100, '.'),
            decimal(MAX_FIRST_TIDE_MS / 100, '.')
        )
    },

    fd_daily: "Game of the day",
    fd_daily_won: "won",
    fd_daily_lost: "lost",
    fd_daily_drawn: "a draw",
    fd_daily_again: "Today's game was already played on this device: the first result stands.",
    fd_daily_share: "Share your result",
    fd_daily_copied: "Copied: paste it wherever you like.",
    fd_daily_copy: "Copy",
    fd_daily_other: "Choose your own game",
    fd_notice_no_date: "The game of the day needs this device's date, which is outside 2000 to 2999.",
    fd_daily_about: |date, side, level| format!("{date}: you play the {side} against {level}. The same island for everyone today; your first game counts."),
    fd_daily_played: |result| format!("You have played today's game: {result}. Come back tomorrow for the next."),
    fd_daily_streak: |days| match days {
        0 => "No streak yet: win a game of the day to start one.".to_owned(),
        1 => "Streak: 1 day won.".to_owned(),
        n => format!("Streak: {n} days won in a row."),
    },
    fd_daily_share_text: |date, side, level, result, streak| format!("Fox & Dolphin, game of the day {date}: the {side} against {level}, {result}. {streak}"),
};
