//! Each computer level's words: a row a level, in the ladder's order
//! ([`Level::LADDER`]), naming its keys of the catalogue. Each word holds
//! the level's number on the ladder (1 the easiest): `2 · Mild`. Adding a
//! level adds its three keys to the catalogue (`mod.rs`, `en.rs`, `pt.rs`)
//! and its row here, and renumbers the levels above it in both languages
//! (a test checks every number); links keep naming levels by their word.

use super::FdWords;
use crate::rules::fox_dolphin::ai::Level;

/// One level's words, each a key of the catalogue.
struct LevelWords {
    /// Who plays a seat, in the setup and the panels: `Computer: 2 · Mild`.
    seat: fn(&FdWords) -> &'static str,
    /// Its number and name inside a sentence: `2 · Mild`.
    name: fn(&FdWords) -> &'static str,
    /// Who it is for, beside its seat in the setup.
    for_whom: fn(&FdWords) -> &'static str,
}

/// Every level's words, weakest first: the row of [`Level::rung`].
const LEVEL_WORDS: [LevelWords; Level::LADDER.len()] = [
    LevelWords {
        seat: FdWords::fd_seat_easy,
        name: FdWords::fd_level_easy,
        for_whom: FdWords::fd_level_for_easy,
    },
    LevelWords {
        seat: FdWords::fd_seat_mild,
        name: FdWords::fd_level_mild,
        for_whom: FdWords::fd_level_for_mild,
    },
    LevelWords {
        seat: FdWords::fd_seat_gentle,
        name: FdWords::fd_level_gentle,
        for_whom: FdWords::fd_level_for_gentle,
    },
    LevelWords {
        seat: FdWords::fd_seat_calm,
        name: FdWords::fd_level_calm,
        for_whom: FdWords::fd_level_for_calm,
    },
    LevelWords {
        seat: FdWords::fd_seat_mellow,
        name: FdWords::fd_level_mellow,
        for_whom: FdWords::fd_level_for_mellow,
    },
    LevelWords {
        seat: FdWords::fd_seat_steady,
        name: FdWords::fd_level_steady,
        for_whom: FdWords::fd_level_for_steady,
    },
    LevelWords {
        seat: FdWords::fd_seat_nimble,
        name: FdWords::fd_level_nimble,
        for_whom: FdWords::fd_level_for_nimble,
    },
    LevelWords {
        seat: FdWords::fd_seat_brisk,
        name: FdWords::fd_level_brisk,
        for_whom: FdWords::fd_level_for_brisk,
    },
    LevelWords {
        seat: FdWords::fd_seat_eager,
        name: FdWords::fd_level_eager,
        for_whom: FdWords::fd_level_for_eager,
    },
    LevelWords {
        seat: FdWords::fd_seat_lively,
        name: FdWords::fd_level_lively,
        for_whom: FdWords::fd_level_for_lively,
    },
    LevelWords {
        seat: FdWords::fd_seat_ready,
        name: FdWords::fd_level_ready,
        for_whom: FdWords::fd_level_for_ready,
    },
    LevelWords {
        seat: FdWords::fd_seat_normal,
        name: FdWords::fd_level_normal,
        for_whom: FdWords::fd_level_for_normal,
    },
    LevelWords {
        seat: FdWords::fd_seat_keen,
        name: FdWords::fd_level_keen,
        for_whom: FdWords::fd_level_for_keen,
    },
    LevelWords {
        seat: FdWords::fd_seat_swift,
        name: FdWords::fd_level_swift,
        for_whom: FdWords::fd_level_for_swift,
    },
    LevelWords {
        seat: FdWords::fd_seat_rapid,
        name: FdWords::fd_level_rapid,
        for_whom: FdWords::fd_level_for_rapid,
    },
    LevelWords {
        seat: FdWords::fd_seat_bold,
        name: FdWords::fd_level_bold,
        for_whom: FdWords::fd_level_for_bold,
    },
    LevelWords {
        seat: FdWords::fd_seat_sharp,
        name: FdWords::fd_level_sharp,
        for_whom: FdWords::fd_level_for_sharp,
    },
    LevelWords {
        seat: FdWords::fd_seat_daring,
        name: FdWords::fd_level_daring,
        for_whom: FdWords::fd_level_for_daring,
    },
    LevelWords {
        seat: FdWords::fd_seat_fierce,
        name: FdWords::fd_level_fierce,
        for_whom: FdWords::fd_level_for_fierce,
    },
    LevelWords {
        seat: FdWords::fd_seat_hard,
        name: FdWords::fd_level_hard,
        for_whom: FdWords::fd_level_for_hard,
    },
    LevelWords {
        seat: FdWords::fd_seat_expert,
        name: FdWords::fd_level_expert,
        for_whom: FdWords::fd_level_for_expert,
    },
];

