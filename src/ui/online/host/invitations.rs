//! The host's page's glue to the browser: an invitation made (a
//! connection, its offer, its link), a guest's answer taken (pasted,
//! handed over by an answer link, or through the Nostr relays), the
//! replies sent through the relays, and the room's secret kept for the
//! tab. What to do is the room's to decide ([`HostRoom`]); here each
//! browser event is carried to it, as a letter of the page's mailbox, and
//! what it asks for is carried out.

use std::cell::RefCell;
use std::rc::Rc;

use yew::Callback;

use crate::online::code::Code;
use crate::online::connection::OnlineProblem;
use crate::online::envelope::LinkSecret;
use crate::online::host::room::HostRoom;
use crate::online::ice::Ice;
use crate::online::invitation::Invitation;
use crate::online::relay_policy::{Health, JoinNotice};
use crate::online::signal::{HostAction, PublicKey, Signal};
use crate::ui::browser;
use crate::ui::frame_loop::now;
use crate::ui::mailbox::post;
use crate::ui::online::page_game::PageGame;
use crate::ui::online::transport::nostr_client::{RelayClient, RelayNews};
use crate::ui::online::transport::rtc::{describe, Channel, ChannelEvent};

/// What the host's page shows: its room, and the board as drawn here.
pub struct Screen<G: PageGame> {
    pub room: HostRoom<G, Channel>,
    pub board: G::View,
}

/// The host's page's handles, shared by its callbacks: the screen (none
/// once the page closed, or if its setup was refused), how both sides
/// connect, the room's secret, the relays, and the redraw.
pub struct HostPage<G: PageGame> {
    pub screen: Rc<RefCell<Option<Screen<G>>>>,
    pub ice: Rc<Ice>,
    pub secret: Rc<LinkSecret>,
    pub relays: Rc<RefCell<Option<RelayClient>>>,
    pub redraw: Callback<()>,
}

impl<G: PageGame> Clone for HostPage<G> {
    fn clone(&self) -> Self {
        HostPage {
            screen: self.screen.clone(),
            ice: self.ice.clone(),
            secret: self.secret.clone(),
            relays: self.relays.clone(),
            redraw: self.redraw.clone(),
        }
    }
}

impl<G: PageGame> HostPage<G> {
    /// Runs `f` on the room, if the page has one.
    fn with_room<T>(&self, f: impl FnOnce(&mut HostRoom<G, Channel>) -> T) -> Option<T> {
        self.screen.borrow_mut().as_mut().map(|s| f(&mut s.room))
    }

