use super::*;
use crate::rules::fox_dolphin::ai::{seat_code, Level};
use crate::rules::Seat;

pub const NOW: u64 = 1_800_000_000;

pub fn key(b: u8) -> EphemeralKey {
    EphemeralKey::from_random([b; 32]).expect("a key")
}

pub fn listed() -> Listed {
    Listed {
        size: 12,
        setup: "?game=fox-dolphin&size=12&seed=5".into(),
        seats: [
            seat_code(Seat::Guest),
            seat_code(Seat::Computer(Level::Easy)),
        ],
        started: NOW - 30,
        watchers: 3,
        room: "ab".repeat(32),
        relays: vec!["wss://relay.damus.io".into(), "ws://127.0.0.1:7777".into()],
    }
}

/// A listing with its work, by `key`, made at `at`.
pub fn listing(key: &EphemeralKey, listed: &Listed, at: u64) -> Event {
    let mut work = mint(key, GameKind::FoxDolphin, listed, at, 0);
    let minted = (0..).find_map(|_| work.step(4096)).expect("work");
    signed(key, minted, listed, at, [0; 32])
}

#[test]
fn a_listing_reads_back_as_written_and_is_signed() {
    let k = key(1);
    let event = listing(&k, &listed(), NOW);
    assert!(event.verify());
    let read = read(&event, NOW + 1).expect("read");
    assert_eq!(read.host, k.public());
    assert_eq!(read.game, GameKind::FoxDolphin);
    assert_eq!(read.listed, listed());
    assert_eq!(read.expires, NOW + LISTING_LIFETIME_S);
    assert_eq!(event.tag("d"), Some("ab".repeat(32).as_str()));
}

#[test]
fn an_expired_or_future_listing_is_dropped() {
    let event = listing(&key(1), &listed(), NOW);
    assert_eq!(
        read(&event, NOW + LISTING_LIFETIME_S),
        Err(Dropped::Expired)
    );
    assert!(read(&event, NOW + LISTING_LIFETIME_S - 1).is_ok());
    assert_eq!(read(&event, NOW - 200), Err(Dropped::Expired));
}

#[test]
fn another_kind_version_or_game_tag_is_dropped() {
    let mut event = listing(&key(1), &listed(), NOW);
    event.kind = 1;
    assert_eq!(read(&event, NOW), Err(Dropped::NotOurs));
    for (name, value, why) in [
        ("v", "2", Dropped::WrongVersion),
        ("game", "chess", Dropped::Malformed),
        ("expiration", "soon", Dropped::Malformed),
        ("expiration", "1900000000", Dropped::Malformed),
        ("d", "cd", Dropped::Malformed),
    ] {
        let mut event = listing(&key(1), &listed(), NOW);
        for tag in &mut event.tags {
            if tag[0] == name {
                tag[1] = value.into();
            }
        }
        assert_eq!(read(&event, NOW), Err(why), "{name}={value}");
    }
}

/// A change to a listing's fields.
type Change = Box<dyn Fn(&mut Listed)>;

#[test]
fn implausible_fields_are_dropped_before_the_work_is_checked() {
    let cases: Vec<Change> = vec![
        Box::new(|l| l.size = 3),
        Box::new(|l| l.size = 500),
        Box::new(|l| l.seats[1] = 200),
        Box::new(|l| l.started = NOW + 10),
        Box::new(|l| l.started = NOW - MAX_GAME_AGE_S - 1),
        Box::new(|l| l.watchers = MAX_WATCHERS + 1),
        Box::new(|l| l.relays.clear()),
        Box::new(|l| l.relays = vec!["wss://r".into(); MAX_RELAYS + 1]),
        Box::new(|l| l.relays[0] = "http://relay.example".into()),
        Box::new(|l| l.relays[0] = "wss://a\"<b>".into()),
        Box::new(|l| l.setup = "game=fox-dolphin".into()),
        Box::new(|l| l.setup = "?game=<script>".into()),
        Box::new(|l| l.setup = format!("?{}", "a".repeat(MAX_SETUP))),
    ];
    for (i, change) in cases.iter().enumerate() {
        let mut l = listed();
        change(&mut l);
        // No work at all: the fields are refused first.
        let json = serde_json::to_string(&l).expect("json");
        let event = key(1).sign(NOW, LISTING_KIND, listing_tags(&l), json, [0; 32]);
        assert_eq!(read(&event, NOW), Err(Dropped::Implausible), "case {i}");
    }
    // A tic-tac-toe board of 3 is plausible, of 12 not.
    let ttt = |size| Listed {
        size,
        setup: "?game=tic-tac-toe".into(),
        ..listed()
    };
    assert!(ttt(3).plausible(GameKind::TicTacToe, NOW));
    assert!(!ttt(12).plausible(GameKind::TicTacToe, NOW));
}

