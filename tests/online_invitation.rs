//! The invitation link (`online::invitation`): written and read back
//! whole, links made by earlier versions still read, and every malformed
//! link refused with its reason (a link is untrusted).
#![cfg(not(target_arch = "wasm32"))] // native only: `wasm-pack test` builds tests/ for the browser too

use fox_and_xo::online::code::{Code, CodeError, Kind as CodeKind};
use fox_and_xo::online::envelope::LinkSecret;
use fox_and_xo::online::game::GameKind;
use fox_and_xo::online::ice::{Ice, IceError, Turn, DEFAULT_RELAYS, MAX_RELAYS};
use fox_and_xo::online::invitation::{
    game_key, Invitation, InvitationError, JOIN_PREFIX, MAX_FRAGMENT_CHARS,
};
use proptest::prelude::*;

const OFFER: &str = include_str!("online_sdp/chromium-offer.sdp");
const ANSWER: &str = include_str!("online_sdp/chromium-answer-stun.sdp");

fn crlf(sdp: &str) -> String {
    sdp.lines().map(|l| format!("{l}\r\n")).collect()
}

fn offer(session: u32) -> Code {
    Code::from_sdp(&crlf(OFFER), CodeKind::Offer, session).unwrap()
}

fn secret() -> LinkSecret {
    LinkSecret::from_random([9; 16])
}

/// An invitation's fragment with `rest` after the code.
fn fragment(rest: &str) -> String {
    format!("{JOIN_PREFIX}{}{rest}", offer(7).to_text())
}

/// The links the host's page wrote before this module, byte for byte
/// (main at 8b1bc3e: `host_page.rs`'s `invitation_link`, with the offer of
/// `tests/online_sdp/chromium-offer.sdp`, session 0x5eed1234, and the
/// secret of sixteen 9s).
const TTT_DEFAULT_RELAYS: &str = "https://games.example/fox/online.html?game=tic-tac-toe#join=AQA0Eu1eBE5KakQYUGlHcHNqWXRVeFV2Z2Y2RnowZ245R05KNFmklntVjbxD2xA94Q4yD8uxWIB647_tKWIHDrCUWbsCApyeFWZQoUKjhPgxLN4J-PX7xQJxwYusqt5PTo-5p3hbPN1TJJM&key=CQkJCQkJCQkJCQkJCQkJCQ&nostr=d3NzOi8vcmVsYXkuZGFtdXMuaW8Kd3NzOi8vbm9zLmxvbAp3c3M6Ly9yZWxheS5wcmltYWwubmV0";
const FD_LOCAL_TURN: &str = "https://games.example/online.html?game=fox-dolphin#join=AQA0Eu1eBE5KakQYUGlHcHNqWXRVeFV2Z2Y2RnowZ245R05KNFmklntVjbxD2xA94Q4yD8uxWIB647_tKWIHDrCUWbsCApyeFWZQoUKjhPgxLN4J-PX7xQJxwYusqt5PTo-5p3hbPN1TJJM&key=CQkJCQkJCQkJCQkJCQkJCQ&ice=local&turn=dHVybjp0dXJuLmV4YW1wbGUub3JnOjM0NzgKYW5hCnMzY3JldA";

#[test]
fn a_link_of_the_earlier_host_page_reads_and_is_written_again_the_same() {
    let read = Invitation::from_link(TTT_DEFAULT_RELAYS).unwrap();
    assert_eq!(read.game, GameKind::TicTacToe);
    assert_eq!(read.code, offer(0x5eed_1234));
    assert_eq!(read.secret, Some(secret()));
    // The three relays that were then the whole default list (the first
    // three of today's longer one).
    let three = DEFAULT_RELAYS[..3].iter().map(|s| s.to_string()).collect();
    assert_eq!(
        read.ice,
        Ice {
            relays: Some(three),
            ..Ice::default()
        }
    );
    assert_eq!(
        read.to_link("https://games.example/fox/online.html"),
        TTT_DEFAULT_RELAYS
    );

    let read = Invitation::from_link(FD_LOCAL_TURN).unwrap();
    assert_eq!(read.game, GameKind::FoxDolphin);
    assert!(read.ice.local);
    assert_eq!(
        read.ice.turn,
        Some(Turn::new("turn:turn.example.org:3478", "ana", "s3cret").unwrap())
    );
    assert_eq!(read.ice.relays, None);
    assert_eq!(
        read.to_link("https://games.example/online.html"),
        FD_LOCAL_TURN
    );
}

