//! Connection settings in a link's fragment: the defaults, the host's
//! choices written and read back, and refusals of anything malformed,
//! overlong or not a server URL (a link is untrusted).

use fox_and_xo::online::ice::{Ice, IceError, Turn, DEFAULT_STUN, MAX_ICE_CHARS, MAX_SECRET};

fn turn() -> Turn {
    Turn::new("turn:turn.example.org:3478", "ana", "s3cret & more=").unwrap()
}

#[test]
fn no_settings_mean_the_default_stun_servers_and_no_turn() {
    let ice = Ice::from_fragment("").unwrap();
    assert_eq!(ice, Ice::default());
    assert_eq!(ice.stun_servers(), DEFAULT_STUN.to_vec());
    assert_eq!(ice.turn_server(), None);
    assert_eq!(ice.to_fragment(), "");
    assert!(DEFAULT_STUN.iter().all(|s| s.starts_with("stun:")));
}

#[test]
fn same_network_only_asks_no_server() {
    let ice = Ice::from_fragment("#ice=local").unwrap();
    assert!(ice.local);
    assert!(ice.stun_servers().is_empty());
    assert_eq!(ice.to_fragment(), "&ice=local");
    let with_turn = Ice {
        local: true,
        turn: Some(turn()),
        ..Ice::default()
    };
    assert_eq!(with_turn.turn_server(), None);
}

#[test]
fn every_setting_round_trips_through_a_fragment() {
    let ice = Ice {
        local: false,
        turn: Some(turn()),
        relay_only: true,
        stun: Some(vec![
            "stun:127.0.0.1:9".into(),
            "stuns:a.example:5349".into(),
        ]),
        relays: Some(vec!["wss://relay.example".into()]),
    };
    let text = ice.to_fragment();
    assert!(!text.contains(' ') && !text.contains('#'), "{text}");
    assert_eq!(Ice::from_fragment(&text), Ok(ice.clone()));
    // After an invitation's code, as the guest's page reads it.
    let link = format!("join=CODE{text}");
    assert_eq!(Ice::from_fragment(&link), Ok(ice.clone()));
    assert_eq!(
        ice.stun_servers(),
        ["stun:127.0.0.1:9", "stuns:a.example:5349"]
    );
    assert_eq!(ice.turn_server(), Some(&turn()));
}

#[test]
fn only_turn_urls_are_taken_for_turn() {
    for url in ["turn:h:3478", "turns:h:5349?transport=tcp", " turn:h "] {
        assert!(Turn::new(url, "u", "p").is_ok(), "{url}");
    }
    for url in [
        "stun:h:3478",
        "https://h/",
        "javascript:alert(1)",
        "turn:",
        "turn:a b",
        "",
    ] {
        assert_eq!(
            Turn::new(url, "u", "p"),
            Err(IceError::NotServerUrl),
            "{url}"
        );
    }
    let long = format!("turn:{}", "h".repeat(300));
    assert_eq!(Turn::new(&long, "u", "p"), Err(IceError::TooLong));
    let secret = "x".repeat(MAX_SECRET + 1);
    assert_eq!(Turn::new("turn:h", &secret, "p"), Err(IceError::TooLong));
    assert_eq!(
        Turn::new("turn:h", "u", "a\u{7}b"),
        Err(IceError::Malformed)
    );
}

#[test]
fn malformed_settings_are_refused_whole() {
    let b64 = |s: &str| fox_and_xo::bytes::base64url_encode(s.as_bytes());
    let cases = [
        ("ice=lan".to_owned(), IceError::Malformed),
        ("relay=all".to_owned(), IceError::Malformed),
        ("turn=***".to_owned(), IceError::Malformed),
        (format!("turn={}", b64("turn:h\nu")), IceError::Malformed),
        (
            format!("turn={}", b64("turn:h\nu\np\nx")),
            IceError::Malformed,
        ),
        (
            format!("turn={}", b64("http://h\nu\np")),
            IceError::NotServerUrl,
        ),
        (format!("stun={}", b64("turn:h")), IceError::NotServerUrl),
        (
            format!("stun={}", b64("stun:a\nstun:b\nstun:c\nstun:d\nstun:e")),
            IceError::Malformed,
        ),
        (
            "ice=local".to_owned() + &"&x=y".repeat(MAX_ICE_CHARS),
            IceError::TooLong,
        ),
    ];
    for (text, error) in cases {
        assert_eq!(Ice::from_fragment(&text), Err(error), "{text}");
    }
    // Keys this version does not know are left alone.
    assert_eq!(
        Ice::from_fragment("later=1&ice=local").map(|i| i.local),
        Ok(true)
    );
}

/// Random fragments of known pairs (good and bad values), unknown keys
/// and stray characters: each is read whole or refused, and what is read
/// writes back to a fragment that reads the same.
#[test]
fn random_fragments_are_read_whole_or_refused_and_read_ones_round_trip() {
    let b64 = |s: &str| fox_and_xo::bytes::base64url_encode(s.as_bytes());
    let pieces = [
        "ice=local".to_owned(),
        "ice=lan".to_owned(),
        "relay=only".to_owned(),
        "relay=all".to_owned(),
        format!("turn={}", b64("turn:127.0.0.1:3478\nuser\nsecret")),
        format!("turn={}", b64("turn:h\nu")),
        format!("stun={}", b64("stun:127.0.0.1:3478\nstun:example.org")),
        format!("stun={}", b64("http://h")),
        format!("nostr={}", b64("wss://relay.example\nwss://other.example")),
        format!("nostr={}", b64("ws://insecure.example")),
        "later=1".to_owned(),
        "=".to_owned(),
        "&".to_owned(),
        "#".to_owned(),
        "***".to_owned(),
    ];
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut read = 0;
    for _ in 0..5_000 {
        let count = next() % 5;
        let text = (0..count)
            .map(|_| pieces[(next() % pieces.len() as u64) as usize].as_str())
            .collect::<Vec<_>>()
            .join("&");
        if let Ok(ice) = Ice::from_fragment(&text) {
            read += 1;
            assert_eq!(Ice::from_fragment(&ice.to_fragment()), Ok(ice), "{text}");
        }
    }
    println!("5,000 random fragments: {read} read whole");
    assert!(read >= 500, "only {read} of 5,000 read whole");
}
