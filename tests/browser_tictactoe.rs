//! Tic-tac-toe in a real browser: `wasm-pack test --headless --chrome`.
//!
//! The language is pinned: the screens are mounted without the app's
//! `LangProvider`, so they read English (the context's default) whatever
//! the browser's own language is.
#![cfg(target_arch = "wasm32")]

use fox_and_xo::rules::tictactoe::{Cell, Level, Player};
use fox_and_xo::rules::Seat;
use fox_and_xo::ui::tictactoe::replay::model::SharedGame;
use fox_and_xo::ui::tictactoe::setup::model::Setup;
use fox_and_xo::ui::tictactoe::{TicTacToe, TicTacToeProps, TicTacToeReplay, TicTacToeReplayProps};
use gloo_timers::future::TimeoutFuture;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, HtmlInputElement};

wasm_bindgen_test_configure!(run_in_browser);

/// Mounts the screen in a fresh element and lets Yew render.
async fn mount(setup: Setup) -> Element {
    let document = gloo::utils::document();
    let root = document.create_element("div").expect("a div");
    gloo::utils::body().append_child(&root).expect("appended");
    let props = TicTacToeProps {
        setup,
        ignored: vec![],
        seed: Some(7),
        delay_ms: Some(0),
    };
    yew::Renderer::<TicTacToe>::with_root_and_props(root.clone(), props).render();
    settle().await;
    root
}

/// Lets Yew re-render and any zero-delay computer move run.
async fn settle() {
    for _ in 0..4 {
        TimeoutFuture::new(5).await;
    }
}

fn cell(root: &Element, name: &str) -> HtmlElement {
    root.query_selector(&format!("button[aria-label='{name}']"))
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into().ok())
        .unwrap_or_else(|| panic!("no cell named {name:?}"))
}

fn count(root: &Element, selector: &str) -> u32 {
    root.query_selector_all(selector)
        .map(|l| l.length())
        .unwrap_or(0)
}

fn status(root: &Element) -> String {
    root.query_selector("[role=status]")
        .ok()
        .flatten()
        .and_then(|e| e.text_content())
        .unwrap_or_default()
}

fn versus_perfect() -> Setup {
    Setup {
        opponent: Seat::Computer(Level::Perfect),
        ..Setup::default()
    }
}

fn friend_game() -> Setup {
    Setup {
        opponent: Seat::HotSeat,
        ..Setup::default()
    }
}

#[wasm_bindgen_test]
async fn the_board_mounts_with_named_empty_cells() {
    let root = mount(Setup::default()).await;
    assert_eq!(count(&root, "button.cell"), 9);
    for row in 1..=3 {
        for col in 1..=3 {
            cell(&root, &format!("Row {row}, column {col}, empty"));
        }
    }
    assert_eq!(status(&root), "Your turn (X)");
}

#[wasm_bindgen_test]
async fn a_four_by_four_board_mounts() {
    let root = mount(Setup {
        size: 4,
        ..friend_game()
    })
    .await;
    assert_eq!(count(&root, "button.cell"), 16);
    cell(&root, "Row 4, column 4, empty");
}

#[wasm_bindgen_test]
async fn a_click_plays_and_the_computer_replies() {
    let root = mount(versus_perfect()).await;
    cell(&root, "Row 2, column 2, empty").click();
    settle().await;
    cell(&root, "Row 2, column 2, X");
    assert_eq!(
        count(&root, "button.cell.o"),
        1,
        "the computer placed one O"
    );
    assert_eq!(status(&root), "Your turn (X)");
}

#[wasm_bindgen_test]
async fn the_computer_opens_when_it_starts() {
    let setup = Setup {
        opponent: Seat::Computer(Level::Strategy),
        you: Player::O,
        ..Setup::default()
    };
    let root = mount(setup).await;
    assert_eq!(count(&root, "button.cell.x"), 1);
    assert_eq!(status(&root), "Your turn (O)");
}

#[wasm_bindgen_test]
async fn a_win_is_announced_and_highlighted() {
    let root = mount(friend_game()).await;
    for name in [
        "Row 1, column 1",
        "Row 2, column 1",
        "Row 1, column 2",
        "Row 2, column 2",
        "Row 1, column 3",
    ] {
        cell(&root, &format!("{name}, empty")).click();
        settle().await;
    }
    assert_eq!(status(&root), "X wins");
    assert_eq!(count(&root, "button.cell.win"), 3);
    for col in 1..=3 {
        let c = cell(&root, &format!("Row 1, column {col}, X"));
        assert!(c
            .class_name()
            .split_whitespace()
            .any(|class| class == "win"));
    }
}

#[wasm_bindgen_test]
async fn a_click_on_a_taken_cell_says_why_and_changes_nothing() {
    let root = mount(friend_game()).await;
    cell(&root, "Row 1, column 1, empty").click();
    settle().await;
    cell(&root, "Row 1, column 1, X").click();
    settle().await;
    assert_eq!(count(&root, "button.cell.x, button.cell.o"), 1);
    let message = root
        .query_selector(".message")
        .ok()
        .flatten()
        .and_then(|e| e.text_content());
    assert!(message.is_some_and(|m| !m.is_empty()), "a reason is shown");
    assert_eq!(status(&root), "O to play");
}

