//! The guest's page and the Nostr relays: the answer to the link's offer
//! made and published, the host's acknowledgement, a newer offer answered
//! in turn, and the fallback to the code to copy, as `online::signal`
//! decides them; and the join again when the host is lost mid-game
//! (the page says so, with the seconds left). Kept out of the generic page (behind [`Answering`]), so
//! it is compiled once for both games.

use std::cell::RefCell;
use std::rc::Rc;

use yew::Callback;

use crate::clock::Millis;
use crate::online::code::{Code, Kind};
use crate::online::connection::OnlineProblem;
use crate::online::envelope::LinkSecret;
use crate::online::ice::Ice;
use crate::online::relay_policy::JoinNotice;
use crate::online::signal::{GuestAction, GuestSignal, Phase, Signal};
use crate::ui::frame_loop::now;
use crate::ui::mailbox::post;
use crate::ui::online::transport::nostr_client::{RelayClient, RelayNews};
use crate::ui::online::transport::rtc::{describe, Channel, ChannelEvent};

/// The invitation link's offer, settings and key, and the page's redraw.
#[derive(Clone)]
pub struct Link {
    pub offer: Code,
    pub ice: Rc<Ice>,
    pub secret: Option<LinkSecret>,
    pub redraw: Callback<()>,
}

impl Link {
    /// The relays to join through: the link's, if it has them and a key.
    fn relays(&self) -> Option<(Vec<String>, &LinkSecret)> {
        match (&self.ice.relays, self.ice.local, &self.secret) {
            (Some(urls), false, Some(secret)) if !urls.is_empty() => Some((urls.clone(), secret)),
            _ => None,
        }
    }
}

/// The join through the relays, as the page keeps it.
pub struct Join {
    pub signal: GuestSignal,
    relays: Option<RelayClient>,
    /// Which answer's connection is current (a newer offer replaces it).
    generation: u32,
    link: Option<Link>,
}

impl Default for Join {
    fn default() -> Self {
        Join {
            signal: GuestSignal::new([0; 32], 0, Millis::ZERO),
            relays: None,
            generation: 0,
            link: None,
        }
    }
}

impl Join {
    /// How the relays do (`None`: the page has none).
    pub fn notice(&self) -> Option<JoinNotice> {
        self.relays.as_ref().map(|r| r.states().0)
    }

    /// Closes the relays (and the cycle through their callback).
    pub fn close(&mut self) {
        self.relays.take();
    }
}

/// What the join needs of the page's state, whatever the game.
pub trait Answering {
    fn join(&mut self) -> &mut Join;
    fn answer_made(&mut self, session: u32, made: Result<(Channel, String), OnlineProblem>);
    fn answer(&self) -> Option<String>;
    fn on_event(&mut self, event: ChannelEvent, now: Millis);
    fn lost_mid_game(&self, now: Millis) -> bool;
    fn rejoin(&mut self);
}

pub type Answerer = Rc<RefCell<dyn Answering>>;

/// Starts the join: through the link's relays if it names any and its
/// key, else (an old link, Same network only) with the code to copy.
pub fn start(shared: &Answerer, link: Link) {
    shared.borrow_mut().join().link = Some(link.clone());
    begin(shared, &link, false);
}

/// A join (again, if `again`): new relays and key, and the answer to the
/// link's offer.
fn begin(shared: &Answerer, link: &Link, again: bool) {
    if let Some((urls, secret)) = link.relays() {
        let news = {
            let (shared, ice, redraw) = (shared.clone(), link.ice.clone(), link.redraw.clone());
            Callback::from(move |news| {
                let (shared, ice, redraw) = (shared.clone(), ice.clone(), redraw.clone());
                post(move || on_relay_news(&shared, news, &ice, &redraw));
            })
        };
        let relays = RelayClient::new(&urls, secret, news);
        let (me, count) = (relays.public(), urls.len());
        let mut state = shared.borrow_mut();
        let join = state.join();
        join.signal = if again {
            GuestSignal::rejoin(me, count, now())
        } else {
            GuestSignal::new(me, count, now())
        };
        // The old relays (if any) close here, outside their handlers.
        join.relays = Some(relays);
    }
    make_answer(
        shared,
        link.offer.clone(),
        link.ice.clone(),
        link.redraw.clone(),
    );
}

