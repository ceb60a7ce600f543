//! Signalling codes in a real browser: `wasm-pack test --headless --chrome`.
//! Two peer connections in one page, as on two devices: each side's SDP
//! travels only as a code's text, the other side gets the SDP rebuilt from
//! it, and the data channel opens and carries the game's messages.
#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;
use std::rc::Rc;

use fox_and_xo::online::code::{Code, Invitations, Kind};
use fox_and_xo::online::wire;
use fox_and_xo::rules::fox_dolphin::Match;

type ToHost = wire::ToHost<Match>;
use gloo_timers::future::TimeoutFuture;
use js_sys::{Array, Reflect, Uint8Array};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use wasm_bindgen_test::*;
use web_sys::{
    MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelInit, RtcDataChannelState,
    RtcDataChannelType, RtcIceGatheringState, RtcPeerConnection, RtcSdpType,
    RtcSessionDescriptionInit,
};

wasm_bindgen_test_configure!(run_in_browser);

fn peer() -> (RtcPeerConnection, RtcDataChannel) {
    let config = RtcConfiguration::new();
    config.set_ice_servers(&Array::new());
    let pc = RtcPeerConnection::new_with_configuration(&config).expect("a peer connection");
    let init = RtcDataChannelInit::new();
    init.set_negotiated(true);
    init.set_id(0);
    let dc = pc.create_data_channel_with_data_channel_dict("game", &init);
    dc.set_binary_type(RtcDataChannelType::Arraybuffer);
    (pc, dc)
}

async fn local_sdp(pc: &RtcPeerConnection, kind: RtcSdpType) -> String {
    let made = JsFuture::from(match kind {
        RtcSdpType::Offer => pc.create_offer(),
        _ => pc.create_answer(),
    })
    .await
    .expect("a description");
    let sdp = Reflect::get(&made, &JsValue::from_str("sdp"))
        .unwrap()
        .as_string()
        .unwrap();
    let init = RtcSessionDescriptionInit::new(kind);
    init.set_sdp(&sdp);
    JsFuture::from(pc.set_local_description(&init))
        .await
        .expect("set local");
    for _ in 0..60 {
        if pc.ice_gathering_state() == RtcIceGatheringState::Complete {
            break;
        }
        TimeoutFuture::new(25).await;
    }
    pc.local_description().unwrap().sdp()
}

async fn set_remote(pc: &RtcPeerConnection, kind: RtcSdpType, sdp: &str) {
    let init = RtcSessionDescriptionInit::new(kind);
    init.set_sdp(sdp);
    JsFuture::from(pc.set_remote_description(&init))
        .await
        .expect("the rebuilt SDP is accepted");
}

#[wasm_bindgen_test]
async fn codes_alone_connect_two_browsers_and_carry_messages() {
    let (host, host_dc) = peer();
    let (guest, guest_dc) = peer();
    let received = Rc::new(RefCell::new(Vec::<Vec<u8>>::new()));
    let on_message = {
        let received = received.clone();
        Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
            let data = e.unchecked_into::<MessageEvent>().data();
            received.borrow_mut().push(Uint8Array::new(&data).to_vec());
        })
    };
    host_dc.set_onmessage(Some(on_message.as_ref().unchecked_ref()));

    // The host's offer, as the invitation's text.
    let offer = Code::from_sdp(&local_sdp(&host, RtcSdpType::Offer).await, Kind::Offer, 7)
        .expect("Chromium's offer has what a code needs");
    let mut invitations = Invitations::default();
    invitations.open(7);
    let offer_text = offer.to_text();
    assert!(offer_text.len() <= 200, "{} characters", offer_text.len());

    // The guest reads it and answers with a code of its own.
    let read = Code::from_text(&offer_text, Kind::Offer).unwrap();
    set_remote(&guest, RtcSdpType::Offer, &read.to_sdp()).await;
    let answer = Code::from_sdp(
        &local_sdp(&guest, RtcSdpType::Answer).await,
        Kind::Answer,
        read.session,
    )
    .expect("Chromium's answer has what a code needs");
    let answer_text = answer.to_text();
    assert!(answer_text.len() <= 200, "{} characters", answer_text.len());

    // The host takes the answer once.
    let taken = invitations
        .answer(&answer_text)
        .expect("answers the open invitation");
    assert!(
        invitations.answer(&answer_text).is_err(),
        "a reused answer is refused"
    );
    set_remote(&host, RtcSdpType::Answer, &taken.to_sdp()).await;

    for _ in 0..200 {
        if guest_dc.ready_state() == RtcDataChannelState::Open {
            break;
        }
        TimeoutFuture::new(25).await;
    }
    assert_eq!(guest_dc.ready_state(), RtcDataChannelState::Open);
    guest_dc
        .send_with_u8_array(&ToHost::Hello(7).encode())
        .expect("sent");
    for _ in 0..100 {
        if !received.borrow().is_empty() {
            break;
        }
        TimeoutFuture::new(10).await;
    }
    let got = received.borrow().clone();
    assert_eq!(got.len(), 1);
    assert_eq!(ToHost::decode(&got[0]), Ok(ToHost::Hello(7)));
    host.close();
    guest.close();
}

/// The pages' mailbox (`ui::mailbox`) in the browser: a listener the
/// browser calls synchronously (`dispatchEvent`) while a letter holds the
/// page's state borrowed is queued and run after that letter, never
/// dropped, however many times it re-enters.
#[wasm_bindgen_test]
fn an_event_the_browser_fires_inside_a_letter_is_queued_not_lost() {
    use fox_and_xo::ui::mailbox::post;
    use gloo::events::EventListener;

    let target = gloo::utils::document()
        .create_element("div")
        .expect("a div");
    let state: Rc<RefCell<Vec<&'static str>>> = Rc::default();
    let listener = {
        let state = state.clone();
        EventListener::new(&target, "ping", move |_| {
            let state = state.clone();
            post(move || state.borrow_mut().push("ping"));
        })
    };
    let (held, fire) = (state.clone(), target.clone());
    post(move || {
        let mut held = held.borrow_mut();
        held.push("before");
        for _ in 0..3 {
            // The browser runs the listener now, while the state is held.
            let ping = web_sys::Event::new("ping").expect("an event");
            fire.dispatch_event(&ping).expect("dispatched");
        }
        held.push("after");
    });
    assert_eq!(*state.borrow(), ["before", "after", "ping", "ping", "ping"]);
    drop(listener);
}
