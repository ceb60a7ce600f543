//! The host's page: the match (the Z spec's board), the invitation for the
//! next guest (link, Copy, QR code), the field for that guest's answer,
//! who sits where, and how to connect (`ice_panel.rs`). A guest's answer
//! also comes back by itself through Nostr relays (`online::signal`,
//! `nostr_client.rs`), sealed with the room's secret that every
//! invitation link carries. The host is kept for the tab
//! (sessionStorage), so a reload goes on with the same match.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

use crate::online::code::Code;
use crate::online::host::Host;
use crate::online::ice::{room_relays, Ice, IceError};
use crate::online::signal::HostSignal;
use crate::online::wire::Role;
use crate::rules::Seat;
use crate::ui::browser;
use crate::ui::frame_loop::{now_ms, now_whole_ms as now, use_frame_loop};
use crate::ui::lang::use_words;
use crate::ui::mailbox::post;
use crate::ui::online::answer_channel::AnswerInbox;
use crate::ui::online::host_invites::{
    invite, on_relay_news, relay_states, room_secret, take_answer, take_relayed, Hosting, Plumbing,
};
use crate::ui::online::host_state::{kept_host, kept_past, HostState, HOST_KEY, PAST_KEY};
use crate::ui::online::invite_panel::{invite_panel, InvitePanel};
use crate::ui::online::layout::{host_layout, seeking_layout, HostLayout};
use crate::ui::online::nostr_client::RelayClient;
use crate::ui::online::page_game::{
    board_callbacks, paused_line, screen_class, OnBoard, PageGame, SetupRefused,
};
use crate::ui::online::rtc::{Channel, ChannelEvent};
use crate::ui::online::seek_panel::{use_seek, HostSide};
use crate::ui::online::series::{replay_links, series_panel, SeriesPanel};
use crate::ui::online::words::OnlineWords;
use crate::ui::online::OnlineProblem;

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
    /// *Play someone now* (`online=seek`): the game and settings sought.
    #[prop_or_default]
    pub seek: Option<crate::online::seek::Wanted>,
}

/// The page's state: the pure [`HostState`] and the board as shown here.
struct State<G: PageGame> {
    room: HostState<G, Channel>,
    view: G::View,
    /// The pause's seconds left as last drawn.
    pause_secs: Option<u64>,
    /// The series as last drawn: the game's number (a new one gets a new
    /// view), games ended, rematches asked, ended, watchers.
    series: (u32, u32, usize, bool, u32),
}

/// Where the tab keeps this page's host: one per link.
fn save_key() -> String {
    format!("{HOST_KEY}{}", browser::query_string())
}

/// Where the tab keeps the series' past games of this page's host.
fn past_key() -> String {
    format!("{PAST_KEY}{}", browser::query_string())
}

type Shared<G> = Rc<RefCell<Option<State<G>>>>;

/// What the page opens with: the tab's kept host (a reload goes on with
/// it), else a new one for the link's setup, or why the setup cannot be
/// played; and whether a kept host was refused (then a new one starts),
/// or the kept host's past games (then the game goes on without their
/// replays).
struct Opening<G: PageGame> {
    state: Option<State<G>>,
    error: Option<SetupRefused>,
    restore_refused: bool,
    past_refused: bool,
}

fn open<G: PageGame>(setup: &G::Setup) -> Opening<G> {
    let kept = kept_host::<G>(browser::session_load(&save_key()).as_deref(), now());
    let restore_refused = kept.is_err();
    let mut past_refused = false;
    let made = match kept {
        Ok(Some(mut host)) => {
            let past = browser::session_load(&past_key());
            past_refused = kept_past(&mut host, past.as_deref()).is_err_and(|e| e.is_said());
            Ok(host)
        }
        _ => G::host(setup, browser::random_seed()),
    };
    let (state, error) = match made {
        Ok(host) => {
            let view = G::view(host.game());
            let state = State {
                room: HostState::new(host),
                view,
                pause_secs: None,
                series: (1, 0, 0, false, 0),
            };
            (Some(state), None)
        }
        Err(e) => (
            None,
            Some(Rc::new(move |t: &OnlineWords| G::setup_error(t, &e)) as SetupRefused),
        ),
    };
    Opening {
        state,
        error,
        restore_refused,
        past_refused,
    }
}

