//! The setup screen's form: board size, seats, speed, time limit and seed.
//! Every change is reported at once (the screen writes it into the link);
//! `Start` begins the game. Below it, a saved replay can be opened.

use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::rules::fox_dolphin::{
    Species, MAX_BOARD_SIZE, MAX_COOLDOWN_MS, MAX_TIDE_INTERVAL_MS, MIN_BOARD_SIZE,
    MIN_COOLDOWN_MS, MIN_TIDE_INTERVAL_MS,
};
use crate::ui::fox_dolphin::setup::{SeatKind, Setup, Speed};
use crate::ui::text;

/// Time limits offered, in seconds (the link may hold any other allowed one).
const LIMITS_S: [u64; 5] = [60, 120, 300, 600, 1_800];

pub struct SetupFormProps {
    pub setup: Setup,
    pub onchange: Callback<Setup>,
    pub onstart: Callback<()>,
    pub onnewseed: Callback<()>,
}

/// The value of the input or select an event came from.
fn value_of(event: &Event) -> Option<String> {
    let target = event.target()?;
    if let Some(select) = target.dyn_ref::<HtmlSelectElement>() {
        return Some(select.value());
    }
    target.dyn_ref::<HtmlInputElement>().map(|i| i.value())
}

pub fn setup_form(props: &SetupFormProps) -> Html {
    let setup = props.setup;
    // Each field reports its raw value; `apply` turns it into a new setup
    // (None: the value is not usable and the field keeps the old one).
    let on = |apply: fn(Setup, &str) -> Option<Setup>| {
        let onchange = props.onchange.clone();
        Callback::from(move |event: Event| {
            if let Some(next) = value_of(&event).and_then(|v| apply(setup, v.trim())) {
                onchange.emit(next);
            }
        })
    };
    let seat_select = |species: Species| {
        let chosen = setup.seat(species);
        let options = SeatKind::ALL.into_iter().map(|kind| {
            html! { <option value={kind.key()} selected={kind == chosen}>{ text::fd_seat_name(kind) }</option> }
        });
        let onchange = match species {
            Species::Fox => on(|s, v| {
                Some(Setup {
                    fox: SeatKind::from_key(v)?,
                    ..s
                })
            }),
            Species::Dolphin => on(|s, v| {
                Some(Setup {
                    dolphin: SeatKind::from_key(v)?,
                    ..s
                })
            }),
        };
        let name = match species {
            Species::Fox => "fox",
            Species::Dolphin => "dolphin",
        };
        html! {
            <label>
                <span>{ text::fd_species_plural(species) }</span>
                <select {name} {onchange}>{ for options }</select>
            </label>
        }
    };
    let speeds = Speed::ALL.into_iter().map(|speed| {
        html! {
            <option value={speed.key()} selected={setup.speed() == Some(speed)}>{ text::fd_speed_name(speed) }</option>
        }
    });
    let mut limits: Vec<u64> = LIMITS_S.to_vec();
    if let Some(s) = setup.limit_s.filter(|s| !limits.contains(s)) {
        limits.insert(limits.partition_point(|&l| l < s), s);
    }
    let limit_options = limits.into_iter().map(|s| {
        html! { <option value={s.to_string()} selected={setup.limit_s == Some(s)}>{ text::fd_minutes(s) }</option> }
    });
    let onstart = props.onstart.reform(|_: MouseEvent| ());
    let onnewseed = props.onnewseed.reform(|_: MouseEvent| ());
    html! {
        <form class="fd-setup" onsubmit={Callback::from(|e: SubmitEvent| e.prevent_default())}>
            <fieldset>
                <legend>{ text::FD_SETUP }</legend>
                <label>
                    <span>{ text::FD_SIZE }</span>
                    <input
                        type="number" name="size" inputmode="numeric"
                        min={MIN_BOARD_SIZE.to_string()} max={MAX_BOARD_SIZE.to_string()}
                        value={setup.size.to_string()}
                        onchange={on(|s, v| {
                            let n: usize = v.parse().ok()?;
                            Some(Setup { size: n.clamp(MIN_BOARD_SIZE, MAX_BOARD_SIZE), ..s })
                        })}
                    />
                </label>
                { seat_select(Species::Fox) }
                { seat_select(Species::Dolphin) }
                <label>
                    <span>{ text::FD_SPEED }</span>
                    <select name="speed" onchange={on(|s, v| {
                        let (cooldown_ms, tide_ms) = Speed::from_key(v)?.timers();
                        Some(Setup { cooldown_ms, tide_ms, ..s })
                    })}>
                        { for speeds }
                        <option value="custom" selected={setup.speed().is_none()}>{ text::FD_CUSTOM }</option>
                    </select>
                </label>
                <label>
                    <span>{ text::FD_COOLDOWN }</span>
                    <input
                        type="number" name="cooldown" inputmode="numeric" step="50"
                        min={MIN_COOLDOWN_MS.to_string()} max={MAX_COOLDOWN_MS.to_string()}
                        value={setup.cooldown_ms.to_string()}
                        onchange={on(|s, v| {
                            let ms: u64 = v.parse().ok()?;
                            Some(Setup { cooldown_ms: ms.clamp(MIN_COOLDOWN_MS, MAX_COOLDOWN_MS), ..s })
                        })}
                    />
                </label>
                <label>
                    <span>{ text::FD_TIDE_INTERVAL }</span>
                    <input
                        type="number" name="tide" inputmode="numeric" step="500"
                        min={MIN_TIDE_INTERVAL_MS.to_string()} max={MAX_TIDE_INTERVAL_MS.to_string()}
                        value={setup.tide_ms.to_string()}
                        onchange={on(|s, v| {
                            let ms: u64 = v.parse().ok()?;
                            Some(Setup { tide_ms: ms.clamp(MIN_TIDE_INTERVAL_MS, MAX_TIDE_INTERVAL_MS), ..s })
                        })}
                    />
                </label>
                <label>
                    <span>{ text::FD_LIMIT }</span>
                    <select name="limit" onchange={on(|s, v| Some(Setup { limit_s: v.parse().ok(), ..s }))}>
                        <option value="none" selected={setup.limit_s.is_none()}>{ text::FD_NO_LIMIT }</option>
                        { for limit_options }
                    </select>
                </label>
                <label class="fd-seed-label">
                    <span>{ text::FD_SEED }</span>
                    <span class="fd-seed">
                        <input
                            type="text" name="seed" inputmode="numeric" autocomplete="off"
                            value={setup.seed.map(|s| s.to_string()).unwrap_or_default()}
                            onchange={on(|s, v| Some(Setup { seed: Some(v.parse().ok()?), ..s }))}
                        />
                        <button type="button" class="button" onclick={onnewseed}>{ text::FD_NEW_SEED }</button>
                    </span>
                </label>
            </fieldset>
            <p class="fd-help">{ text::FD_SETUP_HELP }</p>
            <button type="submit" class="button primary fd-start" onclick={onstart}>{ text::FD_START }</button>
            <a class="button online-entry" href={crate::ui::online::host_link(&setup.to_query())}>{ text::ONLINE_PLAY }</a>
            <p class="fd-help">{ text::ONLINE_ENTRY_HELP }</p>
        </form>
    }
}

/// "Open replay file": reports the file chosen (the screen checks its size
/// before reading it).
pub fn open_file(onfile: Callback<Option<web_sys::File>>) -> Html {
    let onchange = Callback::from(move |event: Event| {
        let file = event
            .target()
            .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
            .and_then(|input| input.files())
            .and_then(|files| files.get(0));
        onfile.emit(file);
    });
    html! {
        <section class="fd-open" aria-label={text::FD_OPEN_FILE}>
            <label>
                <span class="button">{ text::FD_OPEN_FILE }</span>
                <input class="visually-hidden" type="file" name="replay" accept=".fdlog,application/octet-stream" {onchange} />
            </label>
            <p class="fd-help">{ text::FD_OPEN_HELP }</p>
        </section>
    }
}
