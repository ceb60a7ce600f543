//! The bodies of the fuzz targets for online play's untrusted inputs, one
//! function each: `fuzz/fuzz_targets/*.rs` wrap them for libFuzzer, and
//! `tests/fuzz_targets.rs` runs them natively on seeded random and
//! mutated inputs, so every `cargo test` compiles them and none can rot.
//! Each takes any bytes; a broken promise panics (the fuzzer reports it
//! with the input), a refusal is the expected outcome. Each returns whether
//! the input was taken as something (decoded, read, opened or restored),
//! which the native run counts to show that its inputs get past the
//! first checks.
#![allow(dead_code)] // each fuzz target uses one of these

use fox_and_xo::bytes::base64url_encode;
use fox_and_xo::clock::{Millis, WallMs};
use fox_and_xo::online::code::{Code, Kind as CodeKind};
use fox_and_xo::online::envelope::{
    open, seal, Context, EnvelopeError, Kind, LinkSecret, ReplayGuard, NONCE_LEN,
};
use fox_and_xo::online::game::OnlineGame;
use fox_and_xo::online::guest::Guest;
use fox_and_xo::online::host::Host;
use fox_and_xo::online::ice::{relay_list, Ice};
use fox_and_xo::online::invitation::{game_key, Invitation};
use fox_and_xo::online::nostr::{read_frame, Incoming, EVENT_KIND};
use fox_and_xo::online::signal::Signal;
use fox_and_xo::online::tictactoe::TttMatch;
use fox_and_xo::online::wire::{ToGuest, ToHost};
use fox_and_xo::rules::fox_dolphin::{Match, Settings};
use fox_and_xo::rules::tictactoe::Player;
use fox_and_xo::rules::Seat;

/// A body: any bytes in, whether they were taken as something out.
pub type Body = fn(&[u8]) -> bool;

/// Every body, by the name of its fuzz target.
pub const BODIES: [(&str, Body); 6] = [
    ("online", online),
    ("relay_frame", relay_frame),
    ("envelope", envelope),
    ("fragment", fragment),
    ("saved_match", saved_match),
    ("saved_past", saved_past),
];

fn text(data: &[u8]) -> String {
    String::from_utf8_lossy(data).into_owned()
}

/// `online`: the bytes as a signalling code, as a message to the host and
/// to a guest of either game, and fed to a live host and guest of each.
/// Whatever decodes encodes back to the same.
pub fn online(data: &[u8]) -> bool {
    let mut read = false;
    if let Ok(code) = Code::decode(data) {
        read = true;
        assert_eq!(code.encode(), data);
        let kind = code.kind;
        assert_eq!(Code::from_sdp(&code.to_sdp(), kind, code.session), Ok(code));
    }
    let _ = Code::from_text(&base64url_encode(data), CodeKind::Answer);
    if let Ok(host) = Host::new(Settings::default(), [Seat::Guest, Seat::Guest]) {
        read |= both_ways::<Match>(data, host);
    }
    if let Some(game) = TttMatch::new(3, Player::X) {
        read |= both_ways(data, Host::with_game(game, [Seat::Guest, Seat::Guest]));
    }
    read
}

fn both_ways<G: OnlineGame>(data: &[u8], mut host: Host<G>) -> bool {
    let mut read = false;
    if let Ok(m) = ToHost::<G>::decode(data) {
        read = true;
        assert_eq!(ToHost::<G>::decode(&m.encode()), Ok(m));
    }
    if let Ok(m) = ToGuest::<G>::decode(data) {
        read = true;
        assert_eq!(ToGuest::<G>::decode(&m.encode()), Ok(m));
    }
    let peer = host.connect(Millis(0));
    let _ = host.receive(peer, &ToHost::<G>::Hello(7).encode(), Millis(0));
    let _ = host.receive(peer, data, Millis(10));
    let _ = host.run_until(Millis(20));
    let (mut guest, _) = Guest::<G>::new(Millis(0), 7);
    let _ = guest.receive(data, Millis(10));
    let _ = guest.run_until(Millis(20));
    read
}

/// `relay_frame`: the bytes as text from a relay. The frame reader
/// (serde_json into each frame's shape) refuses or reads; an event read has a sender and
/// reads back the same from its own JSON in a relay's frame.
pub fn relay_frame(data: &[u8]) -> bool {
    let text = text(data);
    let frame = read_frame(&text);
    let read = frame.is_ok();
    if let Ok(Incoming::Event { event, .. }) = frame {
        assert!(event.sender().is_some(), "an event read has a sender");
        let _ = event.verify();
        let again = read_frame(&format!("[\"EVENT\",\"s\",{}]", event.to_json()));
        match again {
            Ok(Incoming::Event { event: back, .. }) => assert_eq!(back, event),
            other => panic!("our own frame of {event:?} read as {other:?}"),
        }
    }
    read
}

