//! The host's page: the match (the Z spec's board), the invitation for the
//! next guest (link, Copy, QR code), the field for that guest's answer,
//! who sits where, and how to connect (`ice_panel.rs`). A guest's answer
//! also comes back by itself through Nostr relays (`online::signal`,
//! `nostr_client.rs`), sealed with the room's secret that every
//! invitation link carries. The host is kept for the tab
//! (sessionStorage), so a reload goes on with the same match.

use std::cell::RefCell;
use std::rc::Rc;

use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

use crate::online::code::Code;
use crate::online::envelope::LinkSecret;
use crate::online::game::GameKind;
use crate::online::host::Host;
use crate::online::ice::{Ice, IceError};
use crate::online::invitation::Invitation;
use crate::online::signal::HostSignal;
use crate::online::wire::Role;
use crate::rules::Seat;
use crate::ui::browser;
use crate::ui::browser::write_to_clipboard;
use crate::ui::frame_loop::{now_ms, now_whole_ms as now, FrameLoop};
use crate::ui::lang::{use_words, LangSwitch};
use crate::ui::notices::Notices;
use crate::ui::online::answer_channel::AnswerInbox;
use crate::ui::online::host_relays::{offer_to, on_relay_news, room_secret};
use crate::ui::online::host_state::{kept_host, HostState, Invite, HOST_KEY};
use crate::ui::online::ice_panel::ice_panel;
use crate::ui::online::nostr_client::RelayClient;
use crate::ui::online::page_game::{paused_line, BoardCallbacks, Gesture, PageGame, SetupRefused};
use crate::ui::online::qr::qr;
use crate::ui::online::rtc::{describe, Channel, ChannelEvent};
use crate::ui::online::words::OnlineWords;
use crate::ui::online::OnlineProblem;
use crate::ui::sound::sound_switch;
use crate::ui::sound::words::SoundWords;

#[derive(Properties, PartialEq)]
pub struct OnlineHostProps<G: PageGame> {
    pub setup: G::Setup,
    /// The link's values that were not used (shown over the page), worded
    /// by the page's root: one type for every game.
    #[prop_or_default]
    pub ignored: Vec<String>,
    /// How both sides connect, from this page's fragment (refused: the
    /// defaults, and the panel says why).
    pub ice: Result<Ice, IceError>,
}

/// The page's state: the pure [`HostState`] and the board as shown here.
struct State<G: PageGame> {
    room: HostState<G, Channel>,
    view: G::View,
    /// The pause's seconds left as last drawn.
    pause_secs: Option<u64>,
}

