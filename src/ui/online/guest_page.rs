//! The guest's page, opened from an invitation link: first the answer code
//! to send back (with Copy), then the match as the host runs it, played
//! from here if this guest holds a seat, watched otherwise.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::events::EventListener;
use yew::prelude::*;

use crate::online::code::{Code, Kind};
use crate::online::guest::{Guest, Notice};
use crate::online::wire::Role;
use crate::session::Session;
use crate::ui::browser::write_to_clipboard;
use crate::ui::frame_loop::{now_ms, FrameLoop};
use crate::ui::lang::{use_words, LangSwitch};
use crate::ui::notices::Notices;
use crate::ui::online::host_page::screen_class;
use crate::ui::online::page_game::PageGame;
use crate::ui::online::relay::answer_link;
use crate::ui::online::rtc::{describe, Channel, ChannelEvent};
use crate::ui::online::words::OnlineWords;
use crate::ui::online::OnlineProblem;

#[derive(Properties, PartialEq)]
pub struct OnlineGuestProps<G: PageGame> {
    /// The invitation: the fragment after `#join=`.
    pub code: String,
    #[prop_or_default]
    pub stun: Option<String>,
    #[prop_or_default]
    pub game: std::marker::PhantomData<G>,
}

struct State<G: PageGame> {
    channel: Option<Channel>,
    answer: Option<String>,
    guest: Option<Guest<G>>,
    view: Option<G::View>,
    closed: bool,
    error: Option<OnlineProblem>,
    /// A move sent and not yet seen back: when, and the count of answered
    /// requests of the seat then.
    sent: Option<(f64, usize)>,
    /// Click-to-result times, in ms, for the page's figures.
    latencies: Vec<u32>,
}

fn now() -> u64 {
    now_ms() as u64
}

type Shared<G> = Rc<RefCell<State<G>>>;

fn send<G: PageGame>(state: &State<G>, messages: Vec<Vec<u8>>) {
    if let Some(channel) = &state.channel {
        for m in messages {
            channel.send(&m);
        }
    }
}

fn on_event<G: PageGame>(state: &mut State<G>, event: ChannelEvent) {
    let now = now();
    match event {
        ChannelEvent::Open => {
            if state.guest.is_none() {
                let (guest, hello) = Guest::new(now);
                state.guest = Some(guest);
                send(state, vec![hello]);
            }
        }
        ChannelEvent::Message(bytes) => {
            let replies = match state.guest.as_mut() {
                Some(g) => g.receive(&bytes, now),
                None => Vec::new(),
            };
            send(state, replies);
        }
        ChannelEvent::Closed => state.closed = true,
    }
}

/// Runs the guest on by the clock; returns whether the page should redraw.
fn frame<G: PageGame>(state: &mut State<G>, now: f64) -> bool {
    let Some(guest) = state.guest.as_mut() else {
        return false;
    };
    let out = Session::advance(guest, now);
    let Some(game) = guest.game() else {
        send(state, out);
        return false;
    };
    // The first view is news whatever it shows (an empty tic-tac-toe board
    // looks like no change to `sync`).
    let first = state.view.is_none();
    let view = state.view.get_or_insert_with(|| G::view(game));
    let mut changed = G::sync(view, game) | first;
    if state.sent.is_some() && guest.notice().is_some() {
        // Refused: no result to time.
        state.sent = None;
    }
    if let (Some((at, before)), Some(Role::Seat(seat))) = (state.sent, guest.role()) {
        if G::answered(game, seat) > before {
            state.latencies.push((now_ms() - at).round() as u32);
            state.sent = None;
            changed = true;
        }
    }
    send(state, out);
    changed
}

