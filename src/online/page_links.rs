//! The links between the pages of online play, written and read here and
//! nowhere else (the invitation's own is [`super::invitation`]). Every
//! link, with its fields:
//!
//! ```text
//! PAGE?SETUP&online=host                the host's page   (host_link)
//! PAGE?SETUP&online=seek[#nostr=B64]    the seeking page  (seek_link);
//!                                       back from it: host_link_from_seek,
//!                                       setup_link_from_seek
//! BASE?game=GAME#answer=CODE            a guest's answer, opened on the
//!                                       host's device     (answer_link, answer_in)
//! BASE?game=GAME[&KEY=VALUE]#join=...   the room an offer handed over to a
//!                                       seeking page      (room_link)
//! GAME_PAGE?SETUP                       the game against the computer,
//!                                       from a seeking page (versus_computer_link)
//! ```
//!
//! - `PAGE`: the online page of the game ([`online_page`]), one per game,
//!   so a player downloads only their game's online code.
//! - `SETUP`: the game's setup as its own page writes it (`?game=...`,
//!   then the game's keys); [`setup_pairs`] reads it back, all but
//!   `online=`.
//! - `online=`: which online page ([`ONLINE_KEY`]): `host` or `seek`.
//! - `nostr=B64`: the relays of the game page's own fragment, if any.
//! - `game=GAME`: the game as links name it ([`game_key`]).
//! - `answer=CODE`: a guest's answer code (`super::code`), as its page
//!   shows it for the host's device.
//! - `#join=...`: an invitation's fragment ([`super::invitation`]).
//! - `GAME_PAGE`: the page that plays the game at one device
//!   ([`game_page`]).

use super::game::GameKind;
use super::invitation::{game_key, GAME_KEY};

/// The query key that names which online page a link opens.
pub const ONLINE_KEY: &str = "online";
/// `online=host`: the host's page.
pub const HOST_VALUE: &str = "host";
/// `online=seek`: the seeking page (*Play someone now*).
pub const SEEK_VALUE: &str = "seek";
/// The fragment that carries a guest's answer, opened on the host's device.
pub const ANSWER_PREFIX: &str = "#answer=";

/// The online page of `game`, one per game so that a player downloads only
/// their game's online code (`assets/site.js` sends a link of the other
/// game on to its page).
pub fn online_page(game: GameKind) -> &'static str {
    match game {
        GameKind::FoxDolphin => "online.html",
        GameKind::TicTacToe => "online-tictactoe.html",
    }
}

/// The page that plays `game` at one device (its setup, its replays),
/// beside the online pages.
pub fn game_page(game: GameKind) -> &'static str {
    match game {
        GameKind::FoxDolphin => "fox-dolphin.html",
        GameKind::TicTacToe => "tictactoe.html",
    }
}

/// The host's page of `game` for its setup link (`?game=...`).
pub fn host_link(game: GameKind, setup_query: &str) -> String {
    let page = online_page(game);
    format!("{page}{setup_query}&{ONLINE_KEY}={HOST_VALUE}")
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
    format!("{page}{setup_query}&{ONLINE_KEY}={SEEK_VALUE}{relays}")
}

/// The host's page for the settings a seeking page sought (its `query`),
/// as *Invite a friend with a link* opens it: the setup kept,
/// `online=host`, and the seeking page's `fragment` (its relays).
pub fn host_link_from_seek(game: GameKind, query: &str, fragment: &str) -> String {
    let kept = setup_pairs(query).collect::<Vec<_>>().join("&");
    format!(
        "{}?{kept}&{ONLINE_KEY}={HOST_VALUE}{fragment}",
        online_page(game)
    )
}

/// The game's own page with the settings a seeking page sought (its
/// `query`), as *Cancel* goes back to it: the setup kept, `online=` left
/// out.
pub fn setup_link_from_seek(game: GameKind, query: &str) -> String {
    let kept = setup_pairs(query).collect::<Vec<_>>().join("&");
    format!("{}?{kept}", game_page(game))
}

/// The `key=value` pairs of a page's `query` that belong to the game's
/// setup: all but `online=` (which page it is) and empty ones.
pub fn setup_pairs(query: &str) -> impl Iterator<Item = &str> {
    query.trim_start_matches('?').split('&').filter(|pair| {
        !pair.is_empty() && pair.split_once('=').map(|(key, _)| key) != Some(ONLINE_KEY)
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

/// The link carrying a guest's answer `code`, as the guest's page shows
/// it: `base` (the page's address without query or fragment), the game,
/// the answer.
pub fn answer_link(base: &str, game: GameKind, code: &str) -> String {
    format!("{base}?{GAME_KEY}={}{ANSWER_PREFIX}{code}", game_key(game))
}

/// The answer code a page's `fragment` carries (with its leading `#`), if
/// it is an answer link's ([`answer_link`]); the code itself is read by
/// `super::code`.
pub fn answer_in(fragment: &str) -> Option<&str> {
    fragment.strip_prefix(ANSWER_PREFIX)
}

/// The link a seeking page goes to when an offer hands it a room: `base`
/// (the page's address), the game, the pairs of the page's own query it
/// keeps (`lang=`), and the room's invitation `fragment` (`#join=...`,
/// read by [`super::invitation::Invitation::from_link`]).
pub fn room_link(base: &str, game: GameKind, kept: &[(&str, &str)], fragment: &str) -> String {
    let kept: String = kept.iter().map(|(k, v)| format!("&{k}={v}")).collect();
    format!("{base}?{GAME_KEY}={}{kept}{fragment}", game_key(game))
}
