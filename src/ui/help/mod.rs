//! How to play in a game's header: the button, and the dialog over the
//! game that shows the rules the How to play page draws
//! (`crate::ui::howto`, above the games: it draws their boards). Each game
//! names its own `Guide` (its title, its rules' file, the drawings its
//! pictures use); this shell knows no game.

#[cfg(target_arch = "wasm32")]
mod dialog;
pub mod words;

#[cfg(target_arch = "wasm32")]
pub use dialog::{how_to_dialog, open_button, rules_file, use_rules, Fetched, Guide, Help};
