//! Link notices, in English.

use super::Entries;
use crate::rules::fox_dolphin::{
    MAX_BOARD_SIZE, MAX_COOLDOWN_MS, MAX_TIDE_INTERVAL_MS, MAX_TIME_LIMIT_MS, MIN_BOARD_SIZE,
    MIN_COOLDOWN_MS, MIN_TIDE_INTERVAL_MS, MIN_TIME_LIMIT_MS,
};
use crate::rules::tictactoe::{MAX_SIZE, MIN_SIZE};

pub const EN: Entries = Entries {
    ignored: |key, value, why| format!("Ignored {key}={value}: {why}; using the default."),
    reason_unknown_setting: "it is not a setting of this game",
    reason_unknown_game: "there is no game by that name",
    reason_ttt_size: || format!("the board size must be {MIN_SIZE} or {MAX_SIZE}"),
    reason_ttt_opponent: "the opponent must be easy, strategy, perfect, friend or computer",
    reason_ttt_mark: "a mark must be x or o",
    reason_fd_size: || {
        format!("the board size must be a whole number from {MIN_BOARD_SIZE} to {MAX_BOARD_SIZE}")
    },
    reason_fd_seed: || format!("the seed must be a whole number from 0 to {}", u64::MAX),
    reason_fd_seat: "a seat must be you, friend, easy, normal, hard or expert",
    reason_fd_cooldown: || {
        format!(
            "the cooldown must be a number of milliseconds from {MIN_COOLDOWN_MS} to {MAX_COOLDOWN_MS}"
        )
    },
    reason_fd_tide_interval: || {
        format!(
            "the tide interval must be a number of milliseconds from {MIN_TIDE_INTERVAL_MS} to {MAX_TIDE_INTERVAL_MS}"
        )
    },
    reason_fd_time_limit: || {
        format!(
            "the time limit must be a number of seconds from {} to {}, or 0 or none for no limit",
            MIN_TIME_LIMIT_MS / 1_000,
            MAX_TIME_LIMIT_MS / 1_000
        )
    },
};
