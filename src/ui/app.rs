//! The root: reads `game=` from the link and shows that game's screen.

use yew::prelude::*;

use crate::online::tictactoe::TttMatch;
use crate::rules::fox_dolphin::Match;
use crate::ui::browser;
use crate::ui::fox_dolphin::{self, FoxDolphin};
use crate::ui::landing::Landing;
use crate::ui::link::{Ignored, Query};
use crate::ui::online::{self, AnswerRelay, OnlineGuest, OnlineHost};
use crate::ui::text;
use crate::ui::tictactoe::{self, TicTacToe, TicTacToeReplay};

#[function_component(App)]
pub fn app() -> Html {
    // The link is read once: after that, screens keep it in step with what
    // they show (history.replaceState), and a game link is a full page load.
    let query = use_memo((), |_| Query::parse(&browser::query_string()));
    let fragment = use_memo((), |_| browser::fragment());
    let stun = query
        .get(online::STUN_KEY)
        .filter(|s| !s.is_empty())
        .map(str::to_owned);
    // Online play: one entry point, the host's or a guest's page of the
    // game the link names (an invitation without a game is Fox & Dolphin's,
    // as links made before tic-tac-toe online were).
    let hosting = query.get(online::HOST_KEY) == Some(online::HOST_VALUE);
    let playing_ttt = query.get("game") == Some(tictactoe::setup::GAME_KEY);
    if let Some(code) = fragment.strip_prefix(online::ANSWER_PREFIX) {
        return html! { <AnswerRelay code={code.to_owned()} /> };
    }
    if let Some(code) = fragment.strip_prefix(online::JOIN_PREFIX) {
        let code = code.to_owned();
        return if playing_ttt {
            html! { <OnlineGuest<TttMatch> {code} {stun} /> }
        } else {
            html! { <OnlineGuest<Match> {code} {stun} /> }
        };
    }
    match query.get("game") {
        Some(fox_dolphin::setup::GAME_KEY) if hosting => {
            let (setup, _) = fox_dolphin::setup::Setup::from_query(&query);
            html! { <OnlineHost<Match> {setup} {stun} /> }
        }
        Some(tictactoe::setup::GAME_KEY) if hosting => {
            let (setup, _) = tictactoe::setup::Setup::from_query(&query);
            html! { <OnlineHost<TttMatch> {setup} {stun} /> }
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
            let ignored = vec![Ignored::new("game", other, text::UNKNOWN_GAME)];
            html! { <Landing {ignored} /> }
        }
    }
}
