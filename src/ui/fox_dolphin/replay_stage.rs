//! The replay viewer: checking a log, then replaying it, with its own
//! reducer ([`ReplayState`], moved by [`ReplayAction`]) around the shared
//! [`Viewer`], and the frame loop that checks and plays it.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::events::EventListener;
use yew::prelude::*;

use crate::ui::fox_dolphin::words::FdWords;

use crate::rules::fox_dolphin::Coord;
use crate::session::Session;
use crate::ui::browser;
use crate::ui::fox_dolphin::board::GRID_ID;
use crate::ui::fox_dolphin::perf;
use crate::ui::fox_dolphin::playing::{game_view, GameView};
use crate::ui::fox_dolphin::playing_stage::key_action;
use crate::ui::fox_dolphin::replay::ViewerControl;
use crate::ui::fox_dolphin::replay_view::{checking, replay_controls};
use crate::ui::fox_dolphin::screen::{document_hidden, PageAction, StageProps, ENV};
use crate::ui::fox_dolphin::shown::{Measured, Shown};
use crate::ui::fox_dolphin::stages::{ScreenAction, Shared, Viewer};
use crate::ui::frame_loop::use_frame_loop;
use crate::ui::howto::{Help, FD_GUIDE};
use crate::ui::lang::use_lang;
use crate::ui::notices::screen_header;

/// Everything the viewer can be asked.
pub enum ReplayAction {
    /// A frame, with the page's clock.
    Frame(f64),
    Visibility,
    Click(Coord),
    Cursor(isize, isize),
    /// Play or pause, a speed, the scrubber, the next event.
    Control(ViewerControl),
    /// How to play opened (true) or closed.
    Help(bool),
}

/// The viewer's state: a shell around the shared [`Viewer`], cheap to copy.
#[derive(Clone)]
pub struct ReplayState {
    viewer: Shared<Viewer>,
    /// What the last render showed.
    shown: Shown,
    /// How to play paused the replay, so closing it plays on.
    help_paused: bool,
    /// What the screen is to be asked once this action is done.
    outbox: Rc<RefCell<Vec<PageAction>>>,
}

fn shown_of(viewer: &Viewer) -> Shown {
    viewer.replay().map(Shown::of_replay).unwrap_or_default()
}

impl ReplayState {
    fn new(viewer: Shared<Viewer>) -> ReplayState {
        let shown = shown_of(&viewer.borrow());
        ReplayState {
            viewer,
            shown,
            help_paused: false,
            outbox: Rc::new(RefCell::new(Vec::new())),
        }
    }

    /// A replay that cannot be shown: the screen says why, on the setup.
    fn refuse(&self, error: crate::rules::fox_dolphin::LogError) {
        self.outbox.borrow_mut().push(ScreenAction::Refuse(error));
    }

    /// Applies `action`; `None`: nothing shown changed.
    fn step(&self, action: ReplayAction) -> Option<ReplayState> {
        let mut viewer = self.viewer.borrow_mut();
        let mut help_paused = self.help_paused;
        match action {
            ReplayAction::Frame(wall_ms) => match &mut *viewer {
                Viewer::Checking(_) => {
                    if let Err(error) = viewer.keep_checking(wall_ms, &ENV) {
                        self.refuse(error);
                    }
                }
                Viewer::Replaying(replay) => {
                    if let Err(error) = Session::advance(&mut **replay, wall_ms) {
                        self.refuse(error);
                    } else if Shown::of_replay(replay) == self.shown {
                        return None;
                    }
                }
                Viewer::Finishing => return None,
            },
            ReplayAction::Visibility => {
                if let Viewer::Replaying(replay) = &mut *viewer {
                    replay.set_hidden(document_hidden());
                }
            }
            ReplayAction::Click(at) => {
                let Viewer::Replaying(replay) = &mut *viewer else {
                    return None;
                };
                let here = replay.tiles().cursor();
                let (rows, cols) = (
                    at.row as isize - here.row as isize,
                    at.col as isize - here.col as isize,
                );
                replay.move_cursor(rows, cols);
            }
            ReplayAction::Cursor(rows, cols) => {
                let Viewer::Replaying(replay) = &mut *viewer else {
                    return None;
                };
                replay.move_cursor(rows, cols);
            }
            ReplayAction::Control(control) => {
                let Viewer::Replaying(replay) = &mut *viewer else {
                    return None;
                };
                let done = match control {
                    ViewerControl::Seek(_) => {
                        perf::render_asked(Measured::Scrub);
                        browser::measured("fd-seek", || replay.submit(control))
                    }
                    _ => replay.submit(control),
                };
                if let Err(error) = done {
                    self.refuse(error);
                }
            }
            // A playing replay waits behind How to play, paused, and plays
            // on when it closes; one the viewer had paused stays paused.
            ReplayAction::Help(open) => {
                let paused_by_help = std::mem::take(&mut help_paused);
                if let Viewer::Replaying(replay) = &mut *viewer {
                    let toggle = if open {
                        replay.playing()
                    } else {
                        paused_by_help && !replay.playing()
                    };
                    if toggle {
                        help_paused = open;
                        if let Err(error) = replay.toggle() {
                            self.refuse(error);
                        }
                    }
                }
            }
        }
        Some(ReplayState {
            shown: shown_of(&viewer),
            help_paused,
            ..self.clone()
        })
    }
}

