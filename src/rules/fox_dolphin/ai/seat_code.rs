//! Who plays a side, as one byte: the one code of a Fox & Dolphin seat,
//! shared by the replay log (and so by the wire, which carries logs) and
//! by the online host's save.
//!
//! `0` a person at this device (you; in a log, any person: a log records
//! that a person played, not which), then each level's byte
//! ([`LevelRow::code`](super::LevelRow::code): `1` Easy, `2` Normal,
//! `3` Hard, `4` Expert, then the rungs in the order they were made, up to
//! `21` Daring), `254` a friend at this device (hot seat), `255` a guest
//! online. A log holds neither of the last two.

use super::levels::Level;
use crate::rules::Seat;

/// A person at this device: you.
const PERSON: u8 = 0;
/// Another person at this device (hot seat).
const HOT_SEAT: u8 = 254;
/// A person on another device.
const GUEST: u8 = 255;

/// `seat`'s byte.
pub fn seat_code(seat: Seat<Level>) -> u8 {
    match seat {
        Seat::You => PERSON,
        Seat::HotSeat => HOT_SEAT,
        Seat::Guest => GUEST,
        Seat::Computer(level) => level.code(),
    }
}

/// The seat whose byte is `code`, if any.
pub fn seat_of_code(code: u8) -> Option<Seat<Level>> {
    match code {
        PERSON => Some(Seat::You),
        HOT_SEAT => Some(Seat::HotSeat),
        GUEST => Some(Seat::Guest),
        _ => Level::from_code(code).map(Seat::Computer),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_seat_and_every_level_has_its_own_byte_and_reads_back() {
        let mut seats = vec![Seat::You, Seat::HotSeat, Seat::Guest];
        seats.extend(Level::LADDER.iter().map(|&level| Seat::Computer(level)));
        let mut codes = std::collections::HashSet::new();
        for seat in seats {
            let code = seat_code(seat);
            assert!(codes.insert(code), "{seat:?} shares byte {code}");
            assert_eq!(seat_of_code(code), Some(seat));
        }
        assert_eq!(codes.len(), 3 + Level::LADDER.len());
        let unknown = (0..=u8::MAX).filter(|&c| seat_of_code(c).is_none());
        assert_eq!(unknown.count(), 256 - codes.len());
    }
}
