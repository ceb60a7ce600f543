//! The Fox & Dolphin screen: a struct component holding the screen's
//! state ([`Screen`], `screen/state.rs`) and showing the setup, then the game (and
//! at its end the result), or the replay viewer.
//!
//! Its `update` only forwards each action to the reducer
//! ([`Screen::reduce`]) and runs the game loop while something runs; the
//! stages' updates are plain Rust in each stage's folder (`setup/stage.rs`,
//! `play/stage.rs`, `replay/stage.rs`, tested natively). This file is
//! the edge: the views, and what only a browser does (the game loop, the
//! tab's visibility, reading a file, the clipboard, the address bar, the
//! focus, the render measures).
//!
//! Why a struct component, measured (release, `wasm-opt -Oz`, brotli 11,
//! the fox-dolphin wasm, 127,390 bytes with the one 27-message struct
//! component before): three stage components with a reducer each made it
//! 134.4 KB; one function component with one `use_reducer` over this state
//! (the screen behind `Rc<RefCell<..>>`, the same `Rc` returned when
//! nothing shown changed) 128,527 bytes, then 128,007 once trimmed, Yew's
//! code for the hooks (`use_reducer`, `use_effect`, `use_mut_ref`,
//! `use_context`) about 300 bytes over the same state in this struct
//! component; this component 127,454 bytes, on a page within 0.2 KB of its
//! allowance.
//!
//! The game loop is a short interval ([`FRAME_MS`](crate::ui::frame_loop::FRAME_MS), about a frame at
//! 60 Hz), not `requestAnimationFrame`: measured in headless Chromium at
//! N = 50 (`tests/perf/fox_dolphin.mjs`, 20 s, similar machine load), a
//! `requestAnimationFrame` loop gave 83 long tasks (> 50 ms) against 5 with
//! the interval, as if each requested frame ran the rendering pipeline over
//! the 2,500-tile board. Each [`FdAction::Frame`] hands the page's clock to
//! the [`Play`](crate::ui::fox_dolphin::play::model::Play)'s accumulator, which
//! runs the whole ticks due
//! ([`Match::step`](crate::rules::fox_dolphin::Match::step) is the only
//! thing that moves the game; a hidden tab counts no time, however the
//! browser throttles the interval); the screen re-renders only when
//! something shown changed (an event, the board, a whole second of a clock).

use std::cell::RefCell;
use std::rc::Rc;

use gloo::events::EventListener;
use gloo::file::callbacks::FileReader;
use yew::html::Scope;
use yew::prelude::*;

use super::browser::Browser;
use super::guide::FD_GUIDE;
use super::narrator::{Narrator, Silent};
use crate::rules::fox_dolphin::{Coord, Species};
use crate::session::Session;
use crate::ui::browser;
use crate::ui::fox_dolphin::board::grid::GRID_ID;
use crate::ui::fox_dolphin::board::hud::elapsed_ms;
use crate::ui::fox_dolphin::board::view::{game_view, GameView};
use crate::ui::fox_dolphin::daily::view::{daily_end, daily_panel, DailyProps};
use crate::ui::fox_dolphin::play::end::{end_panel, EndProps};
use crate::ui::fox_dolphin::play::model::Play;
use crate::ui::fox_dolphin::play::perf;
use crate::ui::fox_dolphin::play::stage::{easier_after, next_after, your_result};
use crate::ui::fox_dolphin::play::tip;
use crate::ui::fox_dolphin::play::view::{playing_controls, tip_note};
use crate::ui::fox_dolphin::replay::view::{checking, replay_controls};
use crate::ui::fox_dolphin::screen::state::{
    BoardInput, FdAction, PlayAction, ReplayAction, Screen, SetupAction, Stage, Viewer,
};
use crate::ui::fox_dolphin::setup::model::{FdReason, Setup};
use crate::ui::fox_dolphin::setup::stage::file_refused;
use crate::ui::fox_dolphin::setup::view::{open_file, setup_form, SetupFormProps};
use crate::ui::fox_dolphin::words::FdWords;
use crate::ui::frame_loop::FrameLoop;
use crate::ui::help::Help;
use crate::ui::i18n::Lang;
use crate::ui::lang::LangContext;
use crate::ui::link::{self, Ignored};
use crate::ui::notices::{screen_header, Notices};

#[derive(Properties, PartialEq)]
pub struct FoxDolphinProps {
    pub setup: Setup,
    #[prop_or_default]
    pub ignored: Vec<Ignored<FdReason>>,
    /// A recorded game from the link (`replay=`), untrusted.
    #[prop_or_default]
    pub replay: Option<String>,
    /// The game of the day's link (`daily`).
    #[prop_or_default]
    pub daily: bool,
}

