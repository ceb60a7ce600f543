//! Tic-tac-toe in a real browser: `wasm-pack test --headless --chrome`.
#![cfg(target_arch = "wasm32")]

use fox_and_xo::rules::tictactoe::{Level, Player};
use fox_and_xo::ui::tictactoe::setup::{Opponent, Setup};
use fox_and_xo::ui::tictactoe::{TicTacToe, TicTacToeProps};
use gloo_timers::future::TimeoutFuture;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};

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
        opponent: Opponent::Computer(Level::Perfect),
        ..Setup::default()
    }
}

fn friend_game() -> Setup {
    Setup {
        opponent: Opponent::Friend,
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
        opponent: Opponent::Computer(Level::Strategy),
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
