//! How to play on screen: a page of its own (`howto.html`, from the
//! landing page) and a modal dialog over a game (from its header). Plain
//! view functions, no components of their own but the dialog's loader
//! (each component costs the download a few KB).
//!
//! Only the page draws the rules ([`body`]): the dialog shows the same
//! HTML, captured from the page at build time in each language
//! (`scripts/prerender.mjs`, files `howto-GAME-LANG.txt` beside the pages)
//! and fetched when it opens. So a game's page does not carry its rules'
//! text, pictures and their drawing code in its first download (about
//! 5 KB of the Fox & Dolphin page, brotli), and the page and the dialog
//! cannot differ.

use std::cell::RefCell;

use yew::prelude::*;

use super::words::HowtoWords;
use super::{
    fd_board, fd_picture_html, sections, ttt_game, Cite, Figure, HelpGame, Picture, Say, Spec,
};
use crate::rules::tictactoe::Cell;
use crate::ui::browser;
use crate::ui::fox_dolphin::board::grid::animal_symbols;
use crate::ui::fox_dolphin::board::key::board_key;
use crate::ui::fox_dolphin::words::FdWords;
use crate::ui::i18n::{Catalogue, Lang};
use crate::ui::lang::LangSwitch;
use crate::ui::tictactoe::board::view::{cell_class, mark_svg};

/// The id of the dialog's title, which names it.
const TITLE_ID: &str = "howto-title";

/// One game's How to play as a game's dialog shows it: its title, the file
/// its rules come from, and the drawings its pictures use.
pub struct Guide {
    title: Say,
    /// The game's key in the rules' file names: `howto-{key}-{lang}.txt`.
    key: &'static str,
    /// The drawings the pictures use, unless the page has them already.
    symbols: fn() -> Html,
}

/// Tic-tac-toe's How to play.
pub static TTT_GUIDE: Guide = Guide {
    title: |t| t.howto_ttt_title(),
    key: "tic-tac-toe",
    symbols: Html::default,
};

/// Fox & Dolphin's How to play.
pub static FD_GUIDE: Guide = Guide {
    title: |t| t.howto_fd_title(),
    key: "fox-dolphin",
    symbols: animal_symbols,
};

/// The file a game's rules are captured into, in one language (beside the
/// pages; `scripts/prerender.mjs` writes it from [`how_to_page`]).
pub fn rules_file(key: &str, lang: Lang) -> String {
    format!("howto-{key}-{}.txt", lang.code())
}

/// The rules, their sources and pictures of tic-tac-toe (`FD` false) or
/// Fox & Dolphin (`FD` true), with h2 headings (the page's).
fn body<const FD: bool>(t: &HowtoWords) -> Html {
    let (intro, game, class) = if FD {
        (t.howto_fd_intro(), HelpGame::FoxDolphin, "howto-fd")
    } else {
        (t.howto_ttt_intro(), HelpGame::TicTacToe, "howto-ttt")
    };
    let sections = sections(game).iter().map(|section| {
        html! {
            <section class="howto-section">
                <h2>{ (section.heading)(t) }</h2>
                <ul class="howto-rules">
                    { for section.rules.iter().map(|rule| html! { <li>{ (rule.text)(t) }</li> }) }
                </ul>
                if !section.figures.is_empty() {
                    <div class="howto-figures">{ for section.figures.iter().map(|f| figure::<FD>(f, t)) }</div>
                }
            </section>
        }
    });
    // The sources, for the curious, folded away at the end: one line per
    // section, so the rules above read as a player needs them.
    let cited = super::sections(game).iter().map(|section| {
        let cites = section.rules.iter().flat_map(|rule| rule.cites);
        html! { <li><strong>{ (section.heading)(t) }</strong>{ ": " }{ sources(cites, t) }</li> }
    });
    html! {
        <div class={classes!("howto", class)}>
            <p class="howto-intro">{ intro }</p>
            if FD {
                // The key the game screen shows beside the board.
                { board_key(FdWords::of(t.lang())) }
            }
            { for sections }
            <details class="howto-note">
                <summary>{ t.howto_sources() }</summary>
                <p>{ t.howto_sources_note() }</p>
                <ul class="howto-rules">{ for cited }</ul>
            </details>
        </div>
    }
}

