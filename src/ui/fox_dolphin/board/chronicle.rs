//! What the game's events mean for the screen: the feed, the figures, and
//! which tiles to redraw and animate.
//!
//! The feed keeps the captures and the end; the tide, which steps every
//! second or so, has one line of its own that each step replaces (it
//! would push a capture out of a list of five within seconds).
//!
//! Everything here is a function of the match's events alone, read in
//! order: the live screen reads the new ones after each frame, and the
//! replay viewer, after a jump backwards, reads them again from the first
//! ([`Chronicle::of`]) and shows exactly what was shown at that tick. A
//! feed line's id is its event's index, so the same line has the same key
//! however it was reached.

use crate::ui::fox_dolphin::words::FdWords;
use std::collections::VecDeque;

use crate::rules::fox_dolphin::{Coord, Event, LogError, Outcome, Settings, Species};
use crate::session::Changed;
use crate::ui::fox_dolphin::board::tiles::{Fresh, Tiles};

/// How many lines the event feed keeps (captures and the end; the tide's
/// line is apart).
pub const FEED_LENGTH: usize = 5;

/// One line of the event feed; `id` is the index of its event. The line is
/// typed and worded when shown, in the page's language
/// ([`FeedLine::worded`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FeedItem {
    pub id: usize,
    pub line: FeedLine,
}

/// What a line of the feed says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FeedLine {
    /// `eater` ate the animal at `at`.
    Ate { eater: Species, at: Coord },
    /// A tide step to `floodstate`, with how many tiles flooded or surfaced.
    Tide {
        floodstate: u8,
        flooded: usize,
        surfaced: usize,
    },
    /// The game ended.
    Ended(Outcome),
}

impl FeedLine {
    /// This line of the feed as a whole sentence.
    pub fn worded(&self, t: &FdWords) -> String {
        match *self {
            FeedLine::Ate {
                eater: Species::Fox,
                at,
            } => t.fd_feed_fox_ate(at.row, at.col),
            FeedLine::Ate {
                eater: Species::Dolphin,
                at,
            } => t.fd_feed_dolphin_ate(at.row, at.col),
            FeedLine::Tide {
                floodstate,
                flooded,
                surfaced,
            } => {
                if flooded > 0 {
                    t.fd_feed_flooded(floodstate + 1, flooded)
                } else {
                    t.fd_feed_surfaced(floodstate + 1, surfaced)
                }
            }
            FeedLine::Ended(outcome) => t.fd_outcome(outcome),
        }
    }
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

/// The feed and figures of the events read so far.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Chronicle {
    feed: VecDeque<FeedItem>,
    /// The latest tide step's line.
    tide: Option<FeedItem>,
    figures: Figures,
    /// Events read so far.
    seen: usize,
}

impl Chronicle {
    /// The chronicle of `events`, read from the first.
    pub fn of(events: &[Event]) -> Chronicle {
        let mut chronicle = Chronicle::default();
        chronicle.absorb(events);
        chronicle
    }

    /// Reads `events[self.seen()..]`: `events` is the whole list so far.
    pub fn absorb(&mut self, events: &[Event]) {
        let start = self.seen.min(events.len());
        for (id, event) in events.iter().enumerate().skip(start) {
            let line = match event {
                Event::Moved { species, .. } => {
                    self.figures.moves[species.index()] += 1;
                    None
                }
                Event::Ate { eater, to, .. } => {
                    self.figures.moves[eater.index()] += 1;
                    self.figures.eaten[eater.index()] += 1;
                    Some(FeedLine::Ate {
                        eater: *eater,
                        at: *to,
                    })
                }
                Event::Tide {
                    floodstate,
                    flooded,
                    surfaced,
                } => {
                    self.figures.tide_steps += 1;
                    self.tide = Some(FeedItem {
                        id,
                        line: FeedLine::Tide {
                            floodstate: *floodstate,
                            flooded: flooded.len(),
                            surfaced: surfaced.len(),
                        },
                    });
                    None
                }
                Event::Ended(outcome) => Some(FeedLine::Ended(*outcome)),
                Event::Joined(_) | Event::Started | Event::Refused { .. } | Event::Left(_) => None,
            };
            if let Some(line) = line {
                self.feed.push_back(FeedItem { id, line });
                if self.feed.len() > FEED_LENGTH {
                    self.feed.pop_front();
                }
            }
        }
        self.seen = events.len();
    }

    /// The latest captures and the end, oldest first.
    pub fn feed(&self) -> impl Iterator<Item = &FeedItem> {
        self.feed.iter()
    }

    /// The latest tide step's line (a [`FeedLine::Tide`]).
    pub fn tide(&self) -> Option<&FeedItem> {
        self.tide.as_ref()
    }

