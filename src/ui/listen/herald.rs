//! What a screen reader hears of a game, in a few words: the events near
//! the people at this device ([`Herald::hear`], read after each frame
//! from where it stopped, as the chronicle reads them) and the answers to
//! their questions ([`where_yours`], [`threats`], [`reach`]), asked by
//! keys on the board.
//!
//! Pure: a function of the game's events and state. The page puts the
//! latest lines in a polite live region. Positions are said the way the
//! board shows them and names its tiles: row and column, counted from 1
//! at the top left.

use std::collections::VecDeque;

use crate::rules::fox_dolphin::{Coord, Event, Game, Outcome, Species, Status, Surface, Tile};
use crate::ui::listen::words::ListenWords;

/// How many lines the live region keeps (the latest last).
pub const SAID_LENGTH: usize = 3;

/// The game time left at which the clock is said.
pub const TIME_TOLD_MS: [u64; 2] = [60_000, 10_000];

/// Something said, typed; worded when shown ([`Said::worded`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// One of yours moved (your move done).
    Moved { species: Species, to: Coord },
    /// The other side moved next to one of yours.
    Near { species: Species, to: Coord },
    /// The tide left one of yours in danger: a swimming fox, a stranded
    /// dolphin.
    Danger { species: Species, at: Coord },
    /// The tide flooded (or raised) this many tiles beside yours.
    TideNear { floods: bool, count: usize },
    /// The tide turned: from now it floods (or raises land).
    Turned { floods: bool },
    /// Game time left, in seconds.
    TimeLeft(u64),
    /// The end; `you`: the seat of the one person here against the
    /// computer or a friend elsewhere.
    Ended {
        outcome: Outcome,
        you: Option<Species>,
    },
    /// Where your animals are, one side.
    Where { species: Species, at: Vec<Coord> },
    /// What threatens your animals (empty: nothing).
    Threats(Vec<Threat>),
    /// Where the animal on `from` can go (empty: nowhere now).
    Reach {
        species: Species,
        from: Coord,
        to: Vec<(Step, Target)>,
    },
    /// No animal of yours under the cursor: the captures in reach of all.
    Captures(Vec<(Species, Coord, Step)>),
}

/// One of yours in danger, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Threat {
    pub species: Species,
    pub at: Coord,
    pub why: Why,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// Swimming (a fox) or stranded (a dolphin); `hunted`: an animal of
    /// the other side beside it can eat it.
    Danger { hunted: bool },
    /// On the edge the next tide step changes: the shore before a flood
    /// (a fox), the water by the island before land surfaces (a dolphin).
    TideNext,
}

/// A step from a tile, in the arrow keys' terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Up,
    Right,
    Down,
    Left,
}

impl Step {
    /// The step from `from` to its neighbour `to`.
    pub fn between(from: Coord, to: Coord) -> Step {
        if to.row < from.row {
            Step::Up
        } else if to.row > from.row {
            Step::Down
        } else if to.col > from.col {
            Step::Right
        } else {
            Step::Left
        }
    }
}

/// What a move onto a tile finds there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Land,
    Water,
    /// An animal of the other side, eaten.
    Eats,
}

/// The lines said so far and where reading stopped.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Herald {
    /// The latest lines, each with an id that grows (the region's keys).
    lines: VecDeque<(usize, Said)>,
    said: usize,
    /// Events read.
    seen: usize,
    /// How many of [`TIME_TOLD_MS`] were passed.
    told: usize,
}

impl Herald {
    /// A herald that says what happens in `game` from now on.
    pub fn new(game: &Game) -> Herald {
        Herald {
            seen: game.events().len(),
            told: times_passed(game),
            ..Herald::default()
        }
    }

    /// Reads the events since the last call and the clock, for the people
    /// who play `yours`.
    pub fn hear(&mut self, game: &Game, yours: &[Species]) {
        let events = game.events();
        let start = self.seen.min(events.len());
        for said in announce(&events[start..], game, yours) {
            self.tell(said);
        }
        self.seen = events.len();
        let passed = times_passed(game);
        if passed > self.told && game.status() == Status::InGame {
            self.tell(Said::TimeLeft(TIME_TOLD_MS[passed - 1] / 1_000));
        }
        self.told = passed;
    }

    /// Says `said` (a question's answer, or an event).
    pub fn tell(&mut self, said: Said) {
        self.lines.push_back((self.said, said));
        self.said += 1;
        if self.lines.len() > SAID_LENGTH {
            self.lines.pop_front();
        }
    }

