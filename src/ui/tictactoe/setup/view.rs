//! The settings: board size, opponent, who starts, which mark you play,
//! and the way to play online (as the host, with the mark you play).
//! Any change starts a new game with the new setup.

use wasm_bindgen::JsCast;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::online::game::GameKind;
use crate::rules::tictactoe::{Player, MAX_SIZE, MIN_SIZE};
use crate::rules::Seat;
use crate::ui::lang::use_words;
use crate::ui::tictactoe::setup::model::{opponent_key, opponent_of, player_key, Setup, OPPONENTS};
use crate::ui::tictactoe::words::TttWords;

#[derive(Properties, PartialEq)]
pub struct SettingsProps {
    pub setup: Setup,
    pub onchange: Callback<Setup>,
}

#[function_component(SettingsForm)]
pub fn settings_form(props: &SettingsProps) -> Html {
    let t = use_words::<TttWords>();
    let setup = props.setup;
    // Each select reports its new value; `apply` turns it into a new setup.
    let on = |apply: fn(Setup, &str) -> Option<Setup>| {
        let onchange = props.onchange.clone();
        Callback::from(move |event: Event| {
            let value = event
                .target()
                .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok())
                .map(|select| select.value());
            if let Some(next) = value.and_then(|v| apply(setup, &v)) {
                onchange.emit(next);
            }
        })
    };
    let sizes = (MIN_SIZE..=MAX_SIZE).map(|size| {
        html! {
            <option value={size.to_string()} selected={size == setup.size}>
                { t.ttt_size_choice(size) }
            </option>
        }
    });
    let opponents = OPPONENTS.into_iter().map(|(yours, opponent)| {
        let label = match (yours, opponent) {
            (Seat::Computer(_), _) => t.ttt_watch(),
            (_, Seat::Computer(level)) => t.ttt_level_name(level),
            (_, Seat::You | Seat::HotSeat | Seat::Guest) => t.ttt_friend(),
        };
        let selected = (yours, opponent) == (setup.yours, setup.opponent);
        html! {
            <option value={opponent_key(yours, opponent)} {selected}>{ label }</option>
        }
    });
    let marks = |chosen: Player| {
        [Player::X, Player::O].into_iter().map(move |p| {
            html! { <option value={player_key(p)} selected={p == chosen}>{ t.ttt_mark(p) }</option> }
        })
    };
    // "You play" is also the host's mark online (the guest takes the other).
    let has_you = !setup.is_watch();
    let online = crate::online::page_links::host_link(GameKind::TicTacToe, &setup.to_query());
    let seek = crate::online::page_links::seek_link(
        GameKind::TicTacToe,
        &setup.to_query(),
        &crate::ui::browser::fragment(),
    );
    html! {
        <fieldset class="settings">
            <legend>{ t.ttt_settings() }</legend>
            <label>
                <span>{ t.ttt_opponent() }</span>
                <select name="opponent" onchange={on(|s, v| opponent_of(v).map(|(yours, opponent)| Setup { yours, opponent, ..s }))}>
                    { for opponents }
                </select>
            </label>
            <label>
                <span>{ t.ttt_size() }</span>
                <select name="size" onchange={on(|s, v| Some(Setup { size: v.parse().ok()?, ..s }))}>
                    { for sizes }
                </select>
            </label>
            <label>
                <span>{ t.ttt_first() }</span>
                <select name="first" onchange={on(|s, v| Some(Setup { first: parse_mark(v)?, ..s }))}>
                    { for marks(setup.first) }
                </select>
            </label>
            if has_you {
                <label>
                    <span>{ t.ttt_you() }</span>
                    <select name="you" onchange={on(|s, v| Some(Setup { you: parse_mark(v)?, ..s }))}>
                        { for marks(setup.you) }
                    </select>
                </label>
            }
            <a class="button online-entry" href={online}>{ t.online_play() }</a>
            <a class="button online-seek-entry" href={seek}>{ t.online_seek_play() }</a>
            <p class="online-entry-help">{ t.ttt_online_entry_help() }</p>
        </fieldset>
    }
}

fn parse_mark(value: &str) -> Option<Player> {
    [Player::X, Player::O]
        .into_iter()
        .find(|p| player_key(*p) == value)
}
