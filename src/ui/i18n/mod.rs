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
//! This module is a leaf: it imports nothing from the UI. It holds [`Lang`],
//! its detection ([`detect`], a pure function of the link's `lang=`, the
//! stored choice and the browser's languages), the plural, decimal and
//! clock helpers, the `catalogue!` macro, and the shared [`Catalogue`]
//! ([`en`], [`pt`]): the site's frame, the language switch, the landing
//! page. Each feature words its own messages beside its code, in a `words`
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

pub mod en;
pub mod pt;

/// The link key that picks a language: `?lang=pt`.
pub const LANG_KEY: &str = "lang";
/// The localStorage key that remembers the player's choice.
pub const STORAGE_KEY: &str = "fox-and-xo.lang";

/// A language the UI speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    /// Brazilian Portuguese.
    Pt,
}

impl Lang {
    /// Every language, in the order the switch shows them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Pt];

    /// The code used in links, storage and `<html lang>`: `en`, `pt`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Pt => "pt",
        }
    }

    /// A link or stored value: exactly `en` or `pt` (any case).
    pub fn parse(value: &str) -> Option<Lang> {
        if value.eq_ignore_ascii_case("en") {
            Some(Lang::En)
        } else if value.eq_ignore_ascii_case("pt") {
            Some(Lang::Pt)
        } else {
            None
        }
    }

    /// A BCP 47 tag from `navigator.languages`: `pt-BR`, `pt`, `en-GB`…
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next().unwrap_or_default();
        Lang::parse(primary)
    }

    /// This language's shared catalogue.
    pub fn text(self) -> &'static Catalogue {
        Catalogue::of(self)
    }
}

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

/// A words type of the `catalogue!` macro: one language's words.
pub trait Words: 'static {
    /// These words in `lang`.
    fn of(lang: Lang) -> &'static Self;
}

