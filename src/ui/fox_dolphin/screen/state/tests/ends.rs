//! The end of a game and its start for a newcomer: after a loss, the
//! level below in one click; the tip over the first games until dismissed;
//! the "What happened" link to the review page.

use super::*;
use crate::ui::fox_dolphin::play::tip;

#[test]
fn after_a_loss_above_the_weakest_level_one_click_plays_the_level_below() {
    let mut s = screen(None);
    let against = |level| Setup {
        dolphin: Seat::Computer(level),
        ..small()
    };
    s.reduce(FdAction::Setup(SetupAction::Change(against(Level::Mild))));
    s.reduce(FdAction::Setup(SetupAction::Start));
    s.reduce(FdAction::Play(PlayAction::Leave));
    let easier = crate::ui::fox_dolphin::play::stage::easier_after(playing(&s));
    assert_eq!(easier, Some(Level::Easy));
    s.reduce(FdAction::Play(PlayAction::TryEasier));
    let play = playing(&s);
    assert!(!play.over(), "a new game");
    assert_eq!(
        play.setup(),
        &against(Level::Easy),
        "the same island, one level down"
    );
    // Lost at level 1: nothing lower to offer, and the button does nothing.
    s.reduce(FdAction::Play(PlayAction::Leave));
    assert_eq!(
        crate::ui::fox_dolphin::play::stage::easier_after(playing(&s)),
        None
    );
    s.reduce(FdAction::Play(PlayAction::TryEasier));
    assert!(playing(&s).over());
}

#[test]
fn the_tip_shows_until_dismissed_once_then_never_on_this_device() {
    Fake::save(tip::STORAGE_KEY, "");
    let mut s = screen(None);
    assert!(s.tip);
    s.reduce(FdAction::DismissTip);
    assert!(!s.tip);
    assert!(!screen(None).tip, "remembered on this device");
    Fake::save(tip::STORAGE_KEY, "");
}

#[test]
fn what_happened_links_a_game_against_the_computer_and_its_replay_only() {
    let mut s = screen(None);
    s.reduce(FdAction::Setup(SetupAction::Start));
    s.reduce(FdAction::Play(PlayAction::Leave));
    let link = s.review.clone().expect("a person against the computer");
    let replay = s
        .saved
        .as_ref()
        .and_then(|saved| saved.link.clone())
        .expect("short");
    let text = &replay[replay.find("replay=").expect("a replay")..];
    assert_eq!(link, format!("review.html?{text}"), "the replay's own text");
    s.reduce(FdAction::Play(PlayAction::WatchReplay));
    assert_eq!(
        s.review.as_deref(),
        Some(link.as_str()),
        "on the replay too"
    );
    // Two computers: nothing to review.
    s.reduce(FdAction::Replay(ReplayAction::Close));
    s.reduce(FdAction::Play(PlayAction::ChangeSetup));
    s.reduce(FdAction::Setup(SetupAction::Change(Setup {
        fox: Seat::Computer(Level::Easy),
        dolphin: Seat::Computer(Level::Easy),
        ..small()
    })));
    s.reduce(FdAction::Setup(SetupAction::Start));
    assert_eq!(s.review, None, "a new game forgets the last one's");
    s.reduce(FdAction::Play(PlayAction::Leave));
    assert_eq!(s.review, None);
}