/// The guest's page before it connects: its answer as a code and as a
/// link, the same for every game (compiled once, out of the generic page).
fn answer_panel(
    answer: Option<&str>,
    error: Option<&OnlineProblem>,
    closed: bool,
    game_key: &'static str,
    t: &'static OnlineWords,
) -> Html {
    let copy = {
        let answer = answer.map(str::to_owned);
        Callback::from(move |_: MouseEvent| {
            if let Some(answer) = &answer {
                write_to_clipboard(answer, Callback::noop());
            }
        })
    };
    let copy_link = {
        let answer = answer.map(str::to_owned);
        Callback::from(move |_: MouseEvent| {
            if let Some(answer) = &answer {
                write_to_clipboard(&answer_link(game_key, answer), Callback::noop());
            }
        })
    };
    let answer = match (answer, error) {
        (_, Some(e)) => html! { <p class="online-error" role="alert">{ e.worded(t) }</p> },
        (Some(a), None) => html! {
            <>
                <label class="online-field">{ t.online_your_answer() }
                    <textarea class="online-my-answer" readonly=true rows="4" value={a.to_owned()} />
                </label>
                <button class="button online-copy" onclick={copy}>{ t.online_copy() }</button>
                <p class="online-how">{ t.online_your_answer_how() }</p>
                <label class="online-field">{ t.online_answer_link_label() }
                    <input class="online-answer-link" readonly=true value={answer_link(game_key, a)} />
                </label>
                <button class="button online-copy-link" onclick={copy_link}>{ t.online_copy() }</button>
                <p class="online-how">{ t.online_answer_link_how() }</p>
            </>
        },
        (None, None) => html! { <p>{ t.online_making_answer() }</p> },
    };
    let lost =
        closed.then(|| html! { <p class="online-error" role="alert">{ t.online_host_lost() }</p> });
    html! {
        <section class="online-invite">
            <h2>{ t.online_join() }</h2>
            { answer }{ for lost }
        </section>
    }
}

