//! The island: all land tiles, connected by steps left, right, up and down
//! (the Z spec `Board` invariant), and the questions the tide asks of it.

use rand::Rng;

use super::board::{Board, Coord, Surface};
use crate::rules::chacha::ChaCha8Rng;

/// Z spec `Board` invariant: every land tile reaches every other over land.
/// An empty island is connected.
pub fn is_connected(board: &Board) -> bool {
    let n = board.size() * board.size();
    let Some(start) = (0..n).find(|&i| board.at(i).is_land()) else {
        return true;
    };
    let mut seen = vec![false; n];
    let mut stack = vec![start];
    seen[start] = true;
    let mut reached = 1;
    while let Some(i) = stack.pop() {
        for nb in board.neighbours(board.coord(i)) {
            let j = board.idx(nb);
            if !seen[j] && board.at(j).is_land() {
                seen[j] = true;
                reached += 1;
                stack.push(j);
            }
        }
    }
    reached == board.land_count()
}

/// A shore tile: land with water or the board's edge one step away.
pub(crate) fn is_shore(board: &Board, i: usize) -> bool {
    // Off the board counts as water: an edge tile has fewer than four
    // land neighbours.
    board.at(i).is_land() && land_neighbours(board, i) < 4
}

/// How many of the four neighbours are land. (The tide asks this of every
/// tile near the island at every step: index steps, not coordinates.)
pub(crate) fn land_neighbours(board: &Board, i: usize) -> usize {
    let size = board.size();
    let col = i % size;
    let land = |j: usize| usize::from(board.at(j).is_land());
    let up = if i >= size { land(i - size) } else { 0 };
    let right = if col + 1 < size { land(i + 1) } else { 0 };
    let down = if i + size < size * size {
        land(i + size)
    } else {
        0
    };
    let left = if col > 0 { land(i - 1) } else { 0 };
    up + right + down + left
}

/// Whether a water tile touches the island.
pub(crate) fn touches_island(board: &Board, i: usize) -> bool {
    !board.at(i).is_land() && land_neighbours(board, i) > 0
}

/// A land tile whose loss keeps the island connected *for a local reason*:
/// its land neighbours stay joined to each other through the eight tiles
/// around it. Sufficient, not necessary (a tile on a thin ring of land is
/// safe for a reason far away); [`cut_tiles`] answers exactly.
pub(crate) fn is_locally_removable(board: &Board, i: usize) -> bool {
    // The ring around the tile, in turning order: N, NE, E, SE, S, SW, W, NW.
    // Consecutive ring tiles are one step apart, so the land in the ring
    // falls into runs; the tile is removable if its land neighbours (the even
    // places) lie in one run.
    const RING: [(isize, isize); 8] = [
        (-1, 0),
        (-1, 1),
        (0, 1),
        (1, 1),
        (1, 0),
        (1, -1),
        (0, -1),
        (-1, -1),
    ];
    let at = board.coord(i);
    let land: [bool; 8] = RING.map(|(dr, dc)| {
        board
            .offset(at, dr, dc)
            .is_some_and(|c| board.is_land_at(c))
    });
    let Some(start) = (0..8).find(|&k| !land[k]) else {
        return true; // all eight are land: one run
    };
    let mut runs_with_neighbour = 0;
    let mut in_run = false;
    let mut run_has_neighbour = false;
    for step in 1..=8 {
        let k = (start + step) % 8;
        if land[k] {
            in_run = true;
            run_has_neighbour |= k % 2 == 0;
        } else if in_run {
            runs_with_neighbour += usize::from(run_has_neighbour);
            in_run = false;
            run_has_neighbour = false;
        }
    }
    runs_with_neighbour <= 1
}

/// Cut tiles (articulation points) of the island: the land tiles whose loss
/// would split it. Iterative Tarjan, O(land tiles).
pub(crate) fn cut_tiles(board: &Board) -> Vec<bool> {
    let n = board.size() * board.size();
    let mut cut = vec![false; n];
    let Some(root) = (0..n).find(|&i| board.at(i).is_land()) else {
        return cut;
    };
    const UNSEEN: usize = usize::MAX;
    let mut order = vec![UNSEEN; n];
    let mut low = vec![0; n];
    let mut parent = vec![UNSEEN; n];
    let mut next_child = vec![0u8; n];
    let mut counter = 0;
    let mut root_children = 0;
    order[root] = counter;
    low[root] = counter;
    let mut stack = vec![root];
    while let Some(&v) = stack.last() {
        let at = board.coord(v);
        let k = next_child[v];
        if k < 4 {
            next_child[v] += 1;
            let (dr, dc) = [(-1, 0), (0, 1), (1, 0), (0, -1)][k as usize];
            let Some(c) = board.offset(at, dr, dc) else {
                continue;
            };
            let w = board.idx(c);
            if !board.at(w).is_land() {
                continue;
            }
            if order[w] == UNSEEN {
                counter += 1;
                order[w] = counter;
                low[w] = counter;
                parent[w] = v;
                if v == root {
                    root_children += 1;
                }
                stack.push(w);
            } else if w != parent[v] {
                low[v] = low[v].min(order[w]);
            }
        } else {
            stack.pop();
            let p = parent[v];
            if p != UNSEEN {
                low[p] = low[p].min(low[v]);
                if p != root && low[v] >= order[p] {
                    cut[p] = true;
                }
            }
        }
    }
    cut[root] = root_children > 1;
    cut
}

