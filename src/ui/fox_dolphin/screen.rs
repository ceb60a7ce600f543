//! The Fox & Dolphin screen (one struct component of about 820 lines: split
//! into reducer components it cost the page 7 KB): the setup, then the game
//! (and at its end the result), or the replay viewer.
//!
//! One message enum ([`Msg`]) and one update path, as tic-tac-toe has. This
//! is a struct component rather than `use_reducer` hooks for two reasons. A
//! reducer returns a new state for each message, which here would clone the
//! whole match (its board and every event so far) up to sixty times a
//! second unless the match hides behind a `RefCell`; a struct component
//! updates its state in place. And the split was built and measured: the
//! setup, playing and replay stages as three function components with their
//! own reducers (the match behind `Rc<RefCell<..>>`, the same `Rc` returned
//! when nothing shown changed) made the page's wasm grow from 127.3 to
//! 134.4 KB brotli (`wasm-opt -Oz`), Yew's code per component and per hook,
//! for a page already over the 100 KB budget. The pure parts live in their
//! own tested files (`play.rs`, `input.rs`, `replay.rs`, `record.rs`).
//!
//! The game loop is a short interval ([`FRAME_MS`](crate::ui::frame_loop::FRAME_MS), about a frame at
//! 60 Hz), not `requestAnimationFrame`: measured in headless Chromium at
//! N = 50 (`tests/perf/fox_dolphin.mjs`, 20 s, similar machine load), a
//! `requestAnimationFrame` loop gave 83 long tasks (> 50 ms) against 5 with
//! the interval, as if each requested frame ran the rendering pipeline over
//! the 2,500-tile board. Each [`Msg::Frame`] hands the page's clock to the
//! [`Play`]'s accumulator, which runs the whole ticks due
//! ([`Match::step`](crate::rules::fox_dolphin::Match::step) is the only
//! thing that moves the game; a hidden tab counts no time, however the
//! browser throttles the interval); the screen re-renders only when
//! something shown changed (an event, the board, a whole second of a clock).

use crate::session::Session;
use crate::ui::fox_dolphin::msg::Msg;
use crate::ui::frame_loop::{now_ms, FrameLoop};
use gloo::events::EventListener;
use gloo::file::callbacks::FileReader;
use gloo::file::{Blob, ObjectUrl};
use yew::prelude::*;

use crate::rules::fox_dolphin::{Coord, Log, LogError, MAX_LOG_BYTES};
use crate::ui::browser;
use crate::ui::fox_dolphin::board::GRID_ID;
use crate::ui::fox_dolphin::end::{end_panel, EndProps};
use crate::ui::fox_dolphin::hud::elapsed_ms;
use crate::ui::fox_dolphin::perf::{self, Measured};
use crate::ui::fox_dolphin::play::Play;
use crate::ui::fox_dolphin::playing::{game_view, playing_controls, GameView};
use crate::ui::fox_dolphin::record::{self, counted, next_level, result_of, Record};
use crate::ui::fox_dolphin::replay::{setup_of, Indexer, Replay, INDEX_SLICE};
use crate::ui::fox_dolphin::replay_view::{checking, replay_controls};
use crate::ui::fox_dolphin::setup::{Setup, GAME_KEY};
use crate::ui::fox_dolphin::setup_form::{open_file, setup_form, SetupFormProps};
use crate::ui::fox_dolphin::words::FdWords;
use crate::ui::fox_dolphin::FdNotice;
use crate::ui::howto::{Help, FD_GUIDE};
use crate::ui::i18n::Lang;
use crate::ui::lang::LangContext;
use crate::ui::link::Ignored;
use crate::ui::notices::{screen_header, Notices};

/// The longest link offered: every browser and chat app keeps this many
/// characters.
pub const MAX_LINK_CHARS: usize = 8_000;
/// How often the game loop runs, in ms (about once a frame at 60 Hz).
/// The time a frame may spend checking a replay, in ms.
const CHECK_BUDGET_MS: f64 = 8.0;

#[derive(Properties, PartialEq)]
pub struct FoxDolphinProps {
    pub setup: Setup,
    #[prop_or_default]
    pub ignored: Vec<Ignored>,
    /// A recorded game from the link (`replay=`), untrusted.
    #[prop_or_default]
    pub replay: Option<String>,
}