/// The frame loop's turn at `now` (ms): the fallback after the wait, a
/// retry while joining again, and a join again when the host was lost
/// mid-game (only through relays). Returns whether to redraw. Run in a
/// letter of the page's mailbox, as every handler here.
pub fn tick(shared: &Answerer, now: Millis) -> bool {
    let (action, lost, link) = {
        let mut state = shared.borrow_mut();
        let lost = state.lost_mid_game(now);
        let join = state.join();
        let action = join.signal.tick(now);
        let done = join.signal.phase() == Phase::Done;
        if done {
            // Joined: the relays are not needed until a join again (here,
            // in the frame loop, never inside one of their handlers).
            join.relays.take();
        }
        let lost = lost && done;
        (action, lost, join.link.clone())
    };
    let Some(link) = link else {
        return false;
    };
    match action {
        GuestAction::Retry => make_answer(
            shared,
            link.offer.clone(),
            link.ice.clone(),
            link.redraw.clone(),
        ),
        GuestAction::Nothing if lost && link.relays().is_some() => {
            shared.borrow_mut().rejoin();
            begin(shared, &link, true);
            return true;
        }
        _ => {}
    }
    action != GuestAction::Nothing
}

/// Answers the offer `offer` on a new connection, replacing any older
/// one; publishes the answer through the relays while joining.
fn make_answer(shared: &Answerer, offer: Code, ice: Rc<Ice>, redraw: Callback<()>) {
    let generation = {
        let mut state = shared.borrow_mut();
        let join = state.join();
        join.generation += 1;
        join.generation
    };
    let events = {
        let (shared, redraw) = (shared.clone(), redraw.clone());
        Callback::from(move |event: ChannelEvent| {
            let (shared, redraw) = (shared.clone(), redraw.clone());
            post(move || {
                let mut state = shared.borrow_mut();
                if state.join().generation == generation {
                    if event == ChannelEvent::Open {
                        state.join().signal.opened();
                    }
                    state.on_event(event, now());
                }
                drop(state);
                redraw.emit(());
            });
        })
    };
    let shared = shared.clone();
    wasm_bindgen_futures::spawn_local(async move {
        let made = Channel::answer(&offer.to_sdp(), &ice, events)
            .await
            .map_err(|e| OnlineProblem::Browser(describe(&e)));
        post(move || {
            let mut state = shared.borrow_mut();
            if state.join().generation != generation {
                return;
            }
            state.answer_made(offer.session, made);
            let answer = state.answer();
            let join = state.join();
            if let (Phase::Joining, Some(answer), Some(relays)) =
                (join.signal.phase(), answer, &join.relays)
            {
                relays.publish(&Signal::Answer(answer));
                join.signal.answered(offer.session, now());
            }
            drop(state);
            redraw.emit(());
        });
    });
}

/// News from the relays: the host's acknowledgement, a new offer to
/// answer, or a relay gone.
fn on_relay_news(shared: &Answerer, news: RelayNews, ice: &Rc<Ice>, redraw: &Callback<()>) {
    let action = {
        let mut state = shared.borrow_mut();
        let signal = &mut state.join().signal;
        match news {
            RelayNews::Failed => signal.relay_failed(),
            RelayNews::Accepted => {
                signal.accepted(now());
                GuestAction::Nothing
            }
            RelayNews::Changed | RelayNews::Event(_) => GuestAction::Nothing,
            RelayNews::Message { kind, payload, .. } => match Signal::read(kind, &payload) {
                Some(message) => signal.on_signal(message, now()),
                None => GuestAction::Nothing,
            },
        }
    };
    if let GuestAction::Answer(code) = action {
        if let Ok(offer) = Code::from_text(&code, Kind::Offer) {
            make_answer(shared, offer, ice.clone(), redraw.clone());
        }
    }
    redraw.emit(());
}
