//! The page's Nostr keys (`online::nostr::EphemeralKey`, RustCrypto's
//! `k256` underneath): BIP-340's verification vectors, keys at the edges
//! of the curve's order taken or refused, signatures that verify and
//! changed ones that do not, and the seek's x-only ECDH the same both ways.
//! (BIP-340's signing vectors and the pinned signature and shared secret:
//! `tests/online_nostr.rs`.)
#![cfg(not(target_arch = "wasm32"))] // native only: proptest

use fox_and_xo::online::envelope::unhex;
use fox_and_xo::online::nostr::{verify_signature, EphemeralKey};
use proptest::prelude::*;

/// BIP-340's test vectors 4 to 14 (bip-0340/test-vectors.csv): public key,
/// message, signature, whether it is valid.
const BIP340_VERIFY: [(u8, &str, &str, &str, bool); 11] = [
    (
        4,
        "D69C3509BB99E412E68B0FE8544E72837DFA30746D8BE2AA65975F29D22DC7B9",
        "4DF3C3F68FCC83B27E9D42C90431A72499F17875C81A599B566C9889B9696703",
        "00000000000000000000003B78CE563F89A0ED9414F5AA28AD0D96D6795F9C6376AFB1548AF603B3EB45C9F8207DEE1060CB71C04E80F593060B07D28308D7F4",
        true,
    ),
    (
        5,
        "EEFDEA4CDB677750A420FEE807EACF21EB9898AE79B9768766E4FAA04A2D4A34",
        "243F6A8885A308D313198A2E03707344A4093822299F31D0082EFA98EC4E6C89",
        "6CFF5C3BA86C69EA4B7376F31A9BCB4F74C1976089B2D9963DA2E5543E17776969E89B4C5564D00349106B8497785DD7D1D713A8AE82B32FA79D5F7FC407D39B",
        false,
    ),
    (
        6,
        "DFF1D77F2A671C5F36183726DB2341BE58FEAE1DA2DECED843240F7B502BA659",
        "243F6A8885A308D313198A2E03707344A4093822299F31D0082EFA98EC4E6C89",
        "FFF97BD5755EEEA420453A14355235D382F6472F8568A18B2F057A14602975563CC27944640AC607CD107AE10923D9EF7A73C643E166BE5EBEAFA34B1AC553E2",
        false,
    ),
    (
        7,
        "DFF1D77F2A671C5F36183726DB2341BE58FEAE1DA2DECED843240F7B502BA659",
        "243F6A8885A308D313198A2E03707344A4093822299F31D0082EFA98EC4E6C89",
        "1FA62E331EDBC21C394792D2AB1100A7B432B013DF3F6FF4F99FCB33E0E1515F28890B3EDB6E7189B630448B515CE4F8622A954CFE545735AAEA5134FCCDB2BD",
        false,
    ),
    (
        8,
        "DFF1D77F2A671C5F36183726DB2341BE58FEAE1DA2DECED843240F7B502BA659",
        "243F6A8885A308D313198A2E03707344A4093822299F31D0082EFA98EC4E6C89",
        "6CFF5C3BA86C69EA4B7376F31A9BCB4F74C1976089B2D9963DA2E5543E177769961764B3AA9B2FFCB6EF947B6887A226E8D7C93E00C5ED0C1834FF0D0C2E6DA6",
        false,
    ),
    (
        9,
        "DFF1D77F2A671C5F36183726DB2341BE58FEAE1DA2DECED843240F7B502BA659",
        "243F6A8885A308D313198A2E03707344A4093822299F31D0082EFA98EC4E6C89",
        "0000000000000000000000000000000000000000000000000000000000000000123DDA8328AF9C23A94C1FEECFD123BA4FB73476F0D594DCB65C6425BD186051",
        false,
    ),
    (
        10,
        "DFF1D77F2A671C5F36183726DB2341BE58FEAE1DA2DECED843240F7B502BA659",
        "243F6A8885A308D313198A2E03707344A4093822299F31D0082EFA98EC4E6C89",
        "00000000000000000000000000000000000000000000000000000000000000017615FBAF5AE28864013C099742DEADB4DBA87F11AC6754F93780D5A1837CF197",
        false,
    ),
    (
        11,
        "DFF1D77F2A671C5F36183726DB2341BE58FEAE1DA2DECED843240F7B502BA659",
        "243F6A8885A308D313198A2E03707344A4093822299F31D0082EFA98EC4E6C89",
        "4A298DACAE57395A15D0795DDBFD1DCB564DA82B0F269BC70A74F8220429BA1D69E89B4C5564D00349106B8497785DD7D1D713A8AE82B32FA79D5F7FC407D39B",
        false,
    ),
    (
        12,
        "DFF1D77F2A671C5F36183726DB2341BE58FEAE1DA2DECED843240F7B502BA659",
        "243F6A8885A308D313198A2E03707344A4093822299F31D0082EFA98EC4E6C89",
        "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEFFFFFC2F69E89B4C5564D00349106B8497785DD7D1D713A8AE82B32FA79D5F7FC407D39B",
        false,
    ),
    (
        13,
        "DFF1D77F2A671C5F36183726DB2341BE58FEAE1DA2DECED843240F7B502BA659",
        "243F6A8885A308D313198A2E03707344A4093822299F31D0082EFA98EC4E6C89",
        "6CFF5C3BA86C69EA4B7376F31A9BCB4F74C1976089B2D9963DA2E5543E177769FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141",
        false,
    ),
    (
        14,
        "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEFFFFFC30",
        "243F6A8885A308D313198A2E03707344A4093822299F31D0082EFA98EC4E6C89",
        "6CFF5C3BA86C69EA4B7376F31A9BCB4F74C1976089B2D9963DA2E5543E17776969E89B4C5564D00349106B8497785DD7D1D713A8AE82B32FA79D5F7FC407D39B",
        false,
    ),
];