enum Stage {
    Setup,
    Playing(Box<Play>),
    /// A replay being checked, and the game it came from (if just played).
    Checking {
        indexer: Box<Indexer>,
        ended: Option<Box<Play>>,
    },
    Replaying {
        replay: Box<Replay>,
        ended: Option<Box<Play>>,
    },
}

/// What the screen last showed: re-render when it changes.
#[derive(Clone, Copy, Default, PartialEq)]
struct Shown {
    events: usize,
    board: u64,
    second: u64,
    tide_s: Option<u64>,
    refusal: bool,
    playing: bool,
}

impl Shown {
    fn of(stage: &Stage) -> Shown {
        let (m, tiles, refusal, playing) = match stage {
            Stage::Playing(p) => (p.the_match(), p.tiles(), p.refusal().is_some(), !p.over()),
            Stage::Replaying { replay, .. } => {
                (replay.shown(), replay.tiles(), false, replay.playing())
            }
            Stage::Setup | Stage::Checking { .. } => return Shown::default(),
        };
        let game = m.game();
        Shown {
            events: game.events().len(),
            board: tiles.version(),
            second: elapsed_ms(game) / 1_000,
            tide_s: game.ms_to_next_tide().map(|ms| ms.div_ceil(1_000)),
            refusal,
            playing,
        }
    }
}

/// The replay of a game that just ended: its file, and its link if short.
struct Saved {
    file: ObjectUrl,
    name: String,
    link: Option<String>,
}

pub struct FoxDolphin {
    /// The setup form's values (the seed drawn).
    setup: Setup,
    stage: Stage,
    /// Why a replay was not shown or a game could not start.
    notice: Option<FdNotice>,
    /// The page's language, and the subscription that follows it.
    lang: Lang,
    _lang: Option<ContextHandle<LangContext>>,
    zoomed: bool,
    /// How to play is open.
    help: bool,
    /// How to play paused the game (or the replay), so closing resumes it.
    help_paused: bool,
    copied: Option<bool>,
    saved: Option<Saved>,
    /// The query of the replay on screen, if its link is short enough.
    replay_query: Option<String>,
    reader: Option<FileReader>,
    frame: Option<FrameLoop>,
    shown: Shown,
    /// The query last written to the address bar.
    query: String,
    focus_board: bool,
    /// Your games against each level on this device.
    record: Record,
    // The board's handlers never change: made once, so the board's
    // props compare equal and it re-renders only when its tiles do.
    onclick: Callback<Coord>,
    onkey: Callback<KeyboardEvent>,
    ondrag: Callback<(Coord, Coord)>,
    onhelp: Callback<bool>,
    _visibility: EventListener,
}

fn document_hidden() -> bool {
    gloo::utils::document().hidden()
}

/// The whole link for a query on this page.
fn full_link(query: &str) -> String {
    let location = gloo::utils::window().location();
    format!(
        "{}{}{query}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default()
    )
}

/// The query of a replay link, if the whole link stays short enough.
fn replay_query(log: &Log) -> Option<String> {
    let query = format!("?game={GAME_KEY}&replay={}", log.to_text());
    (full_link(&query).len() <= MAX_LINK_CHARS).then_some(query)
}

impl Component for FoxDolphin {
    type Message = Msg;
    type Properties = FoxDolphinProps;

