//! Seeks and offers as Nostr events: written here, and read here from a
//! relay as untrusted.
//!
//! ```text
//! kind     SEEK_KIND (ephemeral)
//! tags     ["t", SEEK_TOPIC]            what relays index
//!          ["game", "fox-dolphin" | "tic-tac-toe"]
//!          ["size", "N"]                Fox & Dolphin only: the board size
//!          ["v", SEEK_VERSION]
//!          ["since", "S"]               a seek: when this page began seeking
//!          ["p", "HEX"]                 an offer: the page it is for
//!          ["expiration", "E"]          NIP-40: created_at + SEEK_LIFETIME_S
//!          ["nonce", "N", "BITS"]       NIP-13, last
//! content  a seek: empty; an offer: the sealed room (`handover`)
//! ```
//!
//! Reading checks, cheapest first: the kind and topic, the version, the
//! game and size, the expiration, the shape of the rest, then the work
//! (one hash). The signature, the costly check, is the caller's, under
//! its budget ([`Seeker`](super::pairing::Seeker)).

use super::handover::MAX_SEALED;
use super::pow::{check, Mint, Minted, WorkError};
use super::{Ignored, Wanted, POW_BITS, SEEK_KIND, SEEK_LIFETIME_S, SEEK_TOPIC, SEEK_VERSION};
use crate::online::envelope::{hex, unhex};
use crate::online::invitation::game_key;
use crate::online::nostr::{EphemeralKey, Event};
use crate::online::signal::PublicKey;

/// How far ahead of our clock an event's time may be, in s.
const MAX_AHEAD_S: u64 = 120;

/// What a seek event says, once read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// A page seeks, since `since` (s).
    Seek { since: u64 },
    /// A host hands its room to the page `to`, sealed in `content`.
    Offer { to: PublicKey, content: String },
}

/// A seek or an offer read: who, when, what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Read {
    pub sender: PublicKey,
    pub id: [u8; 32],
    pub created_at: u64,
    pub said: Said,
}

fn common_tags(want: Wanted) -> Vec<Vec<String>> {
    let mut tags = vec![
        vec!["t".to_string(), SEEK_TOPIC.to_string()],
        vec!["game".to_string(), game_key(want.game).to_string()],
    ];
    if let Some(size) = want.size {
        tags.push(vec!["size".to_string(), size.to_string()]);
    }
    tags.push(vec!["v".to_string(), SEEK_VERSION.to_string()]);
    tags
}

fn expiration(created_at: u64) -> Vec<String> {
    vec![
        "expiration".to_string(),
        (created_at + SEEK_LIFETIME_S).to_string(),
    ]
}

/// The work for a seek by `key`, seeking since `since`, made at
/// `created_at`; nonces tried from `start` (any number: the page's draw).
pub fn seek_mint(
    key: &EphemeralKey,
    want: Wanted,
    since: u64,
    created_at: u64,
    start: u64,
) -> Mint {
    let mut tags = common_tags(want);
    tags.push(vec!["since".to_string(), since.to_string()]);
    tags.push(expiration(created_at));
    Mint::new(
        hex(&key.public()),
        created_at,
        SEEK_KIND,
        tags,
        String::new(),
        POW_BITS,
        start,
    )
}

/// The work for an offer of the room sealed in `content` to `to`.
pub fn offer_mint(
    key: &EphemeralKey,
    want: Wanted,
    to: &PublicKey,
    content: String,
    created_at: u64,
    start: u64,
) -> Mint {
    let mut tags = common_tags(want);
    tags.push(vec!["p".to_string(), hex(to)]);
    tags.push(expiration(created_at));
    Mint::new(
        hex(&key.public()),
        created_at,
        SEEK_KIND,
        tags,
        content,
        POW_BITS,
        start,
    )
}

/// The event, signed, once its work is found.
pub fn signed(
    key: &EphemeralKey,
    minted: Minted,
    created_at: u64,
    content: String,
    aux: [u8; 32],
) -> Event {
    Event {
        id: hex(&minted.id),
        pubkey: hex(&key.public()),
        created_at,
        kind: SEEK_KIND,
        tags: minted.tags,
        content,
        sig: hex(&key.sign_id(&minted.id, &aux)),
    }
}

