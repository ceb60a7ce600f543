//! Every string the UI shows, in one place.
//!
//! English for now; a Portuguese table will follow, so components never
//! spell out text of their own. The accessible names of cells and tiles are
//! a contract that the browser and end-to-end tests rely on: change them
//! here, and only together with those tests.

use crate::rules::tictactoe::{Level, Player};

// ---- Shared ---------------------------------------------------------------

pub const SITE_TITLE: &str = "Fox & XO";
pub const SITE_TAGLINE: &str =
    "Two small games for one browser: play the computer or a friend on this device.";
pub const ALL_GAMES: &str = "All games";
pub const BACK_ARROW: &str = "← ";
pub const NEW_GAME: &str = "New game";
pub const NOTICES_LABEL: &str = "About this link";
pub const UNKNOWN_SETTING: &str = "it is not a setting of this game";
pub const UNKNOWN_GAME: &str = "there is no game by that name";

/// A link value replaced by its default, e.g.
/// `Ignored size=7: the board size must be 3 or 4.`
pub fn ignored_value(key: &str, value: &str, reason: &str) -> String {
    format!("Ignored {key}={value}: {reason}; using the default.")
}

// ---- Landing --------------------------------------------------------------

pub const GAMES_HEADING: &str = "Choose a game";
pub const TTT_NAME: &str = "Tic-tac-toe";
/// Decoration on the landing card (hidden from screen readers).
pub const TTT_ART: &str = "✕○";
pub const TTT_BLURB: &str = "Three (or four) in a row, on a 3×3 or 4×4 board. Play a friend or the computer at three levels, from easy to unbeatable.";
pub const PLAY: &str = "Play";

// ---- Tic-tac-toe ----------------------------------------------------------

pub const TTT_SIZE_RANGE: &str = "the board size must be 3 or 4";
pub const TTT_OPPONENT_CHOICES: &str =
    "the opponent must be easy, strategy, perfect, friend or computer";
pub const TTT_MARK_CHOICES: &str = "a mark must be x or o";
pub const TTT_WATCHING: &str =
    "The computer is playing both sides: choose another opponent to play.";
pub const TTT_DRAW: &str = "Draw";
pub const TTT_BOARD_LABEL: &str = "Tic-tac-toe board";
pub const TTT_SETTINGS: &str = "Settings";
pub const TTT_SIZE: &str = "Board";
pub const TTT_OPPONENT: &str = "Opponent";
pub const TTT_FIRST: &str = "Who starts";
pub const TTT_YOU: &str = "You play";
pub const TTT_HINT: &str = "Hint";
pub const TTT_UNDO: &str = "Undo";
pub const TTT_SCORE: &str = "Score";
pub const TTT_KEYS_HELP: &str = "Arrow keys move between cells; Enter or Space plays.";

pub fn ttt_wins(player: Player) -> String {
    format!("{player} wins")
}

pub fn ttt_turn(player: Player) -> String {
    format!("{player} to play")
}

pub fn ttt_your_turn(player: Player) -> String {
    format!("Your turn ({player})")
}

pub fn ttt_computer_thinking(player: Player) -> String {
    format!("Computer ({player}) is thinking…")
}

pub fn ttt_size_choice(size: usize) -> String {
    format!("{size} × {size}")
}

pub fn ttt_mark(player: Player) -> String {
    player.to_string()
}

/// Accessible name of a cell, 1-based: `Row 2, column 3, empty` or `…, X`.
pub fn ttt_cell_name(row: usize, col: usize, mark: Option<Player>) -> String {
    match mark {
        Some(player) => format!("Row {}, column {}, {player}", row + 1, col + 1),
        None => format!("Row {}, column {}, empty", row + 1, col + 1),
    }
}

pub fn ttt_hint_shown(row: usize, col: usize) -> String {
    format!("Hint: row {}, column {}", row + 1, col + 1)
}

pub fn ttt_level_name(level: Level) -> &'static str {
    match level {
        Level::Easy => "Computer: easy",
        Level::Strategy => "Computer: strategy",
        Level::Perfect => "Computer: perfect",
    }
}

pub const TTT_FRIEND: &str = "A friend on this device";
pub const TTT_WATCH: &str = "Computer vs computer";

/// Score labels: yours against the computer, X's and O's otherwise.
pub fn ttt_score_labels(against_computer: bool) -> [&'static str; 3] {
    if against_computer {
        ["You", "Computer", "Draws"]
    } else {
        ["X", "O", "Draws"]
    }
}

