//! The WebRTC glue: one peer connection with one data channel, opened from
//! a signalling code, its events turned into [`ChannelEvent`]s for the
//! pure host and guest. Nothing here decides anything about the game.
//!
//! The channel is negotiated (id 0 on both sides), so the SDP needs no
//! extra round trip, and binary. Candidates are gathered before a code is
//! made (no trickle: a person carries the code), with a bounded wait:
//! gathering stops at "complete" or after [`GATHER_MS`], whichever comes
//! first (an unreachable STUN server would otherwise hold it for 40 s).
//! Which servers are asked is the host's choice ([`Ice`]).

use std::cell::Cell;
use std::future::Future;
use std::rc::Rc;

use js_sys::{Array, Promise, Uint8Array};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelInit, RtcDataChannelState,
    RtcDataChannelType, RtcIceGatheringState, RtcIceServer, RtcPeerConnection,
    RtcPeerConnectionState, RtcSdpType, RtcSessionDescriptionInit,
};
use yew::Callback;

pub use crate::online::connection::ChannelEvent;
use crate::online::connection::Connection;
use crate::online::ice::Ice;
use crate::ui::frame_loop::now;

/// The longest wait for candidates, in ms.
pub const GATHER_MS: u32 = 1_500;

/// A peer connection and its data channel. Dropping it closes both.
pub struct Channel {
    pc: RtcPeerConnection,
    dc: RtcDataChannel,
    _handlers: Vec<Closure<dyn FnMut(JsValue)>>,
}

impl Drop for Channel {
    fn drop(&mut self) {
        self.dc.set_onopen(None);
        self.dc.set_onmessage(None);
        self.dc.set_onclose(None);
        self.pc.set_onconnectionstatechange(None);
        self.dc.close();
        self.pc.close();
    }
}

/// A WebRTC failure, as the browser worded it.
pub fn describe(error: &JsValue) -> String {
    error
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| error.as_string())
        .unwrap_or_default()
}

/// Sets `key` on a JS object (fields whose web-sys setters would need
/// more of its features).
fn set(object: &JsValue, key: &str, value: &str) -> Result<(), JsValue> {
    js_sys::Reflect::set(object, &JsValue::from_str(key), &JsValue::from_str(value)).map(drop)
}

fn connection(ice: &Ice) -> Result<RtcPeerConnection, JsValue> {
    let config = RtcConfiguration::new();
    let servers = Array::new();
    for url in ice.stun_servers() {
        let server = RtcIceServer::new();
        server.set_urls_str(url);
        servers.push(&server);
    }
    if let Some(turn) = ice.turn_server() {
        let server = RtcIceServer::new();
        server.set_urls_str(&turn.url);
        set(&server, "username", &turn.user)?;
        set(&server, "credential", &turn.credential)?;
        servers.push(&server);
    }
    config.set_ice_servers(&servers);
    if ice.relay_only {
        set(&config, "iceTransportPolicy", "relay")?;
    }
    RtcPeerConnection::new_with_configuration(&config)
}

fn sleep(ms: u32) -> JsFuture {
    JsFuture::from(Promise::new(&mut |resolve, _| {
        if let Some(window) = web_sys::window() {
            let _ =
                window.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms as i32);
        }
    }))
}

/// Sets the local description and waits for candidates (bounded); returns
/// the SDP with them.
async fn local_sdp(pc: &RtcPeerConnection, kind: RtcSdpType) -> Result<String, JsValue> {
    let made = JsFuture::from(match kind {
        RtcSdpType::Offer => pc.create_offer(),
        _ => pc.create_answer(),
    })
    .await?;
    let sdp = js_sys::Reflect::get(&made, &JsValue::from_str("sdp"))?
        .as_string()
        .unwrap_or_default();
    let init = RtcSessionDescriptionInit::new(kind);
    init.set_sdp(&sdp);
    JsFuture::from(pc.set_local_description(&init)).await?;
    // By the clock, not by counting sleeps: on a busy page a 25 ms timer
    // fires late, and counting them stretched the wait well past its cap.
    let deadline = now() + u64::from(GATHER_MS);
    while pc.ice_gathering_state() != RtcIceGatheringState::Complete && now() < deadline {
        sleep(25).await?;
    }
    Ok(pc.local_description().map(|d| d.sdp()).unwrap_or_default())
}

