//! The join through Nostr relays as plain logic (`online::signal`): the
//! payloads (bounded, malformed ones refused), the host's reply to each
//! message and its bounds, the guest's progress and its fallback; and the
//! relay list the host edits and a link carries (`online::ice`).

use fox_and_xo::clock::Millis;
use fox_and_xo::online::code::{Code, Kind as CodeKind};
use fox_and_xo::online::envelope::Kind;
use fox_and_xo::online::ice::{
    relay_list, room_relays, Ice, IceError, DEFAULT_RELAYS, MAX_RELAYS, ROOM_RELAYS,
};
use fox_and_xo::online::signal::{
    GuestAction, GuestSignal, HostAction, HostSignal, Phase, Signal, OVERALL, PER_SENDER,
    RECONNECT_MS, RELAY_OK_WAIT_MS, RELAY_WAIT_MS, WINDOW_MS,
};

const ANSWER: &str = include_str!("online_sdp/chromium-answer-stun.sdp");
const OFFER: &str = include_str!("online_sdp/chromium-offer.sdp");

fn crlf(sdp: &str) -> String {
    sdp.lines().map(|l| format!("{l}\r\n")).collect()
}

fn answer(session: u32) -> String {
    Code::from_sdp(&crlf(ANSWER), CodeKind::Answer, session)
        .unwrap()
        .to_text()
}

fn offer(session: u32) -> String {
    Code::from_sdp(&crlf(OFFER), CodeKind::Offer, session)
        .unwrap()
        .to_text()
}

const GUEST: [u8; 32] = [7; 32];
const OTHER: [u8; 32] = [8; 32];

#[test]
fn every_signal_round_trips_through_its_payload() {
    for signal in [
        Signal::Answer(answer(5)),
        Signal::Ack(0xdead_beef),
        Signal::Knock,
        Signal::Offer {
            to: GUEST,
            code: offer(9),
        },
    ] {
        assert_eq!(
            Signal::read(signal.kind(), &signal.payload()),
            Some(signal.clone())
        );
    }
    assert_eq!(Signal::Ack(1).payload(), [1, 0, 0, 0]);
    assert_eq!(Signal::Knock.kind(), Kind::Knock);
}

#[test]
fn malformed_payloads_are_refused() {
    let long = vec![b'a'; 401];
    let cases: [(Kind, &[u8]); 9] = [
        (Kind::Answer, b""),
        (Kind::Answer, &long),
        (Kind::Answer, b"has space"),
        (Kind::Answer, &[0xff, 0xfe]),
        (Kind::Acknowledgement, &[1, 2, 3]),
        (Kind::Acknowledgement, &[1, 2, 3, 4, 5]),
        (Kind::Knock, b"x"),
        (Kind::Offer, &[7; 31]),
        (Kind::Offer, &[7; 32]),
    ];
    for (kind, payload) in cases {
        assert_eq!(Signal::read(kind, payload), None, "{kind:?} {payload:?}");
    }
    let mut too_long = GUEST.to_vec();
    too_long.extend_from_slice(&long);
    assert_eq!(Signal::read(Kind::Offer, &too_long), None);
}

#[test]
fn the_host_takes_an_answer_to_an_open_invitation() {
    let mut host = HostSignal::new();
    let action = host.on_signal(GUEST, Signal::Answer(answer(5)), &[5], Some(5), Millis(0));
    assert_eq!(
        action,
        HostAction::Take {
            answer: answer(5),
            session: 5
        }
    );
    // An invitation offered to a guest, no longer shown, is still open.
    let action = host.on_signal(
        GUEST,
        Signal::Answer(answer(4)),
        &[4, 6],
        Some(6),
        Millis(0),
    );
    assert!(matches!(action, HostAction::Take { session: 4, .. }));
}

