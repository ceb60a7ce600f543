//! What both online pages share: the board of a match seen from this
//! device (the Fox & Dolphin board component, fed from the match), picking
//! an animal and its target, and the game's status line.

use yew::prelude::*;

use crate::online::host::{Host, Seat};
use crate::online::wire::Role;
use crate::rules::fox_dolphin::Controller;
use crate::rules::fox_dolphin::{digest_hex, Coord, Event, Intent, Match, MoveError, Species};
use crate::ui::fox_dolphin::chronicle::Chronicle;
use crate::ui::fox_dolphin::playing::{game_layout, GameView};
use crate::ui::fox_dolphin::setup::{SeatKind, Setup, GAME_KEY};
use crate::ui::fox_dolphin::tiles::{Mark, Tiles};
use crate::ui::online::page_game::PageGame;
use crate::ui::online::words::OnlineWords;
use crate::ui::online::OnlineProblem;

fn seat_of(kind: SeatKind) -> Seat {
    match kind {
        SeatKind::You => Seat::Host,
        SeatKind::Friend => Seat::Guest,
        SeatKind::Computer(level) => Seat::Computer(level),
    }
}

impl PageGame for Match {
    type Setup = Setup;
    type View = View;
    type At = Coord;

    const GAME_KEY: &'static str = GAME_KEY;
    fn title(t: &'static OnlineWords) -> &'static str {
        t.online_title()
    }

    fn host(setup: &Setup, seed: u64) -> Result<Host<Match>, OnlineProblem> {
        let seats = [seat_of(setup.fox), seat_of(setup.dolphin)];
        Host::new(setup.settings(seed), seats).map_err(OnlineProblem::Settings)
    }

    fn setup_query(setup: &Setup) -> String {
        setup.to_query()
    }

    fn view(game: &Match) -> View {
        View::new(game)
    }

    fn sync(view: &mut View, game: &Match) -> bool {
        let shown = (game.tick() / 10, game.game().events().len());
        let changed = view.sync(game) || view.shown != shown;
        view.shown = shown;
        changed
    }

    fn click(view: &mut View, game: &Match, seats: &[Species], at: Coord) -> Option<Intent> {
        view.click(game, seats, at)
            .map(|(seat, from, to)| Intent::Move { seat, from, to })
    }

    fn key(view: &mut View, event: &KeyboardEvent) -> Option<Coord> {
        key(view, event)
    }

    fn board(
        view: &View,
        game: &Match,
        seats: &[Species],
        onclick: Callback<Coord>,
        onkey: Callback<KeyboardEvent>,
        t: &'static OnlineWords,
    ) -> Html {
        board(view, game, seats, onclick, onkey, t)
    }

    fn last_refusal(t: &OnlineWords, game: &Match, seats: &[Species]) -> Option<String> {
        last_refusal(game, seats).map(|e| t.fd_move_error(&e))
    }

    fn answered(game: &Match, seat: Species) -> usize {
        answered(game, seat)
    }

    fn seat_line(t: &OnlineWords, side: Species, who: &str) -> String {
        t.online_seat_line(side, who)
    }

    fn your_role(t: &OnlineWords, role: Role<Species>) -> String {
        t.online_your_role(role)
    }
}

/// The board as this device shows it, and the animal picked.
pub struct View {
    pub tiles: Tiles,
    pub picked: Option<Coord>,
    marked: Vec<Coord>,
    /// The clock's tenths and the events count last shown.
    shown: (u64, usize),
    /// The feed and the tide's steps, as the local screen keeps them.
    chronicle: Chronicle,
}

impl View {
    pub fn new(game: &Match) -> View {
        View {
            tiles: Tiles::new(game.game(), Coord::new(0, 0)),
            picked: None,
            marked: Vec::new(),
            shown: (0, 0),
            chronicle: Chronicle::of(game.game().events()),
        }
    }

    /// Brings the tiles in line with the match (a guest's copy may have been
    /// rebuilt from the host's, so every row is compared); returns whether
    /// anything shown changed.
    pub fn sync(&mut self, game: &Match) -> bool {
        let g = game.game();
        if g.events().len() < self.chronicle.seen() {
            // A guest's copy rebuilt from the host's: read it again.
            self.chronicle = Chronicle::of(g.events());
        } else {
            self.chronicle.absorb(g.events());
        }
        for (r, row) in self.tiles.rows().to_vec().iter().enumerate() {
            let differs = row.0.iter().enumerate().any(|(c, view)| {
                g.tile(Coord::new(r, c))
                    .is_some_and(|t| t.surface != view.surface || t.occupant != view.occupant)
            });
            if differs {
                self.tiles.touch(Coord::new(r, 0));
            }
        }
        if let Some(p) = self.picked {
            if g.tile(p).and_then(|t| t.occupant).is_none() || game.is_over() {
                self.unpick();
            }
        }
        self.tiles.refresh(g)
    }

