//! The live game's buttons beside the board: pause, leave (or stop
//! watching), zoom.

use yew::prelude::*;

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
