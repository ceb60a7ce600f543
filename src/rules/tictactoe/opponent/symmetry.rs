//! The symmetries of the board that map winning lines onto winning lines.
//!
//! Two positions related by one of these have the same score, so the
//! perfect player stores one entry for all of them. Besides the eight turns
//! and reflections of the square, a 4×4 board has more: reorder rows and
//! columns alike by any permutation that keeps the pairs {outer rows} and
//! {inner rows} (swap the two middle rows, or swap each outer row with its
//! inner neighbour), and every row, column and diagonal stays one. That
//! makes 32 symmetries on 4×4, 8 on 3×3.

use super::super::lines::Geometry;

/// One symmetry, as lookup tables over each byte of a bitboard.
struct Symmetry {
    low: [u16; 256],
    high: [u16; 256],
    /// `inverse[cell]` is the cell that this symmetry sends to `cell`.
    inverse: [u8; 16],
}

impl Symmetry {
    fn from_map(map: &[usize]) -> Symmetry {
        let mut symmetry = Symmetry {
            low: [0; 256],
            high: [0; 256],
            inverse: [0; 16],
        };
        for byte in 0..256usize {
            for bit in 0..8 {
                if byte & (1 << bit) != 0 {
                    if let Some(&to) = map.get(bit) {
                        symmetry.low[byte] |= 1 << to;
                    }
                    if let Some(&to) = map.get(bit + 8) {
                        symmetry.high[byte] |= 1 << to;
                    }
                }
            }
        }
        for (from, &to) in map.iter().enumerate() {
            symmetry.inverse[to] = from as u8;
        }
        symmetry
    }

    fn apply(&self, set: u16) -> u16 {
        self.low[usize::from(set as u8)] | self.high[usize::from(set >> 8)]
    }
}

/// All the symmetries of one board size.
pub(crate) struct Symmetries {
    all: Vec<Symmetry>,
}

impl Symmetries {
    pub(crate) fn of(geometry: &Geometry) -> Symmetries {
        Symmetries {
            all: cell_maps(geometry)
                .iter()
                .map(|map| Symmetry::from_map(map))
                .collect(),
        }
    }

    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.all.len()
    }

    /// The least image of a position under every symmetry, as one key, and
    /// the index of a symmetry that gives it.
    pub(crate) fn canonical(&self, mine: u16, theirs: u16) -> (u32, usize) {
        let mut best = (u32::MAX, 0);
        for (index, symmetry) in self.all.iter().enumerate() {
            let key = u32::from(symmetry.apply(mine)) | u32::from(symmetry.apply(theirs)) << 16;
            if key < best.0 {
                best = (key, index);
            }
        }
        best
    }

    /// The cell (bit index) that symmetry `index` sends to `cell`.
    pub(crate) fn undo(&self, index: usize, cell: u8) -> u8 {
        self.all[index].inverse[usize::from(cell)]
    }

    /// Where symmetry `index` sends a set of cells.
    pub(crate) fn apply(&self, index: usize, set: u16) -> u16 {
        self.all[index].apply(set)
    }
}

/// Every symmetry as a map from cell index to cell index, distinct.
fn cell_maps(geometry: &Geometry) -> Vec<Vec<usize>> {
    let n = geometry.size;
    let mut maps: Vec<Vec<usize>> = Vec::new();
    for order in pair_keeping_orders(n) {
        let reversed: Vec<usize> = order.iter().map(|&i| n - 1 - i).collect();
        for columns in [&order, &reversed] {
            for transpose in [false, true] {
                let map = (0..n * n)
                    .map(|cell| {
                        let (row, col) = (order[cell / n], columns[cell % n]);
                        if transpose {
                            col * n + row
                        } else {
                            row * n + col
                        }
                    })
                    .collect();
                if !maps.contains(&map) {
                    maps.push(map);
                }
            }
        }
    }
    maps
}

/// The orders `p` of `0..n` with `p(n-1-i) = n-1-p(i)`: they keep each
/// diagonal a diagonal when applied to rows and columns alike.
fn pair_keeping_orders(n: usize) -> Vec<Vec<usize>> {
    fn extend(prefix: &mut Vec<usize>, n: usize, out: &mut Vec<Vec<usize>>) {
        if prefix.len() == n {
            let p = prefix.as_slice();
            if (0..n).all(|i| p[n - 1 - i] == n - 1 - p[i]) {
                out.push(prefix.clone());
            }
            return;
        }
        for next in 0..n {
            if !prefix.contains(&next) {
                prefix.push(next);
                extend(prefix, n, out);
                prefix.pop();
            }
        }
    }
    let mut out = Vec::new();
    extend(&mut Vec::new(), n, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keeps_lines(size: usize) -> usize {
        let geometry = Geometry::of(size);
        let symmetries = Symmetries::of(geometry);
        for index in 0..symmetries.len() {
            let mut images: Vec<u16> = geometry
                .lines
                .iter()
                .map(|&line| symmetries.apply(index, line))
                .collect();
            let mut lines = geometry.lines.to_vec();
            images.sort_unstable();
            lines.sort_unstable();
            assert_eq!(images, lines, "symmetry {index} on {size}x{size}");
        }
        symmetries.len()
    }

    #[test]
    fn every_3x3_symmetry_maps_lines_to_lines() {
        assert_eq!(keeps_lines(3), 8);
    }

    #[test]
    fn every_4x4_symmetry_maps_lines_to_lines() {
        assert_eq!(keeps_lines(4), 32);
    }

    #[test]
    fn undo_inverts_apply() {
        let symmetries = Symmetries::of(Geometry::of(4));
        for index in 0..symmetries.len() {
            for cell in 0..16u8 {
                let image = symmetries.apply(index, 1 << cell).trailing_zeros() as u8;
                assert_eq!(symmetries.undo(index, image), cell);
            }
        }
    }
}
