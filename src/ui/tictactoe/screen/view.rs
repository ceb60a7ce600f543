//! The tic-tac-toe screen: board, status, controls, settings and score.

use std::rc::Rc;

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::rules::rng::SplitMix64;
use crate::rules::tictactoe::{Cell, Computer, Level, Outcome, Player};
use crate::ui::browser;
use crate::ui::howto::{Help, TTT_GUIDE};
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

/// How long the computer waits before its move, so a person sees it come.
const REPLY_DELAY_MS: u32 = 350;
/// Computer against computer: a visible pause between moves.
const WATCH_DELAY_MS: u32 = 900;
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

impl Reducible for ScreenState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        next.apply(action);
        Rc::new(next)
    }
}

/// The computer's state for a game: Perfect's caches and the seeded
/// generator that breaks ties.
struct Engine {
    computer: Computer,
    rng: SplitMix64,
}

#[function_component(TicTacToe)]
pub fn tic_tac_toe(props: &TicTacToeProps) -> Html {
    let t = use_words::<TttWords>();
    let state = {
        let setup = props.setup;
        use_reducer(move || {
            ScreenState::new(
                setup,
                Scores::from_stored(browser::load(STORAGE_KEY).as_deref()),
            )
        })
    };
    let engine = {
        let seed = props.seed;
        use_mut_ref(move || Engine {
            computer: Computer::new(),
            rng: SplitMix64::new(seed.unwrap_or_else(browser::random_seed)),
        })
    };

    // The computer moves after a pause whenever it is its turn.
    {
        let dispatcher = state.dispatcher();
        let engine = engine.clone();
        let waiting = state.waiting_for_computer();
        let level = state.setup.opponent.level().unwrap_or(Level::Strategy);
        let delay = props.delay_ms.unwrap_or(if state.setup.is_watch() {
            WATCH_DELAY_MS
        } else {
            REPLY_DELAY_MS
        });
        use_effect_with((state.game.clone(), state.round), move |(game, _)| {
            let game = game.clone();
            let timer = waiting.then(|| {
                Timeout::new(delay, move || {
                    let Engine { computer, rng } = &mut *engine.borrow_mut();
                    let choice =
                        browser::measured(REPLY_MEASURE, || computer.choose(&game, level, rng));
                    if let Some(cell) = choice {
                        dispatcher.dispatch(Action::ComputerMove(cell));
                    }
                })
            });
            move || drop(timer)
        });
    }

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

    let game = &state.game;
    let size = game.size();
    let marks: Vec<_> = (0..size * size)
        .map(|i| game.at(Cell::new(i / size, i % size)))
        .collect();
    let over = game.outcome() != Outcome::Unfinished;
    let your_turn = !over && state.setup.is_human(game.turn());

    let onplay = state.dispatcher().to_callback().reform(Action::Click);
    let onkey = {
        let dispatcher = state.dispatcher();
        Callback::from(move |event: KeyboardEvent| {
            let (rows, cols) = match event.key().as_str() {
                "ArrowUp" => (-1, 0),
                "ArrowDown" => (1, 0),
                "ArrowLeft" => (0, -1),
                "ArrowRight" => (0, 1),
                _ => return,
            };
            event.prevent_default();
            dispatcher.dispatch(Action::MoveCursor { rows, cols });
        })
    };
    let on_new_game = {
        let dispatcher = state.dispatcher();
        let setup = state.setup;
        Callback::from(move |_: MouseEvent| dispatcher.dispatch(Action::Restart(setup)))
    };
    let on_undo = state
        .dispatcher()
        .to_callback()
        .reform(|_: MouseEvent| Action::Undo);
    let on_hint = {
        let dispatcher = state.dispatcher();
        let engine = engine.clone();
        let game = game.clone();
        Callback::from(move |_: MouseEvent| {
            let hint = engine.borrow_mut().computer.hint(&game);
            dispatcher.dispatch(Action::Hint(hint));
        })
    };
    let on_settings = state.dispatcher().to_callback().reform(Action::Restart);

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
