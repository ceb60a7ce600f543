//! Nostr events and relay frames, natively: BIP-340's official signing
//! vectors, an event id pinned against an independent SHA-256, signatures
//! that verify, and frames read from untrusted text (good and bad).
#![cfg(not(target_arch = "wasm32"))] // native only: compares with serde_json

use fox_and_xo::clock::{Millis, WallMs};
use fox_and_xo::online::envelope::{hex, unhex, MAX_SEALED_TEXT};
use fox_and_xo::online::nostr::{
    close_frame, event_frame, event_id, read_frame, req_frame, EphemeralKey, Event, FrameBudget,
    FrameError, Incoming, EVENT_KIND, FRAMES_PER_SECOND, FRAME_BURST, MAX_FRAME, MAX_TAGS,
    MAX_TEXT,
};

fn h32(text: &str) -> [u8; 32] {
    unhex(&text.to_lowercase()).unwrap()
}

/// BIP-340's test vectors 0 to 3 (bip-0340/test-vectors.csv): secret key,
/// public key, auxiliary randomness, message, signature.
const BIP340: [[&str; 5]; 4] = [
    [
        "0000000000000000000000000000000000000000000000000000000000000003",
        "F9308A019258C31049344F85F89D5229B531C845836F99B08601F113BCE036F9",
        "0000000000000000000000000000000000000000000000000000000000000000",
        "0000000000000000000000000000000000000000000000000000000000000000",
        "E907831F80848D1069A5371B402410364BDF1C5F8307B0084C55F1CE2DCA821525F66A4A85EA8B71E482A74F382D2CE5EBEEE8FDB2172F477DF4900D310536C0",
    ],
    [
        "B7E151628AED2A6ABF7158809CF4F3C762E7160F38B4DA56A784D9045190CFEF",
        "DFF1D77F2A671C5F36183726DB2341BE58FEAE1DA2DECED843240F7B502BA659",
        "0000000000000000000000000000000000000000000000000000000000000001",
        "243F6A8885A308D313198A2E03707344A4093822299F31D0082EFA98EC4E6C89",
        "6896BD60EEAE296DB48A229FF71DFE071BDE413E6D43F917DC8DCF8C78DE33418906D11AC976ABCCB20B091292BFF4EA897EFCB639EA871CFA95F6DE339E4B0A",
    ],
    [
        "C90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B14E5C9",
        "DD308AFEC5777E13121FA72B9CC1B7CC0139715309B086C960E18FD969774EB8",
        "C87AA53824B4D7AE2EB035A2B5BBBCCC080E76CDC6D1692C4B0B62D798E6D906",
        "7E2D58D8B3BCDF1ABADEC7829054F90DDA9805AAB56C77333024B9D0A508B75C",
        "5831AAEED7B44BB74E5EAB94BA9D4294C49BCF2A60728D8B4C200F50DD313C1BAB745879A5AD954A72C45A91C3A51D3C7ADEA98D82F8481E0E1E03674A6F3FB7",
    ],
    [
        "0B432B2677937381AEF05BB02A66ECD012773062CF3FA2549E44F58ED2401710",
        "25D1DFF95105F5253C4022F628A996AD3A0D95FBF21D468A1B33F8C160D8F517",
        "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF",
        "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF",
        "7EB0509757E246F19449885651611CB965ECC1A187DD51B64FDA1EDC9637D5EC97582B9CB13DB3933705B32BA982AF5AF25FD78881EBB32771FC5922EFC66EA3",
    ],
];

#[test]
fn signatures_match_bip340s_official_vectors() {
    for [secret, public, aux, message, signature] in BIP340 {
        let key = EphemeralKey::from_random(h32(secret)).unwrap();
        assert_eq!(key.public(), h32(public));
        let sig = key.sign_id(&h32(message), &h32(aux));
        assert_eq!(hex(&sig), signature.to_lowercase());
    }
}

#[test]
fn bytes_that_are_no_key_are_refused() {
    assert!(EphemeralKey::from_random([0; 32]).is_none());
    assert!(EphemeralKey::from_random([0xff; 32]).is_none());
    assert!(EphemeralKey::from_random([1; 32]).is_some());
}

