//! The game of the day's views: its panel where the setup stands (the
//! day's game and Start, or once played your result, the replay and what
//! to share), and its part of the game's end (the streak and what to
//! share, in place of the rematches).

use yew::prelude::*;

use super::today::{DayEnd, Today};
use crate::ui::fox_dolphin::words::FdWords;

/// What the game of the day's views report: Start, its replay, and the
/// share text to copy (the clipboard answers with the screen's `Copied`).
pub struct DailyProps {
    pub onstart: Callback<()>,
    pub onwatch: Callback<()>,
    pub oncopy: Callback<String>,
    /// Whether the last copy worked (`None`: no copy yet).
    pub copied: Option<bool>,
}

/// What you share once you have played, and its Copy button.
fn share(today: &Today, props: &DailyProps, t: &FdWords) -> Html {
    let Some(text) = today.share_text(t) else {
        return Html::default();
    };
    let onclick = props.oncopy.reform({
        let text = text.clone();
        move |_: MouseEvent| text.clone()
    });
    html! {
        <div class="fd-share fd-daily-share">
            <label>
                <span>{ t.fd_daily_share() }</span>
                <input class="fd-link" type="text" readonly=true value={text} />
            </label>
            <button class="button" {onclick}>{ t.fd_daily_copy() }</button>
            <p class="fd-copied" role="status">
                { match props.copied {
                    Some(true) => t.fd_daily_copied(),
                    Some(false) => t.fd_copy_failed(),
                    None => "",
                } }
            </p>
        </div>
    }
}

/// The link to the setup, for a game of your own.
fn other(t: &FdWords) -> Html {
    html! { <p><a class="fd-daily-other" href="fox-dolphin.html">{ t.fd_daily_other() }</a></p> }
}

/// The day's panel: its game and Start, or, once played here, your
/// result, its replay and what to share.
pub fn daily_panel(today: &Today, props: &DailyProps, t: &FdWords) -> Html {
    let played = today.result_worded(t);
    html! {
        <section class="fd-daily" aria-labelledby="fd-daily-title">
            <h2 id="fd-daily-title">{ t.fd_daily() }</h2>
            <p class="fd-daily-about">{ today.about(t) }</p>
            <p class="fd-daily-streak">{ t.fd_daily_streak(today.streak()) }</p>
            if let Some(result) = played {
                <p class="fd-daily-played" role="status">{ t.fd_daily_played(result) }</p>
                if today.replay.is_some() {
                    <button class="button primary" onclick={props.onwatch.reform(|_: MouseEvent| ())}>{ t.fd_watch_replay() }</button>
                }
                { share(today, props, t) }
            } else {
                <button class="button primary fd-start" onclick={props.onstart.reform(|_: MouseEvent| ())}>{ t.fd_start() }</button>
            }
            { other(t) }
        </section>
    }
}

/// The game of the day's part of the end: whether this game was the
/// day's (a second one is not kept), the streak, and what to share.
pub fn daily_end(today: &Today, props: &DailyProps, t: &FdWords) -> Html {
    html! {
        <div class="fd-daily-end">
            <h3>{ t.fd_daily() }</h3>
            if today.ended == Some(DayEnd::AlreadyPlayed) {
                <p>{ t.fd_daily_again() }</p>
            }
            <p class="fd-daily-streak">{ t.fd_daily_streak(today.streak()) }</p>
            { share(today, props, t) }
            { other(t) }
        </div>
    }
}