/// Where the tab keeps this page's host: one per link.
fn save_key() -> String {
    format!("{HOST_KEY}{}", browser::query_string())
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

type Shared<G> = Rc<RefCell<Option<State<G>>>>;

/// The sides the host plays from this device.
fn host_seats<G: PageGame>(host: &Host<G>) -> Vec<G::Side> {
    G::SIDES
        .into_iter()
        .filter(|&s| host.seat(s) == Seat::You)
        .collect()
}

/// What the invitation and answer plumbing needs of the page's state,
/// whatever the game: the page's `Option<State<G>>` behind a trait object,
/// so that plumbing (closures and futures) is compiled once, not per game.
pub(super) trait Hosting {
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

impl<G: PageGame> Hosting for Option<State<G>> {
    fn begin_invite(&mut self) -> bool {
        self.as_mut().is_some_and(|s| s.room.begin_invite())
    }
    fn on_event(&mut self, session: u32, event: ChannelEvent, now: u64) {
        if let Some(s) = self.as_mut() {
            s.room.on_event(session, event, now);
        }
    }
    fn invite_made(
        &mut self,
        session: u32,
        made: Result<(Channel, String), OnlineProblem>,
        link: &dyn Fn(&Code) -> String,
    ) {
        if let Some(s) = self.as_mut() {
            s.room.invite_made(session, made, link);
        }
    }
    fn take_answer(&mut self, answer: &str) -> Option<(u32, String)> {
        self.as_mut().and_then(|s| s.room.take_answer(answer))
    }
    fn is_ours(&self, answer: &str) -> bool {
        self.as_ref().is_some_and(|s| s.room.is_ours(answer))
    }
    fn open_sessions(&self) -> Vec<u32> {
        self.as_ref()
            .map(|s| s.room.open_sessions())
            .unwrap_or_default()
    }
    fn shown(&self) -> Option<u32> {
        self.as_ref()?.room.invite().map(|i| i.session)
    }
    fn offer_shown(&mut self) -> Option<String> {
        self.as_mut()?.room.offer_shown()
    }
    fn connection(&self, session: u32) -> Option<&Channel> {
        self.as_ref().and_then(|s| s.room.connection(session))
    }
    fn failed(&mut self, why: OnlineProblem) {
        if let Some(s) = self.as_mut() {
            s.room.failed(why);
        }
    }
}

/// The page's state as the plumbing sees it, with the game's link key.
#[derive(Clone)]
pub(super) struct Plumbing {
    pub(super) hosting: Rc<RefCell<dyn Hosting>>,
    pub(super) game: GameKind,
    pub(super) ice: Rc<Ice>,
    /// The room's secret.
    pub(super) secret: Rc<LinkSecret>,
    pub(super) relays: Rc<RefCell<Option<RelayClient>>>,
    pub(super) signal: Rc<RefCell<HostSignal>>,
    pub(super) redraw: Callback<()>,
}

/// Makes a new invitation (a connection and its offer), unless one is shown.
pub(super) fn invite(p: &Plumbing) {
    if !p.hosting.borrow_mut().begin_invite() {
        return;
    }
    let session = (browser::random_seed() & 0xffff_ffff) as u32;
    let events = {
        let p = p.clone();
        Callback::from(move |event: ChannelEvent| {
            if let Ok(mut hosting) = p.hosting.try_borrow_mut() {
                hosting.on_event(session, event, now());
            }
            p.redraw.emit(());
        })
    };
    let p = p.clone();
    wasm_bindgen_futures::spawn_local(async move {
        let made = Channel::offer(&p.ice, events)
            .await
            .map_err(|e| OnlineProblem::Browser(describe(&e)));
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
}

/// The invitation side of the host's page, the same for every game (kept
/// out of the generic page, so it is compiled once).
struct InvitePanel<'a> {
    invite: Option<&'a Invite<Channel>>,
    message: Option<&'a OnlineProblem>,
    t: &'static OnlineWords,
    answer_ref: NodeRef,
    onconnect: Callback<MouseEvent>,
    ice: Ice,
    ice_error: Option<IceError>,
}

fn invite_panel(panel: InvitePanel) -> Html {
    let InvitePanel {
        invite,
        message,
        t,
        answer_ref,
        onconnect,
        ice,
        ice_error,
    } = panel;
    let copy = {
        let link = invite.map(|i| i.link.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(link) = &link {
                write_to_clipboard(link, Callback::noop());
            }
        })
    };
    let invitation = match invite {
        None => html! { <p>{ t.online_making_invite() }</p> },
        Some(invite) => {
            let code = qr(&invite.link).map(|q| {
                html! {
                    <svg class="online-qr" viewBox={format!("0 0 {0} {0}", q.side)} role="img"
                        aria-label={t.online_qr_label()}>
                        <rect width="100%" height="100%" fill="#fff" />
                        <path d={q.path} fill="#000" />
                    </svg>
                }
            });
            html! {
                <>
                    <label class="online-field">{ t.online_link_label() }
                        <input class="online-link" readonly=true value={invite.link.clone()}
                            data-session={invite.session.to_string()} />
                    </label>
                    <button class="button online-copy" onclick={copy}>{ t.online_copy() }</button>
                    { for code }
                </>
            }
        }
    };
    html! {
        <>
                    <section class="online-invite">
                        <h2>{ t.online_invite() }</h2>
                        <p class="online-how">{ t.online_invite_how() }</p>
                        { invitation }
                        <label class="online-field">{ t.online_answer_label() }
                            <textarea class="online-answer" ref={answer_ref} rows="3" spellcheck="false" />
                        </label>
                        <p class="online-how">{ t.online_answer_how() }</p>
                        <button class="button primary online-connect" onclick={onconnect}>{ t.online_connect() }</button>
                        { for message.map(|m| html! { <p class="online-error" role="alert">{ m.worded(t) }</p> }) }
                    </section>
                    { ice_panel(&ice, ice_error, t) }
        </>
    }
}

/// A guest's answer, pasted or handed over by an answer link: if it answers
/// the invitation shown, the connection is completed and a new invitation
/// made; else the page says why. Returns whether it was taken.
pub(super) fn take_answer(p: &Plumbing, answer: &str) -> bool {
    let accepted = match p.hosting.try_borrow_mut() {
        Ok(mut hosting) => hosting.take_answer(answer),
        Err(_) => None,
    };
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
        if let Err(e) = result {
            p2.hosting
                .borrow_mut()
                .failed(OnlineProblem::Browser(describe(&e)));
        }
        p2.redraw.emit(());
    });
    invite(p);
    true
}

/// An answer handed over by an answer link: taken only if it answers an
/// invitation this page has open (other host pages in the browser hear it
/// too, and leave it alone).
fn take_relayed(p: &Plumbing, answer: &str) -> bool {
    let ours = p.hosting.try_borrow().is_ok_and(|h| h.is_ours(answer));
    let taken = ours && take_answer(p, answer);
    p.redraw.emit(());
    taken
}

