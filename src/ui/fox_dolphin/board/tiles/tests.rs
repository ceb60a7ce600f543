//! The tiles view checked against the game: rows rebuilt only when touched, danger, classes, descriptions, ids and escaped HTML.
use super::*;
use crate::rules::fox_dolphin::Settings;

fn game() -> Game {
    Game::new(Settings {
        size: 10,
        seed: 3,
        ..Settings::default()
    })
    .expect("valid settings")
}

#[test]
fn rows_mirror_the_board() {
    let game = game();
    let tiles = Tiles::new(&game, Coord::new(0, 0));
    assert_eq!(tiles.rows().len(), 10);
    for at in game.board().coords() {
        let tile = game.tile(at).expect("on board");
        let view = tiles.tile(at).expect("on board");
        assert_eq!((view.surface, view.occupant), (tile.surface, tile.occupant));
    }
}

#[test]
fn only_touched_rows_are_rebuilt() {
    let game = game();
    let mut tiles = Tiles::new(&game, Coord::new(0, 0));
    let before = tiles.rows().to_vec();
    assert!(!tiles.refresh(&game), "nothing touched, nothing rebuilt");
    tiles.set_mark(Coord::new(4, 4), Mark::Selected);
    assert!(tiles.refresh(&game));
    for (r, (old, new)) in before.iter().zip(tiles.rows()).enumerate() {
        assert_eq!(Rc::ptr_eq(&old.0, &new.0), r != 4, "row {r}");
    }
    assert_eq!(
        tiles.tile(Coord::new(4, 4)).map(|t| t.mark),
        Some(Mark::Selected)
    );
}

#[test]
fn moving_the_cursor_rebuilds_the_rows_it_leaves_and_enters() {
    let game = game();
    let mut tiles = Tiles::new(&game, Coord::new(0, 0));
    let version = tiles.version();
    tiles.set_cursor(Coord::new(1, 0));
    tiles.refresh(&game);
    assert_eq!(tiles.version(), version + 1);
    assert_eq!(tiles.tile(Coord::new(0, 0)).map(|t| t.cursor), Some(false));
    assert_eq!(tiles.tile(Coord::new(1, 0)).map(|t| t.cursor), Some(true));
}

#[test]
fn a_stranded_dolphin_and_a_swimming_fox_are_in_danger() {
    let view = |surface, occupant| TileView {
        surface,
        occupant,
        mark: Mark::None,
        cursor: false,
        fresh: Fresh::None,
        reach: None,
    };
    assert!(view(Surface::Land, Some(Species::Dolphin)).in_danger());
    assert!(view(Surface::Water, Some(Species::Fox)).in_danger());
    assert!(!view(Surface::Land, Some(Species::Fox)).in_danger());
    assert!(!view(Surface::Water, Some(Species::Dolphin)).in_danger());
    assert!(!view(Surface::Water, None).in_danger());
}

fn plain(surface: Surface, occupant: Option<Species>) -> TileView {
    TileView {
        surface,
        occupant,
        mark: Mark::None,
        cursor: false,
        fresh: Fresh::None,
        reach: None,
    }
}

#[test]
fn a_tile_s_classes_say_everything_it_shows() {
    let mut view = plain(Surface::Water, Some(Species::Fox));
    view.mark = Mark::Selected;
    view.cursor = true;
    view.fresh = Fresh::Arrived;
    assert_eq!(
        view.class(),
        "fd-tile water fox danger selected cursor arrived"
    );
    assert_eq!(plain(Surface::Land, None).class(), "fd-tile land");
}

#[test]
fn a_tile_s_description_joins_danger_and_mark() {
    let t = FdWords::of(crate::ui::i18n::Lang::En);
    let mut view = plain(Surface::Land, Some(Species::Dolphin));
    assert_eq!(view.description(t).as_deref(), Some(t.fd_stranded()));
    view.mark = Mark::Target;
    let both = format!("{}, {}", t.fd_stranded(), t.fd_target());
    assert_eq!(view.description(t).as_deref(), Some(both.as_str()));
    assert_eq!(plain(Surface::Land, None).description(t), None);
}

#[test]
fn a_tile_one_animal_alone_can_reach_says_that_enter_moves_it_there() {
    let t = FdWords::of(crate::ui::i18n::Lang::En);
    let mut view = plain(Surface::Water, None);
    view.reach = Some((Coord::new(2, 6), Species::Fox));
    let said = t.fd_one_tap(Species::Fox, 2, 6);
    assert_eq!(said, "Enter moves your fox from row 3, column 7 here");
    assert_eq!(view.description(t).as_deref(), Some(said.as_str()));
    view.occupant = Some(Species::Dolphin);
    view.surface = Surface::Land;
    let both = format!("{}, {said}", t.fd_stranded());
    assert_eq!(view.description(t).as_deref(), Some(both.as_str()));
    // A selected animal's target: "can move here" says it already.
    view.mark = Mark::Target;
    let target = format!("{}, {}", t.fd_stranded(), t.fd_target());
    assert_eq!(view.description(t).as_deref(), Some(target.as_str()));
    assert_eq!(
        view.name(Coord::new(3, 6), t),
        "Row 4, column 7, land, dolphin",
        "the name is unchanged"
    );
}

#[test]
fn a_tile_s_html_carries_its_role_id_name_and_marks() {
    let t = FdWords::of(crate::ui::i18n::Lang::En);
    let mut view = plain(Surface::Land, Some(Species::Fox));
    view.mark = Mark::Selected;
    let at = Coord::new(2, 7);
    let mut html = String::new();
    view.push_html(at, t, &mut html);
    assert!(
        html.starts_with(r#"<div role="gridcell" id="fd-2-7" class="fd-tile land fox selected""#)
    );
    assert!(html.contains(&format!(r#"aria-label="{}""#, view.name(at, t))));
    assert!(html.contains(r#"aria-selected="true""#));
    assert!(html.contains(&format!(r#"aria-description="{}""#, t.fd_selected())));
    assert!(html.contains("#fd-fox"));
    let mut empty = String::new();
    plain(Surface::Water, None).push_html(at, t, &mut empty);
    assert!(!empty.contains("aria-selected") && !empty.contains("<svg"));
}

#[test]
fn attribute_values_are_escaped() {
    let mut html = String::new();
    push_escaped(&mut html, r#"a "b" & <c>"#);
    assert_eq!(html, "a &quot;b&quot; &amp; &lt;c&gt;");
}

#[test]
fn a_tile_id_names_its_tile() {
    let at = Coord::new(12, 49);
    assert_eq!(tile_at(&tile_id(at)), Some(at));
    assert_eq!(tile_at("fd-grid"), None);
}