/// The event of the pinned id: escapes of every kind in its content.
fn escaped_event() -> (String, Vec<Vec<String>>, String) {
    let pubkey = "f9308a019258c31049344f85f89d5229b531c845836f99b08601f113bce036f9".to_string();
    let tags = vec![
        vec![
            "t".to_string(),
            "463592e9ed8e06c4eea6c9a680ba1ccefdee07f334ef3e09910b1dc24bab4d0a".to_string(),
        ],
        vec!["x".to_string(), "quote \" backslash \\ slash /".to_string()],
    ];
    let content = "line\nbreak\ttab \"q\" \\ é ✓ \u{1} \u{1f} \u{7f} \u{8}\u{c}\r 😀".to_string();
    (pubkey, tags, content)
}

#[test]
fn the_event_id_is_pinned_against_an_independent_sha256() {
    // Python: json.dumps([0, pubkey, 1764000000, 21979, tags, content],
    // separators=(",", ":"), ensure_ascii=False), then hashlib.sha256.
    let (pubkey, tags, content) = escaped_event();
    let id = event_id(&pubkey, 1_764_000_000, 21979, &tags, &content);
    assert_eq!(
        hex(&id),
        "6902136880d1155346b02e21a4ab587ad83aa56b54767444f069f68f2d598b62"
    );
}

fn signed(content: &str) -> Event {
    let key = EphemeralKey::from_random([5; 32]).unwrap();
    let tags = vec![vec!["t".to_string(), "ab".repeat(32)]];
    key.sign(
        1_764_000_000,
        EVENT_KIND,
        tags,
        content.to_string(),
        [9; 32],
    )
}

/// A signed event's id and signature, and an ECDH secret, pinned: the
/// bytes the page sent before the signing moved to `k256` (BIP-340 with the
/// same auxiliary randomness is deterministic), which `@noble/curves`
/// computes the same.
#[test]
fn signatures_and_shared_secrets_are_pinned() {
    let event = signed("sealed");
    assert_eq!(
        event.pubkey,
        "62c0a046dacce86ddd0343c6d3c7c79c2208ba0d9c9cf24a6d046d21d21f90f7"
    );
    assert_eq!(
        event.id,
        "6ebb3aaf63c64ca2cb404e023fd48d8dc999496f24c3491a7bf51de78b59c450"
    );
    assert_eq!(
        event.sig,
        "22ab23dfc7e3a58dff83a692c71648e066290531d12dccb726b2a759a5de7ab9\
         78125652748d4d163648092843f254524859110228456f88b7df57474c09fda9"
    );
    let one = EphemeralKey::from_random([1; 32]).unwrap();
    let two = EphemeralKey::from_random([2; 32]).unwrap();
    let shared = "d0158a38faf6118af133af12d9bfa388eab4a08d1a2088ea6e6ec1269e03567f";
    assert_eq!(
        one.shared_x(&two.public()).map(|x| hex(&x)).as_deref(),
        Some(shared)
    );
    assert_eq!(
        two.shared_x(&one.public()).map(|x| hex(&x)).as_deref(),
        Some(shared)
    );
}

#[test]
fn a_signed_event_verifies_and_a_changed_one_does_not() {
    let event = signed("sealed");
    assert!(event.verify());
    assert_eq!(event.tag("t"), Some(&*"ab".repeat(32)));
    assert_eq!(event.tag("p"), None);
    assert_eq!(
        event.sender(),
        Some(EphemeralKey::from_random([5; 32]).unwrap().public())
    );
    let changed = [
        Event {
            content: "other".into(),
            ..event.clone()
        },
        Event {
            created_at: 1,
            ..event.clone()
        },
        Event {
            kind: 1,
            ..event.clone()
        },
        Event {
            tags: vec![],
            ..event.clone()
        },
        Event {
            id: "00".repeat(32),
            ..event.clone()
        },
        Event {
            sig: "00".repeat(64),
            ..event.clone()
        },
        Event {
            sig: "zz".into(),
            ..event.clone()
        },
        Event {
            pubkey: hex(&EphemeralKey::from_random([6; 32]).unwrap().public()),
            ..event.clone()
        },
    ];
    for other in changed {
        assert!(!other.verify(), "{other:?}");
    }
}

