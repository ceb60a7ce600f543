//! The game being played (and at its end the result): its own reducer
//! ([`PlayingState`], moved by [`PlayingAction`]) around the shared
//! [`Play`], the frame loop that runs it, and its end panel.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo::events::EventListener;
use gloo::file::{Blob, ObjectUrl};
use yew::prelude::*;

use crate::ui::fox_dolphin::words::FdWords;

use crate::rules::fox_dolphin::{Coord, Species};
use crate::session::Session;
use crate::ui::browser;
use crate::ui::fox_dolphin::board::GRID_ID;
use crate::ui::fox_dolphin::end::{end_panel, EndProps};
use crate::ui::fox_dolphin::hud::elapsed_ms;
use crate::ui::fox_dolphin::perf;
use crate::ui::fox_dolphin::play::Play;
use crate::ui::fox_dolphin::playing::{game_view, playing_controls, GameView, PlayingControls};
use crate::ui::fox_dolphin::record::{self, counted, result_of};
use crate::ui::fox_dolphin::screen::{
    document_hidden, full_link, saved_record, PageAction, StageProps,
};
use crate::ui::fox_dolphin::shown::Shown;
use crate::ui::fox_dolphin::stages::{next_after, replay_query, Saved, ScreenAction, Shared};
use crate::ui::frame_loop::{now_ms, use_frame_loop};
use crate::ui::howto::{Help, FD_GUIDE};
use crate::ui::i18n::Lang;
use crate::ui::lang::use_lang;
use crate::ui::notices::screen_header;

/// Everything the game can be asked.
pub enum PlayingAction {
    /// A frame, with the page's clock.
    Frame(f64),
    Visibility,
    Click(Coord),
    /// A drag from one tile to another.
    Drag(Coord, Coord),
    Cursor(isize, isize),
    Activate,
    Pause,
    Leave,
    /// How to play opened (true) or closed.
    Help(bool),
}

/// The game's state: a shell around the shared [`Play`], cheap to copy.
#[derive(Clone)]
pub struct PlayingState {
    play: Shared<Play>,
    /// What the last render showed.
    shown: Shown,
    /// How to play paused the game, so closing it resumes.
    help_paused: bool,
    /// The game's end was told to the screen.
    told: Rc<Cell<bool>>,
    /// The page's language (the replay file's name).
    lang: Rc<Cell<Lang>>,
    /// What the screen is to be asked once this action is done.
    outbox: Rc<RefCell<Vec<PageAction>>>,
}

impl PlayingState {
    fn new(play: Shared<Play>) -> PlayingState {
        let (shown, over) = {
            let play = play.borrow();
            (Shown::of_play(&play), play.over())
        };
        PlayingState {
            play,
            shown,
            help_paused: false,
            // A game over already (back from its replay) was told.
            told: Rc::new(Cell::new(over)),
            lang: Rc::new(Cell::new(Lang::En)),
            outbox: Rc::new(RefCell::new(Vec::new())),
        }
    }

    /// Once the game has ended: your record, its replay file and link, for
    /// the screen.
    fn after_play(&self, play: &Play) {
        if !play.over() || self.told.replace(true) {
            return;
        }
        let mut record = None;
        if let (Some((seat, level)), Some(outcome)) = (counted(play.setup()), play.outcome()) {
            // Read again first: another tab may have counted a game since.
            let mut saved = saved_record();
            saved.add(level, seat, result_of(outcome, seat));
            browser::save(record::STORAGE_KEY, &saved.to_text());
            record = Some(saved);
        }
        let log = play.the_match().log();
        let bytes = log.encode();
        let saved = Saved {
            file: ObjectUrl::from(Blob::new_with_options(
                bytes.as_slice(),
                Some("application/octet-stream"),
            )),
            name: FdWords::of(self.lang.get()).fd_replay_file_name(log.settings.seed),
            link: replay_query(&log, full_link).map(|q| full_link(&q)),
        };
        self.outbox
            .borrow_mut()
            .push(ScreenAction::Ended { saved, record });
    }

