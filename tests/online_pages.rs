//! The online pages' state, natively: the host's page ([`HostRoom`]) and a
//! guest's ([`GuestState`]) joined through a real invitation and answer
//! code, carrying a Fox & Dolphin match over a recording stand-in for the
//! WebRTC channel. Joins, answers refused with their reason, refusals,
//! disconnects, and the rule that a connection is never freed inside one
//! of its own events (only at the next frame).

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use fox_and_xo::clock::Millis;
use fox_and_xo::online::code::{Code, CodeError, Kind};
use fox_and_xo::online::connection::{ChannelEvent, Connection, OnlineProblem};
use fox_and_xo::online::guest::Notice;
use fox_and_xo::online::host::room::{kept_host, kept_past, HostRoom};
use fox_and_xo::online::host::{Host, GRACE_MS};
use fox_and_xo::online::relay_policy::JoinNotice;
use fox_and_xo::online::wire::{Refusal, Role};
use fox_and_xo::rules::fox_dolphin::{EndReason, Intent, Match, Species};
use fox_and_xo::rules::Seat;
use fox_and_xo::session::COUNTDOWN_MS;
use fox_and_xo::ui::fox_dolphin::setup::model::Setup;
use fox_and_xo::ui::link::Query;
use fox_and_xo::ui::online::guest::state::{answer_hint, AnswerHint, GuestState};

const OFFER: &str = include_str!("online_sdp/chromium-offer.sdp");
const ANSWER: &str = include_str!("online_sdp/chromium-answer-stun.sdp");
const SESSION: u32 = 0x5eed_0001;
const FRAME_MS: f64 = 16.0;

/// A frame's time as the page's clock gives it.
fn millis(ms: f64) -> Millis {
    Millis::from_browser(ms)
}

fn crlf(sdp: &str) -> String {
    sdp.lines().map(|l| format!("{l}\r\n")).collect()
}

/// A connection that records what is sent on it and when it is dropped.
#[derive(Clone, Default)]
struct Wire {
    sent: Rc<RefCell<Vec<Vec<u8>>>>,
    dropped: Rc<Cell<bool>>,
}

impl Connection for Wire {
    fn send(&self, bytes: &[u8]) {
        self.sent.borrow_mut().push(bytes.to_vec());
    }
}

/// The stand-in's end as the state holds it: dropping it is closing it.
struct End(Wire);

impl Connection for End {
    fn send(&self, bytes: &[u8]) {
        self.0.send(bytes)
    }
}

impl Drop for End {
    fn drop(&mut self) {
        self.0.dropped.set(true);
    }
}

impl Wire {
    fn take(&self) -> Vec<Vec<u8>> {
        std::mem::take(&mut self.sent.borrow_mut())
    }
}

/// The host's person plays the foxes, a guest the dolphins; one minute.
fn host_room() -> HostRoom<Match, End> {
    let setup = Setup {
        size: 10,
        seed: Some(7),
        time_limit_ms: Some(60_000),
        ..Setup::default()
    };
    let host = Host::new(setup.settings(7), [Seat::You, Seat::Guest]).unwrap();
    HostRoom::new(host)
}

/// A host with its invitation shown, and the wire of that invitation.
fn inviting() -> (HostRoom<Match, End>, Wire) {
    let mut host = host_room();
    assert!(host.begin_invite());
    assert!(!host.begin_invite(), "one invitation at a time");
    let wire = Wire::default();
    host.invite_made(SESSION, Ok((End(wire.clone()), crlf(OFFER))), |code| {
        format!("link#join={}", code.to_text())
    });
    let invite = host.invite().expect("the invitation is shown");
    assert_eq!(invite.session, SESSION);
    assert!(!host.begin_invite(), "one is shown");
    (host, wire)
}

/// A guest whose answer is made, and its wire.
fn answering() -> (GuestState<Match, End>, Wire) {
    let mut guest = GuestState::default();
    let wire = Wire::default();
    guest.answer_made(SESSION, Ok((End(wire.clone()), crlf(ANSWER))));
    assert!(guest.answer().is_some());
    (guest, wire)
}

/// The count before the first tick, in ms (the match stands at tick 0
/// until then).
const C: u64 = COUNTDOWN_MS;
const COUNT: f64 = COUNTDOWN_MS as f64;

