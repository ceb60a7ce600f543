//! `docs/traceability.md` is checked against the code: every file it names
//! exists, every item in its Code column is defined in the file named before
//! it, every test it names is a test function of the file it names, and
//! every clause of the specifications the project implements has a row with
//! at least one test. A renamed test or item fails here until the table
//! follows it.
#![cfg(not(target_arch = "wasm32"))] // native only: reads the repository's files

use std::collections::HashMap;
use std::fs;
use std::path::Path;

/// The clauses that must each have a row: `(Spec, Clause)`, as
/// `docs/specs.md` names them, and the decisions of `docs/rules.md` that
/// shape how a game runs.
const REQUIRED: &[(&str, &str)] = &[
    ("VDM-SL", "hasWon"),
    ("VDM-SL", "isDraw"),
    ("VDM-SL", "move"),
    ("VDM-SL", "play"),
    ("VDM-SL", "XOTests"),
    ("LED", "legalMove"),
    ("LED", "gameOver"),
    ("Quint", "StartInCorner"),
    ("Quint", "canWin"),
    ("Quint", "canBlock"),
    ("Quint", "canTakeCenter"),
    ("Quint", "canSetupWin"),
    ("Quint", "MoveToEmpty"),
    ("Quint", "OHasNotWon"),
    ("Z", "INIT"),
    ("Z", "Flood"),
    ("Z", "UpdateStatus"),
    ("Z", "Join"),
    ("Z", "Disconnect"),
    ("Z", "Turn"),
    ("Z", "AdjacentTile"),
    ("Z", "diffBeast"),
    ("Z", "DolphinToSea"),
    ("Z", "FoxMovement"),
    ("Z", "Move"),
    ("Z", "CheckWinner"),
    ("Z", "IllegalMove"),
    ("Z", "UpdateViews"),
    ("Decision", "fixed ticks"),
    ("Decision", "intents stamped by the next tick"),
    ("Decision", "seat order by tick parity"),
    ("Decision", "computer decides at tick boundaries"),
    ("Decision", "one-hour ceiling"),
];

const SPECS: [&str; 5] = ["VDM-SL", "LED", "Quint", "Z", "Decision"];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn table() -> String {
    fs::read_to_string(root().join("docs/traceability.md")).expect("docs/traceability.md")
}

/// The texts between backticks, in order.
fn quoted(cell: &str) -> Vec<&str> {
    cell.split('`').skip(1).step_by(2).collect()
}

/// Whether `line` starts an item definition. Sources are rustfmt-formatted,
/// so a definition starts its line.
fn defines(line: &str, name: &str) -> bool {
    let mut rest = line.trim_start();
    for visibility in ["pub(crate) ", "pub(super) ", "pub "] {
        if let Some(after) = rest.strip_prefix(visibility) {
            rest = after;
            break;
        }
    }
    for qualified in ["const fn ", "async fn ", "unsafe fn "] {
        if let Some(after) = rest.strip_prefix(qualified) {
            return named(after, name);
        }
    }
    [
        "fn ", "struct ", "enum ", "trait ", "type ", "const ", "static ", "mod ",
    ]
    .iter()
    .any(|kw| {
        rest.strip_prefix(kw)
            .is_some_and(|after| named(after, name))
    })
}

/// Whether `text` starts with the identifier `name`, whole.
fn named(text: &str, name: &str) -> bool {
    text.strip_prefix(name)
        .is_some_and(|after| !after.starts_with(|c: char| c.is_alphanumeric() || c == '_'))
}

/// The lines of every top-level block whose opening line satisfies `opens`
/// (rustfmt closes a top-level block with `}` alone at column 0).
fn blocks(source: &str, opens: impl Fn(&str) -> bool) -> Vec<&str> {
    let mut inside = false;
    let mut found = Vec::new();
    for line in source.lines() {
        if !inside && !line.starts_with(' ') && opens(line) {
            inside = true;
        } else if inside && line == "}" {
            inside = false;
        } else if inside {
            found.push(line);
        }
    }
    found
}

/// Whether `item` (`name`, or `Type::member` for a method, an associated
/// constant or an enum variant) is defined in `source`.
fn has_item(source: &str, item: &str) -> bool {
    let Some((ty, member)) = item.split_once("::") else {
        return source.lines().any(|line| defines(line, item));
    };
    let is_impl = |line: &str| {
        line.starts_with("impl")
            && line
                .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .any(|word| word == ty)
    };
    let in_impl = blocks(source, is_impl)
        .into_iter()
        .any(|line| defines(line, member));
    let is_enum = |line: &str| {
        let line = line
            .trim_start_matches("pub ")
            .trim_start_matches("pub(crate) ");
        line.strip_prefix("enum ")
            .is_some_and(|after| named(after, ty))
    };
    // A variant is one level in (four spaces); deeper lines are its fields.
    let variant = blocks(source, is_enum).into_iter().any(|line| {
        line.strip_prefix("    ")
            .is_some_and(|line| !line.starts_with([' ', '/', '#']) && named(line, member))
    });
    in_impl || variant
}

