//! The query string: how a link reproduces a game's setup on any static host.
//!
//! Parsing is lenient by design: a missing value takes its default, and a
//! malformed or out-of-range one is replaced by its default with an
//! [`Ignored`] note that the page shows. Nothing in a URL can stop the page.

use std::convert::Infallible;

use crate::ui::i18n::{Lang, LANG_KEY};
use crate::ui::link_words::LinkWords;

/// The `key=value` pairs of a query string, decoded, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Query {
    pairs: Vec<(String, String)>,
}

impl Query {
    /// Parses `?a=1&b=2` (the leading `?` is optional) as
    /// `application/x-www-form-urlencoded`: `+` is a space, `%XX` a byte.
    pub fn parse(search: &str) -> Query {
        let search = search.strip_prefix('?').unwrap_or(search);
        let pairs = search
            .split('&')
            .filter(|part| !part.is_empty())
            .map(|part| match part.split_once('=') {
                Some((key, value)) => (decode(key), decode(value)),
                None => (decode(part), String::new()),
            })
            .collect();
        Query { pairs }
    }

    /// The first value given for `key`, if any.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.pairs
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// Every pair, in the order given.
    pub fn pairs(&self) -> impl Iterator<Item = (&str, &str)> {
        self.pairs.iter().map(|(k, v)| (k.as_str(), v.as_str()))
    }

    /// Notes for every key that `known` does not list, so a typo in a link
    /// is reported rather than silently dropped.
    /// `lang=` belongs to every page (see [`crate::ui::i18n`]).
    pub fn unknown_keys<R>(&self, known: &[&str]) -> Vec<Ignored<R>> {
        self.pairs()
            .filter(|(key, _)| !known.contains(key) && *key != LANG_KEY)
            .map(|(key, value)| Ignored::new(key, value, Reason::UnknownSetting))
            .collect()
    }
}

impl Query {
    /// This query as a link (with its leading `?`), with `key` set to
    /// `value`: replaced where it stands, or added at the end.
    pub fn with(&self, key: &str, value: &str) -> String {
        let mut pairs: Vec<(&str, String)> = self
            .pairs()
            .map(|(k, v)| (k, if k == key { value } else { v }.to_owned()))
            .collect();
        if self.get(key).is_none() {
            pairs.push((key, value.to_owned()));
        }
        encode(&pairs)
    }
}

/// Builds a query string (with its leading `?`) from pairs.
pub fn encode(pairs: &[(&str, String)]) -> String {
    let body: Vec<String> = pairs
        .iter()
        .map(|(k, v)| format!("{}={}", encode_part(k), encode_part(v)))
        .collect();
    format!("?{}", body.join("&"))
}

/// A value from the link that was replaced by its default, and why; the
/// page shows it in its language ([`Ignored::worded`]). `R` is the game's
/// own reason ([`Reason::Game`]); a page with no game's setup uses
/// [`std::convert::Infallible`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ignored<R> {
    pub key: String,
    pub value: String,
    pub reason: Reason<R>,
}

impl<R> Ignored<R> {
    pub fn new(key: &str, value: &str, reason: Reason<R>) -> Ignored<R> {
        Ignored {
            key: key.to_owned(),
            value: value.to_owned(),
            reason,
        }
    }
}

impl<R: Worded> Ignored<R> {
    /// This note as a whole sentence in `lang`.
    pub fn worded(&self, lang: Lang) -> String {
        let t = LinkWords::of(lang);
        let why = match &self.reason {
            Reason::UnknownSetting => t.reason_unknown_setting().to_owned(),
            Reason::UnknownGame => t.reason_unknown_game().to_owned(),
            Reason::Game(reason) => reason.worded(lang),
        };
        t.ignored(&self.key, &self.value, &why)
    }
}

/// Every note as a whole sentence in `lang`, in order: what
/// the notices component (`ui/notices.rs`) lists.
pub fn worded<R: Worded>(ignored: &[Ignored<R>], lang: Lang) -> Vec<String> {
    ignored.iter().map(|note| note.worded(lang)).collect()
}

/// Why a link value was ignored: what any page says, or the game's own
/// reason (`FdReason`, `TttReason`, beside each game's setup). The ranges
/// in the games' messages are the rules' own, checked once, by the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason<R> {
    /// A key that no setting of this game has.
    UnknownSetting,
    /// A `game=` that names no game.
    UnknownGame,
    /// A value the game's setup refuses.
    Game(R),
}

/// A game's own reason for refusing a link value, worded by the game.
pub trait Worded {
    /// Why the value is not allowed, in `lang`: the middle of a sentence.
    fn worded(&self, lang: Lang) -> String;
}

/// A page with no game's setup has no reason of its own.
impl Worded for Infallible {
    fn worded(&self, _: Lang) -> String {
        match *self {}
    }
}

