//! The header each online screen opens with (the host's, a guest's, the
//! seeking page's, the answer link's page), the same for every game and
//! compiled once; on a game's screens, How to play that game.

use yew::prelude::*;

use crate::ui::lang::LangSwitch;
use crate::ui::online::words::OnlineWords;
use crate::ui::sound::sound_switch;
use crate::ui::sound::words::SoundWords;

/// The header of an online screen: back to all games, its heading, How to
/// play the screen's game (`howto`: its page's link), the sound switch
/// where the screen plays a game (`sound`), the languages.
///
/// How to play is its page (`crate::ui::howto::page_link`) in a tab of its
/// own: the match goes on in this one, shared with the other player (it
/// cannot pause), and the connection stays. (The games' own pages open it
/// as a dialog, `crate::ui::help`: on these pages its component, hook and
/// styles weighed about 4.5 KB, brotli, more than the pages' budgets.)
pub fn online_header(
    title: &str,
    howto: Option<&'static str>,
    sound: bool,
    t: &'static OnlineWords,
) -> Html {
    let howto = howto.map(|href| {
        html! {
            <a class="button howto-open" {href} target="_blank" rel="noopener">{ t.howto() }</a>
        }
    });
    html! {
        <header class="online-header">
            <a href="./">{ t.back_arrow() }{ t.all_games() }</a>
            <h1>{ title }</h1>
            { for howto }
            { for sound.then(|| sound_switch(SoundWords::of(t.lang()))) }
            <LangSwitch />
        </header>
    }
}
