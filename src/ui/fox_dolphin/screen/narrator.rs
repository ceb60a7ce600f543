//! What a page says of the game beyond what its board shows
//! ([`Narrator`]): the ordinary page says nothing more ([`Silent`]); the
//! screen-reader page ([`crate::ui::listen`]) reads the game out and
//! answers the questions its keys ask. A type parameter of the screen's
//! component, so a page's wasm carries only its own narrator's code, and
//! the ordinary page's none.

use yew::Html;

use crate::ui::fox_dolphin::play::model::Play;
use crate::ui::fox_dolphin::words::FdWords;
use crate::ui::i18n::Lang;

/// What a page says of the game, beside the screen.
pub trait Narrator: Default + 'static {
    /// The screen's heading.
    fn title(t: &'static FdWords) -> &'static str;
    /// Follows the live game after every action (`None`: none shown),
    /// answering the questions asked since; whether it said something new
    /// or moved the cursor (a re-render).
    fn follow(&mut self, play: Option<&mut Play>) -> bool;
    /// The page: the `screen` and what the narrator shows beside it (its
    /// live region, its keys).
    fn view(&self, screen: Html, lang: Lang) -> Html;
}

/// The ordinary page's: the screen says it all.
#[derive(Default)]
pub struct Silent;

impl Narrator for Silent {
    fn title(t: &'static FdWords) -> &'static str {
        t.fd_name()
    }

    fn follow(&mut self, _: Option<&mut Play>) -> bool {
        false
    }

    fn view(&self, screen: Html, _: Lang) -> Html {
        screen
    }
}
