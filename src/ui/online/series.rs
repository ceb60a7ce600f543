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
    let choice = if ended {
        html! { <p class="online-series-over" role="status">{ t.online_series_over() }</p> }
    } else if !over {
        Html::default()
    } else if me.is_none() {
        let wanted = other_asked.then(|| html! { <p>{ t.online_rematch_wanted_watched() }</p> });
        html! { <>{ for wanted }</> }
    } else if asked {
        html! { <p class="online-rematch-waiting" role="status">{ t.online_rematch_waiting() }</p> }
    } else {
        let wanted = other_asked.then(|| {
            html! { <p class="online-rematch-wanted" role="status">{ t.online_rematch_wanted() }</p> }
        });
        let (yes, no) = (
            onrematch.reform(|_: MouseEvent| true),
            onrematch.reform(|_: MouseEvent| false),
        );
        html! {
            <>
                { for wanted }
                <button class="button online-rematch" onclick={yes}>{ t.online_rematch() }</button>
                <button class="button online-rematch-stop" onclick={no}>{ t.online_rematch_stop() }</button>
            </>
        }
    };
    html! {
        <section class="online-series" aria-label={t.online_series_label()}>
            <p class="online-series-score">{ score }</p>
            { choice }
        </section>
    }
}
