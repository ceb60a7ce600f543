//! Distance fields: how many moves from each tile to the nearest of some
//! source tiles, for one species' way of moving. Hard computes a handful of
//! them once per decision (breadth-first, O(N²) each) and then scores every
//! candidate move by looking them up, never by searching again.
//!
//! Hard decides hundreds of times a game, so these are the hot loops of a
//! replay: the searches run on sets of tiles a row at a time ([`Tiles`]: one
//! 64-bit word per row, so a step of the whole frontier is a few shifts per
//! row), no division per tile, and the coast in two raster passes, once per
//! tide step.

use std::cell::RefCell;
use std::rc::Rc;

use crate::rules::fox_dolphin::board::{Board, Species};
use crate::rules::fox_dolphin::MAX_BOARD_SIZE;

/// No path: the tile cannot reach any source.
pub(super) const FAR: u16 = u16::MAX;

// A row of the largest board fits in one word of [`Tiles`].
const _: () = assert!(MAX_BOARD_SIZE <= 64);

/// A set of tiles of one board: bit `col` of word `row`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) struct Tiles([u64; MAX_BOARD_SIZE]);

impl Tiles {
    const NONE: Tiles = Tiles([0; MAX_BOARD_SIZE]);

    /// Every tile of a `size` × `size` board.
    pub(super) fn all(size: usize) -> Tiles {
        let mut all = Tiles::NONE;
        all.0[..size].fill(row_mask(size));
        all
    }

    /// The tiles of `board` that `keep` keeps, one pass row by row.
    fn of(board: &Board, keep: impl Fn(usize) -> bool) -> Tiles {
        let size = board.size();
        let mut set = Tiles::NONE;
        for (row, word) in set.0[..size].iter_mut().enumerate() {
            let start = row * size;
            *word = (0..size).fold(0, |w, col| w | u64::from(keep(start + col)) << col);
        }
        set
    }

    pub(super) fn and(self, other: Tiles) -> Tiles {
        Tiles(std::array::from_fn(|r| self.0[r] & other.0[r]))
    }

    pub(super) fn and_not(self, other: Tiles) -> Tiles {
        Tiles(std::array::from_fn(|r| self.0[r] & !other.0[r]))
    }

    pub(super) fn or(self, other: Tiles) -> Tiles {
        Tiles(std::array::from_fn(|r| self.0[r] | other.0[r]))
    }
}

/// The bits of the columns of a `size`-wide row.
fn row_mask(size: usize) -> u64 {
    u64::MAX >> (64 - size.clamp(1, 64))
}

/// What one look at a board tells the searches: its land and its animals.
pub(super) struct Layers {
    pub(super) land: Tiles,
    pub(super) foxes: Tiles,
    pub(super) dolphins: Tiles,
}

