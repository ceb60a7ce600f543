//! The query string of every link the site writes: `?key=value&...`,
//! read as `application/x-www-form-urlencoded` (`+` is a space, `%XX` a
//! byte) and written back with every byte but `A-Z a-z 0-9 - _ . ~`
//! escaped. Pure: no browser, so every link's tests run natively. What
//! each key means is the module's that writes it (a game's setup, a
//! replay, the online pages' [`crate::online::page_links`]); what a page
//! says of a value it ignores is `crate::ui::link`'s.
//!
//! Reading never fails: a pair without `=` reads as an empty value, a
//! malformed escape is kept as written, and the first value of a
//! repeated key wins.

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
mod tests {
    use super::*;

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
    fn with_replaces_a_value_or_adds_it() {
        let q = Query::parse("?game=x&lang=en&size=3");
        assert_eq!(q.with("lang", "pt"), "?game=x&lang=pt&size=3");
        assert_eq!(
            Query::parse("?game=x").with("lang", "pt"),
            "?game=x&lang=pt"
        );
    }
}
