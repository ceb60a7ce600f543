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
//! length: restarting one is a new `key`, not a render per frame. Each bar
//! is drawn from the game at the shown tick alone (the key is when the
//! timer ends, a negative delay starts it part-way), so the replay viewer
//! shows it right after any jump, and at any speed (`rate`).

use yew::prelude::*;

use crate::rules::fox_dolphin::{floods_at, Game, Species, CYCLE};
use crate::ui::fox_dolphin::chronicle::FeedItem;
use crate::ui::fox_dolphin::setup::SeatKind;
use crate::ui::text;

/// The style of a bar that empties over `length_ms` of game time, of which
/// `left_ms` remain, at `rate` times real time.
fn emptying(length_ms: u64, left_ms: u64, rate: u64) -> String {
    let rate = rate.max(1);
    let done = length_ms.saturating_sub(left_ms);
    format!(
        "animation-duration: {}ms !important; animation-delay: -{}ms !important",
        length_ms / rate,
        done / rate
    )
}

#[derive(Clone, Copy)]
pub struct SideProps {
    pub species: Species,
    /// Who plays the side, as shown: the seat's name unless the screen
    /// says otherwise (online: "You", "A player online").
    pub who: &'static str,
    pub count: usize,
    pub cooldown_ms: u64,
    /// What is left of the cooldown (0: ready).
    pub remaining_ms: u64,
    /// When the cooldown ends, on the game's clock: the bar's key.
    pub ready_at: u64,
    /// Game time per real time (the replay's speed; 1 when playing).
    pub rate: u64,
}

impl SideProps {
    pub fn of(game: &Game, species: Species, kind: SeatKind, rate: u64) -> SideProps {
        let remaining_ms = game.cooldown_remaining(species);
        SideProps {
            species,
            who: text::fd_seat_name(kind),
            count: game.count(species),
            cooldown_ms: game.settings().cooldown_ms,
            remaining_ms,
            ready_at: game.now() + remaining_ms,
            rate,
        }
    }
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
    let fill = (props.remaining_ms > 0).then(|| {
        let style = emptying(props.cooldown_ms, props.remaining_ms, props.rate);
        html! { <span key={props.ready_at} class="fill" {style} /> }
    });
    html! {
        <section {class} aria-label={text::fd_species_plural(props.species)}>
            <svg class="fd-animal" aria-hidden="true"><use {href} /></svg>
            <div class="fd-side-text">
                <h2>{ text::fd_side_label(props.species, props.who) }</h2>
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
    /// Milliseconds to the next step (`None` once the game is over).
    pub ms_to_next: Option<u64>,
    /// Tide steps so far: a new step restarts the countdown bar.
    pub steps: u32,
    pub interval_ms: u64,
    /// Game time per real time.
    pub rate: u64,
}

impl TideProps {
    pub fn of(game: &Game, steps: u32, rate: u64) -> TideProps {
        TideProps {
            floodstate: game.floodstate(),
            next_floods: game.next_tide_floods(),
            ms_to_next: game.ms_to_next_tide(),
            steps,
            interval_ms: game.settings().tide_interval_ms,
            rate,
        }
    }
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
    let status = text::fd_tide_status(props.floodstate, props.next_floods, props.ms_to_next);
    let bar = props.ms_to_next.map(|left| {
        let style = emptying(props.interval_ms, left, props.rate);
        html! { <span key={props.steps} class="fill" {style} /> }
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

/// Game time since the start, in ms.
pub fn elapsed_ms(game: &Game) -> u64 {
    game.now() - game.started_at().unwrap_or(0)
}

pub fn game_clock(game: &Game) -> Html {
    html! {
        <p class="fd-clock">
            <span class="fd-label">{ text::FD_TIME }{ " " }</span>
            <span class="fd-time">{ text::fd_time_of_limit(elapsed_ms(game), game.settings().time_limit_ms) }</span>
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
