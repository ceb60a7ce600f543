//! What the online pages need of a game, beyond [`OnlineGame`]: its setup,
//! how its board is shown and clicked, and its words. One host page and one
//! guest page serve Fox & Dolphin and tic-tac-toe through it.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use crate::clock::Millis;
use crate::online::game::{GameKind, OnlineGame};
use crate::online::host::Host;
use crate::online::page_links::ONLINE_KEY;
use crate::online::wire::{Role, WireError};
use crate::rules::fox_dolphin::ai::Level;
use crate::ui::frame_loop::now;
use crate::ui::i18n::Lang;
use crate::ui::link::{Ignored, Query, Worded};
use crate::ui::mailbox::post;
use crate::ui::online::words::OnlineWords;

/// The notes on a link's values the game's setup did not use, worded in
/// `lang`, less the online page's own key (`online=host`): they reach the
/// host's page worded, so that page is not repeated per game's reason in
/// the wasm.
pub fn link_notes<R: Worded>(ignored: &[Ignored<R>], lang: Lang) -> Vec<String> {
    ignored
        .iter()
        .filter(|note| note.key != ONLINE_KEY)
        .map(|note| note.worded(lang))
        .collect()
}

/// What a person did on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gesture<At> {
    Click(At),
    /// From one place to another (pointer down, pointer up).
    Drag(At, At),
}

/// The board's handlers: a click, a key, a drag.
pub struct BoardCallbacks<At: 'static> {
    pub onclick: Callback<At>,
    pub onkey: Callback<KeyboardEvent>,
    pub ondrag: Callback<(At, At)>,
}

/// Why the game cannot be played with the link's setup
/// ([`PageGame::setup_error`]), worded in the page's language when shown:
/// one type for every game, so the host page's hooks are not repeated per
/// game in the wasm.
pub type SetupRefused = std::rc::Rc<dyn Fn(&OnlineWords) -> String>;

/// Each game's own words (its heading, its sides, its refusals, how its
/// games end, the messages only its page can get) are in a catalogue of
/// their own (`words::fox_dolphin`, `words::tictactoe`), read here from
/// the page's language: the generic pages hold the words both games share
/// ([`OnlineWords`]), so each game's online page carries only its own.
pub trait PageGame: OnlineGame {
    /// The setup the host's page is opened with (from the link).
    type Setup: Copy + PartialEq + 'static;
    /// The board as this device shows it (cursor, a selected piece).
    type View: 'static;
    /// A place on the board a person clicks.
    type At: Copy + 'static;
    /// Why the game cannot be played with the setup in the host's link:
    /// the game's own setup error, worded by [`PageGame::setup_error`].
    type SetupError: 'static;

