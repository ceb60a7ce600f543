//! The guest's page, opened from an invitation link: first the answer,
//! sent back by itself through the link's Nostr relays ("Joining…") or,
//! without relays or with no reply from them, shown as a code to send
//! back (with Copy); then the match as the host runs it, played from here
//! if this guest holds a seat, watched otherwise.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::clock::Millis;
use crate::online::connection::OnlineProblem;
use crate::online::game::GameKind;
use crate::online::guest::{Guest, Notice};
use crate::online::invitation::{Invitation, InvitationError};
use crate::online::seek::other_chose_first;
use crate::online::series::SeriesShown;
use crate::online::signal::Phase;
use crate::online::verdict::Verdict;
use crate::online::wire::Role;
use crate::ui::browser::{self, write_to_clipboard};
use crate::ui::frame_loop::{now, use_frame_loop};
use crate::ui::lang::use_words;
use crate::ui::mailbox::post;
use crate::ui::notices::Notices;
use crate::ui::online::guest::join::{self as guest_join, Answerer, Answering, Join, Link};
use crate::ui::online::guest::state::{
    answer_hint, parse_token, token_text, AnswerHint, GuestState, GUEST_PAST_KEY,
};
use crate::ui::online::header::online_header;
use crate::ui::online::page_game::{board_callbacks, paused_line, screen_class, OnBoard, PageGame};
use crate::ui::online::result::{game_part, GamePart};
use crate::ui::online::series::{replay_links, series_panel, SeriesPanel};
use crate::ui::online::transport::answer_channel::answer_link;
use crate::ui::online::transport::rtc::{Channel, ChannelEvent};
use crate::ui::online::words::OnlineWords;

#[derive(Properties)]
pub struct OnlineGuestProps<G: PageGame> {
    /// The invitation the page was opened with, or why it was refused
    /// (then nothing of it is used).
    pub invitation: Result<Invitation, InvitationError>,
    /// The side this page chose, by index, when *Play someone now* paired
    /// it as the guest (the link's `chose=`): it says when it got the
    /// other one.
    #[prop_or_default]
    pub chose: Option<usize>,
    #[prop_or_default]
    pub game: std::marker::PhantomData<G>,
}

/// Always equal: the invitation is read once, from the address the page
/// was opened with (another link is another page load), so there is
/// nothing to compare (and comparing would link `Invitation`'s equality
/// into the page).
impl<G: PageGame> PartialEq for OnlineGuestProps<G> {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

type Shared<G> = Rc<RefCell<State<G>>>;

/// The page's state: the pure [`GuestState`] and the board as shown here,
/// and the join through the relays.
struct State<G: PageGame> {
    room: GuestState<G, Channel>,
    view: Option<G::View>,
    join: Join,
    /// The seconds left, as last drawn.
    waits: Waits,
    /// The series as last drawn (another game gets a new view).
    series: SeriesShown,
}

/// The seconds left that the page shows: of the host's pause, and of the
/// join again.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Waits {
    pause_secs: Option<u64>,
    rejoin_secs: Option<u64>,
}

/// Where the tab keeps its seat token.
const TOKEN_KEY: &str = "fox-xo-seat-token";

/// Where the tab keeps the series' past games this page saw: one place
/// per invitation link.
fn past_key() -> String {
    format!("{GUEST_PAST_KEY}{}", browser::fragment())
}

/// This tab's seat token: the one it kept, or a new one (kept from now
/// on), so a reload of this tab comes back to its seat.
fn seat_token() -> u64 {
    if let Some(token) = browser::session_load(TOKEN_KEY)
        .as_deref()
        .and_then(parse_token)
    {
        return token;
    }
    let token = browser::random_seed().max(1);
    browser::session_save(TOKEN_KEY, &token_text(token));
    token
}

