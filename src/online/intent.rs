//! An intent on the wire: one format for both games' moves and leaves.
//!
//! One head byte: the side's code ([`OnlineGame::put_side`]) in bit 0 and,
//! above it, 0 for a move or 1 for leaving. A move's coordinates follow
//! (a Fox & Dolphin move's four, a tic-tac-toe cell's two), each a varint
//! of at most the largest board's size. A coordinate off every board is
//! sent as the first one off the largest: the rules refuse either as off
//! the board, alike, and a coordinate above it is refused as a bad field,
//! so no number a peer sends can reach the rules unbounded.
//!
//! [`OnlineGame::put_side`]: super::game::OnlineGame::put_side

use crate::bytes::{put, Reader};

use super::wire::WireError;

/// What the wire carries of an intent, before the game names the side
/// and the coordinates in its own words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Wired<const N: usize> {
    /// A move of side `side`, at `at` (rows and columns, in the game's order).
    Move { side: u8, at: [usize; N] },
    /// Side `side` leaves.
    Leave { side: u8 },
}

impl<const N: usize> Wired<N> {
    /// Writes the intent, each coordinate clamped to `most`.
    pub(super) fn put(self, out: &mut Vec<u8>, most: usize) {
        match self {
            Wired::Move { side, at } => {
                out.push(side);
                for n in at {
                    put(out, n.min(most) as u64);
                }
            }
            Wired::Leave { side } => out.push(2 | side),
        }
    }

    /// Reads an intent; a coordinate above `most` is refused as a bad
    /// `field` (the game's word for what a coordinate names).
    pub(super) fn read(
        r: &mut Reader,
        most: usize,
        field: &'static str,
    ) -> Result<Wired<N>, WireError> {
        let head = r.byte()?;
        let side = head & 1;
        match head >> 1 {
            0 => {
                let mut at = [0usize; N];
                for n in &mut at {
                    let v = r.number()?;
                    if v > most as u64 {
                        return Err(WireError::BadField(field));
                    }
                    *n = v as usize;
                }
                Ok(Wired::Move { side, at })
            }
            1 => Ok(Wired::Leave { side }),
            _ => Err(WireError::BadField("intent")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn intents_round_trip_and_far_coordinates_are_clamped() {
        for wired in [
            Wired::Move {
                side: 1,
                at: [0, 3, 4, 2],
            },
            Wired::Leave { side: 0 },
            Wired::Leave { side: 1 },
        ] {
            let mut out = Vec::new();
            wired.put(&mut out, 4);
            assert_eq!(Wired::read(&mut Reader::new(&out), 4, "tile"), Ok(wired));
        }
        let mut out = Vec::new();
        Wired::Move {
            side: 0,
            at: [usize::MAX, 9],
        }
        .put(&mut out, 4);
        assert_eq!(out, [0, 4, 4]);
    }

    #[test]
    fn a_bad_head_or_coordinate_is_refused() {
        let read = |bytes: &[u8]| Wired::<2>::read(&mut Reader::new(bytes), 4, "cell");
        assert_eq!(read(&[4]), Err(WireError::BadField("intent")));
        assert_eq!(read(&[0, 5, 0]), Err(WireError::BadField("cell")));
        assert!(read(&[0, 1]).is_err());
    }
}
