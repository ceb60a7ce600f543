//! Fox & Dolphin in a real browser: `wasm-pack test --headless --chrome`.
//! Two people on one device and a slow tide, so nothing moves unless the
//! test clicks (except in the tide test, which waits for one step). A click
//! is an intent that the match applies at its next tick (10 ms later), so
//! each step waits a few frames. Replays open from a link's text.
//!
//! The language is pinned: the screens are mounted without the app's
//! `LangProvider`, so they read English (the context's default) whatever
//! the browser's own language is.
#![cfg(target_arch = "wasm32")]

use fox_and_xo::rules::fox_dolphin::ai::{simulate, Level};
use fox_and_xo::rules::fox_dolphin::{digest_hex, Intent, Log, Match, Settings, Species};
use fox_and_xo::rules::Seat;
use fox_and_xo::ui::fox_dolphin::setup::model::Setup;
use fox_and_xo::ui::fox_dolphin::{FoxDolphin, FoxDolphinProps};
use gloo_timers::future::TimeoutFuture;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

fn quiet(size: usize) -> Setup {
    Setup {
        size,
        seed: Some(7),
        fox: Seat::You,
        dolphin: Seat::HotSeat,
        cooldown_ms: 1_000,
        tide_interval_ms: 60_000,
        // The tide test's first step comes one interval (1 s) after the start.
        first_tide_ms: 1_000,
        time_limit_ms: None,
    }
}

/// Mounts the screen in a fresh element with a replay link's text (or none).
async fn mount(setup: Setup, replay: Option<String>) -> Element {
    let document = gloo::utils::document();
    let root = document.create_element("div").expect("a div");
    gloo::utils::body().append_child(&root).expect("appended");
    let props = FoxDolphinProps {
        setup,
        ignored: vec![],
        replay,
        daily: false,
    };
    yew::Renderer::<FoxDolphin>::with_root_and_props(root.clone(), props).render();
    settle().await;
    root
}

/// Mounts the screen, presses Start, waits for the count before the first
/// tick ("Starting in 3, 2, 1") to end and lets Yew render.
async fn start(setup: Setup) -> Element {
    let root = mount(setup, None).await;
    let start = all(&root, "button")
        .into_iter()
        .find(|b| b.text_content().as_deref() == Some("Start"))
        .expect("a Start button");
    start.click();
    settle().await;
    let counting = |root: &Element| {
        all(root, ".fd-countdown")
            .iter()
            .any(|c| c.text_content().is_some_and(|t| !t.is_empty()))
    };
    assert!(counting(&root), "a count before the first tick");
    for _ in 0..250 {
        if !counting(&root) {
            break;
        }
        TimeoutFuture::new(20).await;
    }
    assert!(!counting(&root), "the count ends within 5 s");
    settle().await;
    root
}

/// A few frames: the next tick applies what was clicked, and Yew renders.
async fn settle() {
    for _ in 0..4 {
        TimeoutFuture::new(20).await;
    }
}

fn all(root: &Element, selector: &str) -> Vec<HtmlElement> {
    let list = root.query_selector_all(selector).expect("a valid selector");
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into().ok())
        .collect()
}

fn name(tile: &HtmlElement) -> String {
    tile.get_attribute("aria-label").unwrap_or_default()
}

fn tile(root: &Element, name: &str) -> Option<HtmlElement> {
    all(root, "[role=gridcell]")
        .into_iter()
        .find(|t| self::name(t) == name)
}

/// Selects the first fox that has somewhere to go; returns it and its targets.
async fn select_a_fox(root: &Element) -> (String, Vec<HtmlElement>) {
    for fox in all(root, "[role=gridcell].fox") {
        fox.click();
        settle().await;
        let targets = all(root, "[role=gridcell].target");
        if !targets.is_empty() {
            return (name(&fox), targets);
        }
        fox.click();
        settle().await;
    }
    panic!("no fox can move");
}

