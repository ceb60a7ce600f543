//! The host's connection settings, in plain words: a small disclosure
//! panel with *Works across the internet* or *Same Wi-Fi only*, and behind
//! *Advanced* the STUN servers, an optional TURN server and the Nostr
//! relays answers come back through, each with its state (connected,
//! refused and why, closed, silent). Applying them starts the page
//! again with them in its own fragment (never its query: the TURN password
//! must not reach the web server), from where invitations carry them.

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{HtmlInputElement, HtmlTextAreaElement};
use yew::prelude::*;

use crate::online::connection::OnlineProblem;
use crate::online::ice::{relay_list, Ice, IceError, Turn};
use crate::online::relay_policy::Health;
use crate::ui::online::words::OnlineWords;

/// The input named `name` in `form` (a form's named property).
fn input(form: &JsValue, name: &str) -> HtmlInputElement {
    js_sys::Reflect::get(form, &JsValue::from_str(name))
        .unwrap_or(JsValue::NULL)
        .unchecked_into()
}

/// The host's page, started again with `ice` in its fragment.
fn restart_with(ice: &Ice) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let fragment = ice.to_fragment();
    let _ = location.set_hash(fragment.trim_start_matches('&'));
    let _ = location.reload();
}

/// The panel for the settings in use, `ice` (`room`: the room's relays of
/// the default list, shown and kept as the default); `error` says why the
/// page's own fragment was refused (the defaults are then in use);
/// `states`, each relay in use and how it does. A TURN server typed wrong
/// is refused before the page starts again, with the browser's own bubble
/// on its field.
pub fn ice_panel(
    ice: &Ice,
    room: &[String],
    error: Option<IceError>,
    states: &[(String, Health)],
    t: &'static OnlineWords,
) -> Html {
    let onsubmit = {
        let ice = ice.clone();
        let room = room.to_vec();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let Some(form) = e.target() else {
                return;
            };
            let form = JsValue::from(form);
            let url = input(&form, "turn-url");
            let turn = if url.value().trim().is_empty() {
                None
            } else {
                let (user, credential) =
                    (input(&form, "turn-user"), input(&form, "turn-credential"));
                match Turn::new(&url.value(), &user.value(), &credential.value()) {
                    Ok(turn) => Some(turn),
                    Err(e) => {
                        url.set_custom_validity(&t.online_problem(&OnlineProblem::Ice(e)));
                        url.report_validity();
                        return;
                    }
                }
            };
            let area: HtmlTextAreaElement =
                js_sys::Reflect::get(&form, &JsValue::from_str("relays"))
                    .unwrap_or(JsValue::NULL)
                    .unchecked_into();
            let relays = match relay_list(&area.value()) {
                Ok(list) if list == room => None,
                Ok(list) => Some(list),
                Err(e) => {
                    area.set_custom_validity(&t.online_problem(&OnlineProblem::Ice(e)));
                    area.report_validity();
                    return;
                }
            };
            // The test-only settings stay as they were.
            // The radio pair's value (a RadioNodeList's).
            let reach = js_sys::Reflect::get(&form, &JsValue::from_str("reach"))
                .and_then(|list| js_sys::Reflect::get(&list, &JsValue::from_str("value")))
                .ok()
                .and_then(|v| v.as_string());
            restart_with(&Ice {
                local: reach.as_deref() == Some("local"),
                turn,
                relays,
                ..ice.clone()
            });
        })
    };
    // A changed address may be right: the browser asks again on submit.
    let oninput = Callback::from(|e: InputEvent| {
        if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
            input.set_custom_validity("");
        }
    });
    let onrelays = Callback::from(|e: InputEvent| {
        if let Some(area) = e.target_dyn_into::<HtmlTextAreaElement>() {
            area.set_custom_validity("");
        }
    });
    let relays = match &ice.relays {
        Some(list) => list.join("\n"),
        None => room.join("\n"),
    };
    let turn = ice.turn.clone().unwrap_or_default();
    let advanced = ice.turn.is_some() || ice.relays.is_some() || error.is_some();
    let open = ice.local || advanced;
    let message = error.map(|e| {
        html! { <p class="online-error" role="alert">{ t.online_problem(&OnlineProblem::Ice(e)) }</p> }
    });
    html! {
        <details class="online-ice" {open}>
            <summary>{ t.online_ice_title() }</summary>
            <form {onsubmit}>
                { for message }
                <label class="online-check">
                    <input type="radio" name="reach" value="internet" checked={!ice.local} />
                    { t.online_ice_internet() }
                </label>
                <p class="online-how">{ t.online_ice_internet_how() }</p>
                <label class="online-check">
                    <input type="radio" name="reach" value="local" checked={ice.local} />
                    { t.online_ice_local() }
                </label>
                <p class="online-how">{ t.online_ice_local_how() }</p>
                <details class="online-advanced" open={advanced}>
                <summary>{ t.online_ice_advanced() }</summary>
                <p class="online-how">{ t.online_ice_how() }</p>
                <label class="online-field">{ t.online_turn_url() }
                    <input name="turn-url" {oninput} spellcheck="false" value={turn.url} />
                </label>
                <label class="online-field">{ t.online_turn_user() }
                    <input name="turn-user" spellcheck="false" value={turn.user} />
                </label>
                <label class="online-field">{ t.online_turn_credential() }
                    <input name="turn-credential" type="password" value={turn.credential} />
                </label>
                <p class="online-how">{ t.online_turn_how() }</p>
                <label class="online-field">{ t.online_relays_label() }
                    <textarea class="online-relays" name="relays" rows="3" spellcheck="false"
                        oninput={onrelays} value={relays} />
                </label>
                { relay_states(states, t) }
                <p class="online-how">{ t.online_relays_how() }</p>
                </details>
                <button class="button">{ t.online_ice_apply() }</button>
            </form>
        </details>
    }
}

/// Each relay in use and how it does (why it failed), one line each: the
/// host's *How to connect* and the seeking page list them alike.
pub fn relay_states(states: &[(String, Health)], t: &OnlineWords) -> Html {
    let lines = states.iter().map(|(url, health)| {
        html! { <li>{ url }{ ": " }{ t.online_relay_health(health) }</li> }
    });
    html! { <ul class="online-relay-states">{ for lines }</ul> }
}
