//! Playing online's words that both games' pages share: the host's and
//! the guest's pages, the relay, the series, and the one wording of codes
//! and messages refused ([`OnlineWords::online_code_error`],
//! [`OnlineWords::online_wire_error`]), one table per language ([`en`],
//! [`pt`]). They dereference to the shared [`Catalogue`]. Each game's own
//! lines are in a catalogue of their own ([`fox_dolphin`], [`tictactoe`]),
//! so each online page (one per game) holds only its game's words: the
//! generic pages reach them through the game (`PageGame`), never from
//! here.

pub mod en;
pub mod fox_dolphin;
pub mod pt;
pub mod tictactoe;

use crate::online::code::{CodeError, Kind as CodeKind};
use crate::online::connection::OnlineProblem;
use crate::online::ice::IceError;
use crate::online::invitation::InvitationError;
use crate::online::relay_policy::{Health, JoinNotice};
use crate::online::verdict::Verdict;
use crate::online::wire::{Refusal, WireError};
use crate::ui::i18n::Catalogue;

crate::ui::i18n::catalogue! {
    /// Playing online's words in one language: `OnlineWords::of`.
    words OnlineWords: Catalogue;
    strings {
        /// The browser could not connect, and gave no reason.
        online_browser_failed,
        /// The host's refusals (Z spec `IllegalMove`; see
        /// [`OnlineWords::online_refusal`]).
        online_refusal_watcher,
        online_refusal_not_your_seat,
        online_refusal_too_fast,
        online_refusal_bad_message,
        online_refusal_not_started,
        online_refusal_game_over,
        online_refusal_other_game,
        /// The match waits for a player coming back.
        online_refusal_paused,
        /// A rematch asked before the end, or once the series is over.
        online_refusal_not_over,
        online_refusal_series_over,
        /// The host serves as many watchers as it may.
        online_refusal_full,
        /// The series (`series.rs`): the buttons at a game's end, who
        /// asked, and its end.
        online_rematch,
        online_rematch_stop,
        online_rematch_waiting,
        online_rematch_wanted,
        online_rematch_wanted_watched,
        online_series_over,
        online_series_label,
        /// A finished game's headline for the person at the page, above
        /// how it ended ([`OnlineWords::online_verdict`]).
        online_verdict_won,
        online_verdict_lost,
        online_verdict_drawn,
        online_verdict_ended,
        /// Before the games' replay links: `Replays: Game 1 · Game 2`.
        online_replays,
        /// The host page's saved game could not be restored: a new one.
        online_restore_refused,
        /// The series' past games a page kept for its tab (the host's, a
        /// guest's or a watcher's) were refused: it goes on without their
        /// replays.
        online_past_refused,
        /// The seeking page (`seek_panel.rs`): its heading, nobody found
        /// yet, and its three ways out.
        online_seek_title,
        online_seek_nobody,
        online_seek_keep_waiting,
        online_seek_computer,
        online_seek_cancel,
        /// An offer came: joining that player's game.
        online_seek_found,
        /// The relays the seek goes through are slow, or none can be
        /// reached: what to do instead (invite a friend with a link).
        online_seek_relays_slow,
        online_seek_relays_failed,
        online_seek_invite,
        /// The seeking page's list of its relays and how each does.
        online_seek_relays,
        /// The invitation's heading while a player's seat is open.
        online_invite,
        /// The invitation's heading once every seat is taken (by a guest or
        /// the computer): whoever opens the link watches.
        online_invite_watcher,
        online_invite_how,
        online_making_invite,
        online_copy,
        online_link_label,
        online_qr_label,
        online_answer_label,
        online_answer_how,
        online_connect,
        online_join,
        online_your_answer,
        online_your_answer_how,
        online_making_answer,
        online_people,
        online_host_seat,
        online_guest_waiting,
        online_guest_seated,
        online_guest_away,
        online_waiting,
        online_watching,
        online_host_lost,
        /// The host's connection settings (`ice_panel.rs`).
        online_ice_title,
        online_ice_how,
        online_ice_local,
        online_ice_local_how,
        online_turn_url,
        online_turn_user,
        online_turn_credential,
        online_turn_how,
        online_ice_apply,
        /// Why a link's connection settings were refused
        /// ([`OnlineWords::online_ice_error`]).
        online_ice_too_long,
        online_ice_malformed,
        online_ice_not_server,
        online_ice_not_relay,
        /// Why an invitation link was refused, beyond its code and its
        /// settings ([`OnlineWords::online_invitation_error`]).
        online_link_damaged,
        /// The Nostr relays on the host's connection panel, and the
        /// guest's page while its answer goes back through them.
        online_relays_label,
        online_relays_how,
        /// How to connect in plain words: across the internet or the same
        /// Wi-Fi (`online_ice_local`), the servers behind Advanced.
        online_ice_internet,
        online_ice_internet_how,
        online_ice_advanced,
        /// What the host's page says of the answers, by how the relays do
        /// ([`OnlineWords::online_answer_notice`]); without relays, or
        /// with none reached, it says `online_answer_how`.
        online_answer_by_relays,
        online_relays_slow,
        /// The alert at the top of the host's page while a seat is open
        /// and no relay can be reached.
        online_relays_failed,
        /// What the guest's page says over its code when the relays failed,
        /// or the host did not answer through them.
        online_relays_failed_guest,
        online_host_no_reply,
        /// Each relay's state on the host's How to connect
        /// ([`OnlineWords::online_relay_health`]).
        online_relay_connecting,
        online_relay_connected,
        online_relay_closed,
        online_relay_silent,
        online_joining,
        /// Under "Joining…": what is happening, for someone who only
        /// opened a link (painted by the invitation's shell).
        online_joining_how,
        online_bad_link,
        online_open_games,
        online_answer_link_label,
        online_answer_link_how,
        online_relay_title,
        online_relay_sending,
        online_relay_sent,
        online_relay_no_host,
        /// Why a code was refused ([`OnlineWords::online_code_error`]).
        online_code_malformed,
        online_code_truncated,
        online_code_an_invitation,
        online_code_an_answer,
        online_code_trailing,
        online_code_stale,
        online_code_reused,
        /// Why a message was refused ([`OnlineWords::online_wire_error`]).
        online_wire_empty,
        online_wire_unknown_game,
        online_wire_truncated,
        online_wire_trailing,
    }
    templates {

        // Online.
        online_watchers(count: usize) -> String = [(0), (1), (2)],
        /// What the seeking page does (the game is in the page's heading):
        /// the board size and the seconds it has looked.
        online_seeking(size: usize, secs: u64) -> String = [(7, 12)],
        /// A code or a message refused, as a whole sentence: `Not accepted: why.`
        online_not_accepted(why: &str) -> String = [("why")],
        /// The browser could not connect, and said why.
        online_browser_failed_because(detail: &str) -> String = [("boom")],
        /// Why a code was refused, the middle of a sentence
        /// ([`OnlineWords::online_code_error`]).
        online_code_too_long(chars: usize) -> String = [(900)],
        online_code_version(version: u8) -> String = [(9)],
        online_code_damaged(what: &str) -> String = [("role")],
        online_code_no_sdp(what: &str) -> String = [("fingerprint")],
        /// Why a message was refused, the middle of a sentence
        /// ([`OnlineWords::online_wire_error`]).
        online_wire_too_long(bytes: usize) -> String = [(9)],
        online_wire_version(version: u8) -> String = [(9)],
        online_wire_kind(kind: u8) -> String = [(9)],
        online_wire_bad_field(what: &str) -> String = [("seat")],
        /// A guest whose host dropped, joining again, with the seconds left.
        online_reconnecting(secs: u64) -> String = [(31)],
        /// A relay that refused, with its own reason (in its language).
        online_relay_refused(why: &str) -> String = [("pow: 28 bits")],
        /// The series' score for a player: `Game 2 · you 1 – 0 opponent`
        /// (and the draws, if any).
        online_series_score(game: u32, mine: u32, theirs: u32, draws: u32) -> String = [(2, 1, 0, 0), (3, 1, 0, 1)],
        /// The series' score for a watcher, player 1 (who began on the
        /// first side) first.
        online_series_players(game: u32, first: u32, second: u32, draws: u32) -> String = [(2, 1, 0, 0), (4, 1, 1, 2)],
        /// A game's replay link, and a game whose log is too long for one.
        online_replay_game(game: u32) -> String = [(2)],
        online_replay_too_long(game: u32) -> String = [(3)],
    }
}