    fn create(ctx: &Context<Self>) -> Self {
        let props = ctx.props();
        let link = ctx.link();
        let onclick = link.callback(Msg::Click);
        let onkey = link.batch_callback(|event: KeyboardEvent| {
            let msg = match event.key().as_str() {
                "ArrowUp" => Msg::Cursor(-1, 0),
                "ArrowDown" => Msg::Cursor(1, 0),
                "ArrowLeft" => Msg::Cursor(0, -1),
                "ArrowRight" => Msg::Cursor(0, 1),
                "Enter" | " " => Msg::Activate,
                _ => return None,
            };
            event.prevent_default();
            Some(msg)
        });
        let visibility = {
            let link = link.clone();
            EventListener::new(&gloo::utils::document(), "visibilitychange", move |_| {
                link.send_message(Msg::Visibility)
            })
        };
        let (lang, lang_handle) =
            match link.context::<LangContext>(link.callback(|c: LangContext| Msg::Lang(c.lang))) {
                Some((context, handle)) => (context.lang, Some(handle)),
                None => (Lang::En, None),
            };
        let mut screen = FoxDolphin {
            setup: Setup {
                seed: Some(props.setup.seed.unwrap_or_else(browser::random_seed)),
                ..props.setup
            },
            stage: Stage::Setup,
            notice: None,
            lang,
            _lang: lang_handle,
            zoomed: false,
            help: false,
            help_paused: false,
            copied: None,
            saved: None,
            replay_query: None,
            reader: None,
            frame: None,
            shown: Shown::default(),
            query: String::new(),
            focus_board: false,
            record: saved_record(),
            onclick,
            onkey,
            ondrag: link.callback(|(from, to)| Msg::Drag(from, to)),
            onhelp: link.callback(Msg::Help),
            _visibility: visibility,
        };
        if let Some(text) = &props.replay {
            match Log::from_text(text.trim()) {
                Ok(log) => screen.check(log, None),
                Err(error) => screen.refuse(&error),
            }
        }
        screen.schedule(ctx);
        screen
    }

    fn update(&mut self, ctx: &Context<Self>, msg: Msg) -> bool {
        let render = self.handle(ctx, msg);
        self.schedule(ctx);
        render
    }

    fn view(&self, ctx: &Context<Self>) -> Html {
        let t = FdWords::of(self.lang);
        let link = ctx.link();
        // A board on the page brings the animals' drawings; the setup has none.
        let symbols = matches!(self.stage, Stage::Setup | Stage::Checking { .. });
        let header = screen_header(
            t.fd_name(),
            Some(Help {
                guide: &FD_GUIDE,
                open: self.help,
                ontoggle: self.onhelp.clone(),
                symbols,
            }),
        );
        let notices = html! {
            <>
                <Notices ignored={ctx.props().ignored.clone()} />
                if let Some(notice) = &self.notice {
                    <aside class="notices fd-notice" role="alert">{ notice.worded(t) }</aside>
                }
            </>
        };
        let on = |msg: Msg| link.callback(move |_: MouseEvent| msg.clone());
        match &self.stage {
            Stage::Setup => {
                let form = SetupFormProps {
                    setup: self.setup,
                    record: self.record.clone(),
                    onchange: link.callback(Msg::Setup),
                    onrefuse: link.callback(Msg::Refused),
                    onstart: link.callback(|()| Msg::Start),
                    onnewseed: link.callback(|()| Msg::NewSeed),
                };
                html! {
                    <main class="fd-screen setup">
                        { header }
                        { notices }
                        <div class="fd-setup-wrap">
                            { setup_form(&form, t) }
                            { open_file(link.batch_callback(|file: Option<web_sys::File>| file.map(Msg::OpenFile)), t) }
                        </div>
                    </main>
                }
            }
            Stage::Checking { indexer, .. } => {
                let (done, total) = indexer.progress();
                html! {
                    <main class="fd-screen checking">
                        { header }
                        { notices }
                        <div class="fd-setup-wrap">{ checking(done, total, on(Msg::CloseReplay), t) }</div>
                    </main>
                }
            }
            Stage::Playing(play) => self.playing_view(ctx, play, header, notices),
            Stage::Replaying { replay, .. } => {
                let zoom = html! {
                    <button class="button" onclick={on(Msg::Zoom)} aria-pressed={self.zoomed.to_string()}>{ t.fd_zoom() }</button>
                };
                let setup = replay.setup();
                let view = GameView {
                    names: None,
                    t,
                    game: replay.shown().game(),
                    kinds: [setup.fox, setup.dolphin],
                    tiles: replay.tiles(),
                    chronicle: replay.chronicle(),
                    running: replay.running(),
                    rate: u64::from(replay.speed()),
                    zoomed: self.zoomed,
                    banner: false,
                    refusal: None,
                    onclick: self.onclick.clone(),
                    onkey: self.onkey.clone(),
                    ondrag: None,
                    draggable: [false; 2],
                    top: replay_controls(replay, link, t),
                    controls: zoom,
                    help: t.fd_replay_help(),
                    class: "replaying",
                };
                game_view(view, header, notices)
            }
        }
    }

