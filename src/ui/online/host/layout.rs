//! The host's page laid out around its game, the same for every game and
//! compiled once: the page (`page.rs`) works out what to show; this lays
//! it out.

use yew::prelude::*;

use crate::ui::notices::Notices;
use crate::ui::online::header::online_header;
use crate::ui::online::result::{game_part, GamePart};
use crate::ui::online::words::OnlineWords;

/// The host's page around its game, whatever the game: what the generic
/// page worked out, laid out by one function (compiled once, not per game).
pub struct HostLayout {
    /// The game's screen class and heading.
    pub class: &'static str,
    pub title: &'static str,
    /// How to play the game: its page's link.
    pub howto: &'static str,
    pub ignored: Vec<String>,
    /// The match has started (until then the page says it waits).
    pub started: bool,
    /// The saved game could not be restored.
    pub restore_refused: bool,
    /// The saved game's past games could not be restored (it goes on).
    pub past_refused: bool,
    pub paused: Html,
    /// The status line, what the end means to the host, the board and
    /// the series (`result.rs`).
    pub game: GamePart,
    /// The host's own move refused, worded.
    pub refusal: Option<String>,
    /// Who sits on each side, worded.
    pub seats: Vec<String>,
    pub watchers: usize,
    /// No relay can be reached while a seat is open: said at the top.
    pub relays_failed: bool,
    pub invite: Html,
    pub t: &'static OnlineWords,
}

pub fn host_layout(l: HostLayout) -> Html {
    let t = l.t;
    let restore_refused = l.restore_refused.then(|| {
        html! { <p class="online-error" role="alert">{ t.online_restore_refused() }</p> }
    });
    let past_refused = l.past_refused.then(|| {
        html! { <p class="online-error" role="alert">{ t.online_past_refused() }</p> }
    });
    let waiting =
        (!l.started).then(|| html! { <p class="online-waiting">{ t.online_waiting() }</p> });
    let refusal = l
        .refusal
        .map(|r| html! { <p class="online-refusal" role="alert">{ r }</p> });
    html! {
        <main class={classes!("online", l.class, "online-host")}>
            { online_header(l.title, Some(l.howto), true, t) }
            <Notices ignored={l.ignored} />
            if l.relays_failed {
                <p class="online-alert" role="alert">{ t.online_relays_failed() }</p>
            }
            <div class={classes!("online-layout", (!l.started).then_some("waiting"))}>
                <section class="online-game">
                    { for restore_refused }{ for past_refused }{ for waiting }{ l.paused }
                    { game_part(l.game) }{ for refusal }
                </section>
                <aside class="online-side">
                    <section class="online-people" aria-label={t.online_people()}>
                        <h2>{ t.online_people() }</h2>
                        <ul>
                            { for l.seats.into_iter().map(|line| html! { <li>{ line }</li> }) }
                            <li class="online-watchers">{ t.online_watchers(l.watchers) }</li>
                        </ul>
                    </section>
                    { l.invite }
                </aside>
            </div>
        </main>
    }
}