/// Reads `key` with `parse`; absent gives `default` silently, unparsable
/// gives `default` and a note in `ignored`, with the game's reason.
pub fn read<T, R>(
    query: &Query,
    key: &str,
    default: T,
    parse: impl Fn(&str) -> Result<T, R>,
    ignored: &mut Vec<Ignored<R>>,
) -> T {
    match query.get(key) {
        None => default,
        Some(raw) => match parse(raw) {
            Ok(value) => value,
            Err(reason) => {
                ignored.push(Ignored::new(key, raw, Reason::Game(reason)));
                default
            }
        },
    }
}

fn decode(raw: &str) -> String {
    let bytes = raw.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() && hex_pair(bytes[i + 1], bytes[i + 2]).is_some() => {
                out.extend(hex_pair(bytes[i + 1], bytes[i + 2]));
                i += 2;
            }
            byte => out.push(byte),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn hex_pair(high: u8, low: u8) -> Option<u8> {
    let digit = |b: u8| (b as char).to_digit(16).map(|d| d as u8);
    Some(digit(high)? * 16 + digit(low)?)
}

fn encode_part(raw: &str) -> String {
    raw.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A game's reason, as the games' setups give one.
    #[derive(Clone, Debug, PartialEq, Eq)]
    struct NotANumber;

    #[test]
    fn parses_pairs_with_or_without_question_mark() {
        let q = Query::parse("?game=tic-tac-toe&size=4");
        assert_eq!(q.get("game"), Some("tic-tac-toe"));
        assert_eq!(q.get("size"), Some("4"));
        assert_eq!(Query::parse("size=3").get("size"), Some("3"));
    }

    #[test]
    fn decodes_plus_and_percent_escapes() {
        let q = Query::parse("a=x+y&b=%41%2f&c=%zz&d=%4");
        assert_eq!(q.get("a"), Some("x y"));
        assert_eq!(q.get("b"), Some("A/"));
        assert_eq!(q.get("c"), Some("%zz"));
        assert_eq!(q.get("d"), Some("%4"));
    }

    #[test]
    fn a_key_without_value_reads_as_empty() {
        assert_eq!(Query::parse("?size").get("size"), Some(""));
    }

    #[test]
    fn first_value_wins_for_a_repeated_key() {
        assert_eq!(Query::parse("?size=3&size=4").get("size"), Some("3"));
    }

    #[test]
    fn encode_then_parse_round_trips() {
        let link = encode(&[("game", "fox-dolphin".into()), ("note", "a b&c".into())]);
        assert_eq!(link, "?game=fox-dolphin&note=a%20b%26c");
        let q = Query::parse(&link);
        assert_eq!(q.get("note"), Some("a b&c"));
    }

    #[test]
    fn read_reports_a_malformed_value_and_keeps_the_default() {
        let q = Query::parse("?size=seven");
        let mut ignored = Vec::new();
        let size = read(
            &q,
            "size",
            3,
            |s| s.parse().map_err(|_| NotANumber),
            &mut ignored,
        );
        assert_eq!(size, 3);
        assert_eq!(
            ignored,
            vec![Ignored::new("size", "seven", Reason::Game(NotANumber))]
        );
    }

    #[test]
    fn read_is_silent_for_a_missing_value() {
        let mut ignored = Vec::new();
        let size = read::<_, Infallible>(&Query::default(), "size", 3, |_| Ok(9), &mut ignored);
        assert_eq!(size, 3);
        assert!(ignored.is_empty());
    }

    #[test]
    fn with_replaces_a_value_or_adds_it() {
        let q = Query::parse("?game=x&lang=en&size=3");
        assert_eq!(q.with("lang", "pt"), "?game=x&lang=pt&size=3");
        assert_eq!(
            Query::parse("?game=x").with("lang", "pt"),
            "?game=x&lang=pt"
        );
    }

    #[test]
    fn lang_is_a_setting_of_every_page() {
        let q = Query::parse("?game=x&lang=pt");
        assert!(q.unknown_keys::<Infallible>(&["game"]).is_empty());
    }

    #[test]
    fn unknown_keys_are_reported() {
        let q = Query::parse("?game=x&colour=red");
        let notes = q.unknown_keys::<Infallible>(&["game"]);
        assert_eq!(notes.len(), 1);
        assert_eq!(notes[0].key, "colour");
    }

    /// The start and end every note has in `lang`, whoever gives the reason
    /// (each game's setup tests its own reasons against these).
    pub(crate) fn note_frame(lang: Lang) -> (&'static str, &'static str) {
        match lang {
            Lang::En => ("Ignored size=7: ", "; using the default."),
            Lang::Pt => ("Ignorado size=7: ", "; usando o padrão."),
        }
    }

    #[test]
    fn an_unknown_setting_reads_as_one_whole_sentence() {
        for lang in Lang::ALL {
            let (start, end) = note_frame(lang);
            let said = Ignored::<Infallible>::new("size", "7", Reason::UnknownSetting).worded(lang);
            assert!(said.starts_with(start) && said.ends_with(end), "{said}");
        }
    }
}
