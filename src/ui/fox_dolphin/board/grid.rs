//! The board on screen, [`TileGrid`]: an ARIA grid of N rows of N tiles
//! (the rules' board is [`Board`](crate::rules::fox_dolphin::Board)).
//!
//! A 50 × 50 board has 2,500 tiles; a tide step changes 50 of them (N,
//! spread along the shore), a move three or four. The profile
//! (`tests/perf/profile_fox_dolphin.mjs`, figures in `docs/performance.md`)
//! showed that rebuilding and diffing virtual tiles were the largest part of
//! a tide's re-render, so Yew renders the grid element but not its tiles:
//! after each render an effect ([`Painted::show`]) compares the rows with
//! those it last put on the page (each row an `Rc`, so an unchanged row
//! costs one pointer comparison, a changed one a comparison of its
//! [`TileView`]s) and sets, on each tile that changed, only the attributes
//! that changed. The first render writes the whole grid as one HTML string
//! ([`Drawn`]), in the render itself rather than in the effect: Yew may
//! yield to the browser between a render and its effects (after 16 ms of
//! work, as a game's first render on a slow phone takes), and a grid
//! filled by the effect would then be painted empty for a frame. Yew keeps
//! that string's elements as they are while the string is the same (a new
//! board size or language makes a new one), and the effect changes them.
//!
//! Tiles carry no callbacks of their own: one click handler on the grid
//! finds the tile from its id, and one key handler moves the cursor, shown
//! with `aria-activedescendant` so only the grid is in the tab order.
//!
//! A drag (pointer down on one tile, up on another; a finger or a mouse)
//! is reported as the pair of tiles. Pointer events, not touch events, so
//! one path serves both; the tile under the finger is found from the
//! point where it lifts, because a touch pointer stays captured by the
//! tile it went down on. The people's animals have `touch-action: none`
//! (styles/fox_dolphin.css), so a finger on one drags it rather than
//! scrolling the page.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::{Element, Node};
use yew::prelude::*;

use crate::rules::fox_dolphin::{Coord, Species};
use crate::ui::fox_dolphin::board::tiles::{glyph, tile_at, Fresh, Row, TileView};
use crate::ui::fox_dolphin::words::FdWords;
use crate::ui::i18n::Lang;
use crate::ui::lang::use_lang;

/// A tile's DOM id, for `aria-activedescendant` (defined beside the tiles).
pub use crate::ui::fox_dolphin::board::tiles::tile_id;

#[derive(Properties, PartialEq)]
pub struct TileGridProps {
    pub rows: Vec<Row>,
    pub cursor: Coord,
    pub zoomed: bool,
    /// A refusal to show beside a tile.
    pub refusal: Option<(Coord, String)>,
    pub onclick: Callback<Coord>,
    pub onkey: Callback<KeyboardEvent>,
    /// A drag from one tile to another; `None`: the board takes no drags.
    #[prop_or_default]
    pub ondrag: Option<Callback<(Coord, Coord)>>,
    /// Whose animals can be dragged (foxes, dolphins): a finger on them
    /// drags rather than scrolls.
    #[prop_or_default]
    pub draggable: [bool; 2],
}

/// The tile an event happened on (its target or the target's tile).
fn tile_of(target: Option<web_sys::EventTarget>) -> Option<Coord> {
    let element = target?.dyn_into::<Element>().ok()?;
    tile_at(&element.closest("[role=gridcell]").ok()??.id())
}

/// The DOM id of the grid, to give it keyboard focus when a game starts.
pub const GRID_ID: &str = "fd-grid";