// ---- Tic-tac-toe: sharing a game and its replay ---------------------------

pub const TTT_SHARE: &str = "Share this game";
pub const TTT_SHARE_HELP: &str = "This link opens a replay of the game, move by move.";
pub const TTT_SHARE_LINK: &str = "Link to this game";
pub const TTT_COPY: &str = "Copy";
pub const TTT_COPIED: &str = "Link copied.";
pub const TTT_COPY_REFUSED: &str =
    "This browser did not allow copying: the link is selected, copy it from the field.";
pub const TTT_REPLAY: &str = "Replay of a shared game";
pub const TTT_REPLAY_FIRST: &str = "First";
pub const TTT_REPLAY_PREVIOUS: &str = "Previous";
pub const TTT_REPLAY_NEXT: &str = "Next";
pub const TTT_REPLAY_LAST: &str = "Last";
pub const TTT_REPLAY_STEPS: &str = "Step through the game";
pub const TTT_REPLAY_KEYS_HELP: &str =
    "The left and right arrow keys step through the moves; Home and End jump to either end.";
pub const TTT_REPLAY_MOVES: &str = "Moves";
pub const TTT_REPLAY_START: &str = "The empty board, before the first move.";
pub const TTT_REPLAY_NEW_GAME: &str = "New game with this setup";
pub const TTT_MOVES_EMPTY: &str = "the list of moves is empty";

/// `Move 3 of 7`.
pub fn ttt_replay_step(step: usize, total: usize) -> String {
    format!("Move {step} of {total}")
}

/// `X played row 2, column 1 (cell 4).`
pub fn ttt_replay_played(player: Player, row: usize, col: usize, number: usize) -> String {
    format!(
        "{player} played row {}, column {} (cell {number}).",
        row + 1,
        col + 1
    )
}

/// The move list's visible entry, with the cell's number: `1. X 5`.
pub fn ttt_replay_entry(index: usize, player: Player, number: usize) -> String {
    format!("{}. {player} {number}", index + 1)
}

/// The move list's accessible name of an entry: `Move 1: X, row 2, column 2 (cell 5)`.
pub fn ttt_replay_entry_name(
    index: usize,
    player: Player,
    row: usize,
    col: usize,
    number: usize,
) -> String {
    format!(
        "Move {}: {player}, row {}, column {} (cell {number})",
        index + 1,
        row + 1,
        col + 1
    )
}

/// The VDM `play` result of a whole shared list of `total` moves;
/// `won_at` is the move at which a win stopped play.
pub fn ttt_replay_result(
    outcome: crate::rules::tictactoe::Outcome,
    total: usize,
    won_at: Option<usize>,
) -> String {
    use crate::rules::tictactoe::Outcome;
    let moves = if total == 1 { "move" } else { "moves" };
    match (outcome, won_at) {
        (Outcome::Won(player), Some(at)) => format!(
            "VDM play of these {total} {moves}: {player} wins; play stops at move {at}, the first win."
        ),
        (Outcome::Won(player), None) => format!("VDM play of these {total} {moves}: {player} wins."),
        (Outcome::Draw, _) => format!(
            "VDM play of these {total} {moves}: DRAW; every cell is taken and nobody holds a line."
        ),
        (Outcome::Unfinished, _) => format!(
            "VDM play of these {total} {moves}: UNFINISHED; nobody holds a line and cells are still empty."
        ),
    }
}

// Why a `moves=` list was refused (completed by `ignored_value`).

pub fn ttt_moves_too_long(size: usize, limit: usize) -> String {
    format!("a {size}×{size} game takes at most {limit} characters")
}

pub fn ttt_moves_too_many(size: usize) -> String {
    format!("a {size}×{size} game has at most {} moves", size * size)
}

pub fn ttt_moves_garbage(number: usize, found: &str) -> String {
    if found.is_empty() {
        format!("move {number} is missing")
    } else {
        format!("move {number} is “{found}”, neither a cell number nor a (row, col) pair")
    }
}

pub fn ttt_moves_unknown_cell(number: usize, token: &str, size: usize) -> String {
    format!(
        "move {number} is {token}, not a cell of the {size}×{size} board: cells are 1 to {} or (1,1) to ({size},{size})",
        size * size
    )
}