    pub fn figures(&self) -> Figures {
        self.figures
    }

    /// How many events were read.
    pub fn seen(&self) -> usize {
        self.seen
    }
}

/// What a batch of events changed on screen, so the screen re-renders (and
/// measures) only then.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Changes {
    /// An animal moved (or ate).
    pub moved: bool,
    /// A tide step happened.
    pub tide: bool,
    /// The game ended.
    pub ended: bool,
}

impl Changes {
    pub fn any(self) -> bool {
        self.moved || self.tide || self.ended
    }

    /// The same, as a session says it ([`Session::advance`]): what
    /// happened, in the order moves, tide, end; a redraw if any did.
    ///
    /// [`Session::advance`]: crate::session::Session::advance
    pub fn said(self) -> Changed<Happened> {
        let happened = [
            (self.moved, Happened::Moved),
            (self.tide, Happened::Tide),
            (self.ended, Happened::Ended),
        ];
        Changed {
            redraw: self.any(),
            events: happened
                .into_iter()
                .filter_map(|(did, what)| did.then_some(what))
                .collect(),
        }
    }
}

/// What a frame of a Fox & Dolphin game (played or replayed) did, as its
/// session says it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Happened {
    /// An animal moved (or ate).
    Moved,
    /// A tide step happened.
    Tide,
    /// The game ended.
    Ended,
    /// A replay's log could not be replayed on (never, for a log the
    /// replay's check accepted): the viewer stops and says why.
    Broken(LogError),
}

/// The game time the tide gauge's bar runs before the next step, after
/// `steps` tide steps: the wait before the first step
/// ([`Settings::first_step_ms`]), then the tide interval.
pub fn tide_bar_ms(settings: &Settings, steps: u32) -> u64 {
    if steps == 0 {
        settings.first_step_ms()
    } else {
        settings.tide_interval_ms
    }
}

/// Whether an event is one the viewer's "Next event" stops at: a move, a
/// capture or a tide step.
pub fn is_landmark(event: &Event) -> bool {
    matches!(
        event,
        Event::Moved { .. } | Event::Ate { .. } | Event::Tide { .. }
    )
}

/// Marks the tiles `events` changed for redrawing, and animates them: an
/// animal arriving, tiles flooding or surfacing. `arrivals` is each side's
/// latest arrival (the one animated now).
pub fn mark_tiles(
    tiles: &mut Tiles,
    arrivals: &mut [Option<Coord>; 2],
    events: &[Event],
) -> Changes {
    let mut changes = Changes::default();
    for event in events {
        match event {
            Event::Moved { species, from, to }
            | Event::Ate {
                eater: species,
                from,
                to,
            } => {
                changes.moved = true;
                tiles.touch(*from);
                arrive(tiles, arrivals, *species, *to);
            }
            Event::Tide {
                flooded, surfaced, ..
            } => {
                changes.tide = true;
                // Earlier tide marks stay: a tile's surface alternates, so
                // its next change always swaps the class and animates
                // again, and leaving them saves re-rendering their rows.
                for &at in flooded {
                    tiles.set_fresh(at, Fresh::Flooded);
                }
                for &at in surfaced {
                    tiles.set_fresh(at, Fresh::Surfaced);
                }
            }
            Event::Ended(_) => changes.ended = true,
            Event::Joined(_) | Event::Started | Event::Refused { .. } | Event::Left(_) => {}
        }
    }
    changes
}