/// `envelope`: the bytes as a sealed event content, opened with a room's
/// keys (refused; or, if it opens, refused when replayed or sent by
/// another key), and as a payload sealed and opened back
/// exactly, with one byte of the sealed text changed refused. An opened
/// payload is read as each join message; one read writes back the same.
pub fn envelope(data: &[u8]) -> bool {
    let keys = LinkSecret::from_random([7; 16]).keys();
    let sender = [9u8; 32];
    let context = Context {
        event_kind: EVENT_KIND,
        sender: &sender,
    };
    let mut guard = ReplayGuard::new();
    let content = text(data);
    let mut read = open(&keys, context, &content, WallMs(1_000), &mut guard).is_ok();
    if read {
        assert_eq!(
            open(&keys, context, &content, WallMs(1_000), &mut guard),
            Err(EnvelopeError::Replayed)
        );
        let other = [8u8; 32];
        let stranger = Context {
            event_kind: EVENT_KIND,
            sender: &other,
        };
        assert_eq!(
            open(
                &keys,
                stranger,
                &content,
                WallMs(1_000),
                &mut ReplayGuard::new()
            ),
            Err(EnvelopeError::Unauthentic)
        );
    }

    let (kind, rest) = match data.split_first() {
        Some((b, rest)) => (
            [
                Kind::Answer,
                Kind::Acknowledgement,
                Kind::Knock,
                Kind::Offer,
            ][usize::from(b % 4)],
            rest,
        ),
        None => (Kind::Knock, data),
    };
    let mut nonce = [0u8; NONCE_LEN];
    for (n, b) in nonce.iter_mut().zip(rest) {
        *n = *b;
    }
    if let Ok(sealed) = seal(&keys, context, kind, rest, WallMs(1_000), nonce) {
        let opened = open(&keys, context, &sealed, WallMs(1_000), &mut guard);
        let opened = opened.unwrap_or_else(|e| panic!("our own envelope refused: {e:?}"));
        assert_eq!((opened.kind, &opened.payload[..]), (kind, rest));
        let mut changed = sealed.into_bytes();
        let at = usize::from(data.len() as u16) % changed.len();
        changed[at] = if changed[at] == b'A' { b'B' } else { b'A' };
        let changed = String::from_utf8_lossy(&changed);
        assert!(open(
            &keys,
            context,
            &changed,
            WallMs(1_000),
            &mut ReplayGuard::new()
        )
        .is_err());
        for kind in [
            Kind::Answer,
            Kind::Acknowledgement,
            Kind::Knock,
            Kind::Offer,
        ] {
            if let Some(signal) = Signal::read(kind, &opened.payload) {
                read = true;
                assert_eq!(signal.kind(), kind);
                assert_eq!(Signal::read(kind, &signal.payload()), Some(signal));
            }
        }
    }
    read
}

/// `fragment`: the bytes as a fragment: a guest's invitation
/// (`online::invitation`) refused whole or read, and what is read writes
/// back to a fragment that reads the same; the host page's own
/// connection settings and a relay list likewise.
pub fn fragment(data: &[u8]) -> bool {
    let text = text(data);
    let mut read = false;
    if let Ok(invitation) = Invitation::read(None, &text) {
        read = true;
        let back = Invitation::read(Some(game_key(invitation.game)), &invitation.to_fragment());
        assert_eq!(back, Ok(invitation));
    }
    if let Ok(ice) = Ice::from_fragment(&text) {
        read = true;
        assert_eq!(Ice::from_fragment(&ice.to_fragment()), Ok(ice));
    }
    if let Ok(list) = relay_list(&text) {
        read = true;
        assert_eq!(relay_list(&list.join("\n")), Ok(list));
    }
    read
}

/// `saved_match`: the bytes as the host's saved match (its page's session
/// storage) of either game: refused, or a host that saves to bytes that
/// restore to the same, and that runs on.
pub fn saved_match(data: &[u8]) -> bool {
    restored::<Match>(data) | restored::<TttMatch>(data)
}

fn restored<G: OnlineGame>(data: &[u8]) -> bool {
    let Ok(mut host) = Host::<G>::restore(data, Millis(1_000)) else {
        return false;
    };
    {
        let saved = host.save();
        let again = Host::<G>::restore(&saved, Millis(1_000))
            .unwrap_or_else(|e| panic!("our own save refused: {e:?}"));
        assert_eq!(again.save(), saved);
        let peer = host.connect(Millis(1_000));
        let _ = host.receive(peer, &ToHost::<G>::Hello(1).encode(), Millis(1_000));
        let _ = host.run_until(Millis(2_000));
    }
    true
}

/// `saved_past`: the bytes as a page's kept past games (its tab's
/// storage: the host's, and a guest's or a watcher's, which keep the
/// same format and read it with the same reader), for either game, asked
/// for the series whose id they carry (bytes 2 to 9). Whatever reads is at
/// most a series' worth of games, numbered in order, is refused as another
/// series' when asked for any other id, and written again reads back the
/// same, within the bound every kept past is read under.
pub fn saved_past(data: &[u8]) -> bool {
    past_read::<Match>(data) | past_read::<TttMatch>(data)
}

fn past_read<G: OnlineGame>(data: &[u8]) -> bool {
    use fox_and_xo::online::host::past::{read_past, write_past, MAX_PAST_SAVE_BYTES};
    use fox_and_xo::online::host::save::RestoreError;
    use fox_and_xo::online::host::MAX_PAST_GAMES;
    let series = data
        .get(2..10)
        .map_or(0, |b| u64::from_le_bytes(b.try_into().expect("8 bytes")));
    let Ok(past) = read_past::<G>(data, series, u32::MAX) else {
        return false;
    };
    assert!(past.len() <= MAX_PAST_GAMES);
    assert!(past.windows(2).all(|w| w[0].0 < w[1].0));
    assert_eq!(
        read_past::<G>(data, series ^ 1, u32::MAX),
        Err(RestoreError::OtherSeries)
    );
    // Written again, it reads back the same, so a page that keeps it again
    // and again writes the same bytes each time. Those bytes may differ
    // from what was read, shorter or longer: a number written long, as
    // the readers of every log allow, is written short, and a log of an
    // older version is written in the current one (a Fox & Dolphin log of
    // version 1 gains its first tide's wait: found by `cargo fuzz run
    // saved_past`, tests/online_series.rs has it). What bounds them is
    // the bound every kept past is read under.
    let again = write_past::<G>(series, &past);
    assert_eq!(
        read_past::<G>(&again, series, u32::MAX).ok().as_ref(),
        Some(&past)
    );
    assert!(again.len() <= MAX_PAST_SAVE_BYTES);
    true
}
