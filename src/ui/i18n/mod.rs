//! Two languages: which one the page speaks, and its catalogue.
//!
//! Every string the UI shows lives in one catalogue per language,
//! [`en`] and [`pt`] (Brazilian Portuguese), both values of the one
//! [`Catalogue`] type: the compiler refuses a catalogue that lacks a key, and
//! the test [`tests::every_key_is_present_and_not_empty_in_both_languages`]
//! refuses an empty one. A key is either a plain string (`&'static str`) or
//! a template: a plain `fn` that takes typed arguments and returns a whole
//! sentence, so each language orders its words, plurals and decimals its own
//! way (no glued fragments).
//!
//! A component reads the language with [`use_lang`] and the catalogue with
//! [`use_text`] (a struct component asks `ctx.link().context::<LangContext>`).
//! [`LangProvider`] wraps the whole app and [`LangSwitch`] is the visible
//! switch. Detection ([`detect`]) is a pure function of the link's `lang=`,
//! the stored choice and the browser's languages, independent of any router.

pub mod en;
pub mod pt;

#[cfg(target_arch = "wasm32")]
mod provider;
#[cfg(target_arch = "wasm32")]
pub use provider::{use_lang, use_lang_context, use_text, LangContext, LangProvider, LangSwitch};

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

    /// This language's catalogue.
    pub fn text(self) -> &'static Catalogue {
        match self {
            Lang::En => &en::EN,
            Lang::Pt => &pt::PT,
        }
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

/// Declares the [`Catalogue`] type from its list of keys, with
/// [`Catalogue::entries`], which lists every key with its text (templates
/// filled with sample arguments, each listed sample once) for the tests.
macro_rules! catalogue {
    (
        strings { $( $(#[$sdoc:meta])* $s:ident, )* }
        templates { $(
            $(#[$tdoc:meta])*
            $t:ident ( $( $arg:ident : $ty:ty ),* ) -> $ret:ty
                = [ $( ( $( $sample:expr ),* ) ),+ ],
        )* }
    ) => {
        /// Every string of the UI in one language (see the module docs).
        pub struct Catalogue {
            $( $(#[$sdoc])* pub $s: &'static str, )*
            $( $(#[$tdoc])* pub $t: fn( $( $ty ),* ) -> $ret, )*
        }

        impl Catalogue {
            $(
                $(#[$tdoc])*
                pub fn $t(&self, $( $arg: $ty ),* ) -> $ret {
                    (self.$t)( $( $arg ),* )
                }
            )*

            /// Every key with its text; a template once per sample.
            pub fn entries(&self) -> Vec<(&'static str, String)> {
                vec![
                    $( (stringify!($s), self.$s.to_owned()), )*
                    $( $(
                        (stringify!($t), self.$t( $( $sample ),* ).to_string()),
                    )+ )*
                ]
            }
        }
    };
}

catalogue! {
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
        /// The language switch's accessible name.
        lang_switch_label,
        /// Each language's name, in that language (the switch's buttons).
        lang_name_en,
        lang_name_pt,
        // ---- How to play (the how-to helper adds its keys here, below) ----
    }
    templates {
        /// The ignored `lang=` of a link, as a whole sentence.
        ignored_lang(value: &str) -> String = [("fr")],
        /// A decimal number of tenths, e.g. `0.5` / `0,5`.
        tenths(tenths: u64) -> String = [(5), (123)],
        // ---- How to play (the how-to helper adds its templates here, below) ----
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

/// `whole` + separator + `tenth` of a number of tenths: `0.5`, `0,5`.
pub fn decimal(tenths: u64, separator: char) -> String {
    format!("{}{separator}{}", tenths / 10, tenths % 10)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_is_present_and_not_empty_in_both_languages() {
        let en = Lang::En.text().entries();
        let pt = Lang::Pt.text().entries();
        assert_eq!(en.len(), pt.len());
        for ((en_key, en_text), (pt_key, pt_text)) in en.iter().zip(&pt) {
            assert_eq!(en_key, pt_key);
            assert!(!en_text.trim().is_empty(), "English {en_key} is empty");
            assert!(!pt_text.trim().is_empty(), "Portuguese {pt_key} is empty");
        }
    }

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
    fn plurals_follow_each_language() {
        assert_eq!(plural_en(1, "fox", "foxes"), "fox");
        assert_eq!(plural_en(0, "fox", "foxes"), "foxes");
        assert_eq!(plural_pt(1, "raposa", "raposas"), "raposa");
        assert_eq!(plural_pt(2, "raposa", "raposas"), "raposas");
    }
}