/// A set of tile indices with O(1) insert, remove and uniform random pick.
/// Its order depends only on the order of calls, so picks are reproducible.
pub(crate) struct Candidates {
    items: Vec<usize>,
    place: Vec<usize>,
}

impl Candidates {
    const ABSENT: usize = usize::MAX;

    pub(crate) fn new(tiles: usize) -> Self {
        Candidates {
            items: Vec::new(),
            place: vec![Self::ABSENT; tiles],
        }
    }

    pub(crate) fn insert(&mut self, i: usize) {
        if self.place[i] == Self::ABSENT {
            self.place[i] = self.items.len();
            self.items.push(i);
        }
    }

    pub(crate) fn remove(&mut self, i: usize) {
        let p = self.place[i];
        if p == Self::ABSENT {
            return;
        }
        self.place[i] = Self::ABSENT;
        self.items.swap_remove(p);
        if let Some(&moved) = self.items.get(p) {
            self.place[moved] = p;
        }
    }

    /// Sets membership of `i` to `member`.
    pub(crate) fn set(&mut self, i: usize, member: bool) {
        if member {
            self.insert(i);
        } else {
            self.remove(i);
        }
    }

    /// Draws `draws` candidates at random (with replacement) and returns the
    /// one `score` ranks highest, the first drawn on a tie. More draws give a
    /// rounder island; one draw is a uniform pick.
    pub(crate) fn pick(
        &self,
        rng: &mut ChaCha8Rng,
        draws: usize,
        score: impl Fn(usize) -> usize,
    ) -> Option<usize> {
        if self.items.is_empty() {
            return None;
        }
        let mut best: Option<(usize, usize)> = None;
        for _ in 0..draws.max(1) {
            let i = self.items[rng.random_range(0..self.items.len())];
            let s = score(i);
            if best.is_none_or(|(_, bs)| s > bs) {
                best = Some((i, s));
            }
        }
        best.map(|(i, _)| i)
    }
}

/// Setup (docs/rules.md decision): grows one island of `target` land tiles from a
/// tile near the centre, one water tile next to it at a time, preferring
/// tiles with more land around them and then tiles nearer the start, so the
/// island is compact but irregular. It never reaches the board's edge (it
/// is an island), which leaves room for the (N − 2)² tiles inside the
/// board's edge, far more than `island_tiles` asks for.
pub(crate) fn grow(board: &mut Board, target: usize, rng: &mut ChaCha8Rng) {
    let size = board.size();
    let n = size * size;
    let inner = size.saturating_sub(2).pow(2);
    let target = target.min(inner);
    if target == 0 {
        return;
    }
    let wobble = size / 8;
    let centre = size / 2;
    let pick = |rng: &mut ChaCha8Rng| {
        let lo = centre.saturating_sub(wobble);
        let hi = (centre + wobble).min(size - 1);
        rng.random_range(lo..=hi)
    };
    let start = Coord {
        row: pick(rng),
        col: pick(rng),
    };
    let on_edge = |c: Coord| c.row == 0 || c.col == 0 || c.row + 1 == size || c.col + 1 == size;
    let mut frontier = Candidates::new(n);
    let add = |board: &mut Board, frontier: &mut Candidates, i: usize| {
        surface(board, frontier, i);
        for c in board.neighbours(board.coord(i)) {
            if on_edge(c) {
                frontier.remove(board.idx(c));
            }
        }
    };
    add(board, &mut frontier, board.idx(start));
    for _ in 1..target {
        let score = |i: usize| {
            land_neighbours(board, i) * 4 * size + 2 * size - start.distance(board.coord(i))
        };
        let Some(i) = frontier.pick(rng, 3, score) else {
            break;
        };
        add(board, &mut frontier, i);
    }
}

/// Turns water tile `i` into land and keeps `frontier` (the water tiles
/// touching the island) up to date.
pub(crate) fn surface(board: &mut Board, frontier: &mut Candidates, i: usize) {
    board.set_surface(i, Surface::Land);
    frontier.remove(i);
    let at = board.coord(i);
    let around: Vec<Coord> = board.neighbours(at).collect();
    for c in around {
        let j = board.idx(c);
        if !board.at(j).is_land() {
            frontier.insert(j);
        }
    }
}