/// Carries every message sent so far both ways, until none is left.
fn pump(
    host: &mut HostRoom<Match, End>,
    host_wire: &Wire,
    guest: &mut GuestState<Match, End>,
    guest_wire: &Wire,
    now: u64,
) {
    pump_on(SESSION, host, host_wire, guest, guest_wire, now)
}

/// [`pump`] for the guest of invitation `session`.
fn pump_on(
    session: u32,
    host: &mut HostRoom<Match, End>,
    host_wire: &Wire,
    guest: &mut GuestState<Match, End>,
    guest_wire: &Wire,
    now: u64,
) {
    loop {
        let (to_guest, to_host) = (host_wire.take(), guest_wire.take());
        if to_guest.is_empty() && to_host.is_empty() {
            return;
        }
        for m in to_guest {
            guest.on_event(ChannelEvent::Message(m), Millis(now));
        }
        for m in to_host {
            host.on_event(session, ChannelEvent::Message(m), Millis(now));
        }
    }
}

/// Invitation, answer, both channels open: a seated guest.
fn joined() -> (HostRoom<Match, End>, Wire, GuestState<Match, End>, Wire) {
    let (mut host, host_wire) = inviting();
    let (mut guest, guest_wire) = answering();
    let (session, sdp) = host
        .take_answer(guest.answer().unwrap())
        .expect("the answer is taken");
    assert_eq!(session, SESSION);
    assert!(sdp.contains("a=fingerprint"), "the answer's SDP to accept");
    assert!(host.invite().is_none(), "the invitation is used");
    assert!(host.connection(SESSION).is_some());
    host.on_event(SESSION, ChannelEvent::Open, Millis(0));
    guest.on_event(ChannelEvent::Open, Millis(0));
    pump(&mut host, &host_wire, &mut guest, &guest_wire, 0);
    (host, host_wire, guest, guest_wire)
}

#[test]
fn a_guest_joins_by_the_answer_and_takes_the_open_seat() {
    let (host, _, guest, _) = joined();
    assert_eq!(host.connected(), 1);
    assert!(host.host().is_started());
    assert_eq!(
        guest.guest().and_then(|g| g.role()),
        Some(Role::Seat(Species::Dolphin))
    );
    assert_eq!(guest.seats(), vec![Species::Dolphin]);
}

#[test]
fn both_pages_play_one_match_to_the_same_digest_and_time_the_guests_move() {
    let (mut host, host_wire, mut guest, guest_wire) = joined();
    let mut now = 0.0;
    let mut moved = false;
    while !host.game().is_over() && now < 120_000.0 {
        now += FRAME_MS;
        host.frame(millis(now));
        guest.frame(millis(now));
        pump(&mut host, &host_wire, &mut guest, &guest_wire, now as u64);
        if !moved && now > COUNT + 1_000.0 {
            let game = guest.guest().and_then(|g| g.game()).unwrap().clone();
            let g = game.game();
            let (from, to) = g
                .board()
                .coords()
                .filter(|&c| g.tile(c).and_then(|t| t.occupant) == Some(Species::Dolphin))
                .find_map(|from| g.legal_targets(from).first().map(|&to| (from, to)))
                .expect("a dolphin can move");
            let intent = Intent::Move {
                seat: Species::Dolphin,
                from,
                to,
            };
            guest.click(Some(intent), millis(now));
            moved = true;
        }
    }
    for _ in 0..200 {
        now += FRAME_MS;
        host.frame(millis(now));
        guest.frame(millis(now));
        pump(&mut host, &host_wire, &mut guest, &guest_wire, now as u64);
    }
    let mirror = guest.guest().and_then(|g| g.game()).unwrap();
    assert!(host.game().is_over());
    assert_eq!(mirror.digest(), host.game().digest());
    assert_eq!(guest.latencies().len(), 1, "the one move was timed");
}

#[test]
fn answers_that_answer_nothing_shown_are_refused_with_their_reason() {
    let (mut host, _) = inviting();
    assert_eq!(host.take_answer("not a code"), None);
    assert_eq!(
        host.message(),
        Some(&OnlineProblem::Code(CodeError::Malformed))
    );
    // An answer to another invitation (a stale one).
    let other = Code::from_sdp(&crlf(ANSWER), Kind::Answer, SESSION + 1).unwrap();
    assert!(!host.is_ours(&other.to_text()));
    assert_eq!(host.take_answer(&other.to_text()), None);
    assert_eq!(host.message(), Some(&OnlineProblem::Code(CodeError::Stale)));
    assert!(host.invite().is_some(), "the invitation stays shown");
    // The right answer clears the message; the same answer again is reused.
    let (guest, _) = answering();
    let answer = guest.answer().unwrap().to_owned();
    assert!(host.is_ours(&answer));
    assert!(host.take_answer(&answer).is_some());
    assert_eq!(host.message(), None);
    assert_eq!(host.take_answer(&answer), None);
    assert_eq!(
        host.message(),
        Some(&OnlineProblem::Code(CodeError::Reused))
    );
}

