//! The pages' Nostr relay client: one WebSocket per relay, our one
//! subscription (the invitation's topic), sealed messages published to
//! every relay, and every frame read back as untrusted text, bounded
//! ([`FrameBudget`], [`read_frame`]'s size bound) and opened only if it is
//! an event of our subscription and topic that opens under the link's key
//! ([`envelope::open`], with a [`ReplayGuard`]). What opens is handed to
//! the page as [`RelayNews`]; what does not is dropped silently.
//!
//! Signatures are made (relays check them) but not checked here: the
//! envelope's AEAD authenticates, and checking would link k256's
//! verification into the page (see `online::nostr`).
//!
//! A relay that errors or closes is tried once more, then skipped (the
//! page hears [`RelayNews::Failed`]); one that closes after serving a while
//! (an idle timeout) is connected again.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{MessageEvent, WebSocket};
use yew::Callback;

use crate::online::envelope::{self, Context, Keys, Kind, LinkSecret, ReplayGuard, NONCE_LEN};
use crate::online::nostr::{
    close_frame, event_frame, read_frame, req_frame, EphemeralKey, FrameBudget, Incoming,
    EVENT_KIND, MAX_FRAME,
};
use crate::online::signal::{PublicKey, Signal};

/// How far back the subscription reaches, in seconds (clocks differ).
const SINCE_S: u64 = 60;
/// The subscription's id.
const SUB: &str = "fox-xo";

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
}

/// `N` random bytes from the platform (getrandom); the clock-seeded
/// fallback only if the browser refuses.
pub fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    if getrandom::fill(&mut bytes).is_err() {
        for (i, b) in bytes.iter_mut().enumerate() {
            *b = (crate::ui::browser::random_seed() >> (8 * (i % 8))) as u8;
        }
    }
    bytes
}

/// Stored events read from one relay before its EOSE, at most.
const MAX_STORED: u32 = 256;
/// How long after opening a relay's frames count as live even with no
/// EOSE, in ms.
const EOSE_WAIT_MS: u64 = 3_000;

/// How long a relay's socket must have served for its close to be taken
/// as an idle timeout (connected again afresh) rather than a failure.
const SERVED_MS: u64 = 10_000;

/// Wall-clock milliseconds (the envelope's clock).
fn wall_ms() -> u64 {
    js_sys::Date::now() as u64
}

struct Socket {
    url: String,
    ws: WebSocket,
    budget: FrameBudget,
    /// Frames waiting for the socket to open.
    queue: Vec<String>,
    retried: bool,
    /// When it opened (wall ms), once it has.
    opened_ms: Option<u64>,
    /// The relay said it sent what it had stored (EOSE): from now on the
    /// frames are live, under the budget.
    live: bool,
    /// Frames read before that (stored events), at most [`MAX_STORED`].
    stored: u32,
    _handlers: [Closure<dyn FnMut(JsValue)>; 3],
}

impl Socket {
    fn shut(&self) {
        self.ws.set_onopen(None);
        self.ws.set_onmessage(None);
        self.ws.set_onclose(None);
        self.ws.set_onerror(None);
        if self.ws.ready_state() == WebSocket::OPEN {
            let _ = self.ws.send_with_str(&close_frame(SUB));
        }
        let _ = self.ws.close();
    }
}

struct Inner {
    keys: Keys,
    key: EphemeralKey,
    me: PublicKey,
    sockets: RefCell<Vec<Option<Socket>>>,
    guard: RefCell<ReplayGuard>,
    news: Callback<RelayNews>,
}

/// The page's relays. Dropping it closes them.
pub struct RelayClient {
    inner: Rc<Inner>,
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
        let key = loop {
            if let Some(key) = EphemeralKey::from_random(random_bytes()) {
                break key;
            }
        };
        let inner = Rc::new(Inner {
            keys: secret.keys(),
            me: key.public(),
            key,
            sockets: RefCell::new(Vec::new()),
            guard: RefCell::new(ReplayGuard::new()),
            news,
        });
        for (at, url) in urls.iter().enumerate() {
            let socket = connect(&inner, at, url, false);
            inner.sockets.borrow_mut().push(socket);
        }
        RelayClient { inner }
    }

    /// This page's public key (an offer is addressed to it).
    pub fn public(&self) -> PublicKey {
        self.inner.me
    }

    /// Seals and signs `signal` and publishes it on every relay (queued on
    /// those still connecting).
    pub fn publish(&self, signal: &Signal) {
        let inner = &self.inner;
        let now = wall_ms();
        let context = Context {
            event_kind: EVENT_KIND,
            sender: &inner.me,
        };
        let nonce: [u8; NONCE_LEN] = random_bytes();
        let Ok(content) = envelope::seal(
            &inner.keys,
            context,
            signal.kind(),
            &signal.payload(),
            now,
            nonce,
        ) else {
            return;
        };
        let tags = vec![vec!["t".to_string(), inner.keys.topic().to_string()]];
        let event = inner
            .key
            .sign(now / 1000, EVENT_KIND, tags, content, random_bytes());
        let frame = event_frame(&event);
        for socket in inner.sockets.borrow_mut().iter_mut().flatten() {
            send(socket, frame.clone());
        }
    }
}

