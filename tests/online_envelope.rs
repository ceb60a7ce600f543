//! The envelope over Nostr relays, natively: the link's secret and its
//! keys, sealing and opening (tampered, wrong key, replayed, stale,
//! oversized, truncated), and the hex both ends write.

use fox_and_xo::bytes::{base64url_decode, base64url_encode};
use fox_and_xo::clock::WallMs;
use fox_and_xo::online::envelope::{
    hex, open, seal, unhex, Context, EnvelopeError, Keys, Kind, LinkSecret, ReplayGuard,
    MAX_AGE_MS, MAX_AHEAD_MS, MAX_PAYLOAD, MAX_SEALED_TEXT, REPLAY_CAPACITY, SECRET_LEN,
};

const KIND: u16 = 21979;
const GUEST: [u8; 32] = [7; 32];
const NOW: u64 = 1_764_000_000_000;

fn keys(seed: u8) -> Keys {
    LinkSecret::from_random([seed; SECRET_LEN]).keys()
}

fn context(sender: &[u8; 32]) -> Context<'_> {
    Context {
        event_kind: KIND,
        sender,
    }
}

fn sealed(keys: &Keys, payload: &[u8], nonce: u8) -> String {
    seal(
        keys,
        context(&GUEST),
        Kind::Answer,
        payload,
        WallMs(NOW),
        [nonce; 12],
    )
    .unwrap()
}

fn open_now(keys: &Keys, text: &str) -> Result<Vec<u8>, EnvelopeError> {
    open(
        keys,
        context(&GUEST),
        text,
        WallMs(NOW + 1_000),
        &mut ReplayGuard::new(),
    )
    .map(|o| o.payload)
}

/// Flips one bit of the sealed bytes at `at` (counted from the end if negative).
fn flipped(text: &str, at: isize) -> String {
    let mut bytes = base64url_decode(text).unwrap();
    let i = if at < 0 {
        bytes.len() - at.unsigned_abs()
    } else {
        at as usize
    };
    bytes[i] ^= 1;
    base64url_encode(&bytes)
}

#[test]
fn the_secret_travels_as_22_characters_and_comes_back() {
    let secret = LinkSecret::from_random(*b"0123456789abcdef");
    let text = secret.to_text();
    assert_eq!(text.len(), 22);
    assert_eq!(LinkSecret::from_text(&text), Some(secret.clone()));
    assert_eq!(LinkSecret::from_text(&text[..21]), None);
    assert_eq!(LinkSecret::from_text(&format!("{text}AA")), None);
    assert_eq!(LinkSecret::from_text("not base64!"), None);
    assert_eq!(LinkSecret::from_text(&"A".repeat(10_000)), None);
    assert_eq!(format!("{secret:?}"), "LinkSecret(..)");
}

#[test]
fn the_topic_is_a_hash_each_secret_its_own() {
    let a = keys(1);
    assert_eq!(a.topic().len(), 64);
    assert!(a
        .topic()
        .bytes()
        .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase()));
    assert_eq!(a.topic(), keys(1).topic());
    assert_ne!(a.topic(), keys(2).topic());
    // The topic says nothing of the secret's bytes.
    assert!(!a.topic().contains(&hex(&[1; SECRET_LEN])));
}

#[test]
fn the_topic_is_pinned() {
    // HKDF-SHA256(salt "fox-and-xo nostr envelope v1", ikm 16 zero bytes,
    // info "topic"), computed independently with Python's hmac/hashlib.
    assert_eq!(keys(0).topic(), TOPIC_OF_ZEROS);
}

const TOPIC_OF_ZEROS: &str = "463592e9ed8e06c4eea6c9a680ba1ccefdee07f334ef3e09910b1dc24bab4d0a";

#[test]
fn a_sealed_message_opens_with_its_kind_payload_and_clock() {
    let keys = keys(1);
    for kind in [
        Kind::Answer,
        Kind::Acknowledgement,
        Kind::Knock,
        Kind::Offer,
    ] {
        for payload in [&b""[..], b"an answer code", &[0xff; MAX_PAYLOAD]] {
            let text = seal(&keys, context(&GUEST), kind, payload, WallMs(NOW), [3; 12]).unwrap();
            assert!(text.len() <= MAX_SEALED_TEXT);
            // The payload does not show through.
            if payload.len() > 4 {
                assert!(!text.contains(&base64url_encode(payload)[..4]));
            }
            let opened = open(
                &keys,
                context(&GUEST),
                &text,
                WallMs(NOW),
                &mut ReplayGuard::new(),
            )
            .unwrap();
            assert_eq!(
                (opened.kind, &opened.payload[..], opened.sent),
                (kind, payload, WallMs(NOW))
            );
        }
    }
}

