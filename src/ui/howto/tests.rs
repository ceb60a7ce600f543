//! Each picture shows what its caption says, by the rules themselves; each
//! citation names a clause that `docs/traceability.md` traces.

use super::guides::*;
use super::words::HowtoWords;
use crate::rules::fox_dolphin::{can_move, MoveError, Species, Surface};
use crate::rules::fox_dolphin::{Board as FdBoard, Coord};
use crate::rules::tictactoe::Outcome;
use crate::rules::tictactoe::{Cell, Game as TttGame, Player};
use crate::ui::i18n::Lang;

fn ttt(picture: Picture) -> TttGame {
    match picture {
        Picture::TicTacToe { size, moves } => ttt_game(size, moves).expect("the rules play it"),
        Picture::FoxDolphin { .. } => panic!("not a tic-tac-toe picture"),
    }
}

fn fd(picture: Picture) -> FdBoard {
    match picture {
        Picture::FoxDolphin { board } => fd_board(board).expect("the rules read it"),
        Picture::TicTacToe { .. } => panic!("not a Fox & Dolphin picture"),
    }
}

fn at(row: usize, col: usize) -> Coord {
    Coord::new(row, col)
}

#[test]
fn the_3x3_win_picture_is_won_by_x_on_the_diagonal() {
    let game = ttt(TTT_WIN_3);
    assert_eq!(game.outcome(), Outcome::Won(Player::X));
    let diagonal: Vec<Cell> = (0..3).map(|i| Cell::new(i, i)).collect();
    assert_eq!(game.winning_line(), Some(diagonal));
}

#[test]
fn the_4x4_picture_is_won_by_four_and_not_by_o_s_three_in_the_top_row() {
    let game = ttt(TTT_WIN_4);
    assert_eq!(game.size(), 4);
    assert_eq!(game.outcome(), Outcome::Won(Player::X));
    let diagonal: Vec<Cell> = (0..4).map(|i| Cell::new(i, i)).collect();
    assert_eq!(game.winning_line(), Some(diagonal));
    for col in 1..4 {
        assert_eq!(
            game.at(Cell::new(0, col)),
            Some(Player::O),
            "O's three on top"
        );
    }
    // Before X's last move, O's three in a row had not won.
    let before = ttt_game(4, &[1, 2, 6, 3, 11, 4]).expect("playable");
    assert_eq!(before.outcome(), Outcome::Unfinished);
}

#[test]
fn the_draw_picture_is_a_full_board_without_a_line() {
    let game = ttt(TTT_DRAW);
    assert_eq!(game.outcome(), Outcome::Draw);
    assert!(game.empty_cells().is_empty());
}

#[test]
fn the_fox_eats_picture_has_a_fox_on_land_beside_a_stranded_dolphin() {
    let board = fd(FD_FOX_EATS);
    let (fox, dolphin) = (at(1, 2), at(1, 3));
    let tile = |c| board.tile(c).expect("on the board");
    assert_eq!(
        (tile(fox).surface, tile(fox).occupant),
        (Surface::Land, Some(Species::Fox))
    );
    assert_eq!(
        (tile(dolphin).surface, tile(dolphin).occupant),
        (Surface::Land, Some(Species::Dolphin))
    );
    assert_eq!(
        can_move(&board, Species::Fox, fox, dolphin),
        Ok(()),
        "the fox may eat it"
    );
    for to in board.neighbours(dolphin).collect::<Vec<_>>() {
        assert_eq!(
            can_move(&board, Species::Dolphin, dolphin, to),
            Err(MoveError::DolphinStranded),
            "the dolphin cannot move"
        );
    }
}

#[test]
fn the_dolphin_eats_picture_has_a_dolphin_beside_a_swimming_fox() {
    let board = fd(FD_DOLPHIN_EATS);
    let (fox, dolphin) = (at(2, 2), at(2, 3));
    let tile = |c| board.tile(c).expect("on the board");
    assert_eq!(
        (tile(fox).surface, tile(fox).occupant),
        (Surface::Water, Some(Species::Fox))
    );
    assert_eq!(
        (tile(dolphin).surface, tile(dolphin).occupant),
        (Surface::Water, Some(Species::Dolphin))
    );
    assert_eq!(
        can_move(&board, Species::Dolphin, dolphin, fox),
        Ok(()),
        "the dolphin may eat it"
    );
    assert_eq!(
        can_move(&board, Species::Fox, fox, dolphin),
        Err(MoveError::FoxCannotEatSwimmingDolphin)
    );
}

#[test]
fn the_too_far_picture_has_a_fox_three_steps_from_land_that_cannot_move() {
    let board = fd(FD_FOX_TOO_FAR);
    let fox = at(2, 2);
    assert_eq!(board.animals(Species::Fox), vec![fox]);
    assert_eq!(board.tile(fox).map(|t| t.surface), Some(Surface::Water));
    let nearest = board
        .coords()
        .filter(|&c| board.tile(c).is_some_and(|t| t.is_land()))
        .map(|c| c.distance(fox))
        .min();
    assert_eq!(nearest, Some(3));
    for to in board.neighbours(fox).collect::<Vec<_>>() {
        assert_eq!(
            can_move(&board, Species::Fox, fox, to),
            Err(MoveError::FoxTooFarFromLand)
        );
    }
}

