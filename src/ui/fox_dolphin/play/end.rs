//! The end of a game: who won and why, what next, the link to "What
//! happened" (the review page, after a game against the computer), the
//! game in figures, its replay (watch, link, file), and its digest folded
//! away for developers.

use yew::prelude::*;

use crate::rules::fox_dolphin::ai::Level;
use crate::rules::fox_dolphin::{digest_hex, Outcome};
use crate::ui::fox_dolphin::board::chronicle::Figures;
use crate::ui::fox_dolphin::setup::fair::Shift;
use crate::ui::fox_dolphin::setup::record::Ended;
use crate::ui::fox_dolphin::words::FdWords;

pub struct EndProps {
    pub outcome: Outcome,
    /// How it ended for you, when you played one side against the
    /// computer (`None`: two people, or the computer against itself).
    pub yours: Option<Ended>,
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
    /// After your win against a level below the strongest: that next level.
    pub next: Option<Level>,
    /// After your loss against a level above the weakest: the one below.
    pub easier: Option<Level>,
    /// "What happened": the review page's link for this game, after a game
    /// one person played against the computer.
    pub review: Option<String>,
    /// After a game the computer followed you in ("Match my level"): what
    /// the next one plays.
    pub fair_next: Option<Shift>,
    pub onnext: Callback<()>,
    pub oneasier: Callback<()>,
    pub onrematch: Callback<()>,
    pub onnewseed: Callback<()>,
    pub onsetup: Callback<()>,
    pub onwatch: Callback<()>,
    pub oncopy: Callback<()>,
    /// The game of the day's part, in place of the rematches and the
    /// replay link (its share text holds the link).
    pub daily: Option<Html>,
}

/// A button that sends `()`.
fn button(class: &'static str, label: &'static str, on: &Callback<()>) -> Html {
    html! { <button {class} onclick={on.reform(|_: MouseEvent| ())}>{ label }</button> }
}

/// "What happened": the link to the review page of this game (the end
/// screen's and the replay's), and what it shows.
pub fn what_happened(href: String, t: &FdWords) -> Html {
    html! {
        <p class="fd-what-happened">
            <a class="button" {href}>{ t.fd_what_happened() }</a>
            { " " }<span class="fd-help">{ t.fd_what_happened_link() }</span>
        </p>
    }
}

pub fn end_panel(props: &EndProps, t: &FdWords) -> Html {
    let f = props.figures;
    let digest = digest_hex(props.digest);
    let rows = [
        (t.fd_duration(), crate::ui::i18n::clock(props.elapsed_ms)),
        (
            t.fd_left(),
            t.fd_pair(props.foxes as u64, props.dolphins as u64),
        ),
        // `eaten` counts by the eater: what the dolphins ate, the foxes lost.
        (
            t.fd_eaten(),
            t.fd_lost_pair(f.eaten[1].into(), f.eaten[0].into()),
        ),
        (
            t.fd_moves(),
            t.fd_pair(f.moves[0].into(), f.moves[1].into()),
        ),
        (t.fd_tide_steps(), f.tide_steps.to_string()),
    ];
    let share = match &props.link {
        Some(link) => html! {
            <div class="fd-share">
                <label>
                    <span>{ t.fd_link_label() }</span>
                    <input class="fd-link" type="text" readonly=true value={link.clone()} />
                </label>
                { button("button", t.fd_copy_link(), &props.oncopy) }
                <p class="fd-copied" role="status">
                    { match props.copied {
                        Some(true) => t.fd_link_copied(),
                        Some(false) => t.fd_copy_failed(),
                        None => "",
                    } }
                </p>
            </div>
        },
        None => html! { <p class="fd-help">{ t.fd_link_too_long() }</p> },
    };
    let download = props.download.as_ref().map(|(href, name)| {
        html! { <a class="button" href={href.clone()} download={name.clone()}>{ t.fd_download() }</a> }
    });
    html! {
        <section class="fd-end" aria-labelledby="fd-end-title">
            <h2 id="fd-end-title">{ match props.yours {
                Some(Ended::Won) => t.fd_you_win(),
                Some(Ended::Lost) => t.fd_you_lose(),
                Some(Ended::Drew) => t.fd_you_drew(),
                None => t.fd_result(),
            } }</h2>
            <p class="fd-outcome" role="status">{ t.fd_outcome_for(props.outcome, props.yours.is_some()) }</p>
            if let Some(next) = props.fair_next {
                <p class="fd-fair-next">{ next.worded(t) }</p>
            }
            { props.daily.clone().unwrap_or_default() }
            if props.daily.is_none() {
            <div class="actions">
                if let Some(level) = props.next {
                    <button class="button primary" onclick={props.onnext.reform(|_: MouseEvent| ())}>{ t.fd_try_next(level) }</button>
                }
                if let Some(level) = props.easier {
                    <button class="button primary fd-easier" onclick={props.oneasier.reform(|_: MouseEvent| ())}>{ t.fd_try_easier(level) }</button>
                }
                { button(if props.next.is_some() || props.easier.is_some() { "button" } else { "button primary" }, t.fd_rematch(), &props.onrematch) }
                { button("button", t.fd_rematch_new(), &props.onnewseed) }
                { button("button", t.fd_change_setup(), &props.onsetup) }
            </div>
            }
            if let Some(href) = props.review.clone() {
                { what_happened(href, t) }
            }
            <h3>{ t.fd_figures() }</h3>
            <dl class="fd-figures">
                { for rows.into_iter().map(|(k, v)| html! { <div><dt>{ k }</dt><dd>{ v }</dd></div> }) }
            </dl>
            <h3>{ t.fd_replay() }</h3>
            <div class="actions">
                { button("button", t.fd_watch_replay(), &props.onwatch) }
                { for download }
            </div>
            if props.daily.is_none() {
                { share }
            }
            <details class="fd-dev">
                <summary>{ t.fd_for_developers() }</summary>
                <p class="fd-digest" data-digest={digest.clone()}>{ t.fd_digest() }{ " " }{ digest }</p>
            </details>
        </section>
    }
}
