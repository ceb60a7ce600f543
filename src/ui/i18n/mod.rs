//! Two languages: which one the page speaks, the `catalogue!` of words,
//! and the words every page shares.
//!
//! Every string the UI shows lives in a table per language, constants of
//! one `Entries` type per words module: the compiler refuses a table that
//! lacks a key, and the test `every_key_is_present_and_not_empty_in_both_languages`
//! (written by `catalogue!` in each module) refuses an empty one. A key is
//! either a plain string (`&'static str`) or a template: a plain `fn` that
//! takes plain values (numbers, text, a tic-tac-toe `Player`, whose mark
//! reads the same in every language) and returns a whole sentence, so each
//! language orders its words, plurals and decimals its own way (no glued
//! fragments). A table holds no `match` over an enum: where a sentence
//! depends on a variant (a rules' refusal, a tile's surface, how a game
//! ended), each variant has its own key, and the one `match` that picks it
//! is a method of the words type, in its module's `mod.rs`
//! (`FdWords::fd_move_error`); a word inside a sentence that depends on a
//! variant ("…, land, fox") is a key of its own, passed to the template as
//! text.
//!
//! This module is a leaf: it imports nothing from the UI. From the bottom
//! up: [`Lang`] and the [`Words`] trait ([`lang`]), the plural, decimal and
//! clock helpers (`numbers`), the `catalogue!` macro (`catalogue`), the
//! shared [`Catalogue`] ([`shared`]: the site's frame, the language switch,
//! the landing page), and here the language's detection ([`detect`], a
//! pure function of the link's `lang=`, the stored choice and the
//! browser's languages). Each feature words its own messages beside its code, in a `words`
//! module of its own (`ui/tictactoe/words`, `ui/fox_dolphin/words`,
//! `ui/online/words`, `ui/howto/words`, `ui/link_words`) whose words type
//! dereferences to the shared one, so `t.key()` reads any key it holds. Where
//! a message depends on a UI enum, each variant has its own key and the one
//! `match` that picks it sits beside the enum (`worded`); for the rules' and
//! online types, in the words module.
//!
//! `ui::lang` brings this to the browser: `LangProvider`, `LangSwitch`,
//! `use_lang`, `use_text` and `use_words`. One method per key, so that a
//! page's wasm keeps only the keys its screens use.

mod catalogue;
pub mod lang;
mod numbers;
pub mod shared;

pub(crate) use catalogue::catalogue;
pub use lang::{Lang, Words};
pub use numbers::{clock, decimal, plural_en, plural_pt};
pub use shared::Catalogue;

/// The link key that picks a language: `?lang=pt`.
pub const LANG_KEY: &str = "lang";
/// The localStorage key that remembers the player's choice.
pub const STORAGE_KEY: &str = "fox-and-xo.lang";

/// The language to show, and whether the link's `lang=` had to be ignored.
///
/// Order: the link's `lang=`, then the choice stored in localStorage, then
/// the first of the browser's languages that the UI speaks, then English.
pub fn detect<S: AsRef<str>>(
    link: Option<&str>,
    stored: Option<&str>,
    browser: &[S],
) -> (Lang, Option<BadLang>) {
    let from_link = link.map(|value| Lang::parse(value).ok_or_else(|| BadLang(value.to_owned())));
    let bad = from_link.as_ref().and_then(|r| r.as_ref().err().cloned());
    let lang = from_link
        .and_then(Result::ok)
        .or_else(|| stored.and_then(Lang::parse))
        .or_else(|| browser.iter().find_map(|tag| Lang::from_tag(tag.as_ref())))
        .unwrap_or_default();
    (lang, bad)
}

/// A `lang=` link value that names no language the UI speaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadLang(pub String);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_picks_the_language_first() {
        let browser = ["en-US"];
        assert_eq!(detect(Some("pt"), Some("en"), &browser), (Lang::Pt, None));
        assert_eq!(detect(Some("EN"), Some("pt"), &browser), (Lang::En, None));
    }

    #[test]
    fn then_the_stored_choice_then_the_browser_then_english() {
        assert_eq!(detect(None, Some("pt"), &["en"]), (Lang::Pt, None));
        assert_eq!(detect(None, None, &["de-DE", "pt-BR"]), (Lang::Pt, None));
        assert_eq!(detect(None, Some("xx"), &["fr"]), (Lang::En, None));
        assert_eq!(detect::<&str>(None, None, &[]), (Lang::En, None));
    }

    #[test]
    fn a_bad_link_value_is_reported_and_the_next_source_decides() {
        let (lang, bad) = detect(Some("fr"), Some("pt"), &["en"]);
        assert_eq!(lang, Lang::Pt);
        assert_eq!(bad, Some(BadLang("fr".to_owned())));
    }

    #[test]
    fn codes_round_trip() {
        for lang in Lang::ALL {
            assert_eq!(Lang::parse(lang.code()), Some(lang));
        }
        assert_eq!(Lang::from_tag("pt_BR"), Some(Lang::Pt));
        assert_eq!(Lang::from_tag("english"), None);
    }

    #[test]
    fn decimals_take_a_comma_in_portuguese() {
        assert_eq!(Lang::En.text().tenths(5), "0.5");
        assert_eq!(Lang::Pt.text().tenths(5), "0,5");
        assert_eq!(Lang::Pt.text().tenths(123), "12,3");
    }

    #[test]
    fn the_game_clock_reads_minutes_and_seconds() {
        assert_eq!(clock(0), "0:00");
        assert_eq!(clock(65_999), "1:05");
    }

    #[test]
    fn plurals_follow_each_language() {
        assert_eq!(plural_en(1, "fox", "foxes"), "fox");
        assert_eq!(plural_en(0, "fox", "foxes"), "foxes");
        assert_eq!(plural_pt(1, "raposa", "raposas"), "raposa");
        assert_eq!(plural_pt(2, "raposa", "raposas"), "raposas");
    }
}
