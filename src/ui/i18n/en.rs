//! English.
//!
//! The accessible names of cells and tiles are a contract that the browser
//! and end-to-end tests rely on: change them only together with those tests.
//! One style for every refusal: a whole sentence that says what is wrong
//! and, where it helps, what to do.

use super::{clock, decimal, plural_en as plural, Entries};
use crate::online::code::{CodeError, Kind as CodeKind, MAX_CODE_CHARS};
use crate::online::game::GameKind;
use crate::online::tictactoe::TttEnd;
use crate::online::wire::{Refusal, Role, WireError};
use crate::rules::fox_dolphin::{
    ai::Level as FdLevel, floods_at, EndReason, LogError, MoveError as FdMoveError,
    Outcome as FdOutcome, Pace, SettingsError, Species, Surface, MAX_BOARD_SIZE, MAX_COOLDOWN_MS,
    MAX_LOG_BYTES, MAX_TIDE_INTERVAL_MS, MAX_TIME_LIMIT_MS, MIN_BOARD_SIZE, MIN_COOLDOWN_MS,
    MIN_TIDE_INTERVAL_MS, MIN_TIME_LIMIT_MS, TICK_MS,
};
use crate::rules::tictactoe::notation::{MovesError, RulesError};
use crate::rules::tictactoe::{
    Level as TttLevel, MoveError as TttMoveError, Outcome as TttOutcome, Player, MAX_SIZE, MIN_SIZE,
};
use crate::ui::fox_dolphin::chronicle::FeedLine;
use crate::ui::fox_dolphin::play::RefusalReason;
use crate::ui::fox_dolphin::setup::{SeatKind, Speed};
use crate::ui::fox_dolphin::FdNotice;
use crate::ui::link::Reason;
use crate::ui::online::OnlineProblem;
use crate::ui::tictactoe::state::TttMessage;

fn mark(player: Player) -> &'static str {
    match player {
        Player::X => "X",
        Player::O => "O",
    }
}

fn seconds(ms: u64) -> String {
    format!("{} s", decimal(ms.div_ceil(100), '.'))
}

/// A computer level's name inside a sentence.
fn level_name(level: FdLevel) -> &'static str {
    match level {
        FdLevel::Easy => "Easy",
        FdLevel::Normal => "Normal",
        FdLevel::Hard => "Hard",
        FdLevel::Expert => "Expert",
    }
}

fn species(species: Species) -> &'static str {
    match species {
        Species::Fox => "Foxes",
        Species::Dolphin => "Dolphins",
    }
}

fn ttt_move_error(error: &TttMoveError) -> String {
    match error {
        TttMoveError::OffBoard { cell, size } => format!(
            "There is no row {}, column {} on a {size}×{size} board.",
            cell.row + 1,
            cell.col + 1
        ),
        TttMoveError::Occupied(cell) => format!(
            "Row {}, column {} is already taken.",
            cell.row + 1,
            cell.col + 1
        ),
        TttMoveError::NotYourTurn(turn) => format!("It is {}'s turn.", mark(*turn)),
        TttMoveError::GameOver => "The game is over.".to_owned(),
    }
}

/// Why a `moves=` list was refused: the middle of an `ignored` sentence.
fn moves_reason(error: &MovesError) -> String {
    match error {
        MovesError::Empty => "the list of moves is empty".to_owned(),
        MovesError::TooLong { size, limit } => {
            format!("a {size}×{size} game takes at most {limit} characters")
        }
        MovesError::TooMany { size } => {
            format!("a {size}×{size} game has at most {} moves", size * size)
        }
        MovesError::Garbage { number, found } if found.is_empty() => {
            format!("move {number} is missing")
        }
        MovesError::Garbage { number, found } => {
            format!("move {number} is “{found}”, neither a cell number nor a (row, col) pair")
        }
        MovesError::UnknownCell {
            number,
            token,
            size,
        } => format!(
            "move {number} is {token}, not a cell of the {size}×{size} board: cells are 1 to {} or (1,1) to ({size},{size})",
            size * size
        ),
        MovesError::Repeated {
            number,
            token,
            earlier,
        } => format!("move {number} is {token}, the cell already taken at move {earlier}"),
        MovesError::AfterWin {
            number,
            winner,
            won_at,
        } => format!(
            "{} won at move {won_at}, where VDM play stops, so move {number} comes after the end of the game",
            mark(*winner)
        ),
        MovesError::Refused(RulesError::Size(_)) => {
            format!("the board size must be {MIN_SIZE} or {MAX_SIZE}")
        }
        MovesError::Refused(RulesError::Move { number, error }) => {
            let why = ttt_move_error(error);
            format!("move {number} was refused: {}", why.trim_end_matches('.'))
        }
    }
}

