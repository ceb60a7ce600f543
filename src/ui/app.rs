//! The roots of the site's pages. Each page of the built site is its own
//! wasm (a bin in `src/bin/`) that mounts one of these, so a page downloads
//! only what it shows: the landing page knows no game, a game's page knows
//! no other game, and online play is loaded only when a player asks for it.
//!
//! Old links name the game in the query (`index.html?game=fox-dolphin&...`,
//! `#join=` for an invitation): the small script every page runs first
//! (`assets/site.js`) sends such a link to the page that plays it, keeping
//! the query and the fragment, before any wasm loads. The roots below still
//! read `game=` so that a page opened without that script does the right
//! thing for its own game and says what it ignored.

use yew::prelude::*;

use crate::online::game::GameKind;
use crate::online::ice::{Ice, IceError};
use crate::online::invitation::{Invitation, InvitationError, GAME_KEY, JOIN_PREFIX};
use crate::online::page_links::{answer_in, ONLINE_KEY, SEEK_VALUE};
use crate::online::seek::{chose_in_link, Wanted, CHOSE_KEY};
use crate::online::tictactoe::TttMatch;
use crate::rules::fox_dolphin::Match;
use crate::ui::browser;
use crate::ui::fox_dolphin::screen::narrator::{Narrator, Silent};
use crate::ui::fox_dolphin::{self, FoxDolphin};
use crate::ui::howto::{how_to_page, read_page_link};
use crate::ui::landing::Landing;
use crate::ui::lang::{use_text, LangProvider};
use crate::ui::link::{Ignored, Query, Reason};
use crate::ui::listen::view::Listener;
use crate::ui::online::{AnswerHandover, OnlineGuest, OnlineHost, PageGame};
use crate::ui::tictactoe::{self, TicTacToe, TicTacToeReplay};

/// The link, read once: after that, screens keep it in step with what they
/// show (history.replaceState), and a game link is a full page load.
#[hook]
fn use_query() -> std::rc::Rc<Query> {
    use_memo((), |_| Query::parse(&browser::query_string()))
}

/// The roots, one per page: the page's screen inside the language
/// (detected once, independent of which screen shows).
#[function_component(LandingPage)]
pub fn landing_page() -> Html {
    html! { <LangProvider><LandingScreen /></LangProvider> }
}

#[function_component(TicTacToePage)]
pub fn tictactoe_page() -> Html {
    html! { <LangProvider><TicTacToeScreen /></LangProvider> }
}

#[function_component(FoxDolphinPage)]
pub fn fox_dolphin_page() -> Html {
    html! { <LangProvider><FoxDolphinScreen<Silent> /></LangProvider> }
}

/// `listen.html`: Fox & Dolphin for screen readers and the keyboard, the
/// same game and link as `fox-dolphin.html`, read out.
#[function_component(ListenPage)]
pub fn listen_page() -> Html {
    html! { <LangProvider><FoxDolphinScreen<Listener> /></LangProvider> }
}

#[function_component(HowToPage)]
pub fn how_to_page_root() -> Html {
    html! { <LangProvider><HowToScreen /></LangProvider> }
}

/// `index.html`: the games there are; an unknown `game=` is named in a note.
#[function_component(LandingScreen)]
fn landing_screen() -> Html {
    let query = use_query();
    match query.get("game") {
        None | Some("") => html! { <Landing /> },
        Some(other) => {
            let ignored = vec![Ignored::new("game", other, Reason::UnknownGame)];
            html! { <Landing {ignored} /> }
        }
    }
}

/// `howto.html?game=GAME&help`: the game's How to play, whose Play link
/// opens the game's page with the same link, without `help`. A link that
/// names no game this page knows is sent on to the landing page (by
/// `assets/site.js` before the wasm loads); this screen then shows
/// tic-tac-toe's.
#[function_component(HowToScreen)]
fn how_to_screen() -> Html {
    let query = use_query();
    let t = use_text();
    let (game, play) = read_page_link(&query);
    how_to_page(game, play, t)
}

/// `tictactoe.html`: a game, or the replay of a move list.
#[function_component(TicTacToeScreen)]
fn tictactoe_screen() -> Html {
    let query = use_query();
    let (setup, mut ignored) = tictactoe::setup::model::Setup::from_query(&query);
    // A link with a move list opens its replay; a refused list leaves a
    // note and opens the game with the same setup.
    match tictactoe::replay::model::SharedGame::from_query(&query, setup, &mut ignored) {
        Some(replay) => html! { <TicTacToeReplay {replay} {ignored} /> },
        None => html! { <TicTacToe {setup} {ignored} /> },
    }
}

/// `fox-dolphin.html`: a game against the computer or a friend on this
/// device, the game of the day (`?daily`), or a recorded game in the
/// replay viewer.
#[function_component(FoxDolphinScreen)]
fn fox_dolphin_screen<N: Narrator>() -> Html {
    let query = use_query();
    let (setup, ignored) = fox_dolphin::setup::model::Setup::from_query(&query);
    let replay = fox_dolphin::setup::stage::replay_in(&query).map(str::to_owned);
    let daily = fox_dolphin::setup::model::daily_in(&query);
    html! { <FoxDolphin<N> {setup} {ignored} {replay} {daily} /> }
}

