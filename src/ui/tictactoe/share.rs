//! "Share this game": the link that replays a finished game, in a
//! read-only field, with a Copy button.
//!
//! Copying uses the Clipboard API (`navigator.clipboard.writeText`). A
//! browser may refuse it (no permission, an insecure page, an old
//! browser): the link is then selected in its field, ready to copy by hand.
//!
//! A plain function rather than a component: the game screen holds its one
//! piece of state, which keeps the download smaller (each Yew component
//! compiles its own lifecycle).

use gloo::utils::window;
use js_sys::{Function, Reflect};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::ui::text;

/// What became of the last Copy, for the game (`round`) it was asked in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Copied {
    pub round: u32,
    pub done: bool,
}

/// The section: `query` is the game's link (with its `?`); `copied` holds
/// the last Copy's fate, shown only while `round` is the same game.
pub fn share_section(
    query: &str,
    round: u32,
    copied: &UseStateHandle<Option<Copied>>,
    field: &NodeRef,
) -> Html {
    let url = page_url(query);
    let on_copy = {
        let (copied, field, url) = (copied.clone(), field.clone(), url.clone());
        Callback::from(move |_: MouseEvent| {
            let (copied, field) = (copied.clone(), field.clone());
            write_to_clipboard(
                &url,
                Callback::from(move |done: bool| {
                    if !done {
                        select(&field);
                    }
                    copied.set(Some(Copied { round, done }));
                }),
            );
        })
    };
    let on_focus = {
        let field = field.clone();
        Callback::from(move |_: FocusEvent| select(&field))
    };
    let said = match **copied {
        Some(Copied { round: r, done }) if r == round => {
            if done {
                text::TTT_COPIED
            } else {
                text::TTT_COPY_REFUSED
            }
        }
        _ => "",
    };

    html! {
        <section class="ttt-share" aria-labelledby="ttt-share-title">
            <h2 id="ttt-share-title">{ text::TTT_SHARE }</h2>
            <p class="share-help">{ text::TTT_SHARE_HELP }</p>
            <div class="share-row">
                <input
                    ref={field.clone()}
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

fn select(field: &NodeRef) {
    if let Some(input) = field.cast::<HtmlInputElement>() {
        input.select();
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
pub(crate) fn write_to_clipboard(text: &str, done: Callback<bool>) {
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
fn settle(done: &Callback<bool>, copied: bool) -> JsValue {
    let done = done.clone();
    Closure::once_into_js(move |_: JsValue| done.emit(copied))
}
