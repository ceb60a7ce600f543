//! Tic-tac-toe's How to play, as the dialog over the screen opens it
//! (`crate::ui::help`): its title and its rules' file (its pictures need
//! no drawings of their own).

use yew::Html;

use crate::ui::help::Guide;

/// Tic-tac-toe's How to play.
pub static TTT_GUIDE: Guide = Guide {
    title: |t| t.howto_ttt_title(),
    key: "tic-tac-toe",
    symbols: Html::default,
};
