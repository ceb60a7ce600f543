//! The JSON of relay frames (`serde_json`, read into each frame's shape by
//! `online::nostr::read_frame`), tested hard: whitespace, every escape,
//! unicode escapes and surrogate pairs, malformed text of every kind,
//! numbers out of shape, deep nesting, members twice; random strings and
//! random text read or refused without a panic; what we write read back
//! the same.
#![cfg(not(target_arch = "wasm32"))] // native only: compares with serde_json and proptest

use fox_and_xo::online::nostr::{
    event_frame, read_frame, EphemeralKey, Event, FrameError, Incoming, EVENT_KIND, MAX_FRAME,
    MAX_TEXT,
};
use proptest::prelude::*;

fn notice(message: &str) -> Result<Incoming, FrameError> {
    Ok(Incoming::Notice {
        message: message.to_string(),
    })
}

fn signed(content: &str, tags: Vec<Vec<String>>) -> Event {
    let key = EphemeralKey::from_random([5; 32]).unwrap();
    key.sign(
        1_764_000_000,
        EVENT_KIND,
        tags,
        content.to_string(),
        [9; 32],
    )
}

#[test]
fn whitespace_is_read_around_every_member() {
    assert_eq!(
        read_frame(" \t\r\n[ \"OK\" ,\n\"ab\" , true , \"m\" ]\n"),
        Ok(Incoming::Ok {
            id: "ab".into(),
            accepted: true,
            message: "m".into()
        })
    );
    let event = signed("sealed", vec![vec!["t".into(), "ab".into()]]);
    let spaced = format!(
        "[ \"EVENT\" , \"s\" , {} ]",
        serde_json::to_string_pretty(&serde_json::to_value(&event).unwrap()).unwrap()
    );
    assert_eq!(
        read_frame(&spaced),
        Ok(Incoming::Event {
            sub: "s".into(),
            event
        })
    );
}

