//! The seeking page's rules, one behaviour each.

use proptest::prelude::*;

use super::*;
use crate::online::envelope::hex;
use crate::online::game::GameKind;
use crate::online::nostr::EphemeralKey;
use crate::online::seek::event::tests::{key, offer, seek, FD7, NOW};
use crate::online::seek::SEEK_LIFETIME_S;

/// The page's clock when a test starts (its wall clock is `NOW`, in s).
const MS: Millis = Millis(5_000_000);

fn seeker(k: &EphemeralKey, since: u64) -> Seeker {
    Seeker::new(k.public(), FD7, since, MS)
}

/// Publishes (the first tick) so that the next tick can pair.
fn started(k: &EphemeralKey, since: u64) -> Seeker {
    let mut s = seeker(k, since);
    assert_eq!(s.tick(NOW, MS), Step::Publish);
    s
}

#[test]
fn the_older_seek_hosts_and_the_younger_waits() {
    let (a, b) = (key(1), key(2));
    let (mut sa, mut sb) = (started(&a, NOW - 10), started(&b, NOW - 2));
    assert_eq!(
        sa.read(&seek(&b, FD7, NOW - 2, NOW), NOW, MS),
        Ok(Heard::Seek)
    );
    assert_eq!(
        sb.read(&seek(&a, FD7, NOW - 10, NOW), NOW, MS),
        Ok(Heard::Seek)
    );
    assert_eq!(sa.tick(NOW, MS + 10), Step::Offer { to: b.public() });
    assert_eq!(sb.tick(NOW, MS + 10), Step::Nothing);
    let o = offer(&a, FD7, &b.public(), "room", NOW);
    assert_eq!(
        sb.read(&o, NOW, MS + 20),
        Ok(Heard::Offer {
            from: a.public(),
            content: "room".into()
        })
    );
    sb.accepted(a.public());
    sa.joined();
    assert!(sa.paired() && sb.paired());
    assert_eq!(sa.phase(), Phase::Hosting { guest: b.public() });
}

#[test]
fn ties_of_since_are_broken_by_key() {
    let (a, b) = (key(1), key(2));
    let (mut sa, mut sb) = (started(&a, NOW), started(&b, NOW));
    sa.read(&seek(&b, FD7, NOW, NOW), NOW, MS).expect("read");
    sb.read(&seek(&a, FD7, NOW, NOW), NOW, MS).expect("read");
    let a_hosts = a.public() < b.public();
    assert_eq!(sa.partner(NOW), Some((b.public(), a_hosts)));
    assert_eq!(sb.partner(NOW), Some((a.public(), !a_hosts)));
}

#[test]
fn a_third_page_is_not_paired_into_a_paired_game_and_pairs_with_a_fourth() {
    let (a, b, c, d) = (key(1), key(2), key(3), key(4));
    let mut sc = started(&c, NOW - 1);
    sc.read(&seek(&a, FD7, NOW - 10, NOW), NOW, MS).expect("a");
    sc.read(&seek(&b, FD7, NOW - 5, NOW), NOW, MS).expect("b");
    // C sees A offer its room to B: both are taken.
    let o = offer(&a, FD7, &b.public(), "room", NOW);
    assert_eq!(sc.read(&o, NOW, MS), Ok(Heard::Taken));
    assert_eq!(sc.partner(NOW), None);
    assert_eq!(sc.tick(NOW, MS + 10), Step::Nothing);
    // A fourth page comes: C (older) offers it its room.
    sc.read(&seek(&d, FD7, NOW, NOW), NOW, MS).expect("d");
    assert_eq!(sc.tick(NOW, MS + 20), Step::Offer { to: d.public() });
}

#[test]
fn a_host_offers_once_to_a_page_and_seeks_again_without_it() {
    let (a, b) = (key(1), key(2));
    let mut sa = started(&a, NOW - 10);
    sa.read(&seek(&b, FD7, NOW - 2, NOW), NOW, MS).expect("b");
    assert_eq!(sa.tick(NOW, MS + 1), Step::Offer { to: b.public() });
    assert_eq!(sa.tick(NOW, MS + 2), Step::Nothing);
    // B never joins: A seeks again at once, and never offers to B again.
    let later = MS + 1 + OFFER_WAIT_MS;
    assert_eq!(sa.tick(NOW + 12, later), Step::Publish);
    assert_eq!(sa.phase(), Phase::Seeking);
    assert_eq!(sa.tick(NOW + 12, later + 1), Step::Nothing);
}

