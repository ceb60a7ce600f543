//! The tic-tac-toe screen: board, status, controls, settings and score.

use yew::prelude::*;

use super::guide::TTT_GUIDE;
use crate::clock::Millis;
use crate::rules::tictactoe::{Cell, Outcome, Player};
use crate::session::Session;
use crate::ui::browser;
use crate::ui::frame_loop::{now, use_frame_loop};
use crate::ui::help::Help;
use crate::ui::lang::use_words;
use crate::ui::link::{self, Ignored};
use crate::ui::notices::{screen_header, Notices};
use crate::ui::sound::model::TttEar;
use crate::ui::tictactoe::board::view::{cell_id, CellGrid};
use crate::ui::tictactoe::replay::model::share_query;
use crate::ui::tictactoe::replay::share::{share_section, Copied};
use crate::ui::tictactoe::screen::state::{Action, ScreenState, TttMessage};
use crate::ui::tictactoe::setup::model::{Setup, TttReason};
use crate::ui::tictactoe::setup::record::{Scores, STORAGE_KEY};
use crate::ui::tictactoe::setup::view::SettingsForm;
use crate::ui::tictactoe::words::TttWords;

/// The User Timing measure around each computer reply (read by
/// `tests/perf/tictactoe.mjs`).
const REPLY_MEASURE: &str = "ttt-computer-reply";

#[derive(Properties, PartialEq)]
pub struct TicTacToeProps {
    pub setup: Setup,
    #[prop_or_default]
    pub ignored: Vec<Ignored<TttReason>>,
    /// Seeds the computer's tie-breaks; random when absent.
    #[prop_or_default]
    pub seed: Option<u64>,
    /// Overrides the computer's pause (tests use 0).
    #[prop_or_default]
    pub delay_ms: Option<u32>,
}