#[test]
fn a_browser_that_cannot_make_the_offer_or_answer_is_said_so() {
    let mut host = host_room();
    assert!(host.begin_invite());
    host.invite_made(SESSION, Err(OnlineProblem::Browser("no".into())), |_| {
        unreachable!("no link without a code")
    });
    assert_eq!(host.message(), Some(&OnlineProblem::Browser("no".into())));
    assert!(host.invite().is_none());
    assert!(host.begin_invite(), "the page may try again");
    let mut guest: GuestState<Match, End> = GuestState::default();
    guest.answer_made(SESSION, Ok((End(Wire::default()), "v=0\r\n".into())));
    assert!(matches!(guest.error(), Some(OnlineProblem::Code(_))));
    assert_eq!(guest.answer(), None);
}

#[test]
fn refusals_are_kept_to_show_on_both_pages() {
    let (mut host, _) = inviting();
    let leave = Intent::Leave { seat: Species::Fox };
    host.submit(leave);
    assert_eq!(host.refused(), Some(Refusal::NotStarted), "no guest yet");
    let (mut host, host_wire, mut guest, guest_wire) = joined();
    let theirs = Intent::Leave {
        seat: Species::Dolphin,
    };
    host.submit(theirs);
    assert_eq!(host.refused(), Some(Refusal::NotYourSeat));
    host.submit(leave);
    assert_eq!(host.refused(), None);
    for now in [100, 1_100, 2_100] {
        host.frame(millis(now as f64));
        guest.frame(millis(now as f64));
        pump(&mut host, &host_wire, &mut guest, &guest_wire, now);
    }
    assert!(host.game().is_over(), "the host's person left");
    // The guest's request after the end is answered at once, not sent.
    guest_wire.take();
    guest.click(Some(theirs), millis(2_200.0));
    assert_eq!(
        guest.guest().and_then(|g| g.notice()),
        Some(&Notice::Refused(Refusal::GameOver))
    );
    assert!(guest_wire.take().is_empty(), "nothing sent");
}

#[test]
fn a_connection_that_closes_is_freed_at_the_next_frame_not_in_its_event() {
    let (mut host, host_wire, _, _) = joined();
    host.frame(millis(COUNT + 1_000.0));
    host.on_event(SESSION, ChannelEvent::Closed, Millis(C + 1_000));
    assert!(!host_wire.dropped.get(), "not freed inside its own event");
    assert_eq!(host.closing(), 1);
    assert_eq!(host.connected(), 0);
    host.frame(millis(COUNT + 1_016.0));
    assert!(host_wire.dropped.get(), "freed by the frame");
    assert_eq!(host.closing(), 0);
    // Its seat waits for it; then Z spec `Disconnect`: the guest's side
    // leaves, the host's wins.
    assert_eq!(
        host.host().away(Millis(C + 1_016)),
        Some((Species::Dolphin, GRACE_MS - 16))
    );
    host.frame(millis((C + 1_016 + GRACE_MS + 100) as f64));
    let outcome = host.game().game().outcome().expect("the game ended");
    assert_eq!(outcome.winner, Some(Species::Fox));
    assert_eq!(outcome.reason, EndReason::OpponentLeft);
}

#[test]
fn a_guest_page_that_closes_says_it_leaves_and_frees_its_connection_by_frame() {
    let (mut host, host_wire, mut guest, guest_wire) = joined();
    guest.leave(Millis(500));
    pump(&mut host, &host_wire, &mut guest, &guest_wire, 500);
    host.frame(millis(600.0));
    assert!(host.game().is_over(), "the guest's leave ends the game");
    guest.close();
    assert!(!guest_wire.dropped.get());
    guest.frame(millis(700.0));
    assert!(guest_wire.dropped.get());
    guest.on_event(ChannelEvent::Closed, Millis(800));
    assert!(guest.closed());
}

