//! One way to drive a game: every session kind of both games (local play,
//! the replay, the online host and a guest's mirror; Fox & Dolphin and
//! tic-tac-toe) is driven by the one generic loop [`drive`] over
//! [`Session`] (submit, advance at wall time, read what is shown), and the
//! four kinds of each game end on the same match, digest for digest.

mod online_net;

use std::hash::{DefaultHasher, Hash, Hasher};

use fox_and_xo::clock::Millis;
use fox_and_xo::online::guest::Guest;
use fox_and_xo::online::host::{Host, Out};
use fox_and_xo::online::tictactoe::{TttIntent, TttMatch};
use fox_and_xo::online::wire::{Refusal, Role};
use fox_and_xo::rules::fox_dolphin::{ai::Level, Intent, Log, Match, Species};
use fox_and_xo::rules::tictactoe::{self, Cell, Outcome, Player};
use fox_and_xo::rules::Seat;
use fox_and_xo::session::{Changed, Session};
use fox_and_xo::ui::fox_dolphin::board::chronicle::Happened;
use fox_and_xo::ui::fox_dolphin::play::model::{Play, PlayIntent, RefusalReason};
use fox_and_xo::ui::fox_dolphin::replay::model::{Indexer, ViewerControl};
use fox_and_xo::ui::fox_dolphin::setup::model::Setup;
use fox_and_xo::ui::tictactoe::replay::model::{SharedGame, Step};
use fox_and_xo::ui::tictactoe::screen::state::{Action, ScreenState, TttMessage};
use fox_and_xo::ui::tictactoe::setup::model::Setup as TttSetup;
use fox_and_xo::ui::tictactoe::setup::record::Scores;

/// One page frame, as `ui::frame_loop` gives it.
const FRAME_MS: u64 = 16;
/// Long enough for any game below (its time limit, and then some).
const ENOUGH_MS: u64 = 200_000;

/// What the loop reads of what a session shows: whether the game is
/// over, and a digest two copies of one game share.
trait Shown {
    fn over(&self) -> bool;
    fn digest(&self) -> u64;
}

impl Shown for Match {
    fn over(&self) -> bool {
        self.is_over()
    }
    fn digest(&self) -> u64 {
        Match::digest(self)
    }
}

/// A tic-tac-toe board: its size, who began, and every mark in order.
impl Shown for tictactoe::Game {
    fn over(&self) -> bool {
        self.outcome() != Outcome::Unfinished
    }
    fn digest(&self) -> u64 {
        let mut h = DefaultHasher::new();
        (self.size(), self.first() == Player::X, self.history()).hash(&mut h);
        h.finish()
    }
}

/// Online, the same board (and nobody left: a leave would end it).
impl Shown for TttMatch {
    fn over(&self) -> bool {
        self.left().is_some() || self.game().over()
    }
    fn digest(&self) -> u64 {
        assert_eq!(self.left(), None, "nobody leaves these games");
        self.game().digest()
    }
}

/// The one page loop, natively: a frame every [`FRAME_MS`] from `start`
/// until what is shown is over, handing each frame's changes to `then`
/// (the page's part: send, deliver, a person's next click). Returns the
/// wall time it stopped at.
fn drive<S: Session>(
    session: &mut S,
    start: Millis,
    mut then: impl FnMut(&mut S, Changed<S::Event>, Millis),
) -> Millis
where
    S::Shown: Shown,
{
    let mut now = start;
    while now < start + ENOUGH_MS {
        now += FRAME_MS;
        let changed = session.advance(now);
        then(session, changed, now);
        if session.shown().is_some_and(Shown::over) {
            break;
        }
    }
    now
}

fn digest_of<S: Session>(session: &S) -> u64
where
    S::Shown: Shown,
{
    let shown = session.shown().expect("something is shown");
    assert!(shown.over(), "driven to the end");
    shown.digest()
}

// ----- Fox & Dolphin -----

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

/// Local play to the end: its digest and its log.
fn played_here() -> (u64, Log) {
    let mut play = Play::new(setup(), 0).unwrap();
    drive(&mut play, Millis(0), |_, _, _| {});
    assert!(play.over(), "the local game ended");
    (digest_of(&play), play.the_match().log())
}