    fn rendered(&mut self, _ctx: &Context<Self>, _first_render: bool) {
        // Every render closes a pending measure (fd-render-*, fd-scrub).
        perf::rendered();
        // The link always reproduces what is on screen.
        let query = match (&self.stage, &self.replay_query) {
            (Stage::Checking { .. } | Stage::Replaying { .. }, Some(q)) => q.clone(),
            _ => self.setup.to_query(),
        };
        if query != self.query {
            browser::replace_query(&query);
            self.query = query;
        }
        if std::mem::take(&mut self.focus_board) {
            // Keyboard players start on the board.
            browser::focus(GRID_ID);
        }
    }
}

impl FoxDolphin {
    /// The one update path: applies `msg`, says whether to re-render.
    fn handle(&mut self, ctx: &Context<Self>, msg: Msg) -> bool {
        let now = now_ms();
        match msg {
            Msg::Frame(wall_ms) => return self.on_frame(wall_ms),
            Msg::Visibility => {
                let hidden = document_hidden();
                match &mut self.stage {
                    Stage::Playing(play) => play.set_hidden(hidden),
                    Stage::Replaying { replay, .. } => replay.set_hidden(hidden),
                    Stage::Setup | Stage::Checking { .. } => {}
                }
            }
            Msg::Setup(setup) => {
                self.setup = setup;
                // A refused value is forgotten once a value is taken.
                if matches!(self.notice, Some(FdNotice::Field { .. })) {
                    self.notice = None;
                }
            }
            Msg::Refused(notice) => self.notice = Some(notice),
            Msg::Start => self.start(self.setup),
            Msg::NewSeed => self.setup.seed = Some(browser::random_seed()),
            Msg::OpenFile(file) => self.open(ctx, file),
            Msg::FileRead(read) => {
                self.reader = None;
                match read.map(|bytes| Log::decode(&bytes)) {
                    Some(Ok(log)) => self.check(log, None),
                    Some(Err(error)) => self.refuse(&error),
                    None => {
                        self.notice = Some(FdNotice::FileUnreadable);
                        self.replay_query = None;
                        self.stage = Stage::Setup;
                    }
                }
            }
            Msg::Lang(lang) => self.lang = lang,
            Msg::Click(at) => match &mut self.stage {
                Stage::Playing(play) => play.click(at, now),
                Stage::Replaying { replay, .. } => {
                    let here = replay.tiles().cursor();
                    let (rows, cols) = (
                        at.row as isize - here.row as isize,
                        at.col as isize - here.col as isize,
                    );
                    replay.move_cursor(rows, cols);
                }
                _ => return false,
            },
            Msg::Drag(from, to) => match &mut self.stage {
                Stage::Playing(play) => play.drag(from, to, now),
                _ => return false,
            },
            Msg::Cursor(rows, cols) => match &mut self.stage {
                Stage::Playing(play) => play.move_cursor(rows, cols),
                Stage::Replaying { replay, .. } => replay.move_cursor(rows, cols),
                _ => return false,
            },
            Msg::Activate => match &mut self.stage {
                Stage::Playing(play) => play.activate(now),
                _ => return false,
            },
            Msg::Pause => {
                if let Stage::Playing(play) = &mut self.stage {
                    play.set_paused(!play.paused());
                }
            }
            Msg::Leave => {
                let Stage::Playing(play) = &mut self.stage else {
                    return false;
                };
                if play.setup().is_watch() {
                    self.stage = Stage::Setup;
                } else {
                    play.leave(now);
                    self.after_play();
                }
            }
            Msg::Zoom => self.zoomed = !self.zoomed,
            Msg::Help(open) => return self.help(open),
            Msg::TryNext => {
                if let Some(setup) = self.next_setup() {
                    self.start(setup);
                }
            }
            Msg::Rematch => {
                if let Stage::Playing(play) = &self.stage {
                    self.start(*play.setup());
                }
            }
            Msg::RematchNewSeed => {
                self.setup.seed = Some(browser::random_seed());
                self.start(self.setup);
            }
            Msg::ChangeSetup => self.stage = Stage::Setup,
            Msg::WatchReplay => {
                if let Stage::Playing(play) = std::mem::replace(&mut self.stage, Stage::Setup) {
                    let log = play.the_match().log();
                    self.check(log, Some(play));
                }
            }
            Msg::CopyLink => {
                let Some(link) = self.saved.as_ref().and_then(|s| s.link.clone()) else {
                    return false;
                };
                browser::write_to_clipboard(&link, ctx.link().callback(Msg::Copied));
                return false;
            }
            Msg::Copied(copied) => self.copied = Some(copied),
            Msg::PlayPause | Msg::Speed(_) | Msg::Scrub(_) | Msg::NextEvent => {
                let Stage::Replaying { replay, .. } = &mut self.stage else {
                    return false;
                };
                let done = match msg {
                    Msg::PlayPause => replay.toggle(),
                    Msg::Speed(speed) => {
                        replay.set_speed(speed);
                        Ok(())
                    }
                    Msg::Scrub(tick) => {
                        perf::render_asked(Measured::Scrub);
                        browser::measured("fd-seek", || replay.seek(tick))
                    }
                    _ => replay.next_event().map(|_| ()),
                };
                if let Err(error) = done {
                    self.refuse(&error);
                }
            }
            Msg::CloseReplay => {
                self.stage = match std::mem::replace(&mut self.stage, Stage::Setup) {
                    Stage::Checking {
                        ended: Some(play), ..
                    }
                    | Stage::Replaying {
                        ended: Some(play), ..
                    } => Stage::Playing(play),
                    _ => Stage::Setup,
                };
            }
        }
        self.shown = Shown::of(&self.stage);
        true
    }

