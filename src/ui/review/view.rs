//! The review page's screen (`review.html`, wasm32 only): the game's
//! moments that cost you most, each a button that moves the board to its
//! tick with the strongest level's move marked, the board drawn as the
//! replay draws it ([`game_layout`]), and the way back to the game.

use yew::prelude::*;

use crate::link::Query;
use crate::session::Session;
use crate::ui::browser;
use crate::ui::fox_dolphin::board::view::{game_layout, GameView};
use crate::ui::fox_dolphin::replay::review::NotReviewed;
use crate::ui::fox_dolphin::setup::notice::FdNotice;
use crate::ui::fox_dolphin::setup::stage::replay_in;
use crate::ui::lang::{use_words, LangProvider};
use crate::ui::notices::screen_header;
use crate::ui::review::model::{Refused, Reviewed, GAME_PAGE};
use crate::ui::review::words::ReviewWords;

/// `review.html?replay=LOG`: the page's root.
#[function_component(ReviewPage)]
pub fn review_page() -> Html {
    html! { <LangProvider><ReviewScreen /></LangProvider> }
}

#[function_component(ReviewScreen)]
fn review_screen() -> Html {
    let t = use_words::<ReviewWords>();
    // Read and reviewed once, as the page opens (bounded: `Reviewed::open`).
    let page = use_mut_ref(|| {
        let query = Query::parse(&browser::query_string());
        Reviewed::open(replay_in(&query))
    });
    let redraw = use_force_update();
    let header = screen_header(t.review_title(), None);
    let body = match &*page.borrow() {
        Err(refused) => refusal(refused, t),
        Ok(reviewed) => {
            let onshow = {
                let page = page.clone();
                Callback::from(move |index: usize| {
                    if let Ok(reviewed) = &mut *page.borrow_mut() {
                        if reviewed.show(index) {
                            redraw.force_update();
                        }
                    }
                })
            };
            reviewed_view(reviewed, &onshow, t)
        }
    };
    html! {
        <main class="fd-screen review">
            { header }
            { body }
        </main>
    }
}

/// Why nothing is reviewed, and a way to the game.
fn refusal(refused: &Refused, t: &'static ReviewWords) -> Html {
    let why = match refused {
        Refused::NoReplay => t.review_no_link().to_owned(),
        Refused::Log(error) => t.review_bad_link(&FdNotice::Replay(error.clone()).worded(t)),
        Refused::NotReviewed(NotReviewed::NoPersonAgainstTheComputer) => {
            t.review_not_against_computer().to_owned()
        }
        Refused::NotReviewed(NotReviewed::TooLong) => t.review_too_long().to_owned(),
    };
    html! {
        <div class="fd-review">
            <aside class="notices fd-notice" role="alert">{ why }</aside>
            <p><a class="button primary" href={GAME_PAGE}>{ t.review_play_again() }</a></p>
        </div>
    }
}

fn reviewed_view(reviewed: &Reviewed, onshow: &Callback<usize>, t: &'static ReviewWords) -> Html {
    let you = reviewed.you;
    let shown = reviewed.shown().map(|(i, _)| i);
    let count = reviewed.moments.len();
    let moments = reviewed.moments.iter().enumerate().map(|(i, m)| {
        let current = (shown == Some(i)).then_some("true");
        html! {
            <li>
                <button class="fd-moment" aria-current={current} onclick={onshow.reform(move |_: MouseEvent| i)}>
                    { t.moment(m, you) }
                </button>
            </li>
        }
    });
    let watch = reviewed.watch.clone().map(|href| {
        html! { <a class="button" {href}>{ t.review_watch_replay() }</a> }
    });
    html! {
        <>
            <section class="fd-review" aria-labelledby="fd-moments-title">
                <p class="fd-help">{ t.review_intro() }</p>
                <h2 id="fd-moments-title">{ t.review_moments() }</h2>
                if count == 0 {
                    <p role="status">{ t.review_none() }</p>
                }
                <ol class="fd-moments">{ for moments }</ol>
                <div class="actions">
                    <a class="button primary" href={reviewed.play_again.clone()}>{ t.review_play_again() }</a>
                    { for watch }
                </div>
                if let Some((i, m)) = reviewed.shown() {
                    <p class="fd-moment-shown" role="status">
                        <strong>{ t.review_moment_of(i + 1, count) }</strong>{ " · " }
                        { t.moment(m, you) }{ " " }{ t.best(m, you) }
                    </p>
                }
            </section>
            if shown.is_some() {
                { board(reviewed, t) }
            }
        </>
    }
}

/// The board at the moment shown, as the replay draws it.
fn board(reviewed: &Reviewed, t: &'static ReviewWords) -> Html {
    let replay = reviewed.replay();
    let Some(shown) = Session::shown(replay) else {
        return Html::default();
    };
    let setup = replay.setup();
    game_layout(&GameView {
        names: None,
        t,
        game: shown.game(),
        kinds: [setup.fox, setup.dolphin],
        tiles: replay.tiles(),
        chronicle: replay.chronicle(),
        running: false,
        rate: 1,
        zoomed: false,
        banner: false,
        countdown: None,
        refusal: None,
        onclick: Callback::noop(),
        onkey: Callback::noop(),
        ondrag: None,
        draggable: [false; 2],
        top: Html::default(),
        controls: Html::default(),
        help: t.review_board_help(),
        class: "replaying",
    })
}
