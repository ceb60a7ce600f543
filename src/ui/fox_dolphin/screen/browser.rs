//! The browser the Fox & Dolphin screen runs in: the [`Page`] its state
//! and stages ask for their clock, the date, seeds, storage, files and
//! timing marks.

use gloo::file::{Blob, ObjectUrl};

use crate::clock::Millis;
use crate::ui::browser;
use crate::ui::fox_dolphin::page::{Measured, Page};
use crate::ui::fox_dolphin::play::perf;

/// The browser the screen runs in.
pub struct Browser;

impl Page for Browser {
    type File = ObjectUrl;

    fn now() -> Millis {
        crate::ui::frame_loop::now()
    }

    fn today() -> i64 {
        browser::local_day()
    }

    fn random_seed() -> u64 {
        browser::random_seed()
    }

    fn hidden() -> bool {
        gloo::utils::document().hidden()
    }

    fn link_of(query: &str) -> String {
        format!("{}{query}", crate::ui::browser::page_base())
    }

    fn file_of(bytes: &[u8]) -> ObjectUrl {
        ObjectUrl::from(Blob::new_with_options(
            bytes,
            Some("application/octet-stream"),
        ))
    }

    fn load(key: &str) -> Option<String> {
        browser::load(key)
    }

    fn save(key: &str, text: &str) {
        browser::save(key, text);
    }

    fn tick<T>(work: impl FnOnce() -> T) -> T {
        perf::tick(work)
    }

    fn measured<T>(name: &str, work: impl FnOnce() -> T) -> T {
        browser::measured(name, work)
    }

    fn render_asked(what: Measured) {
        perf::render_asked(what)
    }
}
