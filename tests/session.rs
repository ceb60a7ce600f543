//! One way to drive a game: local play, the replay viewer, the online host
//! and a guest's mirror are each driven by the same generic loop over
//! [`Session`] (submit, advance at wall time, read what is shown), and all
//! four end on the same match, digest for digest.

mod online_net;

use fox_and_xo::online::guest::Guest;
use fox_and_xo::online::host::{Host, Out};
use fox_and_xo::online::wire::{Refusal, Role};
use fox_and_xo::rules::fox_dolphin::{ai::Level, Intent, Log, Match, Species};
use fox_and_xo::rules::Seat;
use fox_and_xo::session::Session;
use fox_and_xo::ui::fox_dolphin::play::model::{Play, RefusalReason};
use fox_and_xo::ui::fox_dolphin::replay::model::{Indexer, ViewerControl};
use fox_and_xo::ui::fox_dolphin::setup::model::Setup;

/// One page frame, as `ui::frame_loop` gives it.
const FRAME_MS: f64 = 16.0;
/// Long enough for any game below (its time limit, and then some).
const ENOUGH_MS: f64 = 200_000.0;

/// Easy's foxes against Normal's dolphins on a small island, one minute.
fn setup() -> Setup {
    Setup {
        size: 10,
        seed: Some(7),
        fox: Seat::Computer(Level::Easy),
        dolphin: Seat::Computer(Level::Normal),
        time_limit_ms: Some(60_000),
        ..Setup::default()
    }
}

/// The one page loop, natively: a frame every [`FRAME_MS`] from `start`
/// until what is shown is over, handing each frame's changes to `then`.
/// Returns the wall time it stopped at.
fn drive<S: Session<Shown = Match>>(
    session: &mut S,
    start: f64,
    mut then: impl FnMut(&mut S, S::Changes, f64),
) -> f64 {
    let mut now = start;
    while now < start + ENOUGH_MS {
        now += FRAME_MS;
        let changes = session.advance(now);
        then(session, changes, now);
        if session.shown().is_some_and(Match::is_over) {
            break;
        }
    }
    now
}

fn digest_of<S: Session<Shown = Match>>(session: &S) -> u64 {
    session.shown().expect("something is shown").digest()
}

/// Local play to the end: its digest and its log.
fn played_here() -> (u64, Log) {
    let mut play = Play::new(setup(), 0).unwrap();
    drive(&mut play, 0.0, |_, _, _| {});
    assert!(play.over(), "the local game ended");
    (digest_of(&play), play.the_match().log())
}

#[test]
fn local_replay_host_and_guest_end_on_one_digest() {
    let (local, log) = played_here();

    // The replay viewer, played from the start at the fastest speed.
    let mut replay = Indexer::new(log).unwrap().run().unwrap();
    replay.submit(ViewerControl::Speed(16)).unwrap();
    replay.submit(ViewerControl::Toggle).unwrap();
    drive(&mut replay, 0.0, |_, changes, _| {
        changes.expect("a checked log replays");
    });
    assert_eq!(digest_of(&replay), local, "replay");

    // The host with the same two computers, and a guest watching: the
    // host's frames go to the guest, the guest's to the host.
    let setup = setup();
    let seats = [Seat::Computer(Level::Easy), Seat::Computer(Level::Normal)];
    let mut host = Host::new(setup.settings(0), seats).unwrap();
    let peer = host.connect(1_000);
    let (mut guest, hello) = Guest::<Match>::new(1_000, 1);
    let mut to_guest = host.receive(peer, &hello, 1_000);
    let deliver = |guest: &mut Guest<Match>, host: &mut Host<Match>, outs: Vec<Out>| {
        for out in outs {
            if let Out::Send(_, bytes) = out {
                for reply in guest.receive(&bytes, 0) {
                    let _ = host.receive(peer, &reply, 0);
                }
            }
        }
    };
    deliver(&mut guest, &mut host, std::mem::take(&mut to_guest));
    assert_eq!(guest.role(), Some(Role::Watcher));
    drive(&mut host, 1_000.0, |host, outs, now| {
        deliver(&mut guest, host, outs);
        for bytes in Session::advance(&mut guest, now) {
            let _ = host.receive(peer, &bytes, now as u64);
        }
    });
    assert_eq!(digest_of(&host), local, "host");
    // The guest's mirror catches up with the host's last word.
    drive(&mut guest, 200_000.0, |_, _, _| {});
    assert_eq!(
        guest.shown().expect("welcomed").digest(),
        local,
        "guest's mirror"
    );
}

#[test]
fn each_session_refuses_what_it_cannot_take_and_changes_nothing() {
    // Local: computer against computer is watched; nobody's intent goes in.
    let mut play = Play::new(setup(), 0).unwrap();
    let before = digest_of(&play);
    let leave = Intent::Leave { seat: Species::Fox };
    assert_eq!(play.submit(leave), Err(RefusalReason::Watching));
    assert_eq!(digest_of(&play), before);

    // Online: a watcher cannot move; the host's person holds no seat here.
    let mut host = Host::new(
        setup().settings(0),
        [Seat::Guest, Seat::Computer(Level::Easy)],
    )
    .unwrap();
    assert_eq!(host.submit(leave), Err(Refusal::NotStarted));
    let (mut guest, _) = Guest::<Match>::new(0, 1);
    assert_eq!(guest.submit(leave), Err(Refusal::NotStarted));
    assert!(Session::advance(&mut guest, 16.0).is_empty());

    // Replay: an unknown speed changes nothing.
    let (_, log) = played_here();
    let mut replay = Indexer::new(log).unwrap().run().unwrap();
    let speed = replay.speed();
    replay.submit(ViewerControl::Speed(3)).unwrap();
    assert_eq!(replay.speed(), speed);
}
