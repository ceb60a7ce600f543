//! The screen-reader page's narrator ([`Listener`]): the game's screen
//! carries it on `listen.html` (`crate::ui::ListenPage`). After every
//! action (while a game runs, every frame) it reads the live game's new
//! events into its [`Herald`] and answers the letters pressed on the board
//! since; its lines go to a polite live region beside the screen, with the
//! keys listed. The captures are the feed's to say (its list is a live
//! region on every page).

use std::cell::Cell;
use std::rc::Rc;

use yew::prelude::*;

use crate::rules::fox_dolphin::Species;
use crate::ui::fox_dolphin::board::grid::GRID_ID;
use crate::ui::fox_dolphin::play::model::Play;
use crate::ui::fox_dolphin::screen::narrator::Narrator;
use crate::ui::fox_dolphin::words::FdWords;
use crate::ui::i18n::Lang;
use crate::ui::listen::herald::{reach, threats, where_yours, Herald};
use crate::ui::listen::keys::{ask_of, next_animal, Ask};
use crate::ui::listen::words::ListenWords;

/// What the screen-reader page says: the herald of the game shown, how
/// many of its events it had read (a game with fewer is a new one), and
/// the question asked by a key on the board, until the next frame answers
/// it.
#[derive(Default)]
pub struct Listener {
    herald: Option<(Herald, usize)>,
    asked: Rc<Cell<Option<Ask>>>,
}

/// The seats the people at this device play.
fn yours(play: &Play) -> Vec<Species> {
    Species::ALL
        .into_iter()
        .filter(|&s| play.is_human(s))
        .collect()
}

impl Listener {
    /// The herald of `play`'s game, a new one for a new game.
    fn herald(&mut self, play: &Play) -> &mut Herald {
        let game = play.the_match().game();
        let read = game.events().len();
        let herald = match self.herald.take() {
            Some((herald, seen)) if seen <= read => herald,
            _ => Herald::new(game),
        };
        &mut self.herald.insert((herald, read)).0
    }

    /// The id of the latest line said.
    fn latest(&self) -> Option<usize> {
        self.herald
            .as_ref()
            .and_then(|(h, _)| h.lines().last().map(|(id, _)| *id))
    }

    /// Answers `ask`: the answer is said, or the cursor goes to the next
    /// (previous) of the people's animals.
    fn answer(&mut self, ask: Ask, play: &mut Play) {
        let yours = yours(play);
        let game = play.the_match().game();
        let cursor = play.tiles().cursor();
        let said = match ask {
            Ask::Where => where_yours(game, &yours),
            Ask::Threats => vec![threats(game, &yours)],
            Ask::Reach => vec![reach(game, &yours, cursor)],
            Ask::Next { back } => {
                if let Some(to) = next_animal(game, cursor, &yours, back) {
                    let step = |to: usize, from: usize| to as isize - from as isize;
                    play.move_cursor(step(to.row, cursor.row), step(to.col, cursor.col));
                }
                return;
            }
        };
        let herald = self.herald(play);
        said.into_iter().for_each(|said| herald.tell(said));
    }
}

impl Narrator for Listener {
    fn title(t: &'static FdWords) -> &'static str {
        ListenWords::of(t.lang()).listen_title()
    }

    fn follow(&mut self, play: Option<&mut Play>) -> bool {
        let Some(play) = play else {
            self.herald = None;
            self.asked.set(None);
            return false;
        };
        let before = self.latest();
        let yours = yours(play);
        self.herald(play).hear(play.the_match().game(), &yours);
        let asked = self.asked.take();
        if let Some(ask) = asked {
            self.answer(ask, play);
        }
        asked.is_some() || self.latest() != before
    }

    fn view(&self, screen: Html, lang: Lang) -> Html {
        let t = ListenWords::of(lang);
        let lines = self.herald.iter().flat_map(|(h, _)| h.lines());
        // The letters on the board (the grid has the focus), bubbling up
        // from it: kept for the next frame; Ctrl, Alt or Meta with a
        // letter is the browser's.
        let asked = self.asked.clone();
        let onkeydown = Callback::from(move |event: KeyboardEvent| {
            let on_board = event
                .target_dyn_into::<web_sys::Element>()
                .is_some_and(|e| e.id() == GRID_ID);
            if !on_board || event.ctrl_key() || event.alt_key() || event.meta_key() {
                return;
            }
            if let Some(ask) = ask_of(&event.key()) {
                event.prevent_default();
                asked.set(Some(ask));
            }
        });
        html! {
            <div class="listen" {onkeydown}>
                { screen }
                <section class="listen-keys" aria-label={t.listen_keys_heading()}>
                    <p class="keys-help">{ t.listen_intro() }</p>
                    <p class="keys-help">{ t.listen_keys() }</p>
                    <div class="visually-hidden" role="log" aria-live="polite" aria-relevant="additions">
                        { for lines.map(|(id, said)| html! { <p key={*id}>{ said.worded(t) }</p> }) }
                    </div>
                </section>
            </div>
        }
    }
}
