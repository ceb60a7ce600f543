//! The list of link values that were ignored, shown above a screen.

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
