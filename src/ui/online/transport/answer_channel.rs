//! The answer as a link, handed over a `BroadcastChannel` (no Nostr
//! relay here: those are `nostr_client.rs`). A guest's page also shows its
//! answer code as a link (`#answer=CODE`); opened on the host's device, in the same browser,
//! that page hands the code to the waiting host page over a
//! `BroadcastChannel`, and the host page that holds the invitation says so.
//! With no answer within [`WAIT_MS`] (another browser, the host page
//! closed), the page shows the code to paste instead.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use wasm_bindgen::JsCast;
use web_sys::{BroadcastChannel, MessageEvent};
use yew::prelude::*;

use crate::online::code::{Code, Kind};
use crate::online::connection::OnlineProblem;
use crate::online::game::GameKind;
use crate::ui::browser::write_to_clipboard;
use crate::ui::lang::use_words;
use crate::ui::online::header::online_header;
use crate::ui::online::words::OnlineWords;

/// The channel every host page listens on (same origin only).
pub const CHANNEL: &str = "fox-xo-online-answers";
/// How long the answer link's page waits for a host page to take the code.
pub const WAIT_MS: u32 = 1_500;
/// The host page's reply: this prefix and the code it took.
pub const TAKEN: &str = "taken:";

/// The link carrying an answer, as a guest's page shows it
/// ([`crate::online::page_links::answer_link`], on this page's address).
pub fn answer_link(game: GameKind, code: &str) -> String {
    crate::online::page_links::answer_link(&crate::ui::browser::page_base(), game, code)
}

/// Listens for answers on the host's page; `taken(code)` says whether this
/// page took it (an answer to one of its open invitations), and then the
/// page that sent it is told. Each answer is a letter of the page's
/// mailbox. Dropping the listener closes the channel.
pub struct AnswerInbox {
    _listener: EventListener,
    _channel: BroadcastChannel,
}

impl AnswerInbox {
    pub fn new(taken: impl Fn(&str) -> bool + 'static) -> Option<AnswerInbox> {
        let channel = BroadcastChannel::new(CHANNEL).ok()?;
        let reply = channel.clone();
        let taken = Rc::new(taken);
        let listener = EventListener::new(&channel, "message", move |event| {
            let Some(code) = event
                .dyn_ref::<MessageEvent>()
                .and_then(|m| m.data().as_string())
            else {
                return;
            };
            // Only a code, bounded: anything else on the channel is ignored.
            if code.len() > crate::online::code::MAX_CODE_CHARS {
                return;
            }
            let (reply, taken) = (reply.clone(), taken.clone());
            crate::ui::mailbox::post(move || {
                if taken(&code) {
                    let _ = reply.post_message(&format!("{TAKEN}{code}").into());
                }
            });
        });
        Some(AnswerInbox {
            _listener: listener,
            _channel: channel,
        })
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Handover {
    Waiting,
    Sent,
    NoHost,
}

#[derive(Properties, PartialEq)]
pub struct AnswerHandoverProps {
    /// The answer: the fragment after `#answer=`.
    pub code: String,
}

/// The page an answer link opens on the host's device.
#[function_component(AnswerHandover)]
pub fn answer_handover(props: &AnswerHandoverProps) -> Html {
    let t = use_words::<OnlineWords>();
    let handover = use_state(|| Handover::Waiting);
    let checked = use_memo(props.code.clone(), |code| {
        Code::from_text(code, Kind::Answer).map(|_| ())
    });
    {
        let (handover, code, ok) = (handover.clone(), props.code.clone(), checked.is_ok());
        use_effect_with((), move |_| {
            let state = Rc::new(RefCell::new(Handover::Waiting));
            let parts = ok
                .then(|| BroadcastChannel::new(CHANNEL).ok())
                .flatten()
                .map(|channel| {
                    let listener = {
                        let (handover, state, code) =
                            (handover.clone(), state.clone(), code.clone());
                        EventListener::new(&channel, "message", move |event| {
                            let data = event
                                .dyn_ref::<MessageEvent>()
                                .and_then(|m| m.data().as_string());
                            if data.as_deref().and_then(|d| d.strip_prefix(TAKEN)) == Some(&code) {
                                *state.borrow_mut() = Handover::Sent;
                                handover.set(Handover::Sent);
                            }
                        })
                    };
                    let _ = channel.post_message(&code.as_str().into());
                    let timeout = {
                        let handover = handover.clone();
                        Timeout::new(WAIT_MS, move || {
                            if *state.borrow() == Handover::Waiting {
                                handover.set(Handover::NoHost);
                            }
                        })
                    };
                    (channel, listener, timeout)
                });
            if parts.is_none() {
                handover.set(Handover::NoHost);
            }
            move || drop(parts)
        });
    }
    let body = match (&*checked, *handover) {
        (Err(e), _) => html! {
            <p class="online-error" role="alert">{ t.online_problem(&OnlineProblem::Code(e.clone())) }</p>
        },
        (Ok(()), Handover::Waiting) => html! { <p>{ t.online_relay_sending() }</p> },
        (Ok(()), Handover::Sent) => html! {
            <p class="online-relay-sent" role="status">{ t.online_relay_sent() }</p>
        },
        (Ok(()), Handover::NoHost) => {
            let code = props.code.clone();
            let copy =
                Callback::from(move |_: MouseEvent| write_to_clipboard(&code, Callback::noop()));
            html! {
                <>
                    <p class="online-relay-none" role="status">{ t.online_relay_no_host() }</p>
                    <label class="online-field">{ t.online_your_answer() }
                        <textarea class="online-my-answer" readonly=true rows="4" value={props.code.clone()} />
                    </label>
                    <button class="button online-copy" onclick={copy}>{ t.online_copy() }</button>
                </>
            }
        }
    };
    html! {
        <main class="online online-relay">
            { online_header(t.online_relay_title(), None, false, t) }
            <section class="online-invite">{ body }</section>
        </main>
    }
}
