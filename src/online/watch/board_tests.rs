use super::*;
use crate::online::game::GameKind;
use crate::online::watch::listing::tests::{key, listed, listing, NOW};
use crate::online::watch::listing::{Listed, Publisher};
use crate::online::watch::{LISTING_LIFETIME_S, RENEW_S};

/// The page's clock when a test starts (its wall clock is `NOW`, in s).
const MS: Millis = Millis(5_000_000);

#[test]
fn a_listing_is_kept_renewed_and_expires_by_itself() {
    let mut board = Listings::new();
    let (k, other) = (key(1), key(2));
    assert_eq!(board.read(&listing(&k, &listed(), NOW), NOW, MS), Ok(()));
    assert_eq!(board.current(NOW).len(), 1);
    let renewed = Listed {
        watchers: 7,
        ..listed()
    };
    let later = NOW + RENEW_S;
    let event = listing(&k, &renewed, later);
    assert_eq!(board.read(&event, later, MS + 60_000), Ok(()));
    assert_eq!(board.current(later).len(), 1, "a renewal replaces");
    assert_eq!(
        board.of(&k.public(), later).map(|l| l.listed.watchers),
        Some(7)
    );
    // The same event from another relay, and an older listing, change nothing.
    assert_eq!(
        board.read(&event, later, MS + 61_000),
        Err(Dropped::Duplicate)
    );
    let older = listing(&k, &listed(), NOW + 1);
    assert_eq!(board.read(&older, later, MS + 90_000), Err(Dropped::Stale));
    board
        .read(&listing(&other, &listed(), later), later, MS + 60_000)
        .expect("another host");
    assert_eq!(
        board.current(later)[0].host,
        k.public(),
        "most watched first"
    );
    let gone = later + LISTING_LIFETIME_S;
    assert_eq!(board.current(gone).len(), 0);
    board.expire(gone);
    assert_eq!(board.current(gone - 1).len(), 0, "forgotten");
}

#[test]
fn a_closed_hosts_listing_is_gone_within_70_s() {
    let k = key(3);
    let mut p = Publisher::new(GameKind::FoxDolphin, listed());
    let mut board = Listings::new();
    let closed = NOW + 150;
    for s in NOW..closed {
        if p.tick(s) {
            let ms = MS + (s - NOW) * 1000;
            board
                .read(&listing(&k, p.listed(), s), s, ms)
                .expect("kept");
        }
    }
    // Listed the whole time it was open.
    assert!(board.of(&k.public(), closed - 1).is_some());
    assert!(board.of(&k.public(), closed + 9).is_some());
    assert!(board.of(&k.public(), closed + 70).is_none());
}

#[test]
fn a_flood_is_dropped_with_reasons() {
    let mut board = Listings::new();
    let k = key(1);
    board
        .read(&listing(&k, &listed(), NOW), NOW, MS)
        .expect("kept");
    // A key listing again within 30 s is rate limited.
    let again = listing(&k, &listed(), NOW + 5);
    assert_eq!(
        board.read(&again, NOW + 5, MS + 5_000),
        Err(Dropped::RateLimited)
    );
    // A forged signature.
    let mut forged = listing(&key(2), &listed(), NOW);
    forged.sig = forged.sig.replace(|c| c != '0', "0");
    assert_eq!(board.read(&forged, NOW, MS), Err(Dropped::BadSignature));
    assert_eq!(board.current(NOW).len(), 1, "nothing changed");
    // Many keys: the signature budget, then the cap.
    let mut over_budget = 0;
    let mut full = 0;
    for b in 10..90u8 {
        let ms = MS + u64::from(b) * 300;
        match board.read(&listing(&key(b), &listed(), NOW), NOW, ms) {
            Ok(()) => {}
            Err(Dropped::OverBudget) => over_budget += 1,
            Err(Dropped::Full) => full += 1,
            Err(e) => panic!("{e:?}"),
        }
    }
    assert!(over_budget > 0, "the budget bit");
    assert!(full > 0, "the cap bit");
    assert_eq!(board.current(NOW).len(), MAX_LISTED);
}
