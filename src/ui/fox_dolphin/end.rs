//! The end of a game: who won and why, the game in figures, its digest,
//! its replay (watch, link, file), and what next.

use yew::prelude::*;

use crate::rules::fox_dolphin::{digest_hex, Outcome};
use crate::ui::fox_dolphin::chronicle::Figures;
use crate::ui::text;

pub struct EndProps {
    pub outcome: Outcome,
    pub figures: Figures,
    pub elapsed_ms: u64,
    pub foxes: usize,
    pub dolphins: usize,
    pub digest: u64,
    /// The replay link, when it is short enough to share.
    pub link: Option<String>,
    /// The replay file's Blob URL and its name.
    pub download: Option<(String, String)>,
    /// Whether the last copy of the link worked (`None`: no copy yet).
    pub copied: Option<bool>,
    pub onrematch: Callback<()>,
    pub onnewseed: Callback<()>,
    pub onsetup: Callback<()>,
    pub onwatch: Callback<()>,
    pub oncopy: Callback<()>,
}

/// A button that sends `()`.
fn button(class: &'static str, label: &'static str, on: &Callback<()>) -> Html {
    html! { <button {class} onclick={on.reform(|_: MouseEvent| ())}>{ label }</button> }
}

pub fn end_panel(props: &EndProps) -> Html {
    let f = props.figures;
    let digest = digest_hex(props.digest);
    let rows = [
        (text::FD_DURATION, text::fd_clock(props.elapsed_ms)),
        (text::FD_LEFT, text::fd_pair(props.foxes, props.dolphins)),
        (text::FD_EATEN, text::fd_pair(f.eaten[0], f.eaten[1])),
        (text::FD_MOVES, text::fd_pair(f.moves[0], f.moves[1])),
        (text::FD_TIDE_STEPS, f.tide_steps.to_string()),
    ];
    let share = match &props.link {
        Some(link) => html! {
            <div class="fd-share">
                <label>
                    <span>{ text::FD_LINK_LABEL }</span>
                    <input class="fd-link" type="text" readonly=true value={link.clone()} />
                </label>
                { button("button", text::FD_COPY_LINK, &props.oncopy) }
                <p class="fd-copied" role="status">
                    { match props.copied {
                        Some(true) => text::FD_LINK_COPIED,
                        Some(false) => text::FD_COPY_FAILED,
                        None => "",
                    } }
                </p>
            </div>
        },
        None => html! { <p class="fd-help">{ text::FD_LINK_TOO_LONG }</p> },
    };
    let download = props.download.as_ref().map(|(href, name)| {
        html! { <a class="button" href={href.clone()} download={name.clone()}>{ text::FD_DOWNLOAD }</a> }
    });
    html! {
        <section class="fd-end" aria-labelledby="fd-end-title">
            <h2 id="fd-end-title">{ text::FD_RESULT }</h2>
            <p class="fd-outcome" role="status">{ text::fd_outcome(props.outcome) }</p>
            <h3>{ text::FD_FIGURES }</h3>
            <dl class="fd-figures">
                { for rows.into_iter().map(|(k, v)| html! { <div><dt>{ k }</dt><dd>{ v }</dd></div> }) }
                <div class="fd-digest" data-digest={digest.clone()}><dt>{ text::FD_DIGEST }</dt><dd><code>{ digest }</code></dd></div>
            </dl>
            <div class="actions">
                { button("button primary", text::FD_REMATCH, &props.onrematch) }
                { button("button", text::FD_REMATCH_NEW, &props.onnewseed) }
                { button("button", text::FD_CHANGE_SETUP, &props.onsetup) }
            </div>
            <h3>{ text::FD_REPLAY }</h3>
            <div class="actions">
                { button("button", text::FD_WATCH_REPLAY, &props.onwatch) }
                { for download }
            </div>
            { share }
        </section>
    }
}
