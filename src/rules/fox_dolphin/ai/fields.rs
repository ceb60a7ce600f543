//! Distance fields: how many moves from each tile to the nearest of some
//! source tiles, for one species' way of moving. Hard computes a handful of
//! them once per decision (breadth-first, O(N²) each) and then scores every
//! candidate move by looking them up, never by searching again.
//!
//! Hard decides hundreds of times a game, so these are the hot loops of a
//! replay: the searches run on sets of tiles a row at a time ([`TileSet`]: one
//! 64-bit word per row, so a step of the whole frontier is a few shifts per
//! row), no division per tile, and the coast in two raster passes, once per
//! tide step.

use std::cell::RefCell;
use std::rc::Rc;

use crate::rules::fox_dolphin::board::{Board, Species};
use crate::rules::fox_dolphin::settings::MAX_BOARD_SIZE;

/// No path: the tile cannot reach any source.
pub(super) const FAR: u16 = u16::MAX;

// A row of the largest board fits in one word of [`TileSet`].
const _: () = assert!(MAX_BOARD_SIZE <= 64);

/// A set of tiles of one board: bit `col` of word `row`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) struct TileSet([u64; MAX_BOARD_SIZE]);

impl TileSet {
    const NONE: TileSet = TileSet([0; MAX_BOARD_SIZE]);

    /// Every tile of a `size` × `size` board.
    pub(super) fn all(size: usize) -> TileSet {
        let mut all = TileSet::NONE;
        all.0[..size].fill(row_mask(size));
        all
    }

    /// The tiles of `board` that `keep` keeps, one pass row by row.
    fn of(board: &Board, keep: impl Fn(usize) -> bool) -> TileSet {
        let size = board.size();
        let mut set = TileSet::NONE;
        for (row, word) in set.0[..size].iter_mut().enumerate() {
            let start = row * size;
            *word = (0..size).fold(0, |w, col| w | u64::from(keep(start + col)) << col);
        }
        set
    }

    pub(super) fn and(self, other: TileSet) -> TileSet {
        TileSet(std::array::from_fn(|r| self.0[r] & other.0[r]))
    }

    pub(super) fn and_not(self, other: TileSet) -> TileSet {
        TileSet(std::array::from_fn(|r| self.0[r] & !other.0[r]))
    }

    pub(super) fn or(self, other: TileSet) -> TileSet {
        TileSet(std::array::from_fn(|r| self.0[r] | other.0[r]))
    }
}

/// The bits of the columns of a `size`-wide row.
fn row_mask(size: usize) -> u64 {
    u64::MAX >> (64 - size.clamp(1, 64))
}

/// What one look at a board tells the searches: its land and its animals.
pub(super) struct Layers {
    pub(super) land: TileSet,
    pub(super) foxes: TileSet,
    pub(super) dolphins: TileSet,
}

impl Layers {
    pub(super) fn of(board: &Board) -> Layers {
        let mut layers = Layers {
            land: TileSet::NONE,
            foxes: TileSet::NONE,
            dolphins: TileSet::NONE,
        };
        for (row, tiles) in board.rows().enumerate() {
            // Last column first, each shifted up by the ones after it.
            let (mut land, mut foxes, mut dolphins) = (0, 0, 0);
            for tile in tiles.iter().rev() {
                land = land << 1 | u64::from(tile.is_land());
                foxes = foxes << 1 | u64::from(tile.occupant == Some(Species::Fox));
                dolphins = dolphins << 1 | u64::from(tile.occupant == Some(Species::Dolphin));
            }
            layers.land.0[row] = land;
            layers.foxes.0[row] = foxes;
            layers.dolphins.0[row] = dolphins;
        }
        layers
    }
}

/// A distance per tile index (row by row), [`FAR`] where unreachable.
pub(super) struct Field(Vec<u16>);

impl Field {
    /// Multi-source breadth-first search, a whole frontier at a time. A
    /// source is at distance 0; a tile gets a distance when it is in
    /// `enter`, and the search continues from it only when it is also in
    /// `expand` (a source always continues).
    pub(super) fn search(size: usize, sources: TileSet, enter: TileSet, expand: TileSet) -> Field {
        let mut dist = vec![FAR; size * size];
        let Some((mut lo, mut hi)) = occupied_rows(&sources, size) else {
            return Field(dist);
        };
        let width = row_mask(size);
        let mut seen = sources;
        // The frontier (the tiles at distance `d`) and the next one: only
        // rows `lo..=hi` of the frontier hold tiles, the rest of both is 0.
        let (mut here, mut next) = (sources, TileSet::NONE);
        let mut d = 0;
        for row in lo..=hi {
            write_row(&mut dist, size, row, here.0[row], d);
        }
        loop {
            if d > 0 {
                for row in lo..=hi {
                    here.0[row] &= expand.0[row];
                }
            }
            d += 1;
            // The next frontier lies within a row of this one.
            let (from, to) = (lo.saturating_sub(1), (hi + 1).min(size - 1));
            let mut rows = None;
            for row in from..=to {
                let mut step = (here.0[row] << 1 | here.0[row] >> 1) & width;
                if row > 0 {
                    step |= here.0[row - 1];
                }
                if row + 1 < size {
                    step |= here.0[row + 1];
                }
                let new = step & enter.0[row] & !seen.0[row];
                if new != 0 {
                    next.0[row] = new;
                    seen.0[row] |= new;
                    write_row(&mut dist, size, row, new, d);
                    rows = Some(rows.map_or((row, row), |(lo, _)| (lo, row)));
                }
            }
            here.0[lo..=hi].fill(0);
            std::mem::swap(&mut here, &mut next);
            match rows {
                Some(range) => (lo, hi) = range,
                None => break,
            }
        }
        Field(dist)
    }

