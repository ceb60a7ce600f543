//! Distance fields: how many moves from each tile to the nearest of some
//! source tiles, for one species' way of moving. Hard computes a handful of
//! them once per decision (breadth-first, O(N²) each) and then scores every
//! candidate move by looking them up, never by searching again.
//!
//! Hard decides hundreds of times a game, so these are the hot loops of a
//! replay: no division per tile, and the coast in two raster passes, once
//! per tide step.

use std::cell::RefCell;
use std::rc::Rc;

use crate::rules::fox_dolphin::board::Board;

/// No path: the tile cannot reach any source.
pub(super) const FAR: u16 = u16::MAX;

/// A distance per tile index (row by row), [`FAR`] where unreachable.
pub(super) struct Field(Vec<u16>);

impl Field {
    /// Multi-source breadth-first search. A source is at distance 0; a tile
    /// gets a distance when `enter` allows it, and the search continues from
    /// it only when `expand` also allows it.
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
    /// 1 on the shore, …; [`NONE`] for water.
    depth: Vec<u8>,
    /// 1 next to the island, …; [`NONE`] for land or with no land at all.
    offshore: Vec<u8>,
}

/// Distances are stored in bytes (the largest is 2 × 49), which the
/// transform handles many at a time: no distance, read as [`FAR`].
const NONE: u8 = u8::MAX;
/// Larger than any distance, and still a byte when one is added.
const UNREACHED: u8 = 200;

thread_local! {
    /// The last coast computed, and the land (tile by tile) it is for.
    static LAST: RefCell<Option<(Vec<bool>, Coast)>> = const { RefCell::new(None) };
}

impl Coast {
    pub(super) fn new(board: &Board) -> Coast {
        let size = board.size();
        let land: Vec<bool> = (0..size * size).map(|i| board.at(i).is_land()).collect();
        LAST.with(|last| {
            let mut last = last.borrow_mut();
            match last.as_ref() {
                Some((seen, coast)) if *seen == land => coast.clone(),
                _ => {
                    let coast = Coast(Rc::new(Distances::new(&land, size)));
                    *last = Some((land, coast.clone()));
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
        self.0.depth.iter().filter(|&&d| d == 1).count()
    }

    /// How many water tiles touch the island (offshore 1).
    pub(super) fn by_island_len(&self) -> usize {
        self.0.offshore.iter().filter(|&&d| d == 1).count()
    }

    /// Z spec `FoxMovement`: land within two steps.
    pub(super) fn fox_may_leave(&self, board: &Board, i: usize) -> bool {
        board.at(i).is_land() || self.offshore(i) <= 2
    }
}

impl Distances {
    fn new(land: &[bool], size: usize) -> Distances {
        let n = land.len();
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
        Distances { depth, offshore }
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
