//! The small strict JSON of Nostr frames, tested hard: every escape,
//! unicode escapes and surrogate pairs, malformed text, deep nesting,
//! numbers at their bounds, duplicate keys; and against `serde_json` on
//! random text and random values (what we accept, it reads the same; what
//! we write, it reads back and writes the same).
#![cfg(not(target_arch = "wasm32"))] // native only: compares with serde_json and proptest

use fox_and_xo::online::json::{
    parse, write_string, write_strings, write_tags, JsonError, Value, MAX_DEPTH, MAX_MEMBERS,
};
use proptest::prelude::*;

fn s(text: &str) -> Value {
    Value::String(text.to_string())
}

#[test]
fn values_are_read() {
    assert_eq!(parse("null"), Ok(Value::Null));
    assert_eq!(parse(" true "), Ok(Value::Bool(true)));
    assert_eq!(parse("\t\r\nfalse\n"), Ok(Value::Bool(false)));
    assert_eq!(parse("0"), Ok(Value::Number(0)));
    assert_eq!(parse("18446744073709551615"), Ok(Value::Number(u64::MAX)));
    assert_eq!(parse(r#""""#), Ok(s("")));
    assert_eq!(parse("[]"), Ok(Value::Array(vec![])));
    assert_eq!(parse("{ }"), Ok(Value::Object(vec![])));
    assert_eq!(
        parse(r#" [ "a" , 1 , { "k" : [ null ] , "j" : {} } ] "#),
        Ok(Value::Array(vec![
            s("a"),
            Value::Number(1),
            Value::Object(vec![
                ("k".into(), Value::Array(vec![Value::Null])),
                ("j".into(), Value::Object(vec![])),
            ]),
        ]))
    );
    let object = parse(r#"{"a":1,"b":"x"}"#).unwrap();
    assert_eq!(object.get("a").and_then(Value::as_u64), Some(1));
    assert_eq!(object.get("b").and_then(Value::as_str), Some("x"));
    assert_eq!(object.get("c"), None);
    assert_eq!(s("x").get("a"), None);
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
        assert_eq!(parse(text), Ok(s(read)), "{text}");
    }
}

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
        "\"\\ud800\"",
        "\"\\ud800x\"",
        "\"\\ud800\\u0041\"",
        "\"\\udc00\"",
        "\"\\ud800\\ud800\"",
        "-1",
        "+1",
        "01",
        "00",
        "1.5",
        "1e3",
        "1E3",
        "0.0",
        "18446744073709551616",
        "99999999999999999999999",
        ".5",
        "1 2",
        "[] []",
        "null x",
        "\u{feff}null",
        "[\"a\"]]",
        "{\"a\":1,\"a\":2}",
        "NaN",
        "Infinity",
        "/* */ 1",
        "[1]\u{0}",
    ];
    for text in malformed {
        assert_eq!(parse(text), Err(JsonError), "{text:?}");
    }
}

#[test]
fn nesting_and_members_are_bounded() {
    let nested = |n: usize| format!("{}{}", "[".repeat(n), "]".repeat(n));
    assert!(parse(&nested(MAX_DEPTH)).is_ok());
    assert_eq!(parse(&nested(MAX_DEPTH + 1)), Err(JsonError));
    assert_eq!(parse(&nested(100_000)), Err(JsonError));
    let objects = |n: usize| format!("{}1{}", "{\"a\":".repeat(n), "}".repeat(n));
    assert!(parse(&objects(MAX_DEPTH)).is_ok());
    assert_eq!(parse(&objects(MAX_DEPTH + 1)), Err(JsonError));
    let members = |n: usize| {
        let list: Vec<String> = (0..n).map(|i| format!("\"k{i}\":{i}")).collect();
        format!("{{{}}}", list.join(","))
    };
    assert!(parse(&members(MAX_MEMBERS)).is_ok());
    assert_eq!(parse(&members(MAX_MEMBERS + 1)), Err(JsonError));
    // Long flat arrays and strings are the caller's to bound; they are read.
    let long = format!("[{}0]", "0,".repeat(10_000));
    assert!(parse(&long).is_ok());
}

#[test]
fn strings_are_written_as_nip01_escapes_them() {
    let mut out = String::new();
    write_string(&mut out, "a\"b\\c/d\n\r\t\u{8}\u{c}\u{0}\u{1f}\u{7f}é😀");
    assert_eq!(
        out,
        r#""a\"b\\c/d\n\r\t\b\f\u0000\u001f"#.to_string() + "\u{7f}é😀\""
    );
    let mut out = String::new();
    write_strings(&mut out, &["x".into(), "y".into()]);
    write_tags(&mut out, &[vec!["t".into(), "ab".into()], vec![]]);
    write_tags(&mut out, &[]);
    assert_eq!(out, r#"["x","y"][["t","ab"],[]][]"#);
}

/// Our value as serde_json's, to compare.
fn to_serde(value: &Value) -> serde_json::Value {
    match value {
        Value::Null => serde_json::Value::Null,
        Value::Bool(b) => serde_json::Value::Bool(*b),
        Value::Number(n) => serde_json::Value::from(*n),
        Value::String(s) => serde_json::Value::String(s.clone()),
        Value::Array(items) => serde_json::Value::Array(items.iter().map(to_serde).collect()),
        Value::Object(members) => serde_json::Value::Object(
            members
                .iter()
                .map(|(k, v)| (k.clone(), to_serde(v)))
                .collect(),
        ),
    }
}

/// Random values within our bounds, with every kind of character.
fn values() -> impl Strategy<Value = serde_json::Value> {
    let leaf = prop_oneof![
        Just(serde_json::Value::Null),
        any::<bool>().prop_map(serde_json::Value::Bool),
        any::<u64>().prop_map(serde_json::Value::from),
        any::<String>().prop_map(serde_json::Value::String),
        "[\\x00-\\x20\"\\\\/a-z]{0,8}".prop_map(serde_json::Value::String),
    ];
    leaf.prop_recursive(MAX_DEPTH as u32 - 1, 64, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(serde_json::Value::Array),
            prop::collection::btree_map(any::<String>(), inner, 0..6)
                .prop_map(|m| serde_json::Value::Object(m.into_iter().collect())),
        ]
    })
}

