//! Which stage is on screen ([`Stage`]), what it last showed ([`Shown`]:
//! the screen re-renders only when that changes), and what the newest
//! events were, for the render measure ([`last_change`]).

use crate::rules::fox_dolphin::{Event, Match};
use crate::session::Session;
use crate::ui::fox_dolphin::board::tiles::Tiles;
use crate::ui::fox_dolphin::page::Measured;
use crate::ui::fox_dolphin::play::model::Play;
use crate::ui::fox_dolphin::replay::stage::Viewer;

/// Which stage is on screen, and its own state.
pub enum Stage {
    Setup,
    Playing(Box<Play>),
    /// A replay, and the game it came from (if just played).
    Replay {
        viewer: Viewer,
        ended: Option<Box<Play>>,
    },
}

/// What the screen last showed: re-render when it changes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shown {
    pub events: usize,
    pub board: u64,
    pub second: u64,
    pub tide_s: Option<u64>,
    pub refusal: bool,
    pub playing: bool,
    /// The count before the first tick ("3, 2, 1").
    pub countdown: Option<u64>,
}

impl Shown {
    fn of_match(m: &Match, tiles: &Tiles, refusal: bool, playing: bool) -> Shown {
        let game = m.game();
        // Game time since the start, as the clock shows it.
        let elapsed_ms = game.now() - game.started_at().unwrap_or(0);
        Shown {
            events: game.events().len(),
            board: tiles.version(),
            second: elapsed_ms / 1_000,
            tide_s: game.ms_to_next_tide().map(|ms| ms.div_ceil(1_000)),
            refusal,
            playing,
            countdown: None,
        }
    }

    /// What the stage's session shows ([`Session::shown`]).
    pub fn of(stage: &Stage) -> Shown {
        match stage {
            Stage::Playing(p) => Session::shown(&**p).map_or_else(Shown::default, |m| Shown {
                countdown: p.countdown(),
                ..Shown::of_match(m, p.tiles(), p.refusal().is_some(), !p.over())
            }),
            Stage::Replay {
                viewer: Viewer::Replaying(r),
                ..
            } => Session::shown(&**r).map_or_else(Shown::default, |m| {
                Shown::of_match(m, r.tiles(), false, r.playing())
            }),
            _ => Shown::default(),
        }
    }
}

/// What the newest events (from index `seen`) were, for the render measure.
pub fn last_change(events: &[Event], seen: usize) -> Measured {
    let new = &events[seen.min(events.len())..];
    if new.iter().any(|e| matches!(e, Event::Tide { .. })) {
        Measured::Tide
    } else if new
        .iter()
        .any(|e| matches!(e, Event::Moved { .. } | Event::Ate { .. }))
    {
        Measured::Move
    } else {
        Measured::Clock
    }
}
