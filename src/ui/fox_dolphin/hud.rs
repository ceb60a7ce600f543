//! The small panels around the board: each side's count and cooldown, the
//! tide gauge, the game clock and the event feed.
//!
//! These are plain view functions, not components: each Yew component costs
//! several kilobytes of wasm (its lifecycle is compiled once per component
//! type), and the site has a 100 KB budget. Re-rendering these few dozen
//! nodes with the screen is cheap; the board, the expensive part, stays
//! memoised row by row. The screen re-renders only when something shown
//! changed (a move, a tide step, a whole second of a clock).
//!
//! Cooldown and tide bars are CSS animations whose duration is the timer's
//! length: restarting one is a new `key`, not a render per frame.

use yew::prelude::*;

use crate::rules::fox_dolphin::{floods_at, Species, CYCLE};
use crate::ui::fox_dolphin::session::FeedItem;
use crate::ui::fox_dolphin::setup::SeatKind;
use crate::ui::text;

#[derive(Clone, Copy)]
pub struct SideProps {
    pub species: Species,
    pub kind: SeatKind,
    pub count: usize,
    /// How many times the cooldown restarted (0: never, ready).
    pub round: u32,
    pub cooldown_ms: u64,
    /// The cooldown running now (the bar shows it emptying).
    pub cooling: bool,
}

pub fn side(props: &SideProps) -> Html {
    let class = match props.species {
        Species::Fox => "fd-side fox",
        Species::Dolphin => "fd-side dolphin",
    };
    let href = match props.species {
        Species::Fox => "#fd-fox",
        Species::Dolphin => "#fd-dolphin",
    };
    let fill = props.cooling.then(|| {
        html! {
            <span key={props.round} class="fill" style={format!("animation-duration: {}ms !important", props.cooldown_ms)} />
        }
    });
    html! {
        <section {class} aria-label={text::fd_species_plural(props.species)}>
            <svg class="fd-animal" aria-hidden="true"><use {href} /></svg>
            <div class="fd-side-text">
                <h2>{ text::fd_side_label(props.species, props.kind) }</h2>
                <p class="fd-count">{ text::fd_count(props.count) }</p>
            </div>
            <div class="fd-cooldown" title={text::FD_COOLDOWN_LABEL}>
                <span class="visually-hidden">{ text::FD_COOLDOWN_LABEL }</span>
                { for fill }
            </div>
        </section>
    }
}

#[derive(Clone, Copy)]
pub struct TideProps {
    pub floodstate: u8,
    pub next_floods: bool,
    /// Milliseconds to the next step, rounded up to whole seconds for the text.
    pub seconds_to_next: Option<u64>,
    /// Tide steps so far: a new step restarts the countdown bar.
    pub steps: u32,
    pub interval_ms: u64,
    pub running: bool,
}

pub fn tide_gauge(props: &TideProps) -> Html {
    let next = (props.floodstate + 1) % CYCLE;
    let steps = (0..CYCLE).map(|step| {
        let class = classes!(
            "fd-step",
            if floods_at(step) {
                "floods"
            } else {
                "surfaces"
            },
            (step == props.floodstate).then_some("now"),
            (step == next).then_some("next"),
        );
        html! {
            <li {class} title={text::fd_tide_step_name(step)}>
                <span aria-hidden="true">{ text::fd_tide_glyph(floods_at(step)) }</span>
            </li>
        }
    });
    let status = text::fd_tide_status(
        props.floodstate,
        props.next_floods,
        props.seconds_to_next.map(|s| s * 1_000),
    );
    let bar = props.running.then(|| {
        html! {
            <span key={props.steps} class="fill" style={format!("animation-duration: {}ms !important", props.interval_ms)} />
        }
    });
    html! {
        <section class="fd-tide" aria-label={text::FD_TIDE}>
            <h2>{ text::FD_TIDE }</h2>
            <ol class="fd-steps" aria-hidden="true">{ for steps }</ol>
            <p class="fd-tide-status">{ status }</p>
            <div class={classes!("fd-tide-bar", props.next_floods.then_some("floods"))} aria-hidden="true">{ for bar }</div>
        </section>
    }
}

pub fn game_clock(elapsed_s: u64, limit_s: Option<u64>) -> Html {
    html! {
        <p class="fd-clock">
            <span class="fd-label">{ text::FD_TIME }{ " " }</span>
            <span class="fd-time">{ text::fd_time_of_limit(elapsed_s * 1_000, limit_s.map(|s| s * 1_000)) }</span>
        </p>
    }
}

/// The last few events, read out by screen readers as they come.
pub fn feed<'a>(items: impl Iterator<Item = &'a FeedItem>) -> Html {
    html! {
        <section class="fd-feed" aria-label={text::FD_EVENTS}>
            <h2>{ text::FD_EVENTS }</h2>
            <ol aria-live="polite" aria-relevant="additions">
                { for items.map(|item| html! { <li key={item.id}>{ item.text.clone() }</li> }) }
            </ol>
        </section>
    }
}
