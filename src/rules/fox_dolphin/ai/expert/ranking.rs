//! How Expert ranks moves: by Hard's score, best first, and only those
//! that gain enough to be worth playing in a rollout.

use crate::rules::fox_dolphin::board::Coord;

/// The least gain, by Hard's score, of a move the rollouts play: a move
/// that gains nothing stands for the harmless shuffles a side makes while
/// it waits, which the search cannot tell apart.
pub(super) const MIN_GAIN: f32 = 1.0;

/// Scored moves, highest score first; equal scores keep their order.
///
/// A stable merge sort, written out: it orders exactly as the library's
/// stable sort would (a stable order is unique), and weighs a few hundred
/// bytes of the download where the library's weighs some 4 KB.
pub(super) fn best_first(scored: &mut Vec<(f32, (Coord, Coord))>) {
    let n = scored.len();
    let mut merged = scored.clone();
    let mut run = 1;
    while run < n {
        for lo in (0..n).step_by(2 * run) {
            let mid = (lo + run).min(n);
            let hi = (lo + 2 * run).min(n);
            let (mut i, mut j) = (lo, mid);
            for slot in &mut merged[lo..hi] {
                // The right run's move goes first only if it scores
                // strictly higher: equal scores keep their order.
                let right = j < hi && (i == mid || scored[j].0.total_cmp(&scored[i].0).is_gt());
                let k = if right { &mut j } else { &mut i };
                *slot = scored[*k];
                *k += 1;
            }
        }
        std::mem::swap(scored, &mut merged);
        run *= 2;
    }
}
