//! The Yew front end: renders state from `rules` and forwards intents to it.

use yew::prelude::*;

#[function_component(App)]
pub fn app() -> Html {
    html! { <main></main> }
}
