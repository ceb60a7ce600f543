//! The setup screen's form, in a player's words: who plays each side (the
//! computer's levels named for who they are for, and "Match my level"),
//! the speed, the board and the time limit, then Start; the island's
//! number and the exact times fold away under Advanced; beside Start, the
//! game of the day's link. Every change is
//! reported at once (the screen writes it into the link); `Start` begins
//! the game. Below it, a saved replay can be opened.

use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::online::game::GameKind;
use crate::rules::fox_dolphin::ai::Level;
use crate::rules::fox_dolphin::{
    Pace, Species, MAX_BOARD_SIZE, MAX_COOLDOWN_MS, MAX_FIRST_TIDE_MS, MAX_TIDE_INTERVAL_MS,
    MIN_BOARD_SIZE, MIN_COOLDOWN_MS, MIN_FIRST_TIDE_MS, MIN_TIDE_INTERVAL_MS,
};
use crate::rules::Seat;
use crate::ui::fox_dolphin::setup::fair::FairFights;
use crate::ui::fox_dolphin::setup::model::{
    ms_of_seconds, seconds_of_ms, FdReason, Setup, Speed, DAILY_LINK,
};
use crate::ui::fox_dolphin::setup::notice::FdNotice;
use crate::ui::fox_dolphin::setup::record::{counted, Record};
use crate::ui::fox_dolphin::words::FdWords;

/// Time limits offered, in seconds (the link may hold any other allowed one).
const LIMITS_S: [u64; 6] = [60, 120, 300, 600, 900, 1_800];