/// What the component keeps beside its state, made once: the board's
/// handlers (so the board's props compare equal and it re-renders only
/// when its tiles do), the file being read, the game loop, and the query
/// last written to the address bar.
struct Edge<N: Narrator> {
    link: Scope<FoxDolphin<N>>,
    onclick: Callback<Coord>,
    onkey: Callback<KeyboardEvent>,
    ondrag: Callback<(Coord, Coord)>,
    onhelp: Callback<bool>,
    onfile: Callback<Option<web_sys::File>>,
    frame: Option<FrameLoop>,
    query: String,
    _visibility: EventListener,
}

impl<N: Narrator> Edge<N> {
    fn new(link: &Scope<FoxDolphin<N>>) -> Edge<N> {
        let onkey = link.batch_callback(|event: KeyboardEvent| {
            let input = match event.key().as_str() {
                "ArrowUp" => BoardInput::Cursor(-1, 0),
                "ArrowDown" => BoardInput::Cursor(1, 0),
                "ArrowLeft" => BoardInput::Cursor(0, -1),
                "ArrowRight" => BoardInput::Cursor(0, 1),
                "Enter" | " " => BoardInput::Activate,
                _ => return None,
            };
            event.prevent_default();
            Some(FdAction::Board(input))
        });
        let onfile = {
            let link = link.clone();
            let reader: Rc<RefCell<Option<FileReader>>> = Rc::default();
            Callback::from(move |file: Option<web_sys::File>| {
                let Some(file) = file else {
                    return;
                };
                // A file too large is refused before it is read.
                if let Some(error) = file_refused(file.size()) {
                    return link.send_message(FdAction::Setup(SetupAction::FileRefused(error)));
                }
                let link = link.clone();
                let file = gloo::file::File::from(file);
                *reader.borrow_mut() =
                    Some(gloo::file::callbacks::read_as_bytes(&file, move |read| {
                        link.send_message(FdAction::Setup(SetupAction::FileRead(read.ok())))
                    }));
            })
        };
        let visibility = {
            let link = link.clone();
            EventListener::new(&gloo::utils::document(), "visibilitychange", move |_| {
                link.send_message(FdAction::Visibility)
            })
        };
        Edge {
            onclick: link.callback(|at| FdAction::Board(BoardInput::Click(at))),
            ondrag: link.callback(|(from, to)| FdAction::Board(BoardInput::Drag(from, to))),
            onhelp: link.callback(FdAction::Help),
            onkey,
            onfile,
            frame: None,
            query: String::new(),
            _visibility: visibility,
            link: link.clone(),
        }
    }

    /// After each render: closes the render measure, writes the link,
    /// focuses the board once.
    fn rendered(&mut self, screen: &mut Screen<Browser>) {
        // Every render closes a pending measure (fd-render-*, fd-scrub).
        perf::rendered();
        // The link always reproduces what is on screen.
        let query = screen.query();
        if query != self.query {
            browser::replace_query(&query);
            self.query = query;
        }
        if std::mem::take(&mut screen.focus_board) {
            // Keyboard players start on the board.
            browser::focus(GRID_ID);
        }
    }

    /// Runs the game loop while something runs on its own.
    fn schedule(&mut self, screen: &Screen<Browser>) {
        if !screen.running() {
            self.frame = None;
        } else if self.frame.is_none() {
            let link = self.link.clone();
            self.frame = Some(FrameLoop::start(move |now| {
                link.send_message(FdAction::Frame(now))
            }));
        }
    }
}

/// The screen's component: it holds the [`Screen`], forwards every
/// action to it ([`Screen::reduce`], the reducer) and re-renders when it
/// says so; its [`Edge`] does what only the page does, and its
/// [`Narrator`] what the page says beyond the screen (the ordinary page's
/// says nothing more).
pub struct FoxDolphin<N: Narrator = Silent> {
    screen: Screen<Browser>,
    edge: Edge<N>,
    narrator: N,
    _lang: Option<ContextHandle<LangContext>>,
}

impl<N: Narrator> Component for FoxDolphin<N> {
    type Message = FdAction;
    type Properties = FoxDolphinProps;

    fn create(ctx: &Context<Self>) -> Self {
        let props = ctx.props();
        let link = ctx.link();
        let (lang, handle) = match link
            .context::<LangContext>(link.callback(|c: LangContext| FdAction::Lang(c.lang)))
        {
            Some((context, handle)) => (context.lang, Some(handle)),
            None => (Lang::En, None),
        };
        let mut screen = FoxDolphin {
            screen: Screen::new(props.setup, props.replay.as_deref(), lang, props.daily),
            edge: Edge::new(link),
            narrator: N::default(),
            _lang: handle,
        };
        screen.edge.schedule(&screen.screen);
        screen
    }