#[test]
fn a_watcher_is_told_at_once_that_it_cannot_move() {
    let (mut host, host_wire, _, _) = joined();
    // A second guest: the seats are taken, so it watches.
    assert!(host.begin_invite());
    let second = Wire::default();
    host.invite_made(SESSION + 1, Ok((End(second.clone()), crlf(OFFER))), |c| {
        c.to_text()
    });
    let mut watcher: GuestState<Match, End> = GuestState::default();
    let watcher_wire = Wire::default();
    watcher.answer_made(SESSION + 1, Ok((End(watcher_wire.clone()), crlf(ANSWER))));
    assert!(host.take_answer(watcher.answer().unwrap()).is_some());
    host.on_event(SESSION + 1, ChannelEvent::Open, Millis(0));
    watcher.on_event(ChannelEvent::Open, Millis(0));
    for _ in 0..4 {
        for m in second.take() {
            watcher.on_event(ChannelEvent::Message(m), Millis(0));
        }
        for m in watcher_wire.take() {
            host.on_event(SESSION + 1, ChannelEvent::Message(m), Millis(0));
        }
    }
    drop(host_wire);
    assert_eq!(host.connected(), 2);
    assert_eq!(watcher.guest().and_then(|g| g.role()), Some(Role::Watcher));
    assert!(watcher.seats().is_empty());
    watcher.click(None, millis(10.0));
    assert_eq!(
        watcher.guest().and_then(|g| g.notice()),
        Some(&Notice::Refused(Refusal::Watcher))
    );
    assert!(watcher_wire.take().is_empty(), "nothing sent");
}

#[test]
fn an_invitation_offered_through_the_relays_still_takes_its_answer() {
    let (mut host, _) = inviting();
    assert_eq!(host.open_sessions(), [SESSION]);
    let code = host.offer_shown().expect("the invitation shown is offered");
    assert_eq!(
        code,
        Code::from_sdp(&crlf(OFFER), Kind::Offer, SESSION)
            .unwrap()
            .to_text()
    );
    assert!(host.invite().is_none(), "no longer shown");
    assert!(host.begin_invite(), "the next one is made");
    assert_eq!(host.offer_shown(), None, "none shown to offer");
    assert_eq!(host.open_sessions(), [SESSION], "it still waits");
    let (guest, _) = answering();
    let (session, _) = host.take_answer(guest.answer().unwrap()).expect("taken");
    assert_eq!(session, SESSION);
    assert!(host.connection(SESSION).is_some());
    assert!(host.open_sessions().is_empty());
}

#[test]
fn the_host_page_keeps_its_save_when_something_changed_or_half_a_second_passed() {
    let (mut host, host_wire, mut guest, guest_wire) = joined();
    host.frame(millis(COUNT + 100.0));
    let first = host
        .take_save(millis(COUNT + 100.0))
        .expect("the first save");
    assert_eq!(host.take_save(millis(COUNT + 200.0)), None, "nothing new");
    host.frame(millis(COUNT + 300.0));
    assert_eq!(
        host.take_save(millis(COUNT + 300.0)),
        None,
        "only the clock, too soon"
    );
    host.frame(millis(COUNT + 700.0));
    assert!(
        host.take_save(millis(COUNT + 700.0)).is_some(),
        "the clock, half a second on"
    );
    // An applied intent is kept at once.
    host.submit(Intent::Leave { seat: Species::Fox });
    host.frame(millis(COUNT + 710.0));
    pump(&mut host, &host_wire, &mut guest, &guest_wire, C + 710);
    host.frame(millis(COUNT + 720.0));
    let last = host
        .take_save(millis(COUNT + 720.0))
        .expect("kept after the intent");
    assert!(host.game().is_over());
    // A finished game is not restored: a reload starts a new one.
    assert!(kept_host::<Match>(Some(&last), Millis(0))
        .unwrap()
        .is_none());
    let restored = kept_host::<Match>(Some(&first), Millis(0))
        .unwrap()
        .unwrap();
    // (This guest said no token: nobody to wait for.)
    assert!(restored.is_started() && !restored.is_paused());
    assert!(kept_host::<Match>(None, Millis(0)).unwrap().is_none());
    assert!(kept_host::<Match>(Some("not base64!"), Millis(0)).is_err());
}

