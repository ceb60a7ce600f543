//! The board: an ARIA grid of N rows of N tiles.
//!
//! Rendering 2,500 tiles on every tick would cost far more than the 4 ms a
//! move may take, so each row is its own component whose props are one
//! [`Row`] (an `Rc` compared by pointer first): a tick re-renders only the
//! rows the session rebuilt. Tiles carry no callbacks of their own: one
//! click handler on the grid finds the tile from `data-i`, and one key
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
            let index = event
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|e| e.closest("[data-i]").ok().flatten())
                .and_then(|e| e.get_attribute("data-i"))
                .and_then(|i| i.parse::<usize>().ok());
            if let Some(i) = index.filter(|_| size > 0) {
                onclick.emit(Coord::new(i / size, i % size));
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

/// One row; re-renders only when its tiles were rebuilt.
#[function_component(TileRow)]
fn tile_row(props: &TileRowProps) -> Html {
    let size = props.tiles.0.len();
    let cells = props
        .tiles
        .0
        .iter()
        .enumerate()
        .map(|(c, tile)| tile_html(Coord::new(props.row, c), props.row * size + c, tile));
    html! { <div class="fd-row" role="row">{ for cells }</div> }
}

fn tile_html(at: Coord, index: usize, tile: &TileView) -> Html {
    let danger = tile.in_danger();
    let class = classes!(
        "fd-tile",
        match tile.surface {
            Surface::Land => "land",
            Surface::Water => "water",
        },
        tile.occupant.map(|s| match s {
            Species::Fox => "fox",
            Species::Dolphin => "dolphin",
        }),
        danger.then_some("danger"),
        match tile.mark {
            Mark::None => None,
            Mark::Selected => Some("selected"),
            Mark::Target => Some("target"),
        },
        tile.cursor.then_some("cursor"),
        match tile.fresh {
            Fresh::None => None,
            Fresh::Flooded => Some("flooded"),
            Fresh::Surfaced => Some("surfaced"),
            Fresh::Arrived => Some("arrived"),
        },
    );
    let mut notes = Vec::new();
    if danger {
        notes.push(match tile.occupant {
            Some(Species::Dolphin) => text::FD_STRANDED,
            _ => text::FD_SWIMMING,
        });
    }
    match tile.mark {
        Mark::Selected => notes.push(text::FD_SELECTED),
        Mark::Target => notes.push(text::FD_TARGET),
        Mark::None => {}
    }
    let description = (!notes.is_empty()).then(|| notes.join(", "));
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
            data-i={index.to_string()}
            aria-label={text::fd_tile_name(at.row, at.col, tile.surface, tile.occupant)}
            aria-selected={(tile.mark == Mark::Selected).then_some("true")}
            aria-description={description}
        >
            { for glyph }
        </div>
    }
}
