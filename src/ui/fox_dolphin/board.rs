//! The board: an ARIA grid of N rows of N tiles.
//!
//! Rendering 2,500 tiles on every tick would cost far more than the 4 ms a
//! move may take, so each row is its own component whose props are one
//! [`Row`] (an `Rc` compared by pointer first): a tick re-renders only the
//! rows the session rebuilt, and within those only the runs of ten tiles
//! that changed. Tiles carry no callbacks of their own: one
//! click handler on the grid finds the tile from its id, and one key
//! handler moves the cursor, shown with `aria-activedescendant` so only the
//! grid is in the tab order.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::rules::fox_dolphin::{Coord, Species, Surface};
use crate::ui::fox_dolphin::tiles::{Fresh, Mark, Row, TileView};
use crate::ui::text;

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub rows: Vec<Row>,
    pub cursor: Coord,
    pub zoomed: bool,
    /// A refusal to show beside a tile.
    pub refusal: Option<(Coord, String)>,
    pub onclick: Callback<Coord>,
    pub onkey: Callback<KeyboardEvent>,
}

/// The DOM id of the grid, to give it keyboard focus when a game starts.
pub const GRID_ID: &str = "fd-grid";

/// The DOM id of a tile, for `aria-activedescendant`.
pub fn tile_id(at: Coord) -> String {
    format!("fd-{}-{}", at.row, at.col)
}

#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let size = props.rows.len();
    let onclick = {
        let onclick = props.onclick.clone();
        Callback::from(move |event: MouseEvent| {
            let at = event
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|e| e.closest("[role=gridcell]").ok().flatten())
                .and_then(|e| tile_at(&e.id()));
            if let Some(at) = at {
                onclick.emit(at);
            }
        })
    };
    let rows = props.rows.iter().enumerate().map(|(r, row)| {
        html! { <TileRow key={r} row={r} tiles={row.clone()} /> }
    });
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
                <div
                    id={GRID_ID}
                    class="fd-grid"
                    role="grid"
                    aria-label={text::FD_BOARD_LABEL}
                    aria-rowcount={size.to_string()}
                    aria-colcount={size.to_string()}
                    tabindex="0"
                    aria-activedescendant={tile_id(props.cursor)}
                    {onclick}
                    onkeydown={props.onkey.clone()}
                >
                    { for rows }
                </div>
                { for refusal }
            </div>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct TileRowProps {
    row: usize,
    tiles: Row,
}

/// Tiles per run: the smallest unit that re-renders.
const RUN: usize = 10;

/// One row; re-renders only when its tiles were rebuilt, and then passes
/// them to its runs, of which only those whose tiles changed re-render.
#[function_component(TileRow)]
fn tile_row(props: &TileRowProps) -> Html {
    let size = props.tiles.0.len();
    let runs = (0..size.div_ceil(RUN)).map(|k| {
        let start = k * RUN;
        html! { <TileRun key={k} row={props.row} {start} tiles={props.tiles.clone()} /> }
    });
    html! { <div class="fd-row" role="row">{ for runs }</div> }
}

/// Up to [`RUN`] tiles of a row, compared by content: a move re-renders
/// one or two runs, a tide step the runs along the shore.
#[derive(Properties)]
struct TileRunProps {
    row: usize,
    start: usize,
    tiles: Row,
}

impl TileRunProps {
    fn run(&self) -> &[TileView] {
        let tiles = &self.tiles.0;
        &tiles[self.start.min(tiles.len())..(self.start + RUN).min(tiles.len())]
    }
}

impl PartialEq for TileRunProps {
    fn eq(&self, other: &Self) -> bool {
        self.row == other.row && self.start == other.start && self.run() == other.run()
    }
}

#[function_component(TileRun)]
fn tile_run(props: &TileRunProps) -> Html {
    let cells = props
        .run()
        .iter()
        .enumerate()
        .map(|(i, tile)| tile_html(Coord::new(props.row, props.start + i), tile));
    html! { <div class="fd-run">{ for cells }</div> }
}

fn tile_html(at: Coord, tile: &TileView) -> Html {
    let danger = tile.in_danger();
    // One string rather than `classes!` (a set that hashes each name): this
    // runs for every tile of every re-rendered row.
    let mut class = String::with_capacity(48);
    class.push_str(match tile.surface {
        Surface::Land => "fd-tile land",
        Surface::Water => "fd-tile water",
    });
    let extras = [
        match tile.occupant {
            Some(Species::Fox) => " fox",
            Some(Species::Dolphin) => " dolphin",
            None => "",
        },
        if danger { " danger" } else { "" },
        match tile.mark {
            Mark::None => "",
            Mark::Selected => " selected",
            Mark::Target => " target",
        },
        if tile.cursor { " cursor" } else { "" },
        match tile.fresh {
            Fresh::None => "",
            Fresh::Flooded => " flooded",
            Fresh::Surfaced => " surfaced",
            Fresh::Arrived => " arrived",
        },
    ];
    for extra in extras {
        class.push_str(extra);
    }
    let danger_note = danger.then_some(match tile.occupant {
        Some(Species::Dolphin) => text::FD_STRANDED,
        _ => text::FD_SWIMMING,
    });
    let mark_note = match tile.mark {
        Mark::Selected => Some(text::FD_SELECTED),
        Mark::Target => Some(text::FD_TARGET),
        Mark::None => None,
    };
    let description = match (danger_note, mark_note) {
        (Some(a), Some(b)) => Some(AttrValue::from(format!("{a}, {b}"))),
        (Some(a), None) | (None, Some(a)) => Some(AttrValue::Static(a)),
        (None, None) => None,
    };
    let glyph = tile.occupant.map(|species| {
        let href = match species {
            Species::Fox => "#fd-fox",
            Species::Dolphin => "#fd-dolphin",
        };
        html! { <svg class="fd-animal" aria-hidden="true"><use {href} /></svg> }
    });
    html! {
        <div
            role="gridcell"
            id={tile_id(at)}
            {class}
            aria-label={text::fd_tile_name(at.row, at.col, tile.surface, tile.occupant)}
            aria-selected={(tile.mark == Mark::Selected).then_some("true")}
            aria-description={description}
        >
            { for glyph }
        </div>
    }
}

/// The tile a click landed on, from its id (`fd-R-C`).
fn tile_at(id: &str) -> Option<Coord> {
    let (row, col) = id.strip_prefix("fd-")?.split_once('-')?;
    Some(Coord::new(row.parse().ok()?, col.parse().ok()?))
}
