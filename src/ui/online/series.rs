//! The series on both online pages (`online::series`): its score, and at
//! a game's end *Rematch* and *No more games* for a player (with whether
//! the other asked), what a watcher is told of it, and its end. One
//! component for both games and both pages, out of the generic pages.

use yew::prelude::*;

use crate::online::series::Series;
use crate::ui::online::words::OnlineWords;

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
    html! {
        <section class="online-series" aria-label={t.online_series_label()}>
            <p class="online-series-score">{ score }</p>
            { for news.map(|n| html! { <p role="status">{ n }</p> }) }
            { for choose }
        </section>
    }
}
