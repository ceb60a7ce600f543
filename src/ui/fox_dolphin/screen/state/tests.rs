//! The screen's stage moves, run natively on a made-up page: start a game,
//! its end, rematch, change the setup, watch its replay, open a replay
//! (checked or refused), and the reducer's render decision.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;

use super::*;
use crate::rules::fox_dolphin::ai::Level;
use crate::rules::fox_dolphin::{LogError, Species, MAX_LOG_BYTES};
use crate::rules::Seat;
use crate::ui::fox_dolphin::play::model::Play;
use crate::ui::fox_dolphin::replay::model::Replay;
use crate::ui::fox_dolphin::setup::fair::{self, FairFights};
use crate::ui::fox_dolphin::setup::fair::{Shift, Step};
use crate::ui::fox_dolphin::setup::model::FdReason;
use crate::ui::fox_dolphin::setup::record::Ended;
use crate::ui::fox_dolphin::setup::record::{self, Record};
use crate::ui::fox_dolphin::setup::stage::{file_refused, load_record};

thread_local! {
    static NOW: Cell<Millis> = const { Cell::new(Millis(0)) };
    static SEEDS: Cell<u64> = const { Cell::new(100) };
    static STORED: RefCell<String> = const { RefCell::new(String::new()) };
    static FAIR: RefCell<String> = const { RefCell::new(String::new()) };
    /// Every other key this device keeps.
    static KEPT: RefCell<HashMap<String, String>> = RefCell::new(HashMap::new());
    /// Today, as the device's clock says (2026-11-28 unless a test moves it).
    static TODAY: Cell<i64> = const { Cell::new(20_785) };
}

/// A page with a clock that only moves when told, counted seeds and a
/// record kept in memory.
struct Fake;

impl Page for Fake {
    type File = String;

    fn now() -> Millis {
        NOW.with(Cell::get)
    }

    fn today() -> i64 {
        TODAY.with(Cell::get)
    }

    fn random_seed() -> u64 {
        SEEDS.with(|s| {
            s.set(s.get() + 1);
            s.get()
        })
    }

    fn hidden() -> bool {
        false
    }

    fn link_of(query: &str) -> String {
        format!("https://example.test/{query}")
    }

    fn file_of(bytes: &[u8]) -> String {
        format!("blob:{}", bytes.len())
    }

    fn load(key: &str) -> Option<String> {
        match key {
            record::STORAGE_KEY => STORED.with(|s| Some(s.borrow().clone())),
            fair::STORAGE_KEY => FAIR.with(|s| Some(s.borrow().clone())),
            other => KEPT.with(|k| k.borrow().get(other).cloned()),
        }
    }

    fn save(key: &str, text: &str) {
        match key {
            record::STORAGE_KEY => STORED.with(|s| *s.borrow_mut() = text.to_owned()),
            fair::STORAGE_KEY => FAIR.with(|s| *s.borrow_mut() = text.to_owned()),
            other => KEPT.with(|k| {
                k.borrow_mut().insert(other.to_owned(), text.to_owned());
            }),
        }
    }

    fn tick<T>(work: impl FnOnce() -> T) -> T {
        work()
    }

    fn measured<T>(_name: &str, work: impl FnOnce() -> T) -> T {
        work()
    }

    fn render_asked(_what: Measured) {}
}

/// "Match my level" as the fake page keeps it.
fn saved_fair() -> FairFights {
    FairFights::parse(&Fake::load(fair::STORAGE_KEY).unwrap_or_default())
}

fn small() -> Setup {
    Setup {
        size: 10,
        seed: Some(3),
        ..Setup::default()
    }
}

fn screen(replay: Option<&str>) -> Screen<Fake> {
    Screen::new(small(), replay, Lang::En, false)
}

/// A screen whose game (you against the computer) you just left.
fn ended() -> Screen<Fake> {
    let mut s = screen(None);
    assert!(s.reduce(FdAction::Setup(SetupAction::Start)));
    assert!(s.reduce(FdAction::Play(PlayAction::Leave)));
    s
}

fn playing(s: &Screen<Fake>) -> &Play {
    match &s.stage {
        Stage::Playing(play) => play,
        _ => panic!("not playing"),
    }
}

