//! What every game screen shows at its top: a way back to the list of
//! games, the game's name, and the link values that were ignored.

use yew::prelude::*;

use crate::ui::link::Ignored;
use crate::ui::text;

#[derive(Properties, PartialEq)]
pub struct NoticesProps {
    pub ignored: Vec<Ignored>,
}

#[function_component(Notices)]
pub fn notices(props: &NoticesProps) -> Html {
    if props.ignored.is_empty() {
        return html! {};
    }
    html! {
        <aside class="notices" role="alert" aria-label={text::NOTICES_LABEL}>
            { for props.ignored.iter().map(|note| html! { <p>{ note.to_string() }</p> }) }
        </aside>
    }
}

/// A game screen's header: back to all games, and the game's name.
pub fn screen_header(title: &'static str) -> Html {
    html! {
        <header class="screen-header">
            <a class="back" href="./">{ text::BACK_ARROW }{ text::ALL_GAMES }</a>
            <h1>{ title }</h1>
        </header>
    }
}
