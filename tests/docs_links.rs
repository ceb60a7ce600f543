//! Every relative link in the project's Markdown (README.md, docs/, any
//! other `.md` file outside build output) points at a file or folder that
//! exists inside the repository, and a `#anchor` into a Markdown file names
//! one of its headings. Links with a scheme (`https:`, `mailto:`) are not
//! followed. Text inside code blocks and `code spans` is not a link.
#![cfg(not(target_arch = "wasm32"))] // native only: reads the repository's files

use std::fs;
use std::path::{Component, Path, PathBuf};

/// Folders that hold build output or other people's files, not our docs.
const SKIP_DIRS: &[&str] = &[
    ".git",
    "target",
    "node_modules",
    "dist",
    "artifacts",
    "corpus",
];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn markdown_files(dir: &Path, found: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if path.is_dir() {
            if !SKIP_DIRS.contains(&name) {
                markdown_files(&path, found);
            }
        } else if name.ends_with(".md") {
            found.push(path);
        }
    }
}

/// The text with fenced code blocks and code spans blanked out (lines kept,
/// so line numbers stay right).
fn without_code(text: &str) -> String {
    let mut out = String::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            out.push('\n');
            continue;
        }
        if fenced {
            out.push('\n');
            continue;
        }
        let mut in_span = false;
        for c in line.chars() {
            if c == '`' {
                in_span = !in_span;
                out.push(' ');
            } else {
                out.push(if in_span { ' ' } else { c });
            }
        }
        out.push('\n');
    }
    out
}

/// `(line, target)` of every inline link `[text](target)` and every
/// reference definition `[name]: target`.
fn links(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (number, line) in without_code(text).lines().enumerate() {
        let mut rest = line;
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let end = after.find(')').unwrap_or(after.len());
            // A title after the target: `[a](path "title")`.
            let target = after[..end].split_whitespace().next().unwrap_or("");
            let target = target.trim_start_matches('<').trim_end_matches('>');
            found.push((number + 1, target.to_string()));
            rest = &after[end..];
        }
        let trimmed = line.trim_start();
        if trimmed.starts_with('[') {
            if let Some(close) = trimmed.find("]:") {
                let target = trimmed[close + 2..].split_whitespace().next().unwrap_or("");
                found.push((number + 1, target.to_string()));
            }
        }
    }
    found
}

/// GitHub's anchor for a heading: lower case, spaces to hyphens, only
/// letters, digits, `-` and `_` kept; a repeated heading gets `-1`, `-2`.
fn anchors(text: &str) -> Vec<String> {
    let mut seen: Vec<String> = Vec::new();
    let mut out = Vec::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced || !line.starts_with('#') {
            continue;
        }
        let title = line.trim_start_matches('#').trim();
        let slug: String = title
            .to_lowercase()
            .chars()
            .filter_map(|c| match c {
                ' ' => Some('-'),
                c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
                _ => None,
            })
            .collect();
        let repeats = seen.iter().filter(|s| **s == slug).count();
        seen.push(slug.clone());
        out.push(if repeats == 0 {
            slug
        } else {
            format!("{slug}-{repeats}")
        });
    }
    out
}

/// `path` with `.` and `..` taken out, or `None` if it climbs above the start.
fn normalise(path: &Path) -> Option<PathBuf> {
    let mut out = PathBuf::new();
    for part in path.components() {
        match part {
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    return None;
                }
            }
            Component::Normal(p) => out.push(p),
            Component::RootDir | Component::Prefix(_) => return None,
        }
    }
    Some(out)
}

