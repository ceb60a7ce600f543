//! The notice over the setup ([`FdNotice`]): why a game could not start
//! or a replay could not be shown, worded when shown.

use crate::rules::fox_dolphin::{LogError, SettingsError};
use crate::ui::fox_dolphin::setup::model::FdReason;
use crate::ui::fox_dolphin::words::FdWords;
use crate::ui::link::Worded;

/// A notice over the setup: why a game could not start or a replay could
/// not be shown, worded when shown ([`FdNotice::worded`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FdNotice {
    /// The rules refused the settings.
    Settings(SettingsError),
    /// A replay (link or file) that cannot be shown.
    Replay(LogError),
    /// The browser could not read the chosen file.
    FileUnreadable,
    /// A value typed into the setup form that no setting allows: the
    /// setting keeps its value. Unlike a link's `Ignored`, no default
    /// replaces it and no link key names it.
    Field { value: String, reason: FdReason },
    /// The game of the day's link, on a device whose date is not one the
    /// game of the day knows: the setup shows instead.
    NoDate,
}

impl FdNotice {
    /// This notice as a whole sentence.
    pub fn worded(&self, t: &FdWords) -> String {
        match self {
            FdNotice::Settings(error) => t.fd_notice_settings(error),
            FdNotice::Replay(error) => t.fd_notice_replay(error),
            FdNotice::FileUnreadable => t.fd_notice_file_unreadable().to_owned(),
            FdNotice::Field { value, reason } => t.fd_notice_field(value, &reason.worded(t.lang())),
            FdNotice::NoDate => t.fd_notice_no_date().to_owned(),
        }
    }
}
