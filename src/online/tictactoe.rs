//! Tic-tac-toe online: the rules' [`Game`] wrapped as a match of fixed
//! ticks, so the host, guests and wire of Fox & Dolphin serve it too.
//!
//! The game is turn-based: a move taken by the host applies at the next
//! tick (as a Fox & Dolphin intent does), and a tick changes nothing else. The host
//! judges every move with the rules before it takes it ([`OnlineGame::check`]:
//! not your turn, the cell taken, no such cell, the game over), so a
//! refusal goes only to its sender, and every copy applies the same moves.

use crate::bytes::{put, Reader};
use crate::rules::tictactoe::{Cell, Game, MoveError, Outcome as Standing, Player, MAX_SIZE};

use super::game::{GameKind, OnlineGame, RefusalOf};
use super::intent::Wired;
use super::wire::{Refusal, WireError};

/// A request of a tic-tac-toe player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TttIntent {
    Play {
        seat: Player,
        cell: Cell,
    },
    /// Z spec `Disconnect`: the player of `seat` leaves.
    Leave {
        seat: Player,
    },
}

/// What the tic-tac-toe host refuses that any game's host would not
/// ([`OnlineGame::Refusal`]). The rules' [`MoveError`] says more (the
/// cell, the board's size, whose turn): the wire carries only which, and
/// the guest who asked knows where it clicked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TttRefusal {
    /// The other player's turn.
    NotYourTurn,
    /// The cell is already taken.
    CellTaken,
    /// A cell off the board.
    NoSuchCell,
}

/// How an online tic-tac-toe game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TttEnd {
    /// The winner holds a line.
    Line,
    /// Every cell is taken and nobody holds a line.
    Full,
    /// The other player left a running game.
    OpponentLeft,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TttOutcome {
    /// `None` for a draw.
    pub winner: Option<Player>,
    pub reason: TttEnd,
}

/// Everything an online tic-tac-toe game needs to be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TttLog {
    pub size: usize,
    pub first: Player,
    /// Each applied intent with its tick, in order.
    pub intents: Vec<(u64, TttIntent)>,
    /// The match's tick (at or after the last intent's).
    pub tick: u64,
}

/// The most intents a game can apply: every cell, and a leave.
const MAX_INTENTS: usize = MAX_SIZE * MAX_SIZE + 1;

/// An online tic-tac-toe game: the rules' game, a tick, and what applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TttMatch {
    game: Game,
    tick: u64,
    /// Taken since the last tick, applied by the next.
    pending: Vec<TttIntent>,
    stamped: Vec<(u64, TttIntent)>,
    left: Option<Player>,
}

impl TttMatch {
    /// An empty board of `size` with `first` to move; `None` for a size the
    /// rules do not play.
    pub fn new(size: usize, first: Player) -> Option<TttMatch> {
        Some(TttMatch {
            game: Game::new(size, first).ok()?,
            tick: 0,
            pending: Vec::new(),
            stamped: Vec::new(),
            left: None,
        })
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The player who left a running game, if one did.
    pub fn left(&self) -> Option<Player> {
        self.left
    }

    /// Applies one intent; `false` (nothing changes) if the rules refuse it.
    fn apply(game: &mut Game, left: &mut Option<Player>, intent: TttIntent) -> bool {
        if game.outcome() != Standing::Unfinished || left.is_some() {
            return false;
        }
        match intent {
            TttIntent::Play { seat, cell } => game.play(seat, cell).is_ok(),
            TttIntent::Leave { seat } => {
                *left = Some(seat);
                true
            }
        }
    }
}

fn refusal_of(e: MoveError) -> RefusalOf<TttMatch> {
    match e {
        MoveError::OffBoard { .. } => Refusal::Game(TttRefusal::NoSuchCell),
        MoveError::Occupied(_) => Refusal::Game(TttRefusal::CellTaken),
        MoveError::NotYourTurn(_) => Refusal::Game(TttRefusal::NotYourTurn),
        MoveError::GameOver => Refusal::GameOver,
    }
}

fn side_code(p: Player) -> u8 {
    match p {
        Player::X => 0,
        Player::O => 1,
    }
}

impl OnlineGame for TttMatch {
    type Side = Player;
    type Intent = TttIntent;
    type Log = TttLog;
    type Outcome = TttOutcome;
    type Refusal = TttRefusal;

