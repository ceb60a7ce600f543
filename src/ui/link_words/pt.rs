//! Avisos do link, em português do Brasil.

use super::Entries;
use crate::rules::fox_dolphin::{
    MAX_BOARD_SIZE, MAX_COOLDOWN_MS, MAX_TIDE_INTERVAL_MS, MAX_TIME_LIMIT_MS, MIN_BOARD_SIZE,
    MIN_COOLDOWN_MS, MIN_TIDE_INTERVAL_MS, MIN_TIME_LIMIT_MS,
};
use crate::rules::tictactoe::{MAX_SIZE, MIN_SIZE};

pub const PT: Entries = Entries {
    ignored: |key, value, why| format!("Ignorado {key}={value}: {why}; usando o padrão."),
    reason_unknown_setting: "não é uma configuração deste jogo",
    reason_unknown_game: "não há jogo com esse nome",
    reason_ttt_size: || format!("o tamanho do tabuleiro deve ser {MIN_SIZE} ou {MAX_SIZE}"),
    reason_ttt_opponent: "o adversário deve ser easy, strategy, perfect, friend ou computer",
    reason_ttt_mark: "a marca deve ser x ou o",
    reason_fd_size: || {
        format!(
            "o tamanho do tabuleiro deve ser um número inteiro de {MIN_BOARD_SIZE} a {MAX_BOARD_SIZE}"
        )
    },
    reason_fd_seed: || format!("a semente deve ser um número inteiro de 0 a {}", u64::MAX),
    reason_fd_seat: "um lugar deve ser you, friend, easy, normal, hard ou expert",
    reason_fd_cooldown: || {
        format!(
            "a espera deve ser um número de milissegundos de {MIN_COOLDOWN_MS} a {MAX_COOLDOWN_MS}"
        )
    },
    reason_fd_tide_interval: || {
        format!(
            "o intervalo da maré deve ser um número de milissegundos de {MIN_TIDE_INTERVAL_MS} a {MAX_TIDE_INTERVAL_MS}"
        )
    },
    reason_fd_time_limit: || {
        format!(
            "o limite de tempo deve ser um número de segundos de {} a {}, ou 0 ou none para nenhum limite",
            MIN_TIME_LIMIT_MS / 1_000,
            MAX_TIME_LIMIT_MS / 1_000
        )
    },
};
