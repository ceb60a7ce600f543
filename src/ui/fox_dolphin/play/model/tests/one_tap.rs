//! One tap (a tile only one of the people's animals can reach) and
//! drags.

use super::*;

/// The people's animals that the rules let step onto `at` now.
fn reachers(play: &Play, at: Coord) -> Vec<Coord> {
    let game = play.the_match().game();
    Species::ALL
        .into_iter()
        .filter(|&s| play.is_human(s))
        .flat_map(|s| game.board().animals(s))
        .filter(|&from| game.legal_targets(from).contains(&at))
        .collect()
}

/// An empty land tile that exactly `count` of the people's animals can
/// reach (`None` if there is none on this board): dolphins cannot go
/// there, so the computer cannot take it first.
fn land_reached_by(play: &Play, count: usize) -> Option<Coord> {
    let game = play.the_match().game();
    game.board().coords().find(|&at| {
        game.tile(at)
            .is_some_and(|t| t.surface == Surface::Land && t.occupant.is_none())
            && reachers(play, at).len() == count
    })
}

#[test]
fn one_tap_on_a_tile_only_one_of_your_animals_can_reach_moves_it() {
    let mut play = you_against_normal();
    let at = land_reached_by(&play, 1).expect("a tile one fox alone reaches");
    let from = reachers(&play, at)[0];
    assert_eq!(play.tiles().reach(at), Some((from, Species::Fox)));
    play.click(at, 0.0);
    assert_eq!(play.selected(Species::Fox), None, "nothing is selected");
    play.step_ticks(1, 10.0);
    assert_eq!(occupant(&play, at), Some(Species::Fox));
    assert_eq!(occupant(&play, from), None);
    assert_eq!(play.chronicle().figures().moves[0], 1);
}

#[test]
fn the_reach_map_follows_the_board_and_is_shown_in_the_tile_s_description() {
    let mut play = you_against_normal();
    let at = land_reached_by(&play, 1).expect("a tile one fox alone reaches");
    let from = reachers(&play, at)[0];
    let t = FdWords::of(crate::ui::i18n::Lang::En);
    let description = play.tiles().tile(at).and_then(|v| v.description(t));
    assert_eq!(
        description.as_deref(),
        Some(t.fd_one_tap(Species::Fox, from.row, from.col).as_str())
    );
    play.click(at, 0.0);
    play.step_ticks(1, 10.0);
    // The fox now stands on `at`: one tap elsewhere names it from there.
    let game = play.the_match().game();
    for to in game.legal_targets(at) {
        if reachers(&play, to).len() == 1 {
            assert_eq!(play.tiles().reach(to), Some((at, Species::Fox)), "{to}");
        }
    }
    assert_eq!(
        play.tiles().reach(at),
        None,
        "a fox's own tile is its to select"
    );
}

#[test]
fn a_tile_two_of_your_animals_can_reach_is_not_a_one_tap_and_a_tap_clears_the_selection() {
    let mut play = you_against_normal();
    let at = land_reached_by(&play, 2).expect("a tile two foxes reach");
    assert_eq!(play.tiles().reach(at), None);
    let elsewhere = play
        .the_match()
        .game()
        .board()
        .animals(Species::Fox)
        .into_iter()
        .find(|&fox| !reachers(&play, at).contains(&fox))
        .expect("a fox that cannot reach it");
    play.click(elsewhere, 0.0);
    play.click(at, 0.0);
    assert_eq!(play.selected(Species::Fox), None, "as before: cleared");
    play.step_ticks(1, 10.0);
    assert_eq!(occupant(&play, at), None);
    assert!(play.the_match().log().intents.is_empty(), "no move asked");
}

#[test]
fn a_selected_animal_takes_the_tile_it_shares_with_another() {
    let mut play = you_against_normal();
    let at = land_reached_by(&play, 2).expect("a tile two foxes reach");
    let chosen = reachers(&play, at)[1];
    play.click(chosen, 0.0);
    play.click(at, 0.0);
    play.step_ticks(1, 10.0);
    assert_eq!(occupant(&play, chosen), None, "the selected fox moved");
    assert_eq!(occupant(&play, at), Some(Species::Fox));
    assert_eq!(play.selected(Species::Fox), Some(at));
}

