//! The game on screen: the two sides and the tide gauge above the board,
//! the clock, the controls and the feed beside it. The live game and the
//! replay viewer show a match the same way; each brings its own controls.

use yew::prelude::*;

use crate::rules::fox_dolphin::ai::Level;
use crate::rules::fox_dolphin::{Coord, Game, Species};
use crate::rules::Seat;
use crate::ui::fox_dolphin::board::chronicle::Chronicle;
use crate::ui::fox_dolphin::board::grid::TileGrid;
use crate::ui::fox_dolphin::board::hud::{
    feed, game_clock, side, tide_gauge, SideProps, TideProps,
};
use crate::ui::fox_dolphin::board::key::board_key;
use crate::ui::fox_dolphin::board::tiles::Tiles;
use crate::ui::fox_dolphin::words::FdWords;

pub struct GameView<'a> {
    /// The page's language.
    pub t: &'static FdWords,
    pub game: &'a Game,
    /// Who plays each seat, foxes first.
    pub kinds: [Seat<Level>; 2],
    /// Names for the sides instead of the seats' (online play), in the
    /// page's language.
    pub names: Option<[&'static str; 2]>,
    pub tiles: &'a Tiles,
    pub chronicle: &'a Chronicle,
    /// Game time runs now (the bars move).
    pub running: bool,
    /// Game time per real time.
    pub rate: u64,
    pub zoomed: bool,
    /// The "Paused" banner over the board.
    pub banner: bool,
    /// The count before the first tick ("3", "2", "1") over the board.
    pub countdown: Option<u64>,
    pub refusal: Option<(Coord, String)>,
    pub onclick: Callback<Coord>,
    pub onkey: Callback<KeyboardEvent>,
    /// A drag from one tile to another (the live game only).
    pub ondrag: Option<Callback<(Coord, Coord)>>,
    /// Whose animals the people here drag (foxes, dolphins): a finger on
    /// them drags rather than scrolls. Only with `ondrag`.
    pub draggable: [bool; 2],
    /// Shown above the board (the end panel, the replay's controls).
    pub top: Html,
    /// The buttons beside the board.
    pub controls: Html,
    pub help: &'static str,
    /// The screen's class: `playing` or `replaying`.
    pub class: &'static str,
}

pub fn game_view(view: GameView, header: Html, notices: Html) -> Html {
    let over = view.game.outcome().is_some();
    let class = classes!(
        "fd-screen",
        view.class,
        (!view.running).then_some("paused"),
        over.then_some("over")
    );
    html! {
        <main {class}>
            { header }
            { notices }
            { view.top.clone() }
            { game_layout(&view) }
        </main>
    }
}

/// The game itself, without the screen around it: the two sides and the
/// tide gauge, the board, the clock, the controls and the feed. The online
/// pages show a match with it too.
pub fn game_layout(view: &GameView) -> Html {
    let t = view.t;
    let game = view.game;
    let side_of = |species: Species| {
        let mut props = SideProps::of(
            game,
            species,
            view.kinds[species.index()],
            view.rate,
            view.running,
        );
        if let Some(names) = view.names {
            props.name = Some(names[species.index()]);
        }
        side(&props, t)
    };
    html! {
        <div class="fd-layout">
            <div class="fd-bar">
                { side_of(Species::Fox) }
                { tide_gauge(&TideProps::of(game, view.chronicle.figures().tide_steps, view.rate, view.running, view.countdown.is_some()), t) }
                { side_of(Species::Dolphin) }
            </div>
            <section class="fd-play">
                if view.banner {
                    <p class="fd-paused" role="status">{ t.fd_paused_banner() }</p>
                }
                <p class="fd-countdown" role="status">
                    if let Some(seconds) = view.countdown {
                        <span>{ t.fd_starts_in(seconds) }</span>
                    }
                </p>
                <TileGrid
                    rows={view.tiles.rows().to_vec()}
                    cursor={view.tiles.cursor()}
                    zoomed={view.zoomed}
                    refusal={view.refusal.clone()}
                    onclick={view.onclick.clone()}
                    onkey={view.onkey.clone()}
                    ondrag={view.ondrag.clone()}
                    draggable={view.draggable.map(|ours| ours && view.ondrag.is_some())}
                />
            </section>
            <aside class="fd-panel">
                { game_clock(game, t) }
                <div class="actions">{ view.controls.clone() }</div>
                { feed(view.chronicle, t) }
                { board_key(t) }
                <p class="keys-help">{ view.help }</p>
            </aside>
        </div>
    }
}
