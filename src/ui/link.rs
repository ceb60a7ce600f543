//! The query string as a page reads it: how a link reproduces a game's
//! setup on any static host. The query's own format (its pairs, decoded
//! and encoded) is [`crate::link`]'s; here are the notes a page shows.
//!
//! Parsing is lenient by design: a missing value takes its default, and a
//! malformed or out-of-range one is replaced by its default with an
//! [`Ignored`] note that the page shows. Nothing in a URL can stop the page.

use std::convert::Infallible;

pub use crate::link::{encode, Query};
use crate::ui::i18n::{Lang, LANG_KEY};
use crate::ui::link_words::LinkWords;

impl Query {
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

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A game's reason, as the games' setups give one.
    #[derive(Clone, Debug, PartialEq, Eq)]
    struct NotANumber;

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
