//! Signalling codes: real Chromium SDPs in, codes out, and a rebuilt SDP
//! that keeps everything a connection needs. Decoding refuses anything a
//! person could paste by mistake, with a message, and never panics.
//!
//! `online_sdp/chromium-offer.sdp` is an offer Chromium 156 made here
//! (`iceServers: []`, two mDNS host candidates).
//! `online_sdp/chromium-answer-stun.sdp` is Chromium's answer from the same
//! run, with the candidates a STUN setting would add written in by hand
//! (srflx IPv4 and IPv6 from documentation ranges, a TCP candidate that a
//! code drops, and a relay candidate that it keeps).

use fox_and_xo::online::code::{
    Address, CandidateType, Code, CodeError, DtlsRole, Invitations, Kind, MAX_CANDIDATES,
    MAX_CODE_CHARS,
};
use fox_and_xo::ui::i18n::Lang;
use fox_and_xo::ui::online::words::OnlineWords;

const OFFER: &str = include_str!("online_sdp/chromium-offer.sdp");
const ANSWER: &str = include_str!("online_sdp/chromium-answer-stun.sdp");

fn crlf(sdp: &str) -> String {
    sdp.lines().map(|l| format!("{l}\r\n")).collect()
}

fn offer() -> Code {
    Code::from_sdp(&crlf(OFFER), Kind::Offer, 0xdead_beef).unwrap()
}

fn answer() -> Code {
    Code::from_sdp(&crlf(ANSWER), Kind::Answer, 0xdead_beef).unwrap()
}

#[test]
fn an_offer_keeps_credentials_fingerprint_role_and_mdns_candidates() {
    let code = offer();
    assert_eq!(code.ufrag, "NJjD");
    assert_eq!(code.pwd, "PiGpsjYtUxUvgf6Fz0gn9GNJ");
    assert_eq!(code.setup, DtlsRole::ActPass);
    assert_eq!(&code.fingerprint[..3], &[0x34, 0x59, 0xa4]);
    assert_eq!(code.fingerprint[31], 0xbb);
    assert_eq!(code.candidates.len(), 2);
    assert!(matches!(code.candidates[0].address, Address::Mdns(_)));
    assert_eq!(code.candidates[0].port, 50683);
}

#[test]
fn an_answer_keeps_udp_host_srflx_and_relay_and_drops_tcp() {
    use CandidateType::{Host, Relay, Srflx};
    let code = answer();
    assert_eq!(code.setup, DtlsRole::Active);
    let kept: Vec<(CandidateType, u16)> = code.candidates.iter().map(|c| (c.typ, c.port)).collect();
    assert_eq!(
        kept,
        [(Host, 53214), (Srflx, 53214), (Srflx, 41000), (Relay, 3478)]
    );
    assert_eq!(code.candidates[3].address, Address::V4([198, 51, 100, 9]));
    let mut v6 = [0u8; 16];
    v6[..4].copy_from_slice(&[0x20, 0x01, 0x0d, 0xb8]);
    v6[15] = 7;
    assert_eq!(code.candidates[2].address, Address::V6(v6));
    assert_eq!(code.candidates[1].address, Address::V4([203, 0, 113, 7]));
}

#[test]
fn codes_round_trip_through_text_and_stay_short() {
    for (code, kind) in [(offer(), Kind::Offer), (answer(), Kind::Answer)] {
        let text = code.to_text();
        assert_eq!(Code::from_text(&text, kind), Ok(code.clone()));
        // The two-candidate offer is 143 characters; the four-candidate answer 162.
        assert!(text.len() <= 200, "{} characters", text.len());
        println!("{kind:?}: {} characters", text.len());
    }
    assert_eq!(offer().to_text().len(), 143);
}

