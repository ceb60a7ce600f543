//! The setup stage, in the Elm shape: its model ([`Form`]: the settings,
//! the notice over them, your record and "Match my level", both kept on
//! this device), its messages ([`SetupAction`]) and its update
//! ([`Form::update`]), which returns what comes next ([`Next`]): stay, a
//! new game, or a replay to open.

use crate::link::Query;
use crate::rules::fox_dolphin::{Log, LogError, Outcome, Species, MAX_LOG_BYTES};
use crate::ui::fox_dolphin::page::Page;
use crate::ui::fox_dolphin::setup::fair::{self, FairFights, Shift};
use crate::ui::fox_dolphin::setup::model::{Setup, GAME_KEY, REPLAY_KEY};
use crate::ui::fox_dolphin::setup::next::Next;
use crate::ui::fox_dolphin::setup::notice::FdNotice;
use crate::ui::fox_dolphin::setup::record::{self, counted, result_of, Record};

/// The longest link offered: every browser and chat app keeps this many
/// characters.
pub const MAX_LINK_CHARS: usize = 8_000;

/// Why a replay file of `bytes` bytes is refused before it is read.
pub fn file_refused(bytes: f64) -> Option<LogError> {
    (bytes > MAX_LOG_BYTES as f64).then_some(LogError::TooLong {
        bytes: bytes as usize,
    })
}

/// The query of a replay link, if the whole link (`link_of`) stays short
/// enough: `?game=fox-dolphin&replay=LOG`, the log as base64url text
/// ([`Log::to_text`], read back by [`Log::from_text`]); read by
/// [`replay_in`].
pub fn replay_query(log: &Log, link_of: fn(&str) -> String) -> Option<String> {
    let query = format!("?game={GAME_KEY}&{REPLAY_KEY}={}", log.to_text());
    (link_of(&query).len() <= MAX_LINK_CHARS).then_some(query)
}

/// The log text a page's query carries, if it is a replay link's
/// ([`replay_query`]); the screen reads the log itself, and says why when
/// it refuses one.
pub fn replay_in(query: &Query) -> Option<&str> {
    query.get(REPLAY_KEY)
}

/// What the setup form and the replay file's button ask.
#[derive(Debug)]
pub enum SetupAction {
    /// A value of the setup form taken.
    Change(Setup),
    /// A value typed into the form that no setting allows.
    Refused(FdNotice),
    Start,
    NewSeed,
    /// "Match my level" turned on (true) or off for the seat you play.
    Fair(bool),
    /// A replay file that is not read (too large).
    FileRefused(LogError),
    /// The file's bytes, or `None` if the browser could not read it.
    FileRead(Option<Vec<u8>>),
}

/// The setup stage's model, kept while other stages are shown (its
/// settings are the link's, and the next game's).
#[derive(Clone, Debug, PartialEq)]
pub struct Form {
    /// The setup form's values (the seed drawn).
    pub setup: Setup,
    /// Why a replay was not shown or a game could not start.
    pub notice: Option<FdNotice>,
    /// Your games against each level on this device.
    pub record: Record,
    /// "Match my level", per seat, on this device.
    pub fair: FairFights,
    /// The seat whose followed level you have just chosen yourself (its
    /// help line then says why it now moves one level a game), until
    /// "Match my level" is turned or a game counted.
    pub chose: Option<Species>,
}

/// "Match my level" as saved on this device (unreadable counts as none).
fn load_fair<P: Page>() -> FairFights {
    FairFights::parse(&P::load(fair::STORAGE_KEY).unwrap_or_default())
}

fn save_fair<P: Page>(fights: &FairFights) {
    P::save(fair::STORAGE_KEY, &fights.to_text());
}

/// Your record as saved on this device (unreadable counts as none).
pub fn load_record<P: Page>() -> Record {
    Record::parse(&P::load(record::STORAGE_KEY).unwrap_or_default())
}

impl Form {
    /// The form for a link's setup: a seed drawn if it has none, the
    /// computer at the level it follows you at (if you asked it to).
    pub fn new<P: Page>(setup: Setup) -> Form {
        let fair = load_fair::<P>();
        Form {
            setup: fair.apply(Setup {
                seed: Some(setup.seed.unwrap_or_else(P::random_seed)),
                ..setup
            }),
            notice: None,
            record: load_record::<P>(),
            fair,
            chose: None,
        }
    }

