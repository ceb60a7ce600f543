//! The Fox & Dolphin screen: the setup form until `Start`, then the game
//! (board, gauges, controls) and, at the end, the result.
//!
//! The game loop is a gloo `Interval`: each tick feeds the page's clock to
//! [`Session::tick`] (which runs the tide, the time limit and the computer
//! seats) and asks for a re-render only when something on screen changed.
//! A hidden tab stops the game's clock (`visibilitychange`).

use std::cell::RefCell;
use std::rc::Rc;

use gloo::events::EventListener;
use gloo::timers::callback::Interval;
use yew::prelude::*;

use crate::rules::fox_dolphin::{Coord, Species};
use crate::ui::browser;
use crate::ui::fox_dolphin::board::{Board, GRID_ID};
use crate::ui::fox_dolphin::end::{end_panel, EndProps};
use crate::ui::fox_dolphin::hud::{feed, game_clock, side, tide_gauge, SideProps, TideProps};
use crate::ui::fox_dolphin::perf::{self, Measured};
use crate::ui::fox_dolphin::session::{Session, Update};
use crate::ui::fox_dolphin::setup::Setup;
use crate::ui::fox_dolphin::setup_form::{setup_form, SetupFormProps};
use crate::ui::link::Ignored;
use crate::ui::notices::{screen_header, Notices};
use crate::ui::text;

/// How often the game loop runs, in ms: fine enough for a 100 ms cooldown.
const TICK_MS: u32 = 50;

#[derive(Properties, PartialEq)]
pub struct FoxDolphinProps {
    pub setup: Setup,
    #[prop_or_default]
    pub ignored: Vec<Ignored>,
}

type Shared = Rc<RefCell<Option<Session>>>;

/// What the screen last showed of the clocks: re-render when it changes.
#[derive(Clone, Copy, Default, PartialEq)]
struct Shown {
    elapsed_s: u64,
    tide_s: Option<u64>,
    refusal: bool,
}

fn shown(session: &Session) -> Shown {
    Shown {
        elapsed_s: session.elapsed_ms() / 1_000,
        tide_s: session
            .game()
            .ms_to_next_tide()
            .map(|ms| ms.div_ceil(1_000)),
        refusal: session.refusal().is_some(),
    }
}

fn document_hidden() -> bool {
    gloo::utils::document().hidden()
}

/// Measures the coming render if `update` moved an animal or the tide.
fn measure(update: Update) {
    if update.tide {
        perf::render_asked(Measured::Tide);
    } else if update.moved {
        perf::render_asked(Measured::Move);
    }
}