#[test]
fn a_page_takes_one_offer_only() {
    let (a, b, c) = (key(1), key(2), key(3));
    let mut sc = started(&c, NOW);
    let from_a = offer(&a, FD7, &c.public(), "room a", NOW);
    assert!(matches!(sc.read(&from_a, NOW, MS), Ok(Heard::Offer { .. })));
    sc.accepted(a.public());
    let from_b = offer(&b, FD7, &c.public(), "room b", NOW);
    assert_eq!(sc.read(&from_b, NOW, MS), Err(Ignored::Busy));
}

#[test]
fn two_pages_that_offered_each_other_settle_on_the_smaller_key() {
    let (a, b) = (key(1), key(2));
    let (small, big) = if a.public() < b.public() {
        (a, b)
    } else {
        (b, a)
    };
    let (mut ss, mut sb) = (started(&small, NOW - 5), started(&big, NOW - 5));
    // Views that differed: each thinks it is the older.
    ss.read(&seek(&big, FD7, NOW, NOW), NOW, MS).expect("seek");
    sb.read(&seek(&small, FD7, NOW, NOW), NOW, MS)
        .expect("seek");
    assert_eq!(ss.tick(NOW, MS + 1), Step::Offer { to: big.public() });
    assert_eq!(sb.tick(NOW, MS + 1), Step::Offer { to: small.public() });
    let to_small = offer(&big, FD7, &small.public(), "b", NOW);
    let to_big = offer(&small, FD7, &big.public(), "s", NOW);
    assert_eq!(ss.read(&to_small, NOW, MS + 2), Err(Ignored::Busy));
    assert!(matches!(
        sb.read(&to_big, NOW, MS + 2),
        Ok(Heard::Offer { .. })
    ));
}

#[test]
fn a_page_taken_seeks_again_with_a_newer_seek() {
    let (a, b, c) = (key(1), key(2), key(3));
    let mut sc = started(&c, NOW - 1);
    sc.read(&offer(&a, FD7, &b.public(), "r", NOW), NOW, MS)
        .expect("taken");
    sc.read(&seek(&a, FD7, NOW - 10, NOW), NOW, MS)
        .expect("old seek");
    assert_eq!(sc.partner(NOW), None);
    sc.read(
        &seek(&a, FD7, NOW - 10, NOW + 15),
        NOW + 15,
        MS + PER_KEY_MS,
    )
    .expect("newer seek");
    assert_eq!(sc.partner(NOW + 15), Some((a.public(), false)));
}

#[test]
fn the_seek_is_refreshed_within_the_relays_limits_and_stops_once_paired() {
    let (a, b) = (key(1), key(2));
    let mut sa = seeker(&a, NOW);
    let mut published = Vec::new();
    for second in 0..120 {
        for frame in 0..60 {
            let ms = MS + second * 1000 + frame * 16;
            if sa.tick(NOW + second, ms) == Step::Publish {
                published.push(ms);
            }
        }
    }
    // At once, then every 20 s: three a minute, no more.
    assert_eq!(published.len(), 6);
    assert!(published.windows(2).all(|w| w[1].since(w[0]) >= REFRESH_MS));
    sa.accepted(b.public());
    let after =
        (0..600).filter(|s| sa.tick(NOW + 120 + s, MS + 200_000 + s * 1000) != Step::Nothing);
    assert_eq!(after.count(), 0);
}

#[test]
fn a_page_waiting_for_its_host_publishes_once_more_and_only_once_a_refresh() {
    // B ranks A as its host (same since, A's key the smaller) but no offer
    // comes: A may never have heard B's seek.
    let (a, b) = if key(1).public() < key(2).public() {
        (key(1), key(2))
    } else {
        (key(2), key(1))
    };
    let mut sb = started(&b, NOW);
    sb.read(&seek(&a, FD7, NOW, NOW), NOW, MS).expect("a");
    assert_eq!(sb.partner(NOW), Some((a.public(), false)));
    let steps: Vec<Millis> = (1..=REFRESH_MS / 100)
        .map(|t| MS + t * 100)
        .filter(|&ms| sb.tick(NOW + ms.since(MS) / 1000, ms) == Step::Publish)
        .collect();
    // Once, ANSWER_MS after it first waited, and nothing else within a
    // refresh (the answer is the seek's refresh: the next comes 20 s on).
    assert_eq!(steps, vec![MS + 100 + ANSWER_MS]);
    assert_eq!(
        sb.tick(NOW + 22, MS + 100 + ANSWER_MS + REFRESH_MS),
        Step::Publish
    );
    // A host that offers at once is never answered.
    let mut sc = started(&b, NOW);
    sc.read(&seek(&a, FD7, NOW, NOW), NOW, MS).expect("a");
    assert_eq!(sc.tick(NOW, MS + 100), Step::Nothing);
    let o = offer(&a, FD7, &b.public(), "room", NOW);
    assert!(matches!(
        sc.read(&o, NOW, MS + 500),
        Ok(Heard::Offer { .. })
    ));
    sc.accepted(a.public());
    let after = (1..600).filter(|t| sc.tick(NOW + t / 10, MS + t * 100) != Step::Nothing);
    assert_eq!(after.count(), 0);
}