    fn playing_view(&self, ctx: &Context<Self>, play: &Play, header: Html, notices: Html) -> Html {
        let t = FdWords::of(self.lang);
        let link = ctx.link();
        let on = |msg: Msg| link.callback(move |_: MouseEvent| msg.clone());
        let m = play.the_match();
        let game = m.game();
        let end = play.outcome().filter(|_| play.over()).map(|outcome| {
            end_panel(
                &EndProps {
                    outcome,
                    figures: play.chronicle().figures(),
                    elapsed_ms: elapsed_ms(game),
                    foxes: game.count(crate::rules::fox_dolphin::Species::Fox),
                    dolphins: game.count(crate::rules::fox_dolphin::Species::Dolphin),
                    digest: m.digest(),
                    link: self.saved.as_ref().and_then(|s| s.link.clone()),
                    download: self
                        .saved
                        .as_ref()
                        .map(|s| (s.file.to_string(), s.name.clone())),
                    copied: self.copied,
                    next: next_after(play),
                    onnext: link.callback(|()| Msg::TryNext),
                    onrematch: link.callback(|()| Msg::Rematch),
                    onnewseed: link.callback(|()| Msg::RematchNewSeed),
                    onsetup: link.callback(|()| Msg::ChangeSetup),
                    onwatch: link.callback(|()| Msg::WatchReplay),
                    oncopy: link.callback(|()| Msg::CopyLink),
                },
                t,
            )
        });
        let watch = play.setup().is_watch();
        let controls = playing_controls(play.over(), play.paused(), watch, self.zoomed, &on, t);
        let view = GameView {
            names: None,
            t,
            game,
            kinds: [play.setup().fox, play.setup().dolphin],
            tiles: play.tiles(),
            chronicle: play.chronicle(),
            // `paused` also while hidden: the CSS bars stop with the game's clock.
            running: play.running() && !play.over(),
            rate: 1,
            zoomed: self.zoomed,
            banner: play.paused(),
            refusal: play.refusal().map(|r| (r.at, r.reason.worded(t))),
            onclick: self.onclick.clone(),
            onkey: self.onkey.clone(),
            ondrag: Some(self.ondrag.clone()),
            draggable: [play.setup().fox, play.setup().dolphin].map(|kind| !kind.is_computer()),
            top: end.unwrap_or_default(),
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

    /// Opens or closes How to play. A running game (or playing replay)
    /// waits behind it, paused, and runs on when it closes; one the player
    /// had paused stays paused.
    fn help(&mut self, open: bool) -> bool {
        if open == self.help {
            return false;
        }
        self.help = open;
        let paused_by_help = std::mem::take(&mut self.help_paused);
        match &mut self.stage {
            Stage::Playing(play) if !play.over() => {
                if open && !play.paused() {
                    play.set_paused(true);
                    self.help_paused = true;
                } else if !open && paused_by_help {
                    play.set_paused(false);
                }
            }
            Stage::Replaying { replay, .. } => {
                let toggle = if open {
                    replay.playing()
                } else {
                    paused_by_help && !replay.playing()
                };
                if toggle {
                    self.help_paused = open;
                    if let Err(error) = replay.toggle() {
                        self.refuse(&error);
                    }
                }
            }
            _ => {}
        }
        self.shown = Shown::of(&self.stage);
        true
    }

    /// Asks for the next frame while something runs on its own.
    fn schedule(&mut self, ctx: &Context<Self>) {
        let wanted = match &self.stage {
            Stage::Playing(play) => !play.over(),
            Stage::Checking { .. } => true,
            Stage::Replaying { replay, .. } => replay.playing(),
            Stage::Setup => false,
        };
        if !wanted {
            self.frame = None;
        } else if self.frame.is_none() {
            let link = ctx.link().clone();
            self.frame = Some(FrameLoop::start(move |now| {
                link.send_message(Msg::Frame(now))
            }));
        }
    }

    fn on_frame(&mut self, wall_ms: f64) -> bool {
        match &mut self.stage {
            Stage::Playing(play) => {
                let changes = perf::tick(|| Session::advance(&mut **play, wall_ms));
                if changes.ended {
                    self.after_play();
                }
            }
            Stage::Checking { .. } => {
                self.keep_checking(wall_ms);
                return true;
            }
            Stage::Replaying { replay, .. } => {
                if let Err(error) = Session::advance(&mut **replay, wall_ms) {
                    self.refuse(&error);
                    return true;
                }
            }
            Stage::Setup => return false,
        }
        let shown = Shown::of(&self.stage);
        if shown == self.shown {
            return false;
        }
        let measured = if shown.events != self.shown.events || shown.board != self.shown.board {
            match &self.stage {
                Stage::Playing(p) => last_change(p.the_match().game().events(), self.shown.events),
                _ => Measured::Move,
            }
        } else {
            Measured::Clock
        };
        if matches!(self.stage, Stage::Playing(_)) {
            perf::render_asked(measured);
        }
        self.shown = shown;
        true
    }

    /// The game just played, against the next level (see [`next_after`]).
    fn next_setup(&self) -> Option<Setup> {
        let Stage::Playing(play) = &self.stage else {
            return None;
        };
        Some(record::against(*play.setup(), next_after(play)?))
    }

    /// A new game with `setup`.
    fn start(&mut self, setup: Setup) {
        self.saved = None;
        self.copied = None;
        self.notice = None;
        match Play::new(setup, browser::random_seed()) {
            Ok(mut play) => {
                play.set_hidden(document_hidden());
                self.setup = *play.setup();
                self.stage = Stage::Playing(Box::new(play));
                self.focus_board = true;
            }
            Err(error) => {
                self.notice = Some(FdNotice::Settings(error));
                self.stage = Stage::Setup;
            }
        }
    }

    /// Once the game has ended: its replay file and link.
    fn after_play(&mut self) {
        let Stage::Playing(play) = &self.stage else {
            return;
        };
        if !play.over() || self.saved.is_some() {
            return;
        }
        if let (Some((seat, level)), Some(outcome)) = (counted(play.setup()), play.outcome()) {
            // Read again first: another tab may have counted a game since.
            self.record = saved_record();
            self.record.add(level, seat, result_of(outcome, seat));
            browser::save(record::STORAGE_KEY, &self.record.to_text());
        }
        let log = play.the_match().log();
        let bytes = log.encode();
        self.saved = Some(Saved {
            file: ObjectUrl::from(Blob::new_with_options(
                bytes.as_slice(),
                Some("application/octet-stream"),
            )),
            name: FdWords::of(self.lang).fd_replay_file_name(log.settings.seed),
            link: replay_query(&log).map(|q| full_link(&q)),
        });
    }

    /// Starts checking a replay (`ended`: the game it records, just played).
    fn check(&mut self, log: Log, ended: Option<Box<Play>>) {
        self.notice = None;
        self.replay_query = replay_query(&log);
        self.setup = match &ended {
            Some(play) => *play.setup(),
            None => setup_of(&log),
        };
        match Indexer::new(log) {
            Ok(indexer) => {
                self.stage = Stage::Checking {
                    indexer: Box::new(indexer),
                    ended,
                };
                // The first slice at once: a short replay (most links) is
                // checked before the first render and opens on its board,
                // a frame or two sooner than from the next frame.
                self.keep_checking(now_ms());
            }
            Err(error) => self.refuse(&error),
        }
    }

    /// Checks the replay for up to `CHECK_BUDGET_MS` from `started_ms`;
    /// once it is checked, shows it (or says why it cannot be shown).
    fn keep_checking(&mut self, started_ms: f64) {
        let Stage::Checking { indexer, .. } = &mut self.stage else {
            return;
        };
        let checked = loop {
            match indexer.work(INDEX_SLICE) {
                Ok(false) if now_ms() - started_ms < CHECK_BUDGET_MS => {}
                other => break other,
            }
        };
        match checked {
            Ok(false) => {}
            Ok(true) => self.view_checked(),
            Err(error) => self.refuse(&error),
        }
        self.shown = Shown::of(&self.stage);
    }

    /// The replay is checked: show it, playing at 1×.
    fn view_checked(&mut self) {
        if let Stage::Checking { indexer, ended } = std::mem::replace(&mut self.stage, Stage::Setup)
        {
            let mut replay = indexer.finish();
            replay.set_hidden(document_hidden());
            // Paused at tick 0: playing starts there and cannot fail.
            let _ = replay.toggle();
            self.stage = Stage::Replaying {
                replay: Box::new(replay),
                ended,
            };
            self.focus_board = true;
        }
    }

    /// A replay that cannot be shown: say why, on the setup.
    fn refuse(&mut self, error: &LogError) {
        self.notice = Some(FdNotice::Replay(error.clone()));
        self.replay_query = None;
        self.stage = Stage::Setup;
    }

    /// Reads a replay file, refusing one too large before reading it.
    fn open(&mut self, ctx: &Context<Self>, file: web_sys::File) {
        let size = file.size();
        if size > MAX_LOG_BYTES as f64 {
            return self.refuse(&LogError::TooLong {
                bytes: size as usize,
            });
        }
        let link = ctx.link().clone();
        let file = gloo::file::File::from(file);
        self.reader = Some(gloo::file::callbacks::read_as_bytes(&file, move |read| {
            link.send_message(Msg::FileRead(read.ok()))
        }));
    }
}

/// Your record as saved on this device (an unreadable one counts as none).
fn saved_record() -> Record {
    Record::parse(&browser::load(record::STORAGE_KEY).unwrap_or_default())
}

/// The level to offer after `play`: the next one, when you just beat one
/// below the strongest.
fn next_after(play: &Play) -> Option<crate::rules::fox_dolphin::ai::Level> {
    let (seat, level) = counted(play.setup())?;
    let outcome = play.outcome().filter(|_| play.over())?;
    (result_of(outcome, seat) == record::Ended::Won)
        .then(|| next_level(level))
        .flatten()
}

/// What the newest events (from index `seen`) were, for the render measure.
fn last_change(events: &[crate::rules::fox_dolphin::Event], seen: usize) -> Measured {
    use crate::rules::fox_dolphin::Event;
    let new = &events[seen.min(events.len())..];
    if new.iter().any(|e| matches!(e, Event::Tide { .. })) {
        Measured::Tide
    } else if new
        .iter()
        .any(|e| matches!(e, Event::Moved { .. } | Event::Ate { .. }))
    {
        Measured::Move
    } else {
        Measured::Clock
    }
}