#[test]
fn a_link_from_before_the_relays_and_tictactoe_is_fox_and_dolphin_copied_by_hand() {
    let read = Invitation::read(None, &fragment("&ice=local")).unwrap();
    assert_eq!(read.game, GameKind::FoxDolphin);
    assert_eq!(read.secret, None);
    assert!(read.ice.local);
    assert_eq!(read.ice.relay_urls(), Vec::<String>::new());
    // The fragment alone, without its `#`, reads the same.
    let bare = fragment("&ice=local");
    assert_eq!(
        Invitation::read(None, bare.trim_start_matches('#')),
        Ok(read)
    );
}

#[test]
fn the_page_language_in_the_query_is_not_the_invitations() {
    let link = TTT_DEFAULT_RELAYS.replace("?game=", "?lang=pt&game=");
    assert_eq!(
        Invitation::from_link(&link),
        Invitation::from_link(TTT_DEFAULT_RELAYS)
    );
}

#[test]
fn the_games_are_named_as_their_setup_links_name_them() {
    assert_eq!(
        game_key(GameKind::FoxDolphin),
        fox_and_xo::ui::fox_dolphin::setup::model::GAME_KEY
    );
    assert_eq!(
        game_key(GameKind::TicTacToe),
        fox_and_xo::ui::tictactoe::setup::model::GAME_KEY
    );
}

#[test]
fn an_overlong_link_is_refused_before_it_is_read() {
    let long = fragment(&format!("&ice=local{}", "&".repeat(MAX_FRAGMENT_CHARS)));
    assert_eq!(Invitation::read(None, &long), Err(InvitationError::TooLong));
    let link = format!("https://x.example/?{}", "a".repeat(3 * MAX_FRAGMENT_CHARS));
    assert_eq!(Invitation::from_link(&link), Err(InvitationError::TooLong));
}

#[test]
fn a_fragment_that_does_not_start_with_the_code_is_no_invitation() {
    for text in [
        "",
        "#",
        "#answer=abc",
        "#key=CQkJCQkJCQkJCQkJCQkJCQ&join=abc",
        "join",
    ] {
        assert_eq!(
            Invitation::read(None, text),
            Err(InvitationError::NotAnInvitation),
            "{text}"
        );
    }
    assert_eq!(
        Invitation::from_link("https://x.example/online.html?game=fox-dolphin"),
        Err(InvitationError::NotAnInvitation)
    );
}

#[test]
fn a_damaged_or_wrong_code_is_refused_with_the_codes_reason() {
    let code = offer(7).to_text();
    let answer = Code::from_sdp(&crlf(ANSWER), CodeKind::Answer, 7)
        .unwrap()
        .to_text();
    let cases = [
        (String::from("#join="), CodeError::Malformed),
        (String::from("#join=not a code!"), CodeError::Malformed),
        (format!("#join=x={code}"), CodeError::Malformed),
        (format!("#join= {code}"), CodeError::Malformed),
        (
            format!("#join={}", &code[..code.len() - 12]),
            CodeError::Truncated,
        ),
        (
            format!("#join={answer}"),
            CodeError::WrongKind {
                expected: CodeKind::Offer,
            },
        ),
        (
            format!("#join={}", "A".repeat(401)),
            CodeError::TooLong { chars: 401 },
        ),
    ];
    for (text, why) in cases {
        assert_eq!(
            Invitation::read(None, &text),
            Err(InvitationError::Code(why)),
            "{text}"
        );
    }
}

#[test]
fn a_damaged_secret_is_refused_not_dropped() {
    for key in ["&key=", "&key=short", "&key=!!!!!!!!!!!!!!!!!!!!!!", "&key"] {
        assert_eq!(
            Invitation::read(None, &fragment(key)),
            Err(InvitationError::Secret),
            "{key}"
        );
    }
    // Seventeen bytes, one too many.
    let long = fox_and_xo::bytes::base64url_encode(&[9; 17]);
    assert_eq!(
        Invitation::read(None, &fragment(&format!("&key={long}"))),
        Err(InvitationError::Secret)
    );
}

#[test]
fn damaged_settings_are_refused_with_the_settings_reason() {
    let b64 = |t: &str| fox_and_xo::bytes::base64url_encode(t.as_bytes());
    let cases = [
        ("&turn=!!".to_owned(), IceError::Malformed),
        ("&ice".to_owned(), IceError::Malformed),
        ("&ice=global".to_owned(), IceError::Malformed),
        ("&relay=all".to_owned(), IceError::Malformed),
        (
            format!("&turn={}", b64("http://x\nu\nc")),
            IceError::NotServerUrl,
        ),
        (format!("&stun={}", b64("turn:x")), IceError::NotServerUrl),
        (
            format!("&nostr={}", b64("ws://relay.example")),
            IceError::NotRelayUrl,
        ),
        (
            format!(
                "&nostr={}",
                b64(&["wss://r.example"; MAX_RELAYS + 1].join("\n"))
            ),
            IceError::TooLong,
        ),
    ];
    for (rest, why) in cases {
        assert_eq!(
            Invitation::read(None, &fragment(&rest)),
            Err(InvitationError::Settings(why)),
            "{rest}"
        );
    }
}