    /// The latest lines, oldest first, with their ids.
    pub fn lines(&self) -> impl Iterator<Item = &(usize, Said)> {
        self.lines.iter()
    }
}

/// How many of [`TIME_TOLD_MS`] the clock has passed.
fn times_passed(game: &Game) -> usize {
    let left = game.ms_to_time_limit();
    TIME_TOLD_MS
        .iter()
        .filter(|&&at| left.is_some_and(|left| left <= at))
        .count()
}

/// What `events` (just read; `game` is after them) say to the people who
/// play `yours`: their moves, the other side's moves beside theirs, what
/// the tide did under and beside theirs, its turns, and the end. A watcher
/// (`yours` empty) hears the turns and the end. The captures are the
/// feed's to say, once (its list is a live region on every page).
pub fn announce(events: &[Event], game: &Game, yours: &[Species]) -> Vec<Said> {
    let mine: Vec<Coord> = yours
        .iter()
        .flat_map(|&s| game.board().animals(s))
        .collect();
    let beside_mine = |at: Coord| mine.iter().any(|m| m.is_adjacent(at));
    let mut said = Vec::new();
    for event in events {
        match event {
            Event::Moved { species, to, .. } if yours.contains(species) => {
                said.push(Said::Moved {
                    species: *species,
                    to: *to,
                });
            }
            Event::Moved { species, to, .. } if beside_mine(*to) => said.push(Said::Near {
                species: *species,
                to: *to,
            }),
            // A capture: the feed says it (its list is a live region).
            Event::Tide {
                floodstate,
                flooded,
                surfaced,
            } => {
                let floods = !flooded.is_empty();
                let changed = if floods { flooded } else { surfaced };
                if *floodstate == 0 || *floodstate == 3 {
                    said.push(Said::Turned { floods });
                }
                for &at in changed.iter().filter(|at| mine.contains(at)) {
                    if let Some((species, true)) = danger(game.tile(at)) {
                        said.push(Said::Danger { species, at });
                    }
                }
                let count = changed
                    .iter()
                    .filter(|at| !mine.contains(at) && beside_mine(**at))
                    .count();
                if count > 0 {
                    said.push(Said::TideNear { floods, count });
                }
            }
            Event::Ended(outcome) => said.push(Said::Ended {
                outcome: *outcome,
                you: (yours.len() == 1).then(|| yours[0]),
            }),
            _ => {}
        }
    }
    said
}

/// The animal on a tile and whether it is in danger (a swimming fox, a
/// stranded dolphin).
fn danger(tile: Option<Tile>) -> Option<(Species, bool)> {
    let tile = tile?;
    let species = tile.occupant?;
    let land = tile.surface == Surface::Land;
    Some((species, land == (species == Species::Dolphin)))
}

/// Where the animals of `yours` are, a line per side.
pub fn where_yours(game: &Game, yours: &[Species]) -> Vec<Said> {
    yours
        .iter()
        .map(|&species| Said::Where {
            species,
            at: game.board().animals(species),
        })
        .collect()
}

/// What threatens the animals of `yours`: those in danger (and whether an
/// animal beside can eat them), then those on the edge the next tide step
/// changes.
pub fn threats(game: &Game, yours: &[Species]) -> Said {
    let board = game.board();
    let floods_next = game.next_tide_floods();
    let mut list = Vec::new();
    for &species in yours {
        for at in board.animals(species) {
            let Some(here) = game.tile(at) else {
                continue;
            };
            let in_danger = danger(Some(here)).is_some_and(|(_, d)| d);
            let around: Vec<Tile> = board.neighbours(at).filter_map(|n| game.tile(n)).collect();
            let why = if in_danger {
                let hunted = around.iter().any(|n| {
                    n.occupant == Some(species.other())
                        && (n.surface == Surface::Water) == (species == Species::Fox)
                });
                Some(Why::Danger { hunted })
            } else {
                // A fox on the shore before a flood; a dolphin beside land
                // before land surfaces.
                let edge = around.iter().any(|n| n.surface != here.surface)
                    || (species == Species::Fox && around.len() < 4);
                let next_hurts = floods_next == (species == Species::Fox);
                (edge && next_hurts && game.status() == Status::InGame).then_some(Why::TideNext)
            };
            if let Some(why) = why {
                list.push(Threat { species, at, why });
            }
        }
    }
    list.sort_by_key(|t| matches!(t.why, Why::TideNext));
    Said::Threats(list)
}

