//! The table of levels: a row a level, weakest first (`docs/balance.md`,
//! "The ladder"), and the figures the rows were fitted with.

use super::row::{Level, LevelRow, FITTED_SIZES};
use crate::rules::fox_dolphin::ai::judgment::Judgment;

/// How long before its move lands a paced level decides it, in ms: about a
/// quick person's reaction, so its moves are made on a board as old as a
/// person's are.
pub const COMPUTER_REACTION_MS: u64 = 300;

/// Easy's foxes, at every size: a move every two seconds or so, with Easy's
/// random judgment (`docs/balance.md`).
pub const EASY_FOX_GAP_MS: u64 = 2_000;

/// The gaps of the paced seats, in ms, at the sizes where they were fitted
/// against the models of people (`docs/balance.md`, "Against people"):
/// `(size, [Easy's dolphins, Normal's foxes, Normal's dolphins])`.
/// At N = 50 Easy's dolphins lose to a casual person even at the
/// cooldown's pace; they keep N = 25's. The Easy and Normal rows of
/// [`LEVELS`] hold these (`tests/fox_dolphin_tempo.rs`).
pub const TEMPO_FIT: [(usize, [u64; 3]); 5] = [
    (10, [2_520, 800, 1_780]),
    (12, [2_740, 730, 2_390]),
    (16, [2_480, 550, 4_180]),
    (25, [1_690, 640, 4_050]),
    (50, [1_690, 640, 3_110]),
];

const R: u64 = COMPUTER_REACTION_MS;
const EASY: Judgment = Judgment::Easy;
const HARD: Judgment = Judgment::Hard;
const EXPERT: Judgment = Judgment::Expert;
/// [`EASY_FOX_GAP_MS`] in the gaps' width (every gap is under a minute:
/// two bytes each keep the table small in the page's wasm).
const EASY_FOX: u16 = EASY_FOX_GAP_MS as u16;

