//! The whole screen, above every stage: which stage is shown, everything
//! it can be asked ([`actions`]), what it shows ([`shown`]), and the reducer ([`state`]) that routes
//! each message down to its stage and acts on what the stage says comes
//! next; the component that holds it (`view.rs`, wasm32 only).
//!
//! # One move, from the click to the screen
//!
//! A person's move crosses eight files, in this order:
//!
//! 1. `board/grid.rs`: the grid's one click handler finds the tile clicked,
//!    a `Coord`.
//! 2. `screen/view.rs`: the component makes it `FdAction::Board(BoardInput::Click)`
//!    and hands it to `Screen::reduce`.
//! 3. `screen/state.rs`: the reducer routes it to the stage shown, the
//!    live game (`Play::board`, at the page's time).
//! 4. `play/model.rs`: `Play::click` asks the board's input what the click
//!    means, and submits the intent it gives to the match (the rules).
//! 5. `board/input.rs`: `Input::click`: the selected animal's move there,
//!    or the one animal that alone can step there.
//! 6. `board/tiles.rs`: the cursor, the selection and its targets marked
//!    on the tiles. At the next frame (`FdAction::Frame`, through files 2
//!    to 4: `Session::advance`) the match's tick applies the move, and the
//!    play model reads the event it made.
//! 7. `board/chronicle.rs`: `mark_tiles` marks the tiles the move changed
//!    (the animal arriving) for their rows to be rebuilt, and
//!    `Chronicle::absorb` counts the move in the game's figures.
//! 8. `board/view.rs`: the screen's render lays out the game; the grid
//!    (`board/grid.rs`, where the trip began) writes the changed tiles.
//!
//! Beside the trip, not carrying the move: the clock that turns the
//! frame's wall time into ticks (`play/accumulator.rs`), the one-tap map
//! redrawn after any change of the board (`board/reach.rs`) and the
//! gauges (`board/hud.rs`).

pub mod actions;
pub mod shown;
pub mod state;

#[cfg(target_arch = "wasm32")]
mod browser;
#[cfg(target_arch = "wasm32")]
mod guide;
#[cfg(target_arch = "wasm32")]
pub mod narrator;
#[cfg(target_arch = "wasm32")]
pub(super) mod view;
