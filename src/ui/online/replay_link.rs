//! The link that replays an online game on the game's own page, for the
//! series' list of replays (`series.rs`): the local pages' own replay
//! links, so the online pages add no format. Links are relative: the game
//! pages sit beside `online.html`.

use crate::online::game::GameKind;
use crate::online::page_links::game_page;
use crate::online::tictactoe::{TttIntent, TttLog};
use crate::rules::fox_dolphin::Log;
use crate::rules::Seat;
use crate::ui::fox_dolphin::setup::stage::replay_query;
use crate::ui::tictactoe::replay::model::share_query;
use crate::ui::tictactoe::setup::model::Setup;

/// A Fox & Dolphin game's replay on `fox-dolphin.html`; `None` when its
/// log makes the link too long to keep (a long game's).
pub fn fox_dolphin(log: &Log) -> Option<String> {
    fn on_page(query: &str) -> String {
        format!("{}{query}", game_page(GameKind::FoxDolphin))
    }
    replay_query(log, on_page).map(|query| on_page(&query))
}

/// A tic-tac-toe game's replay on `tictactoe.html`: its moves, played by
/// two people at one device (a game left early replays as unfinished).
pub fn tic_tac_toe(log: &TttLog) -> String {
    let setup = Setup {
        size: log.size,
        yours: Seat::You,
        opponent: Seat::HotSeat,
        first: log.first,
        you: log.first,
    };
    let moves = log
        .intents
        .iter()
        .filter_map(|&(_, intent)| match intent {
            TttIntent::Play { cell, .. } => Some(cell),
            TttIntent::Leave { .. } => None,
        })
        .collect::<Vec<_>>();
    format!(
        "{}{}",
        game_page(GameKind::TicTacToe),
        share_query(&setup, &moves)
    )
}
