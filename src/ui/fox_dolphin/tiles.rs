//! What each tile shows, kept row by row so the screen re-renders only the
//! rows that changed (a 50 × 50 board has 2,500 tiles; a move touches one
//! or two rows, a tide step at most N tiles).

use std::rc::Rc;

use crate::rules::fox_dolphin::{Coord, Game, Species, Surface, Tile};

/// How a tile stands out from the board around it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Mark {
    #[default]
    None,
    /// The animal a person selected.
    Selected,
    /// Where a selected animal may go.
    Target,
}

/// A recent change, animated once.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Fresh {
    #[default]
    None,
    /// Went under water at the last tide step.
    Flooded,
    /// Came out of the water at the last tide step.
    Surfaced,
    /// An animal just arrived here.
    Arrived,
}

/// Everything one tile shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TileView {
    pub surface: Surface,
    pub occupant: Option<Species>,
    pub mark: Mark,
    pub cursor: bool,
    pub fresh: Fresh,
}

impl TileView {
    /// A stranded dolphin (cannot move) or a swimming fox: in danger.
    pub fn in_danger(&self) -> bool {
        matches!(
            (self.occupant, self.surface),
            (Some(Species::Dolphin), Surface::Land) | (Some(Species::Fox), Surface::Water)
        )
    }
}

/// One row's tiles. Equality is first by pointer, so a row that was not
/// rebuilt compares equal at once.
#[derive(Clone, Debug)]
pub struct Row(pub Rc<[TileView]>);

impl PartialEq for Row {
    fn eq(&self, other: &Row) -> bool {
        Rc::ptr_eq(&self.0, &other.0) || self.0 == other.0
    }
}

/// The board as rows of [`TileView`], plus the marks the session adds.
#[derive(Clone, Debug)]
pub struct Tiles {
    size: usize,
    rows: Vec<Row>,
    marks: Vec<Mark>,
    fresh: Vec<Fresh>,
    cursor: Coord,
    dirty: Vec<bool>,
    /// Counts rebuilds: unchanged means no row changed.
    version: u64,
}

impl Tiles {
    pub fn new(game: &Game, cursor: Coord) -> Tiles {
        let size = game.size();
        let mut tiles = Tiles {
            size,
            rows: Vec::with_capacity(size),
            marks: vec![Mark::None; size * size],
            fresh: vec![Fresh::None; size * size],
            cursor,
            dirty: vec![true; size],
            version: 0,
        };
        tiles.rows = (0..size).map(|r| tiles.build_row(game, r)).collect();
        tiles
    }

    pub fn rows(&self) -> &[Row] {
        &self.rows
    }

    pub fn tile(&self, at: Coord) -> Option<TileView> {
        self.rows.get(at.row)?.0.get(at.col).copied()
    }

    pub fn version(&self) -> u64 {
        self.version
    }

    pub fn cursor(&self) -> Coord {
        self.cursor
    }

    /// Marks a tile's row for rebuilding (its surface or animal changed).
    pub fn touch(&mut self, at: Coord) {
        if let Some(d) = self.dirty.get_mut(at.row) {
            *d = true;
        }
    }

    pub fn set_mark(&mut self, at: Coord, mark: Mark) {
        let i = self.index(at);
        if let Some(m) = i.and_then(|i| self.marks.get_mut(i)) {
            if *m != mark {
                *m = mark;
                self.dirty[at.row] = true;
            }
        }
    }

    pub fn set_fresh(&mut self, at: Coord, fresh: Fresh) {
        if let Some(f) = self.index(at).and_then(|i| self.fresh.get_mut(i)) {
            if *f != fresh {
                *f = fresh;
                self.dirty[at.row] = true;
            }
        }
    }

    pub fn set_cursor(&mut self, at: Coord) {
        if at != self.cursor && self.index(at).is_some() {
            self.touch(self.cursor);
            self.cursor = at;
            self.touch(at);
        }
    }

    /// Rebuilds the rows marked dirty from `game`; returns whether any was.
    pub fn refresh(&mut self, game: &Game) -> bool {
        let mut any = false;
        for r in 0..self.size {
            if self.dirty[r] {
                self.rows[r] = self.build_row(game, r);
                any = true;
            }
        }
        if any {
            self.version += 1;
        }
        any
    }

    fn build_row(&mut self, game: &Game, row: usize) -> Row {
        self.dirty[row] = false;
        let tiles: Vec<TileView> = (0..self.size)
            .map(|col| {
                let at = Coord::new(row, col);
                let i = row * self.size + col;
                let Tile { surface, occupant } = game.tile(at).unwrap_or(Tile::WATER);
                TileView {
                    surface,
                    occupant,
                    mark: self.marks[i],
                    cursor: at == self.cursor,
                    fresh: self.fresh[i],
                }
            })
            .collect();
        Row(tiles.into())
    }

    fn index(&self, at: Coord) -> Option<usize> {
        (at.row < self.size && at.col < self.size).then(|| at.row * self.size + at.col)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fox_dolphin::Settings;

    fn game() -> Game {
        Game::new(Settings {
            size: 10,
            seed: 3,
            ..Settings::default()
        })
        .expect("valid settings")
    }

    #[test]
    fn rows_mirror_the_board() {
        let game = game();
        let tiles = Tiles::new(&game, Coord::new(0, 0));
        assert_eq!(tiles.rows().len(), 10);
        for at in game.board().coords() {
            let tile = game.tile(at).expect("on board");
            let view = tiles.tile(at).expect("on board");
            assert_eq!((view.surface, view.occupant), (tile.surface, tile.occupant));
        }
    }

    #[test]
    fn only_touched_rows_are_rebuilt() {
        let game = game();
        let mut tiles = Tiles::new(&game, Coord::new(0, 0));
        let before = tiles.rows().to_vec();
        assert!(!tiles.refresh(&game), "nothing touched, nothing rebuilt");
        tiles.set_mark(Coord::new(4, 4), Mark::Selected);
        assert!(tiles.refresh(&game));
        for (r, (old, new)) in before.iter().zip(tiles.rows()).enumerate() {
            assert_eq!(Rc::ptr_eq(&old.0, &new.0), r != 4, "row {r}");
        }
        assert_eq!(
            tiles.tile(Coord::new(4, 4)).map(|t| t.mark),
            Some(Mark::Selected)
        );
    }

    #[test]
    fn moving_the_cursor_rebuilds_the_rows_it_leaves_and_enters() {
        let game = game();
        let mut tiles = Tiles::new(&game, Coord::new(0, 0));
        let version = tiles.version();
        tiles.set_cursor(Coord::new(1, 0));
        tiles.refresh(&game);
        assert_eq!(tiles.version(), version + 1);
        assert_eq!(tiles.tile(Coord::new(0, 0)).map(|t| t.cursor), Some(false));
        assert_eq!(tiles.tile(Coord::new(1, 0)).map(|t| t.cursor), Some(true));
    }

    #[test]
    fn a_stranded_dolphin_and_a_swimming_fox_are_in_danger() {
        let view = |surface, occupant| TileView {
            surface,
            occupant,
            mark: Mark::None,
            cursor: false,
            fresh: Fresh::None,
        };
        assert!(view(Surface::Land, Some(Species::Dolphin)).in_danger());
        assert!(view(Surface::Water, Some(Species::Fox)).in_danger());
        assert!(!view(Surface::Land, Some(Species::Fox)).in_danger());
        assert!(!view(Surface::Water, Some(Species::Dolphin)).in_danger());
        assert!(!view(Surface::Water, None).in_danger());
    }
}