#[test]
fn a_fox_dolphin_picture_is_the_board_s_own_tiles_without_roles_or_names() {
    let html = fd_picture_html(&fd(FD_FOX_EATS));
    assert_eq!(html.matches(r#"<div class="fd-row">"#).count(), 4);
    assert_eq!(html.matches(r#"<div class="fd-tile "#).count(), 16);
    assert!(html.contains(r#"class="fd-tile land fox""#));
    assert!(html.contains(r#"class="fd-tile land dolphin danger""#));
    assert!(html.contains("#fd-fox") && html.contains("#fd-dolphin"));
    for attribute in ["role=", "id=", "aria-label", "tabindex"] {
        assert!(!html.contains(attribute), "{attribute} in a picture");
    }
}

#[test]
fn every_picture_is_one_the_rules_accept() {
    for game in [HelpGame::TicTacToe, HelpGame::FoxDolphin] {
        for section in sections(game) {
            for figure in section.figures {
                match figure.picture {
                    Picture::TicTacToe { size, moves } => {
                        assert!(ttt_game(size, moves).is_some(), "{moves:?}")
                    }
                    Picture::FoxDolphin { board } => {
                        assert!(fd_board(board).is_some(), "{board}")
                    }
                }
            }
        }
    }
}

/// Every sentence the sections of one language show.
fn section_texts(t: &HowtoWords) -> Vec<&'static str> {
    let mut all = Vec::new();
    for game in [HelpGame::TicTacToe, HelpGame::FoxDolphin] {
        for section in sections(game) {
            all.push((section.heading)(t));
            all.extend(section.rules.iter().map(|r| (r.text)(t)));
            all.extend(section.figures.iter().map(|f| (f.caption)(t)));
        }
    }
    all
}

#[test]
fn every_sentence_of_the_rules_is_translated() {
    // Presence and emptiness are the catalogue's own test; here, that no
    // English sentence was left in the Portuguese rules.
    let (en, pt) = (
        section_texts(HowtoWords::of(Lang::En)),
        section_texts(HowtoWords::of(Lang::Pt)),
    );
    assert_eq!(en.len(), pt.len());
    for (e, p) in en.iter().zip(&pt) {
        assert_ne!(e, p, "left untranslated");
    }
}

#[test]
fn every_citation_names_a_traced_clause() {
    let table = include_str!("../../../docs/traceability.md");
    let rules = include_str!("../../../docs/rules.md");
    for game in [HelpGame::TicTacToe, HelpGame::FoxDolphin] {
        for section in sections(game) {
            for rule in section.rules {
                let text = (rule.text)(HowtoWords::of(Lang::En));
                assert!(!rule.cites.is_empty(), "{text} has no source");
                for cite in rule.cites {
                    let row = format!("| {} | `{}`", cite.spec.name(), cite.clause);
                    let decided = format!("**{}** (**Decision**", cite.clause);
                    let found = table.contains(&row)
                        || (cite.spec == Spec::Decision && rules.contains(&decided));
                    assert!(found, "no row for {} {}", cite.spec.name(), cite.clause);
                }
            }
        }
    }
}

#[test]
fn a_how_to_play_link_opens_its_game_and_plays_it_with_the_same_setup() {
    use crate::link::Query;
    for (key, game, play) in [
        (
            "fox-dolphin",
            HelpGame::FoxDolphin,
            "fox-dolphin.html?game=fox-dolphin",
        ),
        (
            "tic-tac-toe",
            HelpGame::TicTacToe,
            "tictactoe.html?game=tic-tac-toe",
        ),
    ] {
        let link = super::page_link(key);
        assert_eq!(link, format!("howto.html?game={key}&help"));
        let query = Query::parse(link.trim_start_matches("howto.html"));
        assert_eq!(super::read_page_link(&query), (game, play.to_owned()));
    }
    // A link of today, with a setup and a language kept.
    let query = Query::parse("?game=tic-tac-toe&help&size=4&lang=pt");
    assert_eq!(
        super::read_page_link(&query),
        (
            HelpGame::TicTacToe,
            "tictactoe.html?game=tic-tac-toe&size=4&lang=pt".to_owned()
        )
    );
}

#[test]
fn a_how_to_play_link_naming_no_game_opens_tic_tac_toe_and_keeps_the_rest() {
    use crate::link::Query;
    let query = Query::parse("?game=chess&help");
    assert_eq!(
        super::read_page_link(&query),
        (HelpGame::TicTacToe, "tictactoe.html?game=chess".to_owned())
    );
}

#[test]
fn the_online_pages_links_to_how_to_play_are_the_ones_page_link_writes() {
    use crate::ui::fox_dolphin::setup::model::GAME_KEY as FD;
    use crate::ui::tictactoe::setup::model::GAME_KEY as TTT;
    assert_eq!(super::TTT_PAGE, super::page_link(TTT));
    assert_eq!(super::FD_PAGE, super::page_link(FD));
}
