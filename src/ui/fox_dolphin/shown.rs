//! What a Fox & Dolphin stage last showed, and what a change was: the
//! game loop re-renders only when [`Shown`] changes, and measures the
//! render as [`Measured`].

use crate::rules::fox_dolphin::{Event, Match};
use crate::ui::fox_dolphin::play::Play;
use crate::ui::fox_dolphin::replay::Replay;
use crate::ui::fox_dolphin::tiles::Tiles;

/// What the next render is measured as (the `fd-render-*` and `fd-scrub`
/// measures).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Measured {
    Move,
    Tide,
    Clock,
    Scrub,
}

/// What a stage last showed: re-render when it changes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shown {
    pub events: usize,
    pub board: u64,
    pub second: u64,
    pub tide_s: Option<u64>,
    pub refusal: bool,
    pub playing: bool,
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
        }
    }

    /// What the live game shows.
    pub fn of_play(play: &Play) -> Shown {
        Shown::of_match(
            play.the_match(),
            play.tiles(),
            play.refusal().is_some(),
            !play.over(),
        )
    }

    /// What the replay viewer shows.
    pub fn of_replay(replay: &Replay) -> Shown {
        Shown::of_match(replay.shown(), replay.tiles(), false, replay.playing())
    }

    /// What the live game's next render is measured as, `self` having
    /// been shown last and `now` to be shown.
    pub fn measured(&self, now: &Shown, events: &[Event]) -> Measured {
        if now.events != self.events || now.board != self.board {
            last_change(events, self.events)
        } else {
            Measured::Clock
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::fox_dolphin::setup::Setup;

    #[test]
    fn nothing_new_is_a_clock() {
        assert_eq!(last_change(&[], 0), Measured::Clock);
        // An index past the end (events seen, then a new game) is no panic.
        assert_eq!(last_change(&[], 7), Measured::Clock);
    }

    #[test]
    fn a_new_game_shows_its_board_and_runs() {
        let setup = Setup {
            size: 10,
            seed: Some(3),
            ..Setup::default()
        };
        let play = Play::new(setup, 0).expect("valid");
        let shown = Shown::of_play(&play);
        assert!(shown.playing);
        assert!(!shown.refusal);
        assert_eq!(shown.events, play.the_match().game().events().len());
        assert_eq!(shown.board, play.tiles().version());
        assert_ne!(shown, Shown::default());
        // Nothing changed: a clock at most.
        assert_eq!(
            shown.measured(&shown, play.the_match().game().events()),
            Measured::Clock
        );
    }
}
