//! Fox & Dolphin's own lines on the online pages: its heading, what a
//! guest plays, a player coming back, how a game ended, and the messages
//! only its page can be sent (a game record that does not read, a message
//! of tic-tac-toe), one table per language ([`en`], [`pt`]). Only
//! `online.html` holds them: tic-tac-toe's online page has its own
//! ([`super::tictactoe`]), and both share [`OnlineWords`]. They
//! dereference to [`FdWords`], whose board and panels the page shows.

pub mod en;
pub mod pt;

use crate::online::game::GameKind;
use crate::online::wire::WireError;
use crate::rules::fox_dolphin::{Outcome as FdOutcome, Species};
use crate::ui::fox_dolphin::words::FdWords;
use crate::ui::online::words::OnlineWords;

crate::ui::i18n::catalogue! {
    /// Fox & Dolphin's online lines in one language: `FdOnlineWords::of`.
    words FdOnlineWords: FdWords;
    strings {
        /// The online pages' heading.
        online_title,
        /// What a guest plays ([`FdOnlineWords::online_you_play`]); a
        /// watcher reads `online_watching`.
        online_you_play_foxes,
        online_you_play_dolphins,
        /// The same, on a page *Play someone now* paired that chose the
        /// other side: the other player chose it first.
        online_paired_foxes,
        online_paired_dolphins,
        /// A side played by a person on another device, above the board.
        online_other_player,
        /// A message of tic-tac-toe reached this page
        /// ([`FdOnlineWords::online_wire_error`]).
        online_wire_tictactoe,
    }
    templates {
        /// The match waits for a player coming back, with the seconds
        /// left: `Dolphins are reconnecting — 24 s left`.
        online_fd_paused(species: Species, secs: u64) -> String = [(Species::Dolphin, 24)],
        /// A game record from the host that does not read, with why.
        online_wire_log(why: &str) -> String = [("why")],
    }
}

impl FdOnlineWords {
    /// Who sits where, on the host's page: `Foxes: a guest`.
    pub fn online_seat_line(&self, species: Species, who: &str) -> String {
        self.fd_side_label(species, who)
    }

    /// How an online game ended, under its headline
    /// ([`OnlineWords::online_verdict`]): who won, and why.
    pub fn online_outcome(&self, outcome: FdOutcome) -> String {
        self.fd_outcome(outcome)
    }

    /// What a guest who holds a seat plays, and whether the other player
    /// chose that side first ([`crate::online::seek::other_chose_first`]).
    pub fn online_you_play(&self, species: Species, other_chose_first: bool) -> &'static str {
        match (species, other_chose_first) {
            (Species::Fox, false) => self.online_you_play_foxes(),
            (Species::Dolphin, false) => self.online_you_play_dolphins(),
            (Species::Fox, true) => self.online_paired_foxes(),
            (Species::Dolphin, true) => self.online_paired_dolphins(),
        }
    }

    /// Why a message from the host was refused, the middle of a sentence:
    /// this page's own (a game record, a message of tic-tac-toe), else as
    /// both pages word it ([`OnlineWords::online_wire_error`]).
    pub fn online_wire_error(&self, error: &WireError) -> String {
        match error {
            WireError::Log(e) => self.online_wire_log(&self.fd_log_error(e)),
            WireError::OtherGame(Some(GameKind::TicTacToe)) => {
                self.online_wire_tictactoe().to_owned()
            }
            _ => OnlineWords::of(self.lang()).online_wire_error(error),
        }
    }
}