/// What is wrong with one link of `file` (a path relative to `root`, whose
/// text is `own_text`), if anything.
fn check(root: &Path, file: &Path, own_text: &str, target: &str) -> Option<String> {
    if target.is_empty() {
        return Some("an empty link".to_string());
    }
    let scheme = target.find(':').is_some_and(|colon| {
        let before = &target[..colon];
        !before.is_empty()
            && before
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "+.-".contains(c))
    });
    if scheme {
        return None;
    }
    let (path, anchor) = match target.split_once('#') {
        Some((path, anchor)) => (path, Some(anchor)),
        None => (target, None),
    };
    let path = path.split('?').next().unwrap_or("");
    if path.is_empty() {
        // `#anchor` alone: a heading of this file.
        return match anchor {
            Some(anchor) if !anchors(own_text).iter().any(|a| a == anchor) => {
                Some(format!("{target}: this file has no heading #{anchor}"))
            }
            _ => None,
        };
    }
    if path.starts_with('/') {
        return Some(format!(
            "{target}: an absolute path (links must be relative)"
        ));
    }
    let joined = file.parent().unwrap_or(Path::new("")).join(path);
    let Some(resolved) = normalise(&joined) else {
        return Some(format!("{target}: points outside the repository"));
    };
    let on_disk = root.join(&resolved);
    if !on_disk.exists() {
        return Some(format!("{target}: no such file ({})", resolved.display()));
    }
    if let Some(anchor) = anchor {
        if on_disk.extension().is_some_and(|e| e == "md") {
            let text = fs::read_to_string(&on_disk).unwrap_or_default();
            if !anchors(&text).iter().any(|a| a == anchor) {
                return Some(format!(
                    "{target}: {} has no heading #{anchor}",
                    resolved.display()
                ));
            }
        }
    }
    None
}

fn broken_links(root: &Path, file: &Path, text: &str) -> Vec<String> {
    links(text)
        .into_iter()
        .filter_map(|(line, target)| {
            check(root, file, text, &target).map(|why| format!("{}:{line}: {why}", file.display()))
        })
        .collect()
}

#[test]
fn every_relative_link_in_the_docs_exists() {
    let mut files = Vec::new();
    markdown_files(root(), &mut files);
    assert!(
        files.iter().any(|f| f.ends_with("README.md")),
        "README.md was not found under {}",
        root().display()
    );
    let mut broken = Vec::new();
    let mut count = 0;
    for path in &files {
        let file = path.strip_prefix(root()).expect("inside the repository");
        let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        count += links(&text).len();
        broken.extend(broken_links(root(), file, &text));
    }
    assert!(count > 0, "no links found: the link reader is broken");
    assert!(
        broken.is_empty(),
        "broken links in the docs:\n{}",
        broken.join("\n")
    );
}

#[test]
fn the_check_catches_what_it_should() {
    let text = "\
See [rules](docs/rules.md), [a section](docs/rules.md#tide-flood),
[gone](docs/no-such-page.md), [bad anchor](docs/rules.md#no-such-heading),
[outside](../outside/notes.md), [web](https://example.org/missing.md),
`[in code](docs/nothing.md)`, the [top](#two-commands), [not here](#three-commands).

```
[fenced](docs/nothing-either.md)
```

## Two commands

[ref]: docs/also-missing.md
";
    let broken = broken_links(root(), Path::new("README.md"), text);
    let says = |what: &str| broken.iter().any(|b| b.contains(what));
    assert!(says("docs/no-such-page.md: no such file"), "{broken:#?}");
    assert!(says("#no-such-heading"), "{broken:#?}");
    assert!(
        says("../outside/notes.md: points outside the repository"),
        "{broken:#?}"
    );
    assert!(says("docs/also-missing.md"), "{broken:#?}");
    assert!(
        says("this file has no heading #three-commands"),
        "{broken:#?}"
    );
    assert_eq!(broken.len(), 5, "{broken:#?}");
}

#[test]
fn anchors_follow_github() {
    let text =
        "# Fox & XO\n## Online play\n## Two commands\n## Online play\n### `Size`, brotli (KB)\n";
    assert_eq!(
        anchors(text),
        [
            "fox--xo",
            "online-play",
            "two-commands",
            "online-play-1",
            "size-brotli-kb"
        ]
    );
}
