//! A Fox & Dolphin setup and its link:
//! `?game=fox-dolphin&size=N&seed=S&fox=you|friend|easy|mild|gentle|calm|mellow|steady|nimble|brisk|eager|lively|ready|normal|keen|swift|rapid|bold|sharp|daring|fierce|hard|expert&dolphin=…&cooldown=MS&tide=MS&firsttide=MS&limit=SECONDS`.
//!
//! A missing value takes its default silently; a malformed or out-of-range
//! one takes its default with an [`Ignored`] note. A missing seed stays
//! `None` here: the screen draws one from the browser's entropy and writes
//! it back into the link, so every link it shows reproduces its game.

use crate::rules::fox_dolphin::ai::Level;
use crate::rules::fox_dolphin::{Settings, Species};
use crate::rules::Seat;
use crate::ui::fox_dolphin::words::FdWords;
use crate::ui::i18n::Lang;
use crate::ui::link::{self, Ignored, Query, Worded};

/// The value of `game=` that opens this screen.
pub const GAME_KEY: &str = "fox-dolphin";
/// The key of a replay link's log (`crate::ui::fox_dolphin::setup::stage::replay_query`).
pub const REPLAY_KEY: &str = "replay";
/// The key of the game of the day's link, [`DAILY_LINK`]: no value, and
/// no settings beside it (the day's come from the date, read by
/// [`daily_in`]).
pub const DAILY_KEY: &str = "daily";
/// The game of the day's link, from any page of the site (the landing
/// page's card, the setup's entry): `fox-dolphin.html?daily`.
pub const DAILY_LINK: &str = "fox-dolphin.html?daily";
/// The query the address bar shows during the game of the day, so a
/// reload opens it again.
pub const DAILY_QUERY: &str = "?daily";

/// Whether a page's query is the game of the day's link ([`DAILY_LINK`]):
/// the setup is then the day's, whatever settings the link names.
pub fn daily_in(query: &Query) -> bool {
    query.get(DAILY_KEY).is_some()
}

/// Who plays a seat, as the setup offers it (`fox=` and `dolphin=` in
/// links): you, a friend at this device, or the computer at a level. (A
/// guest, online, takes the friend's seat: see the online pages.)
pub const SEATS: [Seat<Level>; 2 + Level::LADDER.len()] = {
    let mut seats = [Seat::You; 2 + Level::LADDER.len()];
    seats[1] = Seat::HotSeat;
    let mut k = 0;
    while k < Level::LADDER.len() {
        seats[2 + k] = Seat::Computer(Level::LADDER[k]);
        k += 1;
    }
    seats
};

impl Seat<Level> {
    /// The word used in links. The other person is a `friend`, at this
    /// device or, online, a guest.
    pub fn key(self) -> &'static str {
        match self {
            Seat::You => "you",
            Seat::HotSeat | Seat::Guest => "friend",
            Seat::Computer(level) => level.key(),
        }
    }

    pub fn from_key(key: &str) -> Option<Seat<Level>> {
        SEATS.into_iter().find(|k| k.key() == key)
    }

    /// Who plays this seat, as the setup and the panels name it.
    pub fn worded(self, t: &FdWords) -> &'static str {
        match self {
            Seat::You => t.fd_seat_you(),
            Seat::HotSeat | Seat::Guest => t.fd_seat_friend(),
            Seat::Computer(level) => t.fd_seat_level(level),
        }
    }
}

/// A named pair of timers; anything else is "custom".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Speed {
    Relaxed,
    Normal,
    Lightning,
}

impl Speed {
    pub const ALL: [Speed; 3] = [Speed::Relaxed, Speed::Normal, Speed::Lightning];

