//! The invitation link as a QR code, drawn as one SVG path (one square per
//! dark module), so a phone's camera can open it.

use qrcodegen::{QrCode, QrCodeEcc};

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
