//! A tile's words: its accessible name (the accessibility contract the
//! end-to-end tests rely on) and what one tap there does.

use crate::rules::fox_dolphin::{Species, Surface};
use crate::ui::fox_dolphin::words::FdWords;

impl FdWords {
    /// A tile's description when one animal alone can step onto it: what a
    /// tap or Enter there does (0-based arguments).
    pub fn fd_one_tap(&self, species: Species, row: usize, col: usize) -> String {
        let animal = match species {
            Species::Fox => self.fd_one_tap_fox(),
            Species::Dolphin => self.fd_one_tap_dolphin(),
        };
        self.fd_one_tap_of(animal, row, col)
    }

    /// Accessible name of a tile, 0-based arguments (the accessibility
    /// contract): `Row 3, column 7, land, fox`.
    pub fn fd_tile_name(
        &self,
        row: usize,
        col: usize,
        surface: Surface,
        occupant: Option<Species>,
    ) -> String {
        let surface = match surface {
            Surface::Land => self.fd_tile_land(),
            Surface::Water => self.fd_tile_water(),
        };
        let occupant = match occupant {
            Some(Species::Fox) => self.fd_tile_fox(),
            Some(Species::Dolphin) => self.fd_tile_dolphin(),
            None => self.fd_tile_empty(),
        };
        self.fd_tile(row, col, surface, occupant)
    }
}
