//! Our own secp256k1 (`online::secp256k1`: BIP-340 signing and verifying,
//! the seek's x-only ECDH) against the `k256` crate, on random keys,
//! messages, signatures and points: the same public keys, the same
//! signatures byte for byte, the same verdicts on good, changed and random
//! signatures, the same shared secrets, and the same keys refused.
#![cfg(not(target_arch = "wasm32"))] // native only: compares with k256

use fox_and_xo::online::secp256k1::{verify, SecretKey};
use k256::elliptic_curve::point::AffineCoordinates;
use k256::schnorr::{Signature, SigningKey, VerifyingKey};
use proptest::prelude::*;

fn reference_shared_x(secret: &SigningKey, their: &[u8; 32]) -> Option<[u8; 32]> {
    let point = VerifyingKey::from_bytes(their).ok()?;
    let shared = (k256::ProjectivePoint::from(*point.as_affine())
        * *secret.as_nonzero_scalar().as_ref())
    .to_affine();
    Some(shared.x().into())
}

fn reference_verify(public: &[u8; 32], message: &[u8; 32], sig: &[u8; 64]) -> bool {
    let (Ok(key), Ok(sig)) = (
        VerifyingKey::from_bytes(public),
        Signature::try_from(&sig[..]),
    ) else {
        return false;
    };
    key.verify_raw(message, &sig).is_ok()
}

/// The keys at the edges: 1, n - 1, n, 2^256 - 1, zero.
#[test]
fn keys_at_the_edges_are_taken_or_refused_as_k256_does() {
    let n_minus = |k: u8| {
        let mut n = [0u8; 32];
        n.copy_from_slice(
            &[
                0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
                0xFF, 0xFE, 0xBA, 0xAE, 0xDC, 0xE6, 0xAF, 0x48, 0xA0, 0x3B, 0xBF, 0xD2, 0x5E, 0x8C,
                0xD0, 0x36, 0x41, 0x41,
            ][..],
        );
        n[31] -= k;
        n
    };
    let mut one = [0u8; 32];
    one[31] = 1;
    for bytes in [[0u8; 32], one, n_minus(0), n_minus(1), [0xFF; 32]] {
        let ours = SecretKey::from_bytes(&bytes);
        let theirs = SigningKey::from_bytes(&bytes).ok();
        assert_eq!(ours.is_some(), theirs.is_some(), "{bytes:?}");
        if let (Some(ours), Some(theirs)) = (ours, theirs) {
            assert_eq!(
                ours.public(),
                <[u8; 32]>::from(theirs.verifying_key().to_bytes())
            );
            let sig = ours.sign(&[7; 32], &[9; 32]).expect("a signature");
            assert_eq!(sig, theirs.sign_raw(&[7; 32], &[9; 32]).unwrap().to_bytes());
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn signatures_and_public_keys_are_k256s(
        secret in any::<[u8; 32]>(),
        message in any::<[u8; 32]>(),
        aux in any::<[u8; 32]>(),
    ) {
        let ours = SecretKey::from_bytes(&secret);
        let theirs = SigningKey::from_bytes(&secret).ok();
        prop_assert_eq!(ours.is_some(), theirs.is_some());
        let (Some(ours), Some(theirs)) = (ours, theirs) else { return Ok(()) };
        let public: [u8; 32] = theirs.verifying_key().to_bytes().into();
        prop_assert_eq!(ours.public(), public);
        let sig = ours.sign(&message, &aux).expect("a signature");
        prop_assert_eq!(sig, theirs.sign_raw(&message, &aux).unwrap().to_bytes());
        prop_assert!(verify(&public, &message, &sig));
        prop_assert!(reference_verify(&public, &message, &sig));
    }

    #[test]
    fn verdicts_are_k256s_on_changed_and_random_signatures(
        secret in any::<[u8; 32]>(),
        message in any::<[u8; 32]>(),
        at in 0usize..64,
        flip in 1u8..,
        random in any::<[u8; 32]>(),
        random_sig in prop::collection::vec(any::<u8>(), 64),
    ) {
        let Some(key) = SecretKey::from_bytes(&secret) else { return Ok(()) };
        let public = key.public();
        let mut sig = key.sign(&message, &[0; 32]).expect("a signature");
        sig[at] ^= flip;
        prop_assert_eq!(verify(&public, &message, &sig), reference_verify(&public, &message, &sig));
        prop_assert!(!verify(&public, &message, &sig));
        let mut other = [0u8; 64];
        other.copy_from_slice(&random_sig);
        // A random public key (often no point) and a random signature.
        prop_assert_eq!(verify(&random, &message, &other), reference_verify(&random, &message, &other));
        // The right key with a signature of another message.
        let mut changed = message;
        changed[at % 32] ^= flip;
        let good = key.sign(&changed, &[1; 32]).expect("a signature");
        prop_assert_eq!(verify(&public, &message, &good), reference_verify(&public, &message, &good));
    }

    #[test]
    fn shared_secrets_are_k256s_and_the_same_both_ways(
        a in any::<[u8; 32]>(),
        b in any::<[u8; 32]>(),
        random in any::<[u8; 32]>(),
    ) {
        let (Some(ours_a), Some(ours_b)) = (SecretKey::from_bytes(&a), SecretKey::from_bytes(&b)) else {
            return Ok(());
        };
        let theirs_a = SigningKey::from_bytes(&a).unwrap();
        let ab = ours_a.shared_x(&ours_b.public());
        prop_assert!(ab.is_some());
        prop_assert_eq!(ab, ours_b.shared_x(&ours_a.public()));
        prop_assert_eq!(ab, reference_shared_x(&theirs_a, &ours_b.public()));
        // A random x: no point as often as k256 says.
        prop_assert_eq!(ours_a.shared_x(&random), reference_shared_x(&theirs_a, &random));
    }
}