    /// Multi-source breadth-first search, tile by tile: the definition
    /// that [`Field::search`] must agree with.
    #[cfg(test)]
    pub(super) fn bfs(
        board: &Board,
        sources: impl IntoIterator<Item = usize>,
        enter: impl Fn(usize) -> bool,
        expand: impl Fn(usize) -> bool,
    ) -> Field {
        let size = board.size();
        let n = size * size;
        let mut dist = vec![FAR; n];
        // Each tile with its column, which a step carries along, so that
        // the edges are known without dividing by the size.
        let mut queue: Vec<(usize, usize)> = Vec::with_capacity(n);
        for s in sources {
            if dist[s] == FAR {
                dist[s] = 0;
                queue.push((s, s % size));
            }
        }
        let mut head = 0;
        while let Some(&(i, col)) = queue.get(head) {
            head += 1;
            if dist[i] > 0 && !expand(i) {
                continue;
            }
            let next = dist[i] + 1;
            let mut visit = |j: usize, col: usize| {
                if dist[j] == FAR && enter(j) {
                    dist[j] = next;
                    queue.push((j, col));
                }
            };
            // Up, right, down, left.
            if i >= size {
                visit(i - size, col);
            }
            if col + 1 < size {
                visit(i + 1, col + 1);
            }
            if i + size < n {
                visit(i + size, col);
            }
            if col > 0 {
                visit(i - 1, col - 1);
            }
        }
        Field(dist)
    }

    pub(super) fn at(&self, i: usize) -> u16 {
        self.0[i]
    }
}

/// The first and last rows of `set` with a tile in them, `None` if empty.
fn occupied_rows(set: &TileSet, size: usize) -> Option<(usize, usize)> {
    let rows = &set.0[..size];
    let lo = rows.iter().position(|&w| w != 0)?;
    let hi = rows.iter().rposition(|&w| w != 0)?;
    Some((lo, hi))
}

/// Distance `d` for the tiles of `row` in `word`.
fn write_row(dist: &mut [u16], size: usize, row: usize, word: u64, d: u16) {
    let start = row * size;
    let mut bits = word;
    while bits != 0 {
        dist[start + bits.trailing_zeros() as usize] = d;
        bits &= bits - 1;
    }
}

/// Where the land and water meet: for a land tile, its `depth` (1 on the
/// shore, 2 one step inland, …); for a water tile, its distance `offshore`
/// to the nearest land (1 next to the island). Steps through water to land
/// are the Manhattan distance, so a fox may move from a tile exactly when it
/// is land or `offshore` ≤ 2 (Z spec `FoxMovement`).
///
/// Both are breadth-first distances (over land from the shore, over water
/// from the tiles by the island), and both are a tile's city-block distance
/// to the nearest tile of the other surface (off the board counting as
/// water for land): on a straight-as-possible (monotone) path from a tile
/// to that nearest tile, every tile but the last is nearer to it, so of
/// the tile's own surface, and the walk stays on it. So each is a distance
/// transform of the board, two raster passes ([`spread`]) rather than a
/// search.
///
/// The coast changes only with the tide, every few seconds, while Hard
/// asks for it at every decision of either seat (about ten times between
/// two tide steps): [`Coast::new`] keeps the last one it computed, with the
/// land it was computed from, and hands it out again for the same land.
/// Cached or not, the same land gives the same coast.
#[derive(Clone)]
pub(super) struct Coast(Rc<Distances>);

struct Distances {
    /// The board's size and the land the coast is for.
    size: usize,
    land: TileSet,
    /// The water tiles at most two steps from the island (Z spec
    /// `FoxMovement`: a fox there may move).
    near: TileSet,
    /// 1 on the shore, …; [`NONE`] for water.
    depth: Vec<u8>,
    /// 1 next to the island, …; [`NONE`] for land or with no land at all.
    offshore: Vec<u8>,
    /// How many tiles have depth 1, and offshore 1 (Hard's forecast asks
    /// at every decision).
    shore_len: usize,
    by_island_len: usize,
}

/// Distances are stored in bytes (the largest is 2 × 49), which the
/// transform handles many at a time: no distance, read as [`FAR`].
const NONE: u8 = u8::MAX;
/// Larger than any distance, and still a byte when one is added.
const UNREACHED: u8 = 200;

thread_local! {
    /// The last coast computed.
    static LAST: RefCell<Option<Coast>> = const { RefCell::new(None) };
}

