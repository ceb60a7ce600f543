//! Fox & Dolphin logs for the tests, the `log` fuzz target
//! (`fuzz/fuzz_targets/log.rs`), the `replay` benchmark and the
//! `log_size` example: the check every byte string must pass ([`check`]),
//! and scripted people who play a match as a person would ([`People`]).
//!
//! No dependency but the crate itself, so the fuzz crate can include it.
#![allow(dead_code)] // each user takes the parts it needs

use fox_and_xo::rules::fox_dolphin::ai::Level;
use fox_and_xo::rules::fox_dolphin::{Coord, Intent, Log, Match, Settings, Species};
use fox_and_xo::rules::Seat;

/// The fuzz target's check on any bytes: they may fail to decode, but a log
/// that decodes re-encodes to a log that decodes to the same value, and
/// replays (to `Ok` or to an `Err`) without panicking.
pub fn check(bytes: &[u8]) -> Result<(), String> {
    let Ok(log) = Log::decode(bytes) else {
        return Ok(());
    };
    let again = Log::decode(&log.encode());
    if again.as_ref() != Ok(&log) {
        return Err(format!("re-encoded {log:?} reads back as {again:?}"));
    }
    let text = Log::from_text(&log.to_text());
    if text.as_ref() != Ok(&log) {
        return Err(format!("{log:?} reads back from its text as {text:?}"));
    }
    let _ = Match::replay(&log);
    Ok(())
}

/// A small deterministic generator (splitmix64), so that the fuzz crate
/// needs no `rand`.
struct Dice(u64);

impl Dice {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0).
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// The most a scripted person waits, once the cooldown is over, before the
/// next click: a reaction of 0 to 250 ms.
const REACTION_TICKS: u64 = 25;

/// Scripted people for the person seats of a match. Each one waits for
/// its cooldown, reacts within a quarter of a second, and then asks for a
/// random legal move; about one click in ten is refused instead (a tile
/// without their animal, or a tile two steps away), and now and then they
/// click while the cooldown still runs. With the default one-second
/// cooldown that is a click about once a second, as a quick player's.
pub struct People {
    dice: Dice,
    /// Per seat: the tick of the next click, once planned.
    next_click: [Option<u64>; 2],
}

impl People {
    pub fn new(seed: u64) -> People {
        People {
            dice: Dice(seed),
            next_click: [None; 2],
        }
    }

    /// Submits the clicks the people make before the match's next tick.
    pub fn act(&mut self, played: &mut Match) {
        for seat in Species::ALL {
            if played.seat(seat) == Seat::You {
                if let Some(intent) = self.click(played, seat) {
                    let _ = played.submit(intent);
                }
            }
        }
    }

    fn click(&mut self, played: &Match, seat: Species) -> Option<Intent> {
        let game = played.game();
        let tick = played.tick();
        if game.cooldown_remaining(seat) > 0 {
            // Now and then an impatient click: refused, and not heard.
            return (self.dice.below(1_000) == 0).then(|| self.refused(played, seat));
        }
        let Some(at) = self.next_click[seat as usize] else {
            self.next_click[seat as usize] = Some(tick + self.dice.below(REACTION_TICKS + 1));
            return None;
        };
        if tick < at {
            return None;
        }
        self.next_click[seat as usize] = None;
        if self.dice.below(10) == 0 {
            return Some(self.refused(played, seat));
        }
        let moves = game.legal_moves(seat);
        let pick = self.dice.below(moves.len().max(1) as u64) as usize;
        let &(from, to) = moves.get(pick)?;
        Some(Intent::Move { seat, from, to })
    }

    /// A click the rules always refuse: a tile two steps away, or a tile
    /// without one of the seat's animals.
    fn refused(&mut self, played: &Match, seat: Species) -> Intent {
        let board = played.game().board();
        let n = board.size() as u64;
        let tile = |dice: &mut Dice| Coord::new(dice.below(n) as usize, dice.below(n) as usize);
        let mut from = tile(&mut self.dice);
        let to = if self.dice.below(2) == 0 {
            Coord::new(from.row, (from.col + 2) % board.size())
        } else {
            while board.tile(from).and_then(|t| t.occupant) == Some(seat) {
                from = tile(&mut self.dice);
            }
            let col = if from.col > 0 { from.col - 1 } else { 1 };
            Coord::new(from.row, col)
        };
        Intent::Move { seat, from, to }
    }
}

/// Plays a whole match with these seats, scripted people (from
/// `seed`) in the person seats, and returns it, over.
pub fn play(settings: Settings, seats: [Seat<Level>; 2], seed: u64) -> Match {
    let mut played = Match::new(settings, seats).expect("valid settings");
    let mut people = People::new(seed);
    while !played.is_over() {
        people.act(&mut played);
        played.step();
    }
    played
}