    const KIND: GameKind = GameKind::TicTacToe;
    const SIDES: [Player; 2] = [Player::X, Player::O];
    const TICK_MS: u64 = 10;
    /// None: its ticks change nothing, so the first move may come at once.
    const COUNTDOWN_MS: u64 = 0;
    const REFUSALS: &'static [TttRefusal] = &[
        TttRefusal::NotYourTurn,
        TttRefusal::CellTaken,
        TttRefusal::NoSuchCell,
    ];

    fn side_index(side: Player) -> usize {
        side_code(side) as usize
    }

    fn side_of(intent: TttIntent) -> Player {
        match intent {
            TttIntent::Play { seat, .. } | TttIntent::Leave { seat } => seat,
        }
    }

    fn leave(side: Player) -> TttIntent {
        TttIntent::Leave { seat: side }
    }

    fn tick(&self) -> u64 {
        self.tick
    }

    fn step(&mut self) {
        if self.is_over() {
            self.pending.clear();
            return;
        }
        self.tick += 1;
        for intent in std::mem::take(&mut self.pending) {
            if Self::apply(&mut self.game, &mut self.left, intent) {
                self.stamped.push((self.tick, intent));
            }
        }
    }

    fn run_to(&mut self, tick: u64) {
        if !self.pending.is_empty() && self.tick < tick {
            self.step();
        }
        if !self.is_over() {
            self.tick = self.tick.max(tick);
        }
    }

    /// Queues the intent for the next tick; refused once the game is over.
    /// The rules judge the move itself at its tick ([`OnlineGame::check`]
    /// before, on the host).
    fn submit(&mut self, intent: TttIntent) -> Result<(), RefusalOf<TttMatch>> {
        if self.is_over() {
            return Err(Refusal::GameOver);
        }
        self.pending.push(intent);
        Ok(())
    }

    fn check(&self, intent: TttIntent) -> Result<(), RefusalOf<TttMatch>> {
        // The rules' own checks, on a copy with what is already queued.
        let (mut game, mut left) = (self.game.clone(), self.left);
        for &queued in &self.pending {
            Self::apply(&mut game, &mut left, queued);
        }
        if game.outcome() != Standing::Unfinished || left.is_some() {
            return Err(Refusal::GameOver);
        }
        match intent {
            TttIntent::Leave { .. } => Ok(()),
            TttIntent::Play { seat, cell } => game.play(seat, cell).map(|_| ()).map_err(refusal_of),
        }
    }

    fn intent_count(&self) -> usize {
        self.stamped.len()
    }

    fn stamped_since(&self, from: usize) -> Vec<(u64, TttIntent)> {
        self.stamped.get(from..).unwrap_or_default().to_vec()
    }

    fn log(&self) -> TttLog {
        TttLog {
            size: self.game.size(),
            first: self.game.first(),
            intents: self.stamped.clone(),
            tick: self.tick,
        }
    }

    fn replay(log: &TttLog) -> Result<TttMatch, WireError> {
        let mut m = TttMatch::new(log.size, log.first).ok_or(WireError::BadField("size"))?;
        // The intents of one tick together, as the match applied them: both
        // players' moves may land in the same tick (each checked on the
        // host against what was already queued).
        for group in log.intents.chunk_by(|a, b| a.0 == b.0) {
            let tick = group[0].0;
            if tick <= m.tick || m.is_over() {
                return Err(WireError::BadField("tick"));
            }
            m.run_to(tick - 1);
            for &(_, intent) in group {
                m.submit(intent).map_err(|_| WireError::BadField("move"))?;
            }
            let before = m.stamped.len();
            m.step();
            if m.stamped.get(before..) != Some(group) {
                return Err(WireError::BadField("move"));
            }
        }
        if log.tick < m.tick {
            return Err(WireError::BadField("tick"));
        }
        m.run_to(log.tick);
        Ok(m)
    }

    /// FNV-1a over the board's size, the first player, the moves in order
    /// and who left: two copies that applied the same agree.
    fn digest(&self) -> u64 {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        let mut eat = |b: u8| {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        };
        eat(self.game.size() as u8);
        eat(side_code(self.game.first()));
        for cell in self.game.history() {
            eat(cell.row as u8);
            eat(cell.col as u8);
        }
        eat(self.left.map_or(2, side_code));
        h
    }