pub fn ttt_moves_repeated(number: usize, token: &str, earlier: usize) -> String {
    format!("move {number} is {token}, the cell already taken at move {earlier}")
}

pub fn ttt_moves_after_win(number: usize, winner: Player, won_at: usize) -> String {
    format!("{winner} won at move {won_at}, where VDM play stops, so move {number} comes after the end of the game")
}

pub fn ttt_moves_refused(number: usize, why: &str) -> String {
    format!("move {number} was refused: {why}")
}

// ---- Fox & Dolphin --------------------------------------------------------

/// The tide gauge's mark for a step (hidden from screen readers, which hear
/// the step's name): down for a flood, up for land rising.
pub fn fd_tide_glyph(floods: bool) -> &'static str {
    if floods {
        "▼"
    } else {
        "▲"
    }
}

pub const FD_NAME: &str = "Fox & Dolphin";
pub const FD_BLURB: &str = "Foxes on a shrinking island, dolphins in a rising sea. Move whenever your cooldown allows, eat what the tide leaves in reach. Play a friend or the computer, in real time.";

// Link notes.
pub const FD_SIZE_RANGE: &str = "the board size must be a whole number from 10 to 50";
pub const FD_SEED_FORMAT: &str = "the seed must be a whole number from 0 to 18446744073709551615";
pub const FD_SEAT_CHOICES: &str = "a seat must be you, friend, easy, normal, hard or expert";

pub fn fd_cooldown_range(min: u64, max: u64) -> String {
    format!("the cooldown must be a number of milliseconds from {min} to {max}")
}

pub fn fd_tide_range(min: u64, max: u64) -> String {
    format!("the tide interval must be a number of milliseconds from {min} to {max}")
}

pub fn fd_limit_range(min: u64, max: u64) -> String {
    format!(
        "the time limit must be a number of seconds from {min} to {max}, or 0 or none for no limit"
    )
}

// Setup.
pub const FD_SETUP: &str = "New game";
pub const FD_SIZE: &str = "Board size";
pub const FD_FOXES: &str = "Foxes";
pub const FD_DOLPHINS: &str = "Dolphins";
pub const FD_SPEED: &str = "Speed";
pub const FD_CUSTOM: &str = "Custom";
pub const FD_COOLDOWN: &str = "Cooldown (ms)";
pub const FD_TIDE_INTERVAL: &str = "Tide step every (ms)";
pub const FD_LIMIT: &str = "Time limit";
pub const FD_NO_LIMIT: &str = "None";
pub const FD_SEED: &str = "Seed";
pub const FD_NEW_SEED: &str = "New seed";
pub const FD_START: &str = "Start";
pub const FD_SETUP_HELP: &str = "Foxes take the first seat, dolphins the second. The link in the address bar reproduces this game: same seed, same island.";

pub fn fd_seat_name(kind: crate::ui::fox_dolphin::setup::SeatKind) -> &'static str {
    use crate::rules::fox_dolphin::ai::Level;
    use crate::ui::fox_dolphin::setup::SeatKind;
    match kind {
        SeatKind::You => "You",
        SeatKind::Friend => "A friend on this device",
        SeatKind::Computer(Level::Easy) => "Computer: easy",
        SeatKind::Computer(Level::Normal) => "Computer: normal",
        SeatKind::Computer(Level::Hard) => "Computer: hard",
        SeatKind::Computer(Level::Expert) => "Computer: expert",
    }
}

pub fn fd_speed_name(speed: crate::ui::fox_dolphin::setup::Speed) -> &'static str {
    use crate::ui::fox_dolphin::setup::Speed;
    match speed {
        Speed::Relaxed => "Relaxed",
        Speed::Normal => "Normal",
        Speed::Lightning => "Lightning",
    }
}

pub fn fd_size_choice(size: usize) -> String {
    format!("{size} × {size}")
}

pub fn fd_minutes(seconds: u64) -> String {
    if seconds % 60 == 0 {
        format!("{} min", seconds / 60)
    } else {
        format!("{seconds} s")
    }
}