pub struct SetupFormProps {
    pub setup: Setup,
    /// Your games against each level on this device.
    pub record: Record,
    /// "Match my level", per seat.
    pub fair: FairFights,
    /// The seat whose followed level you have just chosen ([`Form::chose`](crate::ui::fox_dolphin::setup::stage::Form::chose)).
    pub fair_chosen: Option<Species>,
    pub onchange: Callback<Setup>,
    /// "Match my level" turned on or off for the seat you play.
    pub onfair: Callback<bool>,
    /// A typed value no setting allows (the setting keeps its value).
    pub onrefuse: Callback<FdNotice>,
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

/// Who may play a seat, as the setup offers it: you, a friend at this
/// device, then the computer at every level of the ladder, weakest first.
fn seat_choices() -> impl Iterator<Item = Seat<Level>> {
    [Seat::You, Seat::HotSeat]
        .into_iter()
        .chain(Level::LADDER.iter().map(|&level| Seat::Computer(level)))
}

pub fn setup_form(props: &SetupFormProps, t: &FdWords) -> Html {
    let setup = props.setup;
    // Each field reports its raw value; `apply` turns it into a new setup,
    // or says why no setting allows it: then the setting keeps its value,
    // the field shows it again and a notice says why.
    let on = |apply: fn(Setup, &str) -> Result<Setup, FdReason>, kept: String| {
        let (onchange, onrefuse) = (props.onchange.clone(), props.onrefuse.clone());
        Callback::from(move |event: Event| {
            let Some(value) = value_of(&event) else {
                return;
            };
            match apply(setup, value.trim()) {
                Ok(next) => onchange.emit(next),
                Err(reason) => {
                    if let Some(input) = event
                        .target()
                        .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
                    {
                        input.set_value(&kept);
                    }
                    onrefuse.emit(FdNotice::Field { value, reason });
                }
            }
        })
    };
    let seat_select = |species: Species| {
        let chosen = setup.seat(species);
        let options = seat_choices().map(|kind| {
            html! { <option value={kind.key()} selected={kind == chosen}>{ kind.worded(t) }</option> }
        });
        let onchange = match species {
            Species::Fox => on(
                |s, v| {
                    Ok(Setup {
                        fox: Seat::from_key(v).ok_or(FdReason::Seat)?,
                        ..s
                    })
                },
                String::new(),
            ),
            Species::Dolphin => on(
                |s, v| {
                    Ok(Setup {
                        dolphin: Seat::from_key(v).ok_or(FdReason::Seat)?,
                        ..s
                    })
                },
                String::new(),
            ),
        };
        let name = match species {
            Species::Fox => "fox",
            Species::Dolphin => "dolphin",
        };
        // A computer seat says who its level is for and, when you play
        // the other seat, how you have fared against it, and offers to
        // follow your results.
        let level = chosen.level();
        let yours = counted(&setup)
            .map(|(yours, _)| yours)
            .filter(|&yours| yours == species.other());
        let about = level.map(|level| {
            let record = yours.map(|yours| {
                let tally = props.record.tally(level, yours);
                t.fd_record(yours, tally.wins, tally.losses, tally.draws)
            });
            html! {
                <p class="fd-help fd-level" id={format!("fd-{name}-level")}>
                    { t.fd_level_for(level) }{ " " }{ record.unwrap_or_default() }
                </p>
            }
        });
        let fair = yours.zip(level).map(|(yours, level)| {
            let step = props.fair.step(yours);
            let onchange = props.onfair.reform(|event: Event| {
                event
                    .target()
                    .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
                    .is_some_and(|input| input.checked())
            });
            html! {
                <div class="fd-fair">
                    <label>
                        <input type="checkbox" name="fair" checked={step.is_some()} {onchange} aria-describedby="fd-fair-help" />
                        <span>{ t.fd_fair() }</span>
                    </label>
                    <p class="fd-help" id="fd-fair-help">
                        { match step { Some(step) => t.fd_fair_now(level, yours, step, props.fair_chosen == Some(yours)), None => t.fd_fair_off().to_owned() } }
                    </p>
                </div>
            }
        });
        // A computer's seat is described by its level's line and the
        // ladder's (above the seats).
        let described = level.map(|_| format!("fd-{name}-level fd-ladder"));
        html! {
            <>
                <label>
                    <span>{ t.fd_species_plural(species) }</span>
                    <select {name} {onchange} aria-describedby={described}>{ for options }</select>
                </label>
                { for about }
                { for fair }
            </>
        }
    };
    let speeds = Speed::ALL.into_iter().map(|speed| {
        html! {
            <option value={speed.key()} selected={setup.speed() == Some(speed)}>{ speed.worded(t) }</option>
        }
    });
    let mut limits: Vec<u64> = LIMITS_S.to_vec();
    let limit_s = setup.time_limit_ms.map(|ms| ms / 1_000);
    if let Some(s) = limit_s.filter(|s| !limits.contains(s)) {
        limits.insert(limits.partition_point(|&l| l < s), s);
    }
    let limit_options = limits.into_iter().map(|s| {
        html! { <option value={s.to_string()} selected={limit_s == Some(s)}>{ t.fd_minutes(s) }</option> }
    });
    // Start is the form's submission (its button, or Enter in a field),
    // kept in the page: the game replaces the form at once.
    let onsubmit = props.onstart.reform(|e: SubmitEvent| e.prevent_default());
    let onnewseed = props.onnewseed.reform(|_: MouseEvent| ());
    let (wait_s, tide_s, first_s) = (
        seconds_of_ms(setup.cooldown_ms),
        seconds_of_ms(setup.tide_interval_ms),
        seconds_of_ms(setup.first_tide_ms),
    );
    // Play online: the other side goes to a guest, or (the second link)
    // a computer side stays the computer's (`Setup::for_online`).
    let online = |keep_computer: bool| {
        let query = setup.for_online(keep_computer).to_query();
        crate::online::page_links::host_link(GameKind::FoxDolphin, &query)
    };
    // Play someone now: a guest seat, the page's relays if it was given some.
    let seek = crate::online::page_links::seek_link(
        GameKind::FoxDolphin,
        &setup.for_online(false).to_query(),
        &crate::ui::browser::fragment(),
    );
    html! {
        <form class="fd-setup" {onsubmit}>
            <fieldset>
                <legend>{ t.fd_setup() }</legend>
                // The ladder, once, whoever plays: its levels' order and
                // landmarks (the same words on every setup).
                <p class="fd-help fd-ladder" id="fd-ladder">{ t.fd_ladder_guide() }</p>
                { seat_select(Species::Fox) }
                { seat_select(Species::Dolphin) }
                <label>
                    <span>{ t.fd_speed() }</span>
                    <select name="speed" onchange={on(|s, v| {
                        match Speed::from_key(v) {
                            Some(speed) => {
                                let (cooldown_ms, tide_interval_ms) = speed.timers();
                                Ok(Setup { cooldown_ms, tide_interval_ms, ..s })
                            }
                            // "Custom": the exact times under Advanced set the timers.
                            None => Ok(s),
                        }
                    }, String::new())}>
                        { for speeds }
                        <option value="custom" selected={setup.speed().is_none()}>{ t.fd_custom() }</option>
                    </select>
                </label>
                <label>
                    <span>{ t.fd_size() }</span>
                    <input
                        type="number" name="size" inputmode="numeric" aria-describedby="fd-pace"
                        min={MIN_BOARD_SIZE.to_string()} max={MAX_BOARD_SIZE.to_string()}
                        value={setup.size.to_string()}
                        onchange={on(|s, v| {
                            let size = v.parse().ok().filter(|n| (MIN_BOARD_SIZE..=MAX_BOARD_SIZE).contains(n));
                            Ok(Setup { size: size.ok_or(FdReason::Size)?, ..s })
                        }, setup.size.to_string())}
                    />
                </label>
                <p class="fd-help fd-pace" id="fd-pace">{ t.fd_pace(Pace::of(setup.size)) }</p>
                <label>
                    <span>{ t.fd_limit() }</span>
                    <select name="limit" onchange={on(|s, v| {
                        let limit_s: Option<u64> = v.parse().ok();
                        Ok(Setup { time_limit_ms: limit_s.map(|s| s * 1_000), ..s })
                    }, String::new())}>
                        <option value="none" selected={setup.time_limit_ms.is_none()}>{ t.fd_no_limit() }</option>
                        { for limit_options }
                    </select>
                </label>
            </fieldset>
            <button type="submit" class="button primary fd-start">{ t.fd_start() }</button>
            <a class="button fd-daily-entry" href={DAILY_LINK}>{ t.fd_daily() }</a>
            <details class="fd-advanced">
                <summary>{ t.fd_advanced() }</summary>
                <label class="fd-seed-label">
                    <span>{ t.fd_seed() }</span>
                    <span class="fd-seed">
                        <input
                            type="text" name="seed" inputmode="numeric" autocomplete="off"
                            value={setup.seed.map(|s| s.to_string()).unwrap_or_default()}
                            onchange={on(|s, v| Ok(Setup { seed: Some(v.parse().map_err(|_| FdReason::Seed)?), ..s }), setup.seed.map(|s| s.to_string()).unwrap_or_default())}
                        />
                        <button type="button" class="button" onclick={onnewseed}>{ t.fd_new_seed() }</button>
                    </span>
                </label>
                <label>
                    <span>{ t.fd_cooldown() }</span>
                    <input
                        type="number" name="cooldown" inputmode="decimal" step="0.05"
                        min={seconds_of_ms(MIN_COOLDOWN_MS)} max={seconds_of_ms(MAX_COOLDOWN_MS)}
                        value={wait_s.clone()}
                        onchange={on(|s, v| {
                            let ms = ms_of_seconds(v).filter(|ms| (MIN_COOLDOWN_MS..=MAX_COOLDOWN_MS).contains(ms));
                            Ok(Setup { cooldown_ms: ms.ok_or(FdReason::WaitSeconds)?, ..s })
                        }, wait_s)}
                    />
                </label>
                <label>
                    <span>{ t.fd_tide_interval() }</span>
                    <input
                        type="number" name="tide" inputmode="decimal" step="0.5"
                        min={seconds_of_ms(MIN_TIDE_INTERVAL_MS)} max={seconds_of_ms(MAX_TIDE_INTERVAL_MS)}
                        value={tide_s.clone()}
                        onchange={on(|s, v| {
                            let ms = ms_of_seconds(v).filter(|ms| (MIN_TIDE_INTERVAL_MS..=MAX_TIDE_INTERVAL_MS).contains(ms));
                            Ok(Setup { tide_interval_ms: ms.ok_or(FdReason::TideSeconds)?, ..s })
                        }, tide_s)}
                    />
                </label>
                <label>
                    <span>{ t.fd_first_tide() }</span>
                    <input
                        type="number" name="firsttide" inputmode="decimal" step="0.5"
                        min={seconds_of_ms(MIN_FIRST_TIDE_MS)} max={seconds_of_ms(MAX_FIRST_TIDE_MS)}
                        value={first_s.clone()}
                        onchange={on(|s, v| {
                            let ms = ms_of_seconds(v).filter(|ms| (MIN_FIRST_TIDE_MS..=MAX_FIRST_TIDE_MS).contains(ms));
                            Ok(Setup { first_tide_ms: ms.ok_or(FdReason::FirstTideSeconds)?, ..s })
                        }, first_s)}
                    />
                </label>
            </details>
            <p class="fd-help">{ t.fd_setup_help() }</p>
            <a class="button online-entry" href={online(false)}>{ t.online_play() }</a>
            <a class="button online-seek-entry" href={seek}>{ t.online_seek_play() }</a>
            <p class="fd-help">{ t.online_entry_help() }</p>
            if setup.has_computer() {
                <p class="fd-help"><a class="online-keep-computer" href={online(true)}>{ t.online_keep_computer() }</a></p>
            }
        </form>
    }
}

/// "Open replay file": reports the file chosen (the screen checks its size
/// before reading it).
pub fn open_file(onfile: Callback<Option<web_sys::File>>, t: &FdWords) -> Html {
    let onchange = Callback::from(move |event: Event| {
        let file = event
            .target()
            .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
            .and_then(|input| input.files())
            .and_then(|files| files.get(0));
        onfile.emit(file);
    });
    html! {
        <section class="fd-open" aria-label={t.fd_open_file()}>
            <label>
                <span class="button">{ t.fd_open_file() }</span>
                <input class="visually-hidden" type="file" name="replay" accept=".fdlog,application/octet-stream" {onchange} />
            </label>
            <p class="fd-help">{ t.fd_open_help() }</p>
        </section>
    }
}