fn settings_reason(error: &SettingsError) -> String {
    match error {
        SettingsError::SizeOutOfRange(n) => format!(
            "the board size {n} is not allowed: it must be from {MIN_BOARD_SIZE} to {MAX_BOARD_SIZE}"
        ),
        SettingsError::CooldownOutOfRange(ms) => format!(
            "the cooldown {ms} ms is not allowed: it must be from {MIN_COOLDOWN_MS} to {MAX_COOLDOWN_MS} ms"
        ),
        SettingsError::TideIntervalOutOfRange(ms) => format!(
            "the tide interval {ms} ms is not allowed: it must be from {MIN_TIDE_INTERVAL_MS} to {MAX_TIDE_INTERVAL_MS} ms"
        ),
        SettingsError::TimeLimitOutOfRange(ms) => format!(
            "the time limit {ms} ms is not allowed: it must be from {MIN_TIME_LIMIT_MS} to {MAX_TIME_LIMIT_MS} ms"
        ),
    }
}

fn log_reason(error: &LogError) -> String {
    let at = |tick: &u64| tick.saturating_mul(TICK_MS);
    match error {
        LogError::Malformed => "this is not a saved game".to_owned(),
        LogError::TooLong { bytes } => {
            format!("this saved game is too long ({bytes} bytes; at most {MAX_LOG_BYTES})")
        }
        LogError::Truncated => "this saved game is cut short".to_owned(),
        LogError::UnknownVersion(v) => format!(
            "this saved game has format {v}, which this version of the game cannot read"
        ),
        LogError::Settings(e) => format!("this saved game's settings are wrong: {}", settings_reason(e)),
        LogError::UnknownController(c) => format!("this saved game names an unknown player ({c})"),
        LogError::UnknownIntent(k) => {
            format!("this saved game holds an unknown kind of move ({k})")
        }
        LogError::ImpossibleTick { tick } => format!(
            "this saved game has a move at {} ms, when the game cannot be running",
            at(tick)
        ),
        LogError::ComputerSeat { tick } => format!(
            "this saved game has a person's move at {} ms for a seat the computer plays",
            at(tick)
        ),
        LogError::OffBoard { tick } => format!(
            "this saved game has a move at {} ms from a tile off the board",
            at(tick)
        ),
        LogError::IntentAfterEnd { tick } => format!(
            "this saved game has a move at {} ms, after the game ended",
            at(tick)
        ),
        LogError::TrailingBytes => "this saved game has extra data at its end".to_owned(),
        LogError::DigestMismatch => "this saved game does not replay as it was recorded (another version of the game, or altered)".to_owned(),
    }
}

fn outcome(outcome: FdOutcome) -> String {
    let why = match outcome.reason {
        EndReason::SpeciesEaten => match outcome.winner {
            Some(Species::Fox) => "every dolphin was eaten",
            _ => "every fox was eaten",
        },
        EndReason::OpponentLeft => "the other side left",
        EndReason::TimeLimit => "time ran out",
    };
    match outcome.winner {
        Some(Species::Fox) => format!("The foxes win: {why}."),
        Some(Species::Dolphin) => format!("The dolphins win: {why}."),
        None => format!("A draw: {why} with equal numbers."),
    }
}