fn replaying(s: &Screen<Fake>) -> &Replay {
    match &s.stage {
        Stage::Replay {
            viewer: Viewer::Replaying(replay),
            ..
        } => replay,
        _ => panic!("no replay shown"),
    }
}

/// The replay of a game left at once, as a link carries it.
fn replay_text() -> String {
    playing(&ended()).the_match().log().to_text()
}

#[test]
fn a_link_without_seed_draws_one_on_the_setup() {
    let s = Screen::<Fake>::new(Setup::default(), None, Lang::En, false);
    assert!(matches!(s.stage, Stage::Setup));
    assert!(s.form.setup.seed.is_some());
    assert!(!s.running());
    assert_eq!(s.query(), s.form.setup.to_query());
}

#[test]
fn start_plays_the_setup_and_focuses_the_board() {
    let mut s = screen(None);
    assert!(s.reduce(FdAction::Setup(SetupAction::Start)));
    assert_eq!(playing(&s).setup(), &small());
    assert!(s.focus_board);
    assert!(s.running());
    assert!(s.form.notice.is_none());
}

#[test]
fn settings_the_rules_refuse_stay_on_the_setup() {
    let mut s = screen(None);
    s.reduce(FdAction::Setup(SetupAction::Change(Setup {
        size: 1,
        ..small()
    })));
    s.reduce(FdAction::Setup(SetupAction::Start));
    assert!(matches!(s.stage, Stage::Setup));
    assert!(matches!(s.form.notice, Some(FdNotice::Settings(_))));
}

#[test]
fn a_refused_field_is_forgotten_once_a_value_is_taken() {
    let mut s = screen(None);
    let notice = FdNotice::Field {
        value: "x".into(),
        reason: FdReason::Seat,
    };
    s.reduce(FdAction::Setup(SetupAction::Refused(notice.clone())));
    assert_eq!(s.form.notice, Some(notice));
    s.reduce(FdAction::Setup(SetupAction::Change(small())));
    assert_eq!(s.form.notice, None);
    s.reduce(FdAction::Setup(SetupAction::NewSeed));
    assert_ne!(s.form.setup.seed, small().seed);
}

#[test]
fn leaving_ends_the_game_saves_its_replay_and_counts_it() {
    let s = ended();
    let play = playing(&s);
    assert!(play.over());
    assert!(!s.running());
    let saved = s.saved.as_ref().expect("the replay is saved");
    assert!(saved.file.starts_with("blob:"));
    let link = saved.link.as_deref().expect("a short game has a link");
    assert!(link.contains("replay="));
    // A loss against Easy: counted, and no next level offered.
    assert_eq!(load_record::<Fake>(), s.form.record);
    assert_ne!(s.form.record, Record::default());
    assert_eq!(crate::ui::fox_dolphin::play::stage::next_after(play), None);
    // The end's heading says it is yours.
    assert_eq!(
        crate::ui::fox_dolphin::play::stage::your_result(play),
        Some(Ended::Lost)
    );
    // You left (the computer never does): the line under it says so.
    let outcome = play.outcome().expect("it ended");
    let t = crate::ui::fox_dolphin::words::FdWords::of(crate::ui::i18n::Lang::En);
    assert_eq!(
        t.fd_outcome_for(outcome, true),
        "The dolphins win: you left."
    );
    assert_eq!(
        t.fd_outcome(outcome),
        "The dolphins win: the other side left."
    );
}

#[test]
fn rematch_and_new_seed_start_again_change_setup_goes_back() {
    let mut s = ended();
    s.reduce(FdAction::Play(PlayAction::Copied(true)));
    assert_eq!(s.copied, Some(true));
    s.reduce(FdAction::Play(PlayAction::Rematch));
    assert!(!playing(&s).over());
    assert_eq!(playing(&s).setup(), &small());
    assert!(s.saved.is_none() && s.copied.is_none());
    s.reduce(FdAction::Play(PlayAction::RematchNewSeed));
    assert_ne!(playing(&s).setup().seed, small().seed);
    s.reduce(FdAction::Play(PlayAction::ChangeSetup));
    assert!(matches!(s.stage, Stage::Setup));
}