/// The game's own screen class, for its board's styles.
pub fn screen_class<G: PageGame>() -> &'static str {
    match G::KIND {
        GameKind::FoxDolphin => "fd-screen",
        GameKind::TicTacToe => "ttt-screen",
    }
}

/// The host's page of game `G`: `<OnlineHost<Match> setup=.. />` for
/// Fox & Dolphin, `<OnlineHost<TttMatch> .. />` for tic-tac-toe.
#[function_component(OnlineHost)]
pub fn online_host<G: PageGame>(props: &OnlineHostProps<G>) -> Html {
    let shared: Shared<G> = use_mut_ref(|| None);
    let t = use_words::<OnlineWords>();
    let error = use_state(|| None::<SetupRefused>);
    let restore_refused = use_state(|| false);
    let redraw = use_force_update();
    let answer_ref = use_node_ref();
    let secret = use_memo((), |_| room_secret());
    let relays = use_mut_ref(|| None::<RelayClient>);
    let signal = use_mut_ref(HostSignal::new);
    let redraw_cb = {
        let redraw = redraw.clone();
        Callback::from(move |()| redraw.force_update())
    };
    let plumbing = Plumbing {
        hosting: shared.clone(),
        game: G::KIND,
        ice: Rc::new(props.ice.clone().unwrap_or_default()),
        secret: secret.clone(),
        relays,
        signal,
        redraw: redraw_cb.clone(),
    };
    // Start: the match, the first invitation, and the loop.
    {
        let (shared, setup, redraw_cb, error, plumbing, restore_refused) = (
            shared.clone(),
            props.setup,
            redraw_cb.clone(),
            error.clone(),
            plumbing.clone(),
            restore_refused.clone(),
        );
        let secret = secret.clone();
        use_effect_with((), move |_| {
            let kept = kept_host::<G>(browser::session_load(&save_key()).as_deref(), now());
            restore_refused.set(kept.is_err());
            let made = match kept {
                Ok(Some(host)) => Ok(host),
                _ => G::host(&setup, browser::random_seed()),
            };
            match made {
                Ok(host) => {
                    let view = G::view(host.game());
                    *shared.borrow_mut() = Some(State {
                        room: HostState::new(host),
                        view,
                        pause_secs: None,
                    });
                    // Listen on the relays before any link is shown.
                    let urls = plumbing.ice.relay_urls();
                    if !urls.is_empty() {
                        let p = plumbing.clone();
                        let news = Callback::from(move |news| on_relay_news(&p, news));
                        *plumbing.relays.borrow_mut() =
                            Some(RelayClient::new(&urls, &secret, news));
                    }
                    invite(&plumbing);
                    redraw_cb.emit(());
                }
                Err(e) => error.set(Some(Rc::new(move |t| G::setup_error(t, &e)))),
            }
            let interval = {
                let shared = shared.clone();
                FrameLoop::start(move |now| {
                    let Ok(mut guard) = shared.try_borrow_mut() else {
                        return;
                    };
                    let changed = match guard.as_mut() {
                        Some(state) => {
                            state.room.frame(now);
                            if let Some(text) = state.room.take_save(now) {
                                browser::session_save(&save_key(), &text);
                            }
                            let seats = host_seats(state.room.host());
                            let pause = state.room.host().away(now as u64);
                            let secs = pause.map(|(_, left)| left.div_ceil(1_000));
                            let paused = std::mem::replace(&mut state.pause_secs, secs) != secs;
                            let count = state.room.host().countdown(now as u64).shown();
                            G::sync(&mut state.view, state.room.game(), &seats, now)
                                | G::count(&mut state.view, count)
                                | paused
                        }
                        None => false,
                    };
                    drop(guard);
                    if changed {
                        redraw_cb.emit(());
                    }
                })
            };
            // A reload keeps the very tick the page left at (the frame loop
            // saves at most every half second).
            let leaving = {
                let shared = shared.clone();
                gloo::events::EventListener::new(&gloo::utils::window(), "pagehide", move |_| {
                    if let Ok(mut guard) = shared.try_borrow_mut() {
                        if let Some(state) = guard.as_mut() {
                            let text = state.room.save_now(now_ms());
                            browser::session_save(&save_key(), &text);
                        }
                    }
                })
            };
            let relays = plumbing.relays.clone();
            let inbox = AnswerInbox::new(move |answer| take_relayed(&plumbing, answer));
            move || {
                drop(interval);
                drop(leaving);
                drop(inbox);
                // Closes the relays (and the cycle through their callback).
                relays.borrow_mut().take();
                // Closes every connection.
                shared.borrow_mut().take();
            }
        });
    }
    if let Some(e) = &*error {
        return html! { <main class="online"><p role="alert">{ e(t) }</p></main> };
    }
    let guard = shared.borrow();
    let Some(state) = guard.as_ref() else {
        return html! { <main class="online" /> };
    };
    let host_seats = host_seats(state.room.host());
    let ongesture = {
        let (shared, redraw, seats) = (shared.clone(), redraw.clone(), host_seats.clone());
        Callback::from(move |gesture| {
            if let Some(State { room, view, .. }) = shared.borrow_mut().as_mut() {
                if let Some(intent) = G::click(view, room.game(), &seats, gesture, now_ms()) {
                    room.submit(intent);
                }
            }
            redraw.force_update();
        })
    };
    let onkey = {
        let (ongesture, shared, redraw, seats) = (
            ongesture.clone(),
            shared.clone(),
            redraw.clone(),
            host_seats.clone(),
        );
        Callback::from(move |e: KeyboardEvent| {
            let clicked = shared.borrow_mut().as_mut().and_then(|state| {
                let at = G::key(&mut state.view, &e);
                G::sync(&mut state.view, state.room.game(), &seats, now_ms());
                at
            });
            match clicked {
                Some(at) => ongesture.emit(Gesture::Click(at)),
                None => redraw.force_update(),
            }
        })
    };
    let on = BoardCallbacks {
        onclick: ongesture.reform(Gesture::Click),
        ondrag: ongesture.reform(|(from, to)| Gesture::Drag(from, to)),
        onkey,
    };
    let onconnect = {
        let answer_ref = answer_ref.clone();
        Callback::from(move |_: MouseEvent| {
            let Some(area) = answer_ref.cast::<HtmlTextAreaElement>() else {
                return;
            };
            if take_answer(&plumbing, &area.value()) {
                area.set_value("");
            }
            plumbing.redraw.emit(());
        })
    };
    let seat_lines = G::SIDES.into_iter().map(|species| {
        let who = match state.room.host().seat(species) {
            Seat::You => t.online_host_seat().to_owned(),
            seat @ Seat::Computer(_) => seat.worded(t).to_owned(),
            Seat::Guest | Seat::HotSeat => {
                let seated = state
                    .room
                    .host()
                    .peers()
                    .iter()
                    .any(|p| p.role == Some(Role::Seat(species)));
                let away = state
                    .room
                    .host()
                    .away_all(now())
                    .iter()
                    .any(|&(side, _)| side == species);
                if seated {
                    t.online_guest_seated()
                } else if away {
                    t.online_guest_away()
                } else {
                    t.online_guest_waiting()
                }
                .to_owned()
            }
        };
        html! { <li>{ G::seat_line(t, species, &who) }</li> }
    });
    let watchers = state
        .room
        .host()
        .peers()
        .iter()
        .filter(|p| p.role == Some(Role::Watcher))
        .count();
    let waiting = (!state.room.host().is_started())
        .then(|| html! { <p class="online-waiting">{ t.online_waiting() }</p> });
    let paused = paused_line::<G>(t, state.room.host().away(now()));
    let restore_refused = (*restore_refused).then(|| {
        html! { <p class="online-error" role="alert">{ t.online_restore_refused() }</p> }
    });
    let refusal = state
        .room
        .refused()
        .map(|r| t.online_refusal(r.map(|own| G::refusal(t, own))).to_owned())
        .map(|r| html! { <p class="online-refusal" role="alert">{ r }</p> });
    html! {
        <main class={classes!("online", screen_class::<G>(), "online-host")}>
            <header class="online-header">
                <a href="./">{ t.back_arrow() }{ t.all_games() }</a>
                <h1>{ G::title(t) }</h1>
                { sound_switch(SoundWords::of(t.lang())) }
                <LangSwitch />
            </header>
            <Notices ignored={props.ignored.clone()} />
            <div class={classes!("online-layout", (!state.room.host().is_started()).then_some("waiting"))}>
                <section class="online-game">
                    { for restore_refused }{ for waiting }{ paused }
                    { G::board(&state.view, state.room.game(), &host_seats, on, t) }
                    { for refusal }
                </section>
                <aside class="online-side">
                    <section class="online-people" aria-label={t.online_people()}>
                        <h2>{ t.online_people() }</h2>
                        <ul>{ for seat_lines }<li class="online-watchers">{ t.online_watchers(watchers) }</li></ul>
                    </section>
                    { invite_panel(InvitePanel {
                        invite: state.room.invite(),
                        message: state.room.message(),
                        t,
                        answer_ref,
                        onconnect,
                        ice: props.ice.clone().unwrap_or_default(),
                        ice_error: props.ice.clone().err(),
                    }) }
                </aside>
            </div>
        </main>
    }
}
