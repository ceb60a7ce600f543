//! How to play over a game: the button in its header and the modal
//! dialog it opens, which shows the game's rules as the build captured
//! them from the How to play page (`scripts/prerender.mjs`, files
//! `howto-GAME-LANG.txt` beside the pages), fetched when it opens. So a
//! game's page does not carry its rules' text, pictures and their drawing
//! code in its first download (about 5 KB of the Fox & Dolphin page,
//! brotli), and the page and the dialog cannot differ. Plain view
//! functions, no components of their own but the dialog's loader (each
//! component costs the download a few KB).

use std::cell::RefCell;

use yew::prelude::*;

use crate::ui::browser;
use crate::ui::help::words::HelpWords;
use crate::ui::i18n::{Catalogue, Lang};

/// The id of the dialog's title, which names it.
const TITLE_ID: &str = "howto-title";

/// One game's How to play as a game's dialog shows it: its title, the file
/// its rules come from, and the drawings its pictures use.
pub struct Guide {
    /// The dialog's title.
    pub title: fn(&Catalogue) -> &'static str,
    /// The game's key in the rules' file names: `howto-{key}-{lang}.txt`.
    pub key: &'static str,
    /// The drawings the pictures use, unless the page has them already.
    pub symbols: fn() -> Html,
}

/// The file a game's rules are captured into, in one language (beside the
/// pages; `scripts/prerender.mjs` writes it from the How to play page,
/// `crate::ui::howto`).
pub fn rules_file(key: &str, lang: Lang) -> String {
    format!("howto-{key}-{}.txt", lang.code())
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
    let words = HelpWords::of(t.lang());
    let onclose = help.ontoggle.reform(|_: Event| false);
    html! {
        <dialog id={DIALOG_ID} class="howto-dialog" aria-labelledby={TITLE_ID} {onclose}>
            if help.open {
                <form method="dialog" class="howto-bar">
                    <h2 id={TITLE_ID}>{ (help.guide.title)(t) }</h2>
                    <button class="button primary">{ words.help_back_to_game() }</button>
                </form>
                if help.symbols {
                    { (help.guide.symbols)() }
                }
                {
                    match rules {
                        Fetched::Loaded(html) => Html::from_html_unchecked(html.clone()),
                        Fetched::Loading => html! { <p class="howto-loading" role="status">{ words.help_loading() }</p> },
                        Fetched::Failed => html! { <p class="howto-failed" role="alert">{ words.help_failed() }</p> },
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
