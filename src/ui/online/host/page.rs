//! The host's page: the match (the Z spec's board), the invitation for the
//! next guest (link, Copy, QR code), the field for that guest's answer,
//! who sits where, and how to connect (`ice_panel.rs`). A guest's answer
//! also comes back by itself through Nostr relays (`online::signal`,
//! `nostr_client.rs`), sealed with the room's secret that every
//! invitation link carries. The host is kept for the tab
//! (sessionStorage), so a reload goes on with the same match.

use std::rc::Rc;

use gloo::timers::callback::Timeout;
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

use crate::clock::Millis;
use crate::online::host::room::{kept_host, kept_past, HostRoom};
use crate::online::host::SeatHolder;
use crate::online::ice::{room_relays, Ice, IceError};
use crate::online::relay_policy::JoinNotice;
use crate::online::verdict::Verdict;
use crate::rules::Seat;
use crate::ui::browser;
use crate::ui::frame_loop::{now, use_frame_loop};
use crate::ui::lang::use_words;
use crate::ui::mailbox::post;
use crate::ui::online::host::invitations::{room_secret, HostPage, Screen};
use crate::ui::online::host::invite_panel::{invite_panel, InvitePanel};
use crate::ui::online::host::layout::{host_layout, HostLayout};
use crate::ui::online::page_game::{
    board_callbacks, paused_line, screen_class, OnBoard, PageGame, SetupRefused,
};
use crate::ui::online::result::GamePart;
use crate::ui::online::seek::panel::{seeking_layout, use_seek, HostSide};
use crate::ui::online::series::{replay_links, series_panel, SeriesPanel};
use crate::ui::online::transport::answer_channel::AnswerInbox;
use crate::ui::online::transport::nostr_client::RelayClient;
use crate::ui::online::words::OnlineWords;

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

/// The tab's key for a host page's save, before the page's query string.
const SAVE_KEY: &str = "fox-xo-host:";
/// The tab's key for a host page's past games, before the page's query
/// string.
const PAST_SAVE_KEY: &str = "fox-xo-past:";

/// Where the tab keeps this page's host: one per link.
fn save_key() -> String {
    format!("{SAVE_KEY}{}", browser::query_string())
}

/// Where the tab keeps the series' past games of this page's host.
fn past_key() -> String {
    format!("{PAST_SAVE_KEY}{}", browser::query_string())
}

/// What the page opens with: the tab's kept host (a reload goes on with
/// it), else a new one for the link's setup, or why the setup cannot be
/// played; and whether a kept host was refused (then a new one starts),
/// or the kept host's past games (then the game goes on without their
/// replays).
struct Opening<G: PageGame> {
    screen: Option<Screen<G>>,
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
    let (screen, error) = match made {
        Ok(host) => {
            let board = G::view(host.game());
            let room = HostRoom::new(host);
            (Some(Screen { room, board }), None)
        }
        Err(e) => (
            None,
            Some(Rc::new(move |t: &OnlineWords| G::setup_error(t, &e)) as SetupRefused),
        ),
    };
    Opening {
        screen,
        error,
        restore_refused,
        past_refused,
    }
}

/// Runs the host on by the clock and keeps its save; returns whether the
/// page should redraw.
fn frame<G: PageGame>(screen: &mut Screen<G>, now: Millis) -> bool {
    let frame = screen.room.frame(now);
    if let Some(text) = screen.room.take_save(now) {
        browser::session_save(&save_key(), &text);
    }
    if let Some(text) = screen.room.take_past_save() {
        browser::session_save(&past_key(), &text);
    }
    let room = &screen.room;
    if frame.new_game {
        screen.board = G::view(room.game());
    }
    let count = room.host().countdown(now).shown();
    let seats = room.host().own_sides();
    G::sync(&mut screen.board, room.game(), &seats, now)
        | G::count(&mut screen.board, count)
        | frame.changed
}

