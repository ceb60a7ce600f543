//! One tap instead of two: which of the people's animals can step onto
//! each tile. Where exactly one can, tapping (or Enter on) that tile moves
//! it, so a person spends one click on most moves rather than two.
//!
//! The map is rebuilt when the board changes (a move, a tide step, the
//! end), never per render: the screen re-renders every tick, and a 50 × 50
//! board has 2,500 tiles. A rebuild looks at each person's animal once and
//! at its four neighbours, so it costs about as much as marking a
//! selection's targets.

use crate::rules::fox_dolphin::{Coord, Game, Species};

/// Who can step onto one tile.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Reachers {
    #[default]
    Nobody,
    /// Exactly one animal, from this tile.
    One(Coord, Species),
    /// Two or more: a tap cannot tell which one is meant.
    Several,
}

/// For each tile, the one person's animal that can step onto it, if only
/// one can.
#[derive(Clone, Debug, Default)]
pub struct Reach {
    size: usize,
    tiles: Vec<Reachers>,
}

impl Reach {
    /// The map for the animals of the `people`'s seats (both when two
    /// friends share the device). A tile that holds one of the people's own
    /// animals is left out: tapping it selects that animal.
    pub fn of(game: &Game, people: &[Species]) -> Reach {
        let size = game.size();
        let mut tiles = vec![Reachers::Nobody; size * size];
        let ours = |at: Coord| {
            game.tile(at)
                .and_then(|t| t.occupant)
                .is_some_and(|s| people.contains(&s))
        };
        for &seat in people {
            for from in game.board().animals(seat) {
                for to in game.legal_targets(from) {
                    if ours(to) {
                        continue;
                    }
                    let Some(slot) = tiles.get_mut(to.row * size + to.col) else {
                        continue;
                    };
                    *slot = match *slot {
                        Reachers::Nobody => Reachers::One(from, seat),
                        _ => Reachers::Several,
                    };
                }
            }
        }
        Reach { size, tiles }
    }

    /// The one animal (its tile and species) that can step onto `at`, if
    /// exactly one can.
    pub fn only(&self, at: Coord) -> Option<(Coord, Species)> {
        if at.row >= self.size || at.col >= self.size {
            return None;
        }
        match self.tiles.get(at.row * self.size + at.col)? {
            Reachers::One(from, seat) => Some((*from, *seat)),
            Reachers::Nobody | Reachers::Several => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fox_dolphin::Settings;

    /// How many tiles one animal alone can reach.
    fn singles(reach: &Reach) -> usize {
        (0..reach.size * reach.size)
            .filter(|i| {
                reach
                    .only(Coord::new(i / reach.size, i % reach.size))
                    .is_some()
            })
            .count()
    }

    /// Ten by ten: a strip of land on row 1 with two foxes on it, water
    /// around, a dolphin far off; both seats taken.
    fn two_foxes() -> Game {
        let mut rows = [".........."; 10];
        rows[1] = "#f#f######";
        rows[8] = ".......d..";
        let mut game =
            Game::from_picture(&rows.join("\n"), Settings::default()).expect("a valid picture");
        for _ in Species::ALL {
            game.join().expect("a free seat");
        }
        game
    }

    #[test]
    fn a_tile_only_one_animal_can_reach_names_that_animal() {
        let game = two_foxes();
        let reach = Reach::of(&game, &[Species::Fox]);
        let (left, right) = (Coord::new(1, 1), Coord::new(1, 3));
        assert_eq!(reach.only(Coord::new(1, 0)), Some((left, Species::Fox)));
        assert_eq!(reach.only(Coord::new(0, 3)), Some((right, Species::Fox)));
        assert_eq!(
            reach.only(Coord::new(1, 2)),
            None,
            "both foxes can go there"
        );
        assert_eq!(reach.only(Coord::new(5, 5)), None, "nobody can");
        assert_eq!(reach.only(Coord::new(10, 0)), None, "off the board");
        assert_eq!(singles(&reach), 6);
    }

    #[test]
    fn only_the_people_s_animals_count() {
        let game = two_foxes();
        let reach = Reach::of(&game, &[Species::Dolphin]);
        assert_eq!(reach.only(Coord::new(1, 0)), None, "a fox's tile");
        assert_eq!(singles(&reach), 4, "the dolphin's four neighbours");
        assert_eq!(singles(&Reach::of(&game, &[])), 0);
    }
}