impl FdWords {
    fn level_words(level: Level) -> &'static LevelWords {
        &LEVEL_WORDS[usize::from(level.rung())]
    }

    /// Who plays a seat the computer plays at `level`, as the setup and
    /// the panels name it.
    pub fn fd_seat_level(&self, level: Level) -> &'static str {
        (FdWords::level_words(level).seat)(self)
    }

    /// A computer level's number and name inside a sentence: `12 · Normal`.
    pub fn fd_level_name(&self, level: Level) -> &'static str {
        (FdWords::level_words(level).name)(self)
    }

    /// Who a computer level is for, beside its seat in the setup.
    pub fn fd_level_for(&self, level: Level) -> &'static str {
        (FdWords::level_words(level).for_whom)(self)
    }

    /// The setup's word on the ladder: its levels run from easiest to
    /// hardest, numbered, and what its landmarks are for (a newcomer's
    /// first wins, the fair fights, the strongest).
    ///
    /// Each landmark's number and name stay on one line (no-break
    /// spaces: a phone's narrow line once broke `2 · Mild` after the 2).
    pub fn fd_ladder_guide(&self) -> String {
        let name = |level| self.fd_level_name(level).replace(' ', "\u{a0}");
        self.fd_ladder(
            Level::LADDER.len(),
            &name(Level::Mild),
            &name(Level::Normal),
            &name(Level::Expert),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::i18n::Lang;

    /// A row in the wrong place would give a level another's words: in
    /// English each of a level's words holds its name, its link's word,
    /// after its number on the ladder (1 the easiest); in every language
    /// each starts with that number, or says it after `: `.
    #[test]
    fn each_level_has_its_own_words_and_its_number() {
        for lang in [Lang::En, Lang::Pt] {
            let t = FdWords::of(lang);
            for &level in Level::LADDER {
                let number = format!("{} · ", level.rung() + 1);
                let name = t.fd_level_name(level);
                assert!(name.starts_with(&number), "{lang:?} {level:?}: {name}");
                if lang == Lang::En {
                    assert_eq!(name.to_lowercase(), format!("{number}{}", level.key()));
                }
                let seat = t.fd_seat_level(level);
                assert!(seat.ends_with(&format!(": {name}")), "{lang:?} {seat}");
                assert!(t.fd_level_for(level).starts_with(name), "{level:?}");
            }
        }
    }

    /// A landmark in the ladder's line never breaks between its number
    /// and its name.
    #[test]
    fn the_ladder_guide_keeps_each_landmark_on_one_line() {
        let guide = FdWords::of(Lang::En).fd_ladder_guide();
        assert!(guide.contains("2\u{a0}·\u{a0}Mild is for"), "{guide}");
    }

    /// The setup's line on the ladder counts every level and names the
    /// landmarks by number: `21 levels`, `2 · Mild`, `21 · Expert`.
    #[test]
    fn the_ladder_guide_counts_the_levels_and_numbers_its_landmarks() {
        let t = FdWords::of(Lang::En);
        let guide = t.fd_ladder_guide().replace('\u{a0}', " ");
        assert!(
            guide.starts_with(
                "The computer has 21 levels, numbered from 1, the easiest, to 21 · Expert"
            ),
            "{guide}"
        );
        for landmark in ["2 · Mild", "12 · Normal", "21 · Expert"] {
            assert!(guide.contains(landmark), "{guide}");
        }
        let pt = FdWords::of(Lang::Pt)
            .fd_ladder_guide()
            .replace('\u{a0}', " ");
        assert!(
            pt.starts_with("O computador tem 21 níveis") && pt.contains("ao 21 · Especialista"),
            "{pt}"
        );
    }
}
