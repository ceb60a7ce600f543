//! What both online pages share: the board of a match seen from this
//! device (the Fox & Dolphin board component, fed from the match), the
//! people's input on it (the same model as local play: selection, one tap,
//! drag, cursor, refusal bubble), and the game's status line
//! ([`PageGame::status`]).

use std::convert::Infallible;

use yew::prelude::*;

use crate::clock::Millis;
use crate::online::host::Host;
use crate::online::wire::{Role, WireError};
use crate::rules::fox_dolphin::ai::Level;
use crate::rules::fox_dolphin::{
    digest_hex, Coord, Event, Intent, Log, Match, SettingsError, Species,
};
use crate::rules::Seat;
use crate::ui::fox_dolphin::board::chronicle::Chronicle;
use crate::ui::fox_dolphin::board::input::{moved, Input, Key};
use crate::ui::fox_dolphin::board::tiles::Tiles;
use crate::ui::fox_dolphin::board::view::{game_layout, GameView};
use crate::ui::fox_dolphin::setup::model::Setup;
use crate::ui::fox_dolphin::words::FdWords;
use crate::ui::howto;
use crate::ui::i18n::Lang;
use crate::ui::link::Query;
use crate::ui::online::page_game::{link_notes, BoardCallbacks, Gesture, PageGame};
use crate::ui::online::words::fox_dolphin::FdOnlineWords;
use crate::ui::online::words::OnlineWords;
use crate::ui::sound::model::FdEar;

impl PageGame for Match {
    type Setup = Setup;
    type View = View;
    type At = Coord;
    type SetupError = SettingsError;

    const HOWTO: &'static str = howto::FD_PAGE;
    /// A side the link does not name waits for a player on another device
    /// ([`Setup::from_host_query`]).
    fn setup_from_link(query: &Query, lang: Lang) -> (Setup, Vec<String>) {
        let (setup, ignored) = Setup::from_host_query(query);
        (setup, link_notes(&ignored, lang))
    }
    fn size(setup: &Setup) -> usize {
        setup.size
    }
    fn title(t: &'static OnlineWords) -> &'static str {
        FdOnlineWords::of(t.lang()).online_title()
    }

    /// The page's seed is the island's (unless the link fixes one) and
    /// draws the series' id too: a new series under a link with a fixed
    /// seed is still another series.
    fn host(setup: &Setup, seed: u64) -> Result<Host<Match>, SettingsError> {
        let seats = setup.online_seats();
        Ok(Host::with_seed(
            Match::new(setup.settings(seed), seats)?,
            seats,
            seed,
        ))
    }

    fn setup_error(t: &OnlineWords, error: &SettingsError) -> String {
        FdWords::of(t.lang()).fd_notice_settings(error)
    }

    fn view(game: &Match) -> View {
        View::new(game)
    }

    fn replay_link(log: &Log) -> Option<String> {
        crate::ui::online::replay_link::fox_dolphin(log)
    }

    fn sync(view: &mut View, game: &Match, seats: &[Species], now: Millis) -> bool {
        let shown = (game.tick() / 10, game.game().events().len());
        let changed = view.sync(game, seats, now) || view.shown != shown;
        view.shown = shown;
        changed
    }

    fn count(view: &mut View, shown: Option<u64>) -> bool {
        std::mem::replace(&mut view.countdown, shown) != shown
    }

    fn click(
        view: &mut View,
        game: &Match,
        seats: &[Species],
        gesture: Gesture<Coord>,
        now: Millis,
    ) -> Option<Intent> {
        view.click(game, seats, gesture, now)
    }

    fn key(view: &mut View, event: &KeyboardEvent) -> Option<Coord> {
        key(view, event)
    }

    fn board(
        view: &View,
        game: &Match,
        seats: &[Species],
        on: BoardCallbacks<Coord>,
        t: &'static OnlineWords,
    ) -> Html {
        board(view, game, seats, on, t)
    }

    /// Empty while the game runs (the board's own clock shows the time; a
    /// live region that changed every second would be read out every
    /// second); who won and why when it ends.
    fn status(game: &Match, t: &'static OnlineWords) -> String {
        game.game()
            .outcome()
            .map(|outcome| FdOnlineWords::of(t.lang()).online_outcome(outcome))
            .unwrap_or_default()
    }

    fn seat_line(t: &OnlineWords, side: Species, who: &str) -> String {
        FdOnlineWords::of(t.lang()).online_seat_line(side, who)
    }

    fn computer(t: &OnlineWords, level: Level) -> &'static str {
        Seat::Computer(level).worded(FdWords::of(t.lang()))
    }

    fn your_role(t: &OnlineWords, role: Role<Species>, other_chose_first: bool) -> String {
        match role {
            Role::Seat(species) => {
                FdOnlineWords::of(t.lang()).online_you_play(species, other_chose_first)
            }
            Role::Watcher => t.online_watching(),
        }
        .to_owned()
    }

    fn wire_error(t: &OnlineWords, error: &WireError) -> String {
        FdOnlineWords::of(t.lang()).online_wire_error(error)
    }

    fn refusal(_: &OnlineWords, refusal: Infallible) -> &'static str {
        match refusal {}
    }

    fn paused_line(t: &OnlineWords, side: Species, secs: u64) -> String {
        FdOnlineWords::of(t.lang()).online_fd_paused(side, secs)
    }
}