/// `Z FoxMovement, Z Move` (a decision in the page's language), each
/// clause once, as one text.
fn sources<'a>(cites: impl Iterator<Item = &'a Cite>, t: &HowtoWords) -> String {
    let mut seen: Vec<&Cite> = Vec::new();
    let mut line = String::new();
    for cite in cites {
        if seen.contains(&cite) {
            continue;
        }
        seen.push(cite);
        if !line.is_empty() {
            line.push_str(", ");
        }
        if cite.spec == Spec::Decision {
            line.push_str(t.howto_decision());
            line.push_str(" (");
            line.push_str(cite.clause);
            line.push(')');
        } else {
            line.push_str(cite.spec.name());
            line.push(' ');
            line.push_str(cite.clause);
        }
    }
    line
}

/// A picture drawn by the game's own rendering, hidden from assistive
/// technology: its caption says what it shows.
fn figure<const FD: bool>(figure: &Figure, t: &HowtoWords) -> Html {
    let drawing = match figure.picture {
        Picture::TicTacToe { size, moves } if !FD => ttt_game(size, moves).map(|game| {
            let winning = game.winning_line().unwrap_or_default();
            let cells = (0..size * size).map(|i| {
                let cell = Cell::new(i / size, i % size);
                let mark = game.at(cell);
                html! {
                    <div class={cell_class(mark, winning.contains(&cell), false, false)}>
                        { mark.map(mark_svg).unwrap_or_default() }
                    </div>
                }
            });
            html! {
                <div class="ttt-board ttt-picture" style={format!("--size: {size}")} aria-hidden="true">
                    { for cells }
                </div>
            }
        }),
        Picture::FoxDolphin { board } if FD => fd_board(board).map(|board| {
            // One string of the board's own tile HTML, as the board writes
            // its grid (smaller in the download than a virtual tile each).
            let tiles = Html::from_html_unchecked(fd_picture_html(&board).into());
            html! {
                <div class="fd-picture" style={format!("--n: {}", board.size())} aria-hidden="true">
                    { tiles }
                </div>
            }
        }),
        // Another game's picture: none in this game's sections.
        _ => None,
    };
    html! {
        <figure class="howto-figure">
            { drawing.unwrap_or_default() }
            <figcaption>{ (figure.caption)(t) }</figcaption>
        </figure>
    }
}

/// The page of its own (`howto.html?game=GAME&help`, linked from the
/// landing page); `play` is the game's link (the same setup, without
/// `help`). The rules' `<div class="howto">` is what the build captures
/// for the dialogs (its h2 headings become h3 there, under the dialog's
/// title).
pub fn how_to_page(game: HelpGame, play: String, t: &Catalogue) -> Html {
    let t = HowtoWords::of(t.lang());
    let (title, play_words, rules, symbols) = match game {
        HelpGame::TicTacToe => (
            t.howto_ttt_title(),
            t.howto_ttt_play(),
            body::<false>(t),
            Html::default(),
        ),
        HelpGame::FoxDolphin => (
            t.howto_fd_title(),
            t.howto_fd_play(),
            body::<true>(t),
            animal_symbols(),
        ),
    };
    html! {
        <main class="howto-page">
            <header class="screen-header">
                <a class="back" href="./">{ t.back_arrow() }{ t.all_games() }</a>
                <h1>{ title }</h1>
                <LangSwitch />
            </header>
            { symbols }
            { rules }
            <p class="howto-play"><a class="button primary" href={play}>{ play_words }</a></p>
        </main>
    }
}

/// How to play in a game's header: a button that opens it over the game,
/// in a dialog. The game owns whether it is open (Fox & Dolphin pauses
/// behind it).
#[derive(Clone)]
pub struct Help {
    pub guide: &'static Guide,
    pub open: bool,
    /// Opened (true) or closed (false: its button, or Escape).
    pub ontoggle: Callback<bool>,
    /// Whether to bring the animals' drawings (false when a board on the
    /// page has them already).
    pub symbols: bool,
}

impl PartialEq for Help {
    fn eq(&self, other: &Help) -> bool {
        std::ptr::eq(self.guide, other.guide)
            && self.open == other.open
            && self.ontoggle == other.ontoggle
            && self.symbols == other.symbols
    }
}