#[test]
fn the_host_page_keeps_the_past_games_apart_and_only_when_a_game_joins_them() {
    use fox_and_xo::rules::fox_dolphin::ai::Level;
    use fox_and_xo::rules::fox_dolphin::Settings;
    // The host's person plays the foxes against a computer (which always
    // plays again), in games that end by the shortest time limit.
    let settings = Settings {
        size: 10,
        seed: 9,
        cooldown_ms: 200,
        tide_interval_ms: 1_000,
        first_tide_ms: 1_000,
        time_limit_ms: Some(30_000),
    };
    let mut host = HostRoom::<Match, End>::new(
        Host::new(settings, [Seat::You, Seat::Computer(Level::Easy)]).unwrap(),
    );
    let empty = host
        .take_past_save()
        .expect("the first frame keeps the past: none");
    assert_eq!(host.take_past_save(), None, "nothing new");
    let run = |host: &mut HostRoom<Match, End>, from: f64, ms: f64| {
        let mut now = from;
        while now < from + ms {
            now += 100.0;
            host.frame(millis(now));
        }
        now
    };
    let over = run(&mut host, 0.0, COUNT + 31_000.0);
    assert!(host.game().is_over());
    assert_eq!(host.take_past_save(), None, "a game over is not yet past");
    host.rematch(true, Millis(over as u64));
    assert_eq!(host.refused(), None);
    assert_eq!(host.host().series().game, 2);
    let one = host.take_past_save().expect("game 1 joined the past");
    assert_eq!(host.take_past_save(), None, "nothing new");
    let at = run(&mut host, over, COUNT + 2_000.0);
    assert!(!host.game().is_over() && host.game().tick() > 0);
    assert_eq!(
        host.take_past_save(),
        None,
        "the clock does not save the past"
    );
    // A reload: the host from its save, the past from its own.
    let save = host.save_now(millis(at));
    let mut back = kept_host::<Match>(Some(&save), Millis(0)).unwrap().unwrap();
    kept_past(&mut back, Some(&one)).unwrap();
    assert_eq!(back.past_games(), host.host().past_games());
    assert_eq!(back.past_games().len(), 1);
    // None kept (a page from before) or the empty past: the game goes on
    // without replays. A damaged past is refused and changes nothing.
    let mut again = kept_host::<Match>(Some(&save), Millis(0)).unwrap().unwrap();
    kept_past(&mut again, None).unwrap();
    kept_past(&mut again, Some(&empty)).unwrap();
    assert!(again.past_games().is_empty());
    assert!(kept_past(&mut again, Some("not base64!")).is_err());
    assert!(kept_past(&mut again, Some(&one[..one.len() - 4])).is_err());
    assert!(again.past_games().is_empty());
}

/// A guest's page (a tab with seat token `token` and, if given, the past
/// games it kept) joining `host` by a new invitation, `session`, at `now`;
/// the host's wire and the guest's, both channels open and pumped.
fn guest_page_joins(
    host: &mut HostRoom<Match, End>,
    session: u32,
    token: u64,
    kept: Option<&str>,
    now: u64,
) -> (GuestState<Match, End>, Wire, Wire) {
    assert!(host.begin_invite());
    let host_wire = Wire::default();
    host.invite_made(session, Ok((End(host_wire.clone()), crlf(OFFER))), |code| {
        format!("link#join={}", code.to_text())
    });
    let mut guest = GuestState::default();
    guest.set_token(token);
    guest.keep_saved_past(kept);
    let guest_wire = Wire::default();
    guest.answer_made(session, Ok((End(guest_wire.clone()), crlf(ANSWER))));
    assert_eq!(guest.take_past_save(), None, "not welcomed yet");
    host.take_answer(guest.answer().unwrap()).unwrap();
    host.on_event(session, ChannelEvent::Open, Millis(now));
    guest.on_event(ChannelEvent::Open, Millis(now));
    pump_on(session, host, &host_wire, &mut guest, &guest_wire, now);
    (guest, host_wire, guest_wire)
}

