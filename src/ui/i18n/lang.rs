//! The languages the UI speaks, and the words type every `catalogue!`
//! declares.

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
}

/// A words type of the `catalogue!` macro: one language's words.
pub trait Words: 'static {
    /// These words in `lang`.
    fn of(lang: Lang) -> &'static Self;
}
