//! A short fingerprint of a game's events: two games with the same digest
//! saw the same events in the same order. FNV-1a (64 bits) over a fixed
//! byte encoding of each event, so the value is the same natively and in
//! the browser, on every platform and in every version that encodes events
//! the same way.

use super::board::{Coord, Species};
use super::events::Event;
use super::moves::MoveError;
use super::status::{EndReason, Outcome};

const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const PRIME: u64 = 0x0000_0100_0000_01b3;

/// A running digest, fed one event at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Digest(u64);

impl Default for Digest {
    fn default() -> Self {
        Digest::new()
    }
}

impl Digest {
    pub fn new() -> Digest {
        Digest(OFFSET)
    }

    pub fn value(self) -> u64 {
        self.0
    }

    fn byte(&mut self, b: u8) {
        self.0 ^= u64::from(b);
        self.0 = self.0.wrapping_mul(PRIME);
    }

    fn number(&mut self, n: u64) {
        for b in n.to_le_bytes() {
            self.byte(b);
        }
    }

    fn species(&mut self, s: Species) {
        self.byte(s.index() as u8);
    }

    fn coord(&mut self, c: Coord) {
        self.number(c.row as u64);
        self.number(c.col as u64);
    }

    /// Adds one event.
    pub fn event(&mut self, event: &Event) {
        match event {
            Event::Joined(seat) => {
                self.byte(1);
                self.species(*seat);
            }
            Event::Started => self.byte(2),
            Event::Moved { species, from, to } => {
                self.byte(3);
                self.species(*species);
                self.coord(*from);
                self.coord(*to);
            }
            Event::Ate { eater, from, to } => {
                self.byte(4);
                self.species(*eater);
                self.coord(*from);
                self.coord(*to);
            }
            Event::Tide {
                floodstate,
                flooded,
                surfaced,
            } => {
                self.byte(5);
                self.byte(*floodstate);
                self.number(flooded.len() as u64);
                flooded.iter().for_each(|&c| self.coord(c));
                self.number(surfaced.len() as u64);
                surfaced.iter().for_each(|&c| self.coord(c));
            }
            Event::Refused { seat, error } => {
                self.byte(6);
                self.species(*seat);
                self.move_error(*error);
            }
            Event::Left(seat) => {
                self.byte(7);
                self.species(*seat);
            }
            Event::Ended(Outcome { winner, reason }) => {
                self.byte(8);
                self.byte(match winner {
                    None => 0,
                    Some(s) => 1 + s.index() as u8,
                });
                self.byte(match reason {
                    EndReason::SpeciesEaten => 0,
                    EndReason::OpponentLeft => 1,
                    EndReason::TimeLimit => 2,
                });
            }
        }
    }

    fn move_error(&mut self, error: MoveError) {
        let (code, extra) = match error {
            MoveError::GameNotRunning => (0, 0),
            MoveError::CoolingDown { remaining_ms } => (1, remaining_ms),
            MoveError::OffBoard => (2, 0),
            MoveError::NotAdjacent => (3, 0),
            MoveError::NotYourAnimal => (4, 0),
            MoveError::SameSpecies => (5, 0),
            MoveError::DolphinStranded => (6, 0),
            MoveError::DolphinOntoLand => (7, 0),
            MoveError::FoxTooFarFromLand => (8, 0),
            MoveError::FoxCannotEatSwimmingDolphin => (9, 0),
        };
        self.byte(code);
        self.number(extra);
    }
}

/// The digest of a list of events, as 16 hex digits: what the end screen
/// shows and the `replay` example prints.
pub fn digest_hex(value: u64) -> String {
    format!("{value:016x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_empty_digest_is_fnv1a_offset() {
        assert_eq!(Digest::new().value(), OFFSET);
    }

    #[test]
    fn order_and_content_change_the_digest() {
        let a = Event::Joined(Species::Fox);
        let b = Event::Joined(Species::Dolphin);
        let (mut ab, mut ba) = (Digest::new(), Digest::new());
        ab.event(&a);
        ab.event(&b);
        ba.event(&b);
        ba.event(&a);
        assert_ne!(ab, ba);
        assert_eq!(digest_hex(0xab), "00000000000000ab");
    }
}
