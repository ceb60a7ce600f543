//! The room handed to the paired page alone: the host's invitation
//! fragment sealed to the guest's throwaway key. Both pages derive one key
//! from an ECDH secret over their two keys
//! ([`EphemeralKey::shared_x`]) with HKDF-SHA256, bound to both keys in
//! order (host, then guest); the fragment is encrypted with
//! ChaCha20-Poly1305 under a random nonce. A relay or a third page sees
//! the two public keys, never the fragment (and so never the room's
//! secret in it).
//!
//! The sealed text: base64url of nonce (12 bytes), ciphertext, tag (16).

use chacha20poly1305::aead::AeadInPlace;
use chacha20poly1305::{ChaCha20Poly1305, Key, KeyInit, Nonce, Tag};
use hkdf::Hkdf;
use sha2::Sha256;

use crate::bytes::{base64url_decode, base64url_encode};
use crate::online::envelope::{MAX_PAYLOAD, NONCE_LEN};
use crate::online::nostr::EphemeralKey;
use crate::online::signal::PublicKey;

const SALT: &[u8] = b"fox-and-xo seek handover v1";
const TAG_LEN: usize = 16;
/// The longest sealed text read.
pub const MAX_SEALED: usize = (NONCE_LEN + MAX_PAYLOAD + TAG_LEN).div_ceil(3) * 4;

/// Why a handed-over room was not sealed or opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandoverError {
    /// The other key is no point of the curve.
    BadKey,
    /// Over [`MAX_PAYLOAD`] or [`MAX_SEALED`].
    TooLong,
    /// Not base64url, or too short.
    Malformed,
    /// It does not decrypt: not sealed to this page by this host.
    Unauthentic,
}

fn cipher(
    mine: &EphemeralKey,
    theirs: &PublicKey,
    host: &PublicKey,
    guest: &PublicKey,
) -> Result<ChaCha20Poly1305, HandoverError> {
    let shared = mine.shared_x(theirs).ok_or(HandoverError::BadKey)?;
    let hkdf = Hkdf::<Sha256>::new(Some(SALT), &shared);
    let mut key = [0u8; 32];
    let info = [&host[..], &guest[..]].concat();
    if hkdf.expand(&info, &mut key).is_err() {
        unreachable!(/* 32 bytes */);
    }
    Ok(ChaCha20Poly1305::new(Key::from_slice(&key)))
}

/// The host seals `fragment` to `guest` with a `nonce` it drew.
pub fn seal(
    host: &EphemeralKey,
    guest: &PublicKey,
    fragment: &str,
    nonce: [u8; NONCE_LEN],
) -> Result<String, HandoverError> {
    if fragment.len() > MAX_PAYLOAD {
        return Err(HandoverError::TooLong);
    }
    let cipher = cipher(host, guest, &host.public(), guest)?;
    let mut sealed = nonce.to_vec();
    sealed.extend_from_slice(fragment.as_bytes());
    let tag = cipher
        .encrypt_in_place_detached(Nonce::from_slice(&nonce), &[], &mut sealed[NONCE_LEN..])
        .map_err(|_| HandoverError::TooLong)?;
    sealed.extend_from_slice(&tag);
    Ok(base64url_encode(&sealed))
}

/// The guest opens what `host` sealed to it: the fragment.
pub fn open(guest: &EphemeralKey, host: &PublicKey, text: &str) -> Result<String, HandoverError> {
    if text.len() > MAX_SEALED {
        return Err(HandoverError::TooLong);
    }
    let mut sealed = base64url_decode(text).ok_or(HandoverError::Malformed)?;
    if sealed.len() < NONCE_LEN + TAG_LEN {
        return Err(HandoverError::Malformed);
    }
    let cipher = cipher(guest, host, host, &guest.public())?;
    let tag_at = sealed.len() - TAG_LEN;
    let (body, tag) = sealed.split_at_mut(tag_at);
    let (nonce, plain) = body.split_at_mut(NONCE_LEN);
    cipher
        .decrypt_in_place_detached(Nonce::from_slice(nonce), &[], plain, Tag::from_slice(tag))
        .map_err(|_| HandoverError::Unauthentic)?;
    String::from_utf8(plain.to_vec()).map_err(|_| HandoverError::Malformed)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(b: u8) -> EphemeralKey {
        EphemeralKey::from_random([b; 32]).expect("a key")
    }

    #[test]
    fn both_ends_derive_the_same_secret() {
        for (a, b) in [(1, 2), (3, 7), (9, 200)] {
            let (a, b) = (key(a), key(b));
            assert_eq!(a.shared_x(&b.public()), b.shared_x(&a.public()));
        }
    }

    #[test]
    fn the_guest_opens_what_its_host_sealed() {
        let (host, guest) = (key(1), key(2));
        let sealed = seal(&host, &guest.public(), "#join=ABC&key=xyz", [5; 12]).expect("sealed");
        assert_eq!(
            open(&guest, &host.public(), &sealed).as_deref(),
            Ok("#join=ABC&key=xyz")
        );
    }

    #[test]
    fn a_third_page_cannot_open_it() {
        let (host, guest, third) = (key(1), key(2), key(3));
        let sealed = seal(&host, &guest.public(), "#join=ABC", [5; 12]).expect("sealed");
        assert_eq!(
            open(&third, &host.public(), &sealed),
            Err(HandoverError::Unauthentic)
        );
        // Nor under another claimed host.
        assert_eq!(
            open(&guest, &third.public(), &sealed),
            Err(HandoverError::Unauthentic)
        );
    }

    #[test]
    fn tampered_or_malformed_text_is_refused() {
        let (host, guest) = (key(1), key(2));
        let sealed = seal(&host, &guest.public(), "#join=ABC", [5; 12]).expect("sealed");
        let mut bytes = sealed.into_bytes();
        bytes[20] = if bytes[20] == b'A' { b'B' } else { b'A' };
        let tampered = String::from_utf8(bytes).expect("ascii");
        assert_eq!(
            open(&guest, &host.public(), &tampered),
            Err(HandoverError::Unauthentic)
        );
        assert_eq!(
            open(&guest, &host.public(), "!!"),
            Err(HandoverError::Malformed)
        );
        assert_eq!(
            open(&guest, &host.public(), "AAAA"),
            Err(HandoverError::Malformed)
        );
        assert_eq!(
            open(&guest, &host.public(), &"A".repeat(MAX_SEALED + 1)),
            Err(HandoverError::TooLong)
        );
        assert_eq!(
            seal(&host, &[0xff; 32], "x", [0; 12]),
            Err(HandoverError::BadKey)
        );
    }
}