fn listing_tags(l: &Listed) -> Vec<Vec<String>> {
    vec![
        vec!["d".into(), l.room.clone()],
        vec!["t".into(), LISTING_TOPIC.into()],
        vec!["game".into(), "fox-dolphin".into()],
        vec!["v".into(), LISTING_VERSION.into()],
        vec!["expiration".into(), (NOW + LISTING_LIFETIME_S).to_string()],
    ]
}

#[test]
fn malformed_oversized_or_workless_content_is_dropped() {
    let k = key(1);
    let sign = |content: &str, tags| k.sign(NOW, LISTING_KIND, tags, content.into(), [0; 32]);
    let tags = listing_tags(&listed());
    assert_eq!(read(&sign("{", tags.clone()), NOW), Err(Dropped::Malformed));
    assert_eq!(
        read(&sign("{\"size\":\"12\"}", tags.clone()), NOW),
        Err(Dropped::Malformed)
    );
    let long = " ".repeat(MAX_CONTENT + 1);
    assert_eq!(read(&sign(&long, tags.clone()), NOW), Err(Dropped::TooLong));
    let json = serde_json::to_string(&listed()).expect("json");
    assert_eq!(read(&sign(&json, tags), NOW), Err(Dropped::NoWork));
    // A listing changed after its work was found loses it.
    let mut event = listing(&k, &listed(), NOW);
    event.content = event.content.replace("\"watchers\":3", "\"watchers\":4");
    assert_eq!(read(&event, NOW), Err(Dropped::NoWork));
}

#[test]
fn the_publisher_renews_once_a_minute_and_never_after_the_end() {
    let mut p = Publisher::new(GameKind::FoxDolphin, listed());
    assert!(p.tick(NOW), "at once");
    assert!(!p.tick(NOW + 1));
    assert!(!p.tick(NOW + RENEW_S - 1));
    p.watchers(9);
    assert!(!p.tick(NOW + RENEW_S - 1), "a new count waits its renewal");
    assert!(p.tick(NOW + RENEW_S));
    assert_eq!(p.listed().watchers, 9);
    assert_eq!(p.next_due(), Some(NOW + 2 * RENEW_S));
    // Over two hours, one a minute.
    let mut published = 2;
    for s in NOW + RENEW_S + 1..NOW + 2 * 3600 {
        published += u32::from(p.tick(s));
    }
    assert_eq!(published, 120);
    p.stop();
    assert!(p.stopped());
    assert_eq!(p.next_due(), None);
    assert!(
        (NOW..NOW + 4 * 3600).all(|s| !p.tick(s)),
        "nothing after the end"
    );
}

#[test]
fn the_longest_plausible_listing_reads() {
    let longest = Listed {
        setup: format!("?{}", "s".repeat(MAX_SETUP - 1)),
        watchers: MAX_WATCHERS,
        started: NOW - MAX_GAME_AGE_S,
        seats: [255, 255],
        relays: vec![format!("wss://{}", "r".repeat(MAX_RELAY - 6)); MAX_RELAYS],
        size: 50,
        ..listed()
    };
    assert!(longest.plausible(GameKind::FoxDolphin, NOW));
    let event = listing(&key(1), &longest, NOW);
    assert!(
        event.content.len() <= MAX_CONTENT,
        "{}",
        event.content.len()
    );
    // As a relay sends it, within the frame reader's bounds.
    let frame = format!("[\"EVENT\",\"s\",{}]", event.to_json());
    assert!(crate::online::nostr::read_frame(&frame).is_ok());
    assert_eq!(read(&event, NOW).map(|l| l.listed), Ok(longest));
}