#[function_component(TileGrid)]
pub fn tile_grid(props: &TileGridProps) -> Html {
    let lang = use_lang();
    let t = FdWords::of(lang);
    let size = props.rows.len();
    let grid = use_node_ref();
    let painted = use_mut_ref(Painted::default);
    // The tiles as first drawn at this size and in this language.
    let drawn = painted.borrow_mut().drawing(&props.rows, lang);
    {
        // Runs before the screen's own effects (children first), so the
        // screen's render measure includes it.
        let grid = grid.clone();
        use_effect_with((props.rows.clone(), lang), move |(rows, _)| {
            if let Some(grid) = grid.cast::<Element>() {
                painted.borrow_mut().show(&grid, rows);
            }
        });
    }
    // Where the pointer went down, and whether the last gesture was a
    // drag (its click, if the browser sends one, is not a second move).
    let drag = use_mut_ref(|| (None::<Coord>, false));
    let onclick = {
        let onclick = props.onclick.clone();
        let drag = drag.clone();
        Callback::from(move |event: MouseEvent| {
            if std::mem::take(&mut drag.borrow_mut().1) {
                return;
            }
            if let Some(at) = tile_of(event.target()) {
                onclick.emit(at);
            }
        })
    };
    let (onpointerdown, onpointerup) = match &props.ondrag {
        Some(ondrag) => {
            let down = {
                let drag = drag.clone();
                Callback::from(move |event: PointerEvent| {
                    *drag.borrow_mut() = (tile_of(event.target()), false);
                })
            };
            let ondrag = ondrag.clone();
            let drag = drag.clone();
            let up = Callback::from(move |event: PointerEvent| {
                let from = drag.borrow_mut().0.take();
                let to = gloo::utils::document()
                    .element_from_point(event.client_x() as f32, event.client_y() as f32)
                    .and_then(|e| tile_of(Some(e.into())));
                if let (Some(from), Some(to)) = (from, to) {
                    if from != to {
                        drag.borrow_mut().1 = true;
                        ondrag.emit((from, to));
                    }
                }
            });
            (Some(down), Some(up))
        }
        None => (None, None),
    };
    let refusal = props.refusal.as_ref().map(|(at, message)| {
        // Below the tile, towards the board's middle; CSS turns these into places.
        let side = if at.col * 2 < size { "left" } else { "right" };
        let style = format!(
            "--r: {}; --c: {}",
            at.row + 1,
            at.col.min(size - 1 - at.col)
        );
        html! { <p class={classes!("fd-refusal", side)} {style} role="alert">{ message }</p> }
    });
    html! {
        <div class={classes!("fd-board-wrap", props.zoomed.then_some("zoomed"))}>
            <div class="fd-board" style={format!("--n: {size}")}>
                { animal_symbols() }
                // The rows and tiles inside are [`Painted`]'s, not Yew's.
                <div
                    ref={grid}
                    id={GRID_ID}
                    class={classes!(
                        "fd-grid",
                        props.draggable[0].then_some("drag-foxes"),
                        props.draggable[1].then_some("drag-dolphins")
                    )}
                    role="grid"
                    aria-label={t.fd_board_label()}
                    aria-rowcount={size.to_string()}
                    aria-colcount={size.to_string()}
                    tabindex="0"
                    aria-activedescendant={tile_id(props.cursor)}
                    {onclick}
                    {onpointerdown}
                    {onpointerup}
                    onkeydown={props.onkey.clone()}
                >
                    { Html::from_html_unchecked(drawn) }
                </div>
                { for refusal }
            </div>
        </div>
    }
}

/// The drawings of the animals, as `<symbol>`s that every tile's picture
/// uses (`#fd-fox`, `#fd-dolphin`). Once per page: the board brings them,
/// and How to play where no board is on the page.
pub fn animal_symbols() -> Html {
    html! {
        <svg class="fd-defs" aria-hidden="true" width="0" height="0">
            <symbol id="fd-fox" viewBox="0 0 100 100">
                <path d="M8 8 L38 32 L62 32 L92 8 L84 58 L50 94 L16 58 Z" />
                <path class="fd-eye" d="M32 50 h10 v7 h-10 Z M58 50 h10 v7 h-10 Z" />
            </symbol>
            <symbol id="fd-dolphin" viewBox="0 0 100 100">
                <path d="M4 62 C18 34 52 22 80 36 L97 30 L90 46 C70 68 36 72 18 66 L6 80 Z" />
                <path d="M40 30 L50 10 L60 32 Z" />
            </symbol>
        </svg>
    }
}

/// The whole grid's tiles as one HTML string, written by the render (one
/// call into the browser rather than thousands) when the grid is new, its
/// size or its language changed; the rows it shows, from which the effect
/// goes on.
struct Drawn {
    html: AttrValue,
    rows: Vec<Row>,
    lang: Lang,
}

impl Drawn {
    fn new(rows: Vec<Row>, lang: Lang) -> Drawn {
        let t = FdWords::of(lang);
        let size = rows.len();
        let mut html = String::with_capacity(size * size * 120);
        for (r, row) in rows.iter().enumerate() {
            html.push_str(r#"<div class="fd-row" role="row">"#);
            for (c, tile) in row.0.iter().enumerate() {
                tile.push_html(Coord::new(r, c), t, &mut html);
            }
            html.push_str("</div>");
        }
        Drawn {
            html: AttrValue::from(html),
            rows,
            lang,
        }
    }
}

/// What the grid element shows: the rows last written into it, and each
/// tile's element (row by row), to change it without a query.
#[derive(Default)]
struct Painted {
    grid: Option<Element>,
    /// What the render writes into the grid.
    drawing: Option<Rc<Drawn>>,
    /// The drawing the tiles below were found in (and the language of
    /// their names).
    drawn: Option<Rc<Drawn>>,
    rows: Vec<Row>,
    tiles: Vec<Element>,
    /// One parsed picture per species, cloned into tiles (cheaper than
    /// parsing its HTML again).
    glyphs: Option<Glyphs>,
}

struct Glyphs {
    fox: Node,
    dolphin: Node,
}

impl Glyphs {
    fn parse(grid: &Element) -> Option<Glyphs> {
        let parse = |species| {
            let holder = grid.owner_document()?.create_element("div").ok()?;
            holder.set_inner_html(glyph(Some(species)));
            holder.first_child()
        };
        Some(Glyphs {
            fox: parse(Species::Fox)?,
            dolphin: parse(Species::Dolphin)?,
        })
    }

