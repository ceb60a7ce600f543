//! One game on screen: the rules' [`Game`], the people's selections and
//! keyboard cursor, the game clock, the computer seats, and what the screen
//! should say about it.
//!
//! Pure state, tested natively: the component calls [`Session::tick`] with
//! the wall clock every few tens of milliseconds and forwards clicks and
//! keys; every rule decision is the rules core's.

use std::collections::VecDeque;

use crate::rules::fox_dolphin::ai;
use crate::rules::fox_dolphin::{Coord, Event, Game, Outcome, SettingsError, Species, Status};
use crate::ui::fox_dolphin::clock::Clock;
use crate::ui::fox_dolphin::setup::{SeatKind, Setup};
use crate::ui::fox_dolphin::tiles::{Fresh, Mark, Tiles};
use crate::ui::text;

/// How long a refusal stays beside the animal, in wall milliseconds.
pub const REFUSAL_SHOWN_MS: f64 = 2_500.0;
/// How many lines the event feed keeps.
pub const FEED_LENGTH: usize = 5;

/// Why a click was not sent, or the rules' reason for refusing it, shown
/// beside the animal for a moment.
#[derive(Clone, Debug, PartialEq)]
pub struct Refusal {
    pub at: Coord,
    pub message: String,
    pub until_wall: f64,
}

/// One line of the event feed; `id` orders and keys them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FeedItem {
    pub id: u64,
    pub text: String,
}

/// What a tick changed, so the screen re-renders (and measures) only then.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Update {
    /// An animal moved (or ate).
    pub moved: bool,
    /// A tide step happened.
    pub tide: bool,
    /// Some row of tiles was rebuilt.
    pub board: bool,
    /// The game ended.
    pub ended: bool,
}

/// The game's figures, for the side panel and the end screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Figures {
    /// Accepted moves, foxes then dolphins (eating included).
    pub moves: [u32; 2],
    /// Animals eaten by foxes, then by dolphins.
    pub eaten: [u32; 2],
    pub tide_steps: u32,
}

#[derive(Clone, Debug)]
pub struct Session {
    setup: Setup,
    game: Game,
    clock: Clock,
    tiles: Tiles,
    /// Each human seat's selected animal.
    selected: [Option<Coord>; 2],
    /// The seat selected most recently: its animal moves first on a shared target.
    last_selected: Option<Species>,
    targets: Vec<Coord>,
    arrivals: [Option<Coord>; 2],
    refusal: Option<Refusal>,
    feed: VecDeque<FeedItem>,
    feed_ids: u64,
    seen_events: usize,
    /// Per seat: when its running cooldown ends, and how many times it restarted.
    ready_at: [u64; 2],
    cooldown_round: [u32; 2],
    figures: Figures,
}

/// An animal of `seat` arrived on `at`: animate it there (and no longer
/// where that seat's previous arrival was).
fn arrive(tiles: &mut Tiles, arrivals: &mut [Option<Coord>; 2], seat: Species, at: Coord) {
    if let Some(old) = arrivals[seat_index(seat)].replace(at) {
        tiles.set_fresh(old, Fresh::None);
    }
    tiles.touch(at);
    tiles.set_fresh(at, Fresh::Arrived);
}

fn seat_index(seat: Species) -> usize {
    match seat {
        Species::Fox => 0,
        Species::Dolphin => 1,
    }
}

impl Session {
    /// A new game with both seats taken (foxes first, Z spec `Join`); the
    /// clock starts at the first tick. `seed` is used when the setup has none.
    pub fn new(setup: Setup, seed: u64) -> Result<Session, SettingsError> {
        let mut game = Game::new(setup.settings(seed))?;
        // Two seats on a new game: both joins succeed.
        let _ = game.join();
        let _ = game.join();
        let cursor = Coord::new(game.size() / 2, game.size() / 2);
        let tiles = Tiles::new(&game, cursor);
        let seen_events = game.events().len();
        Ok(Session {
            setup: Setup {
                seed: Some(game.settings().seed),
                ..setup
            },
            game,
            clock: Clock::default(),
            tiles,
            selected: [None; 2],
            last_selected: None,
            targets: Vec::new(),
            arrivals: [None; 2],
            refusal: None,
            feed: VecDeque::new(),
            feed_ids: 0,
            seen_events,
            ready_at: [0; 2],
            cooldown_round: [0; 2],
            figures: Figures::default(),
        })
    }

