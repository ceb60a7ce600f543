//! The `catalogue!` macro: how a feature declares its words.

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
        pub struct $words($crate::ui::i18n::lang::Lang);

        impl $crate::ui::i18n::lang::Words for $words {
            fn of(lang: $crate::ui::i18n::lang::Lang) -> &'static Self {
                match lang {
                    $crate::ui::i18n::lang::Lang::En => &$words($crate::ui::i18n::lang::Lang::En),
                    $crate::ui::i18n::lang::Lang::Pt => &$words($crate::ui::i18n::lang::Lang::Pt),
                }
            }
        }

        $(
            impl ::core::ops::Deref for $words {
                type Target = $base;
                fn deref(&self) -> &$base {
                    <$base as $crate::ui::i18n::lang::Words>::of(self.0)
                }
            }
        )?

        impl $words {
            /// These words in `lang`.
            pub fn of(lang: $crate::ui::i18n::lang::Lang) -> &'static Self {
                <Self as $crate::ui::i18n::lang::Words>::of(lang)
            }

            /// The language of these words.
            pub fn lang(&self) -> $crate::ui::i18n::lang::Lang {
                self.0
            }

            $(
                $(#[$sdoc])*
                pub fn $s(&self) -> &'static str {
                    match self.0 {
                        $crate::ui::i18n::lang::Lang::En => en::EN.$s,
                        $crate::ui::i18n::lang::Lang::Pt => pt::PT.$s,
                    }
                }
            )*
            $(
                $(#[$tdoc])*
                pub fn $t(&self, $( $arg: $ty ),* ) -> $ret {
                    match self.0 {
                        $crate::ui::i18n::lang::Lang::En => (en::EN.$t)( $( $arg ),* ),
                        $crate::ui::i18n::lang::Lang::Pt => (pt::PT.$t)( $( $arg ),* ),
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
                let en = $words::of($crate::ui::i18n::lang::Lang::En).entries();
                let pt = $words::of($crate::ui::i18n::lang::Lang::Pt).entries();
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