#[wasm_bindgen_test]
async fn the_board_mounts_as_a_named_grid_at_both_extreme_sizes() {
    for size in [10, 50] {
        let root = start(quiet(size)).await;
        assert_eq!(all(&root, "[role=grid]").len(), 1);
        let tiles = all(&root, "[role=gridcell]");
        assert_eq!(tiles.len(), size * size);
        assert!(name(&tiles[0]).starts_with("Row 1, column 1, "));
        let last = format!("Row {size}, column {size}, ");
        assert!(name(&tiles[size * size - 1]).starts_with(&last));
        assert_eq!(all(&root, "[role=gridcell].fox").len(), size);
        assert_eq!(all(&root, "[role=gridcell].dolphin").len(), size);
    }
}

#[wasm_bindgen_test]
async fn a_selected_fox_shows_its_legal_targets() {
    let root = start(quiet(10)).await;
    let (fox, targets) = select_a_fox(&root).await;
    let selected = all(&root, "[role=gridcell][aria-selected=true]");
    assert_eq!(selected.iter().map(name).collect::<Vec<_>>(), [fox]);
    for target in &targets {
        let description = target.get_attribute("aria-description").unwrap_or_default();
        assert!(description.contains("can move here"), "{}", name(target));
    }
    assert!(targets.len() <= 4);
}

#[wasm_bindgen_test]
async fn a_move_updates_the_board() {
    let root = start(quiet(10)).await;
    let (fox, targets) = select_a_fox(&root).await;
    let target = name(&targets[0]);
    let (place, _) = target.rsplit_once(", ").expect("a place and an occupant");
    targets[0].click();
    settle().await;
    assert!(
        tile(&root, &format!("{place}, fox")).is_some(),
        "the fox arrived at {place}"
    );
    let left = fox.replace(", fox", ", empty");
    assert!(tile(&root, &left).is_some(), "{left} is empty now");
}

#[wasm_bindgen_test]
async fn a_refused_request_shows_its_reason_beside_the_animal() {
    let root = start(quiet(10)).await;
    let (_, targets) = select_a_fox(&root).await;
    targets[0].click();
    settle().await;
    // The fox is still selected at its new place; its next step comes too soon.
    let next = all(&root, "[role=gridcell].target");
    next.first().expect("the moved fox can go on").click();
    settle().await;
    let refusal = all(&root, ".fd-refusal");
    assert_eq!(refusal.len(), 1);
    let text = refusal[0].text_content().unwrap_or_default();
    assert!(text.contains("cooling down"), "{text}");
}

#[wasm_bindgen_test]
async fn a_tide_step_updates_the_tiles() {
    let root = start(Setup {
        tide_interval_ms: 1_000,
        ..quiet(10)
    })
    .await;
    let before: Vec<String> = all(&root, "[role=gridcell]").iter().map(name).collect();
    let land = |names: &[String]| names.iter().filter(|n| n.contains(", land, ")).count();
    TimeoutFuture::new(1_300).await;
    settle().await;
    let after: Vec<String> = all(&root, "[role=gridcell]").iter().map(name).collect();
    assert_eq!(
        land(&after),
        land(&before) - 10,
        "the first step floods N tiles"
    );
    assert_eq!(
        all(&root, "[role=gridcell].flooded").len(),
        10,
        "and animates them"
    );
    let status = all(&root, ".fd-tide-status")[0]
        .text_content()
        .unwrap_or_default();
    assert!(status.starts_with("Step 2 of 6"), "{status}");
}

fn lightning(size: usize, seed: u64) -> Settings {
    Settings {
        size,
        seed,
        cooldown_ms: 250,
        tide_interval_ms: 1_000,
        first_tide_ms: 1_000,
        time_limit_ms: Some(30_000),
    }
}

/// Waits (up to 10 s) for an element matching `selector`.
async fn wait_for(root: &Element, selector: &str) -> HtmlElement {
    for _ in 0..500 {
        if let Some(found) = all(root, selector).into_iter().next() {
            return found;
        }
        TimeoutFuture::new(20).await;
    }
    panic!("no {selector} within 10 s");
}