#[test]
fn nothing_is_published_while_offering_nor_once_hosting() {
    let (a, b) = (key(1), key(2));
    let mut sa = started(&a, NOW - 10);
    sa.read(&seek(&b, FD7, NOW - 2, NOW), NOW, MS).expect("b");
    assert_eq!(sa.tick(NOW, MS + 1), Step::Offer { to: b.public() });
    let offering = (2..OFFER_WAIT_MS / 100).filter(|t| sa.tick(NOW, MS + t * 100) != Step::Nothing);
    assert_eq!(offering.count(), 0);
    sa.joined();
    assert_eq!(sa.phase(), Phase::Hosting { guest: b.public() });
    let hosting = (0..600).filter(|s| sa.tick(NOW + s, MS + 20_000 + s * 1000) != Step::Nothing);
    assert_eq!(hosting.count(), 0);
}

#[test]
fn nobody_found_is_said_after_thirty_seconds_and_waiting_again_resets_it() {
    let mut sa = seeker(&key(1), NOW);
    assert!(!sa.nobody(MS + NOBODY_MS - 1));
    assert!(sa.nobody(MS + NOBODY_MS));
    sa.keep_waiting(MS + NOBODY_MS);
    assert!(!sa.nobody(MS + NOBODY_MS + 1));
}

#[test]
fn seeks_from_one_key_are_rate_limited_and_copies_read_once() {
    let (a, b) = (key(1), key(2));
    let mut sa = started(&a, NOW);
    let first = seek(&b, FD7, NOW, NOW);
    assert_eq!(sa.read(&first, NOW, MS), Ok(Heard::Seek));
    assert_eq!(sa.read(&first, NOW, MS + 1), Err(Ignored::Duplicate));
    let again = seek(&b, FD7, NOW, NOW + 1);
    assert_eq!(
        sa.read(&again, NOW + 1, MS + 1000),
        Err(Ignored::RateLimited)
    );
    assert_eq!(sa.read(&again, NOW + 1, MS + PER_KEY_MS), Ok(Heard::Seek));
}

#[test]
fn own_events_and_forged_signatures_are_ignored() {
    let (a, b) = (key(1), key(2));
    let mut sa = started(&a, NOW);
    assert_eq!(
        sa.read(&seek(&a, FD7, NOW, NOW), NOW, MS),
        Err(Ignored::Own)
    );
    // B's seek under C's key: the work holds, the signature does not.
    let mut forged = seek(&b, FD7, NOW, NOW);
    forged.sig = seek(&key(3), FD7, NOW, NOW).sig;
    assert_eq!(sa.read(&forged, NOW, MS), Err(Ignored::BadSignature));
}

#[test]
fn kept_seeks_are_bounded() {
    let mut sa = started(&key(250), NOW);
    for b in 1..=MAX_KEPT as u8 {
        sa.read(&seek(&key(b), FD7, NOW, NOW), NOW, MS)
            .expect("kept");
        // Budget: a new window for each.
        sa.budget = CheckBudget::default();
    }
    let one_more = seek(&key(100), FD7, NOW, NOW);
    assert_eq!(sa.read(&one_more, NOW, MS), Err(Ignored::Full));
    // Expired ones make room.
    let later = NOW + SEEK_LIFETIME_S;
    let fresh = seek(&key(100), FD7, later, later);
    assert_eq!(sa.read(&fresh, later, MS + 60_000), Ok(Heard::Seek));
}

