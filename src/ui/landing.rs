//! The landing page: the games there are, each a link, and the game of
//! the day's.
//!
//! A game's Play link names no settings: the game page opens with its
//! defaults all the same, and a link without settings is one its
//! prerendered first screen fits (`assets/shell.js`), so a first visitor
//! who comes through this page sees the board before the wasm arrives.

use std::convert::Infallible;

use yew::prelude::*;

use crate::ui::fox_dolphin::setup::model::{DAILY_LINK, GAME_KEY as FD_KEY};
use crate::ui::howto;
use crate::ui::lang::{use_text, LangSwitch};
use crate::ui::link::{self, Ignored};
use crate::ui::notices::Notices;
use crate::ui::tictactoe::setup::model::GAME_KEY as TTT_KEY;

#[derive(Properties, PartialEq)]
pub struct LandingProps {
    #[prop_or_default]
    pub ignored: Vec<Ignored<Infallible>>,
}

#[function_component(Landing)]
pub fn landing(props: &LandingProps) -> Html {
    let t = use_text();
    let help = |game: &str, name: &'static str| {
        html! {
            <a class="howto-link" href={howto::page_link(game)} aria-label={name}>{ t.howto() }</a>
        }
    };
    html! {
        <main class="landing">
            <header class="landing-header">
                <LangSwitch />
                <h1>{ t.site_title() }</h1>
                <p class="tagline">{ t.site_tagline() }</p>
            </header>
            <Notices ignored={link::worded(&props.ignored, t.lang())} />
            <h2>{ t.games_heading() }</h2>
            <ul class="game-list">
                <li class="game-card ttt-card">
                    <div class="game-art" aria-hidden="true">{ t.ttt_art() }</div>
                    <h3>{ t.ttt_name() }</h3>
                    <p>{ t.ttt_blurb() }</p>
                    <a class="button primary" href="tictactoe.html">
                        { t.play() }<span class="visually-hidden">{ format!(" {}", t.ttt_name()) }</span>
                    </a>
                    { help(TTT_KEY, t.howto_ttt_title()) }
                </li>
                <li class="game-card fd-card">
                    <div class="game-art" aria-hidden="true">
                        <svg viewBox="0 0 100 100"><path class="fox" d="M8 8 L38 32 L62 32 L92 8 L84 58 L50 94 L16 58 Z" /></svg>
                        <svg viewBox="0 0 100 100"><path class="dolphin" d="M4 62 C18 34 52 22 80 36 L97 30 L90 46 C70 68 36 72 18 66 L6 80 Z M40 30 L50 10 L60 32 Z" /></svg>
                    </div>
                    <h3>{ t.fd_name() }</h3>
                    <p>{ t.fd_blurb() }</p>
                    <a class="button primary" href="fox-dolphin.html">
                        { t.play() }<span class="visually-hidden">{ format!(" {}", t.fd_name()) }</span>
                    </a>
                    { help(FD_KEY, t.howto_fd_title()) }
                </li>
                <li class="game-card daily-card">
                    <div class="game-art" aria-hidden="true">{ t.daily_art() }</div>
                    <h3>{ t.daily_name() }</h3>
                    <p>{ t.daily_blurb() }</p>
                    <a class="button primary" href={DAILY_LINK}>
                        { t.play() }<span class="visually-hidden">{ format!(" {}", t.daily_name()) }</span>
                    </a>
                </li>
            </ul>
        </main>
    }
}
