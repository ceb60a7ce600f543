//! The Fox & Dolphin screen: the setup, then the game (and at its end the
//! result), or the replay viewer; this component holds which stage is
//! shown ([`Screen`], moved by [`ScreenAction`]) and switches between them.
//!
//! Each stage is its own function component with its own reducer, as
//! tic-tac-toe's screen is. A reducer returns a new state for each action;
//! cloning the whole match (its board and every event so far) up to sixty
//! times a second would cost too much, so the big values (the
//! [`Play`](crate::ui::fox_dolphin::play::Play),
//! the replay [`Viewer`](crate::ui::fox_dolphin::stages::Viewer)) sit
//! behind [`Shared`](crate::ui::fox_dolphin::stages::Shared) handles that
//! `reduce` changes in place, the state around them is a small shell, and
//! a stage returns the very same state (no re-render) when nothing shown
//! changed.
//!
//! The game loop is a short interval ([`FRAME_MS`](crate::ui::frame_loop::FRAME_MS), about a frame at
//! 60 Hz), not `requestAnimationFrame`: measured in headless Chromium at
//! N = 50 (`tests/perf/fox_dolphin.mjs`, 20 s, similar machine load), a
//! `requestAnimationFrame` loop gave 83 long tasks (> 50 ms) against 5 with
//! the interval, as if each requested frame ran the rendering pipeline over
//! the 2,500-tile board. Each frame hands the page's clock to the game's
//! accumulator, which runs the whole ticks due
//! ([`Match::step`](crate::rules::fox_dolphin::Match::step) is the only
//! thing that moves the game; a hidden tab counts no time, however the
//! browser throttles the interval); a stage re-renders only when something
//! shown changed (an event, the board, a whole second of a clock).

use std::rc::Rc;

use gloo::file::ObjectUrl;
use yew::prelude::*;

use crate::ui::fox_dolphin::words::FdWords;

use crate::ui::browser;
use crate::ui::fox_dolphin::playing_stage::PlayingStage;
use crate::ui::fox_dolphin::record::{self, Record};
use crate::ui::fox_dolphin::replay_stage::ReplayStage;
use crate::ui::fox_dolphin::setup::Setup;
use crate::ui::fox_dolphin::setup_stage::SetupStage;
use crate::ui::fox_dolphin::stages::{Env, Screen, ScreenAction, Stage};
use crate::ui::frame_loop::now_ms;
use crate::ui::lang::use_lang;
use crate::ui::link::Ignored;
use crate::ui::notices::Notices;

/// The screen's state on the page: the replay file is a Blob URL.
pub type PageScreen = Screen<ObjectUrl>;
/// What the screen can be asked on the page.
pub type PageAction = ScreenAction<ObjectUrl>;

#[derive(Properties, PartialEq)]
pub struct FoxDolphinProps {
    pub setup: Setup,
    #[prop_or_default]
    pub ignored: Vec<Ignored>,
    /// A recorded game from the link (`replay=`), untrusted.
    #[prop_or_default]
    pub replay: Option<String>,
}

/// What a stage gets from the screen, besides its own value.
#[derive(Properties, PartialEq, Clone)]
pub struct StageProps {
    /// The notices over the stage.
    pub notices: Html,
    /// How to play is open.
    pub help: bool,
    pub zoomed: bool,
    /// The screen's actions.
    pub screen: UseReducerDispatcher<PageScreen>,
}

/// The page's side of the screen's moves.
pub const ENV: Env = Env {
    now_ms,
    random_seed: browser::random_seed,
    hidden: document_hidden,
    link_of: full_link,
};

impl Reducible for PageScreen {
    type Action = PageAction;

    fn reduce(self: Rc<Self>, action: PageAction) -> Rc<Self> {
        // A small shell: the game and the replay are shared, not copied.
        let mut next = (*self).clone();
        if next.apply(action) {
            Rc::new(next)
        } else {
            self
        }
    }
}

pub fn document_hidden() -> bool {
    gloo::utils::document().hidden()
}

/// The whole link for a query on this page.
pub fn full_link(query: &str) -> String {
    let location = gloo::utils::window().location();
    format!(
        "{}{}{query}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default()
    )
}

/// Your record as saved on this device (an unreadable one counts as none).
pub fn saved_record() -> Record {
    Record::parse(&browser::load(record::STORAGE_KEY).unwrap_or_default())
}

#[function_component(FoxDolphin)]
pub fn fox_dolphin(props: &FoxDolphinProps) -> Html {
    let lang = use_lang();
    let t = FdWords::of(lang);
    let screen = {
        let setup = props.setup;
        let replay = props.replay.clone();
        use_reducer(move || Screen::new(setup, replay.as_deref(), saved_record(), ENV))
    };
    // The link always reproduces what is on screen.
    use_effect_with(screen.query(), |query| browser::replace_query(query));

    let notices = html! {
        <>
            <Notices ignored={props.ignored.clone()} />
            if let Some(notice) = &screen.notice {
                <aside class="notices fd-notice" role="alert">{ notice.worded(t) }</aside>
            }
        </>
    };
    let common = StageProps {
        notices,
        help: screen.help,
        zoomed: screen.zoomed,
        screen: screen.dispatcher(),
    };
    let round = screen.round;
    match &screen.stage {
        Stage::Setup => html! {
            <SetupStage key="setup" common={common} setup={screen.setup} record={screen.record.clone()} />
        },
        Stage::Playing(play) => {
            let saved = screen.saved.as_ref();
            html! {
                <PlayingStage
                    key={round}
                    {common}
                    play={play.clone()}
                    link={saved.and_then(|s| s.link.clone())}
                    download={saved.map(|s| (s.file.to_string(), s.name.clone()))}
                    copied={screen.copied}
                />
            }
        }
        Stage::Replay { viewer, .. } => html! {
            <ReplayStage key={round} {common} viewer={viewer.clone()} />
        },
    }
}
