//! The past games a guest's page keeps for its tab: a reload of a guest's
//! (or a watcher's) page still offers the replay of every game of the
//! series it saw end before the current one.
//!
//! The host's format and reader ([`write_past`], [`read_past`]): one
//! format for both pages. A guest learns which game the series is at from
//! the host's welcome, so its page restores the kept games then: before
//! that game they are this series' games; at the first game of a series
//! nothing came before it, and the kept games, of an earlier series, go
//! (as [`Guest::keep_past`]'s do). The bytes are untrusted: a past that
//! does not read, or whose games do not fit before the current game, is a
//! [`RestoreError`] and changes nothing.

use crate::online::game::OnlineGame;
use crate::online::host::{read_past, write_past, RestoreError};

use super::Guest;

impl<G: OnlineGame> Guest<G> {
    /// The series' past games this guest saw ([`Guest::past_games`]) as
    /// bytes for its page to keep ([`write_past`], as the host's page
    /// keeps its own).
    pub fn save_past(&self) -> Vec<u8> {
        write_past::<G>(self.past_games())
    }

    /// The past games an earlier page of this tab kept ([`Guest::save_past`]),
    /// back into this guest, which the host has just welcomed (its page
    /// restores them then, before a game ends on it): [`read_past`]
    /// before the game the welcome said. At a series' first game they go,
    /// being another series'. Refused, and this guest's past left as it
    /// was, if they do not read or do not fit.
    pub fn restore_past(&mut self, bytes: &[u8]) -> Result<(), RestoreError> {
        let game = self.series().game;
        if game > 1 {
            let past = read_past::<G>(bytes, game)?;
            self.rematches.set_past(past);
        }
        Ok(())
    }
}
