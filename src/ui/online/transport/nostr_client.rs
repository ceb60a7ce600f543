//! The pages' Nostr relay client: one WebSocket per relay, sealed
//! messages published to every relay, and every frame handed to the relay
//! policy ([`Relay`], pure and tested natively), which decides what is sent
//! and when, which events are ours to act on, and whether a relay whose
//! socket closed is tried again or given up. An event it hands back is
//! opened under the link's key ([`envelope::open`], with a
//! [`ReplayGuard`]); what opens is handed to the page as [`RelayNews`],
//! what does not is dropped silently. A relay given up is
//! [`RelayNews::Failed`]; what each relay did so far is kept in a
//! [`Roll`] ([`RelayClient::states`]), and a change to it is
//! [`RelayNews::Changed`]; a relay that refused or stayed silent is let go
//! of, as the roll says ([`Roll::to_drop`]): its socket closed.
//!
//! Signatures are made (relays check them) but not checked here: the
//! envelope's AEAD authenticates (see `online::nostr`). Only the seeking
//! page checks signatures, of seeks (`online::seek`).

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{MessageEvent, WebSocket};
use yew::Callback;

use crate::clock::Millis;
use crate::online::envelope::{self, Context, Keys, Kind, LinkSecret, ReplayGuard, NONCE_LEN};
use crate::online::nostr::{event_frame, EphemeralKey, Event, EVENT_KIND};
use crate::online::relay_policy::{
    AfterClose, Health, JoinNotice, Relay, Roll, Subscription, SILENT_MS,
};
use crate::online::signal::{PublicKey, Signal};
use crate::ui::browser::{random_bytes, wall_ms};
use crate::ui::frame_loop::now;

/// What the relays brought the page.
#[derive(Clone, Debug)]
pub enum RelayNews {
    /// A message that opened: its kind, payload and sender.
    Message {
        kind: Kind,
        payload: Vec<u8>,
        sender: PublicKey,
    },
    /// A relay failed for good (it errored or closed, twice).
    Failed,
    /// A relay answered or refused, or the wait for silent ones ended.
    Changed,
    /// A relay took an event this page published (`OK true`).
    Accepted,
    /// A live event of a seeking page's subscription, unopened (the seek
    /// logic reads it as untrusted).
    Event(Event),
}

struct Socket {
    url: String,
    ws: WebSocket,
    /// What the policy keeps of this relay.
    relay: Relay,
    _handlers: [Closure<dyn FnMut(JsValue)>; 3],
}

impl Socket {
    /// Closes the socket, which ends its subscription on the relay. (No
    /// `CLOSE` frame first: a socket whose relay has just closed it still
    /// reads as open for a moment, and a frame sent then is an error on
    /// the console.)
    fn shut(&self) {
        self.ws.set_onopen(None);
        self.ws.set_onmessage(None);
        self.ws.set_onclose(None);
        self.ws.set_onerror(None);
        let _ = self.ws.close();
    }
}

struct Inner {
    /// The room's keys; `None` for a seeking page (events handed on).
    keys: Option<Keys>,
    key: EphemeralKey,
    me: PublicKey,
    subscription: Subscription,
    sockets: RefCell<Vec<Option<Socket>>>,
    guard: RefCell<ReplayGuard>,
    news: Callback<RelayNews>,
    urls: Vec<String>,
    roll: RefCell<Roll>,
}

/// The page's relays. Dropping it closes them.
pub struct RelayClient {
    inner: Rc<Inner>,
    /// Tells the page when relays that never answered become silent.
    _silent: gloo::timers::callback::Timeout,
}

impl Drop for RelayClient {
    fn drop(&mut self) {
        for socket in self.inner.sockets.borrow_mut().drain(..).flatten() {
            socket.shut();
        }
    }
}

impl RelayClient {
    /// Connects to `urls` for the room of `secret`, with a throwaway key;
    /// subscribes on each as it opens, before anything it publishes.
    pub fn new(urls: &[String], secret: &LinkSecret, news: Callback<RelayNews>) -> RelayClient {
        let keys = secret.keys();
        let topic = keys.topic().to_string();
        let subscription = Subscription::new(&topic, [0; 32]);
        RelayClient::start(urls, Some(keys), subscription, news)
    }