    /// Makes a new invitation (a connection and its offer), unless one is
    /// shown or being made.
    pub fn invite(&self) {
        if self.with_room(HostRoom::begin_invite) != Some(true) {
            return;
        }
        let session = (browser::random_seed() & 0xffff_ffff) as u32;
        let events = {
            let page = self.clone();
            Callback::from(move |event: ChannelEvent| {
                let page = page.clone();
                post(move || {
                    page.with_room(|room| room.on_event(session, event, now()));
                    page.redraw.emit(());
                });
            })
        };
        let page = self.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let made = Channel::offer(&page.ice, events)
                .await
                .map_err(|e| OnlineProblem::Browser(describe(&e)));
            post(move || {
                let link = |code: &Code| invitation_link(G::KIND, code, &page.secret, &page.ice);
                let waiting = page.with_room(|room| room.invite_made(session, made, link));
                // A guest who asked while none was shown gets this one.
                if let Some(to) = waiting.flatten() {
                    page.offer_to(to);
                }
                page.redraw.emit(());
            });
        });
    }

    /// A guest's answer, pasted, handed over by an answer link or relayed:
    /// if it answers an open invitation, the connection is completed and a
    /// new invitation made; else the page says why. Returns whether it was
    /// taken.
    pub fn take_answer(&self, answer: &str) -> bool {
        let Some((session, sdp)) = self.with_room(|room| room.take_answer(answer)).flatten() else {
            return false;
        };
        let page = self.clone();
        wasm_bindgen_futures::spawn_local(async move {
            // Accept on the slot's connection; the page may have closed meanwhile.
            let accepting = page
                .screen
                .borrow()
                .as_ref()
                .and_then(|s| s.room.connection(session))
                .map(|c| c.accept(&sdp));
            let result = match accepting {
                Some(f) => f.await,
                None => Ok(()),
            };
            post(move || {
                if let Err(e) = result {
                    page.with_room(|room| room.failed(OnlineProblem::Browser(describe(&e))));
                }
                page.redraw.emit(());
            });
        });
        self.invite();
        true
    }

    /// An answer handed over by an answer link: taken only if it answers
    /// an invitation this page has open (other host pages in the browser
    /// hear it too, and leave it alone).
    pub fn take_handed_over(&self, answer: &str) -> bool {
        let ours = self.with_room(|room| room.is_ours(answer)) == Some(true);
        let taken = ours && self.take_answer(answer);
        self.redraw.emit(());
        taken
    }

    /// How the page's relays do: what to say of the answers, and each
    /// relay's address and state (none without relays).
    pub fn relay_states(&self) -> (JoinNotice, Vec<(String, Health)>) {
        match self.relays.borrow().as_ref() {
            Some(client) => client.states(),
            None => (JoinNotice::ByHand, Vec::new()),
        }
    }

    /// Publishes `signal` through the relays, if any.
    fn publish(&self, signal: &Signal) {
        if let Some(client) = self.relays.borrow().as_ref() {
            client.publish(signal);
        }
    }

    /// Offers the invitation shown to the guest with key `to` (and to no
    /// one else), then makes the next one.
    fn offer_to(&self, to: PublicKey) {
        if let Some(code) = self.with_room(HostRoom::offer_shown).flatten() {
            self.publish(&Signal::Offer { to, code });
            self.invite();
        }
    }

    /// News from the relays: a message is read and the room decides
    /// (take an answer and acknowledge it, offer the invitation shown);
    /// a relay that answered, refused or failed is redrawn.
    pub fn on_relay_news(&self, news: RelayNews) {
        if let RelayNews::Message {
            kind,
            payload,
            sender,
        } = news
        {
            let Some(signal) = Signal::read(kind, &payload) else {
                return;
            };
            let action = self.with_room(|room| room.on_signal(sender, signal, now()));
            match action {
                Some(HostAction::Take { answer, session }) => {
                    if self.take_answer(&answer) {
                        self.publish(&Signal::Ack(session));
                    }
                }
                Some(HostAction::Offer { to }) => self.offer_to(to),
                Some(HostAction::Nothing) | None => {}
            }
        }
        self.redraw.emit(());
    }
}

/// The link a guest opens: this page's address and the invitation (the
/// game, the code, the room's secret, the relays and the host's
/// connection settings).
fn invitation_link(
    game: crate::online::game::GameKind,
    code: &Code,
    secret: &LinkSecret,
    ice: &Ice,
) -> String {
    let invitation = Invitation {
        game,
        code: code.clone(),
        secret: Some(secret.clone()),
        ice: ice.for_invitation(),
    };
    invitation.to_link(&browser::page_base())
}

/// Where a host tab keeps its room's secret (per page address), so a
/// reload keeps the links already given out working.
const SECRET_SAVE_KEY: &str = "fox-xo-host-secret:";

/// This tab's room secret: the one kept for this page's address, or a new
/// one (kept).
pub fn room_secret() -> LinkSecret {
    let key = format!("{SECRET_SAVE_KEY}{}", browser::query_string());
    let kept = browser::session_load(&key).and_then(|t| LinkSecret::from_text(&t));
    kept.unwrap_or_else(|| {
        let secret = LinkSecret::from_random(browser::random_bytes());
        browser::session_save(&key, &secret.to_text());
        secret
    })
}