#[test]
fn signature_checks_are_bounded_per_window() {
    let mut sa = started(&key(250), NOW);
    let b = key(2);
    let mut forged = seek(&b, FD7, NOW, NOW);
    forged.sig = seek(&key(3), FD7, NOW, NOW).sig;
    for _ in 0..CHECKS_PER_WINDOW {
        assert_eq!(sa.read(&forged, NOW, MS), Err(Ignored::BadSignature));
    }
    assert_eq!(sa.read(&forged, NOW, MS), Err(Ignored::OverBudget));
    let real = seek(&key(4), FD7, NOW, NOW);
    assert_eq!(sa.read(&real, NOW, MS + CHECK_WINDOW_MS), Ok(Heard::Seek));
}

/// A thousand hostile seeks: without work, with bad work, malformed,
/// expired, for another game. Nothing changes, no signature is checked,
/// and two real pages pair as before.
#[test]
fn a_thousand_hostile_seeks_change_nothing() {
    let (a, b) = (key(1), key(2));
    let mut sa = started(&a, NOW - 10);
    let good = seek(&key(7), FD7, NOW, NOW);
    let ttt = Wanted {
        game: GameKind::TicTacToe,
        size: None,
    };
    let other_game = seek(&key(8), ttt, NOW, NOW);
    let expired = seek(&key(9), FD7, NOW - 100, NOW - 100);
    let mut ignored = std::collections::HashMap::new();
    for n in 0..1000u32 {
        let stranger = key((n % 200 + 10) as u8);
        let mut event = match n % 5 {
            // No work: a plain signed event with every other tag right.
            0 => {
                let mut tags = good.tags.clone();
                tags.retain(|t| t[0] != "nonce");
                stranger.sign(NOW, good.kind, tags, String::new(), [0; 32])
            }
            // Bad work: a nonce tag that claims 12 bits the id lacks, or
            // an id of zeros that is not the hash.
            1 => {
                let mut e = good.clone();
                e.pubkey = hex(&stranger.public());
                e
            }
            2 => {
                let mut e = good.clone();
                e.id = "0".repeat(64);
                e.tags.last_mut().expect("nonce")[1] = n.to_string();
                e
            }
            3 => expired.clone(),
            _ => other_game.clone(),
        };
        if n % 50 == 49 {
            event.tags = vec![vec!["t".into(), "fox-and-xo-seek".into()]];
        }
        let why = sa
            .read(&event, NOW, MS + u64::from(n))
            .expect_err("ignored");
        *ignored.entry(why).or_insert(0) += 1;
    }
    assert_eq!(sa.budget.taken(), 0, "no signature was checked");
    assert_eq!(sa.seekers(NOW), 0);
    assert_eq!(sa.partner(NOW), None);
    assert_eq!(sa.phase(), Phase::Seeking);
    for why in [
        Ignored::NoWork,
        Ignored::BadWork,
        Ignored::Expired,
        Ignored::OtherGame,
        Ignored::WrongVersion,
    ] {
        assert!(ignored.contains_key(&why), "{why:?}: {ignored:?}");
    }
    // Pairing still works.
    sa.read(&seek(&b, FD7, NOW, NOW), NOW, MS + 2000)
        .expect("real");
    assert_eq!(sa.tick(NOW, MS + 2001), Step::Offer { to: b.public() });
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Pages that all see the same seeks choose each other: whoever X
    /// pairs with pairs with X, and exactly one of the two hosts.
    #[test]
    fn pages_seeing_the_same_seeks_agree(sinces in prop::collection::vec(0u64..4, 2..7)) {
        let keys: Vec<EphemeralKey> = (0..sinces.len()).map(|i| key(i as u8 + 1)).collect();
        let seeks: Vec<_> = keys
            .iter()
            .zip(&sinces)
            .map(|(k, &s)| seek(k, FD7, NOW - s, NOW))
            .collect();
        let pages: Vec<Seeker> = keys
            .iter()
            .zip(&sinces)
            .map(|(k, &s)| {
                let mut page = Seeker::new(k.public(), FD7, NOW - s, MS);
                for event in &seeks {
                    let _ = page.read(event, NOW, MS);
                }
                page
            })
            .collect();
        let mut alone = 0;
        for (i, page) in pages.iter().enumerate() {
            match page.partner(NOW) {
                None => alone += 1,
                Some((other, hosts)) => {
                    let j = keys.iter().position(|k| k.public() == other).expect("known");
                    prop_assert_eq!(pages[j].partner(NOW), Some((keys[i].public(), !hosts)));
                }
            }
        }
        prop_assert_eq!(alone, sinces.len() % 2);
    }
}