/// An animal of `seat` arrived on `at`: animate it there (and no longer
/// where that side's previous arrival was).
fn arrive(tiles: &mut Tiles, arrivals: &mut [Option<Coord>; 2], seat: Species, at: Coord) {
    if let Some(old) = arrivals[seat.index()].replace(at) {
        tiles.set_fresh(old, Fresh::None);
    }
    tiles.touch(at);
    tiles.set_fresh(at, Fresh::Arrived);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fox_dolphin::ai::{simulate, Level};
    use crate::rules::fox_dolphin::Game;

    fn played() -> Game {
        let settings = Settings {
            size: 10,
            seed: 8,
            cooldown_ms: 250,
            tide_interval_ms: 1_000,
            first_tide_ms: 1_000,
            time_limit_ms: Some(30_000),
        };
        simulate(settings, Level::Hard, Level::Normal, u64::MAX)
            .expect("valid")
            .game()
            .clone()
    }

    #[test]
    fn the_tide_bar_runs_the_first_wait_then_the_interval() {
        let settings = Settings {
            first_tide_ms: 6_000,
            tide_interval_ms: 2_000,
            ..Settings::default()
        };
        assert_eq!(tide_bar_ms(&settings, 0), 6_000);
        assert_eq!(tide_bar_ms(&settings, 1), 2_000);
        assert_eq!(tide_bar_ms(&settings, 7), 2_000);
        let slow = Settings {
            tide_interval_ms: 60_000,
            ..settings
        };
        assert_eq!(tide_bar_ms(&slow, 0), 60_000);
    }

    #[test]
    fn the_figures_count_moves_captures_and_tide_steps() {
        let game = played();
        let chronicle = Chronicle::of(game.events());
        let f = chronicle.figures();
        let count = |pred: fn(&Event) -> bool| game.events().iter().filter(|e| pred(e)).count();
        assert_eq!(
            (f.moves[0] + f.moves[1]) as usize,
            count(|e| matches!(e, Event::Moved { .. } | Event::Ate { .. }))
        );
        assert_eq!(
            (f.eaten[0] + f.eaten[1]) as usize,
            count(|e| matches!(e, Event::Ate { .. }))
        );
        assert_eq!(
            f.tide_steps, 29,
            "a step a second for 30 s, the last lost to the limit"
        );
        assert_eq!(
            10 - f.eaten[1] as usize,
            game.count(Species::Fox),
            "dolphins ate the missing foxes"
        );
    }

    #[test]
    fn reading_in_pieces_or_at_once_gives_the_same_chronicle() {
        let game = played();
        let events = game.events();
        let mut pieces = Chronicle::default();
        for end in (0..=events.len()).step_by(7).chain([events.len()]) {
            pieces.absorb(&events[..end]);
        }
        assert_eq!(pieces, Chronicle::of(events));
        assert_eq!(pieces.seen(), events.len());
    }

    #[test]
    fn the_feed_keeps_the_latest_captures_keyed_by_event_and_ends_with_the_outcome() {
        let game = played();
        let chronicle = Chronicle::of(game.events());
        let feed: Vec<_> = chronicle.feed().collect();
        assert_eq!(feed.len(), FEED_LENGTH);
        assert!(feed.windows(2).all(|w| w[0].id < w[1].id));
        assert!(feed[..FEED_LENGTH - 1]
            .iter()
            .all(|item| matches!(item.line, FeedLine::Ate { .. })));
        let last = feed[FEED_LENGTH - 1];
        assert_eq!(last.id, game.events().len() - 1);
        assert!(
            matches!(
                last.line,
                FeedLine::Ended(Outcome {
                    reason: crate::rules::fox_dolphin::EndReason::TimeLimit,
                    ..
                })
            ),
            "{:?}",
            last.line
        );
    }

    #[test]
    fn the_tide_has_one_line_that_each_step_replaces() {
        let game = played();
        let events = game.events();
        let last_tide = events
            .iter()
            .rposition(|e| matches!(e, Event::Tide { .. }))
            .expect("tide steps");
        let chronicle = Chronicle::of(events);
        let tide = chronicle.tide().expect("a tide line");
        assert_eq!(tide.id, last_tide);
        assert!(matches!(tide.line, FeedLine::Tide { .. }));
        assert!(chronicle
            .feed()
            .all(|item| !matches!(item.line, FeedLine::Tide { .. })));
    }

    #[test]
    fn a_capture_stays_in_the_feed_while_the_tide_steps_on() {
        let game = played();
        let events = game.events();
        let first = events
            .iter()
            .position(|e| matches!(e, Event::Ate { .. }))
            .expect("a capture");
        // Ten tide steps (ten seconds at this game's tide) after it, unless
        // four more captures came first.
        let later = events[first..]
            .iter()
            .enumerate()
            .filter(|(_, e)| matches!(e, Event::Tide { .. }))
            .nth(9)
            .map_or(events.len(), |(i, _)| first + i + 1);
        let captures_between = events[first + 1..later]
            .iter()
            .filter(|e| matches!(e, Event::Ate { .. }))
            .count();
        let chronicle = Chronicle::of(&events[..later]);
        assert_eq!(
            chronicle.feed().any(|item| item.id == first),
            captures_between < FEED_LENGTH,
            "{captures_between} captures since"
        );
    }

    #[test]
    fn a_chronicle_read_to_an_earlier_event_is_what_was_shown_then() {
        let game = played();
        let events = game.events();
        let mut live = Chronicle::default();
        let mut shown_at = Vec::new();
        for end in 0..=events.len() {
            live.absorb(&events[..end]);
            shown_at.push(live.clone());
        }
        for end in [0, 3, events.len() / 2, events.len()] {
            assert_eq!(
                Chronicle::of(&events[..end]),
                shown_at[end],
                "after {end} events"
            );
        }
    }

    #[test]
    fn landmarks_are_moves_captures_and_tides() {
        let game = played();
        assert!(!is_landmark(&game.events()[0]), "a join");
        assert!(game.events().iter().any(is_landmark));
        assert!(!is_landmark(game.events().last().expect("the end")));
    }
}
