//! The sound's words, in English.

use super::Entries;

pub const EN: Entries = Entries { sound_mute: "Mute" };