/// Declares, from the list of keys, `Entries` (the type of each
/// language's table, `en::EN` and `pt::PT` of the module that calls it: the
/// compiler refuses a table that lacks a key) and the words type named
/// after `words`, the one a component reads: a language, with one method
/// per key, each reading that key of that language's table. The tables are
/// constants, not statics, so a page's wasm holds only the entries its code
/// asks for (a method nobody calls is left out by the linker, with its
/// strings and its formatting code), and `entries` lists every key with
/// its text (templates filled with sample arguments, each listed sample
/// once) for the test `every_key_is_present_and_not_empty_in_both_languages`,
/// which the macro writes too. `words FdWords: Catalogue;` makes the words
/// dereference to another words type, so that its keys read the same.
macro_rules! catalogue {
    (
        $(#[$wdoc:meta])*
        words $words:ident $( : $base:ty )?;
        strings { $( $(#[$sdoc:meta])* $s:ident, )* }
        templates { $(
            $(#[$tdoc:meta])*
            $t:ident ( $( $arg:ident : $ty:ty ),* ) -> $ret:ty
                = [ $( ( $( $sample:expr ),* ) ),+ ],
        )* }
    ) => {
        /// Every key of these words in one language (see the module docs).
        pub struct Entries {
            $( $(#[$sdoc])* pub $s: &'static str, )*
            $( $(#[$tdoc])* pub $t: fn( $( $ty ),* ) -> $ret, )*
        }

        $(#[$wdoc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct $words($crate::ui::i18n::Lang);

        impl $crate::ui::i18n::Words for $words {
            fn of(lang: $crate::ui::i18n::Lang) -> &'static Self {
                match lang {
                    $crate::ui::i18n::Lang::En => &$words($crate::ui::i18n::Lang::En),
                    $crate::ui::i18n::Lang::Pt => &$words($crate::ui::i18n::Lang::Pt),
                }
            }
        }

        $(
            impl ::core::ops::Deref for $words {
                type Target = $base;
                fn deref(&self) -> &$base {
                    <$base as $crate::ui::i18n::Words>::of(self.0)
                }
            }
        )?

        impl $words {
            /// These words in `lang`.
            pub fn of(lang: $crate::ui::i18n::Lang) -> &'static Self {
                <Self as $crate::ui::i18n::Words>::of(lang)
            }

            /// The language of these words.
            pub fn lang(&self) -> $crate::ui::i18n::Lang {
                self.0
            }

            $(
                $(#[$sdoc])*
                pub fn $s(&self) -> &'static str {
                    match self.0 {
                        $crate::ui::i18n::Lang::En => en::EN.$s,
                        $crate::ui::i18n::Lang::Pt => pt::PT.$s,
                    }
                }
            )*
            $(
                $(#[$tdoc])*
                pub fn $t(&self, $( $arg: $ty ),* ) -> $ret {
                    match self.0 {
                        $crate::ui::i18n::Lang::En => (en::EN.$t)( $( $arg ),* ),
                        $crate::ui::i18n::Lang::Pt => (pt::PT.$t)( $( $arg ),* ),
                    }
                }
            )*

            /// Every key with its text; a template once per sample.
            pub fn entries(&self) -> Vec<(&'static str, String)> {
                vec![
                    $( (stringify!($s), self.$s().to_owned()), )*
                    $( $(
                        (stringify!($t), self.$t( $( $sample ),* ).to_string()),
                    )+ )*
                ]
            }
        }

        #[cfg(test)]
        mod catalogue_tests {
            use super::*;

            #[test]
            fn every_key_is_present_and_not_empty_in_both_languages() {
                let en = $words::of($crate::ui::i18n::Lang::En).entries();
                let pt = $words::of($crate::ui::i18n::Lang::Pt).entries();
                assert_eq!(en.len(), pt.len());
                for ((en_key, en_text), (pt_key, pt_text)) in en.iter().zip(&pt) {
                    assert_eq!(en_key, pt_key);
                    assert!(!en_text.trim().is_empty(), "English {en_key} is empty");
                    assert!(!pt_text.trim().is_empty(), "Portuguese {pt_key} is empty");
                }
            }
        }
    };
}
pub(crate) use catalogue;

catalogue! {
    /// The words every page shares: `Lang::text`.
    words Catalogue;
    strings {
        /// The site's name.
        site_title,
        /// The document's title (the browser tab).
        document_title,
        site_tagline,
        all_games,
        back_arrow,
        new_game,
        notices_label,
        /// What a panic leaves on the page (`ui/crash.rs`).
        crash_message,
        /// The language switch's accessible name.
        lang_switch_label,
        /// Each language's name, in that language (the switch's buttons).
        lang_name_en,
        lang_name_pt,

        // Landing.
        games_heading,
        ttt_name,
        /// Decoration on the landing card (hidden from screen readers).
        ttt_art,
        ttt_blurb,
        play,
        fd_name,
        fd_blurb,

        /// The link from each game's setup to playing it online.
        online_play,
        /// The link from each game's setup to a game with anyone now.
        online_seek_play,
        /// The button and link that open How to play, and each guide's title.
        howto,
        howto_ttt_title,
        howto_fd_title,
    }
    templates {
        /// The ignored `lang=` of a link, as a whole sentence.
        ignored_lang(value: &str) -> String = [("fr")],
        /// A decimal number of tenths, e.g. `0.5` / `0,5`.
        tenths(tenths: u64) -> String = [(5), (123)],
    }
}

/// `one` when `count` takes the singular in English, else `many`.
pub fn plural_en<'a>(count: u64, one: &'a str, many: &'a str) -> &'a str {
    if count == 1 {
        one
    } else {
        many
    }
}

/// `one` when `count` takes the singular in Portuguese, else `many`.
/// CLDR's rule for `pt`: the integers 0 and 1 are singular ("0 raposa" is
/// what the rule says; the catalogue words zero as "nenhuma" where it reads
/// better).
pub fn plural_pt<'a>(count: u64, one: &'a str, many: &'a str) -> &'a str {
    if count <= 1 {
        one
    } else {
        many
    }
}

/// `m:ss` of a number of milliseconds (rounded down): the same in both
/// languages.
pub fn clock(ms: u64) -> String {
    let s = ms / 1_000;
    format!("{}:{:02}", s / 60, s % 60)
}

/// `whole` + separator + `tenth` of a number of tenths: `0.5`, `0,5`.
pub fn decimal(tenths: u64, separator: char) -> String {
    format!("{}{separator}{}", tenths / 10, tenths % 10)
}

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