#[function_component(TicTacToe)]
pub fn tic_tac_toe(props: &TicTacToeProps) -> Html {
    let t = use_words::<TttWords>();
    // The state is changed in place (it keeps the computer's tables, which
    // are not cloned per action); a change asks for a render.
    let state = {
        let (setup, seed, delay) = (props.setup, props.seed, props.delay_ms);
        use_mut_ref(move || {
            ScreenState::new(
                setup,
                Scores::from_stored(browser::load(STORAGE_KEY).as_deref()),
                seed.unwrap_or_else(browser::random_seed),
                delay,
            )
        })
    };
    let update = use_force_update();
    let dispatch = {
        let (state, update) = (state.clone(), update.clone());
        Callback::from(move |action: Action| {
            state.borrow_mut().apply(action, now());
            update.force_update();
        })
    };

    // The one page loop drives the session while the computer is to move.
    let on_frame = {
        let (state, update) = (state.clone(), update.clone());
        use_callback((), move |now: Millis, _| {
            let due = state.borrow().reply_due(now);
            let changed = if due {
                browser::measured(REPLY_MEASURE, || state.borrow_mut().advance(now))
            } else {
                state.borrow_mut().advance(now)
            };
            if changed.redraw {
                update.force_update();
            }
        })
    };
    use_frame_loop(state.borrow().waiting_for_computer(), on_frame);
    let state = state.borrow();

    // How to play, over the game: the board stays as it is underneath.
    let help_open = use_state(|| false);
    let help = Help {
        guide: &TTT_GUIDE,
        open: *help_open,
        ontoggle: {
            let help_open = help_open.clone();
            Callback::from(move |open| help_open.set(open))
        },
        symbols: false,
    };

    // Share this game: the last Copy's fate, and the field holding the link.
    let copied = use_state(|| None::<Copied>);
    let share_field = use_node_ref();

    // The link and the stored score follow what is on screen.
    use_effect_with(state.setup, |setup| {
        browser::replace_query(&setup.to_query())
    });
    use_effect_with(state.scores, |scores| {
        browser::save(STORAGE_KEY, &scores.to_stored())
    });

    // Keyboard focus follows the cursor while it is on the board.
    use_effect_with(state.cursor, |cursor| {
        let on_board = gloo::utils::document()
            .active_element()
            .is_some_and(|e| e.id().starts_with("ttt-cell-"));
        if on_board {
            browser::focus(&cell_id(*cursor));
        }
    });

    // The sounds of what changed since the last render (a mark, a refusal, the end).
    let ear = use_mut_ref(TttEar::default);
    let people: Vec<Player> = [Player::X, Player::O]
        .into_iter()
        .filter(|&p| state.setup.is_human(p))
        .collect();
    let refused = matches!(state.message, Some(TttMessage::Refused(_)));
    crate::ui::sound::play(ear.borrow_mut().hear_game(&state.game, refused, &people));

    // What the session shows: the board of the local game.
    let Some(game) = Session::shown(&*state) else {
        return Html::default();
    };
    let size = game.size();
    let marks: Vec<_> = (0..size * size)
        .map(|i| game.at(Cell::new(i / size, i % size)))
        .collect();
    let over = game.outcome() != Outcome::Unfinished;
    let your_turn = !over && state.setup.is_human(game.turn());

    let onplay = dispatch.reform(Action::Click);
    let onkey = {
        let dispatch = dispatch.clone();
        Callback::from(move |event: KeyboardEvent| {
            let (rows, cols) = match event.key().as_str() {
                "ArrowUp" => (-1, 0),
                "ArrowDown" => (1, 0),
                "ArrowLeft" => (0, -1),
                "ArrowRight" => (0, 1),
                _ => return,
            };
            event.prevent_default();
            dispatch.emit(Action::MoveCursor { rows, cols });
        })
    };
    let on_new_game = {
        let setup = state.setup;
        dispatch.reform(move |_: MouseEvent| Action::Restart(setup))
    };
    let on_undo = dispatch.reform(|_: MouseEvent| Action::Undo);
    let on_hint = dispatch.reform(|_: MouseEvent| Action::Hint);
    let on_settings = dispatch.reform(Action::Restart);

    let tally = state.scores.tally(&state.setup);
    // Yours against the computer, X's and O's otherwise.
    let labels = if state.setup.against_computer() {
        [
            t.ttt_score_you(),
            t.ttt_score_computer(),
            t.ttt_score_draws(),
        ]
    } else {
        [
            t.ttt_mark(Player::X),
            t.ttt_mark(Player::O),
            t.ttt_score_draws(),
        ]
    };
    let hint = state.hint.map(|cell| (cell, game.turn()));

    html! {
        <main class="ttt-screen">
            { screen_header(t.ttt_name(), Some(help)) }
            <Notices ignored={link::worded(&props.ignored, t.lang())} />
            <div class="ttt-layout">
                <section class="ttt-play">
                    <p class={classes!("status", over.then_some("over"))} role="status">{ state.status(t) }</p>
                    <CellGrid
                        {size}
                        {marks}
                        winning={game.winning_line().unwrap_or_default()}
                        {hint}
                        cursor={state.cursor}
                        {onplay}
                        {onkey}
                    />
                    <p class="message" aria-live="assertive">
                        { state.message.as_ref().map(|m| m.worded(t)).unwrap_or_default() }
                        { state.hint.map(|c| t.ttt_hint_shown(c.row, c.col)).unwrap_or_default() }
                    </p>
                    <div class="actions">
                        <button class="button primary" onclick={on_new_game}>{ t.new_game() }</button>
                        <button class="button" onclick={on_undo} disabled={!state.can_undo()}>{ t.ttt_undo() }</button>
                        <button class="button" onclick={on_hint} disabled={!your_turn}>{ t.ttt_hint() }</button>
                    </div>
                    <p class="keys-help">{ t.ttt_keys_help() }</p>
                    // The other side's moves, for a screen reader.
                    <div class="visually-hidden" aria-live="polite" aria-relevant="additions">
                        { for state.last_move_said(t).map(|(i, said)| html! { <p key={i}>{ said }</p> }) }
                    </div>
                    if over {
                        { share_section(&share_query(&state.setup, game.history()), state.round, &copied, &share_field, t) }
                    }
                </section>
                <aside class="ttt-side">
                    <section class="score" aria-label={t.ttt_score()}>
                        <h2>{ t.ttt_score() }</h2>
                        <dl>
                            <div><dt>{ labels[0] }</dt><dd>{ tally.wins }</dd></div>
                            <div><dt>{ labels[1] }</dt><dd>{ tally.losses }</dd></div>
                            <div><dt>{ labels[2] }</dt><dd>{ tally.draws }</dd></div>
                        </dl>
                    </section>
                    <SettingsForm setup={state.setup} onchange={on_settings} />
                </aside>
            </div>
        </main>
    }
}
