//! The review page's model, pure: the replay link read (untrusted: its
//! size bounded by [`Log::from_text`], the work by
//! [`reviewed_side`]'s [`MAX_REVIEW_WORK`](crate::ui::fox_dolphin::replay::review::MAX_REVIEW_WORK)
//! before anything is replayed), the moments that cost the person most
//! ([`crate::rules::fox_dolphin::review`]) and the replay at the moment
//! chosen, with the strongest level's move drawn as a selection: the
//! animal selected, its target ([`Replay::show_moment`]).

use crate::rules::fox_dolphin::review::{review, Moment};
use crate::rules::fox_dolphin::{Log, LogError, Species};
use crate::ui::fox_dolphin::replay::model::{setup_of, Indexer, Replay};
use crate::ui::fox_dolphin::replay::review::{reviewed_side, NotReviewed};
use crate::ui::fox_dolphin::setup::stage::replay_query;

/// The game's page, where "Play again" and the whole replay open.
pub const GAME_PAGE: &str = "fox-dolphin.html";

/// Why the page reviews nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The link has no `replay=`.
    NoReplay,
    /// The replay cannot be read or replayed (damaged, too long, of
    /// another game).
    Log(LogError),
    /// A game the review does not read ([`NotReviewed`]).
    NotReviewed(NotReviewed),
}

/// A game reviewed: your side, its moments, and its replay at the moment
/// shown.
pub struct Reviewed {
    pub you: Species,
    pub moments: Vec<Moment>,
    replay: Replay,
    /// "Play again": the game's page with the same setup.
    pub play_again: String,
    /// The whole replay on the game's page, if its link is short enough.
    pub watch: Option<String>,
}

impl Reviewed {
    /// Reads the link's replay (`replay=`, untrusted) and reviews it,
    /// showing its first moment.
    pub fn open(text: Option<&str>) -> Result<Reviewed, Refused> {
        let text = text.ok_or(Refused::NoReplay)?;
        let log = Log::from_text(text.trim()).map_err(Refused::Log)?;
        // Bounded before any replay: one person against the computer,
        // within the work a page does at once.
        let you = reviewed_side(&log).map_err(Refused::NotReviewed)?;
        let moments = review(&log, you).map_err(Refused::Log)?;
        let play_again = format!("{GAME_PAGE}{}", setup_of(&log).to_query());
        let watch = replay_query(&log, str::to_owned).map(|q| format!("{GAME_PAGE}{q}"));
        let replay = Indexer::new(log)
            .and_then(Indexer::run)
            .map_err(Refused::Log)?;
        let mut reviewed = Reviewed {
            you,
            moments,
            replay,
            play_again,
            watch,
        };
        reviewed.show(0);
        Ok(reviewed)
    }

    /// Shows moment `index` on the board; false if there is none.
    pub fn show(&mut self, index: usize) -> bool {
        let Some(&moment) = self.moments.get(index) else {
            return false;
        };
        // Its tick is within the replay checked above.
        self.replay.show_moment(index, moment).is_ok()
    }

    /// The moment on the board, with its index.
    pub fn shown(&self) -> Option<(usize, &Moment)> {
        self.replay.moment()
    }

    /// The replay, at the moment shown.
    pub fn replay(&self) -> &Replay {
        &self.replay
    }
}

#[cfg(test)]
mod tests;
