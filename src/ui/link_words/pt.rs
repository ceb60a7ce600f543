//! Avisos do link, em português do Brasil.

use super::Entries;

pub const PT: Entries = Entries {
    ignored: |key, value, why| format!("Ignorado {key}={value}: {why}; usando o padrão."),
    reason_unknown_setting: "não é uma configuração deste jogo",
    reason_unknown_game: "não há jogo com esse nome",
};
