//! The past games a guest's page keeps for its tab: a reload of a guest's
//! (or a watcher's) page still offers the replay of every game of the
//! series it saw end before the current one.
//!
//! The host's format and reader ([`write_past`], [`read_past`]): one
//! format for both pages. A guest learns which series, and which game of
//! it, the host is at from the host's welcome, so its page restores the
//! kept games then: they must be of that series (its id) and come before
//! that game. Kept games of another series (the host started again under
//! the same link) are refused with [`RestoreError::OtherSeries`], which
//! the page does not say: nothing of them is shown. The bytes are
//! untrusted: a past that does not read, or whose games do not fit before
//! the current game, is a [`RestoreError`] and changes nothing.

use crate::online::game::OnlineGame;
use crate::online::host::past::{read_past, write_past};
use crate::online::host::save::RestoreError;

use super::Guest;

impl<G: OnlineGame> Guest<G> {
    /// The series' past games this guest saw ([`Guest::past_games`]) as
    /// bytes for its page to keep ([`write_past`], as the host's page
    /// keeps its own).
    pub fn save_past(&self) -> Vec<u8> {
        write_past::<G>(self.series().id, self.past_games())
    }

    /// The past games an earlier page of this tab kept ([`Guest::save_past`]),
    /// back into this guest, which the host has just welcomed (its page
    /// restores them then, before a game ends on it): [`read_past`] of
    /// the series the welcome said, before its game. Refused, and this
    /// guest's past left as it was, if they are another series'
    /// ([`RestoreError::OtherSeries`]), do not read or do not fit.
    pub fn restore_past(&mut self, bytes: &[u8]) -> Result<(), RestoreError> {
        let series = self.series();
        let past = read_past::<G>(bytes, series.id, series.game)?;
        self.rematches.set_past(series.id, past);
        Ok(())
    }
}