impl Reducible for ReplayState {
    type Action = ReplayAction;

    fn reduce(self: Rc<Self>, action: ReplayAction) -> Rc<Self> {
        match self.step(action) {
            Some(next) => Rc::new(next),
            None => self,
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct ReplayProps {
    pub common: StageProps,
    pub viewer: Shared<Viewer>,
}

#[function_component(ReplayStage)]
pub fn replay_stage(props: &ReplayProps) -> Html {
    let lang = use_lang();
    let t = FdWords::of(lang);
    let state = {
        let viewer = props.viewer.clone();
        use_reducer(move || ReplayState::new(viewer))
    };
    // Dispatches, then asks the screen what the action left for it. Made
    // once, as are the board's handlers, so the board's props compare equal
    // and it re-renders only when its tiles do.
    let send = {
        let dispatcher = state.dispatcher();
        let outbox = state.outbox.clone();
        let screen = props.common.screen.clone();
        (*use_memo((), move |_| {
            Callback::from(move |action: ReplayAction| {
                dispatcher.dispatch(action);
                let told = std::mem::take(&mut *outbox.borrow_mut());
                for action in told {
                    screen.dispatch(action);
                }
            })
        }))
        .clone()
    };
    let (onclick, onkey, oncontrol, onframe) = (*use_memo((), {
        let send = send.clone();
        move |_| {
            let onkey = {
                let send = send.clone();
                Callback::from(move |event: KeyboardEvent| {
                    if let Some(key) = key_action(&event) {
                        event.prevent_default();
                        if let Some((rows, cols)) = key {
                            send.emit(ReplayAction::Cursor(rows, cols));
                        }
                    }
                })
            };
            (
                send.reform(ReplayAction::Click),
                onkey,
                send.reform(ReplayAction::Control),
                send.reform(ReplayAction::Frame),
            )
        }
    }))
    .clone();

    let viewer = state.viewer.borrow();
    // Checking runs on its own, as does a playing replay.
    let running = match &*viewer {
        Viewer::Checking(_) => true,
        Viewer::Replaying(replay) => replay.playing(),
        Viewer::Finishing => false,
    };
    use_frame_loop(running, onframe);
    {
        let send = send.clone();
        use_effect_with((), move |_| {
            let listener =
                EventListener::new(&gloo::utils::document(), "visibilitychange", move |_| {
                    send.emit(ReplayAction::Visibility)
                });
            move || drop(listener)
        });
    }
    // Keyboard players start on the board once the replay is checked.
    use_effect_with(viewer.replay().is_some(), |&replaying| {
        if replaying {
            browser::focus(GRID_ID);
        }
    });
    // Every render closes a pending measure (fd-scrub).
    use_effect(perf::rendered);

    let StageProps {
        notices,
        help,
        zoomed,
        screen,
    } = props.common.clone();
    let onhelp = {
        let send = send.clone();
        let screen = screen.clone();
        Callback::from(move |open: bool| {
            if open != help {
                send.emit(ReplayAction::Help(open));
                screen.dispatch(ScreenAction::Help(open));
            }
        })
    };
    let header = |symbols: bool| {
        screen_header(
            t.fd_name(),
            Some(Help {
                guide: &FD_GUIDE,
                open: help,
                ontoggle: onhelp.clone(),
                symbols,
            }),
        )
    };
    let onclose = {
        let screen = screen.clone();
        Callback::from(move |_: MouseEvent| screen.dispatch(ScreenAction::CloseReplay))
    };
    match &*viewer {
        Viewer::Checking(indexer) => {
            let (done, total) = indexer.progress();
            html! {
                // The setup has no board, so How to play brings the drawings.
                <main class="fd-screen checking">
                    { header(true) }
                    { notices }
                    <div class="fd-setup-wrap">{ checking(done, total, onclose, t) }</div>
                </main>
            }
        }
        Viewer::Replaying(replay) => {
            let zoom = {
                let screen = screen.clone();
                let onzoom =
                    Callback::from(move |_: MouseEvent| screen.dispatch(ScreenAction::Zoom));
                html! {
                    <button class="button" onclick={onzoom} aria-pressed={zoomed.to_string()}>{ t.fd_zoom() }</button>
                }
            };
            let setup = replay.setup();
            let view = GameView {
                names: None,
                t,
                game: replay.shown().game(),
                kinds: [setup.fox, setup.dolphin],
                draggable: [false; 2],
                tiles: replay.tiles(),
                chronicle: replay.chronicle(),
                running: replay.running(),
                rate: u64::from(replay.speed()),
                zoomed,
                banner: false,
                refusal: None,
                onclick,
                onkey,
                ondrag: None,
                top: replay_controls(replay, &oncontrol, onclose, t),
                controls: zoom,
                help: t.fd_replay_help(),
                class: "replaying",
            };
            game_view(view, header(false), notices)
        }
        Viewer::Finishing => Html::default(),
    }
}
