//! The few things the UI asks of the browser, each failing soft.
//!
//! A private window may refuse storage, and a sandboxed frame may refuse
//! history: none of that may break the game, so every call here degrades to
//! "nothing stored" or "nothing changed" instead of panicking.

use gloo::storage::{LocalStorage, SessionStorage, Storage};
use gloo::utils::window;
use js_sys::{Function, Reflect};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

use crate::clock::WallMs;

/// The page's query string, with its leading `?` (or empty).
pub fn query_string() -> String {
    window().location().search().unwrap_or_default()
}

/// The page's address without its query or fragment (origin and path):
/// what the links a page makes start with.
pub fn page_base() -> String {
    let location = window().location();
    format!(
        "{}{}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default()
    )
}

/// The page's fragment, with its leading `#` (or empty).
pub fn fragment() -> String {
    window().location().hash().unwrap_or_default()
}

/// Replaces the address bar's query without reloading, so the link always
/// reproduces what is on screen. A `lang=` already in the address bar stays
/// (the language is the page's, not the screen's: see [`crate::ui::i18n`]).
pub fn replace_query(query: &str) {
    use crate::ui::i18n::LANG_KEY;
    use crate::ui::link::Query;
    let lang = Query::parse(&query_string())
        .get(LANG_KEY)
        .map(str::to_owned);
    let query = match lang {
        Some(lang) => Query::parse(query).with(LANG_KEY, &lang),
        None => query.to_owned(),
    };
    if let Ok(history) = window().history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&query));
    }
}

/// A stored string, or `None` if absent or storage is unavailable.
pub fn load(key: &str) -> Option<String> {
    LocalStorage::raw().get_item(key).ok().flatten()
}

/// Stores a string; a full or refused storage is not an error for a game.
pub fn save(key: &str, value: &str) {
    let _ = LocalStorage::raw().set_item(key, value);
}

/// A string stored for this tab only (sessionStorage: a reload keeps it,
/// another tab does not see it), or `None`.
pub fn session_load(key: &str) -> Option<String> {
    SessionStorage::raw().get_item(key).ok().flatten()
}

/// Stores a string for this tab only; a full or refused storage is not an
/// error for a game.
pub fn session_save(key: &str, value: &str) {
    let _ = SessionStorage::raw().set_item(key, value);
}

/// The wall clock (`Date.now()`) as a [`WallMs`]: for what is dated
/// outside the page (sealed messages, relay events and subscriptions,
/// seeks, today's date, a seed's last resort). It may jump; nothing is
/// timed on it (everything that waits runs on `frame_loop::now`). Read
/// here and nowhere else.
pub fn wall_ms() -> WallMs {
    WallMs(js_sys::Date::now() as u64)
}

/// Today's date in the player's time zone, as days since 1970-01-01: the
/// wall clock ([`wall_ms`], read once) shifted by the device's offset from
/// UTC at that moment (`Date.getTimezoneOffset`).
pub fn local_day() -> i64 {
    let ms = wall_ms().0 as f64;
    let offset_min = js_sys::Date::new(&JsValue::from_f64(ms)).get_timezone_offset();
    ((ms - offset_min * 60_000.0) / 86_400_000.0).floor() as i64
}

/// A fresh seed from the platform's entropy (getrandom), falling back to the
/// clock if the browser refuses it.
pub fn random_seed() -> u64 {
    let mut bytes = [0u8; 8];
    match getrandom::fill(&mut bytes) {
        Ok(()) => u64::from_le_bytes(bytes),
        Err(_) => wall_ms().0,
    }
}

/// `N` random bytes from the platform's entropy (getrandom), falling back
/// to [`random_seed`]'s bytes if the browser refuses it. (Apart from
/// `random_seed`, which the game pages use alone, to keep them small.)
pub fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    if getrandom::fill(&mut bytes).is_err() {
        for (i, b) in bytes.iter_mut().enumerate() {
            *b = (random_seed() >> (8 * (i % 8))) as u8;
        }
    }
    bytes
}

/// Moves keyboard focus to the element with `id`, if it exists.
pub fn focus(id: &str) {
    use wasm_bindgen::JsCast;
    if let Some(element) = gloo::utils::document()
        .get_element_by_id(id)
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = element.focus();
    }
}

/// Opens the `<dialog>` with `id` as a modal (the page behind it inert),
/// if it exists and is closed.
pub fn show_modal(id: &str) {
    use wasm_bindgen::JsCast;
    if let Some(dialog) = gloo::utils::document()
        .get_element_by_id(id)
        .and_then(|e| e.dyn_into::<web_sys::HtmlDialogElement>().ok())
    {
        if !dialog.open() {
            let _ = dialog.show_modal();
        }
    }
}

/// Runs `work` between two User Timing marks and records a measure named
/// `name`, so a timing harness can read `performance.getEntriesByName(name)`
/// from the real page. The marks are cleared; the measure stays.
pub fn measured<T>(name: &str, work: impl FnOnce() -> T) -> T {
    let performance = window().performance();
    let (start, end) = (format!("{name}:start"), format!("{name}:end"));
    if let Some(p) = &performance {
        let _ = p.mark(&start);
    }
    let result = work();
    if let Some(p) = &performance {
        let _ = p.mark(&end);
        let _ = p.measure_with_start_mark_and_end_mark(name, &start, &end);
        p.clear_marks_with_mark_name(&start);
        p.clear_marks_with_mark_name(&end);
    }
    result
}

/// `navigator.clipboard.writeText(text)`, then `done(true)` once written or
/// `done(false)` if the browser has no clipboard or refuses.
///
/// Read through `Reflect` rather than typed web-sys bindings: the page needs
/// one call of the Clipboard API, and a browser without it must still work.
pub fn write_to_clipboard(text: &str, done: yew::Callback<bool>) {
    let get = |target: &JsValue, key: &str| {
        Reflect::get(target, &JsValue::from_str(key))
            .ok()
            .filter(|value| !value.is_undefined() && !value.is_null())
    };
    let function = |target: &JsValue, key: &str| get(target, key)?.dyn_into::<Function>().ok();
    let written = get(&window(), "navigator")
        .and_then(|navigator| get(&navigator, "clipboard"))
        .and_then(|clipboard| {
            let write = function(&clipboard, "writeText")?;
            write.call1(&clipboard, &JsValue::from_str(text)).ok()
        });
    let settled = written.and_then(|promise| {
        let then = function(&promise, "then")?;
        let (written, refused) = (settle(&done, true), settle(&done, false));
        then.call2(&promise, &written, &refused).ok()
    });
    if settled.is_none() {
        done.emit(false);
    }
}

/// A one-shot JS callback that reports `copied`. It frees itself when
/// called; of a promise's two callbacks one is never called and stays
/// behind, a few bytes per Copy.
fn settle(done: &yew::Callback<bool>, copied: bool) -> JsValue {
    let done = done.clone();
    Closure::once_into_js(move |_: JsValue| done.emit(copied))
}

/// The text of a file beside the page (a relative `url`), or `None` if it
/// cannot be had (offline before the service worker kept it, an error
/// status) or is over `max_bytes`.
pub async fn fetch_text(url: &str, max_bytes: usize) -> Option<String> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let response = JsFuture::from(gloo::utils::window().fetch_with_str(url))
        .await
        .ok()?
        .dyn_into::<web_sys::Response>()
        .ok()?;
    if !response.ok() {
        return None;
    }
    let text = JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()?;
    (text.len() <= max_bytes).then_some(text)
}