#[test]
fn a_guest_page_keeps_the_games_it_saw_for_its_tab_and_a_reload_brings_them_back() {
    let mut host = host_room();
    let (mut guest, host_wire, guest_wire) = guest_page_joins(&mut host, SESSION, 7, None, 0);
    assert_eq!(
        guest.guest().unwrap().role(),
        Some(Role::Seat(Species::Dolphin))
    );
    let empty = guest
        .take_past_save()
        .expect("welcomed: the past kept, none yet");
    assert_eq!(guest.take_past_save(), None, "nothing new");
    // Game 1 runs to its time limit (a minute).
    let mut now = 0.0;
    while !host.game().is_over() {
        now += 100.0;
        host.frame(millis(now));
        guest.frame(millis(now));
        pump(&mut host, &host_wire, &mut guest, &guest_wire, now as u64);
    }
    assert_eq!(guest.take_past_save(), None, "a game over is not yet past");
    // A rematch: game 1 joins the past, and the tab keeps it once.
    guest.rematch(true, Millis(now as u64));
    pump(&mut host, &host_wire, &mut guest, &guest_wire, now as u64);
    host.rematch(true, Millis(now as u64));
    pump(&mut host, &host_wire, &mut guest, &guest_wire, now as u64);
    assert_eq!(guest.guest().unwrap().series().game, 2);
    let one = guest.take_past_save().expect("game 1 joined the past");
    assert_eq!(guest.take_past_save(), None, "nothing new");
    for _ in 0..30 {
        now += 100.0;
        host.frame(millis(now));
        guest.frame(millis(now));
        pump(&mut host, &host_wire, &mut guest, &guest_wire, now as u64);
    }
    assert_eq!(
        guest.take_past_save(),
        None,
        "the clock does not save the past"
    );
    let seen = guest.guest().unwrap().past_games().to_vec();
    let game_one = &host.host().past_games()[0];
    assert_eq!(seen.len(), 1);
    assert_eq!((seen[0].0, seen[0].1.digest), (1, game_one.1.digest));
    // The guest's page reloads (its tab's token and kept past), and a
    // watcher's page (another tab) with the same kept past: at the host's
    // welcome, game 1 is back on both.
    let at = now as u64;
    guest.close();
    for (session, token) in [(SESSION + 1, 7), (SESSION + 2, 8)] {
        let (back, _, _) = guest_page_joins(&mut host, session, token, Some(&one), at);
        let role = back.guest().unwrap().role();
        // Game 2: the sides swapped, the guest's seat is the foxes'.
        let seat = if token == 7 {
            Role::Seat(Species::Fox)
        } else {
            Role::Watcher
        };
        assert_eq!(role, Some(seat));
        assert!(!back.past_refused());
        assert_eq!(back.guest().unwrap().past_games(), seen);
    }
    // Nothing kept (a first visit), the empty past, or the games of
    // another series (the host started again under this link): none,
    // nothing said. Kept text that is not base64url, or a damaged past:
    // said, and the page goes on with no past game.
    let series = host.host().series().id;
    let other = fox_and_xo::bytes::base64url_encode(&fox_and_xo::online::host::past::write_past::<
        Match,
    >(series ^ 1, &seen));
    for (session, kept, refused) in [
        (SESSION + 3, None, false),
        (SESSION + 4, Some(empty.as_str()), false),
        (SESSION + 5, Some("not base64!"), true),
        (SESSION + 6, Some(&one[..one.len() - 4]), true),
        (SESSION + 7, Some(other.as_str()), false),
    ] {
        let (mut back, _, _) = guest_page_joins(&mut host, session, 9, kept, at);
        assert_eq!(back.past_refused(), refused, "{kept:?}");
        assert!(back.guest().unwrap().past_games().is_empty());
        assert_eq!(back.guest().unwrap().series().game, 2, "the game goes on");
        assert_eq!(
            back.take_past_save(),
            Some(empty.clone()),
            "the tab keeps what it saw: none"
        );
    }
}

#[test]
fn a_host_page_going_away_saves_at_once_at_the_very_tick() {
    let (mut host, _, _, _) = joined();
    host.frame(millis(COUNT + 100.0));
    assert!(host.take_save(millis(COUNT + 100.0)).is_some());
    host.frame(millis(COUNT + 300.0));
    assert_eq!(
        host.take_save(millis(COUNT + 300.0)),
        None,
        "only the clock, too soon"
    );
    // A reload: saved now, due or not.
    let leaving = host.save_now(millis(COUNT + 300.0));
    let at_leave = kept_host::<Match>(Some(&leaving), Millis(C + 300))
        .unwrap()
        .unwrap();
    assert!(host.game().tick() > 0);
    assert_eq!(at_leave.game().tick(), host.game().tick());
    assert_eq!(at_leave.game().digest(), host.game().digest());
}