/// The online pages, one per game so that a player downloads only their
/// game's online code: `online.html` (Fox & Dolphin) and
/// `online-tictactoe.html` ([`crate::online::page_links::online_page`]). `assets/site.js`
/// sends a link of the other game (`?game=GAME&online=host|seek`, an
/// invitation `?game=GAME#join=...`, an answer `#answer=...`) on to its
/// page before the wasm loads, keeping the query and the fragment.
/// `online.html` is Fox & Dolphin's (an invitation without a game is Fox &
/// Dolphin's, as links made before tic-tac-toe online were).
#[function_component(OnlinePage)]
pub fn online_page() -> Html {
    html! { <LangProvider><OnlineScreen<Match> /></LangProvider> }
}

/// `online-tictactoe.html`: tic-tac-toe online.
#[function_component(OnlineTicTacToePage)]
pub fn online_tictactoe_page() -> Html {
    html! { <LangProvider><OnlineScreen<TttMatch> /></LangProvider> }
}

/// What an online page's link opens: the page that hands a guest's answer
/// to the waiting host page (`#answer=CODE`), the guest's page for an
/// invitation (`#join=CODE`; one of another game is refused, as
/// `assets/site.js` sends it to its own page first), else the host's or
/// the seeking page (`Host`: the connection settings of its fragment,
/// `online::ice`, and whether it seeks) for the setup in the link, which
/// the game reads ([`PageGame::setup_from_link`]). A guest's page reads
/// its invitation (`online::invitation`).
enum OnlineEntry {
    Answer(String),
    Join(Result<Invitation, InvitationError>),
    Host(Result<Ice, IceError>, bool),
}

fn online_entry(game: GameKind, query: &Query, fragment: &str) -> OnlineEntry {
    if let Some(code) = answer_in(fragment) {
        return OnlineEntry::Answer(code.to_owned());
    }
    if fragment.starts_with(JOIN_PREFIX) {
        let invitation = Invitation::read(query.get(GAME_KEY), fragment).and_then(|i| {
            if i.game == game {
                Ok(i)
            } else {
                Err(InvitationError::UnknownGame)
            }
        });
        return OnlineEntry::Join(invitation);
    }
    let seeking = query.get(ONLINE_KEY) == Some(SEEK_VALUE);
    OnlineEntry::Host(Ice::from_fragment(fragment), seeking)
}

/// Game `G`'s online page: one per game, each compiled with its own game
/// only.
#[function_component(OnlineScreen)]
fn online_screen<G: PageGame>() -> Html {
    let query = use_query();
    let fragment = use_memo((), |_| browser::fragment());
    let lang = use_text().lang();
    match online_entry(G::KIND, &query, &fragment) {
        OnlineEntry::Answer(code) => html! { <AnswerHandover {code} /> },
        OnlineEntry::Join(invitation) => {
            let chose = chose_in_link(query.get(CHOSE_KEY));
            html! { <OnlineGuest<G> {invitation} {chose} /> }
        }
        OnlineEntry::Host(ice, seeking) => {
            let (setup, ignored) = G::setup_from_link(&query, lang);
            let seek = seeking.then(|| Wanted {
                game: G::KIND,
                size: u16::try_from(G::size(&setup)).ok(),
            });
            html! { <OnlineHost<G> {setup} {ignored} {ice} {seek} /> }
        }
    }
}

/// What every page's `main` does: installs the panic message, then renders
/// `Root` into the page's `#app` element (the body if there is none), so
/// that the static `#crash` element beside it stays in the page.
pub fn mount<Root>()
where
    Root: BaseComponent,
    Root::Properties: Default,
{
    crate::ui::crash::install();
    render::<Root>();
}

/// [`mount`] for the online pages: the first render in a task of its own,
/// after the one that compiled and started the wasm. Their first render
/// is the longest (a host, its relays and its first invitation), and two
/// shorter tasks let the page answer input in between (Lighthouse counts
/// a task's time over 50 ms at CPU x4 as blocking). The other pages'
/// first loads block little as they are, and the split costs each page's
/// wasm about 100 bytes.
pub fn mount_after_start<Root>()
where
    Root: BaseComponent,
    Root::Properties: Default,
{
    crate::ui::crash::install();
    gloo::timers::callback::Timeout::new(0, render::<Root>).forget();
}

fn render<Root>()
where
    Root: BaseComponent,
    Root::Properties: Default,
{
    let document = gloo::utils::document();
    // The prerendered first screen (scripts/prerender.mjs), if the page
    // carries one: the live one takes its place.
    if let Some(shell) = document.get_element_by_id("shell") {
        shell.remove();
    }
    match document.get_element_by_id("app") {
        Some(root) => yew::Renderer::<Root>::with_root(root).render(),
        None => yew::Renderer::<Root>::new().render(),
    };
}
