//! The setup stage, in the Elm shape: its model ([`Form`]: the settings,
//! the notice over them, your record and "Match my level", both kept on
//! this device), its messages ([`SetupAction`]) and its update
//! ([`Form::update`]), which returns what comes next ([`Next`]): stay, a
//! new game, or a replay to open.

use crate::rules::fox_dolphin::{Log, LogError, Outcome, Species, MAX_LOG_BYTES};
use crate::ui::fox_dolphin::page::Page;
use crate::ui::fox_dolphin::setup::fair::{self, FairFights, Shift};
use crate::ui::fox_dolphin::setup::model::{Setup, GAME_KEY};
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
/// enough.
pub fn replay_query(log: &Log, link_of: fn(&str) -> String) -> Option<String> {
    let query = format!("?game={GAME_KEY}&replay={}", log.to_text());
    (link_of(&query).len() <= MAX_LINK_CHARS).then_some(query)
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
