//! The guest's page and the Nostr relays: the answer to the link's offer
//! made and published, the host's acknowledgement, a newer offer answered
//! in turn, and the fallback to the code to copy, as `online::signal`
//! decides them. Kept out of the generic page (behind [`Answering`]), so
//! it is compiled once for both games.

use std::cell::RefCell;
use std::rc::Rc;

use yew::Callback;

use crate::online::code::{Code, Kind};
use crate::online::envelope::LinkSecret;
use crate::online::ice::Ice;
use crate::online::signal::{GuestAction, GuestSignal, Phase, Signal};
use crate::ui::frame_loop::now_ms;
use crate::ui::online::nostr_client::{RelayClient, RelayNews};
use crate::ui::online::rtc::{describe, Channel, ChannelEvent};
use crate::ui::online::OnlineProblem;

fn now() -> u64 {
    now_ms() as u64
}

/// The join through the relays, as the page keeps it.
pub struct Join {
    pub signal: GuestSignal,
    relays: Option<RelayClient>,
    /// Which answer's connection is current (a newer offer replaces it).
    generation: u32,
}

impl Default for Join {
    fn default() -> Self {
        Join {
            signal: GuestSignal::new([0; 32], 0, 0),
            relays: None,
            generation: 0,
        }
    }
}

impl Join {
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
    fn on_event(&mut self, event: ChannelEvent, now: u64);
}

pub type Answerer = Rc<RefCell<dyn Answering>>;

/// Starts the join: through the link's relays if it names any and its
/// key, else (an old link, Same network only) with the code to copy.
pub fn start(
    shared: Answerer,
    offer: Code,
    ice: Rc<Ice>,
    secret: Option<LinkSecret>,
    redraw: Callback<()>,
) {
    let urls = match (&ice.relays, ice.local) {
        (Some(urls), false) => urls.clone(),
        _ => Vec::new(),
    };
    if let (Some(secret), false) = (secret, urls.is_empty()) {
        let news = {
            let (shared, ice, redraw) = (shared.clone(), ice.clone(), redraw.clone());
            Callback::from(move |news| on_relay_news(&shared, news, &ice, &redraw))
        };
        let relays = RelayClient::new(&urls, &secret, news);
        let mut state = shared.borrow_mut();
        let join = state.join();
        join.signal = GuestSignal::new(relays.public(), urls.len(), now());
        join.relays = Some(relays);
    }
    make_answer(&shared, offer, ice, redraw);
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
            if let Ok(mut state) = shared.try_borrow_mut() {
                if state.join().generation == generation {
                    if event == ChannelEvent::Open {
                        state.join().signal.opened();
                    }
                    state.on_event(event, now());
                }
            }
            redraw.emit(());
        })
    };
    let shared = shared.clone();
    wasm_bindgen_futures::spawn_local(async move {
        let made = Channel::answer(&offer.to_sdp(), &ice, events)
            .await
            .map_err(|e| OnlineProblem::Browser(describe(&e)));
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
}

/// News from the relays: the host's acknowledgement, a new offer to
/// answer, or a relay gone.
fn on_relay_news(shared: &Answerer, news: RelayNews, ice: &Rc<Ice>, redraw: &Callback<()>) {
    let action = {
        let Ok(mut state) = shared.try_borrow_mut() else {
            return;
        };
        let signal = &mut state.join().signal;
        match news {
            RelayNews::Failed => signal.relay_failed(),
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
