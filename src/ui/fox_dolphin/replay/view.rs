//! The replay viewer's own parts: its controls (play, speed, the scrubber,
//! next event, close) above the board, and the check that runs before it.

use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::rules::fox_dolphin::{digest_hex, TICK_MS};
use crate::session::Session;
use crate::ui::fox_dolphin::play::end::what_happened;
use crate::ui::fox_dolphin::replay::model::{Replay, ViewerControl, SPEEDS};
use crate::ui::fox_dolphin::replay::stage::ReplayAction;
use crate::ui::fox_dolphin::words::FdWords;

/// The id of the scrubber, whose `<label>` names it.
const SCRUB_ID: &str = "fd-scrub";

/// The viewer's controls, and "What happened" (`review`: the review
/// page's link, for a game one person played against the computer).
pub fn replay_controls<C: Component>(
    replay: &Replay,
    review: Option<String>,
    link: &html::Scope<C>,
    t: &FdWords,
) -> Html
where
    C::Message: From<ReplayAction>,
{
    let on = |action: ReplayAction| link.callback(move |_: MouseEvent| C::Message::from(action));
    let control = |control: ViewerControl| on(ReplayAction::Control(control));
    let playing = replay.playing();
    let speeds = SPEEDS.into_iter().map(|speed| {
        let pressed = replay.speed() == speed;
        html! {
            <button class="button" onclick={control(ViewerControl::Speed(speed))} aria-pressed={pressed.to_string()}>
                { t.fd_times(speed) }
            </button>
        }
    });
    let onscrub = link.batch_callback(|event: InputEvent| {
        let input = event.target()?.dyn_into::<HtmlInputElement>().ok()?;
        let tick = input.value().parse().ok()?;
        Some(C::Message::from(ReplayAction::Control(
            ViewerControl::Seek(tick),
        )))
    });
    let now_ms = replay.tick() * TICK_MS;
    let clock = t.fd_time_of_limit(now_ms, Some(replay.last_tick() * TICK_MS));
    let digest = Session::shown(replay)
        .map(|m| digest_hex(m.digest()))
        .unwrap_or_default();
    html! {
        <section class="fd-replay" aria-label={t.fd_replay()} data-snapshot-every={replay.snapshot_every().to_string()}>
            <div class="fd-replay-buttons">
                <button class="button primary" onclick={control(ViewerControl::Toggle)} aria-pressed={playing.to_string()}>
                    { if playing { t.fd_pause() } else { t.fd_play() } }
                </button>
                <span class="fd-speeds" role="group" aria-label={t.fd_speed()}>{ for speeds }</span>
                <button class="button" onclick={control(ViewerControl::NextEvent)}>{ t.fd_next_event() }</button>
                <button class="button" onclick={on(ReplayAction::Close)}>{ t.fd_close_replay() }</button>
            </div>
            <div class="fd-scrub">
                <label for={SCRUB_ID}>{ t.fd_scrub() }</label>
                <input
                    id={SCRUB_ID}
                    type="range"
                    min="0"
                    max={replay.last_tick().to_string()}
                    step="1"
                    value={replay.tick().to_string()}
                    aria-valuetext={clock.clone()}
                    oninput={onscrub}
                />
                <span class="fd-scrub-time">{ clock }</span>
            </div>
            <p class="fd-replay-digest" data-digest={digest.clone()} data-tick={replay.tick().to_string()}>
                { t.fd_digest() }{ " " }<code>{ digest }</code>
            </p>
            if let Some(href) = review {
                { what_happened(href, t) }
            }
        </section>
    }
}

/// While a replay is checked (replayed once from its start).
pub fn checking(done: u64, total: u64, oncancel: Callback<MouseEvent>, t: &FdWords) -> Html {
    html! {
        <section class="fd-checking" aria-label={t.fd_checking()}>
            <h2>{ t.fd_checking() }</h2>
            <progress max={total.max(1).to_string()} value={done.to_string()} />
            <button class="button" onclick={oncancel}>{ t.fd_cancel() }</button>
        </section>
    }
}