#[test]
fn fox_dolphin_local_replay_host_and_guest_end_on_one_digest() {
    let (local, log) = played_here();

    // The replay viewer, played from the start at the fastest speed.
    let mut replay = Indexer::new(log).unwrap().run().unwrap();
    replay.submit(ViewerControl::Speed(16)).unwrap();
    replay.submit(ViewerControl::Toggle).unwrap();
    drive(&mut replay, Millis(0), |_, changed, _| {
        let broken = changed
            .events
            .iter()
            .any(|e| matches!(e, Happened::Broken(_)));
        assert!(!broken, "a checked log replays");
    });
    assert_eq!(digest_of(&replay), local, "replay");

    // The host with the same two computers, and a guest watching: the
    // host's frames go to the guest, the guest's to the host.
    let setup = setup();
    let seats = [Seat::Computer(Level::Easy), Seat::Computer(Level::Normal)];
    let mut host = Host::new(setup.settings(0), seats).unwrap();
    let peer = host.connect(Millis(1_000));
    let (mut guest, hello) = Guest::<Match>::new(Millis(1_000), 1);
    let mut to_guest = host.receive(peer, &hello, Millis(1_000));
    let deliver = |guest: &mut Guest<Match>, host: &mut Host<Match>, outs: Vec<Out>| {
        for out in outs {
            if let Out::Send(_, bytes) = out {
                for reply in guest.receive(&bytes, Millis(0)) {
                    let _ = host.receive(peer, &reply, Millis(0));
                }
            }
        }
    };
    deliver(&mut guest, &mut host, std::mem::take(&mut to_guest));
    assert_eq!(guest.role(), Some(Role::Watcher));
    drive(&mut host, Millis(1_000), |host, changed, now| {
        deliver(&mut guest, host, changed.events);
        for bytes in Session::advance(&mut guest, now).events {
            let _ = host.receive(peer, &bytes, Millis(now.0));
        }
    });
    assert_eq!(digest_of(&host), local, "host");
    // The guest's mirror catches up with the host's last word.
    drive(&mut guest, Millis(200_000), |_, _, _| {});
    assert_eq!(digest_of(&guest), local, "guest's mirror");
}

// ----- tic-tac-toe -----

/// Two computers at Strategy on 3×3, X first.
fn ttt_watch() -> TttSetup {
    TttSetup {
        yours: Seat::Computer(tictactoe::Level::Strategy),
        opponent: Seat::Computer(tictactoe::Level::Strategy),
        ..TttSetup::default()
    }
}

/// The local game to the end, at the computers' own pace: its digest and
/// its moves.
fn ttt_played_here(seed: u64) -> (u64, Vec<Cell>) {
    let mut local = ScreenState::new(ttt_watch(), Scores::default(), seed, None);
    let end = drive(&mut local, Millis(0), |_, _, _| {});
    let game = local.shown().expect("a board");
    assert!(
        end.0 >= 900 * game.history().len() as u64,
        "each move waited its pause"
    );
    (digest_of(&local), game.history().to_vec())
}