#[test]
fn the_frames_we_send_are_nip01s() {
    let event = signed("sealed");
    let frame: serde_json::Value = serde_json::from_str(&event_frame(&event)).unwrap();
    assert_eq!(frame[0], "EVENT");
    assert_eq!(frame[1]["id"], event.id.as_str());
    assert_eq!(frame[1]["kind"], EVENT_KIND);
    assert_eq!(frame[1]["created_at"], 1_764_000_000);
    assert_eq!(frame[1]["tags"][0][0], "t");
    assert_eq!(frame[1]["content"], "sealed");
    assert_eq!(frame[1]["sig"], event.sig.as_str());
    // What we send, we read back.
    let echoed = format!("[\"EVENT\",\"sub\",{}]", frame[1]);
    assert_eq!(
        read_frame(&echoed),
        Ok(Incoming::Event {
            sub: "sub".into(),
            event
        })
    );
    assert_eq!(
        req_frame("s1", EVENT_KIND, "ab", 1_764_000_000),
        r##"["REQ","s1",{"#t":["ab"],"kinds":[21979],"since":1764000000,"limit":0}]"##
    );
    assert_eq!(close_frame("s1"), r#"["CLOSE","s1"]"#);
}

#[test]
fn the_frames_a_relay_sends_are_read() {
    let ok = r#"["OK","b1a649ebe8",true,"duplicate: already have it"]"#;
    assert_eq!(
        read_frame(ok),
        Ok(Incoming::Ok {
            id: "b1a649ebe8".into(),
            accepted: true,
            message: "duplicate: already have it".into()
        })
    );
    assert_eq!(
        read_frame(r#" [ "EOSE" , "s1" ] "#),
        Ok(Incoming::Eose { sub: "s1".into() })
    );
    assert_eq!(
        read_frame(r#"["NOTICE","caf\u00e9 \ud83d\ude00 \"q\" \\ \n"]"#),
        Ok(Incoming::Notice {
            message: "café 😀 \"q\" \\ \n".into()
        })
    );
    assert_eq!(
        read_frame(r#"["CLOSED","s1","error: shutting down"]"#),
        Ok(Incoming::Closed {
            sub: "s1".into(),
            message: "error: shutting down".into()
        })
    );
    // A relay's long text is cut, on a character boundary.
    let long = format!("[\"NOTICE\",\"{}\"]", "é".repeat(MAX_TEXT));
    let Ok(Incoming::Notice { message }) = read_frame(&long) else {
        panic!()
    };
    assert_eq!(message, "é".repeat(MAX_TEXT / 2));
    // Unknown fields of an event are ignored.
    let event = signed("sealed");
    let mut json: serde_json::Value = serde_json::from_str(&event.to_json()).unwrap();
    json["extra"] = serde_json::json!({"deep": [1, 2, {"x": null}]});
    let frame = format!("[\"EVENT\",\"s\",{json}]");
    assert!(matches!(read_frame(&frame), Ok(Incoming::Event { .. })));
}

#[test]
fn malformed_frames_are_errors_not_panics() {
    let malformed = [
        "",
        " ",
        "null",
        "{}",
        "[]",
        "[1]",
        "\"OK\"",
        "[\"OK\"",
        "[\"OK\",]",
        "[\"EOSE\",\"s\",]",
        "[\"EOSE\"]",
        "[\"EOSE\",1]",
        "[\"EOSE\",\"s\",\"t\"]",
        "[\"OK\",\"id\",\"true\",\"m\"]",
        "[\"OK\",\"id\",true]",
        "[\"NOTICE\"]",
        "[\"CLOSED\",\"s\"]",
        "[\"EVENT\",\"s\"]",
        "[\"EVENT\",\"s\",{}]",
        "[\"EVENT\",\"s\",[]]",
        "[\"NOTICE\",\"\\ud800\"]",
        "[\"NOTICE\",\"\\x41\"]",
        "[\"NOTICE\",\"tab\there\"]",
        "[\"NOTICE\",\"a\"] trailing",
        "[\"NOTICE\",\"\\u12\"]",
        "[\"NOTICE\" \"a\"]",
        "[\"EOSE\",\"s\"]]",
        "\u{feff}[\"EOSE\",\"s\"]",
    ];
    for text in malformed {
        assert_eq!(read_frame(text), Err(FrameError::Malformed), "{text:?}");
    }
    for text in [
        r#"["AUTH","challenge"]"#,
        r#"["COUNT","s",{"count":1}]"#,
        r#"["eose","s"]"#,
    ] {
        assert_eq!(read_frame(text), Err(FrameError::Unknown), "{text}");
    }
    // Deep nesting within the length bound: refused, no stack overflow.
    let deep = format!(
        "[\"NOTICE\",{}{}]",
        "[".repeat(MAX_FRAME / 3),
        "]".repeat(MAX_FRAME / 3)
    );
    assert!(deep.len() <= MAX_FRAME);
    assert_eq!(read_frame(&deep), Err(FrameError::Malformed));
    let deep_objects = format!(
        "[\"NOTICE\",{}1{}]",
        "{\"a\":".repeat(2000),
        "}".repeat(2000)
    );
    assert_eq!(read_frame(&deep_objects), Err(FrameError::Malformed));
    // Huge: refused before parsing.
    let huge = format!("[\"NOTICE\",\"{}\"]", "a".repeat(MAX_FRAME));
    assert_eq!(read_frame(&huge), Err(FrameError::TooLong));
}

/// An event frame from `event`'s JSON changed by `change`.
fn event_read(change: impl FnOnce(&mut serde_json::Value)) -> Result<Incoming, FrameError> {
    let mut json: serde_json::Value = serde_json::from_str(&signed("sealed").to_json()).unwrap();
    change(&mut json);
    read_frame(&format!("[\"EVENT\",\"s\",{json}]"))
}

#[test]
fn events_out_of_shape_or_bounds_are_refused() {
    use serde_json::json;
    assert!(event_read(|_| {}).is_ok());
    let malformed: [fn(&mut serde_json::Value); 12] = [
        |e| e["id"] = json!("AB".repeat(32)),
        |e| e["id"] = json!("ab"),
        |e| e["pubkey"] = json!("g".repeat(64)),
        |e| e["sig"] = json!("ab".repeat(32)),
        |e| e["kind"] = json!(70_000),
        |e| e["kind"] = json!(-1),
        |e| e["created_at"] = json!(-5),
        |e| e["created_at"] = json!(1.5),
        |e| e["content"] = json!(5),
        |e| e["tags"] = json!([[1]]),
        |e| e["tags"] = json!(["t"]),
        |e| {
            e.as_object_mut().unwrap().remove("sig");
        },
    ];
    for change in malformed {
        assert_eq!(event_read(change), Err(FrameError::Malformed));
    }
    let too_long: [fn(&mut serde_json::Value); 4] = [
        |e| e["content"] = json!("a".repeat(MAX_SEALED_TEXT + 1)),
        |e| e["tags"] = json!(vec![["t", "a"]; MAX_TAGS + 1]),
        |e| e["tags"] = json!([["t", "a", "b", "c", "d"]]),
        |e| e["tags"] = json!([["t", "a".repeat(129)]]),
    ];
    for change in too_long {
        assert_eq!(event_read(change), Err(FrameError::TooLong));
    }
}

#[test]
fn a_relay_floods_no_more_than_the_frame_budget() {
    let mut budget = FrameBudget::new(Millis(1_000));
    let burst = (0..100).filter(|_| budget.admit(Millis(1_000))).count();
    assert_eq!(burst, FRAME_BURST as usize);
    // Then FRAMES_PER_SECOND a second, whatever is sent.
    let second = (0..=100)
        .filter(|i| budget.admit(Millis(1_000 + i * 10)))
        .count();
    assert_eq!(second, FRAMES_PER_SECOND as usize);
    // A quiet while refills the burst, no more; time going back earns nothing.
    let mut budget = FrameBudget::new(Millis(0));
    while budget.admit(Millis(0)) {}
    assert!(!budget.admit(Millis(0)));
    let later = (0..100).filter(|_| budget.admit(Millis(3_600_000))).count();
    assert_eq!(later, FRAME_BURST as usize);
    assert!(!budget.admit(Millis(5)));
    assert!(!budget.admit(Millis(3_600_000)));
    assert!(budget.admit(Millis(3_600_000 + 1000 / u64::from(FRAMES_PER_SECOND))));
}

mod untrusted {
    use super::*;
    use fox_and_xo::online::envelope::{open, Context, LinkSecret, ReplayGuard};
    use proptest::prelude::*;
    use proptest::test_runner::TestCaseError;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        /// Random text, and real frames of every type with one character
        /// changed, inserted or cut: whatever is read was a JSON array
        /// (as `serde_json` reads it) whose first member names the frame
        /// read; the rest is refused.
        #[test]
        fn text_from_a_relay_is_read_only_when_it_is_a_frame_of_its_type(
            text in prop_oneof![
                any::<String>(),
                (
                    prop::sample::select(vec![
                        format!("[\"EVENT\",\"s\",{}]", signed("sealed").to_json()),
                        "[\"OK\",\"ab\",true,\"\"]".to_owned(),
                        "[\"EOSE\",\"s\"]".to_owned(),
                        "[\"NOTICE\",\"slow down\"]".to_owned(),
                        "[\"CLOSED\",\"s\",\"rate-limited: x\"]".to_owned(),
                    ]),
                    any::<prop::sample::Index>(),
                    prop::sample::select(vec!["", "\"", "]", "[", ",", "\\", "x", "1", " "]),
                    0..3u8,
                )
                    .prop_map(|(frame, at, piece, how)| {
                        let mut chars: Vec<char> = frame.chars().collect();
                        let i = at.index(chars.len());
                        match how {
                            0 => { chars.splice(i..=i, piece.chars()); }
                            1 => { chars.splice(i..i, piece.chars()); }
                            _ => chars.truncate(i),
                        }
                        chars.into_iter().collect()
                    }),
            ]
        ) {
            if let Ok(read) = read_frame(&text) {
                let json: serde_json::Value = serde_json::from_str(&text)
                    .map_err(|e| TestCaseError::fail(format!("read {read:?} from non-JSON {text:?}: {e}")))?;
                let name = match read {
                    Incoming::Event { .. } => "EVENT",
                    Incoming::Ok { .. } => "OK",
                    Incoming::Eose { .. } => "EOSE",
                    Incoming::Notice { .. } => "NOTICE",
                    Incoming::Closed { .. } => "CLOSED",
                };
                prop_assert_eq!(json.get(0).and_then(|v| v.as_str()), Some(name));
            }
        }

        #[test]
        fn a_mutated_event_frame_is_read_or_refused(at in any::<prop::sample::Index>(), byte in any::<u8>(), cut in any::<prop::sample::Index>()) {
            let mut frame = format!("[\"EVENT\",\"s\",{}]", signed("sealed").to_json()).into_bytes();
            let i = at.index(frame.len());
            frame[i] = byte;
            frame.truncate(cut.index(frame.len() + 1));
            let text = String::from_utf8_lossy(&frame);
            if let Ok(Incoming::Event { event, .. }) = read_frame(&text) {
                // What is read keeps its bounds and shape.
                prop_assert!(event.sender().is_some());
            }
        }

        #[test]
        fn any_content_is_opened_or_refused(text in "[A-Za-z0-9_-]{0,200}|\\PC{0,50}") {
            let keys = LinkSecret::from_random([1; 16]).keys();
            let context = Context { event_kind: EVENT_KIND, sender: &[2; 32] };
            prop_assert!(open(&keys, context, &text, WallMs(0), &mut ReplayGuard::new()).is_err());
        }
    }
}