#[test]
fn the_rebuilt_sdp_reads_back_as_the_same_code() {
    for code in [offer(), answer()] {
        let sdp = code.to_sdp();
        assert!(sdp.starts_with("v=0\r\n") && sdp.ends_with("\r\n"));
        assert!(sdp.contains("m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n"));
        assert!(sdp.contains("a=fingerprint:sha-256 "));
        assert_eq!(Code::from_sdp(&sdp, code.kind, code.session), Ok(code));
    }
    let sdp = offer().to_sdp();
    assert!(sdp.contains(" 9c9e1566-50a1-42a3-84f8-312cde09f8f5.local 50683 typ host\r\n"));
    assert!(sdp.contains(
        "a=fingerprint:sha-256 34:59:A4:96:7B:55:8D:BC:43:DB:10:3D:E1:0E:32:0F:CB:B1:58:80:7A:E3:BF:ED:29:62:07:0E:B0:94:59:BB\r\n"
    ));
    assert!(answer()
        .to_sdp()
        .contains(" 203.0.113.7 53214 typ srflx raddr 0.0.0.0 rport 0\r\n"));
    assert!(answer()
        .to_sdp()
        .contains(" 198.51.100.9 3478 typ relay raddr 0.0.0.0 rport 0\r\n"));
}

#[test]
fn a_code_of_the_first_version_1_reads_as_it_did() {
    // Bytes written before relay candidates: one srflx IPv4 (head 0b100).
    let mut bytes = offer().encode();
    let at = bytes.len() - 2 * 19 - 1;
    assert_eq!(bytes[at], 2, "two candidates");
    bytes.truncate(at);
    bytes.extend_from_slice(&[1, 0b100, 203, 0, 113, 7, 0x88, 0x13]);
    let code = Code::decode(&bytes).unwrap();
    assert_eq!(code.candidates[0].typ, CandidateType::Srflx);
    assert_eq!(code.candidates[0].address, Address::V4([203, 0, 113, 7]));
    assert_eq!(code.candidates[0].port, 5000);
    // Type 3 is no type: refused, as any other damage.
    let n = bytes.len();
    bytes[n - 7] = 0b1100;
    assert_eq!(Code::decode(&bytes), Err(CodeError::BadField("candidate")));
}

#[test]
fn relay_candidates_round_trip_in_every_address_form() {
    let mut code = answer();
    for (i, c) in code.candidates.iter_mut().enumerate() {
        c.typ = CandidateType::Relay;
        c.port = 3478 + i as u16;
    }
    let text = code.to_text();
    assert_eq!(Code::from_text(&text, Kind::Answer), Ok(code.clone()));
    assert_eq!(
        Code::from_sdp(&code.to_sdp(), Kind::Answer, code.session),
        Ok(code)
    );
}

#[test]
fn addresses_in_every_form_a_browser_writes_are_read_and_odd_ones_dropped() {
    let line = |addr: &str| {
        format!("a=candidate:1 1 udp 1 {addr} 5000 typ host\r\na=ice-ufrag:abcd\r\na=ice-pwd:{}\r\na=fingerprint:sha-256 {}\r\na=setup:actpass\r\n", "p".repeat(22), ["00"; 32].join(":"))
    };
    let kept = |addr: &str| {
        Code::from_sdp(&line(addr), Kind::Offer, 1)
            .unwrap()
            .candidates
            .len()
    };
    for good in [
        "10.0.0.1",
        "::1",
        "fe80::1:2",
        "2001:db8:0:0:0:0:0:7",
        "1::",
    ] {
        assert_eq!(kept(good), 1, "{good}");
    }
    for odd in [
        "10.0.0",
        "10.0.0.256",
        "1:2:3:4:5:6:7:8:9",
        "1::2::3",
        "::ffff:1.2.3.4",
        "host.example",
        "12345::1",
    ] {
        assert_eq!(kept(odd), 0, "{odd}");
    }
}

#[test]
fn ipv6_candidates_are_written_in_full() {
    assert!(answer()
        .to_sdp()
        .contains(" 2001:db8:0:0:0:0:0:7 41000 typ srflx"));
}

#[test]
fn a_whole_link_or_spaces_around_a_code_are_accepted() {
    let text = offer().to_text();
    let link = format!("  https://example.org/games/?game=fox-dolphin#join={text}\n");
    assert_eq!(Code::from_text(&link, Kind::Offer), Ok(offer()));
    // Connection settings after the code are the page's, not the code's.
    for tail in ["&ice=local", "&turn=dHVybjp4&relay=only"] {
        let link = format!("https://example.org/?game=tictactoe#join={text}{tail}");
        assert_eq!(Code::from_text(&link, Kind::Offer), Ok(offer()));
    }
}

