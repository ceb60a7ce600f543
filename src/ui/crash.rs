//! A panic must not leave a frozen page: the hook installed by every page
//! logs it (as `console_error_panic_hook` does) and then shows a message
//! in the page's static `#crash` element, outside the part Yew renders, so
//! that it shows whatever state the app was left in. The release build
//! aborts right after the hook returns, so the message is all the page can
//! still do.

use std::panic::{self, PanicHookInfo};

use gloo::utils::document;

use crate::ui::i18n::Lang;

/// The id of the static element in every page's HTML that shows the message.
pub const CRASH_ELEMENT_ID: &str = "crash";

/// Installs the hook: log the panic, then show the catalogue's
/// `crash_message`.
pub fn install() {
    panic::set_hook(Box::new(|info: &PanicHookInfo<'_>| {
        console_error_panic_hook::hook(info);
        show_crash_message();
    }));
}

/// Writes the catalogue's `crash_message`, in the language the page speaks
/// (`<html lang>`, which the language provider keeps; the page's static
/// element carries the English words, hidden), into `#crash` and makes it
/// visible; a page without that element gets one at the top of its body.
/// Every step may fail quietly: this runs inside a panic.
pub fn show_crash_message() {
    let document = document();
    let lang = document
        .document_element()
        .and_then(|root| root.get_attribute("lang"))
        .and_then(|tag| Lang::from_tag(&tag))
        .unwrap_or(Lang::En);
    let element = match document.get_element_by_id(CRASH_ELEMENT_ID) {
        Some(element) => element,
        None => {
            let Ok(element) = document.create_element("div") else {
                return;
            };
            element.set_id(CRASH_ELEMENT_ID);
            if let Some(body) = document.body() {
                let _ = body.prepend_with_node_1(&element);
            }
            element
        }
    };
    let _ = element.set_attribute("role", "alert");
    let _ = element.set_attribute("class", "crash");
    element.set_text_content(Some(lang.text().crash_message()));
    let _ = element.remove_attribute("hidden");
}
