//! The end of a game: who won and why, the game in figures, and what next.

use yew::prelude::*;

use crate::rules::fox_dolphin::Outcome;
use crate::ui::fox_dolphin::session::Figures;
use crate::ui::text;

pub struct EndProps {
    pub outcome: Outcome,
    pub figures: Figures,
    pub elapsed_ms: u64,
    pub foxes: usize,
    pub dolphins: usize,
    pub onrematch: Callback<()>,
    pub onnewseed: Callback<()>,
    pub onsetup: Callback<()>,
}

pub fn end_panel(props: &EndProps) -> Html {
    let f = props.figures;
    let rows = [
        (text::FD_DURATION, text::fd_clock(props.elapsed_ms)),
        (text::FD_LEFT, text::fd_pair(props.foxes, props.dolphins)),
        (text::FD_EATEN, text::fd_pair(f.eaten[0], f.eaten[1])),
        (text::FD_MOVES, text::fd_pair(f.moves[0], f.moves[1])),
        (text::FD_TIDE_STEPS, f.tide_steps.to_string()),
    ];
    html! {
        <section class="fd-end" aria-labelledby="fd-end-title">
            <h2 id="fd-end-title">{ text::FD_RESULT }</h2>
            <p class="fd-outcome" role="status">{ text::fd_outcome(props.outcome) }</p>
            <h3>{ text::FD_FIGURES }</h3>
            <dl class="fd-figures">
                { for rows.into_iter().map(|(k, v)| html! { <div><dt>{ k }</dt><dd>{ v }</dd></div> }) }
            </dl>
            <div class="actions">
                <button class="button primary" onclick={props.onrematch.reform(|_: MouseEvent| ())}>{ text::FD_REMATCH }</button>
                <button class="button" onclick={props.onnewseed.reform(|_: MouseEvent| ())}>{ text::FD_REMATCH_NEW }</button>
                <button class="button" onclick={props.onsetup.reform(|_: MouseEvent| ())}>{ text::FD_CHANGE_SETUP }</button>
            </div>
        </section>
    }
}
