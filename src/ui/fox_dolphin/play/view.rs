//! The live game's buttons beside the board: pause, leave (or stop
//! watching), zoom; and the tip over a newcomer's first games.

use yew::prelude::*;

use crate::rules::fox_dolphin::Species;
use crate::ui::fox_dolphin::play::stage::PlayAction;
use crate::ui::fox_dolphin::words::FdWords;

/// The live game's buttons: pause, leave (or stop watching), zoom.
pub fn playing_controls(
    over: bool,
    paused: bool,
    watch: bool,
    zoomed: bool,
    on: &dyn Fn(PlayAction) -> Callback<MouseEvent>,
    onzoom: Callback<MouseEvent>,
    t: &FdWords,
) -> Html {
    html! {
        <>
            if !over {
                <button class="button" onclick={on(PlayAction::Pause)} aria-pressed={paused.to_string()}>
                    { if paused { t.fd_resume() } else { t.fd_pause() } }
                </button>
                <button class="button" onclick={on(PlayAction::Leave)}>
                    { if watch { t.fd_stop() } else { t.fd_leave() } }
                </button>
            }
            <button class="button" onclick={onzoom} aria-pressed={zoomed.to_string()}>{ t.fd_zoom() }</button>
        </>
    }
}

/// The tip for `side` over the board, with the button that dismisses it.
pub fn tip_note(side: Species, ondismiss: Callback<MouseEvent>, t: &FdWords) -> Html {
    let tip = match side {
        Species::Fox => t.fd_tip_fox(),
        Species::Dolphin => t.fd_tip_dolphin(),
    };
    html! {
        <p class="fd-tip" role="note">
            { t.fd_tip_title() }{ " " }{ tip }
            <button class="button" onclick={ondismiss}>{ t.fd_tip_dismiss() }</button>
        </p>
    }
}