impl Layers {
    pub(super) fn of(board: &Board) -> Layers {
        let mut layers = Layers {
            land: Tiles::NONE,
            foxes: Tiles::NONE,
            dolphins: Tiles::NONE,
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
    pub(super) fn search(size: usize, sources: Tiles, enter: Tiles, expand: Tiles) -> Field {
        let mut dist = vec![FAR; size * size];
        let Some((mut lo, mut hi)) = occupied_rows(&sources, size) else {
            return Field(dist);
        };
        let width = row_mask(size);
        let mut seen = sources;
        // The frontier (the tiles at distance `d`) and the next one: only
        // rows `lo..=hi` of the frontier hold tiles, the rest of both is 0.
        let (mut here, mut next) = (sources, Tiles::NONE);
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
fn occupied_rows(set: &Tiles, size: usize) -> Option<(usize, usize)> {
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
    land: Tiles,
    /// The water tiles at most two steps from the island (Z spec
    /// `FoxMovement`: a fox there may move).
    near: Tiles,
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
        Coast::with_land(board, Tiles::of(board, |i| board.at(i).is_land()))
    }

    /// The coast of a look-ahead's board (Expert's, after a tide step it
    /// imagines): computed, not kept, so that the coast kept stays the
    /// game's own, which the next decision asks for again.
    pub(super) fn look_ahead(board: &Board) -> Coast {
        let land = Tiles::of(board, |i| board.at(i).is_land());
        Coast(Rc::new(Distances::new(board, land)))
    }

    /// [`Coast::new`] for a board whose land the caller has already read.
    pub(super) fn with_land(board: &Board, land: Tiles) -> Coast {
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
    pub(super) fn fox_may_leave_from(&self, land: Tiles) -> Tiles {
        land.or(self.0.near)
    }
}

impl Distances {
    fn new(board: &Board, land_tiles: Tiles) -> Distances {
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
        let near = Tiles::of(board, |i| wide(offshore[i]) <= 2);
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
mod tests {
    use super::*;
    use crate::rules::fox_dolphin::ai::hard::both_fields;
    use crate::rules::fox_dolphin::ai::{simulate, Level};
    use crate::rules::fox_dolphin::board::Surface;
    use crate::rules::fox_dolphin::picture::parse_board;
    use crate::rules::fox_dolphin::settings::Settings;

    /// The coast by its definition: two breadth-first searches, over land
    /// from the shore and over water from the tiles by the island.
    fn coast_by_search(board: &Board) -> (Field, Field) {
        let size = board.size();
        let n = size * size;
        let land = |i: usize| board.at(i).is_land();
        let neighbours = |i: usize| {
            let at = board.coord(i);
            board
                .neighbours(at)
                .map(|c| board.idx(c))
                .collect::<Vec<_>>()
        };
        let on_shore =
            |i: usize| land(i) && (neighbours(i).len() < 4 || !neighbours(i).into_iter().all(land));
        let by_island = |i: usize| !land(i) && neighbours(i).into_iter().any(land);
        let water = |i: usize| !land(i);
        let depth = Field::bfs(board, (0..n).filter(|&i| on_shore(i)), land, land);
        let offshore = Field::bfs(board, (0..n).filter(|&i| by_island(i)), water, water);
        (depth, offshore)
    }

    fn assert_coast_is_the_searched_one(board: &Board) {
        let coast = Coast::new(board);
        let (depth, offshore) = coast_by_search(board);
        for i in 0..board.size() * board.size() {
            let at = board.coord(i);
            assert_eq!(
                coast.depth(i),
                depth.at(i).saturating_add(1),
                "depth at {at}"
            );
            assert_eq!(
                coast.offshore(i),
                offshore.at(i).saturating_add(1),
                "offshore at {at}"
            );
        }
    }

    /// Hard's two fields by their definition: tile-by-tile searches whose
    /// rules read the board and the coast a tile at a time.
    fn threat_and_prey_by_bfs(board: &Board, coast: &Coast, seat: Species) -> (Field, Field) {
        let n = board.size() * board.size();
        let land = |i: usize| board.at(i).is_land();
        let holds = |i: usize, s: Species| board.at(i).occupant == Some(s);
        let fox_may_leave = |i: usize| coast.fox_may_leave(board, i);
        let water = |i: usize| !land(i);
        match seat {
            Species::Fox => (
                Field::bfs(
                    board,
                    (0..n).filter(|&i| holds(i, Species::Dolphin) && water(i)),
                    |_| true,
                    water,
                ),
                Field::bfs(
                    board,
                    (0..n).filter(|&i| holds(i, Species::Dolphin) && land(i)),
                    fox_may_leave,
                    |_| true,
                ),
            ),
            Species::Dolphin => (
                Field::bfs(
                    board,
                    (0..n).filter(|&i| holds(i, Species::Fox) && fox_may_leave(i)),
                    |_| true,
                    fox_may_leave,
                ),
                Field::bfs(
                    board,
                    (0..n).filter(|&i| holds(i, Species::Fox) && water(i)),
                    water,
                    water,
                ),
            ),
        }
    }

    fn assert_fields_are_the_searched_ones(board: &Board, coast: &Coast) {
        for seat in Species::ALL {
            let [(threat, prey), _] = both_fields(board, coast, seat);
            let (threat_bfs, prey_bfs) = threat_and_prey_by_bfs(board, coast, seat);
            for i in 0..board.size() * board.size() {
                let at = board.coord(i);
                assert_eq!(threat.at(i), threat_bfs.at(i), "{seat} threat at {at}");
                assert_eq!(prey.at(i), prey_bfs.at(i), "{seat} prey at {at}");
            }
        }
    }

    #[test]
    fn the_row_searches_equal_the_tile_searches_on_played_boards() {
        for (size, seed) in [(10, 1), (13, 2), (25, 3), (50, 4), (50, 5)] {
            let settings = Settings {
                size,
                seed,
                tide_interval_ms: 1_000,
                time_limit_ms: Some(60_000),
                ..Settings::default()
            };
            let mut earlier: Option<Board> = None;
            for ms in [0, 3_000, 10_000, 30_000, 60_000] {
                for level in [Level::Easy, Level::Hard] {
                    let played = simulate(settings, level, level, ms).expect("valid");
                    let board = played.game().board();
                    assert_fields_are_the_searched_ones(board, &Coast::new(board));
                    // Expert reads look-ahead boards with the coast of the
                    // position it searches from.
                    if let Some(before) = &earlier {
                        assert_fields_are_the_searched_ones(board, &Coast::new(before));
                    }
                    earlier = Some(board.clone());
                }
            }
        }
    }

    #[test]
    fn the_row_searches_equal_the_tile_searches_on_drawn_boards() {
        for drawn in [
            "#",
            "F",
            "d",
            "...\n.F.\n...",
            "###\n#D#\n##f",
            ".....\n.#F#.\n.#.#.\n.###d\n.....",
            "F#...\n##...\n.#d..\n.##..\n..#D.",
        ] {
            let board = parse_board(drawn).expect("drawn board");
            assert_fields_are_the_searched_ones(&board, &Coast::new(&board));
        }
    }

    #[test]
    fn the_coast_transform_equals_the_searches_on_played_boards() {
        for (size, seed) in [(10, 1), (13, 2), (25, 3), (50, 4)] {
            let settings = Settings {
                size,
                seed,
                tide_interval_ms: 1_000,
                time_limit_ms: Some(60_000),
                ..Settings::default()
            };
            // A board after every kind of tide step, a minute in.
            for ms in [0, 3_000, 10_000, 60_000] {
                let played = simulate(settings, Level::Easy, Level::Easy, ms).expect("valid");
                assert_coast_is_the_searched_one(played.game().board());
            }
        }
    }

    #[test]
    fn the_kept_coast_is_handed_out_only_for_the_same_land() {
        let a = parse_board("...\n.#.\n...").expect("drawn board");
        let b = parse_board("...\n.##\n...").expect("drawn board");
        let c = parse_board(".#.\n.##\n...").expect("drawn board");
        for board in [&a, &a, &b, &a, &c, &c, &b] {
            assert_coast_is_the_searched_one(board);
        }
    }

    #[test]
    fn the_coast_transform_equals_the_searches_on_drawn_boards() {
        for drawn in [
            "...\n...\n...",                     // no land
            "###\n###\n###",                     // no water
            "#",                                 // one land tile
            ".....\n.###.\n.#.#.\n.###.\n.....", // a ring round a lake
            "##...\n#....\n.....\n.....\n.....", // a corner
        ] {
            let board = parse_board(drawn).expect("drawn board");
            assert_coast_is_the_searched_one(&board);
        }
        // Land in pieces (never so in a game; the transform does not care).
        let mut board = Board::new_water(7);
        for i in [0, 6, 24, 42, 48, 10, 11] {
            board.set_surface(i, Surface::Land);
        }
        assert_coast_is_the_searched_one(&board);
    }
}
