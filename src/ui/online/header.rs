//! The header each online screen opens with (the host's, a guest's, the
//! answer link's page), the same for every game and compiled once.

use yew::prelude::*;

use crate::ui::lang::LangSwitch;
use crate::ui::online::words::OnlineWords;
use crate::ui::sound::sound_switch;
use crate::ui::sound::words::SoundWords;

/// The header of an online screen: back to all games, its heading, the
/// sound switch where the screen plays a game (`sound`), the languages.
pub fn online_header(title: &str, sound: bool, t: &'static OnlineWords) -> Html {
    html! {
        <header class="online-header">
            <a href="./">{ t.back_arrow() }{ t.all_games() }</a>
            <h1>{ title }</h1>
            { for sound.then(|| sound_switch(SoundWords::of(t.lang()))) }
            <LangSwitch />
        </header>
    }
}
