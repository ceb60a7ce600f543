//! Expert's budget: how many candidates and tide draws a decision takes, and the order it ranks them in.

use rand::{Rng, SeedableRng};

use super::budget::rollouts;
use super::*;

#[test]
fn a_decision_spends_its_budget_on_at_least_two_candidates_and_never_more() {
    for size in 10..=50 {
        for seat in Species::ALL {
            let (candidates, draws) = shape(size, seat);
            assert!(candidates >= 2 && draws >= 2, "N = {size}, {seat:?}");
            assert!(
                candidates * draws <= rollouts(size, seat),
                "N = {size}, {seat:?}"
            );
        }
    }
}

#[test]
fn best_first_orders_as_the_library_stable_sort_does() {
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    for n in 0..70 {
        // Few distinct scores, so that many tie (and -0.0 sits below 0.0).
        let list: Vec<(f32, (Coord, Coord))> = (0..n)
            .map(|k| {
                let score = [-0.0, 0.0, 1.5, -2.0, 3.25][rng.random_range(0..5)];
                (score, (Coord::new(k, 0), Coord::new(k, 1)))
            })
            .collect();
        let mut ours = list.clone();
        best_first(&mut ours);
        let mut library = list;
        library.sort_by(|a, b| b.0.total_cmp(&a.0));
        let key = |v: &[(f32, (Coord, Coord))]| -> Vec<(u32, (Coord, Coord))> {
            v.iter().map(|&(s, m)| (s.to_bits(), m)).collect()
        };
        assert_eq!(key(&ours), key(&library), "{n} moves");
    }
}

#[test]
fn the_shapes_the_docs_name() {
    use Species::{Dolphin, Fox};
    let table = [
        (10, (16, 3), (4, 16)),
        (12, (16, 3), (4, 16)),
        (16, (10, 3), (3, 16)),
    ];
    let more = [(25, (6, 2), (2, 10)), (50, (6, 2), (2, 4))];
    for (size, fox, dolphin) in table.into_iter().chain(more) {
        assert_eq!(
            (shape(size, Fox), shape(size, Dolphin)),
            (fox, dolphin),
            "N = {size}"
        );
    }
}
