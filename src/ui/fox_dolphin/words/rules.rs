//! The one wording of the rules' refusals and verdicts every screen shows:
//! a refused move, the end of a game, refused settings and a saved game
//! that cannot be read (and the setup's notices built on them).

use crate::rules::fox_dolphin::{
    EndReason, LogError, MoveError, Outcome as FdOutcome, SettingsError, Species, TICK_MS,
};
use crate::ui::fox_dolphin::words::FdWords;

impl FdWords {
    /// A move the rules refused, as a whole sentence (every screen words
    /// the rules' refusals with this one).
    pub fn fd_move_error(&self, error: &MoveError) -> String {
        match error {
            MoveError::CoolingDown { remaining_ms } => {
                return self.fd_move_cooling_down(*remaining_ms);
            }
            MoveError::GameNotRunning => self.fd_move_not_running(),
            MoveError::OffBoard => self.fd_move_off_board(),
            MoveError::NotAdjacent => self.fd_move_not_adjacent(),
            MoveError::NotYourAnimal => self.fd_move_not_yours(),
            MoveError::SameSpecies => self.fd_move_same_species(),
            MoveError::DolphinStranded => self.fd_move_stranded(),
            MoveError::DolphinOntoLand => self.fd_move_onto_land(),
            MoveError::FoxTooFarFromLand => self.fd_move_too_far(),
            MoveError::FoxCannotEatSwimmingDolphin => self.fd_move_swimming_dolphin(),
        }
        .to_owned()
    }

    /// The end screen's headline and the feed's last line.
    pub fn fd_outcome(&self, outcome: FdOutcome) -> String {
        self.fd_outcome_for(outcome, false)
    }

    /// The end screen's headline when `you` played one side against the
    /// computer: a game that ended by a side leaving ended by yours.
    pub fn fd_outcome_for(&self, outcome: FdOutcome, you: bool) -> String {
        let why = match outcome.reason {
            EndReason::SpeciesEaten => match outcome.winner {
                Some(Species::Fox) => self.fd_why_dolphins_eaten(),
                _ => self.fd_why_foxes_eaten(),
            },
            EndReason::OpponentLeft if you => self.fd_why_you_left(),
            EndReason::OpponentLeft => self.fd_why_left(),
            EndReason::TimeLimit => self.fd_why_time(),
        };
        match outcome.winner {
            Some(Species::Fox) => self.fd_foxes_win(why),
            Some(Species::Dolphin) => self.fd_dolphins_win(why),
            None => self.fd_draw(why),
        }
    }

    /// Why settings were refused: the middle of a sentence.
    pub fn fd_settings_error(&self, error: &SettingsError) -> String {
        match *error {
            SettingsError::SizeOutOfRange(size) => self.fd_settings_size(size),
            SettingsError::CooldownOutOfRange(ms) => self.fd_settings_cooldown(ms),
            SettingsError::TideIntervalOutOfRange(ms) => self.fd_settings_tide_interval(ms),
            SettingsError::TimeLimitOutOfRange(ms) => self.fd_settings_time_limit(ms),
            SettingsError::FirstTideOutOfRange(ms) => self.fd_settings_first_tide(ms),
        }
    }

    /// Why a saved game cannot be read: the middle of a sentence (every
    /// screen words it with this one).
    pub fn fd_log_error(&self, error: &LogError) -> String {
        let at = |tick: u64| tick.saturating_mul(TICK_MS);
        match *error {
            LogError::Malformed => self.fd_log_malformed().to_owned(),
            LogError::TooLong { bytes } => self.fd_log_too_long(bytes),
            LogError::Truncated => self.fd_log_truncated().to_owned(),
            LogError::UnknownVersion(version) => self.fd_log_version(version),
            LogError::Settings(ref e) => self.fd_log_settings(&self.fd_settings_error(e)),
            LogError::UnknownController(controller) => self.fd_log_controller(controller),
            LogError::UnknownIntent(kind) => self.fd_log_intent(kind),
            LogError::ImpossibleTick { tick } => self.fd_log_impossible(at(tick)),
            LogError::ComputerSeat { tick } => self.fd_log_computer_seat(at(tick)),
            LogError::OffBoard { tick } => self.fd_log_off_board(at(tick)),
            LogError::IntentAfterEnd { tick } => self.fd_log_after_end(at(tick)),
            LogError::TrailingBytes => self.fd_log_trailing().to_owned(),
            LogError::DigestMismatch => self.fd_log_digest().to_owned(),
        }
    }

    /// The notice over the setup when settings are refused.
    pub fn fd_notice_settings(&self, error: &SettingsError) -> String {
        self.fd_cannot_start(&self.fd_settings_error(error))
    }

    /// The notice over the setup when a replay is refused.
    pub fn fd_notice_replay(&self, error: &LogError) -> String {
        self.fd_cannot_show(&self.fd_log_error(error))
    }
}
