//! The game's part of both online pages, the same for every game and
//! compiled once: the status line, the board, and the series. Once the
//! game is over the status line leads with what it means to the person at
//! the page ("You win", "You lose", "Draw"; a watcher: "Game over", the
//! line saying who won: [`Verdict`]), and the series (the score, Rematch)
//! comes above the board, so the end is on the first screen of a phone
//! and of a desktop; while the game runs, the series stays under it.

use yew::prelude::*;

use crate::online::verdict::Verdict;
use crate::ui::online::words::OnlineWords;

/// What the game's part shows, worked out by the page.
pub struct GamePart {
    /// The game's own status line (`PageGame::status`).
    pub status: String,
    /// What the game means to the person here, once over.
    pub verdict: Option<Verdict>,
    pub board: Html,
    pub series: Html,
    pub t: &'static OnlineWords,
}

pub fn game_part(p: GamePart) -> Html {
    let GamePart {
        status,
        verdict,
        board,
        series,
        t,
    } = p;
    let over = verdict.is_some();
    // A space after the headline: the line reads "You win The dolphins
    // win: …" as text, not "You winThe dolphins…".
    let verdict = verdict
        .map(|v| html! { <><h2 class="online-verdict">{ t.online_verdict(v) }</h2>{ " " }</> });
    // One live region for the whole game, kept in its place as it ends
    // (one created with the end in it might not be read out); the series
    // moves from under the board to above it.
    let (above, below) = if over {
        (series, Html::default())
    } else {
        (Html::default(), series)
    };
    html! {
        <>
            <div class={classes!("online-status", over.then_some("over"))} role="status">
                { for verdict }{ status }
            </div>
            { above }
            { board }
            { below }
        </>
    }
}