/// Every level, weakest first ([`Level::LADDER`]): its word in links, its
/// byte, its judgment and tempo per side, and its gaps at each of
/// [`FITTED_SIZES`] (`docs/balance.md`, "The ladder"). The rungs up to
/// Fierce play at a person's pace; Hard and Expert move the tick their
/// cooldown ends. Easy's and Normal's gaps are [`TEMPO_FIT`]'s; only
/// Sharp's, Daring's and Fierce's foxes react faster than
/// [`COMPUTER_REACTION_MS`].
///
/// How each size's gaps ([`FITTED_SIZES`]) came about (`docs/balance.md`, "The ladder"):
///
/// - N = 10: the foxes' gaps from Gentle to Lively and from Keen to
///   Fierce, and the dolphins' from Swift to Fierce, fitted at N = 10; the
///   others are N = 12's scaled by [`TEMPO_FIT`], which met the targets.
/// - N = 12: every gap fitted at N = 12.
/// - N = 16: the foxes' gaps from Gentle to Brisk and the dolphins' of
///   Calm, Mellow and from Keen to Fierce fitted at N = 16; the others are
///   N = 12's scaled by [`TEMPO_FIT`] (Keen's to Fierce's foxes scale under
///   the cooldown: they move at it and differ in their reaction).
/// - N = 25: the foxes' gaps from Gentle to Steady and the dolphins' of
///   Sharp and Fierce fitted at N = 25; the others are N = 16's scaled by
///   [`TEMPO_FIT`], as they were before the fit.
/// - N = 50: the dolphins' gaps of Steady, Brisk and Lively (Hard's
///   judgment) fitted at N = 50, against the slow and casual models'
///   foxes, which met Easy-judgment dolphins they beat (Mellow's) and then
///   Hard-judgment ones that beat them; the foxes' gaps of Mellow, Steady
///   and Brisk fitted at N = 50 against the slow, casual and good models'
///   dolphins (Brisk's foxes, N = 25's 1,024 ms scaled, beat the slow and
///   casual ones 94% and 90%); the others are N = 25's scaled by
///   [`TEMPO_FIT`], as they were before the fit.
#[rustfmt::skip] // a row a level, its gaps on one line: N = 10, 12, 16, 25, 50
pub const LEVELS: &[LevelRow] = &[
    LevelRow {
        level: Level::Easy, key: "easy", code: 1,
        judgment: [EASY, EASY], reaction_ms: [R, R],
        gaps: [[EASY_FOX, 2_520], [EASY_FOX, 2_740], [EASY_FOX, 2_480], [EASY_FOX, 1_690], [EASY_FOX, 1_690]],
    },
    LevelRow {
        level: Level::Mild, key: "mild", code: 16,
        judgment: [HARD, EASY], reaction_ms: [R, R],
        gaps: [[2_700, 2_225], [2_700, 2_420], [2_600, 2_190], [3_300, 1_492], [3_300, 1_492]],
    },
    LevelRow {
        level: Level::Gentle, key: "gentle", code: 5,
        judgment: [HARD, EASY], reaction_ms: [R, R],
        gaps: [[2_300, 1_931], [2_300, 2_100], [2_250, 1_900], [2_850, 1_294], [2_850, 1_294]],
    },
    LevelRow {
        level: Level::Calm, key: "calm", code: 6,
        judgment: [HARD, EASY], reaction_ms: [R, R],
        gaps: [[1_950, 1_379], [1_800, 1_500], [1_900, 1_450], [2_450, 988], [2_450, 988]],
    },
    LevelRow {
        level: Level::Mellow, key: "mellow", code: 7,
        judgment: [HARD, EASY], reaction_ms: [R, R],
        gaps: [[1_680, 1_011], [1_450, 1_100], [1_530, 1_100], [2_150, 749], [2_100, 749]],
    },
    LevelRow {
        level: Level::Steady, key: "steady", code: 8,
        judgment: [HARD, HARD], reaction_ms: [R, R],
        gaps: [[1_420, 3_351], [1_250, 4_500], [1_290, 7_870], [1_850, 7_625], [1_800, 13_000]],
    },
    LevelRow {
        level: Level::Nimble, key: "nimble", code: 17,
        judgment: [HARD, HARD], reaction_ms: [R, R],
        gaps: [[1_295, 2_978], [1_175, 4_000], [1_085, 6_995], [1_437, 6_777], [1_637, 11_150]],
    },
    LevelRow {
        level: Level::Brisk, key: "brisk", code: 9,
        judgment: [HARD, HARD], reaction_ms: [R, R],
        gaps: [[1_170, 2_606], [1_100, 3_500], [880, 6_121], [1_024, 5_930], [1_475, 9_300]],
    },
    LevelRow {
        level: Level::Eager, key: "eager", code: 18,
        judgment: [HARD, HARD], reaction_ms: [R, R],
        gaps: [[1_050, 2_382], [990, 3_200], [771, 5_596], [897, 5_421], [1_123, 8_150]],
    },
    LevelRow {
        level: Level::Lively, key: "lively", code: 10,
        judgment: [HARD, HARD], reaction_ms: [R, R],
        gaps: [[930, 2_159], [880, 2_900], [663, 5_071], [771, 4_913], [771, 7_000]],
    },
    LevelRow {
        level: Level::Ready, key: "ready", code: 19,
        judgment: [HARD, HARD], reaction_ms: [R, R],
        gaps: [[865, 1_969], [805, 2_645], [606, 4_625], [705, 4_481], [705, 5_055]],
    },
    LevelRow {
        level: Level::Normal, key: "normal", code: 2,
        judgment: [HARD, HARD], reaction_ms: [R, R],
        gaps: [[800, 1_780], [730, 2_390], [550, 4_180], [640, 4_050], [640, 3_110]],
    },
    LevelRow {
        level: Level::Keen, key: "keen", code: 11,
        judgment: [HARD, HARD], reaction_ms: [R, R],
        gaps: [[740, 1_340], [650, 1_800], [489, 3_400], [569, 3_294], [569, 2_529]],
    },
    LevelRow {
        level: Level::Swift, key: "swift", code: 12,
        judgment: [HARD, HARD], reaction_ms: [R, R],
        gaps: [[650, 1_050], [580, 1_250], [436, 2_400], [507, 2_325], [507, 1_785]],
    },
    LevelRow {
        level: Level::Rapid, key: "rapid", code: 20,
        judgment: [HARD, HARD], reaction_ms: [R, R],
        gaps: [[625, 950], [565, 1_125], [425, 2_000], [494, 1_937], [494, 1_487]],
    },
    LevelRow {
        level: Level::Bold, key: "bold", code: 15,
        judgment: [HARD, HARD], reaction_ms: [R, R],
        gaps: [[600, 850], [550, 1_000], [414, 1_600], [481, 1_550], [481, 1_190]],
    },
    LevelRow {
        level: Level::Sharp, key: "sharp", code: 13,
        judgment: [HARD, HARD], reaction_ms: [250, R],
        gaps: [[550, 740], [520, 830], [391, 1_225], [454, 1_000], [454, 767]],
    },
    LevelRow {
        level: Level::Daring, key: "daring", code: 21,
        judgment: [HARD, HARD], reaction_ms: [200, R],
        gaps: [[525, 660], [510, 750], [383, 1_052], [445, 820], [445, 629]],
    },
    LevelRow {
        level: Level::Fierce, key: "fierce", code: 14,
        judgment: [HARD, HARD], reaction_ms: [150, R],
        gaps: [[500, 580], [500, 670], [376, 880], [437, 640], [437, 491]],
    },
    LevelRow {
        level: Level::Hard, key: "hard", code: 3,
        judgment: [HARD, HARD], reaction_ms: [0, 0],
        gaps: [[0, 0]; FITTED_SIZES.len()],
    },
    LevelRow {
        level: Level::Expert, key: "expert", code: 4,
        judgment: [EXPERT, EXPERT], reaction_ms: [0, 0],
        gaps: [[0, 0]; FITTED_SIZES.len()],
    },
];