#[test]
fn a_tampered_byte_anywhere_is_refused() {
    let keys = keys(1);
    let text = sealed(&keys, b"an answer code", 3);
    let len = base64url_decode(&text).unwrap().len() as isize;
    // The nonce, the header, the payload, and the tag.
    for at in [0, 11, 12, 13, 20, 25, -17, -16, -1] {
        assert!(at < len);
        assert_eq!(
            open_now(&keys, &flipped(&text, at)),
            Err(EnvelopeError::Unauthentic),
            "{at}"
        );
    }
}

#[test]
fn another_links_secret_does_not_open_it() {
    let text = sealed(&keys(1), b"an answer code", 3);
    assert_eq!(open_now(&keys(2), &text), Err(EnvelopeError::Unauthentic));
    assert_eq!(open_now(&keys(1), &text), Ok(b"an answer code".to_vec()));
}

#[test]
fn another_sender_or_event_kind_does_not_open_it() {
    let keys = keys(1);
    let text = sealed(&keys, b"an answer code", 3);
    let mut guard = ReplayGuard::new();
    let other = Context {
        event_kind: KIND,
        sender: &[8; 32],
    };
    assert_eq!(
        open(&keys, other, &text, WallMs(NOW), &mut guard),
        Err(EnvelopeError::Unauthentic)
    );
    let other = Context {
        event_kind: KIND + 1,
        sender: &GUEST,
    };
    assert_eq!(
        open(&keys, other, &text, WallMs(NOW), &mut guard),
        Err(EnvelopeError::Unauthentic)
    );
}

#[test]
fn a_replayed_message_is_refused_once_seen() {
    let keys = keys(1);
    let text = sealed(&keys, b"an answer code", 3);
    let mut guard = ReplayGuard::new();
    assert!(open(&keys, context(&GUEST), &text, WallMs(NOW), &mut guard).is_ok());
    assert_eq!(
        open(
            &keys,
            context(&GUEST),
            &text,
            WallMs(NOW + 5_000),
            &mut guard
        ),
        Err(EnvelopeError::Replayed)
    );
    // Another nonce is another message.
    let again = sealed(&keys, b"an answer code", 4);
    assert!(open(
        &keys,
        context(&GUEST),
        &again,
        WallMs(NOW + 5_000),
        &mut guard
    )
    .is_ok());
    // Once out of the window the replay is stale, not remembered.
    assert_eq!(
        open(
            &keys,
            context(&GUEST),
            &text,
            WallMs(NOW + MAX_AGE_MS + 1),
            &mut guard
        ),
        Err(EnvelopeError::Stale)
    );
}

#[test]
fn a_clock_set_back_revives_no_forgotten_message() {
    let keys = keys(1);
    let text = sealed(&keys, b"an answer code", 3);
    let mut guard = ReplayGuard::new();
    assert!(open(&keys, context(&GUEST), &text, WallMs(NOW), &mut guard).is_ok());
    // A window later the nonce is forgotten...
    let later = NOW + MAX_AGE_MS + 1;
    let other = seal(
        &keys,
        context(&GUEST),
        Kind::Answer,
        b"x",
        WallMs(later),
        [4; 12],
    )
    .unwrap();
    assert!(open(&keys, context(&GUEST), &other, WallMs(later), &mut guard).is_ok());
    // ...and the clock set back does not make its replay fresh.
    assert_eq!(
        open(&keys, context(&GUEST), &text, WallMs(NOW + 1), &mut guard),
        Err(EnvelopeError::Stale)
    );
}

