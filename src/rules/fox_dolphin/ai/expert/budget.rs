//! Expert's budget: how many rollouts a decision may play on a board's
//! size, and how it spends them (how many candidates, how many tide draws
//! each).

use crate::rules::fox_dolphin::board::Species;

/// The work one decision of the foxes may do, in tiles: a rollout costs
/// about N² (the distance fields it reads after the tide, and its tide
/// draw, cover the whole board), so a decision plays `WORK / N²`
/// rollouts, between a seat's [`least_rollouts`] and [`most_rollouts`]:
/// 48 up to N = 13, 32 at N = 16, 13 at N = 25, 12 at N = 50. The dolphins
/// have [`DOLPHIN_WORK`]. N = 50 is the dearest (its rollouts are above
/// the work) and is sized so that a decision there stays within 2 ms in
/// the browser (see `benches/fox_dolphin.rs` and
/// `tests/browser_expert_timing.rs`); every smaller board costs less than
/// that.
const WORK: usize = 32 * 16 * 16;
/// The work one decision of the dolphins may do, in tiles: more than the
/// foxes' (64 rollouts up to N = 14, 50 at N = 16, 20 at N = 25, 8 at
/// N = 50), because the dolphins gain most from tide draws (at N = 25
/// against Hard, 200 games: 65.9% of the decided games with 2 × 6, 69.5%
/// with 2 × 10).
const DOLPHIN_WORK: usize = 50 * 16 * 16;
/// Tide draws per candidate for the foxes, with a budget of at least
/// [`RICH`] rollouts; two below it.
const FOX_DRAWS: usize = 3;
/// The budget, in rollouts, from which the foxes draw [`FOX_DRAWS`] tides.
const RICH: usize = 16;
/// Tide draws per candidate the dolphins aim for (they compare at least
/// two candidates, so on a small budget they draw fewer).
const DOLPHIN_DRAWS: usize = 16;

/// How many rollouts a decision of `seat` may play on a board of `size`:
/// the seat's budget of work ([`WORK`], [`DOLPHIN_WORK`]) over the cost of
/// one rollout, which grows with the board, within fixed bounds.
pub(super) fn rollouts(size: usize, seat: Species) -> usize {
    let work = match seat {
        Species::Fox => WORK,
        Species::Dolphin => DOLPHIN_WORK,
    };
    (work / (size * size)).clamp(least_rollouts(seat), most_rollouts(seat))
}

/// Rollouts on the smallest boards. The dolphins play more (four
/// candidates × 16 tide draws, three × 16 before): with three, Expert
/// against itself on the default board gave the foxes 55.2% of the
/// decided games over 1,000 (51.9–58.5%), just above the 45–55% the
/// defaults aim for; with four, 53.2% (50.0–56.4%).
fn most_rollouts(seat: Species) -> usize {
    match seat {
        Species::Fox => 48,
        Species::Dolphin => 64,
    }
}

/// Rollouts on the largest boards, where the work over N² gives fewer
/// (from N = 27 for the foxes, 41 for the dolphins). The foxes' twelve (six
/// candidates, two tide draws each) cost about what the dolphins' eight
/// do (two candidates, four draws each): a tide draw (the step and the
/// shore it leaves, shared by every candidate) costs more than a rollout,
/// and the dolphins draw more of them. At N = 50, against Hard (200 games,
/// `git show 1c08347:docs/balance.md`), four rollouts had won the foxes 36% of the decided
/// games; eight, 61%; twelve, 70%.
fn least_rollouts(seat: Species) -> usize {
    match seat {
        Species::Fox => 12,
        Species::Dolphin => 8,
    }
}

/// How `seat` spends its rollouts on a board of `size`: how many of its
/// best moves (by Hard's score) it compares, and against how many tide
/// draws each (the same draws for every candidate).
///
/// A rollout's result is noisy (the tide is random), and the best of many
/// candidates judged on few draws is mostly the luckiest: spreading the
/// same budget over more candidates made Expert weaker from both seats,
/// and more draws made it stronger (200-game lines against Hard, in
/// `git show 1c08347:docs/balance.md`). The seats differ in how far that goes: a fox must
/// find its way to prey, and still gains from a wider choice (three draws
/// each once the budget allows it, two before); a dolphin's question is
/// whether a spot stays safe whatever the tide does, and it gains most
/// from draws (up to [`DOLPHIN_DRAWS`] each, never fewer than two
/// candidates). N: fox candidates × draws, dolphin candidates × draws:
/// 10 and 12: 16 × 3, 4 × 16; 16: 10 × 3, 3 × 16; 25: 6 × 2, 2 × 10; 50:
/// 6 × 2, 2 × 4.
pub(super) fn shape(size: usize, seat: Species) -> (usize, usize) {
    let rollouts = rollouts(size, seat);
    let candidates = match seat {
        Species::Fox if rollouts >= RICH => rollouts / FOX_DRAWS,
        Species::Fox => rollouts / 2,
        Species::Dolphin => (rollouts / DOLPHIN_DRAWS).max(2),
    };
    (candidates, rollouts / candidates)
}