#[test]
fn a_seat_token_kept_by_the_tab_reads_back_and_a_bad_one_is_redrawn() {
    use fox_and_xo::ui::online::guest::state::{parse_token, token_text};
    for token in [1, 42, u64::MAX] {
        assert_eq!(parse_token(&token_text(token)), Some(token));
    }
    for bad in [
        "",
        "0000000000000000",
        "12",
        "zzzzzzzzzzzzzzzz",
        "+123456789abcdef",
    ] {
        assert_eq!(parse_token(bad), None, "{bad}");
    }
}

#[test]
fn a_guest_that_lost_its_host_mid_game_starts_again_on_a_new_connection() {
    let (_, _, mut guest, _) = joined();
    assert!(!guest.lost_mid_game(Millis(0)));
    guest.on_event(ChannelEvent::Closed, Millis(10));
    assert!(guest.lost_mid_game(Millis(10)));
    guest.rejoin();
    assert!(
        !guest.lost_mid_game(Millis(10)),
        "a new connection is being made"
    );
    assert!(guest.guest().is_some(), "the match stays shown meanwhile");
    let wire = Wire::default();
    guest.answer_made(SESSION + 1, Ok((End(wire.clone()), crlf(ANSWER))));
    guest.on_event(ChannelEvent::Open, Millis(20));
    assert!(!guest.closed());
    assert_eq!(wire.take().len(), 1, "a new guest says hello");
}

/// The host's page as *Play online* opens it from `setup` (its link read
/// back as the host's page reads it).
fn host_from_play_online(setup: Setup) -> HostRoom<Match, End> {
    let link = setup.for_online(false).to_query();
    let (read, ignored) = Setup::from_host_query(&Query::parse(&link));
    assert!(ignored.is_empty());
    HostRoom::new(Host::new(read.settings(7), read.online_seats()).unwrap())
}

#[test]
fn play_online_from_the_default_setup_waits_for_its_guest_then_the_game_runs() {
    let setup = Setup {
        size: 10,
        seed: Some(7),
        ..Setup::default()
    };
    assert_eq!(
        setup.dolphin,
        Seat::Computer(fox_and_xo::rules::fox_dolphin::ai::Level::Mild)
    );
    let mut host = host_from_play_online(setup);
    assert_eq!(host.host().seat(Species::Dolphin), Seat::Guest);
    assert_eq!(host.host().open_seats(), 1);
    let mut now = 0.0;
    while now < 10_000.0 {
        now += FRAME_MS;
        host.frame(millis(now));
        assert!(!host.host().is_started(), "no countdown before the guest");
        assert_eq!(host.host().countdown(Millis(now as u64)).shown(), None);
    }
    assert_eq!(host.game().tick(), 0, "no computer move, no tick");
    // The guest joins: the count, then the game runs.
    assert!(host.begin_invite());
    let host_wire = Wire::default();
    host.invite_made(SESSION, Ok((End(host_wire.clone()), crlf(OFFER))), |c| {
        c.to_text()
    });
    let (mut guest, guest_wire) = answering();
    host.take_answer(guest.answer().unwrap()).expect("taken");
    let at = now as u64;
    host.on_event(SESSION, ChannelEvent::Open, Millis(at));
    guest.on_event(ChannelEvent::Open, Millis(at));
    pump(&mut host, &host_wire, &mut guest, &guest_wire, at);
    assert!(host.host().is_started());
    let end = now + COUNT + 2_000.0;
    while now < end {
        now += FRAME_MS;
        host.frame(millis(now));
        guest.frame(millis(now));
        pump(&mut host, &host_wire, &mut guest, &guest_wire, now as u64);
    }
    assert!(host.game().tick() > 0, "the game runs once the guest is in");
}

#[test]
fn play_online_that_keeps_the_computer_starts_without_a_guest() {
    let setup = Setup {
        size: 10,
        seed: Some(7),
        ..Setup::default()
    }
    .for_online(true);
    let (read, _) = Setup::from_host_query(&Query::parse(&setup.to_query()));
    let host = Host::new(read.settings(7), read.online_seats()).unwrap();
    assert_eq!(host.open_seats(), 0);
    assert!(matches!(host.seat(Species::Dolphin), Seat::Computer(_)));
}

#[test]
fn a_friend_on_this_device_is_a_player_on_another_device_online() {
    let setup = Setup {
        size: 10,
        dolphin: Seat::HotSeat,
        ..Setup::default()
    };
    assert_eq!(setup.online_seats(), [Seat::You, Seat::Guest]);
    let host = host_from_play_online(setup);
    assert_eq!(host.host().open_seats(), 1);
}

