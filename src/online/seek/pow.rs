//! NIP-13 proof of work: an event's id must start with a number of zero
//! bits, found by trying `nonce` tag values (`["nonce", N, TARGET]`, the
//! target committed in the tag so work done for less cannot pass as
//! more). Minting is spread over calls ([`Mint::step`], a bounded number
//! of tries each) so a page can do it between frames; checking is one
//! hash.

use crate::online::envelope::unhex;
use crate::online::nostr::event_id;

/// The leading zero bits of an id.
pub fn leading_zero_bits(id: &[u8; 32]) -> u32 {
    let mut bits = 0;
    for &byte in id {
        bits += byte.leading_zeros();
        if byte != 0 {
            break;
        }
    }
    bits
}

/// The id a nonce gives, kept while minting.
#[derive(Clone, Debug)]
pub struct Mint {
    pubkey: String,
    created_at: u64,
    kind: u16,
    tags: Vec<Vec<String>>,
    content: String,
    target: u32,
    next: u64,
}

/// Work found: the tags with their `nonce` tag (last), and the id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Minted {
    pub tags: Vec<Vec<String>>,
    pub id: [u8; 32],
}

impl Mint {
    /// Work for an event of `pubkey` (hex), trying nonces from `start`.
    pub fn new(
        pubkey: String,
        created_at: u64,
        kind: u16,
        tags: Vec<Vec<String>>,
        content: String,
        target: u32,
        start: u64,
    ) -> Mint {
        Mint {
            pubkey,
            created_at,
            kind,
            tags,
            content,
            target,
            next: start,
        }
    }

    /// Tries at most `tries` nonces: the work, once found.
    pub fn step(&mut self, tries: u32) -> Option<Minted> {
        for _ in 0..tries {
            let mut tags = self.tags.clone();
            tags.push(vec![
                "nonce".to_string(),
                self.next.to_string(),
                self.target.to_string(),
            ]);
            self.next = self.next.wrapping_add(1);
            let id = event_id(
                &self.pubkey,
                self.created_at,
                self.kind,
                &tags,
                &self.content,
            );
            if leading_zero_bits(&id) >= self.target {
                return Some(Minted { tags, id });
            }
        }
        None
    }
}

/// Why work was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WorkError {
    /// No `nonce` tag, or its target is under `min_bits` or unreadable.
    Missing,
    /// The id is not the event's hash, or has fewer zero bits than its
    /// tag commits to.
    Short,
}

/// Checks an event's work: its `nonce` tag commits to at least `min_bits`
/// and its id, recomputed, has that many leading zero bits.
pub fn check(
    id: &str,
    pubkey: &str,
    created_at: u64,
    kind: u16,
    tags: &[Vec<String>],
    content: &str,
    min_bits: u32,
) -> Result<(), WorkError> {
    let target = tags
        .iter()
        .find(|t| t.first().is_some_and(|n| n == "nonce"))
        .and_then(|t| t.get(2))
        .and_then(|t| t.parse::<u32>().ok())
        .filter(|&t| t >= min_bits && t <= 256)
        .ok_or(WorkError::Missing)?;
    let claimed = unhex::<32>(id).ok_or(WorkError::Short)?;
    // The claim first (no hash for an id that cannot pass), then the hash.
    if leading_zero_bits(&claimed) < target
        || event_id(pubkey, created_at, kind, tags, content) != claimed
    {
        return Err(WorkError::Short);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::online::envelope::hex;

    fn mint(target: u32) -> Minted {
        let mut mint = Mint::new(
            "ab".repeat(32),
            1_700_000_000,
            21980,
            vec![vec!["t".into(), "x".into()]],
            String::new(),
            target,
            0,
        );
        (0..).find_map(|_| mint.step(1000)).expect("found")
    }

    #[test]
    fn zero_bits_are_counted_across_bytes() {
        let mut id = [0u8; 32];
        id[1] = 0b0001_0000;
        assert_eq!(leading_zero_bits(&id), 11);
        assert_eq!(leading_zero_bits(&[0xff; 32]), 0);
        assert_eq!(leading_zero_bits(&[0; 32]), 256);
    }

    #[test]
    fn minted_work_checks_and_commits_its_target() {
        let minted = mint(12);
        assert!(leading_zero_bits(&minted.id) >= 12);
        let last = minted.tags.last().expect("nonce");
        assert_eq!((last[0].as_str(), last[2].as_str()), ("nonce", "12"));
        let ok = check(
            &hex(&minted.id),
            &"ab".repeat(32),
            1_700_000_000,
            21980,
            &minted.tags,
            "",
            12,
        );
        assert_eq!(ok, Ok(()));
    }

    #[test]
    fn a_step_tries_no_more_than_asked() {
        let mut mint = Mint::new("cd".repeat(32), 1, 1, vec![], String::new(), 40, 0);
        assert_eq!(mint.step(50), None);
        assert_eq!(mint.next, 50);
    }

    #[test]
    fn work_for_a_lower_target_or_none_is_missing() {
        let minted = mint(4);
        let id = hex(&minted.id);
        let pk = "ab".repeat(32);
        let tags = &minted.tags;
        assert_eq!(
            check(&id, &pk, 1_700_000_000, 21980, tags, "", 12),
            Err(WorkError::Missing)
        );
        let bare = vec![vec!["t".to_string(), "x".to_string()]];
        assert_eq!(
            check(&id, &pk, 1_700_000_000, 21980, &bare, "", 12),
            Err(WorkError::Missing)
        );
    }

    #[test]
    fn a_claimed_target_the_id_does_not_meet_is_short() {
        let minted = mint(12);
        let mut tags = minted.tags.clone();
        tags.last_mut().expect("nonce")[2] = "20".into();
        let pk = "ab".repeat(32);
        // The id changes with the tags, and its claim falls short.
        let id = hex(&event_id(&pk, 1_700_000_000, 21980, &tags, ""));
        assert_eq!(
            check(&id, &pk, 1_700_000_000, 21980, &tags, "", 12),
            Err(WorkError::Short)
        );
    }

    #[test]
    fn an_id_that_is_not_the_hash_is_short() {
        let minted = mint(12);
        let pk = "ab".repeat(32);
        // Right id, other content: the hash differs.
        assert_eq!(
            check(
                &hex(&minted.id),
                &pk,
                1_700_000_000,
                21980,
                &minted.tags,
                "x",
                12
            ),
            Err(WorkError::Short)
        );
        assert_eq!(
            check(
                &"00".repeat(32),
                &pk,
                1_700_000_000,
                21980,
                &minted.tags,
                "",
                12
            ),
            Err(WorkError::Short)
        );
    }
}
