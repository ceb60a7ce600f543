//! The tip over a newcomer's first games: what to do about the tide, for
//! the side you play, shown at the start of every game until you dismiss
//! it once; the dismissal is kept on this device.

use crate::rules::fox_dolphin::Species;
use crate::rules::Seat;
use crate::ui::fox_dolphin::setup::model::Setup;

/// The localStorage key that remembers the tip was dismissed.
pub const STORAGE_KEY: &str = "fox-and-xo.fd-tip";

/// What is saved once the tip is dismissed.
pub const DISMISSED: &str = "dismissed";

/// Whether the saved text says the tip was dismissed (anything else, or
/// nothing, says it was not).
pub fn dismissed(saved: Option<&str>) -> bool {
    saved == Some(DISMISSED)
}

/// The side whose tip a game of `setup` shows: the side you play (the
/// foxes' when people play both), none when the computer plays both.
pub fn side(setup: &Setup) -> Option<Species> {
    let person = |seat: Seat<_>| !seat.is_computer();
    if person(setup.fox) {
        Some(Species::Fox)
    } else if person(setup.dolphin) {
        Some(Species::Dolphin)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fox_dolphin::ai::Level;

    #[test]
    fn the_tip_is_for_the_side_you_play_and_none_when_watching() {
        let setup = |fox, dolphin| Setup {
            fox,
            dolphin,
            ..Setup::default()
        };
        let computer = Seat::Computer(Level::Mild);
        assert_eq!(side(&setup(Seat::You, computer)), Some(Species::Fox));
        assert_eq!(side(&setup(computer, Seat::You)), Some(Species::Dolphin));
        assert_eq!(side(&setup(Seat::You, Seat::HotSeat)), Some(Species::Fox));
        assert_eq!(side(&setup(computer, computer)), None);
    }

    #[test]
    fn only_the_saved_dismissal_dismisses_it() {
        assert!(dismissed(Some(DISMISSED)));
        for saved in [None, Some(""), Some("yes"), Some("dismissed\n")] {
            assert!(!dismissed(saved), "{saved:?}");
        }
    }
}