async fn set_remote(pc: &RtcPeerConnection, kind: RtcSdpType, sdp: &str) -> Result<(), JsValue> {
    let init = RtcSessionDescriptionInit::new(kind);
    init.set_sdp(sdp);
    JsFuture::from(pc.set_remote_description(&init)).await?;
    Ok(())
}

impl Channel {
    fn new(ice: &Ice, events: Callback<ChannelEvent>) -> Result<Channel, JsValue> {
        let pc = connection(ice)?;
        let init = RtcDataChannelInit::new();
        init.set_negotiated(true);
        init.set_id(0);
        let dc = pc.create_data_channel_with_data_channel_dict("game", &init);
        dc.set_binary_type(RtcDataChannelType::Arraybuffer);
        let closed = Rc::new(Cell::new(false));
        let close = {
            let (events, closed) = (events.clone(), closed.clone());
            move || {
                if !closed.replace(true) {
                    events.emit(ChannelEvent::Closed);
                }
            }
        };
        let on_open = {
            let events = events.clone();
            Closure::<dyn FnMut(JsValue)>::new(move |_| events.emit(ChannelEvent::Open))
        };
        let on_message = {
            let events = events.clone();
            Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
                let data = e.unchecked_into::<MessageEvent>().data();
                // Only binary messages are ours; text is dropped unread.
                if let Some(buffer) = data.dyn_ref::<js_sys::ArrayBuffer>() {
                    events.emit(ChannelEvent::Message(Uint8Array::new(buffer).to_vec()));
                }
            })
        };
        let on_close = {
            let close = close.clone();
            Closure::<dyn FnMut(JsValue)>::new(move |_| close())
        };
        let on_state = {
            let pc = pc.clone();
            Closure::<dyn FnMut(JsValue)>::new(move |_| {
                if matches!(
                    pc.connection_state(),
                    RtcPeerConnectionState::Failed | RtcPeerConnectionState::Closed
                ) {
                    close();
                }
            })
        };
        dc.set_onopen(Some(on_open.as_ref().unchecked_ref()));
        dc.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        dc.set_onclose(Some(on_close.as_ref().unchecked_ref()));
        pc.set_onconnectionstatechange(Some(on_state.as_ref().unchecked_ref()));
        Ok(Channel {
            pc,
            dc,
            _handlers: vec![on_open, on_message, on_close, on_state],
        })
    }

    /// The host's side: a new connection and its offer SDP.
    pub async fn offer(
        ice: &Ice,
        events: Callback<ChannelEvent>,
    ) -> Result<(Channel, String), JsValue> {
        let channel = Channel::new(ice, events)?;
        let sdp = local_sdp(&channel.pc, RtcSdpType::Offer).await?;
        Ok((channel, sdp))
    }

    /// The guest's side: a connection for the host's offer, and its answer SDP.
    pub async fn answer(
        offer_sdp: &str,
        ice: &Ice,
        events: Callback<ChannelEvent>,
    ) -> Result<(Channel, String), JsValue> {
        let channel = Channel::new(ice, events)?;
        set_remote(&channel.pc, RtcSdpType::Offer, offer_sdp).await?;
        let sdp = local_sdp(&channel.pc, RtcSdpType::Answer).await?;
        Ok((channel, sdp))
    }

    /// The host's side again: the guest's answer completes the connection.
    /// (The future holds its own handle on the connection, so no borrow
    /// of the page's state lives across the wait.)
    pub fn accept(&self, answer_sdp: &str) -> impl Future<Output = Result<(), JsValue>> + 'static {
        let (pc, sdp) = (self.pc.clone(), answer_sdp.to_owned());
        async move { set_remote(&pc, RtcSdpType::Answer, &sdp).await }
    }
}

impl Connection for Channel {
    /// Sends a message if the channel is open (a closed one is reported
    /// by its event; nothing to do here).
    fn send(&self, bytes: &[u8]) {
        if self.dc.ready_state() == RtcDataChannelState::Open {
            let _ = self.dc.send_with_u8_array(bytes);
        }
    }
}
