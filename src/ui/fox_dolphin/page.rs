//! What the screen asks of the page it runs in ([`Page`]): its clock, the date, its
//! seeds, the tab's visibility, links and files, what this device keeps,
//! and the timing marks. Functions, so every stage's update runs natively
//! (and is tested with a made-up page). It sits below every stage and
//! imports none.

use crate::clock::Millis;

/// What the screen and its stages ask of the page.
pub trait Page: 'static {
    /// A replay file offered for download: its URL, valid while kept.
    type File: std::ops::Deref<Target = str>;
    /// The page's one clock.
    fn now() -> Millis;
    /// Today's date where the player is: days since 1970-01-01 by the
    /// device's wall clock, in its time zone (the game of the day's).
    fn today() -> i64;
    fn random_seed() -> u64;
    /// Whether the tab is hidden.
    fn hidden() -> bool;
    /// The whole link for a query on this page.
    fn link_of(query: &str) -> String;
    /// A replay file holding `bytes`.
    fn file_of(bytes: &[u8]) -> Self::File;
    /// The text this device keeps under `key` (none if nothing or
    /// unreadable).
    fn load(key: &str) -> Option<String>;
    /// Keeps `text` under `key` on this device.
    fn save(key: &str, text: &str);
    /// Runs one frame's game ticks, measured (`fd-tick`).
    fn tick<T>(work: impl FnOnce() -> T) -> T;
    /// Runs `work`, measured as `name`.
    fn measured<T>(name: &str, work: impl FnOnce() -> T) -> T;
    /// Says what the re-render about to be asked for is measured as.
    fn render_asked(what: Measured);
}

/// What the next render is measured as (the `fd-render-*` and `fd-scrub`
/// measures).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Measured {
    Move,
    Tide,
    Clock,
    Scrub,
}
