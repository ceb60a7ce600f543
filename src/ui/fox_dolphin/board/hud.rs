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
//! length, not a render per frame. Each bar is drawn from the game at the
//! shown tick alone (a timer is known by when it ends, a negative delay
//! starts its animation part-way), so the replay viewer shows it right
//! after any jump, and at any speed (`rate`).
//!
//! Each bar is one element for the whole game, and its style is written
//! only when its timer restarts or strays from the animation (a jump, a
//! pause, another speed): while the game's clock keeps pace with the
//! page's, the running animation already shows the timer. Each new style
//! swaps the animation's name between two identical keyframes, which
//! starts a new animation in place. (Before, each restart was a new
//! element, by `key`, and every render wrote all three styles again: the
//! browser removed, inserted and restyled bars on every move, see
//! `git show 1c08347:docs/performance.md`; and a new delay on a running animation counts from
//! when that animation started, so a bar re-timed that way ran ahead.)

use std::cell::RefCell;

use yew::prelude::*;

use crate::rules::fox_dolphin::ai::Level;
use crate::rules::fox_dolphin::{floods_at, Game, Species, CYCLE};
use crate::rules::Seat;
use crate::ui::fox_dolphin::board::chronicle::{tide_bar_ms, Chronicle};
use crate::ui::fox_dolphin::words::FdWords;

/// The style of a bar that empties over `length_ms` of game time, of which
/// `done_ms` have passed, at `rate` times real time, with the keyframes
/// `second` or not (styles/fox_dolphin.css).
fn emptying(length_ms: u64, done_ms: u64, rate: u64, second: bool) -> String {
    let name = if second { "fd-empty-b" } else { "fd-empty" };
    format!(
        "animation-name: {name} !important; animation-duration: {}ms !important; animation-delay: -{}ms !important",
        length_ms / rate,
        done_ms / rate
    )
}

/// The bars whose styles [`bar_style`] keeps.
#[derive(Clone, Copy)]
enum Bar {
    Fox,
    Dolphin,
    Tide,
}

/// A bar's style as written, and where its animation stood then.
struct Written {
    /// When the timer ends, on the game's clock.
    key: u64,
    /// Which of the two keyframes the animation runs.
    second: bool,
    rate: u64,
    running: bool,
    /// The page's clock and the timer's elapsed game time when written.
    wall_ms: f64,
    done_ms: u64,
    style: AttrValue,
}

/// How far (in real time) the shown timer may stray from where the written
/// animation has got to before the style is written again: more than a
/// frame or two of the game loop, less than the eye notices.
const STRAY_MS: f64 = 60.0;

thread_local! {
    static WRITTEN: RefCell<[Option<Written>; 3]> = const { RefCell::new([None, None, None]) };
}

/// The style of `bar`, for the timer that ends at `key` (game time),
/// empties over `length_ms` and has `left_ms` to go (0: no timer runs, the
/// bar is empty), at `rate` times real time; `running` when the game's
/// clock runs (else the bars are paused, see the CSS). The same string as
/// last time while the animation it started still shows the timer.
fn bar_style(
    bar: Bar,
    key: u64,
    length_ms: u64,
    left_ms: u64,
    rate: u64,
    running: bool,
) -> AttrValue {
    let rate = rate.max(1);
    let done_ms = length_ms.saturating_sub(left_ms);
    let wall_ms = crate::ui::frame_loop::now().as_f64();
    WRITTEN.with(|written| {
        let slot = &mut written.borrow_mut()[bar as usize];
        let mut second = false;
        if let Some(w) = slot.as_ref() {
            let since = if running { wall_ms - w.wall_ms } else { 0.0 };
            let real = |ms: u64| ms as f64 / rate as f64;
            let reached = (real(w.done_ms) + since).min(real(length_ms));
            let keeps = if left_ms == 0 {
                // An empty bar: any animation that has run out shows it.
                w.rate == rate && reached >= real(length_ms) - STRAY_MS
            } else {
                // Running, the game's ticks and the page's frames may
                // differ a little; paused, any change shows.
                let near = if running {
                    (reached - real(done_ms)).abs() <= STRAY_MS
                } else {
                    w.done_ms == done_ms
                };
                w.key == key && w.rate == rate && w.running == running && near
            };
            if keeps {
                return w.style.clone();
            }
            // The other keyframes start a new animation, with the new
            // delay. (A new delay on the running animation would count from
            // when that one started: the bar would run ahead.)
            second = !w.second;
        }
        let style = AttrValue::from(emptying(length_ms, done_ms, rate, second));
        *slot = Some(Written {
            key,
            second,
            rate,
            running,
            wall_ms,
            done_ms,
            style: style.clone(),
        });
        style
    })
}