    fn update(&mut self, _ctx: &Context<Self>, action: FdAction) -> bool {
        let mut render = self.screen.reduce(action);
        if let Stage::Playing(play) = &mut self.screen.stage {
            crate::ui::sound::play(play.hear());
        }
        render |= self.narrator.follow(match &mut self.screen.stage {
            Stage::Playing(play) => Some(play),
            _ => None,
        });
        self.edge.schedule(&self.screen);
        render
    }

    fn view(&self, ctx: &Context<Self>) -> Html {
        let t = FdWords::of(self.screen.lang);
        let screen = screen_view(&self.screen, &self.edge, t, &ctx.props().ignored);
        self.narrator.view(screen, self.screen.lang)
    }

    fn rendered(&mut self, _ctx: &Context<Self>, _first_render: bool) {
        self.edge.rendered(&mut self.screen);
    }
}

/// What the game of the day's views report (`copied`: the last copy).
fn daily_props<N: Narrator>(edge: &Edge<N>, copied: Option<bool>) -> DailyProps {
    let link = &edge.link;
    let done = link.callback(|c| FdAction::Play(PlayAction::Copied(c)));
    DailyProps {
        onstart: link.callback(|()| FdAction::Setup(SetupAction::Start)),
        onwatch: link.callback(|()| FdAction::DailyReplay),
        oncopy: Callback::from(move |text: String| {
            browser::write_to_clipboard(&text, done.clone())
        }),
        copied,
    }
}

/// The screen: the setup, the replay's check, the game or the replay.
fn screen_view<N: Narrator>(
    screen: &Screen<Browser>,
    edge: &Edge<N>,
    t: &'static FdWords,
    ignored: &[Ignored<FdReason>],
) -> Html {
    // A board on the page brings the animals' drawings; the setup has none.
    let symbols = !matches!(
        screen.stage,
        Stage::Playing(_)
            | Stage::Replay {
                viewer: Viewer::Replaying(_),
                ..
            }
    );
    let header = screen_header(
        N::title(t),
        Some(Help {
            guide: &FD_GUIDE,
            open: screen.help,
            ontoggle: edge.onhelp.clone(),
            symbols,
        }),
    );
    let notices = html! {
        <>
            <Notices ignored={link::worded(ignored, t.lang())} />
            if let Some(notice) = &screen.form.notice {
                <aside class="notices fd-notice" role="alert">{ notice.worded(t) }</aside>
            }
        </>
    };
    let link = &edge.link;
    let on = |action: fn() -> FdAction| link.callback(move |_: MouseEvent| action());
    match &screen.stage {
        Stage::Setup if screen.daily.is_some() => html! {
            <main class="fd-screen setup">
                { header }
                { notices }
                <div class="fd-setup-wrap">
                    { for screen.daily.as_ref().map(|today| daily_panel(today, &daily_props(edge, screen.copied), t)) }
                </div>
            </main>
        },
        Stage::Setup => {
            let form = SetupFormProps {
                setup: screen.form.setup,
                record: screen.form.record.clone(),
                fair: screen.form.fair,
                fair_chosen: screen.form.chose,
                onfair: link.callback(|on| FdAction::Setup(SetupAction::Fair(on))),
                onchange: link.callback(|s| FdAction::Setup(SetupAction::Change(s))),
                onrefuse: link.callback(|n| FdAction::Setup(SetupAction::Refused(n))),
                onstart: link.callback(|()| FdAction::Setup(SetupAction::Start)),
                onnewseed: link.callback(|()| FdAction::Setup(SetupAction::NewSeed)),
            };
            html! {
                <main class="fd-screen setup">
                    { header }
                    { notices }
                    <div class="fd-setup-wrap">
                        { setup_form(&form, t) }
                        { open_file(edge.onfile.clone(), t) }
                    </div>
                </main>
            }
        }
        Stage::Replay {
            viewer: Viewer::Checking(indexer),
            ..
        } => {
            let (done, total) = indexer.progress();
            let oncancel = on(|| FdAction::Replay(ReplayAction::Close));
            html! {
                <main class="fd-screen checking">
                    { header }
                    { notices }
                    <div class="fd-setup-wrap">{ checking(done, total, oncancel, t) }</div>
                </main>
            }
        }
        Stage::Playing(play) => playing_view(screen, edge, play, t, header, notices),
        Stage::Replay {
            viewer: Viewer::Replaying(replay),
            ..
        } => {
            let zoom = html! {
                <button class="button" onclick={on(|| FdAction::Zoom)} aria-pressed={screen.zoomed.to_string()}>{ t.fd_zoom() }</button>
            };
            // What the session shows; a replay always shows its match.
            let Some(shown) = Session::shown(&**replay) else {
                return Html::default();
            };
            let setup = replay.setup();
            let view = GameView {
                names: None,
                t,
                game: shown.game(),
                kinds: [setup.fox, setup.dolphin],
                tiles: replay.tiles(),
                chronicle: replay.chronicle(),
                running: replay.running(),
                rate: u64::from(replay.speed()),
                zoomed: screen.zoomed,
                banner: false,
                countdown: None,
                refusal: None,
                onclick: edge.onclick.clone(),
                onkey: edge.onkey.clone(),
                ondrag: None,
                draggable: [false; 2],
                top: replay_controls(replay, screen.review.clone(), link, t),
                controls: zoom,
                help: t.fd_replay_help(),
                class: "replaying",
            };
            game_view(view, header, notices)
        }
    }
}