impl<G: PageGame> Answering for State<G> {
    fn join(&mut self) -> &mut Join {
        &mut self.join
    }
    fn answer_made(&mut self, session: u32, made: Result<(Channel, String), OnlineProblem>) {
        self.room.answer_made(session, made);
    }
    fn answer(&self) -> Option<String> {
        self.room.answer().map(str::to_owned)
    }
    fn on_event(&mut self, event: ChannelEvent, now: Millis) {
        self.room.on_event(event, now);
    }
    fn lost_mid_game(&self, now: Millis) -> bool {
        self.room.lost_mid_game(now)
    }
    fn rejoin(&mut self) {
        self.room.rejoin();
    }
}

impl<G: PageGame> OnBoard<G> for State<G> {
    fn board(&mut self) -> Option<(&mut G::View, &G)> {
        let game = self.room.guest().and_then(Guest::game)?;
        Some((self.view.as_mut()?, game))
    }
    fn play(&mut self, intent: Option<G::Intent>, now: Millis) {
        self.room.click(intent, now);
    }
}

/// Runs the guest on by the clock; returns whether the page should redraw.
fn frame<G: PageGame>(state: &mut State<G>, now: Millis) -> bool {
    let mut came_back = state.room.frame(now);
    if let Some(text) = state.room.take_past_save() {
        browser::session_save(&past_key(), &text);
    }
    let waits = Waits {
        pause_secs: state
            .room
            .guest()
            .and_then(|g| g.paused(now))
            .map(|(_, left)| left.div_ceil(1_000)),
        rejoin_secs: state
            .join
            .signal
            .rejoin_left(now)
            .map(|left| left.div_ceil(1_000)),
    };
    came_back |= std::mem::replace(&mut state.waits, waits) != waits;
    if let Some(g) = state.room.guest() {
        let mark = g.series_shown();
        let old = std::mem::replace(&mut state.series, mark);
        if old.new_game(&mark) {
            // The series' next game: a new board.
            state.view = None;
        }
        came_back |= old != mark;
    }
    let Some(game) = state.room.guest().and_then(Guest::game) else {
        return came_back;
    };
    // The first view is news whatever it shows (an empty tic-tac-toe board
    // looks like no change to `sync`).
    let first = state.view.is_none();
    let view = state.view.get_or_insert_with(|| G::view(game));
    let seats = state.room.seats();
    let count = state.room.guest().and_then(|g| g.countdown(now).shown());
    G::sync(view, game, &seats, now) | G::count(view, count) | first | came_back
}

/// The guest's page before it connects: its answer as a code and as a
/// link, the same for every game (compiled once, out of the generic page).
fn answer_panel(
    answer: Option<&str>,
    error: Option<&OnlineProblem>,
    closed: bool,
    hint: AnswerHint,
    game: GameKind,
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
                write_to_clipboard(&answer_link(game, answer), Callback::noop());
            }
        })
    };
    let answer = match (answer, error) {
        (_, Some(e)) => html! { <p class="online-error" role="alert">{ t.online_problem(e) }</p> },
        (Some(a), None) => html! {
            <>
                <label class="online-field">{ t.online_your_answer() }
                    <textarea class="online-my-answer" readonly=true rows="4" value={a.to_owned()} />
                </label>
                <button class="button online-copy" onclick={copy}>{ t.online_copy() }</button>
                <p class="online-how online-answer-how" role="status">{ match hint {
                    AnswerHint::ByHand => t.online_your_answer_how(),
                    AnswerHint::RelaysFailed => t.online_relays_failed_guest(),
                    AnswerHint::NoReply => t.online_host_no_reply(),
                } }</p>
                <label class="online-field">{ t.online_answer_link_label() }
                    <input class="online-answer-link" readonly=true value={answer_link(game, a)} />
                </label>
                <button class="button online-copy-link" onclick={copy_link}>{ t.online_copy() }</button>
                <p class="online-how">{ t.online_answer_link_how() }</p>
            </>
        },
        // Keyed: not reused as the answer's last line below (a shift). What
        // is happening is said under it, as under "Joining…" next: the
        // invitation's shell paints it, and it is the largest paint.
        (None, None) => html! {
            <>
                <p key="making">{ t.online_making_answer() }</p>
                <p key="how" class="online-how">{ t.online_joining_how() }</p>
            </>
        },
    };
    let lost =
        closed.then(|| html! { <p class="online-error" role="alert">{ t.online_host_lost() }</p> });
    // Keyed apart from the "Joining…" section: the page moves between the
    // two, and Yew would otherwise reuse that section's line as this one's
    // last, moving it down the page (a layout shift of 0.04 on a phone);
    // "Preparing your answer…" likewise.
    html! {
        <section key="answer" class="online-invite">
            <h2>{ t.online_join() }</h2>
            { answer }{ for lost }
        </section>
    }
}

