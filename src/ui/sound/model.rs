//! Which sounds a frame makes, and what each sounds like: plain Rust,
//! tested natively. The browser's player (`audio.rs`) only turns the
//! [`Cues`] these return into notes.
//!
//! Fox & Dolphin is heard from its events ([`FdEar`], read after each
//! frame from where it stopped, as the screen's chronicle reads them) and
//! from its clock (your cooldown over, the last 30 s of a game with a
//! limit); tic-tac-toe from its state ([`TttEar`]: a mark placed, a
//! refusal, the end). Both hear the game from the point of view of the
//! people at this device: the seats that are "yours" (a hot-seat game has
//! both, a watcher none: a watcher hears moves, eats and the tide's turns,
//! but no win or loss, and no refusal). The tide sounds only when it turns
//! or changes a tile under or beside one of yours ([`tide_matters`]). A frame makes each cue at most once,
//! however many events it read (a 50×50 tide step is one tide cue), and
//! [`Spacing`] drops a cue heard a moment ago.

use crate::rules::fox_dolphin::{Event, Game, Species, Status, CYCLE};
use crate::rules::tictactoe::{self, Outcome, Player};

/// One sound of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    /// An animal moved, or a mark was placed.
    Move,
    /// One of yours ate (or, when you only watch, anyone ate).
    Ate,
    /// One of yours was eaten.
    Eaten,
    /// The tide turned a step.
    Tide,
    /// The rules refused one of your moves.
    Refused,
    /// Your cooldown is over: you may move again.
    Ready,
    /// The game's clock entered its last 30 s.
    LastSeconds,
    Won,
    Lost,
    /// A draw, quietly.
    Draw,
}

/// The shape of a note's wave (the oscillator's type).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wave {
    Sine,
    Triangle,
    Square,
}

/// One note of a cue: its pitch, when it starts after the cue, how long
/// it sounds, how loud at its peak (0 to 1), and its wave.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Note {
    pub hz: f32,
    pub at_s: f32,
    pub length_s: f32,
    pub peak: f32,
    pub wave: Wave,
}

const fn note(hz: f32, at_s: f32, length_s: f32, peak: f32, wave: Wave) -> Note {
    Note {
        hz,
        at_s,
        length_s,
        peak,
        wave,
    }
}

impl Cue {
    /// Every cue, in the order a frame's cues are played.
    pub const ALL: [Cue; 10] = [
        Cue::Refused,
        Cue::Move,
        Cue::Ate,
        Cue::Eaten,
        Cue::Tide,
        Cue::Ready,
        Cue::LastSeconds,
        Cue::Won,
        Cue::Lost,
        Cue::Draw,
    ];

    /// What this cue sounds like: a few short notes, each cue told apart
    /// by its first pitch and its shape (an eat by yours rises, one of
    /// yours eaten falls, a win climbs, a loss sinks, a draw is soft).
    pub fn notes(self) -> &'static [Note] {
        use Wave::*;
        match self {
            Cue::Move => const { &[note(660.0, 0.0, 0.05, 0.12, Sine)] },
            Cue::Ate => {
                const {
                    &[
                        note(523.0, 0.0, 0.08, 0.2, Triangle),
                        note(784.0, 0.07, 0.12, 0.2, Triangle),
                    ]
                }
            }
            Cue::Eaten => {
                const {
                    &[
                        note(349.0, 0.0, 0.1, 0.12, Square),
                        note(233.0, 0.09, 0.16, 0.12, Square),
                    ]
                }
            }
            Cue::Tide => {
                const {
                    &[
                        note(196.0, 0.0, 0.3, 0.1, Sine),
                        note(247.0, 0.12, 0.3, 0.08, Sine),
                    ]
                }
            }
            Cue::Refused => const { &[note(147.0, 0.0, 0.14, 0.12, Square)] },
            Cue::Ready => const { &[note(1175.0, 0.0, 0.04, 0.06, Sine)] },
            Cue::LastSeconds => {
                const {
                    &[
                        note(880.0, 0.0, 0.1, 0.15, Triangle),
                        note(880.0, 0.18, 0.1, 0.15, Triangle),
                    ]
                }
            }
            Cue::Won => {
                const {
                    &[
                        note(523.0, 0.0, 0.12, 0.2, Triangle),
                        note(659.0, 0.11, 0.12, 0.2, Triangle),
                        note(784.0, 0.22, 0.12, 0.2, Triangle),
                        note(1047.0, 0.33, 0.3, 0.2, Triangle),
                    ]
                }
            }
            Cue::Lost => {
                const {
                    &[
                        note(392.0, 0.0, 0.18, 0.15, Triangle),
                        note(330.0, 0.17, 0.18, 0.15, Triangle),
                        note(262.0, 0.34, 0.4, 0.15, Triangle),
                    ]
                }
            }
            Cue::Draw => {
                const {
                    &[
                        note(440.0, 0.0, 0.2, 0.07, Sine),
                        note(440.0, 0.22, 0.2, 0.07, Sine),
                    ]
                }
            }
        }
    }

    /// Whether a touch device also vibrates briefly for this cue.
    pub fn vibrates(self) -> bool {
        self == Cue::Refused
    }

    fn bit(self) -> u16 {
        1 << (self as u16)
    }
}