/// The live game, and at its end the result.
fn playing_view<N: Narrator>(
    screen: &Screen<Browser>,
    edge: &Edge<N>,
    play: &Play,
    t: &'static FdWords,
    header: Html,
    notices: Html,
) -> Html {
    let link = &edge.link;
    let on = |action: fn() -> FdAction| link.callback(move |_: MouseEvent| action());
    let end_on = |action: fn() -> PlayAction| link.callback(move |()| FdAction::Play(action()));
    // What the session shows; a local game always shows its match.
    let Some(m) = Session::shown(play) else {
        return Html::default();
    };
    let game = m.game();
    let url = screen.saved.as_ref().and_then(|s| s.link.clone());
    let end = play.outcome().filter(|_| play.over()).map(|outcome| {
        // The clipboard answers later, with `Copied`.
        let oncopy = {
            let (url, link) = (url.clone(), link.clone());
            Callback::from(move |()| {
                if let Some(url) = &url {
                    let copied = link.callback(|c| FdAction::Play(PlayAction::Copied(c)));
                    browser::write_to_clipboard(url, copied);
                }
            })
        };
        end_panel(
            &EndProps {
                outcome,
                yours: your_result(play),
                figures: play.chronicle().figures(),
                elapsed_ms: elapsed_ms(game),
                foxes: game.count(Species::Fox),
                dolphins: game.count(Species::Dolphin),
                digest: m.digest(),
                link: url,
                download: screen
                    .saved
                    .as_ref()
                    .map(|s| (s.file.to_string(), s.name.clone())),
                copied: screen.copied,
                // A computer that follows you says where it goes next
                // instead of offering the next level.
                fair_next: screen.fair_next,
                next: next_after(play).filter(|_| screen.fair_next.is_none()),
                easier: easier_after(play).filter(|_| screen.fair_next.is_none()),
                review: screen.review.clone(),
                onnext: end_on(|| PlayAction::TryNext),
                oneasier: end_on(|| PlayAction::TryEasier),
                onrematch: end_on(|| PlayAction::Rematch),
                onnewseed: end_on(|| PlayAction::RematchNewSeed),
                onsetup: end_on(|| PlayAction::ChangeSetup),
                onwatch: end_on(|| PlayAction::WatchReplay),
                oncopy,
                daily: screen
                    .daily
                    .as_ref()
                    .map(|today| daily_end(today, &daily_props(edge, screen.copied), t)),
            },
            t,
        )
    });
    // The tip over a newcomer's first games, until dismissed.
    let top = end.or_else(|| {
        let side = tip::side(play.setup()).filter(|_| screen.tip)?;
        Some(tip_note(side, on(|| FdAction::DismissTip), t))
    });
    let watch = play.setup().is_watch();
    let onplay = |action: PlayAction| link.callback(move |_: MouseEvent| FdAction::Play(action));
    let controls = playing_controls(
        play.over(),
        play.paused(),
        watch,
        screen.zoomed,
        &onplay,
        on(|| FdAction::Zoom),
        t,
    );
    let view = GameView {
        names: None,
        t,
        game,
        kinds: [play.setup().fox, play.setup().dolphin],
        tiles: play.tiles(),
        chronicle: play.chronicle(),
        // `paused` also while hidden and during the count before the first
        // tick: the CSS bars stop with the game's clock.
        running: play.running() && !play.over() && play.countdown().is_none(),
        rate: 1,
        zoomed: screen.zoomed,
        banner: play.paused(),
        countdown: play.countdown(),
        refusal: play.refusal().map(|r| (r.at, r.reason.worded(t))),
        onclick: edge.onclick.clone(),
        onkey: edge.onkey.clone(),
        ondrag: Some(edge.ondrag.clone()),
        draggable: [play.setup().fox, play.setup().dolphin].map(|seat| !seat.is_computer()),
        top: top.unwrap_or_default(),
        controls,
        help: if watch {
            t.fd_watching()
        } else {
            t.fd_play_help()
        },
        class: "playing",
    };
    game_view(view, header, notices)
}