#[test]
fn watching_the_replay_and_closing_it_returns_to_the_ended_game() {
    let mut s = ended();
    s.reduce(FdAction::Play(PlayAction::WatchReplay));
    // A short game is checked at once and opens playing.
    assert!(replaying(&s).playing());
    assert!(s.query().contains("replay="));
    s.reduce(FdAction::Replay(ReplayAction::Control(
        ViewerControl::Toggle,
    )));
    assert!(!replaying(&s).playing());
    s.reduce(FdAction::Replay(ReplayAction::Close));
    assert!(playing(&s).over());
    assert!(s.saved.is_some());
}

#[test]
fn a_replay_link_is_checked_then_shown() {
    let s = screen(Some(&replay_text()));
    assert!(replaying(&s).playing());
    assert!(s.focus_board);
    assert!(s.form.notice.is_none());
    let mut s = s;
    s.reduce(FdAction::Replay(ReplayAction::Close));
    assert!(matches!(s.stage, Stage::Setup));
}

#[test]
fn a_broken_replay_is_refused_on_the_setup() {
    let s = screen(Some("not a replay"));
    assert!(matches!(s.stage, Stage::Setup));
    assert!(matches!(s.form.notice, Some(FdNotice::Replay(_))));
    assert_eq!(s.query(), s.form.setup.to_query());
}

#[test]
fn a_replay_whose_check_fails_is_refused_on_the_setup() {
    let mut log = playing(&ended()).the_match().log();
    log.digest = log.digest.map(|d| d ^ 1);
    let s = screen(Some(&log.to_text()));
    assert!(matches!(s.stage, Stage::Setup));
    assert_eq!(
        s.form.notice,
        Some(FdNotice::Replay(LogError::DigestMismatch))
    );
    assert_eq!(s.replay_query, None);
}

#[test]
fn replay_files_read_refused_or_unreadable() {
    let mut s = screen(None);
    s.reduce(FdAction::Setup(SetupAction::FileRead(None)));
    assert_eq!(s.form.notice, Some(FdNotice::FileUnreadable));
    s.reduce(FdAction::Setup(SetupAction::FileRead(Some(vec![1, 2, 3]))));
    assert!(matches!(s.form.notice, Some(FdNotice::Replay(_))));
    let log = playing(&ended()).the_match().log();
    s.reduce(FdAction::Setup(SetupAction::FileRead(Some(log.encode()))));
    assert!(replaying(&s).playing());
    assert_eq!(s.form.notice, None);
    assert_eq!(file_refused(10.0), None);
    let too_long = file_refused(MAX_LOG_BYTES as f64 + 1.0).expect("refused");
    assert!(matches!(too_long, LogError::TooLong { .. }));
    s.reduce(FdAction::Setup(SetupAction::FileRefused(too_long)));
    assert!(matches!(s.stage, Stage::Setup));
}

#[test]
fn how_to_play_pauses_a_running_game_and_resumes_it() {
    let mut s = screen(None);
    s.reduce(FdAction::Setup(SetupAction::Start));
    assert!(s.reduce(FdAction::Help(true)));
    assert!(playing(&s).paused());
    assert!(!s.reduce(FdAction::Help(true)));
    s.reduce(FdAction::Help(false));
    assert!(!playing(&s).paused());
    // A game the player paused stays paused.
    s.reduce(FdAction::Play(PlayAction::Pause));
    s.reduce(FdAction::Help(true));
    s.reduce(FdAction::Help(false));
    assert!(playing(&s).paused());
}

#[test]
fn the_reducer_says_when_nothing_shown_changed() {
    let mut s = screen(None);
    // A frame or a hand on the board on the setup: no render.
    assert!(!s.reduce(FdAction::Frame(Millis(16))));
    assert!(!s.reduce(FdAction::Board(BoardInput::Activate)));
    assert!(s.reduce(FdAction::Zoom));
    assert!(s.zoomed);
    assert!(s.reduce(FdAction::Lang(Lang::En)));
    // A running game re-renders only when something shown changed.
    s.reduce(FdAction::Setup(SetupAction::Start));
    NOW.with(|now| now.set(Millis(1)));
    s.reduce(FdAction::Frame(Millis(1)));
    assert!(!s.reduce(FdAction::Frame(Millis(1))));
    // The replay's buttons do nothing during a game.
    assert!(!s.reduce(FdAction::Replay(ReplayAction::Control(
        ViewerControl::Toggle
    ))));
}