/// What is in reach: where the animal of `yours` on `at` can go, or, when
/// none of yours is there, every capture one of yours can make now.
pub fn reach(game: &Game, yours: &[Species], at: Coord) -> Said {
    let target = |to: Coord| match game.tile(to) {
        Some(Tile {
            occupant: Some(_), ..
        }) => Target::Eats,
        Some(Tile {
            surface: Surface::Land,
            ..
        }) => Target::Land,
        _ => Target::Water,
    };
    if let Some(species) = game
        .tile(at)
        .and_then(|t| t.occupant)
        .filter(|s| yours.contains(s))
    {
        let to = game
            .legal_targets(at)
            .into_iter()
            .map(|to| (Step::between(at, to), target(to)))
            .collect();
        return Said::Reach {
            species,
            from: at,
            to,
        };
    }
    let mut captures = Vec::new();
    for &species in yours {
        for (from, to) in game.legal_moves(species) {
            if target(to) == Target::Eats {
                captures.push((species, from, Step::between(from, to)));
            }
        }
    }
    Said::Captures(captures)
}

impl Said {
    /// This line as a whole sentence, in `t`'s language.
    pub fn worded(&self, t: &ListenWords) -> String {
        let at = |c: &Coord| t.listen_at(c.row, c.col);
        let animal = |s: &Species| match s {
            Species::Fox => t.fd_tile_fox(),
            Species::Dolphin => t.fd_tile_dolphin(),
        };
        let join = |items: Vec<String>| items.join("; ");
        match self {
            Said::Moved { species, to } => t.listen_moved(animal(species), &at(to)),
            Said::Near { species, to } => t.listen_near(animal(species), &at(to)),
            Said::Danger { species, at: c } => {
                t.listen_danger(animal(species), &at(c), danger_word(*species, t))
            }
            Said::TideNear { floods, count } => t.listen_tide_near(*floods, *count),
            Said::Turned { floods: true } => t.listen_turn_floods().to_owned(),
            Said::Turned { floods: false } => t.listen_turn_surfaces().to_owned(),
            Said::TimeLeft(seconds) => t.listen_time_left(*seconds),
            Said::Ended { outcome, you } => {
                let outcome_line = t.fd_outcome_for(*outcome, you.is_some());
                match you.map(|s| outcome.winner.map(|w| w == s)) {
                    Some(Some(true)) => format!("{}. {outcome_line}", t.fd_you_win()),
                    Some(Some(false)) => format!("{}. {outcome_line}", t.fd_you_lose()),
                    Some(None) => format!("{}. {outcome_line}", t.fd_you_drew()),
                    None => outcome_line,
                }
            }
            Said::Where { species, at: list } => t.listen_where(
                t.fd_species_plural(*species),
                list.len(),
                &join(list.iter().map(at).collect()),
            ),
            Said::Threats(list) if list.is_empty() => t.listen_no_threats().to_owned(),
            Said::Threats(list) => t.listen_threats(&join(
                list.iter()
                    .map(|threat| {
                        let why = match threat.why {
                            Why::Danger { hunted: true } => t.listen_hunted(),
                            Why::Danger { hunted: false } => danger_word(threat.species, t),
                            Why::TideNext => t.listen_tide_next(),
                        };
                        t.listen_item(animal(&threat.species), &at(&threat.at), why)
                    })
                    .collect(),
            )),
            Said::Reach { species, from, to } if to.is_empty() => {
                t.listen_stuck(animal(species), &at(from))
            }
            Said::Reach { species, from, to } => t.listen_reach(
                animal(species),
                &at(from),
                &join(
                    to.iter()
                        .map(|(step, target)| {
                            let what = match target {
                                Target::Land => t.fd_tile_land(),
                                Target::Water => t.fd_tile_water(),
                                Target::Eats => t.listen_eats(),
                            };
                            format!("{} {what}", step_word(*step, t))
                        })
                        .collect(),
                ),
            ),
            Said::Captures(list) if list.is_empty() => t.listen_no_captures().to_owned(),
            Said::Captures(list) => t.listen_captures(&join(
                list.iter()
                    .map(|(species, from, step)| {
                        t.listen_item(animal(species), &at(from), step_word(*step, t))
                    })
                    .collect(),
            )),
        }
    }
}

fn danger_word(species: Species, t: &ListenWords) -> &'static str {
    match species {
        Species::Fox => t.fd_swimming(),
        Species::Dolphin => t.fd_stranded(),
    }
}

fn step_word(step: Step, t: &ListenWords) -> &'static str {
    match step {
        Step::Up => t.listen_step_up(),
        Step::Right => t.listen_step_right(),
        Step::Down => t.listen_step_down(),
        Step::Left => t.listen_step_left(),
    }
}

#[cfg(test)]
mod tests;
