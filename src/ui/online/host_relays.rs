//! The host's page and the Nostr relays: the room's secret kept for the
//! tab, and the replies to what a guest sends through the relays (take
//! and acknowledge an answer, offer an invitation), as `online::signal`
//! decides them.

use crate::online::envelope::LinkSecret;
use crate::online::signal::{HostAction, PublicKey, Signal};
use crate::ui::browser;
use crate::ui::frame_loop::now_whole_ms as now;
use crate::ui::online::host_page::{invite, take_answer, Plumbing};
use crate::ui::online::nostr_client::RelayNews;

/// Where a host tab keeps its room's secret (per page address), so a
/// reload keeps the links already given out working.
const SECRET_KEY: &str = "fox-xo-host-secret:";

/// This tab's room secret: the one kept for this page's address, or a new
/// one (kept).
pub(super) fn room_secret() -> LinkSecret {
    let key = format!("{SECRET_KEY}{}", browser::query_string());
    let kept = browser::session_load(&key).and_then(|t| LinkSecret::from_text(&t));
    kept.unwrap_or_else(|| {
        let secret = LinkSecret::from_random(browser::random_bytes());
        browser::session_save(&key, &secret.to_text());
        secret
    })
}

/// Publishes `signal` through the relays, if any.
fn publish(p: &Plumbing, signal: &Signal) {
    if let Some(client) = p.relays.borrow().as_ref() {
        client.publish(signal);
    }
}

/// Offers the invitation shown to the guest with key `to` (and to no one
/// else), then makes the next one.
pub(super) fn offer_to(p: &Plumbing, to: PublicKey) {
    let code = p
        .hosting
        .try_borrow_mut()
        .ok()
        .and_then(|mut h| h.offer_shown());
    if let Some(code) = code {
        publish(p, &Signal::Offer { to, code });
        invite(p);
    }
}

/// A message opened from the relays: an answer is taken as a pasted one
/// (and acknowledged), a stale answer or a knock gets an invitation.
pub(super) fn on_relay_news(p: &Plumbing, news: RelayNews) {
    let RelayNews::Message {
        kind,
        payload,
        sender,
    } = news
    else {
        return;
    };
    let Some(signal) = Signal::read(kind, &payload) else {
        return;
    };
    let Ok((open, shown)) = p
        .hosting
        .try_borrow()
        .map(|h| (h.open_sessions(), h.shown()))
    else {
        return;
    };
    let action = p
        .signal
        .borrow_mut()
        .on_signal(sender, signal, &open, shown, now());
    match action {
        HostAction::Take { answer, session } => {
            if take_answer(p, &answer) {
                publish(p, &Signal::Ack(session));
            }
        }
        HostAction::Offer { to } => offer_to(p, to),
        HostAction::Nothing => {}
    }
    p.redraw.emit(());
}