    // ----- reading -----

    /// The setup, with the seed actually used.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn tiles(&self) -> &Tiles {
        &self.tiles
    }

    pub fn paused(&self) -> bool {
        self.clock.paused()
    }

    /// Whether game time runs: not paused, page not hidden.
    pub fn running(&self) -> bool {
        self.clock.running()
    }

    pub fn over(&self) -> bool {
        self.game.status() == Status::EndGame
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    pub fn figures(&self) -> Figures {
        self.figures
    }

    /// Game milliseconds since the start.
    pub fn elapsed_ms(&self) -> u64 {
        self.game.now() - self.game.started_at().unwrap_or(0)
    }

    pub fn refusal(&self) -> Option<&Refusal> {
        self.refusal.as_ref()
    }

    /// The latest lines of the event feed, oldest first.
    pub fn feed(&self) -> impl Iterator<Item = &FeedItem> {
        self.feed.iter()
    }

    pub fn selected(&self, seat: Species) -> Option<Coord> {
        self.selected[seat_index(seat)]
    }

    /// `(restarts, ms)`: how often `seat`'s cooldown restarted, and how long
    /// the current one lasts from its restart. The screen animates a bar
    /// over `ms` each time the count changes.
    pub fn cooldown(&self, seat: Species) -> (u32, u64) {
        (
            self.cooldown_round[seat_index(seat)],
            self.game.settings().cooldown_ms,
        )
    }

    /// Whether a person plays `seat`.
    pub fn is_human(&self, seat: Species) -> bool {
        self.setup.seat(seat).is_human()
    }

    // ----- time -----

    /// Moves the game to the wall time `wall_ms`, lets each computer seat
    /// whose cooldown is over ask for its move, and records what changed.
    pub fn tick(&mut self, wall_ms: f64) -> Update {
        let now = self.clock.tick(wall_ms);
        if self.game.status() == Status::InGame && self.clock.running() {
            self.game.advance(now);
            for seat in Species::ALL {
                if let SeatKind::Computer(level) = self.setup.seat(seat) {
                    self.computer_moves(seat, level, now);
                }
            }
        }
        if self
            .refusal
            .as_ref()
            .is_some_and(|r| r.until_wall <= wall_ms)
        {
            self.refusal = None;
        }
        self.catch_up()
    }

    fn computer_moves(&mut self, seat: Species, level: ai::Level, now: u64) {
        if self.game.status() != Status::InGame || self.game.cooldown_remaining(seat) > 0 {
            return;
        }
        if let Some((from, to)) = ai::decide(&self.game, seat, level) {
            // The AI proposes only legal moves; a refusal would be in the events.
            let _ = self.game.request_move(seat, from, to, now);
        }
    }

    pub fn set_paused(&mut self, paused: bool) {
        if !self.over() {
            self.clock.set_paused(paused);
        }
    }

    pub fn set_hidden(&mut self, hidden: bool) {
        self.clock.set_hidden(hidden);
    }

    // ----- people -----

    /// A click or Enter on `at` at wall time `wall_ms`: select one of your
    /// animals, move the selected one there, or clear the selection.
    pub fn click(&mut self, at: Coord, wall_ms: f64) -> Update {
        self.tiles.set_cursor(at);
        let Some(tile) = self.game.tile(at) else {
            return self.catch_up();
        };
        if self.game.status() != Status::InGame {
            return self.catch_up();
        }
        if self.setup.is_watch() {
            self.refuse(at, text::FD_WATCHING.to_owned(), wall_ms);
            return self.catch_up();
        }
        if self.clock.paused() {
            self.refuse(at, text::FD_PAUSED.to_owned(), wall_ms);
            return self.catch_up();
        }
        let order = self.selection_order();
        // A legal target of a selected animal: move (or eat) there.
        if let Some(seat) = order.iter().copied().find(|&seat| {
            self.selected(seat)
                .is_some_and(|from| self.game.legal_targets(from).contains(&at))
        }) {
            return self.request(seat, at, wall_ms);
        }
        // One of a person's animals: select it (again: unselect).
        if let Some(seat) = tile.occupant.filter(|&s| self.is_human(s)) {
            let i = seat_index(seat);
            self.selected[i] = (self.selected[i] != Some(at)).then_some(at);
            self.last_selected = Some(seat);
            self.refusal = None;
            self.update_targets();
            return self.catch_up();
        }
        // Next to a selected animal but not a legal move: ask anyway, so the
        // rules say why not.
        if let Some(seat) = order
            .iter()
            .copied()
            .find(|&seat| self.selected(seat).is_some_and(|from| from.is_adjacent(at)))
        {
            return self.request(seat, at, wall_ms);
        }
        self.selected = [None; 2];
        self.update_targets();
        self.catch_up()
    }

    /// Moves the keyboard cursor by whole tiles, stopping at the edges.
    pub fn move_cursor(&mut self, rows: isize, cols: isize) -> Update {
        let last = self.game.size() as isize - 1;
        let c = self.tiles.cursor();
        let row = (c.row as isize + rows).clamp(0, last) as usize;
        let col = (c.col as isize + cols).clamp(0, last) as usize;
        self.tiles.set_cursor(Coord::new(row, col));
        self.catch_up()
    }

    /// Enter on the cursor: the same as a click there.
    pub fn activate(&mut self, wall_ms: f64) -> Update {
        self.click(self.tiles.cursor(), wall_ms)
    }

    /// Z spec `Disconnect`: a person leaves and the other side wins. The
    /// seat that leaves is yours (or, with two friends, the foxes').
    pub fn leave(&mut self) -> Update {
        let seat = [SeatKind::You, SeatKind::Friend]
            .into_iter()
            .find_map(|kind| {
                Species::ALL
                    .into_iter()
                    .find(|&s| self.setup.seat(s) == kind)
            });
        if let Some(seat) = seat {
            let _ = self.game.leave(seat, self.clock.now());
        }
        self.catch_up()
    }

    fn selection_order(&self) -> Vec<Species> {
        let mut order = Species::ALL.to_vec();
        if self.last_selected == Some(Species::Dolphin) {
            order.reverse();
        }
        order
    }

    fn request(&mut self, seat: Species, to: Coord, wall_ms: f64) -> Update {
        let Some(from) = self.selected(seat) else {
            return self.catch_up();
        };
        match self.game.request_move(seat, from, to, self.clock.now()) {
            Ok(()) => {
                self.selected[seat_index(seat)] = Some(to);
                self.refusal = None;
            }
            Err(error) => self.refuse(from, text::fd_move_error(&error), wall_ms),
        }
        self.catch_up()
    }

    fn refuse(&mut self, at: Coord, message: String, wall_ms: f64) {
        self.refusal = Some(Refusal {
            at,
            message,
            until_wall: wall_ms + REFUSAL_SHOWN_MS,
        });
    }

    // ----- bookkeeping -----

    /// Reads the events since the last call: rows to rebuild, animations,
    /// the feed, the figures; then keeps selections and targets current.
    fn catch_up(&mut self) -> Update {
        let mut update = Update::default();
        let events = &self.game.events()[self.seen_events..];
        self.seen_events += events.len();
        let mut feed = Vec::new();
        for event in events {
            match event {
                Event::Moved { species, from, to } => {
                    update.moved = true;
                    self.figures.moves[seat_index(*species)] += 1;
                    self.tiles.touch(*from);
                    arrive(&mut self.tiles, &mut self.arrivals, *species, *to);
                }
                Event::Ate { eater, from, to } => {
                    update.moved = true;
                    let i = seat_index(*eater);
                    self.figures.moves[i] += 1;
                    self.figures.eaten[i] += 1;
                    self.tiles.touch(*from);
                    arrive(&mut self.tiles, &mut self.arrivals, *eater, *to);
                    feed.push(text::fd_ate(*eater, *to));
                }
                Event::Tide {
                    floodstate,
                    flooded,
                    surfaced,
                } => {
                    update.tide = true;
                    self.figures.tide_steps += 1;
                    // Earlier tide marks stay: a tile's surface alternates, so
                    // its next change always swaps the class and animates
                    // again, and leaving them saves re-rendering their rows.
                    for &at in flooded {
                        self.tiles.set_fresh(at, Fresh::Flooded);
                    }
                    for &at in surfaced {
                        self.tiles.set_fresh(at, Fresh::Surfaced);
                    }
                    feed.push(text::fd_tide_event(
                        *floodstate,
                        flooded.len(),
                        surfaced.len(),
                    ));
                }
                Event::Ended(outcome) => {
                    update.ended = true;
                    feed.push(text::fd_outcome(*outcome));
                }
                Event::Joined(_) | Event::Started | Event::Refused { .. } | Event::Left(_) => {}
            }
        }
        for line in feed {
            self.push_feed(line);
        }
        if update.moved || update.tide || update.ended {
            self.forget_lost_selections();
            self.update_targets();
        }
        for seat in Species::ALL {
            let i = seat_index(seat);
            let ready = self.game.now() + self.game.cooldown_remaining(seat);
            if self.game.cooldown_remaining(seat) > 0 && ready != self.ready_at[i] {
                self.ready_at[i] = ready;
                self.cooldown_round[i] += 1;
            }
        }
        update.board = self.tiles.refresh(&self.game);
        update
    }

    fn push_feed(&mut self, text: String) {
        self.feed_ids += 1;
        self.feed.push_back(FeedItem {
            id: self.feed_ids,
            text,
        });
        while self.feed.len() > FEED_LENGTH {
            self.feed.pop_front();
        }
    }

    /// A selected animal that was eaten (or a game that ended) is no longer selected.
    fn forget_lost_selections(&mut self) {
        let running = self.game.status() == Status::InGame;
        for seat in Species::ALL {
            let i = seat_index(seat);
            if let Some(at) = self.selected[i] {
                let still = self.game.tile(at).and_then(|t| t.occupant) == Some(seat);
                if !running || !still {
                    self.selected[i] = None;
                }
            }
        }
    }

    /// Re-marks the selected animals and their legal targets.
    fn update_targets(&mut self) {
        for at in std::mem::take(&mut self.targets) {
            self.tiles.set_mark(at, Mark::None);
        }
        let mut marks = Vec::new();
        for from in self.selected.iter().flatten() {
            for to in self.game.legal_targets(*from) {
                marks.push((to, Mark::Target));
            }
        }
        for from in self.selected.iter().flatten() {
            marks.push((*from, Mark::Selected));
        }
        for (at, mark) in marks {
            self.tiles.set_mark(at, mark);
            self.targets.push(at);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fox_dolphin::ai::Level;
    use crate::rules::fox_dolphin::{EndReason, Surface};
    use crate::ui::fox_dolphin::setup::Speed;

    fn setup(fox: SeatKind, dolphin: SeatKind) -> Setup {
        Setup {
            size: 10,
            seed: Some(11),
            fox,
            dolphin,
            ..Setup::default()
        }
    }

    fn you_against_normal() -> Session {
        Session::new(setup(SeatKind::You, SeatKind::Computer(Level::Normal)), 0).expect("valid")
    }

    /// A fox move the rules allow now.
    fn fox_move(session: &Session) -> (Coord, Coord) {
        session.game().legal_moves(Species::Fox)[0]
    }

    fn mark(session: &Session, at: Coord) -> Mark {
        session.tiles().tile(at).map(|t| t.mark).unwrap_or_default()
    }

    #[test]
    fn a_new_session_has_both_seats_taken_and_the_game_running() {
        let session = you_against_normal();
        assert_eq!(session.game().status(), Status::InGame);
        assert!(
            session.game().seat_taken(Species::Fox) && session.game().seat_taken(Species::Dolphin)
        );
        assert_eq!(session.setup().seed, Some(11));
    }

    #[test]
    fn a_missing_seed_is_replaced_by_the_drawn_one_and_remembered() {
        let session = Session::new(
            Setup {
                seed: None,
                ..Setup::default()
            },
            77,
        )
        .expect("valid");
        assert_eq!(session.setup().seed, Some(77));
        assert_eq!(session.game().settings().seed, 77);
    }

    #[test]
    fn selecting_your_fox_marks_it_and_its_legal_targets() {
        let mut session = you_against_normal();
        let (from, _) = fox_move(&session);
        let update = session.click(from, 0.0);
        assert!(update.board);
        assert_eq!(session.selected(Species::Fox), Some(from));
        assert_eq!(mark(&session, from), Mark::Selected);
        for to in session.game().legal_targets(from) {
            assert_eq!(mark(&session, to), Mark::Target, "{to}");
        }
    }

    #[test]
    fn clicking_a_selected_fox_again_unselects_it() {
        let mut session = you_against_normal();
        let (from, to) = fox_move(&session);
        session.click(from, 0.0);
        session.click(from, 0.0);
        assert_eq!(session.selected(Species::Fox), None);
        assert_eq!(mark(&session, to), Mark::None);
    }

    #[test]
    fn clicking_a_target_moves_the_fox_and_keeps_it_selected() {
        let mut session = you_against_normal();
        let (from, to) = fox_move(&session);
        session.click(from, 0.0);
        let update = session.click(to, 0.0);
        assert!(update.moved && update.board);
        assert_eq!(
            session.game().tile(to).and_then(|t| t.occupant),
            Some(Species::Fox)
        );
        assert_eq!(session.selected(Species::Fox), Some(to));
        assert_eq!(session.figures().moves[0], 1);
        assert_eq!(
            session.cooldown(Species::Fox).0,
            1,
            "the cooldown restarted"
        );
    }

    #[test]
    fn a_move_during_the_cooldown_is_refused_with_its_reason_beside_the_animal() {
        let mut session = you_against_normal();
        let (from, to) = fox_move(&session);
        session.click(from, 0.0);
        session.click(to, 0.0);
        let target = session.game().legal_targets(to)[0];
        let board = session.game().board().clone();
        let update = session.click(target, 100.0);
        assert!(!update.moved);
        assert_eq!(session.game().board(), &board);
        let refusal = session.refusal().expect("a reason is shown");
        assert_eq!(refusal.at, to);
        assert!(
            refusal.message.contains("cooling down"),
            "{}",
            refusal.message
        );
        session.tick(100.0 + REFUSAL_SHOWN_MS);
        assert_eq!(session.refusal(), None, "the reason goes after a moment");
    }

    #[test]
    fn an_illegal_step_next_to_the_selection_is_asked_and_the_rules_say_why() {
        let mut session = you_against_normal();
        // A fox with a neighbour holding another fox: stepping there is refused.
        let foxes = session.game().board().animals(Species::Fox);
        let pair = foxes
            .iter()
            .find_map(|&a| foxes.iter().find(|&&b| a.is_adjacent(b)).map(|&b| (a, b)));
        let Some((a, b)) = pair else { return };
        session.click(a, 0.0);
        session.click(b, 0.0);
        // b is your own fox: the click selects it rather than asking to move there.
        assert_eq!(session.selected(Species::Fox), Some(b));
        assert_eq!(session.refusal(), None);
    }

    #[test]
    fn the_computers_animals_cannot_be_selected() {
        let mut session = you_against_normal();
        let dolphin = session.game().board().animals(Species::Dolphin)[0];
        session.click(dolphin, 0.0);
        assert_eq!(session.selected(Species::Dolphin), None);
        assert_eq!(mark(&session, dolphin), Mark::None);
    }

    #[test]
    fn two_friends_each_select_their_own_animals() {
        let mut session = Session::new(setup(SeatKind::You, SeatKind::Friend), 0).expect("valid");
        let fox = session.game().board().animals(Species::Fox)[0];
        let dolphin = session.game().board().animals(Species::Dolphin)[0];
        session.click(fox, 0.0);
        session.click(dolphin, 0.0);
        assert_eq!(session.selected(Species::Fox), Some(fox));
        assert_eq!(session.selected(Species::Dolphin), Some(dolphin));
    }

    #[test]
    fn the_computer_moves_when_its_cooldown_is_over() {
        let mut session = you_against_normal();
        let cooldown = session.game().settings().cooldown_ms as f64;
        session.tick(0.0);
        assert_eq!(session.figures().moves[1], 1, "the dolphins moved at once");
        let mut wall = 100.0;
        while wall < cooldown {
            session.tick(wall);
            wall += 100.0;
        }
        assert_eq!(session.figures().moves[1], 1, "still cooling down");
        session.tick(cooldown);
        assert_eq!(session.figures().moves[1], 2);
        assert_eq!(session.figures().moves[0], 0, "your foxes wait for you");
    }

    #[test]
    fn a_tide_step_changes_tiles_marks_them_fresh_and_is_announced() {
        let mut session = Session::new(setup(SeatKind::You, SeatKind::Friend), 0).expect("valid");
        let interval = session.game().settings().tide_interval_ms as f64;
        let mut wall = 0.0;
        let mut tide = false;
        while wall <= interval {
            tide |= session.tick(wall).tide;
            wall += 100.0;
        }
        assert!(tide);
        assert_eq!(session.game().floodstate(), 1);
        let fresh = session
            .game()
            .board()
            .coords()
            .filter(|&c| {
                session
                    .tiles()
                    .tile(c)
                    .is_some_and(|t| t.fresh == Fresh::Flooded)
            })
            .collect::<Vec<_>>();
        assert_eq!(fresh.len(), 10);
        assert!(fresh.iter().all(|&c| session
            .game()
            .tile(c)
            .is_some_and(|t| t.surface == Surface::Water)));
        assert!(session
            .feed()
            .any(|line| line.text.starts_with("High tide")));
    }

    #[test]
    fn while_paused_no_game_time_passes_and_clicks_are_refused() {
        let mut session = you_against_normal();
        session.tick(0.0);
        session.set_paused(true);
        session.tick(10_000.0);
        assert_eq!(session.game().now(), 0);
        let (from, _) = fox_move(&session);
        session.click(from, 10_000.0);
        assert_eq!(session.selected(Species::Fox), None);
        assert_eq!(
            session.refusal().map(|r| r.message.as_str()),
            Some(text::FD_PAUSED)
        );
        session.set_paused(false);
        session.tick(10_100.0);
        session.tick(10_200.0);
        assert_eq!(session.game().now(), 100);
    }

    #[test]
    fn the_keyboard_cursor_moves_and_enter_selects() {
        let mut session = you_against_normal();
        let (from, _) = fox_move(&session);
        session.move_cursor(-20, -20);
        assert_eq!(session.tiles().cursor(), Coord::new(0, 0));
        session.move_cursor(from.row as isize, from.col as isize);
        assert_eq!(session.tiles().cursor(), from);
        session.activate(0.0);
        assert_eq!(session.selected(Species::Fox), Some(from));
    }

    #[test]
    fn leaving_gives_the_game_to_the_other_side() {
        let mut session = you_against_normal();
        let update = session.leave();
        assert!(update.ended && session.over());
        assert_eq!(
            session.outcome(),
            Some(Outcome {
                winner: Some(Species::Dolphin),
                reason: EndReason::OpponentLeft
            })
        );
    }

    #[test]
    fn computer_against_computer_runs_to_its_end_and_refuses_clicks() {
        let (cooldown_ms, tide_ms) = Speed::Lightning.timers();
        let computer = SeatKind::Computer(Level::Hard);
        let watch = Setup {
            cooldown_ms,
            tide_ms,
            limit_s: Some(30),
            ..setup(computer, computer)
        };
        let mut session = Session::new(watch, 0).expect("valid");
        let dolphin = session.game().board().animals(Species::Dolphin)[0];
        session.click(dolphin, 0.0);
        assert_eq!(
            session.refusal().map(|r| r.message.as_str()),
            Some(text::FD_WATCHING)
        );
        let mut wall = 0.0;
        while !session.over() && wall < 40_000.0 {
            session.tick(wall);
            wall += 50.0;
        }
        assert!(session.over(), "ended within its 30 s limit");
        assert!(session.elapsed_ms() <= 30_000);
        let figures = session.figures();
        assert!(figures.moves[0] > 0 && figures.moves[1] > 0);
        assert!(session
            .feed()
            .last()
            .is_some_and(|l| l.text.contains("win") || l.text.contains("draw")));
    }
}
