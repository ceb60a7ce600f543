//! How each language writes numbers: plurals, decimals, the game clock,
//! for the language tables of every feature.

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
