//! What every game screen shows at its top: a way back to the list of
//! games, the game's name, and the link values that were ignored.

use yew::prelude::*;

use crate::ui::help::{how_to_dialog, open_button, use_rules, Help};
use crate::ui::i18n::BadLang;
use crate::ui::lang::{use_lang_context, use_text, LangSwitch};
use crate::ui::sound::sound_switch;
use crate::ui::sound::words::SoundWords;

#[derive(Properties, PartialEq)]
pub struct NoticesProps {
    /// The link values that were ignored, each a whole sentence in the
    /// page's language ([`crate::ui::link::worded`]): one component for
    /// every game's reasons.
    pub ignored: Vec<String>,
}

#[function_component(Notices)]
pub fn notices(props: &NoticesProps) -> Html {
    let context = use_lang_context();
    let t = context.text();
    if props.ignored.is_empty() && context.bad_link.is_none() {
        return html! {};
    }
    html! {
        <div class="notices" role="alert" aria-label={t.notices_label()}>
            if let Some(BadLang(value)) = &context.bad_link {
                <p>{ t.ignored_lang(value) }</p>
            }
            { for props.ignored.iter().map(|note| html! { <p>{ note.clone() }</p> }) }
        </div>
    }
}

/// A game screen's header: back to all games, the game's name, How to
/// play (its button, and its dialog beside the header), the mute control
/// and the language switch.
pub fn screen_header(title: &'static str, help: Option<Help>) -> Html {
    html! { <ScreenHeader {title} {help} /> }
}

#[derive(Properties, PartialEq)]
pub struct ScreenHeaderProps {
    pub title: &'static str,
    pub help: Option<Help>,
}

#[function_component(ScreenHeader)]
pub fn screen_header_component(props: &ScreenHeaderProps) -> Html {
    let t = use_text();
    let sound = SoundWords::of(t.lang());
    let open = props
        .help
        .as_ref()
        .filter(|help| help.open)
        .map(|help| help.guide);
    let rules = use_rules(open, t.lang());
    html! {
        <>
            <header class="screen-header">
                <a class="back" href="./">{ t.back_arrow() }{ t.all_games() }</a>
                <h1>{ props.title }</h1>
                if let Some(help) = &props.help {
                    { open_button(help, t) }
                }
                { sound_switch(sound) }
                <LangSwitch />
            </header>
            if let Some(help) = &props.help {
                { how_to_dialog(help, t, &rules) }
            }
        </>
    }
}