#[test]
fn the_guests_code_says_why_it_goes_back_by_hand() {
    assert_eq!(answer_hint(None), AnswerHint::ByHand);
    assert_eq!(answer_hint(Some(JoinNotice::ByHand)), AnswerHint::ByHand);
    assert_eq!(
        answer_hint(Some(JoinNotice::Failed)),
        AnswerHint::RelaysFailed
    );
    assert_eq!(answer_hint(Some(JoinNotice::Working)), AnswerHint::NoReply);
    assert_eq!(answer_hint(Some(JoinNotice::Slow)), AnswerHint::NoReply);
}

/// *Play the computer meanwhile* on a seeking page that found nobody: the
/// same game on its own page, you on the side you sought, the computer at
/// the newcomer's level on the other, no seed carried over; the game's
/// page reads the link with nothing ignored.
#[test]
fn nobody_found_plays_the_computer_from_the_side_you_sought() {
    use fox_and_xo::online::page_links::versus_computer_link;
    use fox_and_xo::rules::fox_dolphin::ai::Level;
    use fox_and_xo::ui::tictactoe::setup::model::Setup as TttSetup;

    let fd = |setup: Setup| {
        let seeking = setup.for_online(false).to_query() + "&online=seek";
        let link = versus_computer_link("fox-dolphin.html", &seeking);
        let query = link
            .strip_prefix("fox-dolphin.html")
            .expect("the game's page");
        let (read, ignored) = Setup::from_query(&Query::parse(query));
        assert!(ignored.is_empty(), "{link}: {ignored:?}");
        assert!(
            !link.contains("seed=") && !link.contains("online="),
            "{link}"
        );
        read
    };
    let sought = Setup {
        size: 14,
        seed: Some(9),
        cooldown_ms: 700,
        ..Setup::default()
    };
    let read = fd(sought);
    // The computer meanwhile plays the newcomer's level, Mild (the
    // setup's default): the side sought was a player's.
    assert_eq!(
        read,
        Setup {
            seed: None,
            dolphin: Seat::Computer(Level::Mild),
            ..sought
        }
    );
    assert_eq!(read.dolphin, Seat::Computer(Level::Mild));
    let as_dolphins = fd(Setup {
        fox: Seat::Computer(Level::Hard),
        dolphin: Seat::You,
        ..Setup::default()
    });
    assert_eq!(
        (as_dolphins.fox, as_dolphins.dolphin),
        (Seat::Computer(Level::Mild), Seat::You)
    );

    let ttt = TttSetup {
        size: 4,
        opponent: Seat::HotSeat,
        first: fox_and_xo::rules::tictactoe::Player::O,
        ..TttSetup::default()
    };
    let link = versus_computer_link("tictactoe.html", &(ttt.to_query() + "&online=seek"));
    let query = link
        .strip_prefix("tictactoe.html")
        .expect("the game's page");
    let (read, ignored) = TttSetup::from_query(&Query::parse(query));
    assert!(ignored.is_empty(), "{link}: {ignored:?}");
    assert_eq!(
        read,
        TttSetup {
            opponent: TttSetup::default().opponent,
            ..ttt
        }
    );
    assert!(read.opponent.is_computer());
}

/// Online play has a page per game, so that a player downloads only their
/// game's online code: the setups' *Play online* and *Play someone now*
/// links open that game's page (`assets/site.js` sends the other game's
/// links there too), the seeking page keeps the relays of the game page's
/// fragment and nothing else of it, and the two pages are told apart.
#[test]
fn each_game_has_its_own_online_page_and_its_links_open_it() {
    use fox_and_xo::online::game::GameKind;
    use fox_and_xo::online::page_links::{online_page, seek_link};

    assert_eq!(online_page(GameKind::FoxDolphin), "online.html");
    assert_eq!(online_page(GameKind::TicTacToe), "online-tictactoe.html");
    assert_eq!(
        seek_link(
            GameKind::TicTacToe,
            "?game=tic-tac-toe&size=4",
            "#ice=local&nostr=d3NzOi8veA"
        ),
        "online-tictactoe.html?game=tic-tac-toe&size=4&online=seek#nostr=d3NzOi8veA"
    );
    assert_eq!(
        seek_link(GameKind::FoxDolphin, "?game=fox-dolphin&size=12", ""),
        "online.html?game=fox-dolphin&size=12&online=seek"
    );
}
