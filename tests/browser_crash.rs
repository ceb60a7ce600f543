//! A panic shows "Something went wrong. Reload the page." (in the page's
//! language) instead of a frozen page: the hook every page installs (`ui::crash::install`), driven
//! by a deliberate panic in the browser.
//!
//! Its own test binary: the panic leaves the wasm instance's panic state
//! behind (the release build aborts after the hook), so nothing else may run
//! after it in the same instance.
#![cfg(target_arch = "wasm32")]

use fox_and_xo::ui::crash::{self, CRASH_ELEMENT_ID};
use fox_and_xo::ui::i18n::Lang;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn a_panic_shows_the_reload_message_in_the_page() {
    let document = gloo::utils::document();
    let element = document.create_element("div").expect("a div");
    element.set_id(CRASH_ELEMENT_ID);
    element.set_attribute("hidden", "").expect("hidden");
    document
        .body()
        .expect("a body")
        .append_child(&element)
        .expect("appended");

    gloo::utils::document()
        .document_element()
        .expect("<html>")
        .set_attribute("lang", "pt")
        .expect("lang");
    crash::install();
    // The panic happens in a callback from JavaScript, as a panic in an
    // event handler would; the trap that follows it returns to this test as
    // a JavaScript error.
    let deliberate = Closure::<dyn Fn()>::new(|| panic!("a deliberate panic, for the test"));
    let function: &js_sys::Function = deliberate.as_ref().unchecked_ref();
    assert!(function.call0(&wasm_bindgen::JsValue::NULL).is_err());

    let shown = document
        .get_element_by_id(CRASH_ELEMENT_ID)
        .expect("the element");
    // In the language the page speaks (`<html lang>`): here Portuguese.
    assert_eq!(
        shown.text_content().as_deref(),
        Some(Lang::Pt.text().crash_message())
    );
    assert!(!shown.has_attribute("hidden"), "the message is visible");
    assert_eq!(shown.get_attribute("role").as_deref(), Some("alert"));
}