// Playing.
pub const FD_BOARD_LABEL: &str = "Fox & Dolphin board";
pub const FD_PAUSE: &str = "Pause";
pub const FD_RESUME: &str = "Resume";
pub const FD_LEAVE: &str = "Leave";
pub const FD_STOP: &str = "Stop watching";
pub const FD_ZOOM: &str = "Zoom";
pub const FD_PAUSED: &str = "The game is paused";
pub const FD_PAUSED_BANNER: &str = "Paused";
pub const FD_WATCHING: &str = "Computer against computer: you are watching";
pub const FD_TIDE: &str = "Tide";
pub const FD_FLOODS: &str = "floods";
pub const FD_SURFACES: &str = "surfaces";
pub const FD_TIME: &str = "Time";
pub const FD_EVENTS: &str = "Events";
pub const FD_COOLDOWN_LABEL: &str = "Cooldown";
pub const FD_READY: &str = "ready";
pub const FD_KEYS_HELP: &str = "Click one of your animals, then a highlighted tile. Keyboard: arrow keys move the cursor, Enter selects and moves.";
pub const FD_STRANDED: &str = "stranded";
pub const FD_SWIMMING: &str = "swimming";
pub const FD_SELECTED: &str = "selected";
pub const FD_TARGET: &str = "can move here";

/// Accessible name of a tile, 1-based (the accessibility contract):
/// `Row 3, column 7, land, fox` or `Row 1, column 2, water, empty`.
pub fn fd_tile_name(
    row: usize,
    col: usize,
    surface: crate::rules::fox_dolphin::Surface,
    occupant: Option<crate::rules::fox_dolphin::Species>,
) -> String {
    use crate::rules::fox_dolphin::{Species, Surface};
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
}

pub fn fd_species_plural(species: crate::rules::fox_dolphin::Species) -> &'static str {
    match species {
        crate::rules::fox_dolphin::Species::Fox => FD_FOXES,
        crate::rules::fox_dolphin::Species::Dolphin => FD_DOLPHINS,
    }
}

/// `Foxes: you` / `Dolphins: computer (normal)`, over each side's panel.
pub fn fd_side_label(species: crate::rules::fox_dolphin::Species, who: &str) -> String {
    format!("{}: {who}", fd_species_plural(species))
}

pub fn fd_count(count: usize) -> String {
    format!("{count} left")
}

/// `m:ss` of a number of milliseconds (rounded down).
pub fn fd_clock(ms: u64) -> String {
    let s = ms / 1_000;
    format!("{}:{:02}", s / 60, s % 60)
}

pub fn fd_time_of_limit(elapsed_ms: u64, limit_ms: Option<u64>) -> String {
    match limit_ms {
        Some(limit) => format!("{} of {}", fd_clock(elapsed_ms), fd_clock(limit)),
        None => format!("{} (no limit)", fd_clock(elapsed_ms)),
    }
}

/// The tide gauge's line: `Step 2 of 6 (high tide). Next step floods in 3 s`.
pub fn fd_tide_status(floodstate: u8, next_floods: bool, ms_to_next: Option<u64>) -> String {
    let phase = if crate::rules::fox_dolphin::floods_at(floodstate) {
        "high tide"
    } else {
        "low tide"
    };
    let next = if next_floods { FD_FLOODS } else { FD_SURFACES };
    match ms_to_next {
        Some(ms) => format!(
            "Step {} of 6 ({phase}). Next step {next} in {} s",
            floodstate + 1,
            ms.div_ceil(1_000)
        ),
        None => format!("Step {} of 6 ({phase})", floodstate + 1),
    }
}

pub fn fd_tide_step_name(floodstate: u8) -> String {
    let what = if crate::rules::fox_dolphin::floods_at(floodstate) {
        "floods"
    } else {
        "surfaces"
    };
    format!("Step {}: {what}", floodstate + 1)
}

/// Seconds with one decimal, rounded up (`0.6 s`), without float formatting
/// (which would add kilobytes to the page).
pub fn fd_seconds(ms: u64) -> String {
    let tenths = ms.div_ceil(100);
    format!("{}.{} s", tenths / 10, tenths % 10)
}

/// Feed: an animal was eaten.
pub fn fd_ate(
    eater: crate::rules::fox_dolphin::Species,
    at: crate::rules::fox_dolphin::Coord,
) -> String {
    use crate::rules::fox_dolphin::Species;
    let (who, whom) = match eater {
        Species::Fox => ("A fox", "a stranded dolphin"),
        Species::Dolphin => ("A dolphin", "a swimming fox"),
    };
    format!(
        "{who} ate {whom} at row {}, column {}.",
        at.row + 1,
        at.col + 1
    )
}

