//! The driver in the browser: [`Driver`] (the loop and the page's
//! visibility) and [`use_session`] (the driver as a hook).

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo::events::EventListener;
use yew::prelude::*;

use super::{Pacing, Schedule, WhenHidden};
use crate::clock::Millis;
use crate::session::Session;
use crate::ui::browser;
use crate::ui::frame_loop::FrameLoop;
use crate::ui::mailbox::post;

/// The page loop of one session, and the page's visibility when the
/// session pauses while hidden. Dropped, the loop stops.
pub struct Driver {
    frames: Option<FrameLoop>,
    _visibility: Option<EventListener>,
}

impl Driver {
    /// A driver, its loop not running yet. A session that pauses while
    /// hidden ([`WhenHidden::Pause`]) is told each change through
    /// `on_hidden` (with whether the page is hidden); one that runs on is
    /// never told.
    pub fn new(when_hidden: WhenHidden, on_hidden: impl Fn(bool) + 'static) -> Driver {
        let document = gloo::utils::document();
        let pacing = Rc::new(Cell::new(Pacing::new(when_hidden, document.hidden())));
        let visibility = pacing.get().listens().then(|| {
            EventListener::new(&document, "visibilitychange", move |_| {
                let mut seen = pacing.get();
                let told = seen.seen(gloo::utils::document().hidden());
                pacing.set(seen);
                if let Some(hidden) = told {
                    on_hidden(hidden);
                }
            })
        });
        Driver {
            frames: None,
            _visibility: visibility,
        }
    }

    /// Runs the loop while the session `wants` frames: starts it (each
    /// frame calling what `on_frame` makes with the clock's
    /// [`now`](crate::ui::frame_loop::now)) or stops it.
    pub fn run<F: FnMut(Millis) + 'static>(&mut self, wants: bool, on_frame: impl FnOnce() -> F) {
        match Pacing::schedule(self.frames.is_some(), wants) {
            Schedule::Start => self.frames = Some(FrameLoop::start(on_frame())),
            Schedule::Stop => self.frames = None,
            Schedule::Keep => {}
        }
    }
}

/// The page's own work each frame before the session's advance, given the
/// shared session; says whether to redraw.
pub type Before<S> = fn(&Rc<RefCell<S>>, Millis) -> bool;

/// A User Timing measure's name, and when a frame's work is due for it.
pub type Measure<S> = (&'static str, fn(&S, Millis) -> bool);

/// How a function component drives its session with [`use_session`]. The
/// session runs on while the page is hidden (the online match is shared;
/// tic-tac-toe's computer replies as ever).
pub struct Drive<S: Session> {
    /// Whether the session has anything to run on its own now.
    pub wants_frames: bool,
    /// The page's own work each frame before the session's advance (the
    /// guest's join through the relays), given the shared session; says
    /// whether to redraw.
    pub before: Option<Before<S>>,
    /// A User Timing measure around the frames whose work is due (its name,
    /// and when it is due).
    pub measure: Option<Measure<S>>,
    /// What the page does with a frame's events, in order.
    pub on_events: Callback<Vec<S::Event>>,
}

/// The driver as a hook: while `drive.wants_frames`, each frame is a letter
/// of the page's mailbox that advances `session` to
/// [`now`](crate::ui::frame_loop::now), redraws the component when the
/// session says so and hands its events to `drive.on_events`. The loop
/// keeps the `drive` it started with (its functions and handler do not
/// change between renders); it stops when `wants_frames` turns false or
/// the component goes.
#[hook]
pub fn use_session<S: Session + 'static>(session: Rc<RefCell<S>>, drive: Drive<S>) {
    let redraw = use_force_update();
    let driver = use_mut_ref(|| Driver::new(WhenHidden::KeepRunning, |_| {}));
    let Drive {
        wants_frames,
        before,
        measure,
        on_events,
    } = drive;
    use_effect_with(wants_frames, move |&wants| {
        driver.borrow_mut().run(wants, move || {
            move |now: Millis| {
                let (session, redraw, on_events) =
                    (session.clone(), redraw.clone(), on_events.clone());
                post(move || {
                    let before = before.is_some_and(|work| work(&session, now));
                    let changed = {
                        let mut s = session.borrow_mut();
                        match measure {
                            Some((name, due)) if due(&s, now) => {
                                browser::measured(name, || Session::advance(&mut *s, now))
                            }
                            _ => Session::advance(&mut *s, now),
                        }
                    };
                    if before || changed.redraw {
                        redraw.force_update();
                    }
                    if !changed.events.is_empty() {
                        on_events.emit(changed.events);
                    }
                });
            }
        });
    });
}
