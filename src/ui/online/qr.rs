//! The invitation link as a QR code, drawn as one SVG path (one square per
//! dark module), so a phone's camera can open it.

use qrcodegen::{QrCode, QrCodeEcc};
use yew::prelude::*;

/// A QR code ready to draw: its side in modules (quiet zone included) and
/// the path of its dark modules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Qr {
    pub side: i32,
    pub path: String,
}

/// Modules of white around the code, as the standard asks.
const QUIET: i32 = 4;

/// `None` if the text is too long for any QR code (no link of ours is).
pub fn qr(text: &str) -> Option<Qr> {
    let code = QrCode::encode_text(text, QrCodeEcc::Low).ok()?;
    let size = code.size();
    let mut path = String::new();
    for y in 0..size {
        for x in 0..size {
            if code.get_module(x, y) {
                path.push_str(&format!("M{} {}h1v1h-1z", x + QUIET, y + QUIET));
            }
        }
    }
    Some(Qr {
        side: size + 2 * QUIET,
        path,
    })
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_invitation_link_fits_a_small_code() {
        let link = format!(
            "https://example.org/games/?game=fox-dolphin#join={}",
            "A".repeat(150)
        );
        let code = qr(&link).unwrap();
        // Version 9 at low correction: 53 modules, plus the quiet zone.
        assert!(code.side <= 53 + 8, "{} modules", code.side);
        assert!(code.path.starts_with("M4 4h1v1h-1z"), "the finder's corner");
    }
}
