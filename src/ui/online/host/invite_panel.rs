//! The invitation side of the host's page, the same for every game (kept
//! out of the generic page, so it is compiled once): the link with Copy
//! and its QR code, the field for a guest's answer and Connect, and how to
//! connect (`ice_panel.rs`).

use yew::prelude::*;

use crate::online::connection::OnlineProblem;
use crate::online::host::room::Invite;
use crate::online::ice::{Ice, IceError};
use crate::online::relay_policy::{Health, JoinNotice};
use crate::ui::browser::write_to_clipboard;
use crate::ui::online::host::qr::qr;
use crate::ui::online::transport::ice_panel::ice_panel;
use crate::ui::online::transport::rtc::Channel;
use crate::ui::online::words::OnlineWords;

/// The invitation side of the host's page, the same for every game (kept
/// out of the generic page, so it is compiled once).
pub struct InvitePanel<'a> {
    pub invite: Option<&'a Invite<Channel>>,
    pub message: Option<&'a OnlineProblem>,
    pub t: &'static OnlineWords,
    pub answer_ref: NodeRef,
    pub onconnect: Callback<MouseEvent>,
    pub ice: Ice,
    pub ice_error: Option<IceError>,
    /// The room's relays of the default list (what `ice` means by none of
    /// the host's own).
    pub room_relays: Vec<String>,
    /// How the relays do: what to say of the answers, and each relay.
    pub relays: (JoinNotice, Vec<(String, Health)>),
    /// A player's seat is still open (else the link makes a watcher).
    pub seat_open: bool,
}

pub fn invite_panel(panel: InvitePanel) -> Html {
    let InvitePanel {
        invite,
        message,
        t,
        answer_ref,
        onconnect,
        ice,
        ice_error,
        room_relays,
        relays: (notice, relays),
        seat_open,
    } = panel;
    let copy = {
        let link = invite.map(|i| i.link.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(link) = &link {
                write_to_clipboard(link, Callback::noop());
            }
        })
    };
    let link = invite.map(|i| AttrValue::from(i.link.clone()));
    let invitation = html! {
        <>
            <label class="online-field">{ t.online_link_label() }
                <input class="online-link" readonly=true placeholder={t.online_making_invite()}
                    value={invite.map(|i| i.link.clone()).unwrap_or_default()}
                    data-session={invite.map(|i| i.session.to_string())} />
            </label>
            <button class="button online-copy" onclick={copy} disabled={invite.is_none()}>{ t.online_copy() }</button>
            <InviteQr {link} label={t.online_qr_label()} />
        </>
    };
    html! {
        <>
                    <section class="online-invite">
                        <h2>{ if seat_open { t.online_invite() } else { t.online_invite_watcher() } }</h2>
                        <p class="online-how">{ t.online_invite_how() }</p>
                        { invitation }
                        <label class="online-field">{ t.online_answer_label() }
                            <textarea class="online-answer" ref={answer_ref} rows="3" spellcheck="false" />
                        </label>
                        <button class="button primary online-connect" onclick={onconnect}>{ t.online_connect() }</button>
                        <p class="online-how online-answer-how" role="status">{ t.online_answer_notice(notice) }</p>
                        { for message.map(|m| html! { <p class="online-error" role="alert">{ t.online_problem(m) }</p> }) }
                    </section>
                    { ice_panel(&ice, &room_relays, ice_error, &relays, t) }
        </>
    }
}

#[derive(Properties, PartialEq)]
pub struct InviteQrProps {
    /// The link to draw; `None` while it is prepared: an empty square
    /// holds the code's place, so nothing below it moves when it comes.
    pub link: Option<AttrValue>,
    pub label: AttrValue,
}

/// The invitation's QR code. A component of its own, so it is encoded and
/// drawn again only when its props change (it keeps no state): the host's
/// page draws itself again on every move and tide step, and encoding a
/// link takes a few milliseconds (more on a phone).
#[function_component(InviteQr)]
pub fn invite_qr(props: &InviteQrProps) -> Html {
    match props.link.as_deref().map(qr) {
        Some(Some(q)) => html! {
            <svg class="online-qr" viewBox={format!("0 0 {0} {0}", q.side)} role="img"
                aria-label={props.label.clone()}>
                <rect width="100%" height="100%" fill="#fff" />
                <path d={q.path} fill="#000" />
            </svg>
        },
        Some(None) => Html::default(),
        None => html! { <svg class="online-qr" viewBox="0 0 1 1" /> },
    }
}