#[test]
fn a_stale_answer_or_a_knock_gets_the_invitation_shown() {
    let mut host = HostSignal::new();
    // Taken by someone else, or from before a reload.
    let action = host.on_signal(GUEST, Signal::Answer(answer(3)), &[6], Some(6), Millis(0));
    assert_eq!(action, HostAction::Offer { to: GUEST });
    let action = host.on_signal(OTHER, Signal::Knock, &[6], Some(6), Millis(0));
    assert_eq!(action, HostAction::Offer { to: OTHER });
    // Not a code, or the host's own kinds: nothing.
    let action = host.on_signal(
        GUEST,
        Signal::Answer("nonsense".into()),
        &[6],
        Some(6),
        Millis(0),
    );
    assert_eq!(action, HostAction::Nothing);
    let action = host.on_signal(GUEST, Signal::Ack(6), &[6], Some(6), Millis(0));
    assert_eq!(action, HostAction::Nothing);
}

#[test]
fn a_guest_who_knocks_while_no_invitation_is_shown_waits_for_the_next() {
    let mut host = HostSignal::new();
    assert_eq!(
        host.on_signal(GUEST, Signal::Knock, &[], None, Millis(0)),
        HostAction::Nothing
    );
    assert_eq!(
        host.on_signal(GUEST, Signal::Knock, &[], None, Millis(1)),
        HostAction::Nothing
    );
    assert_eq!(
        host.on_signal(OTHER, Signal::Knock, &[], None, Millis(2)),
        HostAction::Nothing
    );
    assert_eq!(host.next_waiting(), Some(GUEST));
    assert_eq!(host.next_waiting(), Some(OTHER));
    assert_eq!(host.next_waiting(), None);
}

#[test]
fn the_host_bounds_its_work_per_sender_and_overall() {
    let mut host = HostSignal::new();
    for i in 0..PER_SENDER {
        let action = host.on_signal(GUEST, Signal::Knock, &[1], Some(1), Millis(i as u64));
        assert_eq!(action, HostAction::Offer { to: GUEST });
    }
    let action = host.on_signal(GUEST, Signal::Knock, &[1], Some(1), Millis(100));
    assert_eq!(action, HostAction::Nothing);
    // Another sender is not held back by this one.
    let action = host.on_signal(OTHER, Signal::Knock, &[1], Some(1), Millis(100));
    assert_eq!(action, HostAction::Offer { to: OTHER });
    // After the window, the first sender is heard again.
    let action = host.on_signal(GUEST, Signal::Knock, &[1], Some(1), Millis(WINDOW_MS + 10));
    assert_eq!(action, HostAction::Offer { to: GUEST });

    let mut host = HostSignal::new();
    for i in 0..OVERALL {
        let sender = [i as u8; 32];
        let action = host.on_signal(sender, Signal::Knock, &[1], Some(1), Millis(0));
        assert_eq!(action, HostAction::Offer { to: sender });
    }
    let action = host.on_signal([200; 32], Signal::Knock, &[1], Some(1), Millis(0));
    assert_eq!(action, HostAction::Nothing);
}

#[test]
fn the_guest_is_done_on_the_acknowledgement_of_its_session() {
    let mut guest = GuestSignal::new(GUEST, 3, Millis(0));
    assert_eq!(guest.phase(), Phase::Joining);
    guest.answered(5, Millis(100));
    assert_eq!(
        guest.on_signal(Signal::Ack(4), Millis(200)),
        GuestAction::Nothing
    );
    assert_eq!(guest.phase(), Phase::Joining);
    assert_eq!(
        guest.on_signal(Signal::Ack(5), Millis(200)),
        GuestAction::Nothing
    );
    assert_eq!(guest.phase(), Phase::Done);
    // Done is done: no fallback later.
    assert_eq!(
        guest.tick(Millis(100 + RELAY_WAIT_MS)),
        GuestAction::Nothing
    );
}

#[test]
fn the_guest_answers_an_offer_to_its_own_key_only() {
    let mut guest = GuestSignal::new(GUEST, 1, Millis(0));
    guest.answered(5, Millis(0));
    let to_other = Signal::Offer {
        to: OTHER,
        code: offer(6),
    };
    assert_eq!(guest.on_signal(to_other, Millis(10)), GuestAction::Nothing);
    let to_me = Signal::Offer {
        to: GUEST,
        code: offer(6),
    };
    assert_eq!(
        guest.on_signal(to_me, Millis(3_000)),
        GuestAction::Answer(offer(6))
    );
    // The wait starts again with the new offer.
    assert_eq!(
        guest.tick(Millis(RELAY_WAIT_MS + 100)),
        GuestAction::Nothing
    );
    guest.answered(6, Millis(4_500));
    assert_eq!(
        guest.on_signal(Signal::Ack(5), Millis(4_600)),
        GuestAction::Nothing
    );
    assert_eq!(
        guest.on_signal(Signal::Ack(6), Millis(4_600)),
        GuestAction::Nothing
    );
    assert_eq!(guest.phase(), Phase::Done);
}

