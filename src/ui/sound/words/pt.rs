//! As palavras do som, em português do Brasil.

use super::Entries;

pub const PT: Entries = Entries {
    sound_mute: "Sem som",
};