/// The guest's page of game `G` (from the invitation link's `game=`).
#[function_component(OnlineGuest)]
pub fn online_guest<G: PageGame>(props: &OnlineGuestProps<G>) -> Html {
    let t = use_words::<OnlineWords>();
    let shared: Shared<G> = use_mut_ref(|| {
        let mut room = GuestState::default();
        room.set_token(seat_token());
        room.keep_saved_past(browser::session_load(&past_key()).as_deref());
        State {
            room,
            view: None,
            join: Join::default(),
            waits: Waits::default(),
            series: SeriesShown::default(),
        }
    });
    let redraw = use_force_update();
    let redraw_cb = Callback::from(move |()| redraw.force_update());
    {
        let (shared, invitation, redraw_cb) =
            (shared.clone(), props.invitation.clone(), redraw_cb.clone());
        use_effect_with((), move |_| {
            // The relays and the answer in a task of their own, after the
            // first render's (shorter tasks: the page answers input between).
            let starting = invitation.ok().map(|invitation| {
                let answerer: Answerer = shared.clone();
                Timeout::new(0, move || {
                    let link = Link {
                        offer: invitation.code,
                        ice: Rc::new(invitation.ice),
                        secret: invitation.secret,
                        redraw: redraw_cb,
                    };
                    post(move || guest_join::start(&answerer, link));
                })
            });
            // Closing or reloading the page closes the channel at once, so
            // the host need not wait for five seconds of silence; it is not a
            // Leave: the seat waits out its grace for this tab's token (a
            // reload comes back to it, a page closed for good loses then).
            let leaving = {
                let shared = shared.clone();
                EventListener::new(&gloo::utils::window(), "pagehide", move |_| {
                    let shared = shared.clone();
                    post(move || shared.borrow_mut().room.close());
                })
            };
            move || {
                drop(starting);
                drop(leaving);
                post(move || {
                    let mut state = shared.borrow_mut();
                    // Closes the relays (and the cycle through their callback).
                    state.join.close();
                    state.room.close();
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
                let answerer: Answerer = shared.clone();
                let joined = guest_join::tick(&answerer, now);
                let changed = frame::<G>(&mut shared.borrow_mut(), now) | joined;
                if changed {
                    redraw_cb.emit(());
                }
            });
        })
    };
    use_frame_loop(true, on_frame);
    let header = html! {
        <>
            { online_header(G::title(t), Some(G::HOWTO), true, t) }
            <Notices ignored={Vec::new()} />
        </>
    };
    // A dead end, said with a way back to the games: a link that is no
    // invitation, or a host that serves as many watchers as it may.
    let stop = match &props.invitation {
        Err(e) => Some((
            t.online_bad_link(),
            t.online_not_accepted(&t.online_invitation_error(e)),
        )),
        Ok(_)
            if shared
                .borrow()
                .room
                .guest()
                .is_some_and(|g| g.turned_away()) =>
        {
            Some((t.online_join(), t.online_refusal_full().to_owned()))
        }
        Ok(_) => None,
    };
    if let Some((title, why)) = stop {
        return html! {
            <main class={classes!("online", screen_class::<G>(), "online-guest")}>
                { header }
                <section class="online-invite">
                    <h2>{ title }</h2>
                    <p class="online-error" role="alert">{ why }</p>
                    <a href="./">{ t.online_open_games() }</a>
                </section>
            </main>
        };
    }
    let state = shared.borrow();
    let seats: Vec<G::Side> = state.room.seats();
    let on = board_callbacks::<G, _>(&shared, seats.clone(), &redraw_cb);
    let playing = state
        .room
        .guest()
        .and_then(|g| Some((g, g.game()?, state.view.as_ref()?)));
    let latencies = state
        .room
        .latencies()
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(",");
    let body = match playing {
        Some((guest, game, view)) => {
            let role = guest.role().map(|r| {
                let first =
                    matches!(r, Role::Seat(s) if other_chose_first(props.chose, G::side_index(s)));
                html! { <p class="online-role">{ G::your_role(t, r, first) }</p> }
            });
            let waiting = (!guest.is_started())
                .then(|| html! { <p class="online-waiting">{ t.online_waiting() }</p> });
            let reconnecting = state.join.signal.rejoin_left(now());
            let lost = if let Some(left) = reconnecting {
                let secs = left.div_ceil(1_000);
                html! { <p class="online-reconnecting" role="status">{ t.online_reconnecting(secs) }</p> }
            } else if let Some(error) = if state.room.closed() || guest.host_lost(now()) {
                Some(t.online_host_lost())
            } else {
                // The tab's kept past games were refused: said until the
                // page has something more pressing to say here.
                state.room.past_refused().then(|| t.online_past_refused())
            } {
                html! { <p class="online-error" role="alert">{ error }</p> }
            } else {
                Html::default()
            };
            let notice = match guest.notice() {
                Some(Notice::Refused(r)) => {
                    Some(t.online_refusal(r.map(|own| G::refusal(t, own))).to_owned())
                }
                Some(Notice::Bad(e)) => Some(t.online_not_accepted(&G::wire_error(t, e))),
                None => None,
            }
            .map(|n| html! { <p class="online-refusal" role="alert">{ n }</p> });
            let me = seats
                .first()
                .map(|&s| guest.series().player_of(G::side_index(s)));
            let asked = guest.rematch_asked();
            let onrematch = {
                let (shared, redraw) = (shared.clone(), redraw_cb.clone());
                Callback::from(move |yes| {
                    let (shared, redraw) = (shared.clone(), redraw.clone());
                    post(move || {
                        shared.borrow_mut().room.rematch(yes, now());
                        redraw.emit(());
                    });
                })
            };
            let series = series_panel(SeriesPanel {
                series: guest.series(),
                me,
                over: guest.outcome().is_some(),
                asked: seats.iter().any(|s| asked.contains(s)),
                other_asked: asked.iter().any(|s| !seats.contains(s)),
                ended: guest.series_over().is_some(),
                replays: replay_links(guest.past_games(), guest.series().game, game),
                onrematch,
                t,
            });
            html! {
                <section class="online-game">
                    { for role }{ for waiting }{ lost }{ paused_line::<G>(t, guest.paused(now())) }
                    { game_part(GamePart {
                        status: G::status(game, t),
                        verdict: Verdict::of(game, &seats),
                        board: G::board(view, game, &seats, on, t),
                        series,
                        t,
                    }) }{ for notice }
                    <p class="online-watchers">{ t.online_watchers(guest.watchers() as usize) }</p>
                </section>
            }
        }
        None if state.room.error().is_none()
            && (state.join.signal.phase() == Phase::Joining
                || (state.join.signal.phase() == Phase::Done && !state.room.closed())) =>
        {
            html! {
                <section key="joining" class="online-invite">
                    <h2>{ t.online_join() }</h2>
                    <p class="online-joining" role="status">{ t.online_joining() }</p>
                    <p class="online-how">{ t.online_joining_how() }</p>
                </section>
            }
        }
        None => answer_panel(
            state.room.answer(),
            state.room.error(),
            state.room.closed(),
            answer_hint(state.join.notice()),
            G::KIND,
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
