//! What a finished game means to the person at a page, which the page's
//! result says first, above how the game ended: a player's own result
//! from their seat ("You win", "You lose", "Draw"), or, for a watcher
//! (and a person who plays both sides), that the game is over, the line
//! under it saying who won.

use super::game::OnlineGame;

/// A finished game, as the person at a page takes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Their side won.
    Won,
    /// The other side won.
    Lost,
    /// Nobody won.
    Drawn,
    /// They play no side, or both: who won is the game's own line.
    Ended,
}

impl Verdict {
    /// What `game` means to the person who plays `mine` (none: a watcher):
    /// `None` while it runs.
    pub fn of<G: OnlineGame>(game: &G, mine: &[G::Side]) -> Option<Verdict> {
        if !game.is_over() {
            return None;
        }
        let Some(&me) = mine.first().filter(|_| mine.len() == 1) else {
            return Some(Verdict::Ended);
        };
        Some(match game.winner() {
            None => Verdict::Drawn,
            Some(won) if won == G::side_index(me) => Verdict::Won,
            Some(_) => Verdict::Lost,
        })
    }
}