impl Coast {
    pub(super) fn new(board: &Board) -> Coast {
        Coast::with_land(board, TileSet::of(board, |i| board.at(i).is_land()))
    }

    /// The coast of a look-ahead's board (Expert's, after a tide step it
    /// imagines): computed, not kept, so that the coast kept stays the
    /// game's own, which the next decision asks for again.
    pub(super) fn look_ahead(board: &Board) -> Coast {
        let land = TileSet::of(board, |i| board.at(i).is_land());
        Coast(Rc::new(Distances::new(board, land)))
    }

    /// [`Coast::new`] for a board whose land the caller has already read.
    pub(super) fn with_land(board: &Board, land: TileSet) -> Coast {
        LAST.with(|last| {
            let mut last = last.borrow_mut();
            match last.as_ref() {
                Some(coast) if coast.0.land == land && coast.0.size == board.size() => {
                    coast.clone()
                }
                _ => {
                    let coast = Coast(Rc::new(Distances::new(board, land)));
                    *last = Some(coast.clone());
                    coast
                }
            }
        })
    }

    /// 1 on the shore; [`FAR`] for water.
    pub(super) fn depth(&self, i: usize) -> u16 {
        wide(self.0.depth[i])
    }

    /// 1 next to the island; [`FAR`] for land (or with no island at all).
    pub(super) fn offshore(&self, i: usize) -> u16 {
        wide(self.0.offshore[i])
    }

    /// How many tiles are on the shore (depth 1).
    pub(super) fn shore_len(&self) -> usize {
        self.0.shore_len
    }

    /// How many water tiles touch the island (offshore 1).
    pub(super) fn by_island_len(&self) -> usize {
        self.0.by_island_len
    }

    /// Z spec `FoxMovement`: land within two steps.
    pub(super) fn fox_may_leave(&self, board: &Board, i: usize) -> bool {
        board.at(i).is_land() || self.offshore(i) <= 2
    }

    /// [`Coast::fox_may_leave`] for every tile of `board`, whose land is
    /// `land`.
    pub(super) fn fox_may_leave_from(&self, land: TileSet) -> TileSet {
        land.or(self.0.near)
    }
}

impl Distances {
    fn new(board: &Board, land_tiles: TileSet) -> Distances {
        let size = board.size();
        let n = size * size;
        let land: Vec<bool> = (0..n).map(|i| board.at(i).is_land()).collect();
        // Land: to the nearest water, or past the edge (1 from an edge
        // tile); water: to the nearest land. So 0 marks the other surface.
        let mut depth: Vec<u8> = land
            .iter()
            .map(|&l| if l { UNREACHED } else { 0 })
            .collect();
        let edge = (0..size)
            .chain(n - size..n)
            .chain((0..n).step_by(size))
            .chain((size - 1..n).step_by(size));
        for i in edge {
            depth[i] = depth[i].min(1);
        }
        let mut offshore: Vec<u8> = land
            .iter()
            .map(|&l| if l { 0 } else { UNREACHED })
            .collect();
        spread(&mut depth, size);
        spread(&mut offshore, size);
        for d in &mut depth {
            if *d == 0 {
                *d = NONE;
            }
        }
        for d in &mut offshore {
            if *d == 0 || *d >= UNREACHED {
                *d = NONE;
            }
        }
        let near = TileSet::of(board, |i| wide(offshore[i]) <= 2);
        Distances {
            size,
            land: land_tiles,
            near,
            shore_len: depth.iter().filter(|&&d| d == 1).count(),
            by_island_len: offshore.iter().filter(|&&d| d == 1).count(),
            depth,
            offshore,
        }
    }
}

fn wide(d: u8) -> u16 {
    match d {
        NONE => FAR,
        d => u16::from(d),
    }
}

/// The city-block distance transform of a `size` × `size` board, in place:
/// each value becomes the smallest of its own and, for every other tile,
/// that tile's plus the steps between them. Exact in two raster passes,
/// down then up, each row first from its neighbour row (many bytes at a
/// time), then along itself. Values must stay at most [`UNREACHED`].
fn spread(d: &mut [u8], size: usize) {
    for row in 0..size {
        let (above, rest) = d.split_at_mut(row * size);
        let line = &mut rest[..size];
        if row > 0 {
            let prev = &above[(row - 1) * size..];
            for (x, &p) in line.iter_mut().zip(prev) {
                *x = (*x).min(p + 1);
            }
        }
        along(line.iter_mut());
    }
    for row in (0..size).rev() {
        let (upto, below) = d.split_at_mut((row + 1) * size);
        let line = &mut upto[row * size..];
        if let Some(next) = below.get(..size) {
            for (x, &p) in line.iter_mut().zip(next) {
                *x = (*x).min(p + 1);
            }
        }
        along(line.iter_mut().rev());
    }
}

/// One direction along a row of [`spread`]: each value at most its
/// predecessor's plus one.
fn along<'a>(line: impl Iterator<Item = &'a mut u8>) {
    let mut last = UNREACHED;
    for x in line {
        last = (*x).min(last + 1);
        *x = last;
    }
}

#[cfg(test)]
mod tests;