#[test]
fn a_stale_or_future_message_is_refused() {
    let keys = keys(1);
    let text = sealed(&keys, b"an answer code", 3);
    let at = |now| open(&keys, context(&GUEST), &text, now, &mut ReplayGuard::new()).map(|_| ());
    assert_eq!(at(WallMs(NOW + MAX_AGE_MS)), Ok(()));
    assert_eq!(at(WallMs(NOW + MAX_AGE_MS + 1)), Err(EnvelopeError::Stale));
    assert_eq!(at(WallMs(NOW - MAX_AHEAD_MS)), Ok(()));
    assert_eq!(
        at(WallMs(NOW - MAX_AHEAD_MS - 1)),
        Err(EnvelopeError::Stale)
    );
    assert_eq!(at(WallMs(0)), Err(EnvelopeError::Stale));
    assert_eq!(at(WallMs(u64::MAX)), Err(EnvelopeError::Stale));
}

#[test]
fn the_guard_is_bounded_and_forgets_what_is_out_of_the_window() {
    let keys = keys(1);
    let mut guard = ReplayGuard::new();
    let sealed_at = |n: usize, now: u64| {
        let mut nonce = [0; 12];
        nonce[..8].copy_from_slice(&(n as u64).to_le_bytes());
        seal(
            &keys,
            context(&GUEST),
            Kind::Answer,
            b"x",
            WallMs(now),
            nonce,
        )
        .unwrap()
    };
    for n in 0..REPLAY_CAPACITY {
        assert!(open(
            &keys,
            context(&GUEST),
            &sealed_at(n, NOW),
            WallMs(NOW),
            &mut guard
        )
        .is_ok());
    }
    let one_more = sealed_at(REPLAY_CAPACITY, NOW);
    assert_eq!(
        open(&keys, context(&GUEST), &one_more, WallMs(NOW), &mut guard),
        Err(EnvelopeError::TooMany)
    );
    // A window later the old nonces are gone and there is room again.
    let later = NOW + MAX_AGE_MS + 1;
    let fresh = sealed_at(REPLAY_CAPACITY, later);
    assert!(open(&keys, context(&GUEST), &fresh, WallMs(later), &mut guard).is_ok());
}

#[test]
fn oversized_input_is_refused_before_any_work() {
    let keys = keys(1);
    let too_big = vec![0; MAX_PAYLOAD + 1];
    assert_eq!(
        seal(
            &keys,
            context(&GUEST),
            Kind::Answer,
            &too_big,
            WallMs(NOW),
            [0; 12]
        ),
        Err(EnvelopeError::TooLong)
    );
    assert_eq!(
        open_now(&keys, &"A".repeat(MAX_SEALED_TEXT + 1)),
        Err(EnvelopeError::TooLong)
    );
    assert_eq!(
        open_now(&keys, &"A".repeat(1 << 20)),
        Err(EnvelopeError::TooLong)
    );
}

#[test]
fn truncated_or_malformed_input_is_refused() {
    let keys = keys(1);
    let text = sealed(&keys, b"an answer code", 3);
    let bytes = base64url_decode(&text).unwrap();
    for len in 0..bytes.len() {
        let cut = base64url_encode(&bytes[..len]);
        let error = open_now(&keys, &cut).unwrap_err();
        assert!(
            matches!(error, EnvelopeError::Malformed | EnvelopeError::Unauthentic),
            "{len}"
        );
    }
    assert_eq!(open_now(&keys, ""), Err(EnvelopeError::Malformed));
    assert_eq!(open_now(&keys, "é"), Err(EnvelopeError::Malformed));
    assert_eq!(
        open_now(&keys, "not base64!"),
        Err(EnvelopeError::Malformed)
    );
}

#[test]
fn hex_round_trips_and_refuses_anything_else() {
    let bytes: [u8; 4] = [0x00, 0x9a, 0xff, 0x10];
    assert_eq!(hex(&bytes), "009aff10");
    assert_eq!(unhex::<4>("009aff10"), Some(bytes));
    for bad in [
        "009AFF10",
        "009aff1",
        "009aff100",
        "009aff1g",
        "",
        "é09aff1",
        "0g9aff10",
    ] {
        assert_eq!(unhex::<4>(bad), None, "{bad}");
    }
    // Every length reads its own bytes alone.
    assert_eq!(unhex::<1>("9a"), Some([0x9a]));
    assert_eq!(unhex::<0>(""), Some([]));
    assert_eq!(unhex::<1>(""), None);
    assert_eq!(unhex::<2>("9a"), None);
}
