//! Link notices, in English.

use super::Entries;

pub const EN: Entries = Entries {
    ignored: |key, value, why| format!("Ignored {key}={value}: {why}; using the default."),
    reason_unknown_setting: "it is not a setting of this game",
    reason_unknown_game: "there is no game by that name",
};
