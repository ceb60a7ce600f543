//! The landing page: the games there are, each a link.

use yew::prelude::*;

use crate::ui::fox_dolphin::setup::Setup as FdSetup;
use crate::ui::i18n::LangSwitch;
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
                <LangSwitch />
                <h1>{ text::SITE_TITLE }</h1>
                <p class="tagline">{ text::SITE_TAGLINE }</p>
            </header>
            <Notices ignored={props.ignored.clone()} />
            <h2>{ text::GAMES_HEADING }</h2>
            <ul class="game-list">
                <li class="game-card ttt-card">
                    <div class="game-art" aria-hidden="true">{ text::TTT_ART }</div>
                    <h3>{ text::TTT_NAME }</h3>
                    <p>{ text::TTT_BLURB }</p>
                    <a class="button primary" href={TttSetup::default().to_query()}>
                        { text::PLAY }<span class="visually-hidden">{ format!(" {}", text::TTT_NAME) }</span>
                    </a>
                </li>
                <li class="game-card fd-card">
                    <div class="game-art" aria-hidden="true">
                        <svg viewBox="0 0 100 100"><path class="fox" d="M8 8 L38 32 L62 32 L92 8 L84 58 L50 94 L16 58 Z" /></svg>
                        <svg viewBox="0 0 100 100"><path class="dolphin" d="M4 62 C18 34 52 22 80 36 L97 30 L90 46 C70 68 36 72 18 66 L6 80 Z M40 30 L50 10 L60 32 Z" /></svg>
                    </div>
                    <h3>{ text::FD_NAME }</h3>
                    <p>{ text::FD_BLURB }</p>
                    <a class="button primary" href={FdSetup::default().to_query()}>
                        { text::PLAY }<span class="visually-hidden">{ format!(" {}", text::FD_NAME) }</span>
                    </a>
                </li>
            </ul>
        </main>
    }
}