#[test]
fn the_guest_falls_back_to_the_code_after_the_wait_or_with_no_relay_left() {
    let mut guest = GuestSignal::new(GUEST, 2, Millis(0));
    guest.answered(5, Millis(1_000));
    assert_eq!(
        guest.tick(Millis(1_000 + RELAY_WAIT_MS - 1)),
        GuestAction::Nothing
    );
    assert_eq!(
        guest.tick(Millis(1_000 + RELAY_WAIT_MS)),
        GuestAction::Fallback
    );
    assert_eq!(guest.phase(), Phase::Manual);
    // Once.
    assert_eq!(
        guest.tick(Millis(1_000 + 2 * RELAY_WAIT_MS)),
        GuestAction::Nothing
    );
    // An acknowledgement after the fallback changes nothing shown.
    assert_eq!(
        guest.on_signal(Signal::Ack(5), Millis(9_000)),
        GuestAction::Nothing
    );

    let mut guest = GuestSignal::new(GUEST, 2, Millis(0));
    assert_eq!(guest.relay_failed(), GuestAction::Nothing);
    assert_eq!(guest.relay_failed(), GuestAction::Fallback);
    assert_eq!(guest.phase(), Phase::Manual);

    // No relays (an old link, Same network only): the code at once.
    assert_eq!(GuestSignal::new(GUEST, 0, Millis(0)).phase(), Phase::Manual);
}

#[test]
fn the_wait_starts_again_when_a_relay_first_takes_the_answer_late() {
    // The answer published at 1 s; a relay busy sending what it kept
    // takes it at 7 s: the host can only have it then.
    let mut guest = GuestSignal::new(GUEST, 1, Millis(0));
    guest.answered(5, Millis(1_000));
    guest.accepted(Millis(7_000));
    assert_eq!(
        guest.tick(Millis(1_000 + RELAY_WAIT_MS)),
        GuestAction::Nothing
    );
    assert_eq!(
        guest.tick(Millis(7_000 + RELAY_WAIT_MS - 1)),
        GuestAction::Nothing
    );
    // A second relay's OK moves nothing: the wait started once.
    guest.accepted(Millis(9_000));
    assert_eq!(
        guest.tick(Millis(7_000 + RELAY_WAIT_MS)),
        GuestAction::Fallback
    );

    // The usual case: a relay takes the answer at once, the wait is as
    // before (from about the publishing).
    let mut guest = GuestSignal::new(GUEST, 1, Millis(0));
    guest.answered(5, Millis(1_000));
    guest.accepted(Millis(1_050));
    assert_eq!(
        guest.tick(Millis(1_050 + RELAY_WAIT_MS - 1)),
        GuestAction::Nothing
    );
    assert_eq!(
        guest.tick(Millis(1_050 + RELAY_WAIT_MS)),
        GuestAction::Fallback
    );

    // An OK later than RELAY_OK_WAIT_MS after publishing is too late: the
    // wait is bounded, and the fallback came already.
    let mut guest = GuestSignal::new(GUEST, 1, Millis(0));
    guest.answered(5, Millis(1_000));
    assert_eq!(
        guest.tick(Millis(1_000 + RELAY_WAIT_MS)),
        GuestAction::Fallback
    );
    let mut guest = GuestSignal::new(GUEST, 1, Millis(0));
    guest.answered(5, Millis(0));
    guest.accepted(Millis(RELAY_OK_WAIT_MS + 1));
    assert_eq!(
        guest.tick(Millis(RELAY_OK_WAIT_MS + 1)),
        GuestAction::Fallback
    );

    // An OK before any answer (a knock's) starts nothing.
    let mut guest = GuestSignal::new(GUEST, 1, Millis(0));
    guest.accepted(Millis(500));
    guest.answered(5, Millis(1_000));
    assert_eq!(
        guest.tick(Millis(1_000 + RELAY_WAIT_MS)),
        GuestAction::Fallback
    );
}

