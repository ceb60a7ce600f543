//! "Share this game": the link that replays a finished game, in a
//! read-only field, with a Copy button.
//!
//! Copying uses the Clipboard API (`navigator.clipboard.writeText`). A
//! browser may refuse it (no permission, an insecure page, an old
//! browser): the link is then selected in its field, ready to copy by hand.

use gloo::utils::window;
use js_sys::{Function, Reflect};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::ui::text;

#[derive(Properties, PartialEq)]
pub struct ShareGameProps {
    /// The query string of the game's link (with its `?`).
    pub query: String,
}

/// What became of the last Copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Copy {
    NotYet,
    Done,
    Refused,
}

#[function_component(ShareGame)]
pub fn share_game(props: &ShareGameProps) -> Html {
    let url = page_url(&props.query);
    let copy = use_state(|| Copy::NotYet);
    let field = use_node_ref();

    let select = {
        let field = field.clone();
        move || {
            if let Some(input) = field.cast::<HtmlInputElement>() {
                input.select();
            }
        }
    };
    let on_copy = {
        let copy = copy.clone();
        let url = url.clone();
        let select = select.clone();
        Callback::from(move |_: MouseEvent| {
            let copy = copy.clone();
            let select = select.clone();
            write_to_clipboard(
                &url,
                Callback::from(move |copied: bool| {
                    if !copied {
                        select();
                    }
                    copy.set(if copied { Copy::Done } else { Copy::Refused });
                }),
            );
        })
    };
    let on_focus = Callback::from(move |_: FocusEvent| select());
    let said = match *copy {
        Copy::NotYet => "",
        Copy::Done => text::TTT_COPIED,
        Copy::Refused => text::TTT_COPY_REFUSED,
    };

    html! {
        <section class="ttt-share" aria-labelledby="ttt-share-title">
            <h2 id="ttt-share-title">{ text::TTT_SHARE }</h2>
            <p class="share-help">{ text::TTT_SHARE_HELP }</p>
            <div class="share-row">
                <input
                    ref={field}
                    class="share-link"
                    type="text"
                    readonly=true
                    value={url}
                    aria-label={text::TTT_SHARE_LINK}
                    onfocus={on_focus}
                />
                <button class="button" onclick={on_copy}>{ text::TTT_COPY }</button>
            </div>
            <p class="share-status" aria-live="polite">{ said }</p>
        </section>
    }
}

/// The page's own address with `query` in place of its query string.
fn page_url(query: &str) -> String {
    let location = window().location();
    format!(
        "{}{}{query}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default()
    )
}

/// `navigator.clipboard.writeText(text)`, then `done(true)` once written or
/// `done(false)` if the browser has no clipboard or refuses.
///
/// Read through `Reflect` rather than typed web-sys bindings: the page needs
/// one call of the Clipboard API, and a browser without it must still work.
fn write_to_clipboard(text: &str, done: Callback<bool>) {
    let get = |target: &JsValue, key: &str| {
        Reflect::get(target, &JsValue::from_str(key))
            .ok()
            .filter(|value| !value.is_undefined() && !value.is_null())
    };
    let written = get(&window(), "navigator")
        .and_then(|navigator| get(&navigator, "clipboard"))
        .and_then(|clipboard| {
            let write = get(&clipboard, "writeText")?.dyn_into::<Function>().ok()?;
            write.call1(&clipboard, &JsValue::from_str(text)).ok()
        });
    let then = written.as_ref().and_then(|promise| {
        let then = get(promise, "then")?.dyn_into::<Function>().ok()?;
        Some((promise, then))
    });
    let Some((promise, then)) = then else {
        done.emit(false);
        return;
    };
    // Each closure frees itself when called; the one never called (only one
    // of the two ever is) stays behind, a few bytes per Copy.
    let on_written = {
        let done = done.clone();
        Closure::once_into_js(move |_: JsValue| done.emit(true))
    };
    let on_refused = {
        let done = done.clone();
        Closure::once_into_js(move |_: JsValue| done.emit(false))
    };
    if then.call2(promise, &on_written, &on_refused).is_err() {
        done.emit(false);
    }
}
