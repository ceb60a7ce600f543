//! Seats in bytes written before the levels became one table, each by the
//! code of then: a replay log, the online host's saves and a welcome on
//! the wire (which carries the log). Each reads back to the same seats,
//! and what is still written the same is written byte for byte as then.
#![cfg(not(target_arch = "wasm32"))] // native only: `wasm-pack test` builds tests/ for the browser too

use fox_and_xo::online::host::save::SAVE_VERSION;
use fox_and_xo::online::host::Host;
use fox_and_xo::online::wire::{Role, ToGuest};
use fox_and_xo::rules::fox_dolphin::ai::Level;
use fox_and_xo::rules::fox_dolphin::{Log, Match, Species};
use fox_and_xo::rules::Seat;

use fox_and_xo::clock::Millis;
use Level::{Daring, Expert, Mild, Rapid};

/// A log of a game of Daring's foxes against Mild's dolphins (N = 10,
/// seed 3, no moves yet), as version 3 wrote it.
const LOG: &str = "030a03f403e807f02ea0f7361510000000";

/// Host saves (save version 3) of a match not started yet, N = 10, seed 3,
/// and the seats each was saved with.
const SAVES: [(&str, [Seat<Level>; 2]); 4] = [
    ("03010217000000000897c1acae7fb3e001000000fe6a3a7d6494f744030a03f403e807f02ea0f73600150000010897c1acae7fb3e0", [Seat::Guest, Seat::Computer(Daring)]),
    ("03010012000000000897c1acae7fb3e001000000fe6a3a7d6494f744030a03f403e807f02ea0f73600100000010897c1acae7fb3e0", [Seat::You, Seat::Computer(Mild)]),
    ("03010106000000000897c1acae7fb3e001000000fe6a3a7d6494f744030a03f403e807f02ea0f73600040000010897c1acae7fb3e0", [Seat::HotSeat, Seat::Computer(Expert)]),
    ("03011602000000000897c1acae7fb3e001000000fe6a3a7d6494f744030a03f403e807f02ea0f73614000000010897c1acae7fb3e0", [Seat::Computer(Rapid), Seat::Guest]),
];

/// A welcome to the dolphins' guest (wire version 5), the match Rapid's
/// foxes against you, N = 10, seed 3.
const WELCOME: &str =
    "05010a01010000000000000000000000030a03f403e807f02ea0f73614000000010897c1acae7fb3e0";

fn bytes(hex: &str) -> Vec<u8> {
    (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).expect("hex"))
        .collect()
}

#[test]
fn a_replay_log_of_then_reads_to_the_same_seats_and_is_written_the_same() {
    let log = Log::decode(&bytes(LOG)).expect("reads");
    assert_eq!(log.seats, [Seat::Computer(Daring), Seat::Computer(Mild)]);
    assert_eq!(log.encode(), bytes(LOG));
    assert!(Match::replay(&log).is_ok());
}

#[test]
fn a_host_save_of_then_restores_the_same_seats_and_its_new_save_too() {
    for (hex, seats) in SAVES {
        let old = bytes(hex);
        assert_eq!(old[0], 3, "saved by version 3");
        let host = Host::<Match>::restore(&old, Millis(0)).expect("restores");
        assert_eq!(host.seats(), seats);
        let new = host.save();
        assert_eq!(new[0], SAVE_VERSION);
        assert_eq!(new[4..], old[4..], "only the seats' numbering changed");
        let again = Host::<Match>::restore(&new, Millis(0)).expect("restores");
        assert_eq!(again.seats(), seats);
    }
}

#[test]
fn a_welcome_of_then_reads_to_the_same_seats_and_is_written_the_same() {
    let message = ToGuest::<Match>::decode(&bytes(WELCOME)).expect("reads");
    let ToGuest::Welcome { role, log, .. } = &message else {
        panic!("a welcome: {message:?}");
    };
    assert_eq!(*role, Role::Seat(Species::Dolphin));
    assert_eq!(log.seats, [Seat::Computer(Rapid), Seat::You]);
    assert_eq!(message.encode(), bytes(WELCOME));
}