#[test]
fn two_friends_share_one_tap_over_both_sides_animals() {
    let mut play = started(Play::new(setup(Seat::You, Seat::HotSeat), 0).expect("valid"));
    let game = play.the_match().game();
    let at = game
        .board()
        .coords()
        .find(|&at| {
            game.tile(at).is_some_and(|t| t.occupant.is_none()) && reachers(&play, at).len() == 1
        })
        .expect("a tile one animal alone reaches");
    let from = reachers(&play, at)[0];
    let species = occupant(&play, from).expect("an animal");
    assert_eq!(play.tiles().reach(at), Some((from, species)));
    // A tile a fox and a dolphin both reach is nobody's one tap.
    if let Some(shared) = game
        .board()
        .coords()
        .find(|&at| reachers(&play, at).len() > 1)
    {
        assert_eq!(play.tiles().reach(shared), None);
    }
    play.click(at, 0.0);
    play.step_ticks(1, 10.0);
    assert_eq!(occupant(&play, at), Some(species));
}

#[test]
fn paused_and_watching_refuse_a_one_tap_as_any_click() {
    let mut play = you_against_normal();
    let at = land_reached_by(&play, 1).expect("a tile one fox alone reaches");
    play.set_paused(true);
    play.click(at, 0.0);
    assert_eq!(
        play.refusal().map(|r| r.reason),
        Some(RefusalReason::Paused)
    );
    play.set_paused(false);
    play.step_ticks(1, 10.0);
    assert!(play.the_match().log().intents.is_empty(), "no move asked");

    let computer = Seat::Computer(Level::Easy);
    let mut watch = started(Play::new(setup(computer, computer), 0).expect("valid"));
    assert_eq!(
        watch
            .the_match()
            .game()
            .board()
            .coords()
            .find_map(|at| watch.tiles().reach(at)),
        None,
        "nobody's animals are one tap away when nobody plays"
    );
    watch.click(at, 0.0);
    assert_eq!(
        watch.refusal().map(|r| r.reason),
        Some(RefusalReason::Watching)
    );
}

#[test]
fn a_drag_from_your_animal_to_a_tile_is_its_selection_then_a_click_there() {
    let mut play = you_against_normal();
    let at = land_reached_by(&play, 2).expect("a tile two foxes reach");
    let from = reachers(&play, at)[1];
    play.drag(from, at, 0.0);
    play.step_ticks(1, 10.0);
    assert_eq!(occupant(&play, at), Some(Species::Fox));
    assert_eq!(occupant(&play, from), None);
    assert_eq!(play.selected(Species::Fox), Some(at), "as after two clicks");
}

#[test]
fn a_drag_from_the_computer_s_animal_or_while_paused_moves_nothing() {
    let mut play = you_against_normal();
    let dolphin = play.the_match().game().board().animals(Species::Dolphin)[0];
    let (from, to) = fox_move(&play);
    play.drag(dolphin, to, 0.0);
    assert_eq!(play.selected(Species::Dolphin), None);
    play.set_paused(true);
    play.drag(from, to, 0.0);
    assert_eq!(play.selected(Species::Fox), None);
    assert_eq!(
        play.refusal().map(|r| r.reason),
        Some(RefusalReason::Paused)
    );
    play.set_paused(false);
    play.step_ticks(1, 10.0);
    assert!(play.the_match().log().intents.is_empty(), "no move asked");
}

#[test]
fn the_computers_animals_cannot_be_selected() {
    let mut play = you_against_normal();
    let dolphin = play.the_match().game().board().animals(Species::Dolphin)[0];
    play.click(dolphin, 0.0);
    assert_eq!(play.selected(Species::Dolphin), None);
    assert_eq!(mark(&play, dolphin), Mark::None);
}

#[test]
fn two_friends_each_select_their_own_animals() {
    let mut play = started(Play::new(setup(Seat::You, Seat::HotSeat), 0).expect("valid"));
    let fox = play.the_match().game().board().animals(Species::Fox)[0];
    let dolphin = play.the_match().game().board().animals(Species::Dolphin)[0];
    play.click(fox, 0.0);
    play.click(dolphin, 0.0);
    assert_eq!(play.selected(Species::Fox), Some(fox));
    assert_eq!(play.selected(Species::Dolphin), Some(dolphin));
}
