//! How to play's page of its own (`howto.html`, from the landing page),
//! the only place that draws the rules ([`how_to_page`]): the games'
//! dialogs show the same HTML, captured from this page at build time in
//! each language (`scripts/prerender.mjs`, files `howto-GAME-LANG.txt`
//! beside the pages; see `crate::ui::help`). Plain view functions.

use yew::prelude::*;

use super::guides::{
    fd_board, fd_picture_html, sections, ttt_game, Cite, Figure, HelpGame, Picture, Spec,
};
use super::words::HowtoWords;
use crate::rules::tictactoe::Cell;
use crate::ui::fox_dolphin::board::grid::animal_symbols;
use crate::ui::fox_dolphin::board::key::board_key;
use crate::ui::fox_dolphin::words::FdWords;
use crate::ui::i18n::Catalogue;
use crate::ui::lang::LangSwitch;
use crate::ui::tictactoe::board::view::{cell_class, mark_svg};

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
    let cited = super::guides::sections(game).iter().map(|section| {
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