fn send(socket: &mut Socket, frame: String) {
    if socket.ws.ready_state() == WebSocket::OPEN {
        let _ = socket.ws.send_with_str(&frame);
    } else {
        socket.queue.push(frame);
    }
}

/// Opens relay `at`'s socket (`retried`: this is its second try).
fn connect(inner: &Rc<Inner>, at: usize, url: &str, retried: bool) -> Option<Socket> {
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
        budget: FrameBudget::new(wall_ms()),
        queue: Vec::new(),
        retried,
        opened_ms: None,
        live: false,
        stored: 0,
        _handlers: [on_open, on_message, on_close],
    })
}

/// The subscription first, then what waited.
fn opened(inner: &Inner, at: usize) {
    let mut sockets = inner.sockets.borrow_mut();
    let Some(Some(socket)) = sockets.get_mut(at) else {
        return;
    };
    socket.opened_ms = Some(wall_ms());
    let since = (wall_ms() / 1000).saturating_sub(SINCE_S);
    let _ = socket
        .ws
        .send_with_str(&req_frame(SUB, EVENT_KIND, inner.keys.topic(), since));
    for frame in std::mem::take(&mut socket.queue) {
        let _ = socket.ws.send_with_str(&frame);
    }
}

/// An error or a close: one more try, then the relay is skipped; but a
/// relay that served for [`SERVED_MS`] and then closed is connected again
/// afresh (relays drop idle connections, some after a minute: a host
/// waiting for its guests must not go deaf). (The socket is freed later,
/// not inside its own handler.)
fn failed(weak: &Weak<Inner>, at: usize) {
    let Some(inner) = weak.upgrade() else {
        return;
    };
    let old = inner
        .sockets
        .borrow_mut()
        .get_mut(at)
        .and_then(Option::take);
    let Some(old) = old else {
        return;
    };
    old.ws.set_onclose(None);
    old.ws.set_onerror(None);
    let served = old
        .opened_ms
        .is_some_and(|at| wall_ms().saturating_sub(at) >= SERVED_MS);
    let retry = (served || !old.retried)
        .then(|| connect(&inner, at, &old.url, !served))
        .flatten();
    if let Some(mut retry) = retry {
        retry.queue = old.queue.clone();
        inner.sockets.borrow_mut()[at] = Some(retry);
    } else {
        inner.news.emit(RelayNews::Failed);
    }
    // Dropping the closures of the handler that runs now would free it as
    // it runs: let the event loop finish first.
    wasm_bindgen_futures::spawn_local(async move { old.shut() });
}

/// A frame from relay `at`: bounded, read, and opened if it is ours.
///
/// Events a relay had stored (sent before its EOSE) are never ours to act
/// on: the page subscribes before it publishes, so whatever it waits for
/// comes live. A relay that keeps ephemeral events (and ignores `limit` 0)
/// sends them anyway: they are read up to [`MAX_STORED`], outside the
/// budget, so old traffic on the topic cannot starve the live frames.
fn received(inner: &Rc<Inner>, at: usize, text: &str) {
    let now = wall_ms();
    let live = {
        let mut sockets = inner.sockets.borrow_mut();
        let Some(socket) = sockets.get_mut(at).and_then(Option::as_mut) else {
            return;
        };
        // A relay that never says EOSE is taken as live after a while.
        if socket
            .opened_ms
            .is_some_and(|o| now.saturating_sub(o) >= EOSE_WAIT_MS)
        {
            socket.live = true;
        }
        let admitted = if socket.live {
            socket.budget.admit(now)
        } else {
            socket.stored += 1;
            socket.stored <= MAX_STORED
        };
        if !admitted || text.len() > MAX_FRAME {
            // A flood or an oversized frame is dropped unread; the relay
            // stays (anyone holding the topic can publish to it: closing
            // the socket would let a stranger cut the page off its relays).
            return;
        }
        socket.live
    };
    let event = match read_frame(text) {
        Ok(Incoming::Event { sub, event }) if live => (sub, event),
        Ok(Incoming::Eose { sub }) if sub == SUB => {
            if let Some(socket) = inner
                .sockets
                .borrow_mut()
                .get_mut(at)
                .and_then(Option::as_mut)
            {
                socket.live = true;
            }
            return;
        }
        _ => return,
    };
    let (sub, event) = event;
    let Some(sender) = event.sender() else {
        return;
    };
    if sub != SUB
        || event.kind != EVENT_KIND
        || event.tag("t") != Some(inner.keys.topic())
        || sender == inner.me
    {
        return;
    }
    let context = Context {
        event_kind: EVENT_KIND,
        sender: &sender,
    };
    let opened = envelope::open(
        &inner.keys,
        context,
        &event.content,
        now,
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
