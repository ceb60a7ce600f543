//! The host's page's invitations and answers, the same for every game
//! (behind [`Hosting`], so the closures and futures are compiled once):
//! an invitation made (a connection, its offer, its link), a guest's
//! answer taken (pasted, handed over by an answer link, or through the
//! Nostr relays, as `online::signal` decides), the replies sent through
//! the relays, and the room's secret kept for the tab.

use std::cell::RefCell;
use std::rc::Rc;

use yew::Callback;

use crate::online::code::Code;
use crate::online::envelope::LinkSecret;
use crate::online::game::GameKind;
use crate::online::ice::Ice;
use crate::online::invitation::Invitation;
use crate::online::relay_policy::{Health, JoinNotice};
use crate::online::signal::{HostAction, HostSignal, PublicKey, Signal};
use crate::ui::browser;
use crate::ui::frame_loop::now_whole_ms as now;
use crate::ui::mailbox::post;
use crate::ui::online::nostr_client::{RelayClient, RelayNews};
use crate::ui::online::rtc::{describe, Channel, ChannelEvent};
use crate::ui::online::OnlineProblem;

/// What the invitation and answer plumbing needs of the page's state,
/// whatever the game: the page's `Option<State<G>>` behind a trait object,
/// so that plumbing (closures and futures) is compiled once, not per game.
pub trait Hosting {
    fn begin_invite(&mut self) -> bool;
    fn on_event(&mut self, session: u32, event: ChannelEvent, now: u64);
    fn invite_made(
        &mut self,
        session: u32,
        made: Result<(Channel, String), OnlineProblem>,
        link: &dyn Fn(&Code) -> String,
    );
    fn take_answer(&mut self, answer: &str) -> Option<(u32, String)>;
    fn is_ours(&self, answer: &str) -> bool;
    fn open_sessions(&self) -> Vec<u32>;
    fn shown(&self) -> Option<u32>;
    fn offer_shown(&mut self) -> Option<String>;
    fn connection(&self, session: u32) -> Option<&Channel>;
    fn failed(&mut self, why: OnlineProblem);
}

/// The page's state as the plumbing sees it, with what every invitation carries.
#[derive(Clone)]
pub struct Plumbing {
    pub hosting: Rc<RefCell<dyn Hosting>>,
    pub game: GameKind,
    pub ice: Rc<Ice>,
    /// The room's secret.
    pub secret: Rc<LinkSecret>,
    pub relays: Rc<RefCell<Option<RelayClient>>>,
    pub signal: Rc<RefCell<HostSignal>>,
    pub redraw: Callback<()>,
}

/// Makes a new invitation (a connection and its offer), unless one is shown.
pub fn invite(p: &Plumbing) {
    if !p.hosting.borrow_mut().begin_invite() {
        return;
    }
    let session = (browser::random_seed() & 0xffff_ffff) as u32;
    let events = {
        let p = p.clone();
        Callback::from(move |event: ChannelEvent| {
            let p = p.clone();
            post(move || {
                p.hosting.borrow_mut().on_event(session, event, now());
                p.redraw.emit(());
            });
        })
    };
    let p = p.clone();
    wasm_bindgen_futures::spawn_local(async move {
        let made = Channel::offer(&p.ice, events)
            .await
            .map_err(|e| OnlineProblem::Browser(describe(&e)));
        post(move || {
            p.hosting.borrow_mut().invite_made(session, made, &|code| {
                invitation_link(p.game, code, &p.secret, &p.ice)
            });
            // A guest who asked while none was shown gets this one.
            let waiting = p.signal.borrow_mut().next_waiting();
            if let Some(to) = waiting {
                offer_to(&p, to);
            }
            p.redraw.emit(());
        });
    });
}

/// The link a guest opens: this page's address and the invitation (the
/// game, the code, the room's secret, the relays and the host's
/// connection settings).
fn invitation_link(game: GameKind, code: &Code, secret: &LinkSecret, ice: &Ice) -> String {
    let invitation = Invitation {
        game,
        code: code.clone(),
        secret: Some(secret.clone()),
        ice: ice.for_invitation(),
    };
    invitation.to_link(&browser::page_base())
}