#[test]
fn an_sdp_without_what_a_connection_needs_is_refused() {
    let no_pwd: String = OFFER
        .lines()
        .filter(|l| !l.starts_with("a=ice-pwd"))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(
        Code::from_sdp(&no_pwd, Kind::Offer, 1),
        Err(CodeError::SdpMissing("ICE password"))
    );
    let no_fp = OFFER.replace("sha-256 34:59", "sha-1 34:59");
    assert_eq!(
        Code::from_sdp(&no_fp, Kind::Offer, 1),
        Err(CodeError::SdpMissing("certificate fingerprint"))
    );
    // An offer must offer both roles.
    assert_eq!(
        Code::from_sdp(OFFER, Kind::Answer, 1),
        Err(CodeError::BadField("role"))
    );
}

#[test]
fn bad_text_is_refused_with_its_reason() {
    let good = offer().to_text();
    assert_eq!(Code::from_text("", Kind::Offer), Err(CodeError::Malformed));
    assert_eq!(
        Code::from_text("not a code!", Kind::Offer),
        Err(CodeError::Malformed)
    );
    assert_eq!(
        Code::from_text(&"A".repeat(MAX_CODE_CHARS + 4), Kind::Offer),
        Err(CodeError::TooLong {
            chars: MAX_CODE_CHARS + 4
        })
    );
    assert_eq!(
        Code::from_text(&good[..good.len() - 8], Kind::Offer),
        Err(CodeError::Truncated)
    );
    // Foreign: an invitation pasted where an answer is expected, and back.
    assert_eq!(
        Code::from_text(&good, Kind::Answer),
        Err(CodeError::WrongKind {
            expected: Kind::Answer
        })
    );
    assert_eq!(
        Code::from_text(&answer().to_text(), Kind::Offer),
        Err(CodeError::WrongKind {
            expected: Kind::Offer
        })
    );
    let mut bytes = offer().encode();
    bytes[0] = 9;
    assert_eq!(Code::decode(&bytes), Err(CodeError::UnknownVersion(9)));
    let mut bytes = offer().encode();
    bytes.push(0);
    assert_eq!(Code::decode(&bytes), Err(CodeError::TrailingBytes));
    let mut bytes = offer().encode();
    bytes[6] = 200; // the user name's length
    assert_eq!(Code::decode(&bytes), Err(CodeError::BadField("user name")));
    let mut bytes = offer().encode();
    bytes[7] = b'!'; // a character ICE does not allow
    assert_eq!(Code::decode(&bytes), Err(CodeError::BadField("user name")));
    let mut code = offer();
    code.candidates = vec![code.candidates[0].clone(); MAX_CANDIDATES + 1];
    assert_eq!(
        Code::decode(&code.encode()),
        Err(CodeError::BadField("candidates"))
    );
    let en = OnlineWords::of(Lang::En);
    for e in [CodeError::Stale, CodeError::Reused, CodeError::Truncated] {
        assert!(!en.online_code_error(&e).is_empty());
    }
}

#[test]
fn an_answer_is_taken_once_and_only_for_an_open_invitation() {
    let mut invitations = Invitations::default();
    let text = answer().to_text();
    assert_eq!(invitations.answer(&text), Err(CodeError::Stale));
    invitations.open(0xdead_beef);
    assert_eq!(
        invitations.answer(&offer().to_text()),
        Err(CodeError::WrongKind {
            expected: Kind::Answer
        })
    );
    assert!(
        invitations.is_open(0xdead_beef),
        "a refused code changes nothing"
    );
    assert_eq!(invitations.answer(&text), Ok(answer()));
    assert_eq!(invitations.answer(&text), Err(CodeError::Reused));
    let mut other = answer();
    other.session = 7;
    assert_eq!(invitations.answer(&other.to_text()), Err(CodeError::Stale));
}

/// A stand-in for the fuzz target: random and mutated bytes never panic,
/// and whatever decodes re-encodes to the same bytes.
#[test]
fn random_and_mutated_bytes_never_panic() {
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let good = answer().encode();
    for i in 0..20_000 {
        let bytes: Vec<u8> = if i % 2 == 0 {
            (0..next() % 200).map(|_| next() as u8).collect()
        } else {
            let mut b = good.clone();
            for _ in 0..1 + next() % 4 {
                let at = (next() as usize) % b.len();
                b[at] = next() as u8;
            }
            b.truncate(next() as usize % (b.len() + 8));
            b
        };
        if let Ok(code) = Code::decode(&bytes) {
            assert_eq!(code.encode(), bytes);
            let _ = code.to_sdp();
        }
    }
}