    /// Applies `action` to the game; `None`: nothing shown changed.
    fn step(&self, action: PlayingAction) -> Option<PlayingState> {
        let now = now_ms();
        let mut play = self.play.borrow_mut();
        let mut help_paused = self.help_paused;
        match action {
            PlayingAction::Frame(wall_ms) => {
                let changes = perf::tick(|| Session::advance(&mut *play, wall_ms));
                if changes.ended {
                    self.after_play(&play);
                }
                let shown = Shown::of_play(&play);
                if shown == self.shown {
                    return None;
                }
                perf::render_asked(
                    self.shown
                        .measured(&shown, play.the_match().game().events()),
                );
                return Some(PlayingState {
                    shown,
                    ..self.clone()
                });
            }
            PlayingAction::Visibility => play.set_hidden(document_hidden()),
            PlayingAction::Click(at) => play.click(at, now),
            PlayingAction::Drag(from, to) => play.drag(from, to, now),
            PlayingAction::Cursor(rows, cols) => play.move_cursor(rows, cols),
            PlayingAction::Activate => play.activate(now),
            PlayingAction::Pause => {
                let paused = play.paused();
                play.set_paused(!paused);
            }
            PlayingAction::Leave => {
                if play.setup().is_watch() {
                    self.outbox.borrow_mut().push(ScreenAction::ChangeSetup);
                } else {
                    play.leave(now);
                    self.after_play(&play);
                }
            }
            // A running game waits behind How to play, paused, and runs on
            // when it closes; one the player had paused stays paused.
            PlayingAction::Help(open) => {
                let paused_by_help = std::mem::take(&mut help_paused);
                if !play.over() {
                    if open && !play.paused() {
                        play.set_paused(true);
                        help_paused = true;
                    } else if !open && paused_by_help {
                        play.set_paused(false);
                    }
                }
            }
        }
        Some(PlayingState {
            shown: Shown::of_play(&play),
            help_paused,
            ..self.clone()
        })
    }
}

impl Reducible for PlayingState {
    type Action = PlayingAction;