#[test]
fn relay_lists_are_checked_and_bounded() {
    assert_eq!(
        relay_list("wss://relay.example\n\n  wss://b.example/path  \n"),
        Ok(vec![
            "wss://relay.example".to_string(),
            "wss://b.example/path".to_string()
        ])
    );
    assert_eq!(relay_list(""), Ok(vec![]));
    for local in [
        "ws://127.0.0.1:7447",
        "ws://localhost:7447",
        "ws://localhost",
    ] {
        assert_eq!(relay_list(local), Ok(vec![local.to_string()]), "{local}");
    }
    for bad in [
        "ws://relay.example",
        "ws://127.0.0.1.evil.example",
        "ws://localhost.evil.example:80",
        "https://relay.example",
        "wss://",
        "wss:///x",
        "wss://a b",
        "turn:relay.example",
    ] {
        assert_eq!(relay_list(bad), Err(IceError::NotRelayUrl), "{bad}");
    }
    let long = format!("wss://{}", "a".repeat(256));
    assert_eq!(relay_list(&long), Err(IceError::TooLong));
    let six = ["wss://r.example"; MAX_RELAYS + 1].join("\n");
    assert_eq!(relay_list(&six), Err(IceError::TooLong));
}

#[test]
fn relays_travel_in_the_fragment_and_invitations_always_name_them() {
    let host = Ice::default().for_room(7);
    assert_eq!(host.relay_urls(), room_relays(7));
    let invitation = host.for_invitation().to_fragment();
    let read = Ice::from_fragment(&invitation).unwrap();
    assert_eq!(read.relays.as_deref().unwrap(), room_relays(7));
    // Settings given no room yet name the list's first five, a list an
    // invitation may carry.
    assert_eq!(Ice::default().relay_urls(), DEFAULT_RELAYS[..ROOM_RELAYS]);
    // The host's own list, and none.
    let own = Ice {
        relays: Some(vec!["ws://127.0.0.1:9".into()]),
        ..Ice::default()
    };
    assert_eq!(Ice::from_fragment(&own.to_fragment()), Ok(own.clone()));
    let none = Ice {
        relays: Some(vec![]),
        ..Ice::default()
    };
    assert_eq!(Ice::from_fragment(&none.to_fragment()), Ok(none.clone()));
    assert_eq!(none.for_invitation().relays, None);
    // Same network only: no relays.
    let local = Ice {
        local: true,
        ..Ice::default()
    };
    assert!(local.relay_urls().is_empty());
    assert_eq!(local.for_invitation().relays, None);
    // A malformed list refuses the settings whole.
    let bad = fox_and_xo::bytes::base64url_encode(b"ws://relay.example");
    assert_eq!(
        Ice::from_fragment(&format!("nostr={bad}")),
        Err(IceError::NotRelayUrl)
    );
    assert_eq!(Ice::from_fragment("nostr=!!"), Err(IceError::Malformed));
}