    /// How to play the game: its page's link
    /// ([`crate::ui::howto::page_link`] of the game's key).
    const HOWTO: &'static str;
    /// The host's setup read from the page's link, and the notes on what
    /// the link held that it did not use, worded in `lang` ([`link_notes`]).
    fn setup_from_link(query: &Query, lang: Lang) -> (Self::Setup, Vec<String>);
    /// The board's size in `setup` (what *Play someone now* seeks).
    fn size(setup: &Self::Setup) -> usize;
    /// The online pages' heading.
    fn title(t: &'static OnlineWords) -> &'static str;

    /// The host's match for a setup, with a fresh seed; the setup's refusal
    /// if it cannot be played.
    fn host(setup: &Self::Setup, seed: u64) -> Result<Host<Self>, Self::SetupError>;
    /// Why the setup cannot be played, as a whole sentence.
    fn setup_error(t: &OnlineWords, error: &Self::SetupError) -> String;

    fn view(game: &Self) -> Self::View;
    /// Brings the view in line with the game at time `now`, for
    /// the person who plays `seats`; whether anything shown changed (the
    /// pieces, the clock's tenths, an event, a refusal shown or gone).
    fn sync(view: &mut Self::View, game: &Self, seats: &[Self::Side], now: Millis) -> bool;
    /// Shows the count before the first tick (`shown`: "3", "2", "1", or
    /// none); whether that changed what is shown. Nothing for a game
    /// without one.
    fn count(_view: &mut Self::View, _shown: Option<u64>) -> bool {
        false
    }
    /// A click or drag at time `now` by a person who plays
    /// `seats`: the intent, if the gesture completes one.
    fn click(
        view: &mut Self::View,
        game: &Self,
        seats: &[Self::Side],
        gesture: Gesture<Self::At>,
        now: Millis,
    ) -> Option<Self::Intent>;
    /// A key on the board: moves the cursor, or clicks the place under it.
    fn key(view: &mut Self::View, event: &KeyboardEvent) -> Option<Self::At>;
    /// The board, seen by the person who plays `seats`; `ondrag` where
    /// the board takes drags.
    fn board(
        view: &Self::View,
        game: &Self,
        seats: &[Self::Side],
        on: BoardCallbacks<Self::At>,
        t: &'static OnlineWords,
    ) -> Html;

    /// The status line: while the game runs, what it says (tic-tac-toe:
    /// whose turn; Fox & Dolphin: nothing, its board's clock tells the
    /// time); once over, who won and why, under the person's headline
    /// ([`crate::online::verdict::Verdict`], `result.rs`).
    fn status(game: &Self, t: &'static OnlineWords) -> String;

    /// Who sits on a side, on the host's page.
    fn seat_line(t: &OnlineWords, side: Self::Side, who: &str) -> String;
    /// Who plays a side the computer keeps at `level`, on the host's page.
    fn computer(t: &OnlineWords, level: Level) -> &'static str;
    /// What a guest plays; `other_chose_first`: a page *Play someone now*
    /// paired, which got the other side than it chose (the other player
    /// chose first), says so.
    fn your_role(t: &OnlineWords, role: Role<Self::Side>, other_chose_first: bool) -> String;
    /// The game's own refusal ([`OnlineGame::Refusal`]), as a whole sentence.
    fn refusal(t: &OnlineWords, refusal: Self::Refusal) -> &'static str;
    /// Why a message from the host was refused, the middle of a sentence
    /// (the game's page names the other game, and says why a record of
    /// its own does not read).
    fn wire_error(t: &OnlineWords, error: &WireError) -> String;
    /// The match waits for the player of `side`, `secs` seconds left.
    fn paused_line(t: &OnlineWords, side: Self::Side, secs: u64) -> String;
    /// The link (beside the online page) that replays a game of the series
    /// on the game's own page; `None` when it would be too long to keep.
    fn replay_link(log: &Self::Log) -> Option<String>;
}

/// The line that says the match waits for a player coming back
/// (`role="status"`), if it does: `left_ms` shown in whole seconds.
pub fn paused_line<G: PageGame>(t: &OnlineWords, away: Option<(G::Side, u64)>) -> Html {
    match away {
        Some((side, left_ms)) => html! {
            <p class="online-paused" role="status">{ G::paused_line(t, side, left_ms.div_ceil(1_000)) }</p>
        },
        None => Html::default(),
    }
}

/// The game's own screen class, for its board's styles.
pub fn screen_class<G: PageGame>() -> &'static str {
    match G::KIND {
        GameKind::FoxDolphin => "fd-screen",
        GameKind::TicTacToe => "ttt-screen",
    }
}

/// What the board's handlers need of a page's state, the host's or a
/// guest's alike.
pub trait OnBoard<G: PageGame> {
    /// The board as shown here and the game, once there is one.
    fn board(&mut self) -> Option<(&mut G::View, &G)>;
    /// What a person's gesture asked for at `now` (`None`: it completed
    /// no intent).
    fn play(&mut self, intent: Option<G::Intent>, now: Millis);
}

/// The board's handlers, the same on the host's page and a guest's: a
/// click or drag becomes the game's intent for the person who plays
/// `seats`; a key moves the cursor, or clicks the place under it; then the
/// page redraws.
pub fn board_callbacks<G: PageGame, S: OnBoard<G> + 'static>(
    shared: &Rc<RefCell<S>>,
    seats: Vec<G::Side>,
    redraw: &Callback<()>,
) -> BoardCallbacks<G::At> {
    let ongesture = {
        let (shared, seats, redraw) = (shared.clone(), seats.clone(), redraw.clone());
        Callback::from(move |gesture| {
            let (shared, seats, redraw) = (shared.clone(), seats.clone(), redraw.clone());
            post(move || {
                let mut state = shared.borrow_mut();
                let now = now();
                let intent = state
                    .board()
                    .map(|(view, game)| G::click(view, game, &seats, gesture, now));
                if let Some(intent) = intent {
                    state.play(intent, now);
                }
                drop(state);
                redraw.emit(());
            });
        })
    };
    let onkey = {
        let (ongesture, shared, redraw) = (ongesture.clone(), shared.clone(), redraw.clone());
        Callback::from(move |e: KeyboardEvent| {
            let (ongesture, shared, redraw) = (ongesture.clone(), shared.clone(), redraw.clone());
            let seats = seats.clone();
            post(move || {
                let clicked = {
                    let mut state = shared.borrow_mut();
                    state.board().and_then(|(view, game)| {
                        let at = G::key(view, &e);
                        G::sync(view, game, &seats, now());
                        at
                    })
                };
                match clicked {
                    Some(at) => ongesture.emit(Gesture::Click(at)),
                    None => redraw.emit(()),
                }
            });
        })
    };
    BoardCallbacks {
        onclick: ongesture.reform(Gesture::Click),
        ondrag: ongesture.reform(|(from, to)| Gesture::Drag(from, to)),
        onkey,
    }
}
