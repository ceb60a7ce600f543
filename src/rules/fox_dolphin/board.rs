//! The board: N × N tiles, each a surface and maybe an animal (Z spec `Board`).

use std::fmt;

use serde::{Deserialize, Serialize};

/// A tile's place: 0-based row (top to bottom) and column (left to right).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Coord {
    pub row: usize,
    pub col: usize,
}

impl Coord {
    pub const fn new(row: usize, col: usize) -> Self {
        Coord { row, col }
    }

    /// Steps left, right, up and down between two tiles (Manhattan distance).
    pub fn distance(self, other: Coord) -> usize {
        self.row.abs_diff(other.row) + self.col.abs_diff(other.col)
    }

    /// Z spec `AdjacentTile`: exactly one step left, right, up or down.
    pub fn is_adjacent(self, other: Coord) -> bool {
        self.distance(other) == 1
    }
}

impl fmt::Display for Coord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.row, self.col)
    }
}

/// Z spec `Surface`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Surface {
    Land,
    Water,
}

/// Z spec `Player`: the two species, which are also the two seats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Species {
    Fox,
    Dolphin,
}

impl Species {
    /// Both species, fox first (the order seats are given out).
    pub const ALL: [Species; 2] = [Species::Fox, Species::Dolphin];

    /// The other species: the prey, and the opponent.
    pub fn other(self) -> Species {
        match self {
            Species::Fox => Species::Dolphin,
            Species::Dolphin => Species::Fox,
        }
    }

    pub(crate) fn index(self) -> usize {
        match self {
            Species::Fox => 0,
            Species::Dolphin => 1,
        }
    }
}

impl fmt::Display for Species {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Species::Fox => "fox",
            Species::Dolphin => "dolphin",
        })
    }
}

/// Z spec `Tile`: a surface and an occupant (`None` is the spec's `Empty`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Tile {
    pub surface: Surface,
    pub occupant: Option<Species>,
}

impl Tile {
    pub const WATER: Tile = Tile {
        surface: Surface::Water,
        occupant: None,
    };

    pub fn is_land(self) -> bool {
        self.surface == Surface::Land
    }
}

/// The N × N tiles. Read-only outside the rules: only a `Game` changes its
/// board, so the island invariant cannot be broken from outside.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    size: usize,
    tiles: Vec<Tile>,
}

impl Board {
    /// An all-water board.
    pub(crate) fn new_water(size: usize) -> Self {
        Board {
            size,
            tiles: vec![Tile::WATER; size * size],
        }
    }

    pub fn size(&self) -> usize {
        self.size
    }

    /// The tile at `at`, or `None` off the board (Z spec `tile`).
    pub fn tile(&self, at: Coord) -> Option<Tile> {
        self.index(at).map(|i| self.tiles[i])
    }

    pub fn contains(&self, at: Coord) -> bool {
        at.row < self.size && at.col < self.size
    }

    /// Every coordinate, row by row.
    pub fn coords(&self) -> impl Iterator<Item = Coord> + '_ {
        (0..self.size * self.size).map(|i| self.coord(i))
    }

    /// The on-board tiles one step left, right, up or down from `at`.
    pub fn neighbours(&self, at: Coord) -> impl Iterator<Item = Coord> + '_ {
        let steps: [(isize, isize); 4] = [(-1, 0), (0, 1), (1, 0), (0, -1)];
        steps
            .into_iter()
            .filter_map(move |(dr, dc)| self.offset(at, dr, dc))
    }

    /// Z spec `numberOfOccupants`.
    pub fn count(&self, species: Species) -> usize {
        self.tiles
            .iter()
            .filter(|t| t.occupant == Some(species))
            .count()
    }

    /// Z spec `numberOfSurfaces(Land)`: the island's size.
    pub fn land_count(&self) -> usize {
        self.tiles.iter().filter(|t| t.is_land()).count()
    }

    /// Where the animals of `species` are, row by row.
    pub fn animals(&self, species: Species) -> Vec<Coord> {
        // The coordinate of the few tiles that hold one, not of every tile.
        self.tiles
            .iter()
            .enumerate()
            .filter(|(_, t)| t.occupant == Some(species))
            .map(|(i, _)| self.coord(i))
            .collect()
    }

    pub(crate) fn offset(&self, at: Coord, dr: isize, dc: isize) -> Option<Coord> {
        let row = at.row.checked_add_signed(dr)?;
        let col = at.col.checked_add_signed(dc)?;
        let c = Coord { row, col };
        self.contains(c).then_some(c)
    }

    pub(crate) fn index(&self, at: Coord) -> Option<usize> {
        self.contains(at).then(|| self.idx(at))
    }

    /// Index of an on-board coordinate.
    pub(crate) fn idx(&self, at: Coord) -> usize {
        at.row * self.size + at.col
    }

    pub(crate) fn coord(&self, i: usize) -> Coord {
        Coord {
            row: i / self.size,
            col: i % self.size,
        }
    }

    pub(crate) fn at(&self, i: usize) -> Tile {
        self.tiles[i]
    }

    /// The tiles row by row, each row a slice (for scans of the whole board).
    pub(crate) fn rows(&self) -> std::slice::ChunksExact<'_, Tile> {
        self.tiles.chunks_exact(self.size.max(1))
    }

    pub(crate) fn set_surface(&mut self, i: usize, surface: Surface) {
        self.tiles[i].surface = surface;
    }

    pub(crate) fn set_occupant(&mut self, i: usize, occupant: Option<Species>) {
        self.tiles[i].occupant = occupant;
    }

    pub(crate) fn is_land_at(&self, at: Coord) -> bool {
        self.tile(at).is_some_and(Tile::is_land)
    }
}