/// Feed: a tide step.
pub fn fd_tide_event(floodstate: u8, flooded: usize, surfaced: usize) -> String {
    if flooded > 0 {
        format!(
            "High tide (step {} of 6): {flooded} tiles flooded.",
            floodstate + 1
        )
    } else {
        format!(
            "Low tide (step {} of 6): {surfaced} tiles surfaced.",
            floodstate + 1
        )
    }
}

/// Why a move was refused, in the player's words.
pub fn fd_move_error(error: &crate::rules::fox_dolphin::MoveError) -> String {
    use crate::rules::fox_dolphin::MoveError;
    match error {
        MoveError::GameNotRunning => "The game is not running.".to_owned(),
        MoveError::CoolingDown { remaining_ms } => {
            format!("Wait {}: cooling down.", fd_seconds(*remaining_ms))
        }
        MoveError::OffBoard => "That tile is off the board.".to_owned(),
        MoveError::NotAdjacent => "One step at a time: left, right, up or down.".to_owned(),
        MoveError::NotYourAnimal => "That is not one of your animals.".to_owned(),
        MoveError::SameSpecies => "One of your own animals is there.".to_owned(),
        MoveError::DolphinStranded => "A stranded dolphin cannot move.".to_owned(),
        MoveError::DolphinOntoLand => "A dolphin cannot go onto land.".to_owned(),
        MoveError::FoxTooFarFromLand => "Too far from land to swim.".to_owned(),
        MoveError::FoxCannotEatSwimmingDolphin => "A fox eats only stranded dolphins.".to_owned(),
    }
}