#[test]
fn verdicts_match_bip340s_official_vectors() {
    for (index, public, message, sig, valid) in BIP340_VERIFY {
        let public: [u8; 32] = unhex(&public.to_lowercase()).unwrap();
        let message: [u8; 32] = unhex(&message.to_lowercase()).unwrap();
        let sig: [u8; 64] = unhex(&sig.to_lowercase()).unwrap();
        assert_eq!(
            verify_signature(&public, &message, &sig),
            valid,
            "vector {index}"
        );
    }
}

/// The keys at the edges: zero, 1, n - 1, n, 2^256 - 1; and a stranger's
/// key that is no point.
#[test]
fn keys_at_the_edges_are_taken_or_refused() {
    let n_minus = |k: u8| {
        let mut n: [u8; 32] =
            unhex("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141").unwrap();
        n[31] -= k;
        n
    };
    let mut one = [0u8; 32];
    one[31] = 1;
    for (bytes, taken) in [
        ([0u8; 32], false),
        (one, true),
        (n_minus(1), true),
        (n_minus(0), false),
        ([0xFF; 32], false),
    ] {
        let key = EphemeralKey::from_random(bytes);
        assert_eq!(key.is_some(), taken, "{bytes:?}");
        if let Some(key) = key {
            let sig = key.sign_id(&[7; 32], &[9; 32]);
            assert!(verify_signature(&key.public(), &[7; 32], &sig));
            // An x at or over the field's prime is no point.
            assert_eq!(key.shared_x(&[0xFF; 32]), None);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn signatures_verify_and_are_the_same_for_the_same_aux(
        secret in any::<[u8; 32]>(),
        message in any::<[u8; 32]>(),
        aux in any::<[u8; 32]>(),
    ) {
        let Some(key) = EphemeralKey::from_random(secret) else { return Ok(()) };
        let sig = key.sign_id(&message, &aux);
        prop_assert!(verify_signature(&key.public(), &message, &sig));
        prop_assert_eq!(sig, key.sign_id(&message, &aux));
    }

    #[test]
    fn changed_and_random_signatures_do_not_verify(
        secret in any::<[u8; 32]>(),
        message in any::<[u8; 32]>(),
        at in 0usize..64,
        flip in 1u8..,
        random in any::<[u8; 32]>(),
        random_sig in prop::collection::vec(any::<u8>(), 64),
    ) {
        let Some(key) = EphemeralKey::from_random(secret) else { return Ok(()) };
        let public = key.public();
        let mut sig = key.sign_id(&message, &[0; 32]);
        sig[at] ^= flip;
        prop_assert!(!verify_signature(&public, &message, &sig));
        // A random public key (often no point) and a random signature.
        let mut other = [0u8; 64];
        other.copy_from_slice(&random_sig);
        prop_assert!(!verify_signature(&random, &message, &other));
        // The right key with a signature of another message.
        let mut changed = message;
        changed[at % 32] ^= flip;
        let good = key.sign_id(&changed, &[1; 32]);
        prop_assert!(!verify_signature(&public, &message, &good));
    }

    #[test]
    fn shared_secrets_are_the_same_both_ways(
        a in any::<[u8; 32]>(),
        b in any::<[u8; 32]>(),
        random in any::<[u8; 32]>(),
    ) {
        let (Some(a), Some(b)) = (EphemeralKey::from_random(a), EphemeralKey::from_random(b)) else {
            return Ok(());
        };
        let ab = a.shared_x(&b.public());
        prop_assert!(ab.is_some());
        prop_assert_eq!(ab, b.shared_x(&a.public()));
        // Any 32 bytes from a stranger are read or refused, never a panic.
        let _ = a.shared_x(&random);
    }
}
