//! Playing online, in English.

use super::Entries;
use crate::online::code::{CodeError, Kind as CodeKind, MAX_CODE_CHARS};
use crate::online::game::GameKind;
use crate::online::wire::WireError;
use crate::ui::fox_dolphin::words::en::{outcome, species};
use crate::ui::i18n::plural_en as plural;
use crate::ui::tictactoe::words::mark;

pub const EN: Entries = Entries {
    online_title: "Fox & Dolphin online",
    online_invite: "Invite a player or a watcher",
    online_invite_how: "Send this link to one person (or let them scan the code). Each person needs their own link: a new one appears when they connect.",
    online_making_invite: "Preparing an invitation…",
    online_copy: "Copy",
    online_link_label: "Invitation link",
    online_qr_label: "QR code of the invitation link",
    online_answer_label: "Their answer code",
    online_answer_how: "Your guest's page shows an answer code once they open the link: paste it here.",
    online_connect: "Connect",
    online_join: "Join the game",
    online_your_answer: "Your answer code",
    online_your_answer_how: "Send this code back to the host, who pastes it on their page. The game appears here when you are connected.",
    online_making_answer: "Preparing your answer…",
    online_people: "Players",
    online_host_seat: "you (the host)",
    online_guest_waiting: "waiting for a guest",
    online_guest_seated: "a guest",
    online_waiting: "Waiting for the other player to join.",
    online_watching: "You are watching this game.",
    online_host_lost: "The connection to the host was lost.",
    online_stun_label: "STUN server (optional)",
    online_stun_how: "Empty: play on the same network only. For play across the internet, give a STUN server such as stun:stun.example.org:3478; it learns your public address, and so does your guest.",
    online_bad_link: "This invitation cannot be used",
    online_open_games: "Open the games",
    online_other_player: "A player online",
    online_answer_link_label: "Or your answer as a link",
    online_answer_link_how: "Opened on the host's device, in the browser where the game waits, this link hands your answer to the game by itself.",
    online_relay_title: "An answer for a game online",
    online_relay_sending: "Handing the answer to the waiting game…",
    online_relay_sent: "Sent to the waiting game; you can close this tab.",
    online_relay_no_host: "No game in this browser is waiting for this answer. Paste the code on the host's page instead:",
    ttt_online_title: "Tic-tac-toe online",

    online_seat_line: |s, who| format!("{}: {who}", species(s)),
    online_watchers: |count| format!("{count} {}", plural(count as u64, "watcher", "watchers")),
    online_code_error: |error| match error {
        CodeError::Malformed => "this is not a game code: copy it again, whole".to_owned(),
        CodeError::TooLong { chars } => format!(
            "this code is too long ({chars} characters; a code has at most {MAX_CODE_CHARS})"
        ),
        CodeError::Truncated => "this code is cut short: copy it again, whole".to_owned(),
        CodeError::UnknownVersion(v) => format!(
            "this code comes from another version of the game (format {v}): both of you should reload the page"
        ),
        CodeError::WrongKind {
            expected: CodeKind::Answer,
        } => "this is an invitation, not an answer: paste the code your guest sent back"
            .to_owned(),
        CodeError::WrongKind {
            expected: CodeKind::Offer,
        } => "this is an answer code, not an invitation: open the link the host sent you"
            .to_owned(),
        CodeError::BadField(what) => format!("this code is damaged ({what})"),
        CodeError::TrailingBytes => "this code has extra characters at its end".to_owned(),
        CodeError::Stale => "this answer is for another invitation: ask your guest to open the current link".to_owned(),
        CodeError::Reused => {
            "this answer was used already: each guest needs a new invitation".to_owned()
        }
        CodeError::SdpMissing(what) => {
            format!("the browser gave no {what} for the connection")
        }
    },
    online_wire_error: |error| match error {
        WireError::Empty => "an empty message".to_owned(),
        WireError::TooLong { bytes } => format!("a message too long ({bytes} bytes)"),
        WireError::UnknownVersion(v) => format!(
            "a message from another version of the game (format {v}): both players should reload the page"
        ),
        WireError::UnknownKind(k) => format!("a message of an unknown kind ({k})"),
        WireError::OtherGame(Some(GameKind::FoxDolphin)) => "a message of Fox & Dolphin, not of this game: the invitation was for another game".to_owned(),
        WireError::OtherGame(Some(GameKind::TicTacToe)) => "a message of tic-tac-toe, not of this game: the invitation was for another game".to_owned(),
        WireError::OtherGame(None) => "a message of a game this page does not know".to_owned(),
        WireError::Truncated => "a message cut short".to_owned(),
        WireError::BadField(what) => format!("a message with a bad {what}"),
        WireError::TrailingBytes => "a message with extra bytes".to_owned(),
        WireError::Log(e) => {
            format!("a game record that cannot be read: {}", crate::ui::fox_dolphin::words::en::log_reason(e))
        }
    },
    online_not_accepted: |why| format!("Not accepted: {why}."),
    online_ttt_size: "The board size must be 3 or 4.",
    online_browser_failed: "The browser could not open a connection.",
    online_browser_failed_because: |detail| format!("The browser could not open a connection ({detail})."),
    online_outcome: |o| format!("Game over. {}", outcome(o)),
    online_you_play_foxes: "You play the foxes.",
    online_you_play_dolphins: "You play the dolphins.",
    online_refusal_watcher: "You are a watcher and cannot move.",
    online_refusal_not_your_seat: "Those are not your animals.",
    online_refusal_too_fast: "Too many messages: some were dropped.",
    online_refusal_bad_message: "The host could not read a message from this page.",
    online_refusal_not_started: "The game has not started yet.",
    online_refusal_game_over: "The game is over.",
    online_refusal_not_your_turn: "It is not your turn.",
    online_refusal_cell_taken: "That square is already taken.",
    online_refusal_no_such_cell: "There is no such square on this board.",
    online_refusal_other_game: "This invitation was for another game: ask the host for a new link.",
    ttt_online_you_play: |p| format!("You play {}.", mark(p)),
    ttt_online_seat_line: |p, who| format!("{}: {who}", mark(p)),
    ttt_online_to_play: |p| format!("{} to play", mark(p)),
    ttt_online_won_left: |p| format!("Game over: {} wins: the other side left.", mark(p)),
    ttt_online_won: |p| format!("Game over: {} wins.", mark(p)),
    ttt_online_draw: "Game over: a draw.",
};