/// The DOM id of How to play's dialog.
const DIALOG_ID: &str = "howto";

/// The button that opens How to play over a game. It opens the dialog
/// itself, at once (a modal: the game behind it is inert); `ontoggle` then
/// fills it.
pub fn open_button(help: &Help, t: &Catalogue) -> Html {
    let ontoggle = help.ontoggle.clone();
    let onclick = Callback::from(move |_: MouseEvent| {
        browser::show_modal(DIALOG_ID);
        ontoggle.emit(true);
    });
    html! {
        <button class="button howto-open" aria-haspopup="dialog" {onclick}>{ t.howto() }</button>
    }
}

/// How to play over a game, in a modal `<dialog>`: the game stays as it
/// is underneath, and closing (its button or Escape) returns to it, with
/// keyboard focus back on the button that opened it. Its content exists
/// only while open, so nothing of it is on the page otherwise. `rules` is
/// what [`use_rules`] has of the game's rules.
pub fn how_to_dialog(help: &Help, t: &Catalogue, rules: &Fetched) -> Html {
    let t = HowtoWords::of(t.lang());
    let onclose = help.ontoggle.reform(|_: Event| false);
    html! {
        <dialog id={DIALOG_ID} class="howto-dialog" aria-labelledby={TITLE_ID} {onclose}>
            if help.open {
                <form method="dialog" class="howto-bar">
                    <h2 id={TITLE_ID}>{ (help.guide.title)(t) }</h2>
                    <button class="button primary">{ t.howto_back_to_game() }</button>
                </form>
                if help.symbols {
                    { (help.guide.symbols)() }
                }
                {
                    match rules {
                        Fetched::Loaded(html) => Html::from_html_unchecked(html.clone()),
                        Fetched::Loading => html! { <p class="howto-loading" role="status">{ t.howto_loading() }</p> },
                        Fetched::Failed => html! { <p class="howto-failed" role="alert">{ t.howto_failed() }</p> },
                    }
                }
            }
        </dialog>
    }
}

/// A game's rules in one language, as far as they have been fetched.
#[derive(Clone, PartialEq)]
pub enum Fetched {
    Loading,
    Loaded(AttrValue),
    Failed,
}

/// The most a rules file may weigh (each is about 20 KB): a bound on what
/// the page takes in, even from its own site.
const RULES_MAX_BYTES: usize = 256 * 1024;

thread_local! {
    /// The rules fetched so far, by file: kept for the page's life (the same
    /// file until the site changes), so reopening shows them at once.
    static RULES: RefCell<Vec<(String, AttrValue)>> = const { RefCell::new(Vec::new()) };
}

fn kept(file: &str) -> Option<AttrValue> {
    RULES.with(|r| {
        r.borrow()
            .iter()
            .find(|(f, _)| f == file)
            .map(|(_, html)| html.clone())
    })
}

/// The rules of the guide whose dialog is open (`open`: its guide, or
/// `None` while closed), fetched the first time it opens in a language
/// (the service worker keeps the files for offline play).
#[hook]
pub fn use_rules(open: Option<&'static Guide>, lang: Lang) -> Fetched {
    let file = open.map(|guide| rules_file(guide.key, lang));
    // The rules themselves are the cache's ([`RULES`]); the hook keeps only
    // which file's last fetch failed, and renders again when one arrives.
    let failed = use_state(|| None::<String>);
    let update = use_force_update();
    {
        let failed = failed.clone();
        use_effect_with(file.clone(), move |file| {
            if let Some(file) = file.clone().filter(|file| kept(file).is_none()) {
                failed.set(None);
                wasm_bindgen_futures::spawn_local(async move {
                    match browser::fetch_text(&file, RULES_MAX_BYTES).await {
                        Some(text) => {
                            RULES.with(|r| r.borrow_mut().push((file, AttrValue::from(text))));
                            update.force_update();
                        }
                        None => failed.set(Some(file)),
                    }
                });
            }
        });
    }
    match file.as_deref() {
        Some(file) => match kept(file) {
            Some(html) => Fetched::Loaded(html),
            None if failed.as_deref() == Some(file) => Fetched::Failed,
            None => Fetched::Loading,
        },
        None => Fetched::Loading,
    }
}
