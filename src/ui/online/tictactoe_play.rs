//! Tic-tac-toe on the online pages: the same board component as the local
//! game (cells named `Row R, column C, empty|X|O`), fed from the online
//! match, and its status line ([`PageGame::status`]).

use yew::prelude::*;

use crate::clock::Millis;
use crate::online::game::OnlineGame;
use crate::online::host::Host;
use crate::online::tictactoe::{TttIntent, TttLog, TttMatch, TttRefusal};
use crate::online::wire::{Role, WireError};
use crate::rules::fox_dolphin::ai::Level;
use crate::rules::fox_dolphin::digest_hex;
use crate::rules::tictactoe::{Cell, Player, SizeError};
use crate::rules::Seat;
use crate::ui::howto;
use crate::ui::i18n::Lang;
use crate::ui::link::Query;
use crate::ui::online::page_game::{link_notes, BoardCallbacks, Gesture, PageGame};
use crate::ui::online::words::tictactoe::TttOnlineWords;
use crate::ui::online::words::OnlineWords;
use crate::ui::sound::model::TttEar;
use crate::ui::tictactoe::board::view::{cell_id, CellGrid};
use crate::ui::tictactoe::setup::model::Setup;

/// The cursor, what was last shown, and what the match made heard.
pub struct TttView {
    cursor: Cell,
    shown: (usize, bool),
    ear: TttEar,
}

impl PageGame for TttMatch {
    type Setup = Setup;
    type View = TttView;
    type At = Cell;
    type SetupError = SizeError;

    const HOWTO: &'static str = howto::TTT_PAGE;
    fn setup_from_link(query: &Query, lang: Lang) -> (Setup, Vec<String>) {
        let (setup, ignored) = Setup::from_query(query);
        (setup, link_notes(&ignored, lang))
    }
    fn size(setup: &Setup) -> usize {
        setup.size
    }
    fn title(t: &'static OnlineWords) -> &'static str {
        TttOnlineWords::of(t.lang()).ttt_online_title()
    }

    /// The host plays the setup's "You play" mark; a guest the other. The
    /// page's seed draws the series' id (the game has no seed of its own).
    fn host(setup: &Setup, seed: u64) -> Result<Host<TttMatch>, SizeError> {
        let game =
            TttMatch::new(setup.size, setup.first).ok_or(SizeError::Unsupported(setup.size))?;
        let seats = TttMatch::SIDES.map(|p| {
            if p == setup.you {
                Seat::You
            } else {
                Seat::Guest
            }
        });
        Ok(Host::with_seed(game, seats, seed))
    }

    fn setup_error(t: &OnlineWords, _: &SizeError) -> String {
        TttOnlineWords::of(t.lang()).online_ttt_size().to_owned()
    }

    fn replay_link(log: &TttLog) -> Option<String> {
        Some(crate::ui::online::replay_link::tic_tac_toe(log))
    }

    fn view(game: &TttMatch) -> TttView {
        TttView {
            cursor: Cell::new(0, 0),
            shown: (0, false),
            ear: TttEar::new(game.game().history().len(), game.is_over()),
        }
    }

    fn sync(view: &mut TttView, game: &TttMatch, seats: &[Player], _now: Millis) -> bool {
        let end = game.outcome().map(|o| o.winner);
        let marks = game.game().history().len();
        crate::ui::sound::play(view.ear.hear(marks, end, false, seats));
        let shown = (game.game().history().len(), game.is_over());
        let changed = view.shown != shown;
        view.shown = shown;
        changed
    }

    /// A click plays the cell; the board takes no drags.
    fn click(
        view: &mut TttView,
        game: &TttMatch,
        seats: &[Player],
        gesture: Gesture<Cell>,
        _now: Millis,
    ) -> Option<TttIntent> {
        let Gesture::Click(at) = gesture else {
            return None;
        };
        view.cursor = at;
        // The host judges the move (whose turn, the cell taken): its
        // refusal comes back to this person alone.
        let _ = game;
        let seat = *seats.first()?;
        Some(TttIntent::Play { seat, cell: at })
    }

    fn key(view: &mut TttView, event: &KeyboardEvent) -> Option<Cell> {
        let c = view.cursor;
        let to = match event.key().as_str() {
            "ArrowUp" => Cell::new(c.row.saturating_sub(1), c.col),
            "ArrowDown" => Cell::new(c.row + 1, c.col),
            "ArrowLeft" => Cell::new(c.row, c.col.saturating_sub(1)),
            "ArrowRight" => Cell::new(c.row, c.col + 1),
            "Enter" | " " => {
                event.prevent_default();
                return Some(c);
            }
            _ => return None,
        };
        event.prevent_default();
        let focused = gloo::utils::document()
            .get_element_by_id(&cell_id(to))
            .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok());
        if let Some(cell) = focused {
            let _ = cell.focus();
            view.cursor = to;
        }
        None
    }

    fn board(
        view: &TttView,
        game: &TttMatch,
        _seats: &[Player],
        on: BoardCallbacks<Cell>,
        _: &'static OnlineWords,
    ) -> Html {
        let BoardCallbacks { onclick, onkey, .. } = on;
        let g = game.game();
        let n = g.size();
        let marks: Vec<_> = (0..n * n).map(|i| g.at(Cell::new(i / n, i % n))).collect();
        html! {
            <div class="online-play online-ttt" data-tick={game.tick().to_string()}
                data-digest={digest_hex(game.digest())} data-over={game.is_over().to_string()}>
                <CellGrid size={n} {marks} winning={g.winning_line().unwrap_or_default()}
                    hint={None::<(Cell, Player)>} cursor={view.cursor} onplay={onclick} {onkey}
                    last={g.history().last().copied()} />
            </div>
        }
    }

    /// Whose turn, or who won.
    fn status(game: &TttMatch, t: &'static OnlineWords) -> String {
        TttOnlineWords::of(t.lang())
            .ttt_online_status(game.outcome(), game.game().turn())
            .to_owned()
    }

    fn seat_line(t: &OnlineWords, side: Player, who: &str) -> String {
        TttOnlineWords::of(t.lang()).ttt_online_seat_line(side, who)
    }

    /// Tic-tac-toe's online host keeps no computer seat (its setup seats
    /// you and a guest); one would read as the computer, whatever the
    /// level (tic-tac-toe's levels are not Fox & Dolphin's).
    fn computer(t: &OnlineWords, _: Level) -> &'static str {
        TttOnlineWords::of(t.lang()).ttt_score_computer()
    }

    fn your_role(t: &OnlineWords, role: Role<Player>, other_chose_first: bool) -> String {
        let words = TttOnlineWords::of(t.lang());
        match role {
            Role::Seat(mark) if other_chose_first => words.ttt_online_paired(mark).to_owned(),
            Role::Seat(mark) => words.ttt_online_you_play(mark).to_owned(),
            Role::Watcher => t.online_watching().to_owned(),
        }
    }

    fn wire_error(t: &OnlineWords, error: &WireError) -> String {
        TttOnlineWords::of(t.lang()).online_wire_error(error)
    }

    fn refusal(t: &OnlineWords, refusal: TttRefusal) -> &'static str {
        TttOnlineWords::of(t.lang()).ttt_online_refusal(refusal)
    }

    fn paused_line(t: &OnlineWords, side: Player, secs: u64) -> String {
        TttOnlineWords::of(t.lang()).ttt_online_paused(side, secs)
    }
}
