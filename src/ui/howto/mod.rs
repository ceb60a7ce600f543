//! "How to play": each game's rules as a player needs them, short and
//! plain, with small pictures of the board. Where each rule comes from
//! (its specification clause, the same clauses as `docs/traceability.md`)
//! is kept beside it here and shown folded away at the end ("Where these
//! rules come from"), not in the rules' text.
//!
//! The content is data ([`guides`]), the same in every language: sections of rules,
//! each rule a sentence of the language's catalogue (`howto_*` keys in
//! [`crate::ui::i18n`]) with its citations, and pictures
//! drawn by the games' own tile rendering from small positions that the
//! rules check (the tests replay or parse each one and ask the rules
//! whether its caption is true). The page that shows it is in `page` (wasm
//! only). It stands above the games, whose boards draw its pictures.
//!
//! Where it opens: the landing page links to `howto.html?game=GAME&help`,
//! a page of its own (shareable, and the browser's Back returns to the
//! list), the only page that draws the rules; in a game a "How to play"
//! button opens the same text in a modal dialog over the screen (fetched
//! when it opens, as the build captured it from that page:
//! `crate::ui::help`, below the games), which a running Fox & Dolphin game
//! waits behind (paused), so closing it returns to the game exactly as it
//! was.

pub mod guides;
#[cfg(target_arch = "wasm32")]
mod page;
pub mod words;

pub use guides::HelpGame;

use crate::link::{encode, Query};
use crate::online::game::GameKind;
use crate::online::page_links::game_page;
use crate::ui::fox_dolphin::setup::model::GAME_KEY as FD_KEY;
#[cfg(target_arch = "wasm32")]
pub use page::how_to_page;

/// The query key that opens a game's How to play page (`?game=…&help`).
pub const HELP_KEY: &str = "help";

/// The link to a game's How to play page, `howto.html?game=GAME&help`
/// (`GAME` as links name the game: its setup's `GAME_KEY`); read by
/// [`read_page_link`].
pub fn page_link(game_key: &str) -> String {
    format!("howto.html?game={game_key}&{HELP_KEY}")
}

/// Tic-tac-toe's How to play page, as [`page_link`] writes it (a test
/// checks they agree): the online pages link it as it is, with no
/// formatting code.
pub const TTT_PAGE: &str = "howto.html?game=tic-tac-toe&help";
/// Fox & Dolphin's, the same.
pub const FD_PAGE: &str = "howto.html?game=fox-dolphin&help";

/// What a How to play page's query asks: its game (Fox & Dolphin's when
/// `game=` names it, else tic-tac-toe's, as the page has always read it)
/// and the link that plays it: the game's page with the same query,
/// `help` left out.
pub fn read_page_link(query: &Query) -> (HelpGame, String) {
    let (game, kind) = match query.get("game") {
        Some(FD_KEY) => (HelpGame::FoxDolphin, GameKind::FoxDolphin),
        _ => (HelpGame::TicTacToe, GameKind::TicTacToe),
    };
    let pairs: Vec<(&str, String)> = query
        .pairs()
        .filter(|(key, _)| *key != HELP_KEY)
        .map(|(key, value)| (key, value.to_owned()))
        .collect();
    (game, format!("{}{}", game_page(kind), encode(&pairs)))
}

#[cfg(test)]
mod tests;
