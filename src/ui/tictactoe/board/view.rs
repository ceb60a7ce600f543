//! The tic-tac-toe board on screen, [`CellGrid`]: a grid of buttons, one
//! per cell (the rules' board is the [`Game`](crate::rules::tictactoe::Game)).
//!
//! Each cell is a `<button>` named `Row R, column C, empty|X|O` (the
//! accessibility contract). One cell at a time is in the tab order (roving
//! tabindex); the arrow keys move it, Enter or Space plays it. A read-only
//! board (the replay) keeps the same names on disabled buttons.

use yew::prelude::*;

use crate::rules::tictactoe::{Cell, Player};
use crate::ui::lang::use_words;
use crate::ui::tictactoe::words::TttWords;

#[derive(Properties, PartialEq)]
pub struct CellGridProps {
    pub size: usize,
    /// Row-major marks.
    pub marks: Vec<Option<Player>>,
    pub winning: Vec<Cell>,
    pub hint: Option<(Cell, Player)>,
    pub cursor: Cell,
    pub onplay: Callback<Cell>,
    pub onkey: Callback<KeyboardEvent>,
    /// The cell of the move just shown (the replay marks it).
    #[prop_or_default]
    pub last: Option<Cell>,
    /// Shows the marks without taking moves.
    #[prop_or_default]
    pub readonly: bool,
}

/// The DOM id of a cell's button, for moving focus with the cursor.
pub fn cell_id(cell: Cell) -> String {
    format!("ttt-cell-{}-{}", cell.row, cell.col)
}

#[function_component(CellGrid)]
pub fn cell_grid(props: &CellGridProps) -> Html {
    let t = use_words::<TttWords>();
    let cells = (0..props.size * props.size).map(|i| {
        let cell = Cell::new(i / props.size, i % props.size);
        let mark = props.marks.get(i).copied().flatten();
        let hint = props.hint.filter(|(h, _)| *h == cell).map(|(_, p)| p);
        let class = cell_class(
            mark,
            props.winning.contains(&cell),
            hint.is_some(),
            props.last == Some(cell),
        );
        let onclick = props.onplay.reform(move |_: MouseEvent| cell);
        html! {
            <button
                id={cell_id(cell)}
                {class}
                aria-label={t.ttt_cell_name(cell.row, cell.col, mark)}
                tabindex={if cell == props.cursor { "0" } else { "-1" }}
                disabled={props.readonly}
                {onclick}
            >
                { mark.or(hint).map(mark_svg).unwrap_or_default() }
            </button>
        }
    });
    html! {
        <div
            class="ttt-board"
            role="group"
            aria-label={t.ttt_board_label()}
            style={format!("--size: {}", props.size)}
            onkeydown={props.onkey.clone()}
        >
            { for cells }
        </div>
    }
}

/// A cell's classes: its mark, and whether it is in the winning line, the
/// hint, or the move just shown. How to play's pictures use them too.
pub(crate) fn cell_class(mark: Option<Player>, win: bool, hint: bool, last: bool) -> Classes {
    classes!(
        "cell",
        mark.map(|p| if p == Player::X { "x" } else { "o" }),
        win.then_some("win"),
        hint.then_some("hint"),
        last.then_some("last"),
    )
}

/// X and O are told apart by shape first, colour second.
pub(crate) fn mark_svg(player: Player) -> Html {
    match player {
        Player::X => html! {
            <svg class="mark" viewBox="0 0 100 100" aria-hidden="true">
                <path d="M22 22 L78 78 M78 22 L22 78" />
            </svg>
        },
        Player::O => html! {
            <svg class="mark" viewBox="0 0 100 100" aria-hidden="true">
                <circle cx="50" cy="50" r="29" />
            </svg>
        },
    }
}