#[test]
fn a_key_no_invitation_has_is_refused() {
    for rest in ["&lang=pt", "&foo", "&=x", "&", "&join=abc"] {
        assert_eq!(
            Invitation::read(None, &fragment(rest)),
            Err(InvitationError::UnknownKey),
            "{rest}"
        );
    }
}

#[test]
fn a_key_given_twice_is_refused() {
    let key = format!("&key={}", secret().to_text());
    for rest in [format!("{key}{key}"), "&ice=local&ice=local".to_owned()] {
        assert_eq!(
            Invitation::read(None, &fragment(&rest)),
            Err(InvitationError::Repeated),
            "{rest}"
        );
    }
    let link = TTT_DEFAULT_RELAYS.replace("?game=", "?game=fox-dolphin&game=");
    assert_eq!(Invitation::from_link(&link), Err(InvitationError::Repeated));
}

#[test]
fn a_game_not_ours_is_refused() {
    for game in ["chess", "", "Fox-Dolphin", "tictactoe"] {
        assert_eq!(
            Invitation::read(Some(game), &fragment("")),
            Err(InvitationError::UnknownGame),
            "{game}"
        );
    }
}

fn url_host() -> impl Strategy<Value = String> {
    "[a-z][a-z0-9.-]{0,30}(:[0-9]{1,5})?"
}

fn arb_ice() -> impl Strategy<Value = Ice> {
    let turn = (url_host(), prop::bool::ANY, "[ -~]{0,40}", "[ -~&=#]{0,40}").prop_map(
        |(host, secure, user, credential)| {
            let scheme = if secure { "turns:" } else { "turn:" };
            Turn::new(&format!("{scheme}{host}"), &user, &credential).unwrap()
        },
    );
    let stun = prop::collection::vec(url_host().prop_map(|h| format!("stun:{h}")), 1..=4);
    let relays = prop::collection::vec(
        prop_oneof![
            url_host().prop_map(|h| format!("wss://{h}")),
            (0u16..).prop_map(|p| format!("ws://127.0.0.1:{p}")),
        ],
        0..=MAX_RELAYS,
    );
    (
        prop::bool::ANY,
        prop::option::of(turn),
        prop::bool::ANY,
        prop::option::of(stun),
        prop::option::of(relays),
    )
        .prop_map(|(local, turn, relay_only, stun, relays)| Ice {
            local,
            turn,
            relay_only,
            stun,
            relays,
        })
}

fn arb_invitation() -> impl Strategy<Value = Invitation> {
    (
        prop::sample::select(GameKind::ALL.to_vec()),
        any::<u32>(),
        prop::option::of(any::<[u8; 16]>()),
        arb_ice(),
    )
        .prop_map(|(game, session, secret, ice)| Invitation {
            game,
            code: offer(session),
            secret: secret.map(LinkSecret::from_random),
            ice,
        })
}

proptest! {
    #[test]
    fn every_invitation_reads_back_from_its_link(invitation in arb_invitation()) {
        let link = invitation.to_link("https://games.example/a/online.html");
        prop_assert_eq!(Invitation::from_link(&link), Ok(invitation.clone()));
        let fragment = invitation.to_fragment();
        prop_assert!(fragment.len() <= MAX_FRAGMENT_CHARS);
        prop_assert_eq!(
            Invitation::read(Some(game_key(invitation.game)), &fragment),
            Ok(invitation)
        );
    }

}

#[test]
fn the_fragment_a_seeking_page_hands_over_reads_back_to_the_invitation() {
    use fox_and_xo::online::invitation::fragment_of;
    for game in GameKind::ALL {
        let invitation = Invitation {
            game,
            code: offer(7),
            secret: Some(secret()),
            ice: Ice::default().for_invitation(),
        };
        let link = invitation.to_link("https://example.org/online.html");
        let fragment = fragment_of(&link).expect("an invitation link has a fragment");
        assert_eq!(fragment, invitation.to_fragment());
        assert_eq!(
            Invitation::read(Some(game_key(game)), fragment),
            Ok(invitation)
        );
    }
    assert_eq!(fragment_of("https://example.org/online.html"), None);
}
