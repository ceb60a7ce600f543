//! The host's connection settings: a small disclosure panel with Same
//! network only and an optional TURN server. Applying them starts the page
//! again with them in its own fragment (never its query: the TURN password
//! must not reach the web server), from where invitations carry them.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::online::ice::{Ice, IceError, Turn};
use crate::ui::lang::use_words;
use crate::ui::online::words::OnlineWords;
use crate::ui::online::OnlineProblem;

#[derive(Properties, PartialEq)]
pub struct IcePanelProps {
    /// The settings in use.
    pub ice: Ice,
    /// Why the page's own fragment was refused (the defaults are in use).
    #[prop_or_default]
    pub error: Option<IceError>,
}

fn input_value(input: &NodeRef) -> String {
    input
        .cast::<HtmlInputElement>()
        .map(|i| i.value())
        .unwrap_or_default()
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

#[function_component(IcePanel)]
pub fn ice_panel(props: &IcePanelProps) -> Html {
    let t = use_words::<OnlineWords>();
    let problem = use_state(|| props.error);
    let (local, url, user, credential) = (
        use_node_ref(),
        use_node_ref(),
        use_node_ref(),
        use_node_ref(),
    );
    let onsubmit = {
        let (problem, ice) = (problem.clone(), props.ice.clone());
        let (local, url, user, credential) =
            (local.clone(), url.clone(), user.clone(), credential.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let url = input_value(&url);
            let turn = if url.trim().is_empty() {
                None
            } else {
                match Turn::new(&url, &input_value(&user), &input_value(&credential)) {
                    Ok(turn) => Some(turn),
                    Err(e) => return problem.set(Some(e)),
                }
            };
            let local = local
                .cast::<HtmlInputElement>()
                .is_some_and(|i| i.checked());
            // The test-only settings stay as they were.
            restart_with(&Ice {
                local,
                turn,
                ..ice.clone()
            });
        })
    };
    let turn = props.ice.turn.clone().unwrap_or_default();
    let open = props.ice.local || props.ice.turn.is_some() || problem.is_some();
    let message = (*problem).map(|e| {
        html! { <p class="online-error" role="alert">{ OnlineProblem::Ice(e).worded(t) }</p> }
    });
    html! {
        <details class="online-ice" {open}>
            <summary>{ t.online_ice_title() }</summary>
            <form {onsubmit}>
                <p class="online-how">{ t.online_ice_how() }</p>
                <label class="online-check">
                    <input type="checkbox" class="online-ice-local" ref={local} checked={props.ice.local} />
                    { t.online_ice_local() }
                </label>
                <p class="online-how">{ t.online_ice_local_how() }</p>
                <label class="online-field">{ t.online_turn_url() }
                    <input class="online-turn-url" ref={url} inputmode="url" spellcheck="false"
                        autocomplete="off" placeholder="turn:turn.example.org:3478" value={turn.url} />
                </label>
                <label class="online-field">{ t.online_turn_user() }
                    <input class="online-turn-user" ref={user} spellcheck="false" autocomplete="off"
                        value={turn.user} />
                </label>
                <label class="online-field">{ t.online_turn_credential() }
                    <input class="online-turn-credential" ref={credential} type="password"
                        autocomplete="off" value={turn.credential} />
                </label>
                <p class="online-how">{ t.online_turn_how() }</p>
                <button class="button online-ice-apply" type="submit">{ t.online_ice_apply() }</button>
                { for message }
            </form>
        </details>
    }
}
