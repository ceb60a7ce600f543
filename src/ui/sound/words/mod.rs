//! The sound's words: the mute control, one table per language ([`en`],
//! [`pt`]).

pub mod en;
pub mod pt;

crate::ui::i18n::catalogue! {
    /// The sound's words in one language: `SoundWords::of`.
    words SoundWords;
    strings {
        /// The mute control, a toggle button (`aria-pressed` while muted).
        sound_mute,
    }
    templates {}
}