    fn unpick(&mut self) {
        for at in self.marked.drain(..) {
            self.tiles.set_mark(at, Mark::None);
        }
        self.picked = None;
    }

    /// A click on `at` by a person who plays `seats`: picks one of their
    /// animals, or returns the move to the tile clicked after a pick.
    pub fn click(
        &mut self,
        game: &Match,
        seats: &[Species],
        at: Coord,
    ) -> Option<(Species, Coord, Coord)> {
        self.tiles.set_cursor(at);
        let g = game.game();
        let own = g
            .tile(at)
            .and_then(|t| t.occupant)
            .filter(|s| seats.contains(s));
        let result = match (self.picked, own) {
            (Some(from), _) if from == at => None,
            (_, Some(_)) => {
                self.unpick();
                self.picked = Some(at);
                self.marked.push(at);
                self.tiles.set_mark(at, Mark::Selected);
                for to in g.legal_targets(at) {
                    self.marked.push(to);
                    self.tiles.set_mark(to, Mark::Target);
                }
                self.tiles.refresh(g);
                return None;
            }
            (Some(from), None) => g
                .tile(from)
                .and_then(|t| t.occupant)
                .map(|seat| (seat, from, at)),
            (None, None) => None,
        };
        self.unpick();
        self.tiles.refresh(g);
        result
    }
}

/// The last refusal of `seat`'s moves in the match (Z spec `IllegalMove`),
/// with the number of events when it came.
pub fn last_refusal(game: &Match, seats: &[Species]) -> Option<MoveError> {
    game.game()
        .events()
        .iter()
        .rev()
        .take(8)
        .find_map(|e| match e {
            Event::Refused { seat, error } if seats.contains(seat) => Some(*error),
            _ => None,
        })
}

/// Moves (and refusals) of `seat` so far: a count that grows when the
/// person's request came back from the host.
pub fn answered(game: &Match, seat: Species) -> usize {
    game.game()
        .events()
        .iter()
        .filter(|e| match e {
            Event::Moved { species, .. } | Event::Ate { eater: species, .. } => *species == seat,
            Event::Refused { seat: s, .. } => *s == seat,
            _ => false,
        })
        .count()
}

/// The status line and the game as the local screen shows it (sides with
/// counts and cooldowns, tide gauge, board, clock, feed).
pub fn board(
    view: &View,
    game: &Match,
    seats: &[Species],
    onclick: Callback<Coord>,
    onkey: Callback<KeyboardEvent>,
    t: &'static OnlineWords,
) -> Html {
    let g = game.game();
    // Empty while the game runs (the board's own clock shows the time; a
    // live region that changed every second would be read out every
    // second); the outcome when it ends.
    let status = g
        .outcome()
        .map(|outcome| t.online_outcome(outcome))
        .unwrap_or_default();
    let kind = |c: Controller| match c {
        Controller::Person => SeatKind::Friend,
        Controller::Computer(level) => SeatKind::Computer(level),
    };
    let name = |species: Species| match game.controller(species) {
        _ if seats.contains(&species) => SeatKind::You.worded(t),
        Controller::Person => t.online_other_player(),
        Controller::Computer(level) => SeatKind::Computer(level).worded(t),
    };
    let layout = game_layout(&GameView {
        t,
        game: g,
        kinds: game.controllers().map(kind),
        names: Some(Species::ALL.map(name)),
        tiles: &view.tiles,
        chronicle: &view.chronicle,
        running: !game.is_over(),
        rate: 1,
        zoomed: false,
        banner: false,
        refusal: None,
        onclick,
        onkey,
        ondrag: None,
        top: Html::default(),
        controls: Html::default(),
        help: t.fd_keys_help(),
        class: "playing",
    });
    html! {
        <div class="online-play" data-tick={game.tick().to_string()}
            data-digest={digest_hex(game.digest())} data-over={game.is_over().to_string()}>
            <p class="online-status" role="status">{ status }</p>
            { layout }
        </div>
    }
}

/// Arrow keys move the cursor; Enter or Space clicks the tile under it.
pub fn key(view: &mut View, event: &KeyboardEvent) -> Option<Coord> {
    let c = view.tiles.cursor();
    let to = match event.key().as_str() {
        "ArrowUp" => Coord::new(c.row.saturating_sub(1), c.col),
        "ArrowDown" => Coord::new(c.row + 1, c.col),
        "ArrowLeft" => Coord::new(c.row, c.col.saturating_sub(1)),
        "ArrowRight" => Coord::new(c.row, c.col + 1),
        "Enter" | " " => {
            event.prevent_default();
            return Some(c);
        }
        _ => return None,
    };
    event.prevent_default();
    view.tiles.set_cursor(to);
    None
}
