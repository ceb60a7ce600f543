//! The links between the online pages (`online::page_links`): each written
//! and read back, the invitation a seeking page is handed kept whole.
#![cfg(not(target_arch = "wasm32"))] // native only: `wasm-pack test` builds tests/ for the browser too

use fox_and_xo::online::code::{Code, Kind as CodeKind};
use fox_and_xo::online::envelope::LinkSecret;
use fox_and_xo::online::game::GameKind;
use fox_and_xo::online::ice::Ice;
use fox_and_xo::online::invitation::{game_key, Invitation};
use fox_and_xo::online::page_links::{
    answer_in, answer_link, game_page, host_link, host_link_from_seek, online_page, room_link,
    seek_link, setup_link_from_seek, setup_pairs,
};

const OFFER: &str = include_str!("online_sdp/chromium-offer.sdp");
const ANSWER: &str = include_str!("online_sdp/chromium-answer-stun.sdp");
const BASE: &str = "https://example.org/games/online.html";

fn crlf(sdp: &str) -> String {
    sdp.lines().map(|l| format!("{l}\r\n")).collect()
}

#[test]
fn an_answer_link_reads_back_to_its_code() {
    let code = Code::from_sdp(&crlf(ANSWER), CodeKind::Answer, 7)
        .unwrap()
        .to_text();
    for game in GameKind::ALL {
        let link = answer_link(BASE, game, &code);
        let (before, fragment) = link.split_once('#').unwrap();
        assert_eq!(before, format!("{BASE}?game={}", game_key(game)));
        let read = answer_in(&link[before.len()..]).unwrap();
        assert_eq!(read, code);
        assert_eq!(Code::from_text(read, CodeKind::Answer).unwrap().session, 7);
        assert!(fragment.starts_with("answer="));
    }
    assert_eq!(answer_in("#join=AbC"), None);
}

#[test]
fn a_room_link_reads_back_to_the_invitation_it_hands_over() {
    let offer = Code::from_sdp(&crlf(OFFER), CodeKind::Offer, 9).unwrap();
    for game in GameKind::ALL {
        let invitation = Invitation {
            game,
            code: offer.clone(),
            secret: Some(LinkSecret::from_random([3; 16])),
            ice: Ice::default().for_invitation(),
        };
        let fragment = invitation.to_fragment();
        let link = room_link(BASE, game, &[("lang", "pt")], &fragment);
        assert!(link.contains("&lang=pt#join="), "{link}");
        assert_eq!(Invitation::from_link(&link), Ok(invitation.clone()));
        let bare = room_link(BASE, game, &[], &fragment);
        assert_eq!(Invitation::from_link(&bare), Ok(invitation));
    }
}

#[test]
fn a_host_link_reads_back_to_its_setup() {
    let setup = "?game=tic-tac-toe&size=4&opponent=friend";
    let link = host_link(GameKind::TicTacToe, setup);
    let query = link.strip_prefix("online-tictactoe.html").unwrap();
    assert!(query.ends_with("&online=host"));
    assert_eq!(
        setup_pairs(query).collect::<Vec<_>>(),
        ["game=tic-tac-toe", "size=4", "opponent=friend"]
    );
}

#[test]
fn a_seek_link_reads_back_to_its_setup_and_keeps_only_the_relays() {
    let setup = "?game=fox-dolphin&size=12";
    let link = seek_link(GameKind::FoxDolphin, setup, "#nostr=abc&stun=def");
    assert_eq!(
        link,
        "online.html?game=fox-dolphin&size=12&online=seek#nostr=abc"
    );
    let (query, fragment) = link
        .strip_prefix(online_page(GameKind::FoxDolphin))
        .and_then(|l| l.split_once('#'))
        .unwrap();
    assert_eq!(
        setup_pairs(query).collect::<Vec<_>>(),
        ["game=fox-dolphin", "size=12"]
    );
    // The ways out of seeking: the host's page on the same relays, and
    // back to the game's setup.
    let fragment = format!("#{fragment}");
    assert_eq!(
        host_link_from_seek(GameKind::FoxDolphin, query, &fragment),
        host_link(GameKind::FoxDolphin, setup) + &fragment
    );
    assert_eq!(
        setup_link_from_seek(GameKind::FoxDolphin, query),
        format!("{}{setup}", game_page(GameKind::FoxDolphin))
    );
}