/// Whether `source` has a test function `name`: `fn name(` directly under a
/// `#[test]` or `#[wasm_bindgen_test]` attribute (doc comments and other
/// attributes may come between).
fn has_test(source: &str, name: &str) -> bool {
    let lines: Vec<&str> = source.lines().collect();
    lines.iter().enumerate().any(|(i, line)| {
        let line = line.trim_start();
        let is_fn = ["fn ", "async fn "].iter().any(|kw| {
            line.strip_prefix(kw)
                .is_some_and(|after| after.starts_with(&format!("{name}(")))
        });
        is_fn
            && lines[..i]
                .iter()
                .rev()
                .map(|l| l.trim())
                .take_while(|l| l.starts_with('#') || l.starts_with("//"))
                .any(|l| l == "#[test]" || l == "#[wasm_bindgen_test]")
    })
}

/// Every problem with the table `text`, checked against the repository.
fn problems(text: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let mut sources: HashMap<String, Option<String>> = HashMap::new();
    let mut read = |path: &str| -> Option<String> {
        sources
            .entry(path.to_owned())
            .or_insert_with(|| fs::read_to_string(root().join(path)).ok())
            .clone()
    };
    let mut rows = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if !line.starts_with('|') || line.starts_with("|---") {
            continue;
        }
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        let at = format!("docs/traceability.md line {}", number + 1);
        if cells == ["Spec", "Clause", "Code", "Tests"] {
            continue;
        }
        let [spec, clause, code, tests] = cells[..] else {
            problems.push(format!("{at}: a row needs 4 cells, not {}", cells.len()));
            continue;
        };
        if !SPECS.contains(&spec) {
            problems.push(format!("{at}: unknown spec {spec:?}"));
        }
        let Some(&name) = quoted(clause).first() else {
            problems.push(format!("{at}: the clause names nothing in backticks"));
            continue;
        };
        rows.push((spec.to_owned(), name.to_owned()));

        let mut file: Option<(String, Option<String>)> = None;
        let mut items = 0;
        for token in quoted(code) {
            if token.ends_with(".rs") {
                let source = read(token);
                if source.is_none() {
                    problems.push(format!("{at}: no file {token}"));
                }
                file = Some((token.to_owned(), source));
            } else if let Some((path, source)) = &file {
                items += 1;
                if source.as_deref().is_some_and(|s| !has_item(s, token)) {
                    problems.push(format!("{at}: {path} does not define `{token}`"));
                }
            } else {
                problems.push(format!("{at}: item `{token}` comes before any file"));
            }
        }
        if items == 0 {
            problems.push(format!("{at}: {name} names no code"));
        }

        let tests = quoted(tests);
        if tests.is_empty() {
            problems.push(format!("{at}: {name} names no test"));
        }
        for test in tests {
            let Some((path, function)) = test.rsplit_once("::") else {
                problems.push(format!("{at}: `{test}` is not `path::test_function`"));
                continue;
            };
            match read(path) {
                None => problems.push(format!("{at}: no file {path}")),
                Some(source) if !has_test(&source, function) => {
                    problems.push(format!("{at}: {path} has no test `{function}`"))
                }
                Some(_) => {}
            }
        }
    }
    for (spec, clause) in REQUIRED {
        if !rows.iter().any(|(s, c)| s == spec && c == clause) {
            problems.push(format!("no row for {spec} `{clause}`"));
        }
    }
    problems
}

#[test]
fn every_clause_has_code_and_tests_that_exist() {
    let problems = problems(&table());
    assert!(
        problems.is_empty(),
        "docs/traceability.md:\n{}",
        problems.join("\n")
    );
}

#[test]
fn a_renamed_test_is_caught() {
    let table = table().replacen(
        "tests/fox_dolphin_moves.rs::a_diagonal_step_is_not_adjacent",
        "tests/fox_dolphin_moves.rs::a_diagonal_step_is_adjacent",
        1,
    );
    let problems = problems(&table);
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(problems[0].contains("has no test `a_diagonal_step_is_adjacent`"));
}

#[test]
fn a_helper_is_not_a_test() {
    // `try_move` is a helper of that file, not a test.
    let table = table().replacen(
        "tests/fox_dolphin_moves.rs::a_diagonal_step_is_not_adjacent",
        "tests/fox_dolphin_moves.rs::try_move",
        1,
    );
    let problems = problems(&table);
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(problems[0].contains("has no test `try_move`"));
}

#[test]
fn a_missing_item_or_file_is_caught() {
    let table = table()
        .replacen("`Coord::is_adjacent`", "`Coord::is_next_to`", 1)
        .replacen("`land_within_two`", "`land_within_three`", 1)
        .replacen(
            "`src/rules/fox_dolphin/status.rs`",
            "`src/rules/fox_dolphin/state.rs`",
            1,
        );
    let problems = problems(&table);
    assert_eq!(problems.len(), 3, "{problems:?}");
    assert!(problems[0].contains("no file src/rules/fox_dolphin/state.rs"));
}

#[test]
fn a_missing_clause_is_caught() {
    let table: String = table()
        .lines()
        .filter(|line| !line.starts_with("| Z | `diffBeast`"))
        .map(|line| format!("{line}\n"))
        .collect();
    assert_eq!(problems(&table), ["no row for Z `diffBeast`"]);
}