    /// Shows `occupant`'s picture in `tile`, a new one, or none.
    fn show(&self, tile: &Element, occupant: Option<Species>) {
        tile.set_text_content(None);
        let glyph = match occupant {
            Some(Species::Fox) => &self.fox,
            Some(Species::Dolphin) => &self.dolphin,
            None => return,
        };
        if let Ok(copy) = glyph.clone_node_with_deep(true) {
            let _ = tile.append_child(&copy);
        }
    }
}

impl Painted {
    /// The HTML the render writes into the grid: the one it wrote before,
    /// unless the board's size or the language changed (then `rows` as
    /// they are now).
    fn drawing(&mut self, rows: &[Row], lang: Lang) -> AttrValue {
        let drawing = match &self.drawing {
            Some(d) if d.rows.len() == rows.len() && d.lang == lang => d.clone(),
            _ => {
                let d = Rc::new(Drawn::new(rows.to_vec(), lang));
                self.drawing = Some(d.clone());
                d
            }
        };
        drawing.html.clone()
    }

    /// Brings the grid up to `rows`, from the tiles of the drawing as the
    /// render wrote it when it was new (the grid, its size or its language
    /// changed), then from what this last wrote: only the tiles that
    /// changed.
    fn show(&mut self, grid: &Element, rows: &[Row]) {
        let size = rows.len();
        let same_grid = self
            .grid
            .as_ref()
            .is_some_and(|g| g.is_same_node(Some(grid)));
        let same_drawing = match (&self.drawn, &self.drawing) {
            (Some(found), Some(drawing)) => Rc::ptr_eq(found, drawing),
            _ => false,
        };
        if !same_grid || !same_drawing {
            if let Some(drawing) = self.drawing.clone() {
                self.find(grid, &drawing);
            }
        }
        let Some(lang) = self.drawn.as_ref().map(|d| d.lang) else {
            return;
        };
        if self.rows.len() != size || self.tiles.len() != size * size {
            return;
        }
        let t = FdWords::of(lang);
        if self.glyphs.is_none() {
            self.glyphs = Glyphs::parse(grid);
        }
        let glyphs = self.glyphs.as_ref();
        for (r, (shown, row)) in self.rows.iter_mut().zip(rows).enumerate() {
            if Rc::ptr_eq(&shown.0, &row.0) {
                continue;
            }
            for (c, (was, now)) in shown.0.iter().zip(row.0.iter()).enumerate() {
                if was != now {
                    patch(
                        &self.tiles[r * size + c],
                        Coord::new(r, c),
                        (was, now),
                        glyphs,
                        t,
                    );
                }
            }
            *shown = row.clone();
        }
    }

    /// Keeps each tile's element of the grid as `drawn` wrote it, and the
    /// rows and language it shows.
    fn find(&mut self, grid: &Element, drawn: &Rc<Drawn>) {
        self.tiles = match grid.query_selector_all("[role=gridcell]") {
            Ok(cells) => (0..cells.length())
                .filter_map(|i| cells.item(i)?.dyn_into().ok())
                .collect(),
            Err(_) => Vec::new(),
        };
        self.rows = drawn.rows.clone();
        self.grid = Some(grid.clone());
        self.drawn = Some(drawn.clone());
    }
}

/// Changes one tile's element from showing `was` to showing `now`, writing
/// only what differs (each write is a call out of wasm and may restyle).
fn patch(
    tile: &Element,
    at: Coord,
    (was, now): (&TileView, &TileView),
    glyphs: Option<&Glyphs>,
    t: &FdWords,
) {
    tile.set_class_name(&now.class());
    if (was.surface, was.occupant) != (now.surface, now.occupant) {
        let _ = tile.set_attribute("aria-label", &now.name(at, t));
    }
    if was.selected() != now.selected() {
        let _ = if now.selected() {
            tile.set_attribute("aria-selected", "true")
        } else {
            tile.remove_attribute("aria-selected")
        };
    }
    let description = now.description(t);
    if was.description(t) != description {
        let _ = match description {
            Some(description) => tile.set_attribute("aria-description", &description),
            None => tile.remove_attribute("aria-description"),
        };
    }
    // A new picture for a new animal, and for each arrival, so that its
    // arrival animation plays from the start.
    let arrived = now.fresh == Fresh::Arrived && was.fresh != Fresh::Arrived;
    if was.occupant != now.occupant || arrived {
        match glyphs {
            Some(glyphs) => glyphs.show(tile, now.occupant),
            None => tile.set_inner_html(now.glyph()),
        }
    }
}