#[derive(Clone, Copy)]
pub struct SideProps {
    pub species: Species,
    pub kind: Seat<Level>,
    /// A name for the side instead of its seat's (online: "A player
    /// online"), already in the page's language.
    pub name: Option<&'static str>,
    pub count: usize,
    pub cooldown_ms: u64,
    /// What is left of the cooldown (0: ready).
    pub remaining_ms: u64,
    /// When the cooldown ends, on the game's clock (which timer the bar shows).
    pub ready_at: u64,
    /// Game time per real time (the replay's speed; 1 when playing).
    pub rate: u64,
    /// Game time runs now (else the bars stand still).
    pub running: bool,
}

impl SideProps {
    pub fn of(
        game: &Game,
        species: Species,
        kind: Seat<Level>,
        rate: u64,
        running: bool,
    ) -> SideProps {
        let remaining_ms = game.cooldown_remaining(species);
        SideProps {
            species,
            kind,
            name: None,
            count: game.count(species),
            cooldown_ms: game.settings().cooldown_ms,
            remaining_ms,
            ready_at: game.now() + remaining_ms,
            rate,
            running,
        }
    }
}

pub fn side(props: &SideProps, t: &FdWords) -> Html {
    let class = match props.species {
        Species::Fox => "fd-side fox",
        Species::Dolphin => "fd-side dolphin",
    };
    let href = match props.species {
        Species::Fox => "#fd-fox",
        Species::Dolphin => "#fd-dolphin",
    };
    let bar = match props.species {
        Species::Fox => Bar::Fox,
        Species::Dolphin => Bar::Dolphin,
    };
    let style = bar_style(
        bar,
        props.ready_at,
        props.cooldown_ms,
        props.remaining_ms,
        props.rate,
        props.running,
    );
    html! {
        <section {class} aria-label={t.fd_species_plural(props.species)}>
            <svg class="fd-animal" aria-hidden="true"><use {href} /></svg>
            <div class="fd-side-text">
                <h2>{ t.fd_side_label(props.species, props.name.unwrap_or_else(|| props.kind.worded(t))) }</h2>
                <p class="fd-count">{ t.fd_count(props.count) }</p>
            </div>
            <div class="fd-cooldown" title={t.fd_cooldown_label()}>
                <span class="visually-hidden">{ t.fd_cooldown_label() }</span>
                <span class="fill" {style} />
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
    /// The game time from the last step (or the start) to the next: the
    /// bar's full length.
    pub interval_ms: u64,
    /// Game time per real time.
    pub rate: u64,
    /// Game time runs now.
    pub running: bool,
    /// The count before play ("3, 2, 1") runs: the game's clock waits.
    pub counting: bool,
}

impl TideProps {
    pub fn of(game: &Game, steps: u32, rate: u64, running: bool, counting: bool) -> TideProps {
        let settings = game.settings();
        TideProps {
            floodstate: game.floodstate(),
            next_floods: game.next_tide_floods(),
            ms_to_next: game.ms_to_next_tide(),
            steps,
            interval_ms: tide_bar_ms(settings, steps),
            rate,
            running,
            counting,
        }
    }

    /// The gauge's line. During the count the game's clock has not
    /// started, so the first step is counted from the end of the count.
    pub fn status(&self, t: &FdWords) -> String {
        t.fd_tide_gauge_line(
            self.floodstate,
            self.next_floods,
            self.ms_to_next,
            self.counting,
        )
    }
}

pub fn tide_gauge(props: &TideProps, t: &FdWords) -> Html {
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
            <li {class} title={t.fd_tide_step_name(step)}>
                <span aria-hidden="true">{ t.fd_tide_glyph(floods_at(step)) }</span>
            </li>
        }
    });
    let status = props.status(t);
    let bar = props.ms_to_next.map(|left| {
        let key = u64::from(props.steps);
        let style = bar_style(
            Bar::Tide,
            key,
            props.interval_ms,
            left,
            props.rate,
            props.running,
        );
        html! { <span class="fill" {style} /> }
    });
    html! {
        <section class="fd-tide" aria-label={t.fd_tide()}>
            <h2>{ t.fd_tide() }</h2>
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

pub fn game_clock(game: &Game, t: &FdWords) -> Html {
    html! {
        <p class="fd-clock">
            <span class="fd-label">{ t.fd_time() }{ " " }</span>
            <span class="fd-time">{ t.fd_time_of_limit(elapsed_ms(game), game.settings().time_limit_ms) }</span>
        </p>
    }
}

/// The latest tide step on a line of its own, replaced by each step (not
/// read out: it would be every second), then the last few captures and
/// the end, read out by screen readers as they come.
pub fn feed(chronicle: &Chronicle, t: &FdWords) -> Html {
    let tide = chronicle.tide().map(|item| item.line.worded(t));
    html! {
        <section class="fd-feed" aria-label={t.fd_events()}>
            <h2>{ t.fd_events() }</h2>
            <p class="fd-tide-line">{ tide.unwrap_or_default() }</p>
            <ol aria-live="polite" aria-relevant="additions">
                { for chronicle.feed().map(|item| html! { <li key={item.id}>{ item.line.worded(t) }</li> }) }
            </ol>
        </section>
    }
}