fn button(root: &Element, label: &str) -> HtmlElement {
    let buttons = root.query_selector_all("button").expect("buttons");
    (0..buttons.length())
        .filter_map(|i| buttons.item(i))
        .filter_map(|n| n.dyn_into::<HtmlElement>().ok())
        .find(|b| b.text_content().as_deref() == Some(label))
        .unwrap_or_else(|| panic!("no button {label:?}"))
}

#[wasm_bindgen_test]
async fn hint_shows_perfects_move_on_the_board() {
    let root = mount(versus_perfect()).await;
    cell(&root, "Row 1, column 1, empty").click();
    settle().await;
    button(&root, "Hint").click();
    settle().await;
    assert_eq!(count(&root, "button.cell.hint"), 1);
    // Playing anywhere clears the hint.
    let hinted: HtmlElement = root
        .query_selector("button.cell.hint")
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into().ok())
        .expect("a hinted cell");
    hinted.click();
    settle().await;
    assert_eq!(count(&root, "button.cell.hint"), 0);
    assert_eq!(count(&root, "button.cell.x"), 2);
}

#[wasm_bindgen_test]
async fn undo_takes_back_your_move_and_the_computers_reply() {
    let root = mount(versus_perfect()).await;
    cell(&root, "Row 1, column 1, empty").click();
    settle().await;
    assert_eq!(count(&root, "button.cell.x, button.cell.o"), 2);
    button(&root, "Undo").click();
    settle().await;
    assert_eq!(count(&root, "button.cell.x, button.cell.o"), 0);
    assert_eq!(status(&root), "Your turn (X)");
}

/// X takes the top row: cells 1, 4, 2, 5, 3 (row by row).
const TOP_ROW: [&str; 5] = [
    "Row 1, column 1",
    "Row 2, column 1",
    "Row 1, column 2",
    "Row 2, column 2",
    "Row 1, column 3",
];

#[wasm_bindgen_test]
async fn a_finished_game_offers_its_link_with_the_moves() {
    let root = mount(friend_game()).await;
    assert_eq!(count(&root, ".ttt-share"), 0, "nothing to share mid-game");
    for name in TOP_ROW {
        cell(&root, &format!("{name}, empty")).click();
        settle().await;
    }
    let link: HtmlInputElement = root
        .query_selector(".ttt-share input")
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into().ok())
        .expect("the link field");
    assert!(link.read_only());
    let url = link.value();
    assert!(url.starts_with("http"), "{url}");
    assert!(
        url.ends_with("?game=tic-tac-toe&size=3&opponent=friend&first=x&you=x&moves=1,4,2,5,3"),
        "{url}"
    );
    button(&root, "New game").click();
    settle().await;
    assert_eq!(
        count(&root, ".ttt-share"),
        0,
        "a new game has nothing to share"
    );
}

async fn mount_replay(replay: SharedGame) -> Element {
    let root = gloo::utils::document()
        .create_element("div")
        .expect("a div");
    gloo::utils::body().append_child(&root).expect("appended");
    let props = TicTacToeReplayProps {
        replay,
        ignored: vec![],
    };
    yew::Renderer::<TicTacToeReplay>::with_root_and_props(root.clone(), props).render();
    settle().await;
    root
}

#[wasm_bindgen_test]
async fn a_replay_steps_through_the_game_to_the_win() {
    let moves: Vec<Cell> = [1, 4, 2, 5, 3]
        .iter()
        .filter_map(|&k| Cell::from_number(k, 3))
        .collect();
    let replay = SharedGame::new(friend_game(), &moves).expect("a legal game");
    let root = mount_replay(replay).await;
    assert_eq!(status(&root), "Move 5 of 5");
    assert_eq!(count(&root, "button.cell.win"), 3);
    assert_eq!(
        count(&root, "button.cell:disabled"),
        9,
        "the board takes no moves"
    );
    let result = root
        .query_selector(".replay-result")
        .ok()
        .flatten()
        .and_then(|e| e.text_content())
        .unwrap_or_default();
    assert!(
        result.contains("X wins") && result.contains("move 5"),
        "{result}"
    );

    button(&root, "First").click();
    settle().await;
    assert_eq!(status(&root), "Move 0 of 5");
    assert_eq!(count(&root, "button.cell.x, button.cell.o"), 0);
    button(&root, "Next").click();
    button(&root, "Next").click();
    settle().await;
    assert_eq!(status(&root), "Move 2 of 5");
    cell(&root, "Row 2, column 1, O");
    assert_eq!(count(&root, "button.cell.last"), 1);
    assert_eq!(count(&root, "[aria-current=step]"), 1);
    button(&root, "Previous").click();
    settle().await;
    assert_eq!(count(&root, "button.cell.x, button.cell.o"), 1);
    button(&root, "Last").click();
    settle().await;
    assert_eq!(status(&root), "Move 5 of 5");
    assert_eq!(count(&root, "button.cell.win"), 3);
}