/// The guest's page of game `G` (from the invitation link's `game=`).
#[function_component(OnlineGuest)]
pub fn online_guest<G: PageGame>(props: &OnlineGuestProps<G>) -> Html {
    let t = use_words::<OnlineWords>();
    let shared: Shared<G> = use_mut_ref(|| State {
        channel: None,
        answer: None,
        guest: None,
        view: None,
        closed: false,
        error: None,
        sent: None,
        latencies: Vec::new(),
    });
    let redraw = use_force_update();
    let offer = use_memo(props.code.clone(), |code| {
        Code::from_text(code, Kind::Offer)
    });
    {
        let (shared, offer, stun, redraw) = (
            shared.clone(),
            offer.clone(),
            props.stun.clone(),
            redraw.clone(),
        );
        use_effect_with((), move |_| {
            let events = {
                let (shared, redraw) = (shared.clone(), redraw.clone());
                Callback::from(move |event| {
                    if let Ok(mut state) = shared.try_borrow_mut() {
                        on_event::<G>(&mut state, event);
                    }
                    redraw.force_update();
                })
            };
            if let Ok(offer) = (*offer).clone() {
                let (shared, redraw) = (shared.clone(), redraw.clone());
                wasm_bindgen_futures::spawn_local(async move {
                    let made = Channel::answer(&offer.to_sdp(), stun.as_deref(), events).await;
                    let mut state = shared.borrow_mut();
                    match made
                        .map_err(|e| OnlineProblem::Browser(describe(&e)))
                        .and_then(|(channel, sdp)| {
                            let code = Code::from_sdp(&sdp, Kind::Answer, offer.session)
                                .map_err(OnlineProblem::Code)?;
                            Ok((channel, code))
                        }) {
                        Ok((channel, code)) => {
                            state.channel = Some(channel);
                            state.answer = Some(code.to_text());
                        }
                        Err(why) => state.error = Some(why),
                    }
                    drop(state);
                    redraw.force_update();
                });
            }
            let interval = {
                let shared = shared.clone();
                FrameLoop::start(move |now| {
                    let changed = match shared.try_borrow_mut() {
                        Ok(mut state) => frame::<G>(&mut state, now),
                        Err(_) => false,
                    };
                    if changed {
                        redraw.force_update();
                    }
                })
            };
            // Closing the page is Z spec `Disconnect`: said at once, so the
            // host need not wait for five seconds of silence.
            let leaving = {
                let shared = shared.clone();
                EventListener::new(&gloo::utils::window(), "pagehide", move |_| {
                    if let Ok(mut state) = shared.try_borrow_mut() {
                        let leave = state
                            .guest
                            .as_mut()
                            .and_then(|g| g.intend_leave(now()).ok());
                        send(&state, leave.into_iter().collect());
                    }
                })
            };
            move || {
                drop(interval);
                drop(leaving);
                shared.borrow_mut().channel.take();
            }
        });
    }
    let header = html! {
        <>
            <header class="online-header">
                <a href="./">{ t.back_arrow() }{ t.all_games() }</a>
                <h1>{ G::title(t) }</h1>
                <LangSwitch />
            </header>
            <Notices ignored={Vec::new()} />
        </>
    };
    if let Err(e) = &*offer {
        return html! {
            <main class={classes!("online", screen_class::<G>(), "online-guest")}>
                { header }
                <section class="online-invite">
                    <h2>{ t.online_bad_link() }</h2>
                    <p class="online-error" role="alert">{ OnlineProblem::Code(e.clone()).worded(t) }</p>
                    <a href="./">{ t.online_open_games() }</a>
                </section>
            </main>
        };
    }
    let state = shared.borrow();
    let seats: Vec<G::Side> = match state.guest.as_ref().and_then(Guest::role) {
        Some(Role::Seat(s)) => vec![s],
        _ => Vec::new(),
    };
    let onclick = {
        let (shared, redraw) = (shared.clone(), redraw.clone());
        let seats = seats.clone();
        Callback::from(move |at| {
            let mut state = shared.borrow_mut();
            let State { guest, view, .. } = &mut *state;
            let (Some(guest), Some(view)) = (guest.as_mut(), view.as_mut()) else {
                return;
            };
            let Some(game) = guest.game() else { return };
            let answered = seats.first().map_or(0, |&s| G::answered(game, s));
            let picked = G::click(view, game, &seats, at);
            guest.clear_notice();
            let message = match (guest.role(), picked) {
                // A watcher's click is answered at once: it cannot move.
                (Some(Role::Watcher), _) => guest.may_move().err().map(|_| None),
                (_, Some(intent)) => guest.intend(now(), |_| intent).ok().map(Some),
                (_, None) => None,
            };
            if let Some(Some(message)) = message {
                state.sent = Some((now_ms(), answered));
                send(&state, vec![message]);
            }
            drop(state);
            redraw.force_update();
        })
    };
    let onkey = {
        let (onclick, shared, redraw) = (onclick.clone(), shared.clone(), redraw.clone());
        Callback::from(move |e: KeyboardEvent| {
            let clicked = {
                let mut state = shared.borrow_mut();
                let State { guest, view, .. } = &mut *state;
                match (view.as_mut(), guest.as_ref().and_then(Guest::game)) {
                    (Some(view), Some(game)) => {
                        let at = G::key(view, &e);
                        G::sync(view, game);
                        at
                    }
                    _ => None,
                }
            };
            match clicked {
                Some(at) => onclick.emit(at),
                None => redraw.force_update(),
            }
        })
    };
    let playing = state
        .guest
        .as_ref()
        .and_then(|g| Some((g, g.game()?, state.view.as_ref()?)));
    let latencies = state
        .latencies
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(",");
    let body = match playing {
        Some((guest, game, view)) => {
            let role = guest
                .role()
                .map(|r| html! { <p class="online-role">{ G::your_role(t, r) }</p> });
            let waiting = (!guest.is_started())
                .then(|| html! { <p class="online-waiting">{ t.online_waiting() }</p> });
            let lost = (state.closed || guest.host_lost(now())).then(
                || html! { <p class="online-error" role="alert">{ t.online_host_lost() }</p> },
            );
            let notice = match guest.notice() {
                Some(Notice::Refused(r)) => Some(t.online_refusal(*r).to_owned()),
                Some(Notice::Bad(e)) => Some(OnlineProblem::Wire(e.clone()).worded(t)),
                None => G::last_refusal(t, game, &seats),
            }
            .map(|n| html! { <p class="online-refusal" role="alert">{ n }</p> });
            html! {
                <section class="online-game">
                    { for role }{ for waiting }{ for lost }
                    { G::board(view, game, &seats, onclick, onkey, t) }
                    { for notice }
                </section>
            }
        }
        None => answer_panel(
            state.answer.as_deref(),
            state.error.as_ref(),
            state.closed,
            G::GAME_KEY,
            t,
        ),
    };
    html! {
        <main class={classes!("online", screen_class::<G>(), "online-guest")} data-latencies={latencies}>
            { header }
            { body }
        </main>
    }
}