#[test]
fn escapes_in_strings_are_read() {
    let cases = [
        (r#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{8}\u{c}\n\r\t"),
        (r#""\u0041\u00e9\u00E9\u2713""#, "Aéé✓"),
        (r#""\u0000\u001f""#, "\u{0}\u{1f}"),
        (r#""\ud83d\ude00 \uD83D\uDE00""#, "😀 😀"),
        (r#""\udbff\udfff""#, "\u{10ffff}"),
        ("\"é ✓ 😀 \u{7f}\"", "é ✓ 😀 \u{7f}"),
    ];
    for (text, read) in cases {
        assert_eq!(
            read_frame(&format!("[\"NOTICE\",{text}]")),
            notice(read),
            "{text}"
        );
    }
}

/// Text that is no JSON, as a whole frame and as a member of one (of a
/// type we read, and of one we do not: refused all the same).
#[test]
fn malformed_text_is_refused() {
    let malformed = [
        "",
        " ",
        "nul",
        "nulll",
        "tru",
        "True",
        "NULL",
        "[",
        "]",
        "[1,]",
        "[,1]",
        "[1 2]",
        "{",
        "{\"a\"}",
        "{\"a\":}",
        "{\"a\":1,}",
        "{a:1}",
        "{'a':1}",
        "{1:1}",
        "{\"a\" 1}",
        "\"",
        "\"abc",
        "\"\\\"",
        "\"\\x41\"",
        "\"\\u12\"",
        "\"\\u12g4\"",
        "\"\\U0041\"",
        "\"tab\there\"",
        "\"new\nline\"",
        "\"\u{0}\"",
        "+1",
        "01",
        "00",
        ".5",
        "1.",
        "1e",
        "-",
        "1 2",
        "[] []",
        "null x",
        "\u{feff}null",
        "[\"a\"]]",
        "NaN",
        "Infinity",
        "/* */ 1",
        "[1]\u{0}",
    ];
    for text in malformed {
        for frame in [
            text.to_string(),
            format!("[\"NOTICE\",{text}]"),
            format!("[\"AUTH\",{text}]"),
            format!("[\"AUTH\",{text},\"x\"]"),
        ] {
            assert_eq!(read_frame(&frame), Err(FrameError::Malformed), "{frame:?}");
        }
    }
    // A lone surrogate is no character: refused in a string we read (one
    // we skip, in a frame of a type we do not read, is not decoded).
    for text in [
        "\"\\ud800\"",
        "\"\\ud800x\"",
        "\"\\ud800\\u0041\"",
        "\"\\udc00\"",
        "\"\\ud800\\ud800\"",
    ] {
        let frame = format!("[\"NOTICE\",{text}]");
        assert_eq!(read_frame(&frame), Err(FrameError::Malformed), "{frame:?}");
    }
}

/// Where we read a whole number (an event's `created_at` and `kind`), a
/// sign, a fraction, an exponent or one too big is refused.
#[test]
fn numbers_out_of_shape_are_refused() {
    let event = signed("sealed", vec![]);
    let good = serde_json::to_string(&event).unwrap();
    assert!(read_frame(&format!("[\"EVENT\",\"s\",{good}]")).is_ok());
    for number in [
        "-1",
        "-0",
        "1.5",
        "1e3",
        "1E3",
        "0.0",
        "18446744073709551616",
        "99999999999999999999999",
        "\"1\"",
        "null",
    ] {
        let frame = format!("[\"EVENT\",\"s\",{}]", good.replace("1764000000", number));
        assert_eq!(read_frame(&frame), Err(FrameError::Malformed), "{number}");
    }
    let kind = good.replace("21979", "65536");
    assert_eq!(
        read_frame(&format!("[\"EVENT\",\"s\",{kind}]")),
        Err(FrameError::Malformed)
    );
}

/// A member of an event twice is refused (which `id` or `content` would
/// count?); members we do not read are skipped, however many.
#[test]
fn members_twice_are_refused_and_unknown_ones_skipped() {
    let event = signed("sealed", vec![]);
    let good = serde_json::to_string(&event).unwrap();
    for member in [
        "id",
        "pubkey",
        "created_at",
        "kind",
        "tags",
        "content",
        "sig",
    ] {
        let value = serde_json::to_value(&event).unwrap()[member].to_string();
        let twice = good.replacen('{', &format!("{{\"{member}\":{value},"), 1);
        assert_eq!(
            read_frame(&format!("[\"EVENT\",\"s\",{twice}]")),
            Err(FrameError::Malformed),
            "{member}"
        );
    }
    let unknown: String = (0..1000).map(|i| format!("\"k{i}\":[{i}],")).collect();
    let many = good.replacen('{', &format!("{{{unknown}"), 1);
    assert!(many.len() <= MAX_FRAME);
    assert!(matches!(
        read_frame(&format!("[\"EVENT\",\"s\",{many}]")),
        Ok(Incoming::Event { .. })
    ));
}

/// Nesting deeper than any frame has, within the length bound: refused
/// where a frame's member is read; skipped (serde_json skips without
/// recursion) in an event's member we do not read and in a frame of a type
/// we do not read: never a stack overflow.
#[test]
fn deep_nesting_is_read_without_a_stack_overflow() {
    let nested = |n: usize| format!("{}{}", "[".repeat(n), "]".repeat(n));
    let objects = |n: usize| format!("{}1{}", "{\"a\":".repeat(n), "}".repeat(n));
    let event = serde_json::to_string(&signed("sealed", vec![])).unwrap();
    for value in [nested(MAX_FRAME / 3), objects(1500)] {
        for frame in [
            format!("[\"NOTICE\",{value}]"),
            format!("[\"EVENT\",\"s\",{value}]"),
            format!("[\"EVENT\",{value},{event}]"),
        ] {
            assert!(frame.len() <= MAX_FRAME);
            assert_eq!(read_frame(&frame), Err(FrameError::Malformed));
        }
        let frame = format!("[\"AUTH\",{value}]");
        assert_eq!(read_frame(&frame), Err(FrameError::Unknown));
        let deep_member = event.replacen('{', &format!("{{\"x\":{value},"), 1);
        let frame = format!("[\"EVENT\",\"s\",{deep_member}]");
        assert!(matches!(read_frame(&frame), Ok(Incoming::Event { .. })));
    }
    let long = format!("[\"AUTH\",[{}0]]", "0,".repeat(5_000));
    assert_eq!(read_frame(&long), Err(FrameError::Unknown));
}

/// Our frames write strings as NIP-01 escapes them for an event's id.
#[test]
fn strings_are_written_as_nip01_escapes_them() {
    let event = signed(
        "a\"b\\c/d\n\r\t\u{8}\u{c}\u{0}\u{1f}\u{7f}é😀",
        vec![vec!["t".into(), "ab".into()], vec![]],
    );
    let frame = event_frame(&event);
    let content = r#""a\"b\\c/d\n\r\t\b\f\u0000\u001f"#.to_string() + "\u{7f}é😀\"";
    assert!(frame.contains(&format!("\"content\":{content}")), "{frame}");
    assert!(frame.contains(r#""tags":[["t","ab"],[]]"#), "{frame}");
    assert!(event.verify());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Any string a relay sends is read back the same (cut to its bound),
    /// however serde_json writes it.
    #[test]
    fn any_string_is_read_back(text in any::<String>(), pretty in any::<bool>()) {
        let members = ("NOTICE", &text);
        let frame = if pretty {
            serde_json::to_string_pretty(&members).unwrap()
        } else {
            serde_json::to_string(&members).unwrap()
        };
        let mut end = text.len().min(MAX_TEXT);
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        prop_assert_eq!(read_frame(&frame), notice(&text[..end]));
    }

    /// Any content and tags we sign are written, read back the same, and
    /// verify (the id is the hash of NIP-01's serialization).
    #[test]
    fn any_event_we_write_is_read_back(
        content in any::<String>(),
        tags in prop::collection::vec(prop::collection::vec("\\PC{0,8}|[\\x00-\\x20\"\\\\]{0,4}", 0..4), 0..4),
    ) {
        let event = signed(&content, tags);
        prop_assert!(event.verify());
        let frame = format!("[\"EVENT\",\"s\",{}]", event.to_json());
        match read_frame(&frame) {
            Ok(Incoming::Event { event: read, .. }) => prop_assert_eq!(read, event),
            Err(FrameError::TooLong) => {}
            other => prop_assert!(false, "{:?}", other),
        }
    }
}
