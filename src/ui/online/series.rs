//! The series on both online pages (`online::series`): its score, and at
//! a game's end *Rematch* and *No more games* for a player (with whether
//! the other asked), what a watcher is told of it, its end, and a replay
//! link for each game seen to end. One component for both games and both
//! pages, out of the generic pages.

use yew::prelude::*;

use crate::online::series::Series;
use crate::ui::online::page_game::PageGame;
use crate::ui::online::words::OnlineWords;

/// Each game's number and its replay link (`None`: too long to keep), for
/// the games of the series seen to end (`past`) and `game`, number
/// `number`, on the board, once it is over: nothing before, so a running
/// game does not write its logs out at every frame.
pub fn replay_links<G: PageGame>(
    past: &[(u32, G::Log)],
    number: u32,
    game: &G,
) -> Vec<(u32, Option<String>)> {
    if !game.is_over() {
        return Vec::new();
    }
    past.iter()
        .map(|(n, log)| (*n, G::replay_link(log)))
        .chain([(number, G::replay_link(&game.log()))])
        .collect()
}

/// What the series part shows to the person at this page.
pub struct SeriesPanel {
    pub series: Series,
    /// The player this person is (0: who began on the first side), if
    /// they play.
    pub me: Option<usize>,
    /// The game is over (a rematch may be asked).
    pub over: bool,
    /// This person asked for a rematch; the other player did.
    pub asked: bool,
    pub other_asked: bool,
    /// A player declined or left.
    pub ended: bool,
    /// A rematch asked (`true`) or declined.
    pub onrematch: Callback<bool>,
    /// The games' replay links ([`replay_links`]).
    pub replays: Vec<(u32, Option<String>)>,
    pub t: &'static OnlineWords,
}

pub fn series_panel(p: SeriesPanel) -> Html {
    let SeriesPanel {
        series: s,
        me,
        over,
        asked,
        other_asked,
        ended,
        onrematch,
        replays,
        t,
    } = p;
    if s.ended() == 0 && !over {
        return Html::default();
    }
    let score = match me {
        Some(me) => t.online_series_score(s.game, s.wins[me], s.wins[1 - me], s.draws),
        None => t.online_series_players(s.game, s.wins[0], s.wins[1], s.draws),
    };
    // One line of news at most, then the buttons for a player who has
    // not chosen yet.
    let news = if ended {
        Some(t.online_series_over())
    } else if !over {
        None
    } else if me.is_none() {
        other_asked.then(|| t.online_rematch_wanted_watched())
    } else if asked {
        Some(t.online_rematch_waiting())
    } else {
        other_asked.then(|| t.online_rematch_wanted())
    };
    let choose = (over && !ended && me.is_some() && !asked).then(|| {
        let (yes, no) = (onrematch.reform(|_: MouseEvent| true), onrematch.reform(|_: MouseEvent| false));
        html! {
            <p>
                <button class="button primary online-rematch" onclick={yes}>{ t.online_rematch() }</button>
                { " " }
                <button class="button online-rematch-stop" onclick={no}>{ t.online_rematch_stop() }</button>
            </p>
        }
    });
    // Each game's replay opens in a tab of its own: this page's
    // connection stays.
    let replays = (!replays.is_empty()).then(|| {
        let links = replays.into_iter().enumerate().map(|(i, (n, link))| {
            let gap = (i > 0).then_some(" · ");
            match link {
                Some(href) => html! {
                    <>{ for gap }<a {href} target="_blank" rel="noopener">{ t.online_replay_game(n) }</a></>
                },
                None => html! { <>{ for gap }{ t.online_replay_too_long(n) }</> },
            }
        });
        html! { <p class="online-replays">{ t.online_replays() }{ " " }{ for links }</p> }
    });
    html! {
        <section class="online-series" aria-label={t.online_series_label()}>
            <p class="online-series-score">{ score }</p>
            { for news.map(|n| html! { <p role="status">{ n }</p> }) }
            { for choose }
            { for replays }
        </section>
    }
}
