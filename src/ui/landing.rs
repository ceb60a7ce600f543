//! The landing page: the games there are, each a link.

use yew::prelude::*;

use crate::ui::link::Ignored;
use crate::ui::notices::Notices;
use crate::ui::text;
use crate::ui::tictactoe::setup::Setup as TttSetup;

#[derive(Properties, PartialEq)]
pub struct LandingProps {
    #[prop_or_default]
    pub ignored: Vec<Ignored>,
}

#[function_component(Landing)]
pub fn landing(props: &LandingProps) -> Html {
    html! {
        <main class="landing">
            <header class="landing-header">
                <h1>{ text::SITE_TITLE }</h1>
                <p class="tagline">{ text::SITE_TAGLINE }</p>
            </header>
            <Notices ignored={props.ignored.clone()} />
            <h2>{ text::GAMES_HEADING }</h2>
            <ul class="game-list">
                <li class="game-card ttt-card">
                    <div class="game-art" aria-hidden="true">{ "✕○" }</div>
                    <h3>{ text::TTT_NAME }</h3>
                    <p>{ text::TTT_BLURB }</p>
                    <a class="button primary" href={TttSetup::default().to_query()}>
                        { text::PLAY }<span class="visually-hidden">{ format!(" {}", text::TTT_NAME) }</span>
                    </a>
                </li>
            </ul>
        </main>
    }
}