/// The board as this device shows it, and the people's input on it.
pub struct View {
    pub tiles: Tiles,
    input: Input,
    /// The clock's tenths and the events count last shown.
    shown: (u64, usize),
    /// The feed and the tide's steps, as the local screen keeps them.
    chronicle: Chronicle,
    /// What the match has made heard on this device.
    ear: FdEar,
    /// The count before the first tick, as shown.
    countdown: Option<u64>,
}

impl View {
    pub fn new(game: &Match) -> View {
        let mut tiles = Tiles::new(game.game(), Coord::new(0, 0));
        let input = Input::new(game.game(), &mut tiles, &[]);
        View {
            tiles,
            input,
            shown: (0, 0),
            chronicle: Chronicle::of(game.game().events()),
            ear: FdEar::new(game.game()),
            countdown: None,
        }
    }

    /// Brings the tiles in line with the match at `now` (a
    /// guest's copy may have been rebuilt from the host's, so every row is
    /// compared), for the person who plays `seats`; returns whether
    /// anything shown changed.
    pub fn sync(&mut self, game: &Match, seats: &[Species], now: Millis) -> bool {
        let g = game.game();
        crate::ui::sound::play(self.ear.hear(g, seats));
        self.input.set_people(g, &mut self.tiles, seats);
        let refusal = self.input.refusal().cloned();
        let events = g.events();
        // A guest's copy rebuilt from the host's: read it again, and show
        // no refusal of the events before.
        let rebuilt = events.len() < self.chronicle.seen();
        let new: &[Event] = if rebuilt {
            &[]
        } else {
            &events[self.chronicle.seen()..]
        };
        let mut differs = false;
        for (r, row) in self.tiles.rows().to_vec().iter().enumerate() {
            let row_differs = row.0.iter().enumerate().any(|(c, view)| {
                g.tile(Coord::new(r, c))
                    .is_some_and(|t| t.surface != view.surface || t.occupant != view.occupant)
            });
            if row_differs {
                self.tiles.touch(Coord::new(r, 0));
                differs = true;
            }
        }
        let board_changed = rebuilt || differs || !new.is_empty();
        self.input
            .observe(g, &mut self.tiles, new, board_changed, now.as_f64());
        if rebuilt {
            self.chronicle = Chronicle::of(events);
        } else {
            self.chronicle.absorb(events);
        }
        let bubble = self.input.refusal() != refusal.as_ref();
        self.tiles.refresh(g) || bubble
    }

    /// A click or drag by a person who plays `seats`: selects one of their
    /// animals, or returns the move it completes (see [`Input::click`]).
    pub fn click(
        &mut self,
        game: &Match,
        seats: &[Species],
        gesture: Gesture<Coord>,
        now: Millis,
    ) -> Option<Intent> {
        let (g, now_ms) = (game.game(), now.as_f64());
        self.input.set_people(g, &mut self.tiles, seats);
        let tiles = &mut self.tiles;
        let intent = match gesture {
            Gesture::Click(at) => self.input.click(g, tiles, None, at, now_ms),
            Gesture::Drag(from, to) => self.input.drag(g, tiles, None, from, to, now_ms),
        };
        if let Some(intent) = &intent {
            self.input.sent(intent);
        }
        intent
    }
}

/// The game as the local screen shows it (sides with counts and
/// cooldowns, tide gauge, board, clock, feed).
pub fn board(
    view: &View,
    game: &Match,
    seats: &[Species],
    on: BoardCallbacks<Coord>,
    t: &'static OnlineWords,
) -> Html {
    let g = game.game();
    let t = FdOnlineWords::of(t.lang());
    let name = |species: Species| match game.seat(species) {
        _ if seats.contains(&species) => Seat::<Level>::You.worded(t),
        seat @ Seat::Computer(_) => seat.worded(t),
        Seat::You | Seat::HotSeat | Seat::Guest => t.online_other_player(),
    };
    let layout = game_layout(&GameView {
        t,
        game: g,
        kinds: game.seats(),
        names: Some(Species::ALL.map(name)),
        tiles: &view.tiles,
        chronicle: &view.chronicle,
        running: !game.is_over() && view.countdown.is_none(),
        rate: 1,
        zoomed: false,
        banner: false,
        countdown: view.countdown,
        refusal: view.input.refusal().map(|r| (r.at, r.reason.worded(t))),
        onclick: on.onclick,
        onkey: on.onkey,
        ondrag: Some(on.ondrag),
        draggable: Species::ALL.map(|s| seats.contains(&s)),
        top: Html::default(),
        controls: Html::default(),
        help: t.fd_keys_help(),
        class: "playing",
    });
    html! {
        <div class="online-play" data-tick={game.tick().to_string()}
            data-digest={digest_hex(game.digest())} data-over={game.is_over().to_string()}>
            { layout }
        </div>
    }
}

/// Arrow keys move the cursor, stopping at the edges; Enter or Space
/// clicks the tile under it.
pub fn key(view: &mut View, event: &KeyboardEvent) -> Option<Coord> {
    let key = Key::of(&event.key())?;
    event.prevent_default();
    match key {
        Key::Cursor(rows, cols) => {
            let to = moved(&view.tiles, rows, cols);
            view.tiles.set_cursor(to);
            None
        }
        Key::Activate => Some(view.tiles.cursor()),
    }
}