    /// Connects to `urls` to seek a game: subscribes to the seeks' kind
    /// and topic, and hands every live event on ([`RelayNews::Event`]).
    pub fn seeking(urls: &[String], news: Callback<RelayNews>) -> RelayClient {
        use crate::online::seek::{SEEK_KIND, SEEK_TOPIC};
        let subscription = Subscription::seeking(SEEK_KIND, SEEK_TOPIC, [0; 32]);
        RelayClient::start(urls, None, subscription, news)
    }

    fn start(
        urls: &[String],
        keys: Option<Keys>,
        subscription: Subscription,
        news: Callback<RelayNews>,
    ) -> RelayClient {
        let key = loop {
            if let Some(key) = EphemeralKey::from_random(random_bytes()) {
                break key;
            }
        };
        let inner = Rc::new(Inner {
            subscription: subscription.read_by(key.public()),
            keys,
            me: key.public(),
            key,
            sockets: RefCell::new(Vec::new()),
            guard: RefCell::new(ReplayGuard::new()),
            news: news.clone(),
            urls: urls.to_vec(),
            roll: RefCell::new(Roll::new(urls.len(), now())),
        });
        for (at, url) in urls.iter().enumerate() {
            let socket = connect(&inner, at, url, Relay::new(now()));
            inner.sockets.borrow_mut().push(socket);
        }
        let weak = Rc::downgrade(&inner);
        let silent = gloo::timers::callback::Timeout::new(SILENT_MS as u32 + 50, move || {
            if let Some(inner) = weak.upgrade() {
                drop_failed(&inner);
            }
            news.emit(RelayNews::Changed)
        });
        RelayClient {
            inner,
            _silent: silent,
        }
    }

    /// How the relays do now: what to tell the person, and each relay's
    /// address and health.
    pub fn states(&self) -> (JoinNotice, Vec<(String, Health)>) {
        let now = now();
        let roll = self.inner.roll.borrow();
        let states = self.inner.urls.iter().cloned().zip(roll.health(now));
        (roll.notice(now), states.collect())
    }

    /// This page's public key (an offer is addressed to it).
    pub fn public(&self) -> PublicKey {
        self.inner.me
    }

    /// The page's throwaway key (a seeking page signs and seals with it).
    pub fn key(&self) -> &EphemeralKey {
        &self.inner.key
    }

    /// Publishes a signed event on every relay (queued on those still
    /// connecting).
    pub fn publish_event(&self, event: &Event) {
        let frame = event_frame(event);
        for socket in self.inner.sockets.borrow_mut().iter_mut().flatten() {
            send(socket, frame.clone());
        }
    }

    /// Seals and signs `signal` and publishes it on every relay (queued on
    /// those still connecting).
    pub fn publish(&self, signal: &Signal) {
        let inner = &self.inner;
        let Some(keys) = &inner.keys else {
            return;
        };
        let wall = wall_ms();
        let context = Context {
            event_kind: EVENT_KIND,
            sender: &inner.me,
        };
        let nonce: [u8; NONCE_LEN] = random_bytes();
        let Ok(content) =
            envelope::seal(keys, context, signal.kind(), &signal.payload(), wall, nonce)
        else {
            return;
        };
        let tags = vec![vec!["t".to_string(), keys.topic().to_string()]];
        let event = inner
            .key
            .sign(wall.unix_s(), EVENT_KIND, tags, content, random_bytes());
        self.publish_event(&event);
    }
}

fn send(socket: &mut Socket, frame: String) {
    let open = socket.ws.ready_state() == WebSocket::OPEN;
    if let Some(frame) = socket.relay.publish(frame, open) {
        let _ = socket.ws.send_with_str(&frame);
    }
}

