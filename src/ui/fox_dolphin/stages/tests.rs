//! Tests of the screen's stage moves.

use super::*;
use crate::ui::fox_dolphin::setup::SeatKind;

fn env() -> Env {
    Env {
        now_ms: || 0.0,
        random_seed: || 42,
        hidden: || false,
        link_of: |query| format!("https://example.org/fd.html{query}"),
    }
}

fn friends() -> Setup {
    Setup {
        size: 10,
        seed: Some(5),
        fox: SeatKind::You,
        dolphin: SeatKind::Friend,
        ..Setup::default()
    }
}

fn screen() -> Screen<()> {
    Screen::new(friends(), None, Record::default(), env())
}

fn playing(screen: &Screen<()>) -> Shared<Play> {
    match &screen.stage {
        Stage::Playing(play) => play.clone(),
        _ => panic!("not playing"),
    }
}

#[test]
fn a_seed_is_drawn_for_a_setup_without_one() {
    let setup = Setup {
        seed: None,
        ..friends()
    };
    let screen: Screen<()> = Screen::new(setup, None, Record::default(), env());
    assert_eq!(screen.setup.seed, Some(42));
    assert!(screen.stage == Stage::Setup);
    assert_eq!(screen.query(), screen.setup.to_query());
}

#[test]
fn start_plays_and_change_setup_returns() {
    let mut screen = screen();
    assert!(screen.apply(ScreenAction::Start));
    let play = playing(&screen);
    assert_eq!(screen.round, 1);
    assert_eq!(*play.borrow().setup(), screen.setup);
    assert!(screen.apply(ScreenAction::Rematch));
    assert!(playing(&screen) != play, "a rematch is a new game");
    assert_eq!(screen.round, 2);
    assert!(screen.apply(ScreenAction::ChangeSetup));
    assert!(screen.stage == Stage::Setup);
}

#[test]
fn a_refused_setting_stays_on_the_setup() {
    let mut screen = screen();
    screen.setup.size = 1;
    screen.apply(ScreenAction::Start);
    assert!(screen.stage == Stage::Setup);
    assert!(matches!(screen.notice, Some(FdNotice::Settings(_))));
}

#[test]
fn a_taken_value_forgets_a_refused_one() {
    let mut screen = screen();
    screen.apply(ScreenAction::Refused(FdNotice::FileUnreadable));
    screen.apply(ScreenAction::Setup(friends()));
    assert_eq!(screen.notice, Some(FdNotice::FileUnreadable));
    let field = FdNotice::Field {
        value: "x".into(),
        reason: crate::ui::link::Reason::UnknownSetting,
    };
    screen.apply(ScreenAction::Refused(field));
    screen.apply(ScreenAction::Setup(friends()));
    assert_eq!(screen.notice, None);
}

#[test]
fn watching_the_replay_and_closing_it_returns_to_the_game() {
    let mut screen = screen();
    screen.apply(ScreenAction::Start);
    let play = playing(&screen);
    play.borrow_mut().leave(0.0);
    assert!(play.borrow().over());
    // Not a win against the computer: no next level.
    assert_eq!(next_after(&play.borrow()), None);
    assert!(!screen.apply(ScreenAction::TryNext));
    assert!(screen.apply(ScreenAction::WatchReplay));
    let Stage::Replay { viewer, ended } = &screen.stage else {
        panic!("not a replay");
    };
    assert!(ended.as_ref() == Some(&play));
    // A short game is checked at once, and plays.
    assert!(viewer.borrow().replay().is_some_and(Replay::playing));
    assert_eq!(screen.query(), screen.replay_query.clone().expect("short"));
    assert!(screen.apply(ScreenAction::CloseReplay));
    assert!(screen.stage == Stage::Playing(play));
}

#[test]
fn a_replay_link_opens_the_replay_and_a_bad_one_the_setup() {
    let mut game = screen();
    game.apply(ScreenAction::Start);
    let play = playing(&game);
    play.borrow_mut().leave(0.0);
    let text = play.borrow().the_match().log().to_text();
    let screen: Screen<()> = Screen::new(friends(), Some(&text), Record::default(), env());
    assert!(matches!(screen.stage, Stage::Replay { ended: None, .. }));
    let mut screen = screen;
    screen.apply(ScreenAction::CloseReplay);
    assert!(screen.stage == Stage::Setup);

    let bad: Screen<()> = Screen::new(friends(), Some("nonsense"), Record::default(), env());
    assert!(bad.stage == Stage::Setup);
    assert!(matches!(bad.notice, Some(FdNotice::Replay(_))));
    assert_eq!(bad.replay_query, None);
}

#[test]
fn an_unreadable_file_says_so() {
    let mut screen = screen();
    screen.apply(ScreenAction::FileRead(None));
    assert_eq!(screen.notice, Some(FdNotice::FileUnreadable));
    screen.apply(ScreenAction::FileRead(Some(vec![1, 2, 3])));
    assert!(matches!(screen.notice, Some(FdNotice::Replay(_))));
}

#[test]
fn help_and_zoom_toggle() {
    let mut screen = screen();
    assert!(!screen.apply(ScreenAction::Help(false)));
    assert!(screen.apply(ScreenAction::Help(true)));
    assert!(screen.help);
    screen.apply(ScreenAction::Zoom);
    assert!(screen.zoomed);
}

#[test]
fn the_end_keeps_the_replay_and_the_record() {
    let mut screen = screen();
    screen.apply(ScreenAction::Start);
    let mut record = Record::default();
    record.add(
        Level::Easy,
        crate::rules::fox_dolphin::Species::Fox,
        record::Ended::Won,
    );
    screen.apply(ScreenAction::Ended {
        saved: Saved {
            file: (),
            name: "replay".into(),
            link: None,
        },
        record: Some(record.clone()),
    });
    assert_eq!(screen.record, record);
    assert!(screen.saved.is_some());
    screen.apply(ScreenAction::Copied(true));
    assert_eq!(screen.copied, Some(true));
    // A new game forgets them.
    screen.apply(ScreenAction::RematchNewSeed);
    assert!(screen.saved.is_none());
    assert_eq!(screen.copied, None);
}
