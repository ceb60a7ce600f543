//! An alert seat, a tournament entrant and not a level (`docs/balance.md`,
//! "Each level against the one below, from the dolphins' seat"): a
//! judgment at a slow tempo, held by a [`Pacer`], that answers at once
//! when the board offers an eat (and, if asked, a step next to prey it
//! could eat with the move after, or out of the coming tide's way). Its pace follows the other side's: an
//! opponent who leaves animals in reach often is answered often, one who
//! rarely does meets the slow tempo. The question it was built to answer:
//! whether such a seat beats the ladder's quick computer foxes while a
//! person's slower foxes still beat it as often as they beat a rung.
//!
//! Everything here is a function of the game and the seat's own count of
//! moves, as in [`Pacer`]: the same match always plays the same.

use crate::rules::fox_dolphin::board::{Board, Coord, Species};
use crate::rules::fox_dolphin::game::Game;
use crate::rules::fox_dolphin::moves::can_move;
use crate::rules::fox_dolphin::status::Status;

use super::judgment::seeded_rng;
use super::normal;
use super::tempo::{Pacer, Style};
use super::tempo::{Plan, Planned};

/// What an alert seat answers at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Answers {
    /// An eat the board offers now.
    Eats,
    /// An eat, or else a step that puts an animal next to prey it could
    /// eat with its next move (never into reach of the enemy).
    Hunts,
    /// An eat, or else a step that takes an animal out of the tide's way
    /// while an enemy is near: a dolphin by the island before a surfacing
    /// step (it may be stranded), a fox on the shore before a flooding one
    /// (it may be set swimming), with an enemy within two steps.
    Shelters,
}

/// A seat that plays `style` and answers urgent moves at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Alert {
    /// Its moves when nothing is urgent: a judgment at a tempo.
    pub style: Style,
    /// How long after the board offers it an answer lands, in game ms
    /// (decided on the board of that moment; 0: as soon as the cooldown
    /// allows). The answer counts as one of the style's moves: the gap
    /// to the next starts again from it.
    pub answer_ms: u64,
    pub answers: Answers,
}

/// Holds one seat to an [`Alert`]: each tick it looks for an urgent move
/// first and otherwise asks the style's [`Pacer`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AlertPacer {
    alert: Alert,
    pacer: Pacer,
    /// An answer decided and waiting to land.
    answer: Option<Plan>,
}

impl AlertPacer {
    pub fn new(alert: Alert) -> AlertPacer {
        AlertPacer {
            alert,
            pacer: Pacer::new(alert.style),
            answer: None,
        }
    }

    /// The move `seat` asks for at the game's current time, or `None` for
    /// now ([`Pacer::poll`]'s contract).
    pub fn poll(&mut self, game: &Game, seat: Species) -> Option<(Coord, Coord)> {
        let now = game.now();
        let ready_ms = now + game.cooldown_remaining(seat);
        match Plan::take_due(&mut self.answer, game, seat, now, ready_ms) {
            Planned::Waiting => return None,
            Planned::Lands(from, to) => {
                self.pacer.answered(now);
                return Some((from, to));
            }
            // Nothing waiting, or the prey got away: look again, now.
            Planned::Nothing => {}
        }
        if ready_ms.saturating_sub(self.alert.answer_ms) <= now {
            if let Some((from, to)) = urgent(game, seat, self.alert.answers) {
                let due_ms = ready_ms.max(now + self.alert.answer_ms);
                if due_ms <= now {
                    self.pacer.answered(now);
                    return Some((from, to));
                }
                self.answer = Some(Plan { from, to, due_ms });
                return None;
            }
        }
        self.pacer.poll(game, seat)
    }
}

/// The urgent move `seat` makes now, if the board offers one: an eat (the
/// one Normal's judgment likes best), or with [`Answers::Hunts`] a step
/// next to prey the moved animal could eat next, out of the enemy's reach,
/// or with [`Answers::Shelters`] a step out of the coming tide's way.
pub fn urgent(game: &Game, seat: Species, answers: Answers) -> Option<(Coord, Coord)> {
    if game.status() != Status::InGame {
        return None;
    }
    let board = game.board();
    let moves = game.legal_moves(seat);
    let enemy_on =
        |board: &Board, at: Coord| board.tile(at).and_then(|t| t.occupant) == Some(seat.other());
    let mut picked: Vec<(Coord, Coord)> = moves
        .iter()
        .copied()
        .filter(|&(_, to)| enemy_on(board, to))
        .collect();
    if picked.is_empty() && answers == Answers::Hunts {
        picked = moves
            .iter()
            .copied()
            .filter(|&(from, to)| {
                board.after_move(seat, from, to).is_ok_and(|after| {
                    !normal::can_be_eaten(&after, to)
                        && after
                            .neighbours(to)
                            .any(|c| enemy_on(&after, c) && can_move(&after, seat, to, c).is_ok())
                })
            })
            .collect();
    }
    if picked.is_empty() && answers == Answers::Shelters {
        let floods = game.next_tide_floods();
        // Where the coming tide step may catch `seat`: the shore before a
        // flood, the water by the island before a surfacing.
        let exposed = |board: &Board, at: Coord| {
            board.tile(at).is_some_and(|t| t.is_land() == floods)
                && board
                    .neighbours(at)
                    .any(|c| board.tile(c).is_some_and(|t| t.is_land() != floods))
        };
        let enemies = board.animals(seat.other());
        let threatened =
            |at: Coord| exposed(board, at) && enemies.iter().any(|&e| e.distance(at) <= 2);
        picked = moves
            .iter()
            .copied()
            .filter(|&(from, to)| {
                threatened(from)
                    && board.after_move(seat, from, to).is_ok_and(|after| {
                        !exposed(&after, to) && !normal::can_be_eaten(&after, to)
                    })
            })
            .collect();
    }
    if picked.is_empty() {
        return None;
    }
    normal::choose(game, seat, &picked, &mut seeded_rng(game, seat))
}
