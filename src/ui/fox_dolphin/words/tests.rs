//! The Fox & Dolphin words' exact sentences: tile names, decimals, the tide,
//! the clock and plurals in both languages.

use super::*;
use crate::rules::fox_dolphin::{floods_at, MoveError, Surface};
use crate::ui::i18n::Lang;

#[test]
fn tile_names_follow_the_accessibility_contract_in_both_languages() {
    let (en, pt) = (FdWords::of(Lang::En), FdWords::of(Lang::Pt));
    let fox = (2, 6, Surface::Land, Some(Species::Fox));
    assert_eq!(
        en.fd_tile_name(fox.0, fox.1, fox.2, fox.3),
        "Row 3, column 7, land, fox"
    );
    assert_eq!(
        pt.fd_tile_name(fox.0, fox.1, fox.2, fox.3),
        "Linha 3, coluna 7, terra, raposa"
    );
    assert_eq!(
        en.fd_tile_name(0, 1, Surface::Water, None),
        "Row 1, column 2, water, empty"
    );
    assert_eq!(
        pt.fd_tile_name(9, 9, Surface::Water, Some(Species::Dolphin)),
        "Linha 10, coluna 10, água, golfinho"
    );
}

#[test]
fn a_cooldown_reads_in_tenths_rounded_up_with_each_languages_decimal_mark() {
    let (en, pt) = (FdWords::of(Lang::En), FdWords::of(Lang::Pt));
    assert_eq!(en.fd_seconds(600), "0.6 s");
    assert_eq!(en.fd_seconds(1_234), "1.3 s");
    assert_eq!(pt.fd_seconds(600), "0,6 s");
    assert_eq!(pt.fd_seconds(10_000), "10,0 s");
    let wait = MoveError::CoolingDown { remaining_ms: 450 };
    assert_eq!(en.fd_move_error(&wait), "Wait 0.5 s: cooling down.");
    assert_eq!(pt.fd_move_error(&wait), "Espere 0,5 s: em espera.");
}

#[test]
fn the_tide_line_says_where_the_cycle_stands_and_what_comes_next() {
    assert_eq!(
        FdWords::of(Lang::En).fd_tide_status(0, true, Some(2_100)),
        "Step 1 of 6 (high tide). Next step floods in 3 s, then 1 more before the tide turns"
    );
    assert_eq!(
        FdWords::of(Lang::Pt).fd_tide_status(2, false, Some(1_000)),
        "Passo 3 de 6 (maré alta). O próximo passo emerge em 1 s, e mais 2 antes de a maré virar"
    );
}

#[test]
fn during_the_count_the_tide_line_counts_the_first_step_from_its_end() {
    // The game's clock waits during "3, 2, 1": the first step (here after
    // 6 s) comes that long after the count, not "in 6 s" from now.
    assert_eq!(
        FdWords::of(Lang::En).fd_tide_gauge_line(0, true, Some(6_000), true),
        "Step 1 of 6 (high tide). The tide waits: its first step floods 6 s after the count"
    );
    assert_eq!(
        FdWords::of(Lang::Pt).fd_tide_gauge_line(0, true, Some(6_000), true),
        "Passo 1 de 6 (maré alta). A maré espera: o primeiro passo inunda 6 s depois da contagem"
    );
    assert_eq!(
        FdWords::of(Lang::En).fd_tide_gauge_line(0, true, Some(6_000), false),
        "Step 1 of 6 (high tide). Next step floods in 6 s, then 1 more before the tide turns"
    );
    assert_eq!(
        FdWords::of(Lang::En).fd_tide_gauge_line(3, false, None, true),
        "Step 4 of 6 (low tide)"
    );
}

#[test]
fn the_tide_line_counts_the_steps_alike_left_before_the_tide_turns() {
    let en = FdWords::of(Lang::En);
    let said: Vec<String> = (0..6)
        .map(|state| en.fd_tide_status(state, floods_at((state + 1) % 6), Some(1_000)))
        .collect();
    let tails: Vec<&str> = said
        .iter()
        .map(|s| s.split(" in 1 s, ").nth(1).unwrap_or(""))
        .collect();
    assert_eq!(
        tails,
        [
            "then 1 more before the tide turns",
            "then the tide turns",
            "then 2 more before the tide turns",
            "then 1 more before the tide turns",
            "then the tide turns",
            "then 2 more before the tide turns",
        ]
    );
}

#[test]
fn the_time_limit_reads_minutes_and_seconds() {
    assert_eq!(
        FdWords::of(Lang::En).fd_time_of_limit(1_000, Some(300_000)),
        "0:01 of 5:00"
    );
    assert_eq!(
        FdWords::of(Lang::Pt).fd_time_of_limit(1_000, None),
        "0:01 (sem limite)"
    );
}

#[test]
fn feed_lines_take_the_plural_of_each_language() {
    let (en, pt) = (FdWords::of(Lang::En), FdWords::of(Lang::Pt));
    assert_eq!(
        en.fd_feed_flooded(1, 1),
        "High tide (step 1 of 6): 1 tile flooded."
    );
    assert_eq!(
        en.fd_feed_surfaced(4, 12),
        "Low tide (step 4 of 6): 12 tiles surfaced."
    );
    assert_eq!(
        pt.fd_feed_flooded(1, 1),
        "Maré alta (passo 1 de 6): 1 casa inundada."
    );
    assert_eq!(
        pt.fd_feed_surfaced(4, 12),
        "Maré baixa (passo 4 de 6): 12 casas emergiram."
    );
    assert_eq!(pt.fd_count(1), "1 restante");
    assert_eq!(pt.fd_count(12), "12 restantes");
}