#[test]
fn nothing_new_is_a_clock() {
    assert_eq!(last_change(&[], 0), Measured::Clock);
    // An index past the end (events seen, then a new game) is no panic.
    assert_eq!(last_change(&[], 7), Measured::Clock);
}

/// You as the foxes against the second level of the ladder, on a small board.
fn against_second_level() -> Setup {
    Setup {
        dolphin: Seat::Computer(Level::LADDER[1]),
        ..small()
    }
}

#[test]
fn match_my_level_turned_on_sets_the_computer_to_its_level_and_is_kept() {
    let mut s = Screen::<Fake>::new(against_second_level(), None, Lang::En, false);
    s.reduce(FdAction::Setup(SetupAction::Fair(true)));
    assert_eq!(s.form.fair.level(Species::Fox), Some(Level::LADDER[1]));
    assert_eq!(saved_fair(), s.form.fair, "kept on this device");
    // A page opened later, on a link naming another level, plays the
    // level it follows you at.
    let later = Screen::<Fake>::new(
        Setup {
            dolphin: Seat::Computer(Level::Expert),
            ..small()
        },
        None,
        Lang::En,
        false,
    );
    assert_eq!(later.form.setup.dolphin, Seat::Computer(Level::LADDER[1]));
    // Off again: the level picked plays.
    s.reduce(FdAction::Setup(SetupAction::Fair(false)));
    assert_eq!(saved_fair().level(Species::Fox), None);
}

#[test]
fn match_my_level_after_your_loss_plays_a_level_down_and_says_so() {
    let mut s = Screen::<Fake>::new(against_second_level(), None, Lang::En, false);
    s.reduce(FdAction::Setup(SetupAction::Fair(true)));
    s.reduce(FdAction::Setup(SetupAction::Start));
    assert_eq!(s.fair_next, None);
    s.reduce(FdAction::Play(PlayAction::Leave));
    let down = Shift {
        step: Step::Down,
        level: Level::LADDER[0],
    };
    assert_eq!(s.fair_next, Some(down), "leaving is a loss");
    assert_eq!(saved_fair().level(Species::Fox), Some(Level::LADDER[0]));
    // The record against the level played stays.
    assert_eq!(
        s.form.record.tally(Level::LADDER[1], Species::Fox).losses,
        1
    );
    // The rematch plays the level it moved to.
    s.reduce(FdAction::Play(PlayAction::Rematch));
    assert_eq!(
        playing(&s).setup().dolphin,
        Seat::Computer(Level::LADDER[0])
    );
    assert_eq!(s.fair_next, None);
}

#[test]
fn a_level_picked_while_matched_is_where_it_goes_on_from() {
    let mut s = Screen::<Fake>::new(against_second_level(), None, Lang::En, false);
    s.reduce(FdAction::Setup(SetupAction::Fair(true)));
    s.reduce(FdAction::Setup(SetupAction::Change(Setup {
        dolphin: Seat::Computer(Level::Expert),
        ..s.form.setup
    })));
    assert_eq!(s.form.setup.dolphin, Seat::Computer(Level::Expert));
    assert_eq!(saved_fair().level(Species::Fox), Some(Level::Expert));
    // Your other seat has its own: off, so the level picked stays.
    s.reduce(FdAction::Setup(SetupAction::Change(Setup {
        fox: Seat::Computer(Level::Hard),
        dolphin: Seat::You,
        ..s.form.setup
    })));
    assert_eq!(s.form.setup.fox, Seat::Computer(Level::Hard));
    assert_eq!(saved_fair().level(Species::Fox), Some(Level::Expert));
}

#[test]
fn without_match_my_level_a_game_moves_nothing() {
    let s = ended();
    assert_eq!(s.fair_next, None);
    assert_eq!(saved_fair(), FairFights::default());
}

mod daily;
mod ends;
