//! A person selecting and moving an animal: clicks, the keyboard, and
//! the refusals shown beside the animal.

use super::*;

#[test]
fn selecting_your_fox_marks_it_and_its_legal_targets() {
    let mut play = you_against_normal();
    let (from, _) = fox_move(&play);
    play.click(from, 0.0);
    assert_eq!(play.selected(Species::Fox), Some(from));
    assert_eq!(mark(&play, from), Mark::Selected);
    for to in play.the_match().game().legal_targets(from) {
        assert_eq!(mark(&play, to), Mark::Target, "{to}");
    }
}

#[test]
fn clicking_a_selected_fox_again_unselects_it() {
    let mut play = you_against_normal();
    let (from, to) = fox_move(&play);
    play.click(from, 0.0);
    play.click(from, 0.0);
    assert_eq!(play.selected(Species::Fox), None);
    assert_eq!(mark(&play, to), Mark::None);
}

#[test]
fn a_click_on_a_target_is_an_intent_that_the_next_tick_applies() {
    let mut play = you_against_normal();
    let (from, to) = fox_move(&play);
    play.click(from, 0.0);
    play.click(to, 0.0);
    assert_eq!(
        occupant(&play, from),
        Some(Species::Fox),
        "nothing moves between ticks"
    );
    let changes = play.step_ticks(1, 10.0);
    assert!(changes.moved);
    assert_eq!(occupant(&play, to), Some(Species::Fox));
    assert_eq!(
        play.selected(Species::Fox),
        Some(to),
        "the selection follows the fox"
    );
    assert_eq!(mark(&play, to), Mark::Selected);
    assert_eq!(play.chronicle().figures().moves[0], 1);
    let log = play.the_match().log();
    assert_eq!(log.intents.len(), 1);
    assert_eq!(
        log.intents[0].tick, 1,
        "stamped by the tick that applied it"
    );
}

#[test]
fn a_move_during_the_cooldown_is_refused_by_the_rules_beside_the_animal() {
    let mut play = you_against_normal();
    let (from, to) = fox_move(&play);
    play.click(from, 0.0);
    play.click(to, 0.0);
    play.step_ticks(1, 10.0);
    let target = play.the_match().game().legal_targets(to)[0];
    let board = play.the_match().game().board().clone();
    play.click(target, 100.0);
    let changes = play.step_ticks(1, 110.0);
    assert!(!changes.moved);
    assert_eq!(play.the_match().game().board(), &board);
    let refusal = play.refusal().expect("a reason is shown");
    assert_eq!(refusal.at, to);
    assert!(
        matches!(
            refusal.reason,
            RefusalReason::Rules(MoveError::CoolingDown { .. })
        ),
        "{:?}",
        refusal.reason
    );
    play.step_ticks(0, 110.0 + REFUSAL_SHOWN_MS);
    assert_eq!(play.refusal(), None, "the reason goes after a moment");
}

#[test]
fn the_keyboard_cursor_moves_and_enter_selects() {
    let mut play = you_against_normal();
    let (from, _) = fox_move(&play);
    play.move_cursor(-20, -20);
    assert_eq!(play.tiles().cursor(), Coord::new(0, 0));
    play.move_cursor(from.row as isize, from.col as isize);
    assert_eq!(play.tiles().cursor(), from);
    play.activate(0.0);
    assert_eq!(play.selected(Species::Fox), Some(from));
}

#[test]
fn a_move_the_match_refuses_at_once_shows_its_reason_beside_the_animal() {
    // The match refuses an intent for a seat the computer plays when it is
    // submitted, before any tick: the reason is shown, not dropped.
    let mut play = you_against_normal();
    let from = play.the_match().game().board().animals(Species::Dolphin)[0];
    let to = play
        .the_match()
        .game()
        .legal_targets(from)
        .first()
        .copied()
        .unwrap_or(from);
    let dolphin = Intent::Move {
        seat: Species::Dolphin,
        from,
        to,
    };
    play.request(Some(dolphin), 50.0);
    assert_eq!(
        play.refusal(),
        Some(&RefusalBubble {
            at: from,
            reason: RefusalReason::Rules(MoveError::NotYourAnimal),
            until_wall: 50.0 + REFUSAL_SHOWN_MS,
        })
    );
    assert!(play.the_match().intents().is_empty(), "no intent was taken");
    // The screen words it as every refusal of the rules.
    let t = FdWords::of(crate::ui::i18n::Lang::En);
    let worded = play.refusal().map(|r| r.reason.worded(t));
    assert_eq!(worded, Some(t.fd_move_error(&MoveError::NotYourAnimal)));
}