#[function_component(FoxDolphin)]
pub fn fox_dolphin(props: &FoxDolphinProps) -> Html {
    let setup = {
        let initial = props.setup;
        use_state(move || Setup {
            seed: Some(initial.seed.unwrap_or_else(browser::random_seed)),
            ..initial
        })
    };
    let session: Shared = use_mut_ref(|| None);
    // Counts games started: a new one restarts the game loop.
    let round = use_state(|| 0u32);
    let zoomed = use_state(|| false);
    let last_shown = use_mut_ref(Shown::default);
    let force = use_force_update();

    // The link always reproduces the setup on screen (seed included).
    use_effect_with(*setup, |setup| browser::replace_query(&setup.to_query()));

    // Every render closes a pending measure (fd-render-move / -tide).
    use_effect(perf::rendered);

    // The game loop.
    {
        let session = session.clone();
        let force = force.clone();
        let last_shown = last_shown.clone();
        use_effect_with(*round, move |_| {
            let running = session.borrow().is_some();
            if running {
                // Keyboard players start on the board.
                browser::focus(GRID_ID);
            }
            let interval = running.then(|| {
                Interval::new(TICK_MS, move || {
                    let ticked = perf::tick(|| {
                        let mut session = session.borrow_mut();
                        let s = session.as_mut()?;
                        Some((s.tick(perf::now()), shown(s)))
                    });
                    let Some((update, now_shown)) = ticked else {
                        return;
                    };
                    let changed = now_shown != *last_shown.borrow();
                    if update != Update::default() || changed {
                        *last_shown.borrow_mut() = now_shown;
                        if update == Update::default() {
                            perf::render_asked(Measured::Clock);
                        }
                        measure(update);
                        force.force_update();
                    }
                })
            });
            move || drop(interval)
        });
    }

    // A hidden tab stops the game's clock; coming back resumes it.
    {
        let session = session.clone();
        let force = force.clone();
        use_effect_with((), move |_| {
            let listener =
                EventListener::new(&gloo::utils::document(), "visibilitychange", move |_| {
                    if let Some(s) = session.borrow_mut().as_mut() {
                        s.set_hidden(document_hidden());
                    }
                    force.force_update();
                });
            move || drop(listener)
        });
    }

    let start_with = {
        let session = session.clone();
        let round = round.clone();
        move |setup: Setup| {
            let mut next = Session::new(setup, browser::random_seed()).ok();
            if let Some(s) = next.as_mut() {
                s.set_hidden(document_hidden());
            }
            *session.borrow_mut() = next;
            round.set(*round + 1);
        }
    };
    let new_seed = {
        let setup = setup.clone();
        move || {
            let next = Setup {
                seed: Some(browser::random_seed()),
                ..*setup
            };
            setup.set(next);
            next
        }
    };

    let header = screen_header(text::FD_NAME);
    let notices = html! { <Notices ignored={props.ignored.clone()} /> };

    // The board's two handlers never change: made once, so the board's props
    // compare equal and it re-renders only when its tiles do.
    let onclick = {
        let session = session.clone();
        let force = force.clone();
        use_memo((), move |_| {
            Callback::from(move |at: Coord| {
                if let Some(s) = session.borrow_mut().as_mut() {
                    measure(s.click(at, perf::now()));
                }
                force.force_update();
            })
        })
    };
    let onkey = {
        let session = session.clone();
        let force = force.clone();
        use_memo((), move |_| {
            Callback::from(move |event: KeyboardEvent| {
                let mut borrowed = session.borrow_mut();
                let Some(s) = borrowed.as_mut() else { return };
                let update = match event.key().as_str() {
                    "ArrowUp" => s.move_cursor(-1, 0),
                    "ArrowDown" => s.move_cursor(1, 0),
                    "ArrowLeft" => s.move_cursor(0, -1),
                    "ArrowRight" => s.move_cursor(0, 1),
                    "Enter" | " " => s.activate(perf::now()),
                    _ => return,
                };
                event.prevent_default();
                measure(update);
                drop(borrowed);
                force.force_update();
            })
        })
    };

    let borrowed = session.borrow();
    let Some(s) = borrowed.as_ref() else {
        let onchange = {
            let setup = setup.clone();
            Callback::from(move |next: Setup| setup.set(next))
        };
        let onstart = {
            let setup = *setup;
            let start_with = start_with.clone();
            Callback::from(move |()| start_with(setup))
        };
        let onnewseed = {
            let new_seed = new_seed.clone();
            Callback::from(move |()| {
                new_seed();
            })
        };
        return html! {
            <main class="fd-screen setup">
                { header }
                { notices }
                <div class="fd-setup-wrap">
                    { setup_form(&SetupFormProps { setup: *setup, onchange, onstart, onnewseed }) }
                </div>
            </main>
        };
    };

    // ----- playing -----
    let game = s.game();
    let act = |f: fn(&mut Session, f64) -> Update| {
        let session = session.clone();
        let force = force.clone();
        Callback::from(move |()| {
            if let Some(s) = session.borrow_mut().as_mut() {
                measure(f(s, perf::now()));
            }
            force.force_update();
        })
    };
    let on_pause = act(|s, _| {
        s.set_paused(!s.paused());
        Update::default()
    });
    let watch = s.setup().is_watch();
    let on_leave = {
        let session = session.clone();
        let round = round.clone();
        let force = force.clone();
        Callback::from(move |_: MouseEvent| {
            let mut borrowed = session.borrow_mut();
            if watch {
                *borrowed = None;
                drop(borrowed);
                round.set(*round + 1);
            } else if let Some(s) = borrowed.as_mut() {
                s.leave();
                drop(borrowed);
                force.force_update();
            }
        })
    };
    let on_zoom = {
        let zoomed = zoomed.clone();
        Callback::from(move |_: MouseEvent| zoomed.set(!*zoomed))
    };
    let onrematch = {
        let start_with = start_with.clone();
        let same = *s.setup();
        Callback::from(move |()| start_with(same))
    };
    let onnewseed = {
        let start_with = start_with.clone();
        Callback::from(move |()| start_with(new_seed()))
    };
    let onsetup = {
        let session = session.clone();
        let round = round.clone();
        Callback::from(move |()| {
            *session.borrow_mut() = None;
            round.set(*round + 1);
        })
    };

    let side_of = |species: Species| {
        let (restarts, cooldown_ms) = s.cooldown(species);
        side(&SideProps {
            species,
            kind: s.setup().seat(species),
            count: game.count(species),
            round: restarts,
            cooldown_ms,
            cooling: restarts > 0,
        })
    };
    let paused = s.paused();
    let over = s.over();
    let end = s.outcome().filter(|_| over).map(|outcome| {
        end_panel(&EndProps {
            outcome,
            figures: s.figures(),
            elapsed_ms: s.elapsed_ms(),
            foxes: game.count(Species::Fox),
            dolphins: game.count(Species::Dolphin),
            onrematch,
            onnewseed,
            onsetup,
        })
    });
    let now_shown = shown(s);
    let refusal = s.refusal().map(|r| (r.at, r.message.clone()));
    // `paused` also while hidden: the CSS bars stop with the game's clock.
    let class = classes!(
        "fd-screen",
        "playing",
        (!s.running()).then_some("paused"),
        over.then_some("over")
    );

    html! {
        <main {class}>
            { header }
            { notices }
            { for end }
            <div class="fd-layout">
                <div class="fd-bar">
                    { side_of(Species::Fox) }
                    { tide_gauge(&TideProps {
                        floodstate: game.floodstate(),
                        next_floods: game.next_tide_floods(),
                        seconds_to_next: now_shown.tide_s,
                        steps: s.figures().tide_steps,
                        interval_ms: game.settings().tide_interval_ms,
                        running: !over,
                    }) }
                    { side_of(Species::Dolphin) }
                </div>
                <section class="fd-play">
                    if paused {
                        <p class="fd-paused" role="status">{ text::FD_PAUSED_BANNER }</p>
                    }
                    <Board
                        rows={s.tiles().rows().to_vec()}
                        cursor={s.tiles().cursor()}
                        zoomed={*zoomed}
                        {refusal}
                        onclick={(*onclick).clone()}
                        onkey={(*onkey).clone()}
                    />
                </section>
                <aside class="fd-panel">
                    { game_clock(now_shown.elapsed_s, s.setup().limit_s) }
                    <div class="actions">
                        if !over {
                            <button class="button" onclick={on_pause.reform(|_: MouseEvent| ())} aria-pressed={paused.to_string()}>
                                { if paused { text::FD_RESUME } else { text::FD_PAUSE } }
                            </button>
                            <button class="button" onclick={on_leave}>
                                { if watch { text::FD_STOP } else { text::FD_LEAVE } }
                            </button>
                        }
                        <button class="button" onclick={on_zoom} aria-pressed={zoomed.to_string()}>{ text::FD_ZOOM }</button>
                    </div>
                    { feed(s.feed()) }
                    <p class="keys-help">{ if watch { text::FD_WATCHING } else { text::FD_KEYS_HELP } }</p>
                </aside>
            </div>
        </main>
    }
}
