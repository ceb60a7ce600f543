//! The language in the browser: detection at start, the Yew context every
//! component reads, `<html lang>` and the title, and the visible switch.

use js_sys::{Array, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use crate::ui::browser;
use crate::ui::i18n::{detect, BadLang, Catalogue, Lang, Words, LANG_KEY, STORAGE_KEY};
use crate::ui::link::Query;

/// What every component can read: the language, a way to change it, and
/// the link's `lang=` if it had to be ignored (the notices show it).
#[derive(Clone, Debug, PartialEq)]
pub struct LangContext {
    pub lang: Lang,
    pub set: Callback<Lang>,
    pub bad_link: Option<BadLang>,
}

impl LangContext {
    pub fn text(&self) -> &'static Catalogue {
        self.lang.text()
    }

    /// The words `W` in this language.
    pub fn words<W: Words>(&self) -> &'static W {
        W::of(self.lang)
    }
}

/// The context; outside a [`LangProvider`] (a component test), English.
#[hook]
pub fn use_lang_context() -> LangContext {
    use_context::<LangContext>().unwrap_or_else(|| LangContext {
        lang: Lang::En,
        set: Callback::noop(),
        bad_link: None,
    })
}

/// The language the page speaks.
#[hook]
pub fn use_lang() -> Lang {
    use_lang_context().lang
}

/// The words `W` (a feature's, or the shared [`Catalogue`]) in the
/// language the page speaks.
#[hook]
pub fn use_words<W: Words>() -> &'static W {
    W::of(use_lang())
}

/// The shared catalogue of the language the page speaks.
#[hook]
pub fn use_text() -> &'static Catalogue {
    use_lang().text()
}

/// `navigator.languages`, read through `Reflect` (one call does not need
/// web-sys's Navigator bindings); empty if the browser has none.
fn browser_languages() -> Vec<String> {
    let get = |target: &JsValue, key: &str| Reflect::get(target, &JsValue::from_str(key)).ok();
    get(&gloo::utils::window().into(), "navigator")
        .and_then(|navigator| get(&navigator, "languages"))
        .and_then(|languages| languages.dyn_into::<Array>().ok())
        .map(|array| array.iter().filter_map(|tag| tag.as_string()).collect())
        .unwrap_or_default()
}

/// `<html lang>` and the document's title follow the language.
fn apply_to_document(lang: Lang) {
    let document = gloo::utils::document();
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("lang", lang.code());
    }
    document.set_title(lang.text().document_title());
}

#[derive(Properties, PartialEq)]
pub struct LangProviderProps {
    pub children: Html,
}

/// Detects the language once and provides it to every component below.
#[function_component(LangProvider)]
pub fn lang_provider(props: &LangProviderProps) -> Html {
    let detected = use_memo((), |_| {
        let query = Query::parse(&browser::query_string());
        let stored = browser::load(STORAGE_KEY);
        detect(query.get(LANG_KEY), stored.as_deref(), &browser_languages())
    });
    let lang = use_state(|| detected.0);
    use_effect_with(*lang, |lang| apply_to_document(*lang));
    let set = {
        let lang = lang.clone();
        Callback::from(move |chosen: Lang| {
            browser::save(STORAGE_KEY, chosen.code());
            // A `lang=` in the address bar would win on reload: follow it.
            let query = Query::parse(&browser::query_string());
            if query.get(LANG_KEY).is_some() {
                browser::replace_query(&query.with(LANG_KEY, chosen.code()));
            }
            lang.set(chosen);
        })
    };
    let context = LangContext {
        lang: *lang,
        set,
        bad_link: detected.1.clone(),
    };
    html! {
        <ContextProvider<LangContext> {context}>
            { props.children.clone() }
        </ContextProvider<LangContext>>
    }
}

/// The visible switch: one button per language, each named in its own
/// language; the current one is pressed.
#[function_component(LangSwitch)]
pub fn lang_switch() -> Html {
    let context = use_lang_context();
    let text = context.text();
    html! {
        <nav class="lang-switch" aria-label={text.lang_switch_label()}>
            { for Lang::ALL.iter().map(|&lang| {
                let set = context.set.clone();
                let name = match lang {
                    Lang::En => text.lang_name_en(),
                    Lang::Pt => text.lang_name_pt(),
                };
                html! {
                    <button type="button" class="lang-choice" lang={lang.code()}
                        aria-pressed={(lang == context.lang).to_string()}
                        onclick={move |_| set.emit(lang)}>
                        { name }
                    </button>
                }
            }) }
        </nav>
    }
}