impl<G: PageGame> OnBoard<G> for Option<Screen<G>> {
    fn board(&mut self) -> Option<(&mut G::View, &G)> {
        let screen = self.as_mut()?;
        Some((&mut screen.board, screen.room.game()))
    }
    fn play(&mut self, intent: Option<G::Intent>, _now: Millis) {
        if let (Some(screen), Some(intent)) = (self.as_mut(), intent) {
            screen.room.submit(intent);
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
    let shared = use_mut_ref(|| opening.borrow_mut().screen.take());
    let (error, restore_refused, past_refused) = {
        let o = opening.borrow();
        (o.error.clone(), o.restore_refused, o.past_refused)
    };
    let t = use_words::<OnlineWords>();
    let redraw = use_force_update();
    let answer_ref = use_node_ref();
    let secret = use_memo((), |_| room_secret());
    let relays = use_mut_ref(|| None::<RelayClient>);
    let redraw_cb = {
        let redraw = redraw.clone();
        Callback::from(move |()| redraw.force_update())
    };
    let page = HostPage::<G> {
        screen: shared.clone(),
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
        redraw: redraw_cb.clone(),
    };
    // Play someone now: seeks on the link's relays (or the first of the
    // defaults, the same for every seeking page), the room made meanwhile.
    let seek = {
        let (fragment, joined, chose) = (shared.clone(), shared.clone(), shared.clone());
        let host = HostSide {
            fragment: Rc::new(move || {
                let guard = fragment.borrow();
                Some(guard.as_ref()?.room.invite()?.fragment()?.to_owned())
            }),
            joined: Rc::new(move || {
                joined
                    .borrow()
                    .as_ref()
                    .is_some_and(|s| s.room.host().guest_seated())
            }),
            chose: Rc::new(move || {
                let guard = chose.borrow();
                let sides = guard.as_ref()?.room.host().own_sides();
                sides.first().map(|&side| G::side_index(side))
            }),
        };
        let urls = props.ice.clone().unwrap_or_default().relay_urls();
        use_seek(props.seek, urls, host, redraw_cb.clone())
    };
    // Start: the match and the first invitation.
    {
        let (shared, redraw_cb, page) = (shared.clone(), redraw_cb.clone(), page.clone());
        let secret = secret.clone();
        use_effect_with((), move |_| {
            // Each in a task of its own, after the first render's, in this
            // order (timers of the same delay run in the order set): the
            // relays' sockets, then the first invitation's connection
            // (shorter tasks: the page answers input in between). Both are
            // cancelled if the page closes first.
            let starting = shared.borrow().is_some().then(|| {
                let (p, secret) = (page.clone(), secret.clone());
                let relays = Timeout::new(0, move || {
                    // Listen on the relays before any link is shown.
                    let urls = p.ice.relay_urls();
                    if !urls.is_empty() {
                        let news = {
                            let p = p.clone();
                            Callback::from(move |news| {
                                let p = p.clone();
                                post(move || p.on_relay_news(news));
                            })
                        };
                        *p.relays.borrow_mut() = Some(RelayClient::new(&urls, &secret, news));
                    }
                });
                let p = page.clone();
                let first = Timeout::new(0, move || {
                    post(move || {
                        p.invite();
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
                            let text = state.room.save_now(now());
                            browser::session_save(&save_key(), &text);
                        }
                    });
                })
            };
            let relays = page.relays.clone();
            let inbox = AnswerInbox::new(move |answer| page.take_handed_over(answer));
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
        Callback::from(move |now: Millis| {
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
    if crate::ui::online::seek::panel::shown(&seek) {
        return seeking_layout(screen_class::<G>(), G::title(t), G::HOWTO, &seek, t);
    }
    let host_seats = state.room.host().own_sides();
    let relays = page.relay_states();
    let on = board_callbacks::<G, _>(&shared, host_seats.clone(), &redraw_cb);
    let onconnect = {
        let answer_ref = answer_ref.clone();
        Callback::from(move |_: MouseEvent| {
            let Some(area) = answer_ref.cast::<HtmlTextAreaElement>() else {
                return;
            };
            let page = page.clone();
            post(move || {
                if page.take_answer(&area.value()) {
                    area.set_value("");
                }
                page.redraw.emit(());
            });
        })
    };
    let seat_lines = G::SIDES.into_iter().map(|side| {
        let who = match state.room.host().seat_holder(side, now()) {
            SeatHolder::You => t.online_host_seat(),
            SeatHolder::Computer(level) => G::computer(t, level),
            SeatHolder::Guest => t.online_guest_seated(),
            SeatHolder::Away => t.online_guest_away(),
            SeatHolder::Waiting => t.online_guest_waiting(),
        };
        G::seat_line(t, side, who)
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
        howto: G::HOWTO,
        ignored: props.ignored.clone(),
        started: state.room.host().is_started(),
        restore_refused,
        past_refused,
        paused: paused_line::<G>(t, state.room.host().away(now())),
        game: GamePart {
            status: G::status(state.room.game(), t),
            verdict: Verdict::of(state.room.game(), &host_seats),
            board: G::board(&state.board, state.room.game(), &host_seats, on, t),
            series,
            t,
        },
        refusal,
        seats: seat_lines.collect(),
        watchers,
        relays_failed: relays.0 == JoinNotice::Failed && state.room.host().open_seats() > 0,
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