/// The cues of one frame: a set, each cue at most once, so a frame never
/// schedules more than [`Cue::ALL`]'s ten sounds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cues(u16);

impl Cues {
    pub fn add(&mut self, cue: Cue) {
        self.0 |= cue.bit();
    }

    pub fn has(self, cue: Cue) -> bool {
        self.0 & cue.bit() != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The cues, in the order they are played ([`Cue::ALL`]).
    pub fn iter(self) -> impl Iterator<Item = Cue> {
        Cue::ALL.into_iter().filter(move |&cue| self.has(cue))
    }
}

impl FromIterator<Cue> for Cues {
    fn from_iter<I: IntoIterator<Item = Cue>>(cues: I) -> Cues {
        let mut set = Cues::default();
        cues.into_iter().for_each(|cue| set.add(cue));
        set
    }
}

/// How long the game's clock has left when [`Cue::LastSeconds`] sounds.
pub const LAST_SECONDS_MS: u64 = 30_000;

/// What a Fox & Dolphin game has made heard so far: the events read, and
/// the clock's states last seen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FdEar {
    /// Events read.
    seen: usize,
    /// Whether each side's cooldown was over.
    ready: [bool; 2],
    /// Whether the clock was in its last 30 s.
    last_seconds: bool,
}

impl FdEar {
    /// An ear that hears what happens in `game` from now on (a page that
    /// opens on a running game does not hear its past).
    pub fn new(game: &Game) -> FdEar {
        FdEar {
            seen: game.events().len(),
            ready: Species::ALL.map(|s| game.cooldown_remaining(s) == 0),
            last_seconds: in_last_seconds(game),
        }
    }

    /// The cues of what happened in `game` since the last call, heard by
    /// the people at this device, who play `yours`. A game rebuilt with
    /// fewer events (a guest's copy replaced by the host's) is read again
    /// from where it is, silently.
    pub fn hear(&mut self, game: &Game, yours: &[Species]) -> Cues {
        let events = game.events();
        if events.len() < self.seen {
            *self = FdEar::new(game);
            return Cues::default();
        }
        let mut cues = Cues::default();
        for event in &events[self.seen..] {
            if let Some(cue) = fd_cue(event, game, yours) {
                cues.add(cue);
            }
        }
        self.seen = events.len();
        let running = game.status() == Status::InGame;
        for seat in Species::ALL {
            let ready = game.cooldown_remaining(seat) == 0;
            let was = std::mem::replace(&mut self.ready[seat.index()], ready);
            if running && ready && !was && yours.contains(&seat) {
                cues.add(Cue::Ready);
            }
        }
        let last = in_last_seconds(game);
        if last && !std::mem::replace(&mut self.last_seconds, last) {
            cues.add(Cue::LastSeconds);
        }
        cues
    }
}

/// The cue of one event, heard by the people who play `yours` (`game`
/// as it is after it: where their animals are).
fn fd_cue(event: &Event, game: &Game, yours: &[Species]) -> Option<Cue> {
    let watching = yours.is_empty();
    match event {
        Event::Tide { .. } if !tide_matters(event, game, yours) => None,
        Event::Moved { .. } => Some(Cue::Move),
        Event::Ate { eater, .. } if watching || yours.contains(eater) => Some(Cue::Ate),
        Event::Ate { .. } => Some(Cue::Eaten),
        Event::Tide { .. } => Some(Cue::Tide),
        Event::Refused { seat, .. } if yours.contains(seat) => Some(Cue::Refused),
        Event::Ended(outcome) => end_cue(outcome.winner, yours),
        _ => None,
    }
}

