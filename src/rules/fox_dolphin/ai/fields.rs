//! Distance fields: how many moves from each tile to the nearest of some
//! source tiles, for one species' way of moving. Hard computes a handful of
//! them once per decision (breadth-first, O(N²) each) and then scores every
//! candidate move by looking them up, never by searching again.

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
        let n = board.size() * board.size();
        let mut dist = vec![FAR; n];
        let mut queue = Vec::with_capacity(n);
        for s in sources {
            if dist[s] == FAR {
                dist[s] = 0;
                queue.push(s);
            }
        }
        let mut head = 0;
        while head < queue.len() {
            let i = queue[head];
            head += 1;
            if dist[i] > 0 && !expand(i) {
                continue;
            }
            let next = dist[i] + 1;
            for_each_neighbour(board.size(), i, |j| {
                if dist[j] == FAR && enter(j) {
                    dist[j] = next;
                    queue.push(j);
                }
            });
        }
        Field(dist)
    }

    pub(super) fn at(&self, i: usize) -> u16 {
        self.0[i]
    }
}

/// Calls `f` with the index of each on-board tile one step from tile `i`
/// on a `size` × `size` board (up, right, down, left).
pub(super) fn for_each_neighbour(size: usize, i: usize, mut f: impl FnMut(usize)) {
    let (row, col) = (i / size, i % size);
    if row > 0 {
        f(i - size);
    }
    if col + 1 < size {
        f(i + 1);
    }
    if row + 1 < size {
        f(i + size);
    }
    if col > 0 {
        f(i - 1);
    }
}

/// Where the land and water meet: for a land tile, its `depth` (1 on the
/// shore, 2 one step inland, …); for a water tile, its distance `offshore`
/// to the nearest land (1 next to the island). Steps through water to land
/// are the Manhattan distance, so a fox may move from a tile exactly when it
/// is land or `offshore` ≤ 2 (Z spec `FoxMovement`).
pub(super) struct Coast {
    depth: Field,
    offshore: Field,
}

impl Coast {
    pub(super) fn new(board: &Board) -> Coast {
        let size = board.size();
        let land = |i: usize| board.at(i).is_land();
        let on_shore = |i: usize| {
            let mut edge = 4;
            let mut water = false;
            for_each_neighbour(size, i, |j| {
                edge -= 1;
                water |= !land(j);
            });
            land(i) && (water || edge > 0)
        };
        let n = size * size;
        let depth = Field::bfs(board, (0..n).filter(|&i| on_shore(i)), land, land);
        let by_island = |i: usize| {
            let mut touches = false;
            for_each_neighbour(size, i, |j| touches |= land(j));
            !land(i) && touches
        };
        let water = |i: usize| !land(i);
        let offshore = Field::bfs(board, (0..n).filter(|&i| by_island(i)), water, water);
        Coast { depth, offshore }
    }

    /// 1 on the shore; [`FAR`] for water.
    pub(super) fn depth(&self, i: usize) -> u16 {
        self.depth.at(i).saturating_add(1)
    }

    /// 1 next to the island; [`FAR`] for land (or with no island at all).
    pub(super) fn offshore(&self, i: usize) -> u16 {
        self.offshore.at(i).saturating_add(1)
    }

    /// Z spec `FoxMovement`: land within two steps.
    pub(super) fn fox_may_leave(&self, board: &Board, i: usize) -> bool {
        board.at(i).is_land() || self.offshore(i) <= 2
    }
}