/// The end screen's headline and the feed's last line.
pub fn fd_outcome(outcome: crate::rules::fox_dolphin::Outcome) -> String {
    use crate::rules::fox_dolphin::{EndReason, Species};
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

pub const FD_RESULT: &str = "Game over";
pub const FD_FIGURES: &str = "The game in figures";
pub const FD_REMATCH: &str = "Rematch (same seed)";
pub const FD_REMATCH_NEW: &str = "Rematch (new seed)";
pub const FD_CHANGE_SETUP: &str = "Change setup";
pub const FD_DURATION: &str = "Duration";
pub const FD_LEFT: &str = "Animals left";
pub const FD_EATEN: &str = "Eaten by";
pub const FD_MOVES: &str = "Moves";
pub const FD_TIDE_STEPS: &str = "Tide steps";

/// `12 foxes, 9 dolphins`.
pub fn fd_pair(foxes: impl std::fmt::Display, dolphins: impl std::fmt::Display) -> String {
    format!("foxes {foxes}, dolphins {dolphins}")
}

// Replays (the end screen's digest and links, the viewer, saved files).
pub const FD_DIGEST: &str = "Game digest";
pub const FD_WATCH_REPLAY: &str = "Watch replay";
pub const FD_COPY_LINK: &str = "Copy replay link";
pub const FD_LINK_LABEL: &str = "Replay link";
pub const FD_LINK_COPIED: &str = "Link copied.";
pub const FD_COPY_FAILED: &str =
    "This browser did not let the page copy: select the link and copy it.";
pub const FD_LINK_TOO_LONG: &str = "This game is too long for a link: download it instead.";
pub const FD_DOWNLOAD: &str = "Download replay";
pub const FD_OPEN_FILE: &str = "Open replay file";
pub const FD_OPEN_HELP: &str = "Watch a game saved with Download replay (a .fdlog file).";
pub const FD_REPLAY: &str = "Replay";
pub const FD_CHECKING: &str = "Checking the replay";
pub const FD_CANCEL: &str = "Cancel";
pub const FD_PLAY: &str = "Play";
pub const FD_SCRUB: &str = "Moment of the game";
pub const FD_NEXT_EVENT: &str = "Next event";
pub const FD_CLOSE_REPLAY: &str = "Close replay";
pub const FD_REPLAY_HELP: &str = "Drag the slider to any moment; Next event jumps to the next move, capture or tide step. Arrow keys move the cursor over the board.";

/// A playback speed: `4×`.
pub fn fd_times(speed: u32) -> String {
    format!("{speed}×")
}

/// Why a replay (a link or a file) was not shown; the setup comes instead.
pub fn fd_replay_refused(error: &crate::rules::fox_dolphin::LogError) -> String {
    format!("This replay cannot be shown: {error}.")
}

/// The name a downloaded replay is saved under.
pub fn fd_replay_file_name(seed: u64) -> String {
    format!("fox-dolphin-{seed}.fdlog")
}

// ---- Online ---------------------------------------------------------------

pub const ONLINE_PLAY: &str = "Play online";
pub const ONLINE_ENTRY_HELP: &str = "Play online: a seat set to a friend is taken by a guest on another device instead, in the order guests join; anyone after them watches. No server: your browser runs the game.";
pub const ONLINE_TITLE: &str = "Fox & Dolphin online";
pub const ONLINE_INVITE: &str = "Invite a player or a watcher";
pub const ONLINE_INVITE_HOW: &str = "Send this link to one person (or let them scan the code). Each person needs their own link: a new one appears when they connect.";
pub const ONLINE_MAKING_INVITE: &str = "Preparing an invitation…";
pub const ONLINE_COPY: &str = "Copy";
pub const ONLINE_LINK_LABEL: &str = "Invitation link";
pub const ONLINE_QR_LABEL: &str = "QR code of the invitation link";
pub const ONLINE_ANSWER_LABEL: &str = "Their answer code";
pub const ONLINE_ANSWER_HOW: &str =
    "Your guest's page shows an answer code once they open the link: paste it here.";
pub const ONLINE_CONNECT: &str = "Connect";
pub const ONLINE_JOIN: &str = "Join the game";
pub const ONLINE_YOUR_ANSWER: &str = "Your answer code";
pub const ONLINE_YOUR_ANSWER_HOW: &str = "Send this code back to the host, who pastes it on their page. The game appears here when you are connected.";
pub const ONLINE_MAKING_ANSWER: &str = "Preparing your answer…";
pub const ONLINE_PEOPLE: &str = "Players";
pub const ONLINE_HOST_SEAT: &str = "you (the host)";
pub const ONLINE_GUEST_WAITING: &str = "waiting for a guest";
pub const ONLINE_GUEST_SEATED: &str = "a guest";
/// A side played by another person online, above the board.
pub const ONLINE_OTHER_PLAYER: &str = "A player online";
pub const ONLINE_WAITING: &str = "Waiting for the other player to join.";
pub const ONLINE_WATCHING: &str = "You are watching this game.";
pub const ONLINE_HOST_LOST: &str = "The connection to the host was lost.";
pub const ONLINE_STUN_LABEL: &str = "STUN server (optional)";
pub const ONLINE_STUN_HOW: &str = "Empty: play on the same network only. For play across the internet, give a STUN server such as stun:stun.example.org:3478; it learns your public address, and so does your guest.";
pub const ONLINE_BAD_LINK: &str = "This invitation cannot be used";
pub const ONLINE_OPEN_GAMES: &str = "Open the games";
pub const ONLINE_ANSWER_LINK_LABEL: &str = "Or your answer as a link";
pub const ONLINE_ANSWER_LINK_HOW: &str = "Opened on the host's device, in the browser where the game waits, this link hands your answer to the game by itself.";
pub const ONLINE_RELAY_TITLE: &str = "An answer for a game online";
pub const ONLINE_RELAY_SENDING: &str = "Handing the answer to the waiting game…";
pub const ONLINE_RELAY_SENT: &str = "Sent to the waiting game; you can close this tab.";
pub const ONLINE_RELAY_NO_HOST: &str = "No game in this browser is waiting for this answer. Paste the code on the host's page instead:";

/// Who sits where, on the host's page.
pub fn online_seat_line(species: crate::rules::fox_dolphin::Species, who: &str) -> String {
    format!("{}: {who}", fd_species_plural(species))
}

pub fn online_watchers(count: usize) -> String {
    match count {
        1 => "1 watcher".to_owned(),
        n => format!("{n} watchers"),
    }
}

/// A code or message refused, with its reason, e.g. `Not accepted: this
/// code is cut short: copy it again, whole.`
pub fn online_not_accepted(reason: &impl std::fmt::Display) -> String {
    format!("Not accepted: {reason}.")
}

/// The end of an online game, e.g. `Game over: the foxes win: the opponent left.`
pub fn online_outcome(outcome: crate::rules::fox_dolphin::Outcome) -> String {
    format!("Game over: {outcome}.")
}

/// What a guest plays.
pub fn online_your_role(
    role: crate::online::wire::Role<crate::rules::fox_dolphin::Species>,
) -> String {
    match role {
        crate::online::wire::Role::Seat(s) => {
            format!("You play the {}.", fd_species_plural(s).to_lowercase())
        }
        crate::online::wire::Role::Watcher => ONLINE_WATCHING.to_owned(),
    }
}

/// The host's refusal, in words (Z spec `IllegalMove`).
pub fn online_refusal(refusal: crate::online::wire::Refusal) -> &'static str {
    use crate::online::wire::Refusal;
    match refusal {
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
    }
}