    /// This speed's name in the setup.
    pub fn worded(self, t: &FdWords) -> &'static str {
        match self {
            Speed::Relaxed => t.fd_speed_relaxed(),
            Speed::Normal => t.fd_speed_normal(),
            Speed::Lightning => t.fd_speed_lightning(),
        }
    }

    /// `(cooldown_ms, tide_interval_ms)`. Normal is the rules' default;
    /// Lightning is the fastest tide the rules allow.
    pub fn timers(self) -> (u64, u64) {
        match self {
            Speed::Relaxed => (1_000, 2_000),
            Speed::Normal => (500, 1_000),
            Speed::Lightning => (250, 1_000),
        }
    }

    pub fn key(self) -> &'static str {
        match self {
            Speed::Relaxed => "relaxed",
            Speed::Normal => "normal",
            Speed::Lightning => "lightning",
        }
    }

    pub fn from_key(key: &str) -> Option<Speed> {
        Speed::ALL.into_iter().find(|s| s.key() == key)
    }

    /// The preset these timers match, if any.
    pub fn of(cooldown_ms: u64, tide_ms: u64) -> Option<Speed> {
        Speed::ALL
            .into_iter()
            .find(|s| s.timers() == (cooldown_ms, tide_ms))
    }
}

/// Everything a link fixes about a game of Fox & Dolphin: the rules'
/// [`Settings`] (same names, same units; the seed may still be undrawn) and
/// who plays each seat. Every range is checked once, by the rules
/// (`Settings::check_*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    /// [`Settings::size`].
    pub size: usize,
    /// [`Settings::seed`]; `None` until the screen draws one.
    pub seed: Option<u64>,
    /// The first seat (Z spec `Join`).
    pub fox: Seat<Level>,
    /// The second seat.
    pub dolphin: Seat<Level>,
    /// [`Settings::cooldown_ms`].
    pub cooldown_ms: u64,
    /// [`Settings::tide_interval_ms`].
    pub tide_interval_ms: u64,
    /// [`Settings::first_tide_ms`].
    pub first_tide_ms: u64,
    /// [`Settings::time_limit_ms`]; `None`: no time limit. (The link
    /// gives it in seconds: `limit=900`.)
    pub time_limit_ms: Option<u64>,
}

/// The game a link without settings plays: you as the foxes against Mild's
/// dolphins, which a casual player wins about three games in five and a
/// slow one about two in five (`docs/balance.md`, "The default game for a
/// newcomer"); after a win the end screen offers the next level.
impl Default for Setup {
    fn default() -> Setup {
        let rules = Settings::default();
        Setup {
            size: rules.size,
            seed: None,
            fox: Seat::You,
            dolphin: Seat::Computer(Level::Mild),
            cooldown_ms: rules.cooldown_ms,
            tide_interval_ms: rules.tide_interval_ms,
            first_tide_ms: rules.first_tide_ms,
            time_limit_ms: rules.time_limit_ms,
        }
    }
}

/// The link's keys; `replay` (a recorded game) is read by the screen.
const KEYS: [&str; 11] = [
    "game",
    "size",
    "seed",
    "fox",
    "dolphin",
    "cooldown",
    "tide",
    "firsttide",
    "limit",
    REPLAY_KEY,
    DAILY_KEY,
];

impl Setup {
    /// Reads a setup from a query, with a note for every value ignored.
    pub fn from_query(query: &Query) -> (Setup, Vec<Ignored<FdReason>>) {
        let d = Setup::default();
        let mut ignored = query.unknown_keys(&KEYS);
        let setup = Setup {
            size: link::read(query, "size", d.size, parse_size, &mut ignored),
            seed: link::read(query, "seed", None, parse_seed, &mut ignored),
            fox: link::read(query, "fox", d.fox, parse_seat, &mut ignored),
            dolphin: link::read(query, "dolphin", d.dolphin, parse_seat, &mut ignored),
            cooldown_ms: link::read(
                query,
                "cooldown",
                d.cooldown_ms,
                parse_cooldown,
                &mut ignored,
            ),
            tide_interval_ms: link::read(
                query,
                "tide",
                d.tide_interval_ms,
                parse_tide,
                &mut ignored,
            ),
            first_tide_ms: link::read(
                query,
                "firsttide",
                d.first_tide_ms,
                parse_first_tide,
                &mut ignored,
            ),
            time_limit_ms: link::read(query, "limit", d.time_limit_ms, parse_limit, &mut ignored),
        };
        (setup, ignored)
    }