#[test]
fn a_guest_who_lost_its_host_joins_again_until_a_channel_opens_or_time_is_up() {
    let mut guest = GuestSignal::rejoin(GUEST, 2, Millis(1_000));
    assert!(guest.rejoining());
    assert_eq!(guest.phase(), Phase::Joining);
    // The page counts the time left down.
    assert_eq!(guest.rejoin_left(Millis(1_000)), Some(RECONNECT_MS));
    assert_eq!(guest.rejoin_left(Millis(5_000)), Some(RECONNECT_MS - 4_000));
    assert_eq!(
        GuestSignal::new(GUEST, 2, Millis(1_000)).rejoin_left(Millis(1_000)),
        None
    );
    guest.answered(5, Millis(1_500));
    // The stale answer gets an offer; the new answer's acknowledgement is
    // not the end: the channel must open.
    let to_me = Signal::Offer {
        to: GUEST,
        code: offer(6),
    };
    assert_eq!(
        guest.on_signal(to_me, Millis(2_000)),
        GuestAction::Answer(offer(6))
    );
    guest.answered(6, Millis(2_500));
    assert_eq!(
        guest.on_signal(Signal::Ack(6), Millis(2_600)),
        GuestAction::Nothing
    );
    assert_eq!(guest.phase(), Phase::Joining);
    // No channel: after the wait, the link's offer is answered again.
    assert_eq!(
        guest.tick(Millis(2_500 + RELAY_WAIT_MS)),
        GuestAction::Retry
    );
    assert_eq!(
        guest.tick(Millis(2_600 + RELAY_WAIT_MS)),
        GuestAction::Nothing
    );
    guest.opened();
    assert_eq!(guest.phase(), Phase::Done);
    assert_eq!(
        guest.rejoin_left(Millis(3_000)),
        None,
        "back: nothing to count down"
    );
    assert_eq!(
        guest.tick(Millis(1_000 + RECONNECT_MS)),
        GuestAction::Nothing
    );

    // Never: given up after RECONNECT_MS.
    let mut guest = GuestSignal::rejoin(GUEST, 2, Millis(1_000));
    let mut retries = 0;
    let mut now = 1_000;
    while guest.phase() == Phase::Joining {
        now += 500;
        if guest.tick(Millis(now)) == GuestAction::Retry {
            retries += 1;
        }
    }
    assert_eq!(now, 1_000 + RECONNECT_MS);
    assert_eq!(guest.phase(), Phase::Manual);
    assert!(retries >= 7, "{retries} retries");
}

#[test]
fn each_room_uses_five_of_the_default_relays_drawn_from_its_secret() {
    use fox_and_xo::online::envelope::LinkSecret;
    use std::collections::BTreeMap;
    assert!(DEFAULT_RELAYS.len() > ROOM_RELAYS && ROOM_RELAYS <= MAX_RELAYS);
    for url in DEFAULT_RELAYS {
        assert_eq!(relay_list(url), Ok(vec![url.to_string()]), "{url}");
    }
    // Five distinct relays of the list, in its order, the same for the
    // same secret on both sides.
    let secret = LinkSecret::from_random([3; 16]);
    let chosen = room_relays(secret.relay_draw());
    assert_eq!(chosen.len(), ROOM_RELAYS);
    assert_eq!(
        chosen,
        room_relays(LinkSecret::from_random([3; 16]).relay_draw())
    );
    let positions: Vec<usize> = chosen
        .iter()
        .map(|url| DEFAULT_RELAYS.iter().position(|d| d == url).unwrap())
        .collect();
    assert!(positions.windows(2).all(|w| w[0] < w[1]), "{positions:?}");
    // Rooms spread over the list: over 5,600 secrets every relay carries
    // about 5/8 of the rooms (3,500), and all 56 sets of five turn up.
    let mut per_relay: BTreeMap<String, u32> = BTreeMap::new();
    let mut sets: BTreeMap<Vec<String>, u32> = BTreeMap::new();
    for i in 0..5_600u32 {
        let mut bytes = [0u8; 16];
        bytes[..4].copy_from_slice(&i.to_le_bytes());
        let room = room_relays(LinkSecret::from_random(bytes).relay_draw());
        for url in &room {
            *per_relay.entry(url.clone()).or_default() += 1;
        }
        *sets.entry(room).or_default() += 1;
    }
    assert_eq!(per_relay.len(), DEFAULT_RELAYS.len());
    for (url, rooms) in &per_relay {
        assert!(
            (3_300..=3_700).contains(rooms),
            "{url}: {rooms} rooms of 5,600"
        );
    }
    assert_eq!(sets.len(), 56, "every set of five of eight");
    // The host's own list (or none, or Same network only) is kept as it is.
    let own = Ice {
        relays: Some(vec!["ws://127.0.0.1:9".into()]),
        ..Ice::default()
    };
    assert_eq!(own.for_room(1), own);
    let local = Ice {
        local: true,
        ..Ice::default()
    };
    assert_eq!(local.for_room(1), local);
}