/// Whether a tide step is worth a sound to the people who play `yours`:
/// the tide turned (its first step of a run: a flood reaching floodstate
/// 0, land surfacing at 3), or it changed a tile under or beside one of
/// their animals. A step every second for a whole game was noise.
pub fn tide_matters(event: &Event, game: &Game, yours: &[Species]) -> bool {
    let Event::Tide {
        floodstate,
        flooded,
        surfaced,
    } = event
    else {
        return false;
    };
    if *floodstate == 0 || *floodstate == CYCLE / 2 {
        return true;
    }
    let mine: Vec<_> = yours
        .iter()
        .flat_map(|&s| game.board().animals(s))
        .collect();
    flooded
        .iter()
        .chain(surfaced)
        .any(|&at| mine.iter().any(|&m| m == at || m.is_adjacent(at)))
}

/// The end heard by the people who play `yours`: a draw, your side's win
/// (with a friend on this device, someone here won) or its loss; nothing
/// for a watcher.
fn end_cue<S: PartialEq>(winner: Option<S>, yours: &[S]) -> Option<Cue> {
    match winner {
        _ if yours.is_empty() => None,
        None => Some(Cue::Draw),
        Some(side) if yours.contains(&side) => Some(Cue::Won),
        Some(_) => Some(Cue::Lost),
    }
}

/// Whether the running game's clock has at most [`LAST_SECONDS_MS`] left.
fn in_last_seconds(game: &Game) -> bool {
    game.ms_to_time_limit()
        .is_some_and(|left| left <= LAST_SECONDS_MS)
}

/// What a tic-tac-toe game on screen has made heard so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TttEar {
    marks: usize,
    over: bool,
    refused: bool,
}

impl TttEar {
    /// An ear that hears a game from where it is now.
    pub fn new(marks: usize, over: bool) -> TttEar {
        TttEar {
            marks,
            over,
            refused: false,
        }
    }

    /// The cues of the game as it is now: `marks` on the board, `end` its
    /// end once decided (`Some(None)` a draw), and whether a refusal of a
    /// person's request is shown; heard by the people who play `yours`. A
    /// mark taken back (undo, a new game) is silent.
    pub fn hear(
        &mut self,
        marks: usize,
        end: Option<Option<Player>>,
        refused: bool,
        yours: &[Player],
    ) -> Cues {
        let mut cues = Cues::default();
        if marks > self.marks {
            cues.add(Cue::Move);
        }
        if refused && !self.refused && !yours.is_empty() {
            cues.add(Cue::Refused);
        }
        if let (Some(winner), false) = (end, self.over) {
            if let Some(cue) = end_cue(winner, yours) {
                cues.add(cue);
            }
        }
        *self = TttEar {
            marks,
            over: end.is_some(),
            refused,
        };
        cues
    }

    /// [`TttEar::hear`] for a game played on this device, its end read
    /// from the board.
    pub fn hear_game(&mut self, game: &tictactoe::Game, refused: bool, yours: &[Player]) -> Cues {
        let end = match game.outcome() {
            Outcome::Unfinished => None,
            Outcome::Won(player) => Some(Some(player)),
            Outcome::Draw => Some(None),
        };
        self.hear(game.history().len(), end, refused, yours)
    }
}

/// The shortest time between two plays of one cue: a cue heard less than
/// this ago is dropped (computer players moving every frame make one move
/// sound, not sixty a second).
pub const CUE_SPACING_MS: f64 = 90.0;

/// When each cue was last played, on the page's clock.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spacing {
    last_ms: [f64; 10],
}

impl Default for Spacing {
    fn default() -> Spacing {
        Spacing {
            last_ms: [f64::NEG_INFINITY; 10],
        }
    }
}

impl Spacing {
    /// The cues to play at `now_ms`: those not played within
    /// [`CUE_SPACING_MS`]; they count as played now.
    pub fn admit(&mut self, cues: Cues, now_ms: f64) -> Cues {
        cues.iter()
            .filter(|&cue| {
                let last = &mut self.last_ms[cue as usize];
                let admitted = now_ms - *last >= CUE_SPACING_MS;
                if admitted {
                    *last = now_ms;
                }
                admitted
            })
            .collect()
    }
}

/// Sound on or off, as saved on this device.
pub const MUTE_KEY: &str = "fox-and-xo.sound";

/// Whether the saved value says the sound is off. Anything but the two
/// values [`saved_mute`] writes (absent, cleared, edited by hand) means
/// sound on, the default.
pub fn muted_from_saved(saved: Option<&str>) -> bool {
    saved == Some("off")
}

/// The value saved for `muted`.
pub fn saved_mute(muted: bool) -> &'static str {
    if muted {
        "off"
    } else {
        "on"
    }
}

#[cfg(test)]
mod tests;