    /// Applies `action`; says what comes next.
    pub fn update<P: Page>(&mut self, action: SetupAction) -> Next {
        match action {
            SetupAction::Change(setup) => {
                // A level picked for a computer that follows you: it
                // goes on from there. (Your seat changed: that seat's own
                // level shows instead.)
                if let (Some((seat, level)), Some((was, _))) =
                    (counted(&setup), counted(&self.setup))
                {
                    if seat == was && self.fair.level(seat).is_some_and(|l| l != level) {
                        self.fair = load_fair::<P>();
                        self.fair.choose(seat, level);
                        save_fair::<P>(&self.fair);
                        self.chose = Some(seat);
                    }
                }
                self.setup = self.fair.apply(setup);
                // A refused value is forgotten once a value is taken.
                if matches!(self.notice, Some(FdNotice::Field { .. })) {
                    self.notice = None;
                }
            }
            SetupAction::Refused(notice) => self.notice = Some(notice),
            SetupAction::Start => return Next::Play(self.setup),
            SetupAction::NewSeed => self.setup.seed = Some(P::random_seed()),
            SetupAction::Fair(on) => {
                if let Some((seat, level)) = counted(&self.setup) {
                    // Read again first: another tab may have moved it.
                    self.fair = load_fair::<P>();
                    self.fair.turn(seat, on, level);
                    save_fair::<P>(&self.fair);
                    self.chose = None;
                    self.setup = self.fair.apply(self.setup);
                }
            }
            SetupAction::FileRefused(error) => return Next::Refused(error),
            SetupAction::FileRead(read) => match read.map(|bytes| Log::decode(&bytes)) {
                Some(Ok(log)) => return Next::Replay(log),
                Some(Err(error)) => return Next::Refused(error),
                None => {
                    self.notice = Some(FdNotice::FileUnreadable);
                    return Next::Back;
                }
            },
        }
        Next::Stay
    }

    /// The settings of a new game: these, with the computer at the level
    /// it follows you at (if you asked it to).
    pub fn fair_setup(&self, setup: Setup) -> Setup {
        self.fair.apply(setup)
    }

    /// Counts a game of `setup` that ended with `outcome` (when you played
    /// one side against the computer): your record, and "Match my level",
    /// up after your win, down after your loss (`FairFight::after`), when
    /// the computer follows you in this seat; says where it went.
    pub fn count<P: Page>(&mut self, setup: &Setup, outcome: Outcome) -> Option<Shift> {
        let (seat, level) = counted(setup)?;
        // Read again first: another tab may have counted a game since.
        self.record = load_record::<P>();
        self.record.add(level, seat, result_of(outcome, seat));
        save_record::<P>(&self.record);
        self.fair = load_fair::<P>();
        self.chose = None;
        let shift = self.fair.after(seat, result_of(outcome, seat));
        if shift.is_some() {
            save_fair::<P>(&self.fair);
        }
        shift
    }
}

fn save_record<P: Page>(record: &Record) {
    P::save(record::STORAGE_KEY, &record.to_text());
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fox_dolphin::ai::{simulate, Level};
    use crate::rules::fox_dolphin::Settings;

    fn played() -> Log {
        let settings = Settings {
            size: 12,
            seed: 21,
            cooldown_ms: 250,
            tide_interval_ms: 1_000,
            first_tide_ms: 1_000,
            time_limit_ms: Some(30_000),
        };
        simulate(settings, Level::Hard, Level::Normal, u64::MAX)
            .expect("valid")
            .log()
    }

    #[test]
    fn a_replay_link_round_trips_its_log() {
        let log = played();
        let query = replay_query(&log, |q| format!("fox-dolphin.html{q}")).expect("short enough");
        let query = Query::parse(&query);
        let text = replay_in(&query).expect("a replay link");
        assert_eq!(Log::from_text(text).expect("its log"), log);
    }

    #[test]
    fn a_replay_link_is_written_as_links_made_before_read_it() {
        let log = played();
        let query = replay_query(&log, str::to_owned).expect("short enough");
        assert_eq!(query, format!("?game=fox-dolphin&replay={}", log.to_text()));
        let old = format!("?game=fox-dolphin&replay={}", log.to_text());
        assert_eq!(replay_in(&Query::parse(&old)), Some(log.to_text().as_str()));
    }

    #[test]
    fn a_malformed_replay_link_is_refused_with_its_reason() {
        let query = Query::parse("?game=fox-dolphin&replay=not*a*log");
        let text = replay_in(&query).expect("a replay link");
        assert!(Log::from_text(text).is_err());
        assert_eq!(replay_in(&Query::parse("?game=fox-dolphin")), None);
    }

    #[test]
    fn a_link_too_long_to_keep_is_not_offered() {
        let long = |q: &str| format!("{}{q}", "x".repeat(MAX_LINK_CHARS));
        assert_eq!(replay_query(&played(), long), None);
    }
}
