//! The replay of a shared game: the board after k moves, the steps to move
//! through it, the move list, and VDM `play`'s result of the whole list.

use std::rc::Rc;

use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::rules::tictactoe::Cell;
use crate::session::Session;
use crate::ui::browser;
use crate::ui::lang::use_words;
use crate::ui::link::{self, Ignored};
use crate::ui::notices::{screen_header, Notices};
use crate::ui::tictactoe::board::view::CellGrid;
use crate::ui::tictactoe::replay::model::{SharedGame, Step};
use crate::ui::tictactoe::setup::model::TttReason;
use crate::ui::tictactoe::words::TttWords;

#[derive(Properties, PartialEq)]
pub struct TicTacToeReplayProps {
    pub replay: SharedGame,
    #[prop_or_default]
    pub ignored: Vec<Ignored<TttReason>>,
}

impl Reducible for SharedGame {
    type Action = Step;

    fn reduce(self: Rc<Self>, step: Step) -> Rc<Self> {
        let mut next = (*self).clone();
        // A step never fails: it stops at either end.
        let _ = Session::submit(&mut next, step);
        Rc::new(next)
    }
}

/// The step a key asks for: arrows, Home and End, without modifiers (so
/// Alt+Left still goes back a page).
fn step_of_key(event: &KeyboardEvent) -> Option<Step> {
    if event.alt_key() || event.ctrl_key() || event.meta_key() || event.shift_key() {
        return None;
    }
    match event.key().as_str() {
        "ArrowLeft" => Some(Step::Previous),
        "ArrowRight" => Some(Step::Next),
        "Home" => Some(Step::First),
        "End" => Some(Step::Last),
        _ => None,
    }
}

#[function_component(TicTacToeReplay)]
pub fn tic_tac_toe_replay(props: &TicTacToeReplayProps) -> Html {
    let t = use_words::<TttWords>();
    let replay = {
        let initial = props.replay.clone();
        use_reducer(move || initial)
    };

    // The address bar holds this replay's link, cells by number.
    use_effect_with(replay.to_query(), |query| browser::replace_query(query));

    // The keys step through the game wherever the focus is on the page.
    {
        let dispatcher = replay.dispatcher();
        use_effect_with((), move |_| {
            // Not passive: the arrow keys must not scroll the page as well.
            let options = EventListenerOptions::enable_prevent_default();
            let document = gloo::utils::document();
            let listener =
                EventListener::new_with_options(&document, "keydown", options, move |event| {
                    let step = event.dyn_ref::<KeyboardEvent>().and_then(|event| {
                        let step = step_of_key(event)?;
                        event.prevent_default();
                        Some(step)
                    });
                    if let Some(step) = step {
                        dispatcher.dispatch(step);
                    }
                });
            move || drop(listener)
        });
    }

    // What the session shows: the board after the step reached.
    let Some(game) = Session::shown(&*replay) else {
        return Html::default();
    };
    let size = game.size();
    let marks: Vec<_> = (0..size * size)
        .map(|i| game.at(Cell::new(i / size, i % size)))
        .collect();
    let (step, total) = (replay.step(), replay.len());
    let go = |to: Step| {
        replay
            .dispatcher()
            .to_callback()
            .reform(move |_: MouseEvent| to)
    };
    // One loop rather than four buttons written out: less wasm.
    let steps = [
        (Step::First, t.ttt_replay_first(), step == 0),
        (Step::Previous, t.ttt_replay_previous(), step == 0),
        (Step::Next, t.ttt_replay_next(), step == total),
        (Step::Last, t.ttt_replay_last(), step == total),
    ]
    .map(|(to, label, disabled)| {
        html! { <button class="button" onclick={go(to)} {disabled}>{ label }</button> }
    });
    let moves = replay.moves().iter().enumerate().map(|(index, cell)| {
        let player = replay.mover(index);
        let number = cell.number(size).unwrap_or_default();
        let current = index + 1 == step;
        html! {
            <li>
                <button
                    class={classes!("replay-move", current.then_some("current"))}
                    aria-current={current.then_some("step")}
                    aria-label={t.ttt_replay_entry_name(index, player, cell.row, cell.col, number)}
                    onclick={go(Step::To(index + 1))}
                >
                    { t.ttt_replay_entry(index, player, number) }
                </button>
            </li>
        }
    });

    html! {
        <main class="ttt-screen ttt-replay">
            { screen_header(t.ttt_name(), None) }
            <Notices ignored={link::worded(&props.ignored, t.lang())} />
            <div class="ttt-layout">
                <section class="ttt-play" aria-labelledby="ttt-replay-title">
                    <h2 id="ttt-replay-title" class="replay-title">{ t.ttt_replay() }</h2>
                    <p class="status" role="status">{ replay.status(t) }</p>
                    <CellGrid
                        {size}
                        {marks}
                        winning={game.winning_line().unwrap_or_default()}
                        hint={None::<(Cell, crate::rules::tictactoe::Player)>}
                        cursor={Cell::new(0, 0)}
                        onplay={Callback::noop()}
                        onkey={Callback::noop()}
                        last={replay.last_played()}
                        readonly=true
                    />
                    <p class="replay-caption">{ replay.caption(t) }</p>
                    <nav class="actions replay-steps" aria-label={t.ttt_replay_steps()}>
                        { for steps }
                    </nav>
                    <p class="keys-help">{ t.ttt_replay_keys_help() }</p>
                    <p class="replay-result">{ replay.summary(t) }</p>
                    <div class="actions">
                        <a class="button primary" href={replay.setup().to_query()}>{ t.ttt_replay_new_game() }</a>
                    </div>
                </section>
                <aside class="ttt-side">
                    <section class="replay-moves" aria-labelledby="ttt-replay-moves">
                        <h2 id="ttt-replay-moves">{ t.ttt_replay_moves() }</h2>
                        <ol>{ for moves }</ol>
                    </section>
                </aside>
            </div>
        </main>
    }
}
