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

use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::ui::browser::write_to_clipboard;
use crate::ui::tictactoe::words::TttWords;

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
    t: &TttWords,
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
                t.ttt_copied()
            } else {
                t.ttt_copy_refused()
            }
        }
        _ => "",
    };

    html! {
        <section class="ttt-share" aria-labelledby="ttt-share-title">
            <h2 id="ttt-share-title">{ t.ttt_share() }</h2>
            <p class="share-help">{ t.ttt_share_help() }</p>
            <div class="share-row">
                <input
                    ref={field.clone()}
                    class="share-link"
                    type="text"
                    readonly=true
                    value={url}
                    aria-label={t.ttt_share_link()}
                    onfocus={on_focus}
                />
                <button class="button" onclick={on_copy}>{ t.ttt_copy() }</button>
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
    format!("{}{query}", crate::ui::browser::page_base())
}