/// Runs the host on by the clock and keeps its save; returns whether the
/// page should redraw.
fn frame<G: PageGame>(state: &mut State<G>, now: f64) -> bool {
    state.room.frame(now);
    if let Some(text) = state.room.take_save(now) {
        browser::session_save(&save_key(), &text);
    }
    if let Some(text) = state.room.take_past_save() {
        browser::session_save(&past_key(), &text);
    }
    let seats = host_seats(state.room.host());
    let pause = state.room.host().away(now as u64);
    let secs = pause.map(|(_, left)| left.div_ceil(1_000));
    let paused = std::mem::replace(&mut state.pause_secs, secs) != secs;
    let count = state.room.host().countdown(now as u64).shown();
    let host = state.room.host();
    let (series, asked) = (host.series(), host.rematch_asked().len());
    let mark = (
        series.game,
        series.ended(),
        asked,
        host.series_over().is_some(),
        host.watchers(),
    );
    let old = std::mem::replace(&mut state.series, mark);
    if old.0 != mark.0 {
        state.view = G::view(state.room.game());
    }
    G::sync(&mut state.view, state.room.game(), &seats, now)
        | G::count(&mut state.view, count)
        | paused
        | (old != mark)
}

impl<G: PageGame> OnBoard<G> for Option<State<G>> {
    fn board(&mut self) -> Option<(&mut G::View, &G)> {
        let state = self.as_mut()?;
        Some((&mut state.view, state.room.game()))
    }
    fn play(&mut self, intent: Option<G::Intent>, _now_ms: f64) {
        if let (Some(state), Some(intent)) = (self.as_mut(), intent) {
            state.room.submit(intent);
        }
    }
}