/// A guest's answer, pasted or handed over by an answer link: if it answers
/// the invitation shown, the connection is completed and a new invitation
/// made; else the page says why. Returns whether it was taken. Run in a
/// letter of the page's mailbox, as every handler here.
pub fn take_answer(p: &Plumbing, answer: &str) -> bool {
    let accepted = p.hosting.borrow_mut().take_answer(answer);
    let Some((session, sdp)) = accepted else {
        return false;
    };
    let p2 = p.clone();
    wasm_bindgen_futures::spawn_local(async move {
        // Accept on the slot's connection; the page may have closed meanwhile.
        let accepting = p2
            .hosting
            .borrow()
            .connection(session)
            .map(|c| c.accept(&sdp));
        let result = match accepting {
            Some(f) => f.await,
            None => Ok(()),
        };
        post(move || {
            if let Err(e) = result {
                p2.hosting
                    .borrow_mut()
                    .failed(OnlineProblem::Browser(describe(&e)));
            }
            p2.redraw.emit(());
        });
    });
    invite(p);
    true
}

/// An answer handed over by an answer link: taken only if it answers an
/// invitation this page has open (other host pages in the browser hear it
/// too, and leave it alone).
pub fn take_relayed(p: &Plumbing, answer: &str) -> bool {
    let ours = p.hosting.borrow().is_ours(answer);
    let taken = ours && take_answer(p, answer);
    p.redraw.emit(());
    taken
}

/// Where a host tab keeps its room's secret (per page address), so a
/// reload keeps the links already given out working.
const SECRET_KEY: &str = "fox-xo-host-secret:";

/// This tab's room secret: the one kept for this page's address, or a new
/// one (kept).
pub fn room_secret() -> LinkSecret {
    let key = format!("{SECRET_KEY}{}", browser::query_string());
    let kept = browser::session_load(&key).and_then(|t| LinkSecret::from_text(&t));
    kept.unwrap_or_else(|| {
        let secret = LinkSecret::from_random(browser::random_bytes());
        browser::session_save(&key, &secret.to_text());
        secret
    })
}

/// How the page's relays do: what to say of the answers, and each
/// relay's address and state (none without relays).
pub fn relay_states(p: &Plumbing) -> (JoinNotice, Vec<(String, Health)>) {
    match p.relays.borrow().as_ref() {
        Some(client) => client.states(),
        None => (JoinNotice::ByHand, Vec::new()),
    }
}

/// Publishes `signal` through the relays, if any.
fn publish(p: &Plumbing, signal: &Signal) {
    if let Some(client) = p.relays.borrow().as_ref() {
        client.publish(signal);
    }
}

/// Offers the invitation shown to the guest with key `to` (and to no one
/// else), then makes the next one.
pub fn offer_to(p: &Plumbing, to: PublicKey) {
    let code = p.hosting.borrow_mut().offer_shown();
    if let Some(code) = code {
        publish(p, &Signal::Offer { to, code });
        invite(p);
    }
}

/// A message opened from the relays: an answer is taken as a pasted one
/// (and acknowledged), a stale answer or a knock gets an invitation.
pub fn on_relay_news(p: &Plumbing, news: RelayNews) {
    let RelayNews::Message {
        kind,
        payload,
        sender,
    } = news
    else {
        // A relay answered, refused or failed: the page says so.
        p.redraw.emit(());
        return;
    };
    let Some(signal) = Signal::read(kind, &payload) else {
        return;
    };
    let (open, shown) = {
        let h = p.hosting.borrow();
        (h.open_sessions(), h.shown())
    };
    let action = p
        .signal
        .borrow_mut()
        .on_signal(sender, signal, &open, shown, now());
    match action {
        HostAction::Take { answer, session } => {
            if take_answer(p, &answer) {
                publish(p, &Signal::Ack(session));
            }
        }
        HostAction::Offer { to } => offer_to(p, to),
        HostAction::Nothing => {}
    }
    p.redraw.emit(());
}
