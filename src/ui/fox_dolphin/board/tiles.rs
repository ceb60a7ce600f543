//! What each tile shows, kept row by row so the screen re-renders only the
//! rows that changed (a 50 × 50 board has 2,500 tiles; a move touches one
//! or two rows, a tide step at most N tiles).

use std::borrow::Cow;
use std::rc::Rc;

use crate::rules::fox_dolphin::{Coord, Game, Species, Surface, Tile};
use crate::ui::fox_dolphin::board::reach::Reach;
use crate::ui::fox_dolphin::words::FdWords;

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
    /// The one person's animal (its tile and species) that can step here,
    /// if only one can: a tap here moves it ([`crate::ui::fox_dolphin::board::reach`]).
    pub reach: Option<(Coord, Species)>,
}

impl TileView {
    /// A stranded dolphin (cannot move) or a swimming fox: in danger.
    pub fn in_danger(&self) -> bool {
        matches!(
            (self.occupant, self.surface),
            (Some(Species::Dolphin), Surface::Land) | (Some(Species::Fox), Surface::Water)
        )
    }

    /// The tile's CSS classes, as one `class` attribute.
    pub fn class(&self) -> String {
        let mut class = String::with_capacity(48);
        self.push_class(&mut class);
        class
    }

    fn push_class(&self, class: &mut String) {
        class.push_str(match self.surface {
            Surface::Land => "fd-tile land",
            Surface::Water => "fd-tile water",
        });
        let extras = [
            match self.occupant {
                Some(Species::Fox) => " fox",
                Some(Species::Dolphin) => " dolphin",
                None => "",
            },
            if self.in_danger() { " danger" } else { "" },
            match self.mark {
                Mark::None => "",
                Mark::Selected => " selected",
                Mark::Target => " target",
            },
            if self.cursor { " cursor" } else { "" },
            match self.fresh {
                Fresh::None => "",
                Fresh::Flooded => " flooded",
                Fresh::Surfaced => " surfaced",
                Fresh::Arrived => " arrived",
            },
        ];
        for extra in extras {
            class.push_str(extra);
        }
    }

    /// The tile's accessible name (`aria-label`) at `at`, in `t`'s language.
    pub fn name(&self, at: Coord, t: &FdWords) -> String {
        t.fd_tile_name(at.row, at.col, self.surface, self.occupant)
    }

    /// What the name leaves out (`aria-description`): danger, selection,
    /// and which animal one tap (or Enter) here moves. The name stays the
    /// tile's alone (tests and screen-reader users rely on its form).
    pub fn description(&self, t: &FdWords) -> Option<Cow<'static, str>> {
        let danger = self.in_danger().then_some(match self.occupant {
            Some(Species::Dolphin) => t.fd_stranded(),
            _ => t.fd_swimming(),
        });
        let mark = match self.mark {
            Mark::Selected => Some(t.fd_selected()),
            Mark::Target => Some(t.fd_target()),
            Mark::None => None,
        };
        // A selected animal's target already says it: the same animal moves.
        let one_tap = self
            .reach
            .filter(|_| self.mark != Mark::Target)
            .map(|(from, species)| t.fd_one_tap(species, from.row, from.col));
        match (danger, mark, one_tap) {
            (None, None, None) => None,
            (Some(a), None, None) | (None, Some(a), None) => Some(Cow::Borrowed(a)),
            (danger, mark, one_tap) => {
                let said: Vec<&str> = [danger, mark, one_tap.as_deref()]
                    .into_iter()
                    .flatten()
                    .collect();
                Some(Cow::Owned(said.join(", ")))
            }
        }
    }

    /// `aria-selected`: only the selected animal carries it.
    pub fn selected(&self) -> bool {
        self.mark == Mark::Selected
    }

    /// The animal's picture, as the tile's inner HTML (empty without one).
    pub fn glyph(&self) -> &'static str {
        glyph(self.occupant)
    }

    /// The whole tile as HTML, for building the board in one go.
    pub fn push_html(&self, at: Coord, t: &FdWords, html: &mut String) {
        html.push_str("<div role=\"gridcell\" id=\"");
        html.push_str(&tile_id(at));
        html.push_str("\" class=\"");
        self.push_class(html);
        html.push_str("\" aria-label=\"");
        push_escaped(html, &self.name(at, t));
        html.push('"');
        if self.selected() {
            html.push_str(" aria-selected=\"true\"");
        }
        if let Some(description) = self.description(t) {
            html.push_str(" aria-description=\"");
            push_escaped(html, &description);
            html.push('"');
        }
        html.push('>');
        html.push_str(self.glyph());
        html.push_str("</div>");
    }
}

impl TileView {
    /// The tile as a picture (How to play): the same classes and animal as
    /// [`TileView::push_html`], without its role, id and names, so it is
    /// neither a grid cell nor focusable.
    pub fn push_picture_html(&self, html: &mut String) {
        html.push_str("<div class=\"");
        self.push_class(html);
        html.push_str("\">");
        html.push_str(self.glyph());
        html.push_str("</div>");
    }
}

const GLYPH_FOX: &str =
    r##"<svg class="fd-animal" aria-hidden="true"><use href="#fd-fox"></use></svg>"##;
const GLYPH_DOLPHIN: &str =
    r##"<svg class="fd-animal" aria-hidden="true"><use href="#fd-dolphin"></use></svg>"##;

/// An animal's picture as HTML (empty for none); the board's `<symbol>`s
/// hold the drawings.
pub fn glyph(occupant: Option<Species>) -> &'static str {
    match occupant {
        Some(Species::Fox) => GLYPH_FOX,
        Some(Species::Dolphin) => GLYPH_DOLPHIN,
        None => "",
    }
}

/// The DOM id of a tile (`fd-R-C`), for `aria-activedescendant` and clicks.
pub fn tile_id(at: Coord) -> String {
    format!("fd-{}-{}", at.row, at.col)
}

/// The tile a DOM id names (the inverse of [`tile_id`]).
pub fn tile_at(id: &str) -> Option<Coord> {
    let (row, col) = id.strip_prefix("fd-")?.split_once('-')?;
    Some(Coord::new(row.parse().ok()?, col.parse().ok()?))
}

/// Appends `value` escaped for a double-quoted HTML attribute.
fn push_escaped(html: &mut String, value: &str) {
    for c in value.chars() {
        match c {
            '&' => html.push_str("&amp;"),
            '"' => html.push_str("&quot;"),
            '<' => html.push_str("&lt;"),
            '>' => html.push_str("&gt;"),
            c => html.push(c),
        }
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
    reach: Vec<Option<(Coord, Species)>>,
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
            reach: vec![None; size * size],
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

    /// Shows which animal one tap moves onto each tile (rows that change
    /// are rebuilt at the next [`Tiles::refresh`]).
    pub fn set_reach(&mut self, reach: &Reach) {
        for (i, shown) in self.reach.iter_mut().enumerate() {
            let at = Coord::new(i / self.size, i % self.size);
            let now = reach.only(at);
            if *shown != now {
                *shown = now;
                self.dirty[at.row] = true;
            }
        }
    }

    /// The one person's animal that can step onto `at`, as shown.
    pub fn reach(&self, at: Coord) -> Option<(Coord, Species)> {
        self.index(at)
            .and_then(|i| self.reach.get(i).copied().flatten())
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
                    reach: self.reach[i],
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
mod tests;
