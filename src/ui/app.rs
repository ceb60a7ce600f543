//! The root: reads `game=` from the link and shows that game's screen.

use yew::prelude::*;

use crate::ui::browser;
use crate::ui::fox_dolphin::{self, FoxDolphin};
use crate::ui::howto::{how_to_page, HelpGame, HELP_KEY};
use crate::ui::i18n::{use_text, LangProvider};
use crate::ui::landing::Landing;
use crate::ui::link::{self, Ignored, Query, Reason};
use crate::ui::online::{self, OnlineGuest, OnlineHost};
use crate::ui::tictactoe::{self, TicTacToe, TicTacToeReplay};

/// The whole page: the language (detected once, independent of which
/// screen shows) around the screen the link asks for.
#[function_component(App)]
pub fn app() -> Html {
    html! {
        <LangProvider>
            <Screen />
        </LangProvider>
    }
}

#[function_component(Screen)]
fn screen() -> Html {
    // The link is read once: after that, screens keep it in step with what
    // they show (history.replaceState), and a game link is a full page load.
    let query = use_memo((), |_| Query::parse(&browser::query_string()));
    let fragment = use_memo((), |_| browser::fragment());
    let t = use_text();
    let stun = query
        .get(online::STUN_KEY)
        .filter(|s| !s.is_empty())
        .map(str::to_owned);
    if let Some(code) = fragment.strip_prefix(online::JOIN_PREFIX) {
        return html! { <OnlineGuest code={code.to_owned()} {stun} /> };
    }
    // `?game=GAME&help`: the game's How to play, whose Play link is the
    // same link without `help`.
    if query.get(HELP_KEY).is_some() {
        let game = match query.get("game") {
            Some(tictactoe::setup::GAME_KEY) => Some(HelpGame::TicTacToe),
            Some(fox_dolphin::setup::GAME_KEY) => Some(HelpGame::FoxDolphin),
            _ => None,
        };
        if let Some(game) = game {
            let pairs: Vec<(&str, String)> = query
                .pairs()
                .filter(|(key, _)| *key != HELP_KEY)
                .map(|(key, value)| (key, value.to_owned()))
                .collect();
            return how_to_page(game, link::encode(&pairs), t);
        }
    }
    match query.get("game") {
        Some(fox_dolphin::setup::GAME_KEY)
            if query.get(online::HOST_KEY) == Some(online::HOST_VALUE) =>
        {
            let (setup, _) = fox_dolphin::setup::Setup::from_query(&query);
            html! { <OnlineHost {setup} {stun} /> }
        }
        Some(tictactoe::setup::GAME_KEY) => {
            let (setup, mut ignored) = tictactoe::setup::Setup::from_query(&query);
            // A link with a move list opens its replay; a refused list
            // leaves a note and opens the game with the same setup.
            match tictactoe::replay::Replay::from_query(&query, setup, &mut ignored) {
                Some(replay) => html! { <TicTacToeReplay {replay} {ignored} /> },
                None => html! { <TicTacToe {setup} {ignored} /> },
            }
        }
        Some(fox_dolphin::setup::GAME_KEY) => {
            let (setup, ignored) = fox_dolphin::setup::Setup::from_query(&query);
            let replay = query.get("replay").map(str::to_owned);
            html! { <FoxDolphin {setup} {ignored} {replay} /> }
        }
        None | Some("") => html! { <Landing /> },
        Some(other) => {
            let ignored = vec![Ignored::new("game", other, Reason::UnknownGame)];
            html! { <Landing {ignored} /> }
        }
    }
}