/// Why a value of a link or of the setup form is not allowed.
fn reason_text(reason: &Reason) -> String {
    match reason {
        Reason::UnknownSetting => "it is not a setting of this game".to_owned(),
        Reason::UnknownGame => "there is no game by that name".to_owned(),
        Reason::TttSize => format!("the board size must be {MIN_SIZE} or {MAX_SIZE}"),
        Reason::TttOpponent => {
            "the opponent must be easy, strategy, perfect, friend or computer".to_owned()
        }
        Reason::TttMark => "a mark must be x or o".to_owned(),
        Reason::FdSize => format!(
            "the board size must be a whole number from {MIN_BOARD_SIZE} to {MAX_BOARD_SIZE}"
        ),
        Reason::FdSeed => {
            format!("the seed must be a whole number from 0 to {}", u64::MAX)
        }
        Reason::FdSeat => "a seat must be you, friend, easy, normal, hard or expert".to_owned(),
        Reason::FdCooldown => format!(
            "the cooldown must be a number of milliseconds from {MIN_COOLDOWN_MS} to {MAX_COOLDOWN_MS}"
        ),
        Reason::FdTideInterval => format!(
            "the tide interval must be a number of milliseconds from {MIN_TIDE_INTERVAL_MS} to {MAX_TIDE_INTERVAL_MS}"
        ),
        Reason::FdTimeLimit => format!(
            "the time limit must be a number of seconds from {} to {}, or 0 or none for no limit",
            MIN_TIME_LIMIT_MS / 1_000,
            MAX_TIME_LIMIT_MS / 1_000
        ),
        Reason::TttMoves(error) => moves_reason(error),
    }
}