/// Opens relay `at`'s socket, the policy's `relay` with it.
fn connect(inner: &Rc<Inner>, at: usize, url: &str, relay: Relay) -> Option<Socket> {
    let ws = WebSocket::new(url).ok()?;
    let weak = Rc::downgrade(inner);
    let on_open = {
        let weak = weak.clone();
        Closure::<dyn FnMut(JsValue)>::new(move |_| {
            if let Some(inner) = weak.upgrade() {
                opened(&inner, at);
            }
        })
    };
    let on_message = {
        let weak = weak.clone();
        Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
            if let (Some(inner), Some(text)) = (
                weak.upgrade(),
                e.unchecked_into::<MessageEvent>().data().as_string(),
            ) {
                received(&inner, at, &text);
            }
        })
    };
    let on_close = Closure::<dyn FnMut(JsValue)>::new(move |_| failed(&weak, at));
    ws.set_onopen(Some(on_open.as_ref().unchecked_ref()));
    ws.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    ws.set_onclose(Some(on_close.as_ref().unchecked_ref()));
    ws.set_onerror(Some(on_close.as_ref().unchecked_ref()));
    Some(Socket {
        url: url.to_string(),
        ws,
        relay,
        _handlers: [on_open, on_message, on_close],
    })
}

/// The subscription first, then what waited.
fn opened(inner: &Inner, at: usize) {
    let mut sockets = inner.sockets.borrow_mut();
    let Some(Some(socket)) = sockets.get_mut(at) else {
        return;
    };
    for frame in socket.relay.opened(now(), wall_ms(), &inner.subscription) {
        let _ = socket.ws.send_with_str(&frame);
    }
}

/// An error or a close: connected again or given up, as the policy says
/// ([`AfterClose`]). (The socket is freed later, not inside its own
/// handler.)
fn failed(weak: &Weak<Inner>, at: usize) {
    let Some(inner) = weak.upgrade() else {
        return;
    };
    let old = inner
        .sockets
        .borrow_mut()
        .get_mut(at)
        .and_then(Option::take);
    let Some(mut old) = old else {
        return;
    };
    old.ws.set_onclose(None);
    old.ws.set_onerror(None);
    let retry = match old.relay.closed(now()) {
        AfterClose::Reconnect | AfterClose::Retry => {
            let relay = std::mem::replace(&mut old.relay, Relay::new(Millis::ZERO));
            connect(&inner, at, &old.url, relay)
        }
        AfterClose::GiveUp => None,
    };
    if let Some(retry) = retry {
        inner.sockets.borrow_mut()[at] = Some(retry);
    } else {
        inner.roll.borrow_mut().gave_up(at);
        inner.news.emit(RelayNews::Failed);
    }
    // Dropping the closures of the handler that runs now would free it as
    // it runs: let the event loop finish first.
    wasm_bindgen_futures::spawn_local(async move { old.shut() });
}

/// Closes the sockets of the relays the policy lets go of
/// ([`Roll::to_drop`]): nothing more is published to them. (Freed later, as
/// in [`failed`]: this may run inside one of their own handlers.)
fn drop_failed(inner: &Inner) {
    let dropped = inner.roll.borrow_mut().to_drop(now());
    let mut sockets = inner.sockets.borrow_mut();
    for at in dropped {
        if let Some(socket) = sockets.get_mut(at).and_then(Option::take) {
            wasm_bindgen_futures::spawn_local(async move { socket.shut() });
        }
    }
}

/// A frame from relay `at`: opened if the policy hands it on as ours.
fn received(inner: &Rc<Inner>, at: usize, text: &str) {
    let (now, wall) = (now(), wall_ms());
    let (mut changed, mut accepted) = (false, false);
    let ours = inner
        .sockets
        .borrow_mut()
        .get_mut(at)
        .and_then(Option::as_mut)
        .and_then(|socket| {
            let taken = socket.relay.accepted();
            let ours = socket.relay.read(now, text, &inner.subscription);
            accepted = socket.relay.accepted() != taken;
            changed = inner.roll.borrow_mut().note(at, socket.relay.heard());
            ours
        });
    if changed {
        drop_failed(inner);
        inner.news.emit(RelayNews::Changed);
    }
    if accepted {
        inner.news.emit(RelayNews::Accepted);
    }
    let Some((sender, event)) = ours else {
        return;
    };
    let Some(keys) = &inner.keys else {
        inner.news.emit(RelayNews::Event(event));
        return;
    };
    let context = Context {
        event_kind: EVENT_KIND,
        sender: &sender,
    };
    let opened = envelope::open(
        keys,
        context,
        &event.content,
        wall,
        &mut inner.guard.borrow_mut(),
    );
    if let Ok(opened) = opened {
        inner.news.emit(RelayNews::Message {
            kind: opened.kind,
            payload: opened.payload,
            sender,
        });
    }
}