    fn answered(&self, side: Player) -> usize {
        let first = self.game.first();
        // Moves alternate from `first`: count this side's.
        (0..self.game.history().len())
            .filter(|i| (i % 2 == 0) == (side == first))
            .count()
    }

    fn outcome(&self) -> Option<TttOutcome> {
        match (self.game.outcome(), self.left) {
            (Standing::Won(p), _) => Some(TttOutcome {
                winner: Some(p),
                reason: TttEnd::Line,
            }),
            (Standing::Draw, _) => Some(TttOutcome {
                winner: None,
                reason: TttEnd::Full,
            }),
            (Standing::Unfinished, Some(gone)) => Some(TttOutcome {
                winner: Some(gone.other()),
                reason: TttEnd::OpponentLeft,
            }),
            (Standing::Unfinished, None) => None,
        }
    }

    fn winner(&self) -> Option<usize> {
        Some(Self::side_index(self.outcome()?.winner?))
    }

    /// The same board and the same mark to start: the players swap marks
    /// (the host's seats), so the one who starts alternates. No chance.
    fn rematch(&self, _seed: u64) -> Option<TttMatch> {
        TttMatch::new(self.game.size(), self.game.first())
    }

    fn put_intent(out: &mut Vec<u8>, intent: TttIntent) {
        let wired = match intent {
            TttIntent::Play { seat, cell } => Wired::Move {
                side: side_code(seat),
                at: [cell.row, cell.col],
            },
            TttIntent::Leave { seat } => Wired::Leave {
                side: side_code(seat),
            },
        };
        wired.put(out, MAX_SIZE);
    }

    fn read_intent(r: &mut Reader) -> Result<TttIntent, WireError> {
        Ok(match Wired::read(r, MAX_SIZE, "cell")? {
            Wired::Move {
                side,
                at: [row, col],
            } => TttIntent::Play {
                seat: Self::read_side(side)?,
                cell: Cell::new(row, col),
            },
            Wired::Leave { side } => TttIntent::Leave {
                seat: Self::read_side(side)?,
            },
        })
    }

    fn encode_log(log: &TttLog) -> Vec<u8> {
        let mut out = vec![log.size as u8, side_code(log.first)];
        put(&mut out, log.intents.len() as u64);
        let mut last = 0;
        for &(tick, intent) in &log.intents {
            put(&mut out, tick.saturating_sub(last));
            last = tick;
            Self::put_intent(&mut out, intent);
        }
        put(&mut out, log.tick.saturating_sub(last));
        out
    }

    fn decode_log(bytes: &[u8]) -> Result<TttLog, WireError> {
        let mut r = Reader::new(bytes);
        let size = r.byte()? as usize;
        let first = Self::read_side(r.byte()?)?;
        let count = r.number()?;
        if count > MAX_INTENTS as u64 {
            return Err(WireError::BadField("count"));
        }
        let mut intents = Vec::with_capacity(count as usize);
        let mut tick = 0u64;
        for _ in 0..count {
            tick = tick
                .checked_add(r.number()?)
                .ok_or(WireError::BadField("tick"))?;
            intents.push((tick, Self::read_intent(&mut r)?));
        }
        let tick = tick
            .checked_add(r.number()?)
            .ok_or(WireError::BadField("tick"))?;
        if !r.is_done() {
            return Err(WireError::TrailingBytes);
        }
        Ok(TttLog {
            size,
            first,
            intents,
            tick,
        })
    }

    fn put_outcome(out: &mut Vec<u8>, outcome: TttOutcome) {
        out.push(outcome.winner.map_or(2, side_code));
        out.push(match outcome.reason {
            TttEnd::Line => 0,
            TttEnd::Full => 1,
            TttEnd::OpponentLeft => 2,
        });
    }

    fn read_outcome(r: &mut Reader) -> Result<TttOutcome, WireError> {
        let winner = match r.byte()? {
            2 => None,
            s => Some(Self::read_side(s)?),
        };
        let reason = match r.byte()? {
            0 => TttEnd::Line,
            1 => TttEnd::Full,
            2 => TttEnd::OpponentLeft,
            _ => return Err(WireError::BadField("reason")),
        };
        Ok(TttOutcome { winner, reason })
    }
}