#[wasm_bindgen_test]
async fn a_replay_link_opens_the_viewer_and_a_jump_to_the_end_shows_the_games_end() {
    let played = simulate(lightning(10, 5), Level::Hard, Level::Easy, u64::MAX).expect("valid");
    let root = mount(quiet(10), Some(played.log().to_text())).await;
    wait_for(&root, ".fd-replay").await;
    assert_eq!(all(&root, "[role=gridcell]").len(), 100);
    let scrub: web_sys::HtmlInputElement = wait_for(&root, "input[type=range]")
        .await
        .dyn_into()
        .expect("an input");
    assert_eq!(scrub.max(), played.tick().to_string());
    scrub.set_value(&played.tick().to_string());
    let input = web_sys::Event::new("input").expect("an event");
    scrub.dispatch_event(&input).expect("dispatched");
    settle().await;
    let digest = all(&root, ".fd-replay-digest")[0]
        .get_attribute("data-digest")
        .unwrap_or_default();
    assert_eq!(digest, digest_hex(played.digest()));
    let foxes = all(&root, "[role=gridcell].fox").len();
    assert_eq!(
        foxes,
        played
            .game()
            .count(fox_and_xo::rules::fox_dolphin::Species::Fox)
    );
}

#[wasm_bindgen_test]
async fn a_short_replay_link_opens_on_its_board_in_the_first_render() {
    // The foxes leave at once: a log of a few ticks, checked in one slice.
    let mut played = Match::new(lightning(10, 7), [Seat::You; 2]).expect("valid");
    assert_eq!(played.submit(Intent::Leave { seat: Species::Fox }), Ok(()));
    played.run_to(10);
    assert!(played.is_over(), "leaving ends the game");
    let root = gloo::utils::document()
        .create_element("div")
        .expect("a div");
    gloo::utils::body().append_child(&root).expect("appended");
    let props = FoxDolphinProps {
        setup: quiet(10),
        ignored: vec![],
        replay: Some(played.log().to_text()),
        daily: false,
    };
    yew::Renderer::<FoxDolphin>::with_root_and_props(root.clone(), props).render();
    // Yew renders in a microtask and runs the effects after it (the board
    // writes its tiles in one); its scheduler yields to the browser between
    // the two once its work has taken 16 ms, so a 0 ms timer of ours could
    // run before the tiles are written (one run in six on a loaded
    // machine). `flush` waits for Yew's work alone, none of the screen's
    // timers: a checking screen would still be what it shows.
    yew::scheduler::flush().await;
    assert!(
        all(&root, ".fd-checking").is_empty(),
        "no checking screen first"
    );
    assert_eq!(all(&root, ".fd-replay").len(), 1, "the viewer at once");
    assert_eq!(all(&root, "[role=gridcell]").len(), 100);
}

#[wasm_bindgen_test]
async fn a_bad_replay_link_says_why_and_shows_the_setup() {
    let root = mount(quiet(10), Some("AQ".to_owned())).await;
    let notice = wait_for(&root, ".fd-notice").await;
    let said = notice.text_content().unwrap_or_default();
    assert!(said.starts_with("This replay cannot be shown: "), "{said}");
    assert!(all(&root, "button")
        .iter()
        .any(|b| b.text_content().as_deref() == Some("Start")));
}

#[wasm_bindgen_test]
async fn leaving_ends_the_game_with_its_digest_its_replay_link_and_file() {
    let root = start(Setup {
        dolphin: Seat::Computer(Level::Easy),
        tide_interval_ms: 1_000,
        ..quiet(10)
    })
    .await;
    TimeoutFuture::new(1_200).await;
    let leave = all(&root, "button")
        .into_iter()
        .find(|b| b.text_content().as_deref() == Some("Leave"))
        .expect("a Leave button");
    leave.click();
    let shown = wait_for(&root, ".fd-digest").await;
    let digest = shown.get_attribute("data-digest").unwrap_or_default();
    let link = all(&root, "input.fd-link")[0]
        .dyn_ref::<web_sys::HtmlInputElement>()
        .map(|i| i.value())
        .unwrap_or_default();
    let (_, text) = link
        .split_once("?game=fox-dolphin&replay=")
        .expect("a replay link");
    let log = Log::from_text(text).expect("a good log");
    let replayed = Match::replay(&log).expect("it replays");
    assert_eq!(digest, digest_hex(replayed.digest()));
    assert!(
        replayed.tick() >= 100,
        "about a second of play: {}",
        replayed.tick()
    );
    let download = all(&root, "a[download]");
    assert_eq!(download.len(), 1);
    assert!(download[0]
        .get_attribute("href")
        .unwrap_or_default()
        .starts_with("blob:"));
}