    /// The link that reproduces this setup (the seed only once drawn).
    pub fn to_query(&self) -> String {
        let mut pairs = vec![
            ("game", GAME_KEY.to_owned()),
            ("size", self.size.to_string()),
        ];
        if let Some(seed) = self.seed {
            pairs.push(("seed", seed.to_string()));
        }
        pairs.extend([
            ("fox", self.fox.key().to_owned()),
            ("dolphin", self.dolphin.key().to_owned()),
            ("cooldown", self.cooldown_ms.to_string()),
            ("tide", self.tide_interval_ms.to_string()),
            ("firsttide", self.first_tide_ms.to_string()),
            (
                "limit",
                self.time_limit_ms
                    .map_or("none".to_owned(), |ms| (ms / 1_000).to_string()),
            ),
        ]);
        link::encode(&pairs)
    }

    /// The rules' settings for this setup with `seed` (used when none is set).
    pub fn settings(&self, seed: u64) -> Settings {
        Settings {
            size: self.size,
            seed: self.seed.unwrap_or(seed),
            cooldown_ms: self.cooldown_ms,
            tide_interval_ms: self.tide_interval_ms,
            first_tide_ms: self.first_tide_ms,
            time_limit_ms: self.time_limit_ms,
        }
    }

    /// Who plays `seat`.
    pub fn seat(&self, seat: Species) -> Seat<Level> {
        match seat {
            Species::Fox => self.fox,
            Species::Dolphin => self.dolphin,
        }
    }

    /// The preset the timers match, `None` for custom timers.
    pub fn speed(&self) -> Option<Speed> {
        Speed::of(self.cooldown_ms, self.tide_interval_ms)
    }

    /// Computer against computer: nobody clicks, everybody watches.
    pub fn is_watch(&self) -> bool {
        self.fox.is_computer() && self.dolphin.is_computer()
    }

    /// The setup *Play online* opens the host's page with: you keep your
    /// side (the first, if you play both); every other side goes to a
    /// player on another device (`friend`, which online is a guest),
    /// whatever this device chose for it, except a computer side when
    /// `keep_computer` (the setup's second online link). Written out in
    /// full, so the host's page reads exactly these seats.
    pub fn for_online(self, keep_computer: bool) -> Setup {
        let mut you_kept = false;
        let mut online = |seat: Seat<Level>| match seat {
            Seat::You if !you_kept => {
                you_kept = true;
                Seat::You
            }
            Seat::Computer(_) if keep_computer => seat,
            _ => Seat::HotSeat,
        };
        let fox = online(self.fox);
        let dolphin = online(self.dolphin);
        Setup {
            fox,
            dolphin,
            ..self
        }
    }

    /// The host's seats for this setup: a friend is, online, a player on
    /// another device (a guest); the game waits for them to join.
    pub fn online_seats(&self) -> [Seat<Level>; 2] {
        [self.fox, self.dolphin].map(|seat| match seat {
            Seat::HotSeat => Seat::Guest,
            seat => seat,
        })
    }

    /// Whether a side is the computer's (the setup then offers to keep it
    /// online).
    pub fn has_computer(&self) -> bool {
        self.fox.is_computer() || self.dolphin.is_computer()
    }

    /// The host's page's setup (`online.html?...&online=host`): as
    /// [`Setup::from_query`], except that a side the link does not name
    /// goes to a player on another device, not to the local default's
    /// computer (a bare `online.html?game=fox-dolphin&online=host` waits
    /// for a guest). A side the link names keeps what it says.
    pub fn from_host_query(query: &Query) -> (Setup, Vec<Ignored<FdReason>>) {
        let (mut setup, ignored) = Setup::from_query(query);
        if query.get("dolphin").is_none() {
            setup.dolphin = Seat::HotSeat;
        }
        if query.get("fox").is_none() && setup.dolphin == Seat::You {
            setup.fox = Seat::HotSeat;
        }
        (setup, ignored)
    }
}

/// Why a value of a link (or of the setup form) was refused. The ranges
/// in the messages are the rules' own ([`Settings`]' bounds), checked once,
/// by the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FdReason {
    Size,
    Seed,
    Seat,
    Cooldown,
    TideInterval,
    /// The wait before the first tide step, in ms (a link's `firsttide`).
    FirstTide,
    TimeLimit,
    /// The setup's wait between moves, typed in seconds.
    WaitSeconds,
    /// The setup's tide step, typed in seconds.
    TideSeconds,
    /// The setup's wait before the first tide step, typed in seconds.
    FirstTideSeconds,
}