pub const EN: Entries = Entries {
    site_title: "Fox & XO",
    document_title: "Fox & XO: two small games",
    site_tagline: "Two small games for one browser: play the computer or a friend on this device.",
    all_games: "All games",
    back_arrow: "← ",
    new_game: "New game",
    notices_label: "About this link",
    crash_message: "Something went wrong. Reload the page.",
    lang_switch_label: "Language",
    lang_name_en: "English",
    lang_name_pt: "Português",

    games_heading: "Choose a game",
    ttt_name: "Tic-tac-toe",
    ttt_art: "✕○",
    ttt_blurb: "Three (or four) in a row, on a 3×3 or 4×4 board. Play a friend or the computer at three levels, from easy to unbeatable.",
    play: "Play",
    fd_name: "Fox & Dolphin",
    fd_blurb: "Foxes on a shrinking island, dolphins in a rising sea. Move whenever your cooldown allows, eat what the tide leaves in reach. Play a friend or the computer, in real time.",

    ttt_draw: "Draw",
    ttt_board_label: "Tic-tac-toe board",
    ttt_settings: "Settings",
    ttt_size: "Board",
    ttt_opponent: "Opponent",
    ttt_first: "Who starts",
    ttt_you: "You play",
    ttt_hint: "Hint",
    ttt_undo: "Undo",
    ttt_score: "Score",
    ttt_keys_help: "Arrow keys move between cells; Enter or Space plays.",
    ttt_friend: "A friend on this device",
    ttt_watch: "Computer vs computer",
    ttt_score_you: "You",
    ttt_score_computer: "Computer",
    ttt_score_draws: "Draws",
    ttt_share: "Share this game",
    ttt_share_help: "This link opens a replay of the game, move by move.",
    ttt_share_link: "Link to this game",
    ttt_copy: "Copy",
    ttt_copied: "Link copied.",
    ttt_copy_refused: "This browser did not allow copying: the link is selected, copy it from the field.",
    ttt_replay: "Replay of a shared game",
    ttt_replay_first: "First",
    ttt_replay_previous: "Previous",
    ttt_replay_next: "Next",
    ttt_replay_last: "Last",
    ttt_replay_steps: "Step through the game",
    ttt_replay_keys_help: "The left and right arrow keys step through the moves; Home and End jump to either end.",
    ttt_replay_moves: "Moves",
    ttt_replay_start: "The empty board, before the first move.",
    ttt_replay_new_game: "New game with this setup",

    fd_setup: "New game",
    fd_size: "Board size",
    fd_foxes: "Foxes",
    fd_dolphins: "Dolphins",
    fd_speed: "Speed",
    fd_custom: "Custom",
    fd_cooldown: "Cooldown (ms)",
    fd_tide_interval: "Tide step every (ms)",
    fd_limit: "Time limit",
    fd_no_limit: "None",
    fd_seed: "Seed",
    fd_new_seed: "New seed",
    fd_start: "Start",
    fd_setup_help: "Foxes take the first seat, dolphins the second. The link in the address bar reproduces this game: same seed, same island.",

    fd_board_label: "Fox & Dolphin board",
    fd_pause: "Pause",
    fd_resume: "Resume",
    fd_leave: "Leave",
    fd_stop: "Stop watching",
    fd_zoom: "Zoom",
    fd_paused_banner: "Paused",
    fd_watching: "Computer against computer: you are watching",
    fd_tide: "Tide",
    fd_time: "Time",
    fd_events: "Events",
    fd_cooldown_label: "Cooldown",
    fd_ready: "ready",
    fd_keys_help: "Click one of your animals, then a highlighted tile. Keyboard: arrow keys move the cursor, Enter selects and moves.",
    fd_play_help: "Click one of your animals, then a highlighted tile; where only one of your animals can go, one click on the tile moves it, and you can drag an animal onto a tile. Keyboard: arrow keys move the cursor, Enter selects and moves.",
    fd_stranded: "stranded",
    fd_swimming: "swimming",
    fd_selected: "selected",
    fd_target: "can move here",

    fd_result: "Game over",
    fd_figures: "The game in figures",
    fd_rematch: "Rematch (same seed)",
    fd_rematch_new: "Rematch (new seed)",
    fd_change_setup: "Change setup",
    fd_duration: "Duration",
    fd_left: "Animals left",
    fd_eaten: "Eaten by",
    fd_moves: "Moves",
    fd_tide_steps: "Tide steps",
    fd_digest: "Game digest",
    fd_watch_replay: "Watch replay",
    fd_copy_link: "Copy replay link",
    fd_link_label: "Replay link",
    fd_link_copied: "Link copied.",
    fd_copy_failed: "This browser did not let the page copy: select the link and copy it.",
    fd_link_too_long: "This game is too long for a link: download it instead.",
    fd_download: "Download replay",
    fd_open_file: "Open replay file",
    fd_open_help: "Watch a game saved with Download replay (a .fdlog file).",
    fd_replay: "Replay",
    fd_checking: "Checking the replay",
    fd_cancel: "Cancel",
    fd_play: "Play",
    fd_scrub: "Moment of the game",
    fd_next_event: "Next event",
    fd_close_replay: "Close replay",
    fd_replay_help: "Drag the slider to any moment; Next event jumps to the next move, capture or tide step. Arrow keys move the cursor over the board.",

    online_play: "Play online",
    online_entry_help: "Play online: a seat set to a friend is taken by a guest on another device instead, in the order guests join; anyone after them watches. No server: your browser runs the game.",
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
    ttt_online_entry_help: "Play online: you play the mark chosen under \"You play\" and a guest on another device takes the other; anyone after them watches. No server: your browser runs the game.",

    // ---- How to play ----

    howto: "How to play",
    howto_back_to_game: "Back to the game",
    howto_source: "Source:",
    howto_decision: "the project's decision",
    howto_sources_note: "Each rule ends with the clause of the formal specification it comes from (VDM-SL, LED and Quint for tic-tac-toe, Z for Fox & Dolphin); “the project's decision” marks a rule the specifications leave open.",
    howto_ttt_title: "How to play Tic-tac-toe",
    howto_ttt_play: "Play Tic-tac-toe",
    howto_ttt_intro: "Two players, X and O, take turns to mark the cells of a square board. The first to fill a whole line with their own mark wins.",
    howto_fd_title: "How to play Fox & Dolphin",
    howto_fd_play: "Play Fox & Dolphin",
    howto_fd_intro: "Foxes live on an island, dolphins in the sea around it, and the tide keeps moving the shore. Each side tries to eat the other's animals.",

    howto_ttt_board_heading: "Board and turns",
    howto_ttt_board: "The board has 3\u{a0}×\u{a0}3 or 4\u{a0}×\u{a0}4 cells: choose under Settings.",
    howto_ttt_turns: "X and O take turns, one mark each; who starts is a setting too.",
    howto_ttt_empty_cell: "You may only mark an empty cell, and only while the game is not over.",
    howto_ttt_win_heading: "Winning",
    howto_ttt_lines: "A line is a whole row, a whole column or one of the two long diagonals: three cells on 3\u{a0}×\u{a0}3, four cells on 4\u{a0}×\u{a0}4.",
    howto_ttt_win: "Whoever fills a line with their own mark wins at once. On 4\u{a0}×\u{a0}4, three in a row is not enough.",
    howto_ttt_win_3_caption: "3\u{a0}×\u{a0}3: X holds the diagonal from the top left corner and wins.",
    howto_ttt_win_4_caption: "4\u{a0}×\u{a0}4: X wins with a diagonal of four; O's three in the top row do not count.",
    howto_ttt_draw_heading: "A draw",
    howto_ttt_draw: "When every cell is taken and nobody holds a line, the game is a draw.",
    howto_ttt_draw_caption: "A full board without a line: a draw.",
    howto_ttt_computer_heading: "Playing the computer",
    howto_ttt_easy: "Easy plays mostly at random, but always legally: it takes a win half the time and blocks yours a third of the time.",
    howto_ttt_strategy: "Strategy follows a list: a corner on an empty board, else complete its own line, else block yours, else the centre, else start a line, else any cell.",
    howto_ttt_perfect: "Perfect never loses, and wins whenever you slip.",

    howto_fd_board_heading: "The board",
    howto_fd_board: "The sea is N\u{a0}×\u{a0}N tiles (N from 10 to 50, chosen on the setup), with one island of land in it.",
    howto_fd_start: "Each side starts with N animals: the foxes on land, the dolphins in the water.",
    howto_fd_when_heading: "Who moves when",
    howto_fd_real_time: "There are no turns: the game runs in real time, and each side moves whenever its own cooldown allows.",
    howto_fd_cooldown: "After every move a side asks for, allowed or not, it waits for the cooldown (set by the game's speed) before it can move again; the bar under each side shows the wait.",
    howto_fd_not_heard: "A click while your side is still cooling down is not heard: it does not restart the wait.",
    howto_fd_moving_heading: "Moving and eating",
    howto_fd_step: "Select one of your animals, then a tile one step left, right, up or down from it: never diagonally.",
    howto_fd_eat: "An animal moves onto an empty tile, or onto an animal of the other species and eats it; never onto its own kind.",
    howto_fd_foxes_heading: "Foxes",
    howto_fd_fox_moves: "A fox walks on land and may swim into the sea, but only while some land lies within two steps of it: further out, it cannot move.",
    howto_fd_fox_eats: "A fox eats only a stranded dolphin, one left on land; never a dolphin in the water.",
    howto_fd_fox_eats_caption: "A fox on land beside a stranded dolphin: the fox may eat it, and the dolphin cannot move.",
    howto_fd_fox_too_far_caption: "A fox swimming three steps from the nearest land: it cannot move until land is within two steps again.",
    howto_fd_dolphins_heading: "Dolphins",
    howto_fd_dolphin_moves: "A dolphin swims from water to water: it never goes onto land.",
    howto_fd_dolphin_stranded: "A stranded dolphin, left on land by the tide, cannot move at all.",
    howto_fd_dolphin_eats: "A dolphin eats a swimming fox, never a fox on land.",
    howto_fd_dolphin_eats_caption: "A dolphin beside a swimming fox: the dolphin may eat it; the fox cannot eat the dolphin, which is in the water.",
    howto_fd_tide_heading: "The tide",
    howto_fd_tide_cycle: "The tide moves in a cycle of six steps, one step every tide interval; the gauge at the top shows the step and what the next one does.",
    howto_fd_tide_steps: "Steps 1 to 3 are high tide: each floods N tiles of the island's shore. Steps 4 to 6 are low tide: each raises N tiles of sea beside the island as land.",
    howto_fd_tide_island: "However the tide moves, the island stays in one piece.",
    howto_fd_tide_animals: "Animals stay where they are when the tide turns: a fox whose tile floods is left swimming, a dolphin whose tile rises is left stranded, and both are in danger (a hatched tile).",
    howto_fd_end_heading: "The end",
    howto_fd_end_eaten: "When every animal of one side has been eaten, the other side wins.",
    howto_fd_end_leave: "A player who leaves loses: the one who stays wins.",
    howto_fd_end_time: "When the time limit runs out, the side with more animals wins; equal numbers are a draw.",
    howto_fd_end_hour: "Every game ends within one hour, even without a time limit.",
    ignored_lang: |value| {
        format!("Ignored lang={value}: the language must be en or pt; using the default.")
    },
    tenths: |tenths| decimal(tenths, '.'),
    ignored: |key, value, reason| {
        let why = reason_text(reason);
        format!("Ignored {key}={value}: {why}; using the default.")
    },

    ttt_wins: |p| format!("{} wins", mark(p)),
    ttt_turn: |p| format!("{} to play", mark(p)),
    ttt_your_turn: |p| format!("Your turn ({})", mark(p)),
    ttt_computer_thinking: |p| format!("Computer ({}) is thinking…", mark(p)),
    ttt_message: |message| match message {
        TttMessage::Watching => {
            "The computer is playing both sides: choose another opponent to play.".to_owned()
        }
        TttMessage::Refused(error) => ttt_move_error(error),
    },
    ttt_size_choice: |size| format!("{size} × {size}"),
    ttt_mark: mark,
    ttt_cell_name: |row, col, player| match player {
        Some(p) => format!("Row {}, column {}, {}", row + 1, col + 1, mark(p)),
        None => format!("Row {}, column {}, empty", row + 1, col + 1),
    },
    ttt_hint_shown: |row, col| format!("Hint: row {}, column {}", row + 1, col + 1),
    ttt_level_name: |level| match level {
        TttLevel::Easy => "Computer: easy",
        TttLevel::Strategy => "Computer: strategy",
        TttLevel::Perfect => "Computer: perfect",
    },
    ttt_replay_step: |step, total| format!("Move {step} of {total}"),
    ttt_replay_played: |p, row, col, number| {
        format!(
            "{} played row {}, column {} (cell {number}).",
            mark(p),
            row + 1,
            col + 1
        )
    },
    ttt_replay_entry: |index, p, number| format!("{}. {} {number}", index + 1, mark(p)),
    ttt_replay_entry_name: |index, p, row, col, number| {
        format!(
            "{}. {} {number}: row {}, column {}",
            index + 1,
            mark(p),
            row + 1,
            col + 1
        )
    },
    ttt_replay_result: |outcome, total, won_at| {
        let moves = plural(total as u64, "move", "moves");
        match (outcome, won_at) {
            (TttOutcome::Won(p), Some(at)) => format!(
                "VDM play of these {total} {moves}: {} wins; play stops at move {at}, the first win.",
                mark(p)
            ),
            (TttOutcome::Won(p), None) => {
                format!("VDM play of these {total} {moves}: {} wins.", mark(p))
            }
            (TttOutcome::Draw, _) => format!(
                "VDM play of these {total} {moves}: DRAW; every cell is taken and nobody holds a line."
            ),
            (TttOutcome::Unfinished, _) => format!(
                "VDM play of these {total} {moves}: UNFINISHED; nobody holds a line and cells are still empty."
            ),
        }
    },

    fd_tide_glyph: |floods| if floods { "▼" } else { "▲" },
    fd_seat_name: |kind| match kind {
        SeatKind::You => "You",
        SeatKind::Friend => "A friend on this device",
        SeatKind::Computer(FdLevel::Easy) => "Computer: easy",
        SeatKind::Computer(FdLevel::Normal) => "Computer: normal",
        SeatKind::Computer(FdLevel::Hard) => "Computer: hard",
        SeatKind::Computer(FdLevel::Expert) => "Computer: expert",
    },
    fd_speed_name: |speed| match speed {
        Speed::Relaxed => "Relaxed",
        Speed::Normal => "Normal",
        Speed::Lightning => "Lightning",
    },
    fd_size_choice: |size| format!("{size} × {size}"),
    fd_pace: |pace| match pace {
        Pace::Quick => "A quick game: most games end when one side has eaten all the other's animals.",
        Pace::Longer => "A longer game: some games end when one side has eaten the other, many at the time limit, where the side with more animals left wins.",
        Pace::Long => "A long game of many animals: nearly every game runs to the time limit, where the side with more animals left wins.",
    },
    fd_level_for: |level| match level {
        FdLevel::Easy => "Easy: for your first games.",
        FdLevel::Normal => "Normal: a fair fight once you know the rules.",
        FdLevel::Hard => "Hard: for practised players; it reads the tide.",
        FdLevel::Expert => "Expert: the strongest; it looks ahead.",
    },
    fd_record: |seat, wins, losses, draws| {
        let seat = match seat {
            Species::Fox => "foxes",
            Species::Dolphin => "dolphins",
        };
        if wins + losses + draws == 0 {
            return format!("You as {seat} against this level: no games yet on this device.");
        }
        format!(
            "You as {seat} against this level, on this device: {wins} {}, {losses} {}, {draws} {}.",
            plural(wins.into(), "win", "wins"),
            plural(losses.into(), "loss", "losses"),
            plural(draws.into(), "draw", "draws"),
        )
    },
    fd_try_next: |level| format!("Try {} next", level_name(level)),
    fd_one_tap: |species, row, col| {
        let animal = match species {
            Species::Fox => "fox",
            Species::Dolphin => "dolphin",
        };
        format!("Enter moves your {animal} from row {}, column {} here", row + 1, col + 1)
    },
    fd_minutes: |s| {
        if s % 60 == 0 {
            format!("{} min", s / 60)
        } else {
            format!("{s} s")
        }
    },
    fd_tile_name: |row, col, surface, occupant| {
        let surface = match surface {
            Surface::Land => "land",
            Surface::Water => "water",
        };
        let occupant = match occupant {
            Some(Species::Fox) => "fox",
            Some(Species::Dolphin) => "dolphin",
            None => "empty",
        };
        format!("Row {}, column {}, {surface}, {occupant}", row + 1, col + 1)
    },
    fd_species_plural: species,
    fd_side_label: |s, who| format!("{}: {who}", species(s)),
    fd_count: |count| format!("{count} left"),
    fd_time_of_limit: |elapsed, limit| match limit {
        Some(limit) => format!("{} of {}", clock(elapsed), clock(limit)),
        None => format!("{} (no limit)", clock(elapsed)),
    },
    fd_tide_status: |floodstate, next_floods, ms_to_next| {
        let step = floodstate + 1;
        let phase = if floods_at(floodstate) {
            "high tide"
        } else {
            "low tide"
        };
        let next = if next_floods { "floods" } else { "surfaces" };
        match ms_to_next {
            Some(ms) => format!(
                "Step {step} of 6 ({phase}). Next step {next} in {} s",
                ms.div_ceil(1_000)
            ),
            None => format!("Step {step} of 6 ({phase})"),
        }
    },
    fd_tide_step_name: |floodstate| {
        if floods_at(floodstate) {
            format!("Step {}: floods", floodstate + 1)
        } else {
            format!("Step {}: surfaces", floodstate + 1)
        }
    },
    fd_seconds: seconds,
    fd_feed: |line| match line {
        FeedLine::Ate { eater: Species::Fox, at } => format!(
            "A fox ate a stranded dolphin at row {}, column {}.",
            at.row + 1,
            at.col + 1
        ),
        FeedLine::Ate { eater: Species::Dolphin, at } => format!(
            "A dolphin ate a swimming fox at row {}, column {}.",
            at.row + 1,
            at.col + 1
        ),
        FeedLine::Tide {
            floodstate,
            flooded,
            surfaced,
        } => {
            let step = floodstate + 1;
            if *flooded > 0 {
                let tiles = plural(*flooded as u64, "tile", "tiles");
                format!("High tide (step {step} of 6): {flooded} {tiles} flooded.")
            } else {
                let tiles = plural(*surfaced as u64, "tile", "tiles");
                format!("Low tide (step {step} of 6): {surfaced} {tiles} surfaced.")
            }
        }
        FeedLine::Ended(o) => outcome(*o),
    },
    fd_refusal: |reason| {
        match reason {
            RefusalReason::Paused => "The game is paused.",
            RefusalReason::Watching => "Computer against computer: you are watching.",
            RefusalReason::Rules(FdMoveError::CoolingDown { remaining_ms }) => {
                return format!("Wait {}: cooling down.", seconds(*remaining_ms));
            }
            RefusalReason::Rules(error) => match error {
                FdMoveError::GameNotRunning => "The game is not running.",
                FdMoveError::OffBoard => "That tile is off the board.",
                FdMoveError::NotAdjacent => "One step at a time: left, right, up or down.",
                FdMoveError::NotYourAnimal => "That is not one of your animals.",
                FdMoveError::SameSpecies => "One of your own animals is there.",
                FdMoveError::DolphinStranded => "A stranded dolphin cannot move.",
                FdMoveError::DolphinOntoLand => "A dolphin cannot go onto land.",
                FdMoveError::FoxTooFarFromLand => "Too far from land to swim.",
                FdMoveError::FoxCannotEatSwimmingDolphin => "A fox eats only stranded dolphins.",
                FdMoveError::CoolingDown { .. } => "Cooling down.",
            },
        }
        .to_owned()
    },
    fd_outcome: outcome,
    fd_pair: |foxes, dolphins| format!("foxes {foxes}, dolphins {dolphins}"),
    fd_times: |speed| format!("{speed}×"),
    fd_notice: |notice| match notice {
        FdNotice::Settings(error) => {
            format!("This game cannot start: {}.", settings_reason(error))
        }
        FdNotice::Replay(error) => format!("This replay cannot be shown: {}.", log_reason(error)),
        FdNotice::FileUnreadable => {
            "This file could not be read: choose it again, or another one.".to_owned()
        }
        FdNotice::Field { value, reason } => {
            format!("“{value}” was not used: {}; the setting is unchanged.", reason_text(reason))
        }
    },
    fd_replay_file_name: |seed| format!("fox-dolphin-{seed}.fdlog"),

    online_seat_line: |s, who| format!("{}: {who}", species(s)),
    online_watchers: |count| format!("{count} {}", plural(count as u64, "watcher", "watchers")),
    online_problem: |problem| {
        let why = match problem {
            OnlineProblem::Code(error) => match error {
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
            OnlineProblem::Wire(error) => match error {
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
                    format!("a game record that cannot be read: {}", log_reason(e))
                }
            },
            OnlineProblem::Settings(e) => return (EN.fd_notice)(&FdNotice::Settings(*e)),
            OnlineProblem::TttSize => return "The board size must be 3 or 4.".to_owned(),
            OnlineProblem::Browser(detail) if detail.is_empty() => {
                return "The browser could not open a connection.".to_owned();
            }
            OnlineProblem::Browser(detail) => {
                return format!("The browser could not open a connection ({detail}).");
            }
        };
        format!("Not accepted: {why}.")
    },
    online_outcome: |o| format!("Game over. {}", outcome(o)),
    online_your_role: |role| match role {
        Role::Seat(Species::Fox) => "You play the foxes.".to_owned(),
        Role::Seat(Species::Dolphin) => "You play the dolphins.".to_owned(),
        Role::Watcher => "You are watching this game.".to_owned(),
    },
    online_refusal: |refusal| match refusal {
        Refusal::Watcher => "You are a watcher and cannot move.",
        Refusal::NotYourSeat => "Those are not your animals.",
        Refusal::TooFast => "Too many messages: some were dropped.",
        Refusal::BadMessage => "The host could not read a message from this page.",
        Refusal::NotStarted => "The game has not started yet.",
        Refusal::GameOver => "The game is over.",
        Refusal::NotYourTurn => "It is not your turn.",
        Refusal::CellTaken => "That square is already taken.",
        Refusal::NoSuchCell => "There is no such square on this board.",
        Refusal::OtherGame => "This invitation was for another game: ask the host for a new link.",
    },
    ttt_online_your_role: |role| match role {
        Role::Seat(p) => format!("You play {}.", mark(p)),
        Role::Watcher => "You are watching this game.".to_owned(),
    },
    ttt_online_seat_line: |p, who| format!("{}: {who}", mark(p)),
    ttt_online_status: |outcome, turn| match outcome {
        None => format!("{} to play", mark(turn)),
        Some(o) => match (o.winner, o.reason) {
            (Some(p), TttEnd::OpponentLeft) => {
                format!("Game over: {} wins: the other side left.", mark(p))
            }
            (Some(p), _) => format!("Game over: {} wins.", mark(p)),
            (None, _) => "Game over: a draw.".to_owned(),
        },
    },

    // ---- How to play (templates) ----
};
