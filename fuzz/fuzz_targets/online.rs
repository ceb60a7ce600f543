//! Fuzz target: any bytes, read as a signalling code, as a message to the
//! host and as a message to a guest, and fed to a live host and guest.
//! Nothing may panic; whatever decodes must encode back to the same message.
//!
//! Run: `cargo +nightly fuzz run online` (from the repository root).
#![no_main]

use fox_and_xo::online::code::{Code, Kind};
use fox_and_xo::online::guest::Guest;
use fox_and_xo::online::host::{Host, Seat};
use fox_and_xo::online::wire::{ToGuest, ToHost};
use fox_and_xo::rules::fox_dolphin::{base64url_encode, Settings};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(code) = Code::decode(data) {
        assert_eq!(code.encode(), data);
        let kind = code.kind;
        assert_eq!(Code::from_sdp(&code.to_sdp(), kind, code.session), Ok(code));
    }
    let _ = Code::from_text(&base64url_encode(data), Kind::Answer);
    if let Ok(m) = ToHost::decode(data) {
        assert_eq!(ToHost::decode(&m.encode()), Ok(m));
    }
    if let Ok(m) = ToGuest::decode(data) {
        assert_eq!(ToGuest::decode(&m.encode()), Ok(m));
    }
    let mut host = Host::new(Settings::default(), [Seat::Guest, Seat::Guest]).unwrap();
    let peer = host.connect(0);
    let _ = host.receive(peer, &ToHost::Hello.encode(), 0);
    let _ = host.receive(peer, data, 10);
    let _ = host.advance(20);
    let (mut guest, _) = Guest::new(0);
    let _ = guest.receive(data, 10);
    let _ = guest.advance(20);
});
