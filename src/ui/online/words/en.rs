//! Playing online, in English.

use super::Entries;
use crate::online::code::MAX_CODE_CHARS;
use crate::rules::fox_dolphin::Species;
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
    online_guest_away: "a guest, reconnecting",
    online_waiting: "Waiting for the other player to join.",
    online_watching: "You are watching this game.",
    online_host_lost: "The connection to the host was lost.",
    online_ice_title: "How to connect",
    online_ice_how: "Across the internet, each device asks a public STUN server (Google's, Cloudflare's) for its public address: those servers learn the addresses of you and your guests, nothing of the game.",
    online_ice_local: "Same network only",
    online_ice_local_how: "No server at all: only devices on your own network (the same Wi-Fi) can join.",
    online_turn_url: "TURN server (optional)",
    online_turn_user: "TURN user name",
    online_turn_credential: "TURN password",
    online_turn_how: "Where no direct path exists, a TURN server (turn:host:port) relays the game, encrypted, and learns both addresses. Guests get these settings, password included, in the link.",
    online_ice_apply: "Use these settings (the page starts again)",
    online_ice_too_long: "the connection settings are too long",
    online_ice_malformed: "the connection settings are damaged",
    online_ice_not_server: "only turn: and turns: addresses can be used",
    online_ice_not_relay: "only wss:// addresses (at most five) can be used for relays",
    online_link_damaged: "this link is damaged: ask the host to send it again",
    online_relays_label: "Nostr relays (one address a line)",
    online_relays_how: "A guest's answer comes back by itself through these public relays, sealed with a key only your link holds: they see when and from which address, never the game or the connection. Empty the list to copy answers by hand.",
    online_joining: "Joining…",
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

    online_watchers: |count| format!("{count} {}", plural(count as u64, "watcher", "watchers")),
    online_not_accepted: |why| format!("Not accepted: {why}."),
    online_ttt_size: "The board size must be 3 or 4.",
    online_browser_failed: "The browser could not open a connection.",
    online_browser_failed_because: |detail| format!("The browser could not open a connection ({detail})."),
    online_game_over: |outcome| format!("Game over. {outcome}"),
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
    online_refusal_paused: "The game is paused: a player is reconnecting.",
    online_refusal_not_over: "A rematch can be asked once the game is over.",
    online_refusal_series_over: "The series is over: no rematch.",
    online_rematch: "Rematch",
    online_rematch_stop: "No more games",
    online_rematch_waiting: "Rematch asked: waiting for your opponent.",
    online_rematch_wanted: "Your opponent wants a rematch.",
    online_rematch_wanted_watched: "A player wants a rematch.",
    online_series_over: "The series is over: a player declined or left.",
    online_series_label: "Series",
    online_series_score: |game, mine, theirs, draws| format!(
        "Game {game} · you {mine} – {theirs} opponent{}",
        drawn_en(draws)
    ),
    online_series_players: |game, first, second, draws| format!(
        "Game {game} · player 1 {first} – {second} player 2{}",
        drawn_en(draws)
    ),
    online_restore_refused: "The saved game could not be restored: a new game starts.",
    online_fd_paused: |species, secs| format!(
        "{} are reconnecting — {secs} s left",
        match species {
            Species::Fox => "Foxes",
            Species::Dolphin => "Dolphins",
        }
    ),
    ttt_online_paused: |p, secs| format!("{} is reconnecting — {secs} s left", mark(p)),
    online_reconnecting: |secs| format!("The connection to the host dropped: reconnecting — {secs} s left"),
    online_code_malformed: "this is not a game code: copy it again, whole",
    online_code_too_long: |chars| format!(
        "this code is too long ({chars} characters; a code has at most {MAX_CODE_CHARS})"
    ),
    online_code_truncated: "this code is cut short: copy it again, whole",
    online_code_version: |v| format!(
        "this code comes from another version of the game (format {v}): both of you should reload the page"
    ),
    online_code_an_invitation: "this is an invitation, not an answer: paste the code your guest sent back",
    online_code_an_answer: "this is an answer code, not an invitation: open the link the host sent you",
    online_code_damaged: |what| format!("this code is damaged ({what})"),
    online_code_trailing: "this code has extra characters at its end",
    online_code_stale: "this answer is for another invitation: ask your guest to open the current link",
    online_code_reused: "this answer was used already: each guest needs a new invitation",
    online_code_no_sdp: |what| format!("the browser gave no {what} for the connection"),
    online_wire_empty: "an empty message",
    online_wire_too_long: |bytes| format!("a message too long ({bytes} bytes)"),
    online_wire_version: |v| format!(
        "a message from another version of the game (format {v}): both players should reload the page"
    ),
    online_wire_kind: |k| format!("a message of an unknown kind ({k})"),
    online_wire_fox_dolphin: "a message of Fox & Dolphin, not of this game: the invitation was for another game",
    online_wire_tictactoe: "a message of tic-tac-toe, not of this game: the invitation was for another game",
    online_wire_unknown_game: "a message of a game this page does not know",
    online_wire_truncated: "a message cut short",
    online_wire_bad_field: |what| format!("a message with a bad {what}"),
    online_wire_trailing: "a message with extra bytes",
    online_wire_log: |why| format!("a game record that cannot be read: {why}"),
};

/// The draws of a series, after its score (none: nothing).
fn drawn_en(draws: u32) -> String {
    match draws {
        0 => String::new(),
        n => format!(", {n} drawn"),
    }
}
