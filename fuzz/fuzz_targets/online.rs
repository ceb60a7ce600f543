//! Fuzz target: any bytes, read as a signalling code, as a message to the
//! host and as a message to a guest of either game (Fox & Dolphin and
//! tic-tac-toe), and fed to a live host and guest of each.
//! Nothing may panic; whatever decodes must encode back to the same message.
//!
//! Run: `cargo +nightly fuzz run online` (from the repository root).
#![no_main]

use fox_and_xo::bytes::base64url_encode;
use fox_and_xo::online::code::{Code, Kind};
use fox_and_xo::online::game::OnlineGame;
use fox_and_xo::online::guest::Guest;
use fox_and_xo::online::host::Host;
use fox_and_xo::rules::Seat;
use fox_and_xo::online::tictactoe::TttMatch;
use fox_and_xo::online::wire::{ToGuest, ToHost};
use fox_and_xo::rules::fox_dolphin::{Match, Settings};
use fox_and_xo::rules::tictactoe::Player;

fn both_ways<G: OnlineGame>(data: &[u8], mut host: Host<G>) {
    if let Ok(m) = ToHost::<G>::decode(data) {
        assert_eq!(ToHost::<G>::decode(&m.encode()), Ok(m));
    }
    if let Ok(m) = ToGuest::<G>::decode(data) {
        assert_eq!(ToGuest::<G>::decode(&m.encode()), Ok(m));
    }
    let peer = host.connect(0);
    let _ = host.receive(peer, &ToHost::<G>::Hello.encode(), 0);
    let _ = host.receive(peer, data, 10);
    let _ = host.advance(20);
    let (mut guest, _) = Guest::<G>::new(0);
    let _ = guest.receive(data, 10);
    let _ = guest.advance(20);
}
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(code) = Code::decode(data) {
        assert_eq!(code.encode(), data);
        let kind = code.kind;
        assert_eq!(Code::from_sdp(&code.to_sdp(), kind, code.session), Ok(code));
    }
    let _ = Code::from_text(&base64url_encode(data), Kind::Answer);
    both_ways::<Match>(
        data,
        Host::new(Settings::default(), [Seat::Guest, Seat::Guest]).unwrap(),
    );
    if let Some(game) = TttMatch::new(3, Player::X) {
        both_ways(data, Host::with_game(game, [Seat::Guest, Seat::Guest]));
    }
});
