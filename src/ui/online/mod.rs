//! Online play's pages, one pair for both games (generic over
//! `PageGame`), in folders by role: the host's page (`host/`: the match,
//! the invitation with its link, copy button and QR code, the field for a
//! guest's answer), a guest's (`guest/`: its answer code, then the match
//! as the host runs it), the seeking panel (`seek/`), and how their bytes
//! travel (`transport/`: WebRTC, the Nostr relays, the answer handed over
//! between tabs). Beside them, what they share: the game's part of a page
//! (`page_game.rs`, one per game), the series panel, the header, the words. The
//! logic is in [`crate::online`] (the host's page's in
//! [`crate::online::host::room`]); here are the components and the
//! browser glue that carries events to it and its bytes out.

pub mod guest;
pub mod host;
pub mod replay_link;
pub mod words;

use crate::online::game::GameKind;

#[cfg(target_arch = "wasm32")]
mod fox_dolphin_play;
#[cfg(target_arch = "wasm32")]
mod header;
#[cfg(target_arch = "wasm32")]
mod page_game;
#[cfg(target_arch = "wasm32")]
mod seek;
#[cfg(target_arch = "wasm32")]
mod series;
#[cfg(target_arch = "wasm32")]
mod tictactoe_play;
#[cfg(target_arch = "wasm32")]
mod transport;

#[cfg(target_arch = "wasm32")]
pub use guest::page::OnlineGuest;
#[cfg(target_arch = "wasm32")]
pub use host::page::OnlineHost;
#[cfg(target_arch = "wasm32")]
pub use page_game::PageGame;
#[cfg(target_arch = "wasm32")]
pub use transport::answer_channel::AnswerHandover;

/// The link value that opens the host's page (`online=host`).
pub const HOST_KEY: &str = "online";
pub const HOST_VALUE: &str = "host";
/// The fragment that carries a guest's answer, opened on the host's device.
pub const ANSWER_PREFIX: &str = "#answer=";

/// The host's page of `game` for its setup link (`?game=...`).
pub fn host_link(game: GameKind, setup_query: &str) -> String {
    let page = online_page(game);
    format!("{page}{setup_query}&{HOST_KEY}={HOST_VALUE}")
}

/// The link value that opens the seeking page (*Play someone now*).
pub const SEEK_VALUE: &str = "seek";

/// The online page of `game`, one per game so that a player downloads only
/// their game's online code (`assets/site.js` sends a link of the other
/// game on to its page).
pub fn online_page(game: GameKind) -> &'static str {
    match game {
        GameKind::FoxDolphin => "online.html",
        GameKind::TicTacToe => "online-tictactoe.html",
    }
}

/// The seeking page of `game` for its setup link, with the relays of
/// `fragment` (the game page's own, `#nostr=...`) if it names any.
pub fn seek_link(game: GameKind, setup_query: &str, fragment: &str) -> String {
    let relays = fragment
        .trim_start_matches('#')
        .split('&')
        .find(|pair| pair.starts_with("nostr="))
        .map(|pair| format!("#{pair}"))
        .unwrap_or_default();
    let page = online_page(game);
    format!("{page}{setup_query}&{HOST_KEY}={SEEK_VALUE}{relays}")
}

/// The page that plays `game` at one device (its setup, its replays),
/// beside the online pages.
pub fn game_page(game: GameKind) -> &'static str {
    match game {
        GameKind::FoxDolphin => "fox-dolphin.html",
        GameKind::TicTacToe => "tictactoe.html",
    }
}

/// The `key=value` pairs of a page's `query` that belong to the game's
/// setup: all but `online=` (which page it is) and empty ones.
pub fn setup_pairs(query: &str) -> impl Iterator<Item = &str> {
    query.trim_start_matches('?').split('&').filter(|pair| {
        !pair.is_empty() && pair.split_once('=').map(|(key, _)| key) != Some(HOST_KEY)
    })
}

/// The level a seeking page's *Play the computer meanwhile* plays on
/// `page`: the newcomer's, the one each game's setup offers first (Fox &
/// Dolphin's Mild, tic-tac-toe's Easy). The Fox & Dolphin page puts the
/// level it follows you at instead, when "Match my level" is on for your
/// side.
fn meanwhile_level(page: &str) -> &'static str {
    if page == game_page(GameKind::FoxDolphin) {
        "mild"
    } else {
        "easy"
    }
}

/// The game's page against the computer for a seeking page's `query` (its
/// settings, as the setup wrote them: [`seek_link`]), from the site's root:
/// you keep your side, the side sought for a player on another device
/// (`friend`) goes to the computer at the newcomer's level
/// (`meanwhile_level`), and the seed
/// and `online=` are left out (a fresh game). Nothing else is read: the
/// game's page checks the rest as it checks any link.
pub fn versus_computer_link(page: &str, query: &str) -> String {
    let level = meanwhile_level(page);
    let pairs: Vec<String> = setup_pairs(query)
        .filter(|pair| !pair.starts_with("seed="))
        .map(|pair| match pair.split_once('=') {
            Some((key @ ("fox" | "dolphin" | "opponent"), "friend")) => {
                format!("{key}={level}")
            }
            _ => pair.to_owned(),
        })
        .collect();
    format!("{page}?{}", pairs.join("&"))
}