/// Reads a seek or an offer for `want` at `now_s` (the frame was read by
/// `nostr::read_frame`, which bounds its size and its tags). The
/// signature is not checked here.
pub fn read(event: &Event, want: Wanted, now_s: u64) -> Result<Read, Ignored> {
    if event.kind != SEEK_KIND || event.tag("t") != Some(SEEK_TOPIC) {
        return Err(Ignored::NotASeek);
    }
    if event.tag("v") != Some(SEEK_VERSION) {
        return Err(Ignored::WrongVersion);
    }
    if event.tag("game") != Some(game_key(want.game)) {
        return Err(Ignored::OtherGame);
    }
    if event.tag("size") != want.size.map(|s| s.to_string()).as_deref() {
        return Err(Ignored::OtherSettings);
    }
    let number = |name| event.tag(name).and_then(|v| v.parse::<u64>().ok());
    let expires = number("expiration").ok_or(Ignored::Malformed)?;
    if expires > event.created_at.saturating_add(SEEK_LIFETIME_S) {
        return Err(Ignored::Malformed);
    }
    if expires <= now_s || event.created_at > now_s + MAX_AHEAD_S {
        return Err(Ignored::Expired);
    }
    let said = match (number("since"), event.tag("p")) {
        (Some(since), None) if since <= event.created_at && event.content.is_empty() => {
            Said::Seek { since }
        }
        (None, Some(to)) if event.content.len() <= MAX_SEALED => Said::Offer {
            to: unhex(to).ok_or(Ignored::Malformed)?,
            content: event.content.clone(),
        },
        _ => return Err(Ignored::Malformed),
    };
    let (Some(sender), Some(id)) = (event.sender(), unhex::<32>(&event.id)) else {
        return Err(Ignored::Malformed);
    };
    check(
        &event.id,
        &event.pubkey,
        event.created_at,
        event.kind,
        &event.tags,
        &event.content,
        POW_BITS,
    )
    .map_err(|e| match e {
        WorkError::Missing => Ignored::NoWork,
        WorkError::Short => Ignored::BadWork,
    })?;
    Ok(Read {
        sender,
        id,
        created_at: event.created_at,
        said,
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::online::game::GameKind;

    pub const NOW: u64 = 1_800_000_000;
    pub const FD7: Wanted = Wanted {
        game: GameKind::FoxDolphin,
        size: Some(7),
    };

    pub fn key(b: u8) -> EphemeralKey {
        EphemeralKey::from_random([b; 32]).expect("a key")
    }

    /// A seek with its work, by `key`, for `want`.
    pub fn seek(key: &EphemeralKey, want: Wanted, since: u64, at: u64) -> Event {
        let mut mint = seek_mint(key, want, since, at, 0);
        let minted = (0..).find_map(|_| mint.step(4096)).expect("work");
        signed(key, minted, at, String::new(), [0; 32])
    }

    pub fn offer(
        key: &EphemeralKey,
        want: Wanted,
        to: &PublicKey,
        content: &str,
        at: u64,
    ) -> Event {
        let mut mint = offer_mint(key, want, to, content.to_string(), at, 0);
        let minted = (0..).find_map(|_| mint.step(4096)).expect("work");
        signed(key, minted, at, content.to_string(), [0; 32])
    }

    #[test]
    fn a_seek_reads_back_as_written_and_is_signed() {
        let k = key(1);
        let event = seek(&k, FD7, NOW - 5, NOW);
        assert!(event.verify());
        let read = read(&event, FD7, NOW).expect("read");
        assert_eq!(read.sender, k.public());
        assert_eq!(read.said, Said::Seek { since: NOW - 5 });
    }

    #[test]
    fn an_offer_reads_back_with_its_recipient() {
        let (k, to) = (key(1), key(2).public());
        let event = offer(&k, FD7, &to, "sealed", NOW);
        assert!(event.verify());
        let read = read(&event, FD7, NOW + 1).expect("read");
        assert_eq!(
            read.said,
            Said::Offer {
                to,
                content: "sealed".into()
            }
        );
    }

    #[test]
    fn another_game_or_size_is_ignored() {
        let event = seek(&key(1), FD7, NOW, NOW);
        let fd9 = Wanted {
            size: Some(9),
            ..FD7
        };
        let ttt = Wanted {
            game: GameKind::TicTacToe,
            size: None,
        };
        assert_eq!(read(&event, fd9, NOW), Err(Ignored::OtherSettings));
        assert_eq!(read(&event, ttt, NOW), Err(Ignored::OtherGame));
        let event = seek(&key(1), ttt, NOW, NOW);
        assert_eq!(read(&event, FD7, NOW), Err(Ignored::OtherGame));
        assert!(read(&event, ttt, NOW).is_ok());
    }

    #[test]
    fn an_expired_or_future_seek_is_ignored() {
        let event = seek(&key(1), FD7, NOW, NOW);
        assert_eq!(
            read(&event, FD7, NOW + SEEK_LIFETIME_S),
            Err(Ignored::Expired)
        );
        assert_eq!(read(&event, FD7, NOW - 200), Err(Ignored::Expired));
    }

    #[test]
    fn another_version_or_kind_is_ignored() {
        let mut event = seek(&key(1), FD7, NOW, NOW);
        event.kind = 1;
        assert_eq!(read(&event, FD7, NOW), Err(Ignored::NotASeek));
        let mut event = seek(&key(1), FD7, NOW, NOW);
        for tag in &mut event.tags {
            if tag[0] == "v" {
                tag[1] = "2".into();
            }
        }
        assert_eq!(read(&event, FD7, NOW), Err(Ignored::WrongVersion));
    }

    #[test]
    fn a_changed_seek_loses_its_work() {
        let mut event = seek(&key(1), FD7, NOW - 5, NOW);
        for tag in &mut event.tags {
            if tag[0] == "since" {
                tag[1] = (NOW - 50).to_string();
            }
        }
        assert_eq!(read(&event, FD7, NOW), Err(Ignored::BadWork));
    }

    #[test]
    fn a_seek_without_work_is_ignored() {
        let k = key(1);
        let mut tags = common_tags(FD7);
        tags.push(vec!["since".into(), NOW.to_string()]);
        tags.push(expiration(NOW));
        let event = k.sign(NOW, SEEK_KIND, tags, String::new(), [0; 32]);
        assert_eq!(read(&event, FD7, NOW), Err(Ignored::NoWork));
    }

    #[test]
    fn a_seek_with_both_since_and_recipient_is_malformed() {
        let mut event = seek(&key(1), FD7, NOW, NOW);
        event.tags.insert(0, vec!["p".into(), "ab".repeat(32)]);
        assert_eq!(read(&event, FD7, NOW), Err(Ignored::Malformed));
        let mut event = seek(&key(1), FD7, NOW, NOW);
        event.tags.retain(|t| t[0] != "expiration");
        assert_eq!(read(&event, FD7, NOW), Err(Ignored::Malformed));
    }
}