impl OnlineWords {
    /// A finished game's headline ([`Verdict`]): a player's own result,
    /// or "Game over" for a watcher, whom the game's line tells who won.
    pub fn online_verdict(&self, verdict: Verdict) -> &'static str {
        match verdict {
            Verdict::Won => self.online_verdict_won(),
            Verdict::Lost => self.online_verdict_lost(),
            Verdict::Drawn => self.online_verdict_drawn(),
            Verdict::Ended => self.online_verdict_ended(),
        }
    }

    /// What the host's page says of its guests' answers under Connect, by
    /// how its relays do (none reached: by hand, as the alert at the top
    /// of the page says, `online_relays_failed`).
    pub fn online_answer_notice(&self, notice: JoinNotice) -> &'static str {
        match notice {
            JoinNotice::ByHand | JoinNotice::Failed => self.online_answer_how(),
            JoinNotice::Working => self.online_answer_by_relays(),
            JoinNotice::Slow => self.online_relays_slow(),
        }
    }

    /// One relay's state, as the host's How to connect lists it.
    pub fn online_relay_health(&self, health: &Health) -> String {
        match health {
            Health::Connecting => self.online_relay_connecting().to_owned(),
            Health::Connected => self.online_relay_connected().to_owned(),
            Health::Refused(why) => self.online_relay_refused(why),
            Health::Closed => self.online_relay_closed().to_owned(),
            Health::Silent => self.online_relay_silent().to_owned(),
        }
    }

    /// Why a code, a link's settings or the browser's connection was
    /// refused, as a whole sentence.
    pub fn online_problem(&self, problem: &OnlineProblem) -> String {
        match problem {
            OnlineProblem::Code(error) => self.online_not_accepted(&self.online_code_error(error)),
            OnlineProblem::Ice(error) => self.online_not_accepted(self.online_ice_error(*error)),
            OnlineProblem::Browser(detail) if detail.is_empty() => {
                self.online_browser_failed().to_owned()
            }
            OnlineProblem::Browser(detail) => self.online_browser_failed_because(detail),
        }
    }

    /// Why a code was refused: the middle of a sentence (every screen
    /// words it with this one; see [`OnlineWords::online_problem`]).
    pub fn online_code_error(&self, error: &CodeError) -> String {
        match *error {
            CodeError::Malformed => self.online_code_malformed().to_owned(),
            CodeError::TooLong { chars } => self.online_code_too_long(chars),
            CodeError::Truncated => self.online_code_truncated().to_owned(),
            CodeError::UnknownVersion(version) => self.online_code_version(version),
            CodeError::WrongKind {
                expected: CodeKind::Answer,
            } => self.online_code_an_invitation().to_owned(),
            CodeError::WrongKind {
                expected: CodeKind::Offer,
            } => self.online_code_an_answer().to_owned(),
            CodeError::BadField(what) => self.online_code_damaged(what),
            CodeError::TrailingBytes => self.online_code_trailing().to_owned(),
            CodeError::Stale => self.online_code_stale().to_owned(),
            CodeError::Reused => self.online_code_reused().to_owned(),
            CodeError::SdpMissing(what) => self.online_code_no_sdp(what),
        }
    }

    /// Why connection settings were refused: the middle of a sentence.
    pub fn online_ice_error(&self, error: IceError) -> &'static str {
        match error {
            IceError::TooLong => self.online_ice_too_long(),
            IceError::Malformed => self.online_ice_malformed(),
            IceError::NotServerUrl => self.online_ice_not_server(),
            IceError::NotRelayUrl => self.online_ice_not_relay(),
        }
    }

    /// Why an invitation link was refused: the middle of a sentence.
    pub fn online_invitation_error(&self, error: &InvitationError) -> String {
        match error {
            InvitationError::Code(e) => self.online_code_error(e),
            InvitationError::Settings(e) => self.online_ice_error(*e).to_owned(),
            // The rest are one sentence: what a guest can do is the same
            // (the page's bytes are counted).
            InvitationError::TooLong
            | InvitationError::NotAnInvitation
            | InvitationError::Secret
            | InvitationError::UnknownKey
            | InvitationError::Repeated
            | InvitationError::UnknownGame => self.online_link_damaged().to_owned(),
        }
    }

    /// Why a message was refused: the middle of a sentence.
    pub fn online_wire_error(&self, error: &WireError) -> String {
        match *error {
            WireError::Empty => self.online_wire_empty().to_owned(),
            WireError::TooLong { bytes } => self.online_wire_too_long(bytes),
            WireError::UnknownVersion(version) => self.online_wire_version(version),
            WireError::UnknownKind(kind) => self.online_wire_kind(kind),
            // A message of the other game is worded by each game's page
            // (`FdOnlineWords`, `TttOnlineWords`), which names it.
            WireError::OtherGame(_) => self.online_wire_unknown_game().to_owned(),
            WireError::Truncated => self.online_wire_truncated().to_owned(),
            WireError::BadField(what) => self.online_wire_bad_field(what),
            WireError::TrailingBytes => self.online_wire_trailing().to_owned(),
            // Only Fox & Dolphin's records say why they do not read, and
            // its page words that (`FdOnlineWords::online_wire_error`);
            // another game's bad record is a bad field, as tic-tac-toe's
            // own reader says.
            WireError::Log(_) => self.online_wire_bad_field("log"),
        }
    }

    /// The host's refusal, as a whole sentence, the game's own already
    /// worded by its game (`PageGame::refusal`, through [`Refusal::map`]).
    pub fn online_refusal(&self, refusal: Refusal<&'static str>) -> &'static str {
        match refusal {
            Refusal::Watcher => self.online_refusal_watcher(),
            Refusal::NotYourSeat => self.online_refusal_not_your_seat(),
            Refusal::TooFast => self.online_refusal_too_fast(),
            Refusal::BadMessage => self.online_refusal_bad_message(),
            Refusal::NotStarted => self.online_refusal_not_started(),
            Refusal::GameOver => self.online_refusal_game_over(),
            Refusal::OtherGame => self.online_refusal_other_game(),
            Refusal::Paused => self.online_refusal_paused(),
            Refusal::NotOver => self.online_refusal_not_over(),
            Refusal::SeriesOver => self.online_refusal_series_over(),
            Refusal::Full => self.online_refusal_full(),
            Refusal::Game(worded) => worded,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::i18n::Lang;

    #[test]
    fn watchers_take_the_plural_of_each_language() {
        let (en, pt) = (OnlineWords::of(Lang::En), OnlineWords::of(Lang::Pt));
        assert_eq!(en.online_watchers(1), "1 watcher");
        assert_eq!(en.online_watchers(2), "2 watchers");
        assert_eq!(pt.online_watchers(0), "nenhum espectador");
        assert_eq!(pt.online_watchers(1), "1 espectador");
        assert_eq!(pt.online_watchers(3), "3 espectadores");
    }
}
