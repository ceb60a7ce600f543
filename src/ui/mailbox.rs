//! The page's mailbox: every browser callback that touches a page's state
//! (a click, a key, a frame, a connection's event, a relay's news, a
//! future's result, a timer) is posted here as a letter, and the letters
//! run one at a time, in the order posted. A callback that fires while
//! another letter runs (the browser or Yew calling back into the page from
//! inside a handler) is queued and run right after it, never dropped; a
//! letter therefore borrows the page's state freely, since no other letter
//! holds it meanwhile.
//!
//! One mailbox serves the whole page ([`post`]): the pages' parts (the
//! host's room, the seek, the sound) share state across their callbacks,
//! and one queue orders them all.

use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::rc::Rc;

/// A callback's work, run when no other letter runs.
type Letter = Box<dyn FnOnce()>;

/// Letters waiting, and whether one is being run.
#[derive(Clone, Default)]
pub struct Mailbox(Rc<Letters>);

#[derive(Default)]
struct Letters {
    running: Cell<bool>,
    queue: RefCell<VecDeque<Letter>>,
}

impl Mailbox {
    /// Runs `letter` now, or, when posted from inside a letter, after that
    /// letter and every letter posted before it.
    pub fn post(&self, letter: impl FnOnce() + 'static) {
        self.0.queue.borrow_mut().push_back(Box::new(letter));
        if self.0.running.replace(true) {
            return;
        }
        loop {
            // The queue is not borrowed while a letter runs: it may post.
            let next = self.0.queue.borrow_mut().pop_front();
            let Some(letter) = next else { break };
            letter();
        }
        self.0.running.set(false);
    }

    /// Letters waiting (none once [`Mailbox::post`] returns at the top).
    pub fn waiting(&self) -> usize {
        self.0.queue.borrow().len()
    }
}

thread_local! {
    static PAGE: Mailbox = Mailbox::default();
}

/// Posts `letter` to the page's one mailbox ([`Mailbox::post`]).
pub fn post(letter: impl FnOnce() + 'static) {
    PAGE.with(|page| page.clone()).post(letter);
}

#[cfg(test)]
mod tests {
    use super::*;

    type Log = Rc<RefCell<Vec<u32>>>;

    #[test]
    fn a_letter_posted_outside_any_letter_runs_at_once() {
        let mailbox = Mailbox::default();
        let log = Log::default();
        let l = log.clone();
        mailbox.post(move || l.borrow_mut().push(1));
        assert_eq!(*log.borrow(), [1]);
        assert_eq!(mailbox.waiting(), 0);
    }

    #[test]
    fn a_letter_posted_from_inside_a_letter_runs_after_it() {
        let mailbox = Mailbox::default();
        let log = Log::default();
        let (m, l) = (mailbox.clone(), log.clone());
        mailbox.post(move || {
            l.borrow_mut().push(1);
            let inner = l.clone();
            m.post(move || inner.borrow_mut().push(3));
            // Not yet run: the outer letter goes on first.
            l.borrow_mut().push(2);
        });
        assert_eq!(*log.borrow(), [1, 2, 3]);
    }

    /// The page's shape: a state in a `RefCell`, borrowed for the whole of
    /// a letter, and a callback that fires while it is borrowed and borrows
    /// it too. Every event is applied, in order, and none panics.
    #[test]
    fn callbacks_that_reenter_while_the_state_is_borrowed_lose_nothing() {
        let mailbox = Mailbox::default();
        let state: Rc<RefCell<Vec<u32>>> = Rc::default();
        // One callback, as a connection's or a relay's handler is.
        fn event(mailbox: &Mailbox, state: &Rc<RefCell<Vec<u32>>>, n: u32, depth: u32) {
            let (m, s) = (mailbox.clone(), state.clone());
            mailbox.post(move || {
                let mut held = s.borrow_mut();
                held.push(n);
                if depth > 0 {
                    // Re-enters twice while the state is held.
                    event(&m, &s, n * 10 + 1, depth - 1);
                    event(&m, &s, n * 10 + 2, depth - 1);
                }
                held.push(n);
            });
        }
        event(&mailbox, &state, 1, 3);
        let seen = state.borrow();
        // 1 + 2 + 4 + 8 events, each seen twice, in posting order.
        assert_eq!(seen.len(), 2 * 15);
        assert_eq!(&seen[..4], [1, 1, 11, 11]);
        assert_eq!(&seen[4..6], [12, 12]);
        assert_eq!(mailbox.waiting(), 0);
    }

    #[test]
    fn letters_posted_by_a_queued_letter_run_too() {
        let mailbox = Mailbox::default();
        let log = Log::default();
        let (m, l) = (mailbox.clone(), log.clone());
        mailbox.post(move || {
            let (m2, l2) = (m.clone(), l.clone());
            m.post(move || {
                let l3 = l2.clone();
                m2.post(move || l3.borrow_mut().push(3));
                l2.borrow_mut().push(2);
            });
            l.borrow_mut().push(1);
        });
        assert_eq!(*log.borrow(), [1, 2, 3]);
    }

    #[test]
    fn the_page_mailbox_runs_letters_in_posting_order() {
        let log = Log::default();
        let l = log.clone();
        post(move || {
            let inner = l.clone();
            post(move || inner.borrow_mut().push(2));
            l.borrow_mut().push(1);
        });
        assert_eq!(*log.borrow(), [1, 2]);
    }
}