    fn reduce(self: Rc<Self>, action: PlayingAction) -> Rc<Self> {
        match self.step(action) {
            Some(next) => Rc::new(next),
            None => self,
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct PlayingProps {
    pub common: StageProps,
    pub play: Shared<Play>,
    /// The replay link, when it is short enough to share.
    #[prop_or_default]
    pub link: Option<String>,
    /// The replay file's Blob URL and its name.
    #[prop_or_default]
    pub download: Option<(String, String)>,
    #[prop_or_default]
    pub copied: Option<bool>,
}

/// The arrow keys move the cursor, Enter or Space acts on its tile.
pub fn key_action(event: &KeyboardEvent) -> Option<Option<(isize, isize)>> {
    let cursor = match event.key().as_str() {
        "ArrowUp" => (-1, 0),
        "ArrowDown" => (1, 0),
        "ArrowLeft" => (0, -1),
        "ArrowRight" => (0, 1),
        "Enter" | " " => return Some(None),
        _ => return None,
    };
    Some(Some(cursor))
}

#[function_component(PlayingStage)]
pub fn playing_stage(props: &PlayingProps) -> Html {
    let lang = use_lang();
    let t = FdWords::of(lang);
    let state = {
        let play = props.play.clone();
        use_reducer(move || PlayingState::new(play))
    };
    state.lang.set(lang);
    // Dispatches, then asks the screen what the action left for it. Made
    // once, as are the board's handlers, so the board's props compare equal
    // and it re-renders only when its tiles do.
    let send = {
        let dispatcher = state.dispatcher();
        let outbox = state.outbox.clone();
        let screen = props.common.screen.clone();
        (*use_memo((), move |_| {
            Callback::from(move |action: PlayingAction| {
                dispatcher.dispatch(action);
                let told = std::mem::take(&mut *outbox.borrow_mut());
                for action in told {
                    screen.dispatch(action);
                }
            })
        }))
        .clone()
    };
    let (onclick, onkey, ondrag, onframe) = (*use_memo((), {
        let send = send.clone();
        move |_| {
            let onkey = {
                let send = send.clone();
                Callback::from(move |event: KeyboardEvent| {
                    if let Some(key) = key_action(&event) {
                        event.prevent_default();
                        send.emit(match key {
                            Some((rows, cols)) => PlayingAction::Cursor(rows, cols),
                            None => PlayingAction::Activate,
                        });
                    }
                })
            };
            (
                send.reform(PlayingAction::Click),
                onkey,
                send.reform(|(from, to)| PlayingAction::Drag(from, to)),
                send.reform(PlayingAction::Frame),
            )
        }
    }))
    .clone();

    let play = state.play.borrow();
    let over = play.over();
    use_frame_loop(!over, onframe);
    {
        let send = send.clone();
        use_effect_with((), move |_| {
            let listener =
                EventListener::new(&gloo::utils::document(), "visibilitychange", move |_| {
                    send.emit(PlayingAction::Visibility)
                });
            move || drop(listener)
        });
    }
    // Keyboard players start on the board of a new game.
    use_effect_with((), move |_| {
        if !over {
            browser::focus(GRID_ID);
        }
    });
    // Every render closes a pending measure (fd-render-*).
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
                send.emit(PlayingAction::Help(open));
                screen.dispatch(ScreenAction::Help(open));
            }
        })
    };
    let header = screen_header(
        t.fd_name(),
        Some(Help {
            guide: &FD_GUIDE,
            open: help,
            ontoggle: onhelp,
            symbols: false,
        }),
    );
    let to_screen = |action: fn() -> PageAction| {
        let screen = screen.clone();
        Callback::from(move |()| screen.dispatch(action()))
    };
    let m = play.the_match();
    let game = m.game();
    let end = play.outcome().filter(|_| over).map(|outcome| {
        let oncopy = {
            let link = props.link.clone();
            let screen = screen.clone();
            Callback::from(move |()| {
                if let Some(link) = &link {
                    let screen = screen.clone();
                    let copied =
                        Callback::from(move |ok| screen.dispatch(ScreenAction::Copied(ok)));
                    browser::write_to_clipboard(link, copied);
                }
            })
        };
        end_panel(
            &EndProps {
                outcome,
                figures: play.chronicle().figures(),
                elapsed_ms: elapsed_ms(game),
                foxes: game.count(Species::Fox),
                dolphins: game.count(Species::Dolphin),
                digest: m.digest(),
                link: props.link.clone(),
                download: props.download.clone(),
                copied: props.copied,
                next: next_after(&play),
                onnext: to_screen(|| ScreenAction::TryNext),
                onrematch: to_screen(|| ScreenAction::Rematch),
                onnewseed: to_screen(|| ScreenAction::RematchNewSeed),
                onsetup: to_screen(|| ScreenAction::ChangeSetup),
                onwatch: to_screen(|| ScreenAction::WatchReplay),
                oncopy,
            },
            t,
        )
    });
    let watch = play.setup().is_watch();
    let on = |action: fn() -> PlayingAction| send.reform(move |_: MouseEvent| action());
    let controls = playing_controls(
        PlayingControls {
            over,
            paused: play.paused(),
            watch,
            zoomed,
            onpause: on(|| PlayingAction::Pause),
            onleave: on(|| PlayingAction::Leave),
            onzoom: to_screen(|| ScreenAction::Zoom).reform(|_: MouseEvent| ()),
        },
        t,
    );
    let view = GameView {
        names: None,
        t,
        game,
        kinds: [play.setup().fox, play.setup().dolphin],
        draggable: [play.setup().fox, play.setup().dolphin].map(|kind| kind.is_human()),
        tiles: play.tiles(),
        chronicle: play.chronicle(),
        // `paused` also while hidden: the CSS bars stop with the game's clock.
        running: play.running() && !over,
        rate: 1,
        zoomed,
        banner: play.paused(),
        refusal: play.refusal().map(|r| (r.at, r.reason.worded(t))),
        onclick,
        onkey,
        ondrag: Some(ondrag),
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