#[test]
fn tictactoe_local_replay_host_and_guest_end_on_one_digest() {
    let (local, moves) = ttt_played_here(11);
    assert!(moves.len() >= 5, "a whole game: {moves:?}");

    // The shared replay, stepped from the first move, one step a frame.
    let mut replay = SharedGame::new(ttt_watch(), &moves).expect("a legal game");
    replay.submit(Step::First).unwrap();
    assert!(!replay.shown().expect("a board").over());
    drive(&mut replay, Millis(0), |replay, _, _| {
        replay.submit(Step::Next).unwrap();
    });
    assert_eq!(digest_of(&replay), local, "replay");

    // Online: the host's person plays X, a guest O, each clicking the next
    // of the same moves on their turn.
    let mut host = Host::with_game(
        TttMatch::new(3, Player::X).expect("3×3"),
        [Seat::You, Seat::Guest],
    );
    let peer = host.connect(Millis(0));
    let (mut guest, hello) = Guest::<TttMatch>::new(Millis(0), 1);
    let welcome = host.receive(peer, &hello, Millis(0));
    let deliver = |guest: &mut Guest<TttMatch>, host: &mut Host<TttMatch>, outs: Vec<Out>, now| {
        for out in outs {
            if let Out::Send(_, bytes) = out {
                for reply in guest.receive(&bytes, now) {
                    let _ = host.receive(peer, &reply, now);
                }
            }
        }
    };
    deliver(&mut guest, &mut host, welcome, Millis(0));
    assert_eq!(guest.role(), Some(Role::Seat(Player::O)));
    drive(&mut host, Millis(0), |host, changed, now| {
        deliver(&mut guest, host, changed.events, Millis(now.0));
        let game = host.game().game();
        let Some(&cell) = moves.get(game.history().len()) else {
            return;
        };
        let seat = game.turn();
        let intent = TttIntent::Play { seat, cell };
        // One request a turn: the next frame's board says whether it came.
        if seat == Player::X {
            let _ = host.submit(intent);
        } else if guest
            .game()
            .is_some_and(|g| g.game().history() == game.history())
        {
            let _ = guest.submit(intent);
        }
        for bytes in Session::advance(&mut guest, now).events {
            let _ = host.receive(peer, &bytes, Millis(now.0));
        }
    });
    assert_eq!(digest_of(&host), local, "host");
    drive(&mut guest, Millis(ENOUGH_MS), |_, _, _| {});
    assert_eq!(digest_of(&guest), local, "guest's mirror");
}

#[test]
fn the_loop_tells_two_different_games_apart() {
    // The digests compare whole games: another seed, another game.
    let games: Vec<_> = (0..6).map(ttt_played_here).collect();
    assert!(
        games.iter().any(|g| g.0 != games[0].0),
        "six seeds, one game? {games:?}"
    );
    let (local, moves) = &games[0];
    let mut replay = SharedGame::new(ttt_watch(), &moves[..moves.len() - 1]).expect("legal");
    replay.submit(Step::Last).unwrap();
    assert_ne!(
        replay.shown().expect("a board").digest(),
        *local,
        "one move short"
    );
}

#[test]
fn each_session_refuses_what_it_cannot_take_and_changes_nothing() {
    // Local: computer against computer is watched; nobody's intent goes in.
    let mut play = Play::new(setup(), 0).unwrap();
    let before = play.the_match().digest();
    let leave = Intent::Leave { seat: Species::Fox };
    assert_eq!(
        play.submit(PlayIntent::Game(leave)),
        Err(RefusalReason::Watching)
    );
    assert_eq!(play.the_match().digest(), before);

    // Online: a watcher cannot move; the host's person holds no seat here.
    let mut host = Host::new(
        setup().settings(0),
        [Seat::Guest, Seat::Computer(Level::Easy)],
    )
    .unwrap();
    assert_eq!(host.submit(leave), Err(Refusal::NotStarted));
    let (mut guest, _) = Guest::<Match>::new(Millis(0), 1);
    assert_eq!(guest.submit(leave), Err(Refusal::NotStarted));
    assert!(Session::advance(&mut guest, Millis(16)).events.is_empty());

    // Replay: an unknown speed changes nothing.
    let (_, log) = played_here();
    let mut replay = Indexer::new(log).unwrap().run().unwrap();
    let speed = replay.speed();
    replay.submit(ViewerControl::Speed(3)).unwrap();
    assert_eq!(replay.speed(), speed);

    // Tic-tac-toe: two computers are watched; online, nothing before the start.
    let mut local = ScreenState::new(ttt_watch(), Scores::default(), 1, None);
    assert_eq!(
        local.submit(Action::Click(Cell::new(1, 1))),
        Err(TttMessage::Watching)
    );
    assert!(local.shown().expect("a board").history().is_empty());
    let play = TttIntent::Play {
        seat: Player::X,
        cell: Cell::new(1, 1),
    };
    let mut host = Host::with_game(
        TttMatch::new(3, Player::X).expect("3×3"),
        [Seat::You, Seat::Guest],
    );
    assert_eq!(host.submit(play), Err(Refusal::NotStarted));
    let (mut guest, _) = Guest::<TttMatch>::new(Millis(0), 1);
    assert_eq!(guest.submit(play), Err(Refusal::NotStarted));
}