// ---- Tic-tac-toe online ---------------------------------------------------

pub const TTT_ONLINE_TITLE: &str = "Tic-tac-toe online";
pub const TTT_ONLINE_ENTRY_HELP: &str = "Play online: you play the mark chosen under \"You play\" and a guest on another device takes the other; anyone after them watches. No server: your browser runs the game.";

/// What a tic-tac-toe guest plays.
pub fn ttt_online_your_role(role: crate::online::wire::Role<Player>) -> String {
    match role {
        crate::online::wire::Role::Seat(p) => format!("You play {p}."),
        crate::online::wire::Role::Watcher => ONLINE_WATCHING.to_owned(),
    }
}

/// Who sits where, on the tic-tac-toe host's page, e.g. `X: you (the host)`.
pub fn ttt_online_seat_line(mark: Player, who: &str) -> String {
    format!("{mark}: {who}")
}

/// The tic-tac-toe status line online: whose turn, or how it ended.
pub fn ttt_online_status(
    outcome: Option<crate::online::tictactoe::TttOutcome>,
    turn: Player,
) -> String {
    use crate::online::tictactoe::TttEnd;
    match outcome {
        None => ttt_turn(turn),
        Some(o) => match (o.winner, o.reason) {
            (Some(p), TttEnd::OpponentLeft) => {
                format!("Game over: {}: the opponent left.", ttt_wins(p))
            }
            (Some(p), _) => format!("Game over: {}.", ttt_wins(p)),
            (None, _) => format!("Game over: {}.", TTT_DRAW.to_lowercase()),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cell_names_follow_the_accessibility_contract() {
        assert_eq!(ttt_cell_name(0, 0, None), "Row 1, column 1, empty");
        assert_eq!(ttt_cell_name(2, 1, Some(Player::X)), "Row 3, column 2, X");
        assert_eq!(ttt_cell_name(3, 3, Some(Player::O)), "Row 4, column 4, O");
    }

    #[test]
    fn results_read_as_the_contract_says() {
        assert_eq!(ttt_wins(Player::X), "X wins");
        assert_eq!(ttt_wins(Player::O), "O wins");
        assert_eq!(TTT_DRAW, "Draw");
        assert_eq!(NEW_GAME, "New game");
    }

    #[test]
    fn tile_names_follow_the_accessibility_contract() {
        use crate::rules::fox_dolphin::{Species, Surface};
        assert_eq!(
            fd_tile_name(2, 6, Surface::Land, Some(Species::Fox)),
            "Row 3, column 7, land, fox"
        );
        assert_eq!(
            fd_tile_name(0, 1, Surface::Water, None),
            "Row 1, column 2, water, empty"
        );
        assert_eq!(
            fd_tile_name(9, 9, Surface::Land, Some(Species::Dolphin)),
            "Row 10, column 10, land, dolphin"
        );
    }

    #[test]
    fn a_cooldown_reads_in_tenths_of_a_second_rounded_up() {
        assert_eq!(fd_seconds(600), "0.6 s");
        assert_eq!(fd_seconds(1_234), "1.3 s");
        assert_eq!(fd_seconds(10_000), "10.0 s");
    }

    #[test]
    fn the_game_clock_reads_minutes_and_seconds() {
        assert_eq!(fd_clock(0), "0:00");
        assert_eq!(fd_clock(65_999), "1:05");
        assert_eq!(fd_time_of_limit(1_000, Some(300_000)), "0:01 of 5:00");
    }

    #[test]
    fn the_tide_line_says_where_the_cycle_stands_and_what_comes_next() {
        assert_eq!(
            fd_tide_status(0, true, Some(2_100)),
            "Step 1 of 6 (high tide). Next step floods in 3 s"
        );
        assert_eq!(
            fd_tide_status(2, false, Some(1_000)),
            "Step 3 of 6 (high tide). Next step surfaces in 1 s"
        );
    }
}
