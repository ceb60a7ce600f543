//! The screen-reader page's words in English.

use super::Entries;
use crate::ui::i18n::plural_en as plural;

pub const EN: Entries = Entries {
    listen_title: "Fox & Dolphin for screen readers and the keyboard",
    listen_intro: "The same game, read out as it happens and played by keys alone.",
    listen_turn_floods: "The tide turns: the water rises now.",
    listen_turn_surfaces: "The tide turns: land surfaces now.",
    listen_no_threats: "Nothing threatens your animals now.",
    listen_hunted: "can be eaten next",
    listen_tide_next: "the next tide step may take its tile",
    listen_eats: "eats",
    listen_no_captures: "No capture in reach. N goes to your next animal.",
    listen_step_up: "up",
    listen_step_right: "right",
    listen_step_down: "down",
    listen_step_left: "left",
    listen_keys_heading: "Keys",
    listen_keys: "Keys on the board: arrows move the cursor; Enter or Space selects and moves; N (Shift+N) your next (previous) animal; A where your animals are; T what threatens them; R what is in reach of the animal under the cursor. News is read out as it happens.",
    listen_at: |row, col| format!("row {}, column {}", row + 1, col + 1),
    listen_moved: |animal, at| format!("You: {animal} to {at}."),
    listen_near: |animal, at| format!("Other side: {animal} to {at}, beside yours."),
    listen_danger: |animal, at, state| format!("Tide: your {animal} at {at}, {state}."),
    listen_tide_near: |floods, count| {
        let tiles = plural(count as u64, "tile", "tiles");
        let did = if floods { "flooded" } else { "surfaced" };
        format!("Tide: {count} {tiles} {did} beside your animals.")
    },
    listen_time_left: |seconds| format!("{seconds} seconds left."),
    listen_where: |side, count, list| format!("{side}, {count}: {list}."),
    listen_threats: |list| format!("Threats: {list}."),
    listen_item: |animal, at, what| format!("{animal} at {at}, {what}"),
    listen_reach: |animal, at, list| format!("Your {animal} at {at} can go: {list}."),
    listen_stuck: |animal, at| format!("Your {animal} at {at} cannot move now."),
    listen_captures: |list| format!("Captures in reach: {list}."),
};