/// Random text near JSON: fragments of it, shuffled.
fn near_json() -> impl Strategy<Value = String> {
    let pieces = prop_oneof![
        Just("["),
        Just("]"),
        Just("{"),
        Just("}"),
        Just(","),
        Just(":"),
        Just("\""),
        Just("\\"),
        Just("\\u"),
        Just("d83d"),
        Just("de00"),
        Just("00e9"),
        Just("1"),
        Just("0"),
        Just("-"),
        Just("."),
        Just("e"),
        Just("true"),
        Just("null"),
        Just(" "),
        Just("\n"),
        Just("a"),
        Just("é"),
        Just("\u{0}"),
    ];
    prop::collection::vec(pieces, 0..40).prop_map(|p| p.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn what_serde_json_writes_we_read_the_same(value in values()) {
        let text = serde_json::to_string(&value).unwrap();
        let read = parse(&text).unwrap();
        prop_assert_eq!(to_serde(&read), value.clone());
        let pretty = serde_json::to_string_pretty(&value).unwrap();
        prop_assert_eq!(to_serde(&parse(&pretty).unwrap()), value);
    }

    #[test]
    fn what_we_accept_serde_json_reads_the_same(text in near_json()) {
        if let Ok(read) = parse(&text) {
            let theirs: serde_json::Value = serde_json::from_str(&text).unwrap();
            prop_assert_eq!(to_serde(&read), theirs);
        }
    }

    #[test]
    fn any_text_is_read_or_refused_without_panic(text in any::<String>()) {
        if let Ok(read) = parse(&text) {
            let theirs: serde_json::Value = serde_json::from_str(&text).unwrap();
            prop_assert_eq!(to_serde(&read), theirs);
        }
    }

    #[test]
    fn strings_we_write_serde_json_writes_the_same(text in any::<String>()) {
        let mut ours = String::new();
        write_string(&mut ours, &text);
        prop_assert_eq!(&ours, &serde_json::to_string(&text).unwrap());
        prop_assert_eq!(parse(&ours), Ok(s(&text)));
    }
}