/// The sides the host plays from this device.
fn host_seats<G: PageGame>(host: &Host<G>) -> Vec<G::Side> {
    G::SIDES
        .into_iter()
        .filter(|&s| host.seat(s) == Seat::You)
        .collect()
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

/// The host's page of game `G`: `<OnlineHost<Match> setup=.. />` for
/// Fox & Dolphin, `<OnlineHost<TttMatch> .. />` for tic-tac-toe.
#[function_component(OnlineHost)]
pub fn online_host<G: PageGame>(props: &OnlineHostProps<G>) -> Html {
    // The match is there from the first draw, so the frame after the
    // prerendered screen is the page, never an empty one.
    let opening = use_mut_ref(|| open::<G>(&props.setup));
    let shared: Shared<G> = use_mut_ref(|| opening.borrow_mut().state.take());
    let (error, restore_refused, past_refused) = {
        let o = opening.borrow();
        (o.error.clone(), o.restore_refused, o.past_refused)
    };
    let t = use_words::<OnlineWords>();
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
        // The room's relays, drawn from its secret, unless the host chose.
        ice: Rc::new(
            props
                .ice
                .clone()
                .unwrap_or_default()
                .for_room(secret.relay_draw()),
        ),
        secret: secret.clone(),
        relays,
        signal,
        redraw: redraw_cb.clone(),
    };
    // Play someone now: seeks on the link's relays (or the first of the
    // defaults, the same for every seeking page), the room made meanwhile.
    let seek = {
        let (fragment, joined) = (shared.clone(), shared.clone());
        let host = HostSide {
            fragment: Rc::new(move || {
                let guard = fragment.borrow();
                let link = guard.as_ref()?.room.invite()?.link.clone();
                link.split_once('#').map(|(_, f)| format!("#{f}"))
            }),
            joined: Rc::new(move || {
                joined.borrow().as_ref().is_some_and(|s| {
                    s.room
                        .host()
                        .peers()
                        .iter()
                        .any(|p| matches!(p.role, Some(Role::Seat(_))))
                })
            }),
        };
        let urls = props.ice.clone().unwrap_or_default().relay_urls();
        use_seek(props.seek, urls, host, redraw_cb.clone())
    };
    // Start: the match and the first invitation.
    {
        let (shared, redraw_cb, plumbing) = (shared.clone(), redraw_cb.clone(), plumbing.clone());
        let secret = secret.clone();
        use_effect_with((), move |_| {
            // Each in a task of its own, after the first render's, in this
            // order (timers of the same delay run in the order set): the
            // relays' sockets, then the first invitation's connection
            // (shorter tasks: the page answers input in between). Both are
            // cancelled if the page closes first.
            let starting = shared.borrow().is_some().then(|| {
                let (p, secret) = (plumbing.clone(), secret.clone());
                let relays = Timeout::new(0, move || {
                    // Listen on the relays before any link is shown.
                    let urls = p.ice.relay_urls();
                    if !urls.is_empty() {
                        let news = {
                            let p = p.clone();
                            Callback::from(move |news| {
                                let p = p.clone();
                                post(move || on_relay_news(&p, news));
                            })
                        };
                        *p.relays.borrow_mut() = Some(RelayClient::new(&urls, &secret, news));
                    }
                });
                let p = plumbing.clone();
                let first = Timeout::new(0, move || {
                    post(move || {
                        invite(&p);
                        redraw_cb.emit(());
                    });
                });
                (relays, first)
            });
            // A reload keeps the very tick the page left at (the frame loop
            // saves at most every half second).
            let leaving = {
                let shared = shared.clone();
                gloo::events::EventListener::new(&gloo::utils::window(), "pagehide", move |_| {
                    let shared = shared.clone();
                    post(move || {
                        if let Some(state) = shared.borrow_mut().as_mut() {
                            let text = state.room.save_now(now_ms());
                            browser::session_save(&save_key(), &text);
                        }
                    });
                })
            };
            let relays = plumbing.relays.clone();
            let inbox = AnswerInbox::new(move |answer| take_relayed(&plumbing, answer));
            move || {
                drop(starting);
                drop(leaving);
                drop(inbox);
                post(move || {
                    // Closes the relays (and the cycle through their callback).
                    relays.borrow_mut().take();
                    // Closes every connection.
                    shared.borrow_mut().take();
                });
            }
        });
    }
    // The one page loop. It keeps the handler it started with, which holds
    // only what every render shares (no memo: it would cost the page bytes).
    let on_frame = {
        let (shared, redraw_cb) = (shared.clone(), redraw_cb.clone());
        Callback::from(move |now: f64| {
            let (shared, redraw_cb) = (shared.clone(), redraw_cb.clone());
            post(move || {
                let changed = shared
                    .borrow_mut()
                    .as_mut()
                    .is_some_and(|state| frame(state, now));
                if changed {
                    redraw_cb.emit(());
                }
            });
        })
    };
    use_frame_loop(true, on_frame);
    if let Some(e) = &error {
        return html! { <main class="online"><p role="alert">{ e(t) }</p></main> };
    }
    let guard = shared.borrow();
    let Some(state) = guard.as_ref() else {
        return html! { <main class="online" /> };
    };
    if crate::ui::online::seek_panel::shown(&seek) {
        return seeking_layout(screen_class::<G>(), G::title(t), &seek, t);
    }
    let host_seats = host_seats(state.room.host());
    let relays = relay_states(&plumbing);
    let on = board_callbacks::<G, _>(&shared, host_seats.clone(), &redraw_cb);
    let onconnect = {
        let answer_ref = answer_ref.clone();
        Callback::from(move |_: MouseEvent| {
            let Some(area) = answer_ref.cast::<HtmlTextAreaElement>() else {
                return;
            };
            let plumbing = plumbing.clone();
            post(move || {
                if take_answer(&plumbing, &area.value()) {
                    area.set_value("");
                }
                plumbing.redraw.emit(());
            });
        })
    };
    let seat_lines = G::SIDES.into_iter().map(|species| {
        let who = match state.room.host().seat(species) {
            Seat::You => t.online_host_seat().to_owned(),
            Seat::Computer(level) => G::computer(t, level).to_owned(),
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
        G::seat_line(t, species, &who)
    });
    let watchers = state.room.host().watchers() as usize;
    let series = {
        let host = state.room.host();
        let me = G::SIDES.into_iter().find(|&s| host.seat(s) == Seat::You);
        let asked = host.rematch_asked();
        let shared = shared.clone();
        let redraw = redraw_cb.clone();
        series_panel(SeriesPanel {
            series: host.series(),
            me: me.map(|s| host.series().player_of(G::side_index(s))),
            over: host.game().is_over(),
            asked: me.is_some_and(|s| asked.contains(&s)),
            other_asked: asked.iter().any(|&s| Some(s) != me),
            ended: host.series_over().is_some(),
            replays: replay_links(host.past_games(), host.series().game, host.game()),
            onrematch: Callback::from(move |yes| {
                let (shared, redraw) = (shared.clone(), redraw.clone());
                post(move || {
                    if let Some(state) = shared.borrow_mut().as_mut() {
                        state.room.rematch(yes, now());
                    }
                    redraw.emit(());
                });
            }),
            t,
        })
    };
    let refusal = state
        .room
        .refused()
        .map(|r| t.online_refusal(r.map(|own| G::refusal(t, own))).to_owned());
    host_layout(HostLayout {
        class: screen_class::<G>(),
        title: G::title(t),
        ignored: props.ignored.clone(),
        started: state.room.host().is_started(),
        restore_refused,
        past_refused,
        paused: paused_line::<G>(t, state.room.host().away(now())),
        board: G::board(&state.view, state.room.game(), &host_seats, on, t),
        series,
        refusal,
        seats: seat_lines.collect(),
        watchers,
        invite: invite_panel(InvitePanel {
            invite: state.room.invite(),
            message: state.room.message(),
            t,
            answer_ref,
            onconnect,
            ice: props.ice.clone().unwrap_or_default(),
            ice_error: props.ice.clone().err(),
            room_relays: room_relays(secret.relay_draw()),
            relays,
            seat_open: state.room.host().open_seats() > 0,
        }),
        t,
    })
}
