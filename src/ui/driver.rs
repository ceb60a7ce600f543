//! The one way a page drives its [`Session`](crate::session::Session): the
//! driver owns the page loop and the clock
//! (`ui::frame_loop`), runs a frame while the session
//! wants frames, asks for a redraw when [`Changed::redraw`] says so, hands
//! [`Changed::events`] to the page, and tells the session the page was
//! hidden or shown only when the page asks for that ([`WhenHidden`]).
//!
//! - `use_session`: the driver as a hook, for a function component
//!   holding its session in an `Rc<RefCell<S>>` (tic-tac-toe, the online
//!   host and guest); each frame is a letter of the page's
//!   [`mailbox`](crate::ui::mailbox) (both in `driver/web.rs`, the
//!   browser's part).
//! - `Driver`: the same loop and visibility for a struct component whose
//!   session lives in its state (Fox & Dolphin: its frames are the
//!   component's messages, and its reducer advances the stage's session).
//!
//! What is pure (when to start and stop the loop, and what a change of
//! visibility tells the session) is [`Pacing`], tested natively.
//!
//! [`Changed::redraw`]: crate::session::Changed::redraw
//! [`Changed::events`]: crate::session::Changed::events

/// What a session does while the page is hidden.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WhenHidden {
    /// It counts no time: a local Fox & Dolphin game or replay (told
    /// through the page's handler at each change of visibility).
    Pause,
    /// It runs on: an online match is shared, the page never pauses it.
    KeepRunning,
}

/// What the loop does after a render or an update.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Schedule {
    /// Start it: the session wants frames and none run.
    Start,
    /// Stop it: frames run and the session wants none.
    Stop,
    /// Leave it as it is.
    Keep,
}

/// The driver's bookkeeping, in plain Rust: whether the page is hidden,
/// and whether the session is told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pacing {
    when_hidden: WhenHidden,
    hidden: bool,
}

impl Pacing {
    /// For a page that is `hidden` (or not) as it opens.
    pub fn new(when_hidden: WhenHidden, hidden: bool) -> Pacing {
        Pacing {
            when_hidden,
            hidden,
        }
    }

    /// Whether the driver listens to the page's visibility at all.
    pub fn listens(&self) -> bool {
        self.when_hidden == WhenHidden::Pause
    }

    /// Whether the page is hidden, as last seen.
    pub fn hidden(&self) -> bool {
        self.hidden
    }

    /// The page's visibility is now `hidden`: what the session is told
    /// (`Some(hidden)`, every time the browser says it, for a session that
    /// pauses while hidden; `None` for one that runs on).
    pub fn seen(&mut self, hidden: bool) -> Option<bool> {
        self.hidden = hidden;
        self.listens().then_some(hidden)
    }

    /// What the loop does, frames `running` or not, when the session
    /// `wants` frames or not. A hidden page keeps its loop: a paused
    /// session counts no time, whatever the browser does with the timers.
    pub fn schedule(running: bool, wants: bool) -> Schedule {
        match (running, wants) {
            (false, true) => Schedule::Start,
            (true, false) => Schedule::Stop,
            _ => Schedule::Keep,
        }
    }
}

#[cfg(target_arch = "wasm32")]
mod web;
#[cfg(target_arch = "wasm32")]
pub use web::{use_session, Drive, Driver};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_loop_starts_when_wanted_and_stops_when_not() {
        assert_eq!(Pacing::schedule(false, true), Schedule::Start);
        assert_eq!(Pacing::schedule(true, false), Schedule::Stop);
        assert_eq!(Pacing::schedule(true, true), Schedule::Keep);
        assert_eq!(Pacing::schedule(false, false), Schedule::Keep);
    }

    #[test]
    fn a_session_that_pauses_is_told_every_change_of_visibility() {
        let mut pacing = Pacing::new(WhenHidden::Pause, false);
        assert!(pacing.listens());
        assert_eq!(pacing.seen(true), Some(true));
        assert!(pacing.hidden());
        assert_eq!(pacing.seen(false), Some(false));
        assert!(!pacing.hidden());
    }

    #[test]
    fn a_shared_match_is_never_paused_by_a_hidden_page() {
        let mut pacing = Pacing::new(WhenHidden::KeepRunning, false);
        assert!(!pacing.listens());
        assert_eq!(pacing.seen(true), None);
        assert!(pacing.hidden());
        assert_eq!(pacing.seen(false), None);
    }

    #[test]
    fn a_page_hidden_as_it_opens_is_seen_hidden() {
        assert!(Pacing::new(WhenHidden::Pause, true).hidden());
    }
}
