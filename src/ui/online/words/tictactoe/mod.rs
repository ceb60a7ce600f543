//! Tic-tac-toe's own lines on the online pages: its heading, what a guest
//! plays, whose turn and how a game ended, a player coming back, the
//! host's refusals of a mark, and a message of Fox & Dolphin, one table
//! per language ([`en`], [`pt`]). Only `online-tictactoe.html` holds
//! them: Fox & Dolphin's online page has its own ([`super::fox_dolphin`]),
//! and both share [`OnlineWords`]. They dereference to [`TttWords`].

pub mod en;
pub mod pt;

use crate::online::game::GameKind;
use crate::online::tictactoe::{TttEnd, TttOutcome, TttRefusal};
use crate::online::wire::WireError;
use crate::rules::tictactoe::Player;
use crate::ui::online::words::OnlineWords;
use crate::ui::tictactoe::words::TttWords;

crate::ui::i18n::catalogue! {
    /// Tic-tac-toe's online lines in one language: `TttOnlineWords::of`.
    words TttOnlineWords: TttWords;
    strings {
        /// The online pages' heading.
        ttt_online_title,
        /// The board size in the host's link is not 3 or 4.
        online_ttt_size,
        /// A game online ended in a draw.
        ttt_online_draw,
        /// The host's refusals of a mark ([`TttOnlineWords::ttt_online_refusal`]).
        online_refusal_not_your_turn,
        online_refusal_cell_taken,
        online_refusal_no_such_cell,
        /// What a guest plays, on a page *Play someone now* paired that
        /// chose the other mark: the other player chose it first
        /// ([`TttOnlineWords::ttt_online_paired`]).
        ttt_online_paired_x,
        ttt_online_paired_o,
        /// A message of Fox & Dolphin reached this page
        /// ([`TttOnlineWords::online_wire_error`]).
        online_wire_fox_dolphin,
        /// What a guest who holds a seat plays
        /// ([`TttOnlineWords::ttt_online_you_play`]).
        ttt_online_you_play_x,
        ttt_online_you_play_o,
        /// The status line ([`TttOnlineWords::ttt_online_status`]): whose
        /// turn…
        ttt_online_to_play_x,
        ttt_online_to_play_o,
        /// …or who won, as the other side left…
        ttt_online_won_left_x,
        ttt_online_won_left_o,
        /// …or with a line.
        ttt_online_won_x,
        ttt_online_won_o,
    }
    templates {
        /// Who sits where, on the host's page: `X: you (the host)`.
        ttt_online_seat_line(mark: Player, who: &str) -> String = [(Player::X, "x")],
        /// The match waits for a player coming back, with the seconds left.
        ttt_online_paused(mark: Player, secs: u64) -> String = [(Player::O, 24)],
    }
}

impl TttOnlineWords {
    /// The status line online: whose turn, or how it ended.
    pub fn ttt_online_status(&self, outcome: Option<TttOutcome>, turn: Player) -> &'static str {
        let by_mark = |mark, x: fn(&Self) -> &'static str, o: fn(&Self) -> &'static str| match mark
        {
            Player::X => x(self),
            Player::O => o(self),
        };
        match outcome {
            None => by_mark(turn, Self::ttt_online_to_play_x, Self::ttt_online_to_play_o),
            Some(TttOutcome {
                winner: Some(winner),
                reason: TttEnd::OpponentLeft,
            }) => by_mark(
                winner,
                Self::ttt_online_won_left_x,
                Self::ttt_online_won_left_o,
            ),
            Some(TttOutcome {
                winner: Some(winner),
                ..
            }) => by_mark(winner, Self::ttt_online_won_x, Self::ttt_online_won_o),
            Some(TttOutcome { winner: None, .. }) => self.ttt_online_draw(),
        }
    }

    /// What a guest who holds a seat plays.
    pub fn ttt_online_you_play(&self, mark: Player) -> &'static str {
        match mark {
            Player::X => self.ttt_online_you_play_x(),
            Player::O => self.ttt_online_you_play_o(),
        }
    }

    /// What a guest plays who chose the other mark: the other player
    /// chose it first.
    pub fn ttt_online_paired(&self, mark: Player) -> &'static str {
        match mark {
            Player::X => self.ttt_online_paired_x(),
            Player::O => self.ttt_online_paired_o(),
        }
    }

    /// The host's own refusal of a mark, as a whole sentence.
    pub fn ttt_online_refusal(&self, refusal: TttRefusal) -> &'static str {
        match refusal {
            TttRefusal::NotYourTurn => self.online_refusal_not_your_turn(),
            TttRefusal::CellTaken => self.online_refusal_cell_taken(),
            TttRefusal::NoSuchCell => self.online_refusal_no_such_cell(),
        }
    }

    /// Why a message from the host was refused, the middle of a sentence:
    /// this page's own (a message of Fox & Dolphin), else as both pages
    /// word it ([`OnlineWords::online_wire_error`]).
    pub fn online_wire_error(&self, error: &WireError) -> String {
        match error {
            WireError::OtherGame(Some(GameKind::FoxDolphin)) => {
                self.online_wire_fox_dolphin().to_owned()
            }
            _ => OnlineWords::of(self.lang()).online_wire_error(error),
        }
    }
}