impl Worded for FdReason {
    fn worded(&self, lang: Lang) -> String {
        let t = FdWords::of(lang);
        match self {
            FdReason::Size => t.fd_reason_size(),
            FdReason::Seed => t.fd_reason_seed(),
            FdReason::Seat => t.fd_reason_seat().to_owned(),
            FdReason::Cooldown => t.fd_reason_cooldown(),
            FdReason::TideInterval => t.fd_reason_tide_interval(),
            FdReason::FirstTide => t.fd_reason_first_tide(),
            FdReason::TimeLimit => t.fd_reason_time_limit(),
            FdReason::WaitSeconds => t.fd_reason_wait_seconds(),
            FdReason::TideSeconds => t.fd_reason_tide_seconds(),
            FdReason::FirstTideSeconds => t.fd_reason_first_tide_seconds(),
        }
    }
}

/// A time typed on the setup in seconds (`2`, `0.5`, `0,25`), in ms;
/// `None` unless it is a number of seconds with at most three decimals.
/// (Links keep milliseconds: this is the form's unit only.)
pub fn ms_of_seconds(raw: &str) -> Option<u64> {
    let raw = raw.trim();
    let (whole, fraction) = raw.split_once(['.', ',']).unwrap_or((raw, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if (whole.is_empty() && fraction.is_empty())
        || fraction.len() > 3
        || !digits(whole)
        || !digits(fraction)
    {
        return None;
    }
    let whole: u64 = if whole.is_empty() {
        0
    } else {
        whole.parse().ok()?
    };
    let fraction: u64 = format!("{fraction:0<3}").parse().ok()?;
    whole.checked_mul(1_000)?.checked_add(fraction)
}

/// A time in ms as the setup shows it, in seconds: `2`, `0.5`, `0.25`.
pub fn seconds_of_ms(ms: u64) -> String {
    let fraction = format!("{:03}", ms % 1_000);
    match fraction.trim_end_matches('0') {
        "" => (ms / 1_000).to_string(),
        digits => format!("{}.{digits}", ms / 1_000),
    }
}

// Each value: a number, then the rules' own range check.

fn number(raw: &str) -> Option<u64> {
    raw.trim().parse::<u64>().ok()
}

fn parse_size(raw: &str) -> Result<usize, FdReason> {
    raw.trim()
        .parse::<usize>()
        .ok()
        .and_then(|n| Settings::check_size(n).ok())
        .ok_or(FdReason::Size)
}

fn parse_seed(raw: &str) -> Result<Option<u64>, FdReason> {
    number(raw).map(Some).ok_or(FdReason::Seed)
}

fn parse_seat(raw: &str) -> Result<Seat<Level>, FdReason> {
    Seat::from_key(raw).ok_or(FdReason::Seat)
}

fn parse_cooldown(raw: &str) -> Result<u64, FdReason> {
    number(raw)
        .and_then(|ms| Settings::check_cooldown(ms).ok())
        .ok_or(FdReason::Cooldown)
}

fn parse_tide(raw: &str) -> Result<u64, FdReason> {
    number(raw)
        .and_then(|ms| Settings::check_tide_interval(ms).ok())
        .ok_or(FdReason::TideInterval)
}

fn parse_first_tide(raw: &str) -> Result<u64, FdReason> {
    number(raw)
        .and_then(|ms| Settings::check_first_tide(ms).ok())
        .ok_or(FdReason::FirstTide)
}

/// `0` or `none`: no limit; otherwise seconds within the rules' range.
fn parse_limit(raw: &str) -> Result<Option<u64>, FdReason> {
    match raw.trim() {
        "none" | "0" => Ok(None),
        other => number(other)
            .and_then(|s| s.checked_mul(1_000))
            .and_then(|ms| Settings::check_time_limit(Some(ms)).ok())
            .ok_or(FdReason::TimeLimit),
    }
}

#[cfg(test)]
mod tests;
