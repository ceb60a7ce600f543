//! How two browsers find a path to each other (ICE): the STUN servers used
//! by default, the host's choices (Same network only, a TURN server), and
//! how those choices travel in a link's fragment.
//!
//! A **STUN server** tells a browser the public address it connects from,
//! so two devices on different networks can reach each other directly; the
//! server learns that public address (of the host and of every guest), and
//! nothing of the game. A **TURN server** relays the game's (encrypted)
//! traffic where no direct path exists; it learns both addresses and how
//! much is sent. With **Same network only**, no server is asked: the
//! browsers offer only their mDNS names, which work on one local network.
//!
//! The settings travel in the invitation link's fragment, after the code
//! (`#join=CODE&ice=local`, `#join=CODE&turn=...`): a fragment never
//! reaches the web server. The host's page keeps them in its own fragment
//! (`online.html?game=..&online=host#turn=...`). Read from a link they are
//! **untrusted**: [`Ice::from_fragment`] bounds every length, accepts only
//! `turn:`/`turns:` URLs for TURN, and refuses a malformed value whole.
//!
//! Fragment keys (`&`-separated `key=value` pairs; others are ignored
//! here, and an invitation refuses them: its whole format, with the code
//! and the room's secret, is in [`invitation`](super::invitation)):
//!
//! ```text
//! ice=local     Same network only: no STUN, no TURN
//! turn=B64      a TURN server: base64url of "url\nuser\ncredential"
//! relay=only    test only: relay candidates only (iceTransportPolicy "relay")
//! stun=B64      test only: base64url of STUN URLs, one a line, instead of
//!               the default list (an unreachable one, in a test)
//! nostr=B64     the Nostr relays the answer travels through: base64url of
//!               their URLs, one a line (empty: none, the code is copied by
//!               hand); in the host's own fragment, instead of the
//!               room's five of DEFAULT_RELAYS; in an invitation, always
//!               (absent: none)
//! ```
//!
//! A relay URL is `wss://` (or `ws://` to 127.0.0.1 or localhost, for
//! tests), at most [`MAX_URL`] bytes, at most [`MAX_RELAYS`] of them.

use crate::bytes::{base64url_decode, base64url_encode};

/// The public STUN servers used unless the host chooses Same network only.
pub const DEFAULT_STUN: [&str; 2] = [
    "stun:stun.l.google.com:19302",
    "stun:stun.cloudflare.com:3478",
];
/// The public Nostr relays a room's answers go back through, unless the
/// host edits the list or chooses Same network only: each room uses
/// [`ROOM_RELAYS`] of them, drawn from its secret ([`room_relays`]), so
/// rooms spread over the list and no relay carries every room. Why these
/// (what their code and issue threads say of our kind, its rate and its
/// refusals) is in docs/online.md; `scripts/probe-relays.mjs` checks them
/// from a machine with internet access.
pub const DEFAULT_RELAYS: [&str; 8] = [
    "wss://relay.damus.io",
    "wss://nos.lol",
    "wss://relay.primal.net",
    "wss://relay.fountain.fm",
    "wss://nostr.data.haus",
    "wss://relay.mostro.network",
    "wss://yabu.me/v2",
    "wss://relay.oldenburg.cool",
];
/// Relays of [`DEFAULT_RELAYS`] each room uses (all an invitation may name).
pub const ROOM_RELAYS: usize = MAX_RELAYS;

/// The room's [`ROOM_RELAYS`] relays of [`DEFAULT_RELAYS`], in the list's
/// order, chosen by `draw` (the room's [`LinkSecret::relay_draw`]): every
/// set of five equally likely. The host page and every invitation it
/// writes name them, so both sides use the same ones.
///
/// [`LinkSecret::relay_draw`]: super::envelope::LinkSecret::relay_draw
pub fn room_relays(draw: u64) -> Vec<String> {
    // A partial Fisher-Yates shuffle over the indices, its numbers from a
    // splitmix64 stream seeded with the draw.
    let mut state = draw;
    let mut next = || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    let mut order = [0usize; DEFAULT_RELAYS.len()];
    for (i, slot) in order.iter_mut().enumerate() {
        *slot = i;
    }
    let mut chosen = [false; DEFAULT_RELAYS.len()];
    for i in 0..ROOM_RELAYS {
        let left = (order.len() - i) as u64;
        let j = i + (next() % left) as usize;
        order.swap(i, j);
        chosen[order[i]] = true;
    }
    // In the list's order (no sort: its code would weigh on the page).
    DEFAULT_RELAYS
        .iter()
        .zip(chosen)
        .filter(|(_, chosen)| *chosen)
        .map(|(url, _)| (*url).to_owned())
        .collect()
}
/// Relays in a list, at most.
pub const MAX_RELAYS: usize = 5;
/// The longest settings read from a fragment, in characters (a full
/// relay list and a TURN server fit).
pub const MAX_ICE_CHARS: usize = 3_072;
/// The longest server URL, in bytes.
pub const MAX_URL: usize = 256;
/// The longest TURN user name or credential, in bytes.
pub const MAX_SECRET: usize = 128;
/// STUN servers in a test's list, at most.
const MAX_STUN: usize = 4;

const LOCAL: (&str, &str) = ("ice", "local");
const RELAY: (&str, &str) = ("relay", "only");
const TURN_KEY: &str = "turn";
const STUN_KEY: &str = "stun";
const NOSTR_KEY: &str = "nostr";
/// Every fragment key these settings read (the module docs say what each holds).
pub const FRAGMENT_KEYS: [&str; 5] = [LOCAL.0, TURN_KEY, RELAY.0, STUN_KEY, NOSTR_KEY];

/// A TURN server and the host's account on it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Turn {
    /// `turn:host:port` or `turns:host:port` (perhaps `?transport=tcp`).
    pub url: String,
    pub user: String,
    pub credential: String,
}

/// The ICE settings of both sides of a game, chosen by the host.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Ice {
    /// Same network only: no STUN or TURN server at all.
    pub local: bool,
    pub turn: Option<Turn>,
    /// Test only: relay candidates only.
    pub relay_only: bool,
    /// Test only: these STUN servers instead of [`DEFAULT_STUN`].
    pub stun: Option<Vec<String>>,
    /// These Nostr relays (perhaps none) instead of the room's
    /// [`ROOM_RELAYS`] of [`DEFAULT_RELAYS`].
    pub relays: Option<Vec<String>>,
}

/// Why a link's connection settings were refused (nothing is used then).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IceError {
    /// Longer than any settings, or a field longer than its bound.
    TooLong,
    /// Not base64url, not three lines, or an unknown value.
    Malformed,
    /// A TURN URL that is not `turn:` or `turns:`, or a STUN URL not `stun:`/`stuns:`.
    NotServerUrl,
    /// A relay URL that is not `wss://` (nor `ws://` to this device).
    NotRelayUrl,
}

/// A URL a browser may be given: the scheme, then printable ASCII without spaces.
fn check_url(url: &str, schemes: [&str; 2]) -> Result<(), IceError> {
    if url.len() > MAX_URL {
        return Err(IceError::TooLong);
    }
    let rest = schemes.iter().find_map(|s| url.strip_prefix(s));
    match rest {
        Some(rest) if !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_graphic()) => Ok(()),
        _ => Err(IceError::NotServerUrl),
    }
}

/// A user name or credential: bounded, with no control characters.
fn check_secret(s: &str) -> Result<(), IceError> {
    if s.len() > MAX_SECRET {
        return Err(IceError::TooLong);
    }
    if s.chars().any(char::is_control) {
        return Err(IceError::Malformed);
    }
    Ok(())
}

/// The lines of a base64url value, at most `max` of them.
fn lines(value: &str, max: usize) -> Result<Vec<String>, IceError> {
    let bytes = base64url_decode(value).ok_or(IceError::Malformed)?;
    let text = String::from_utf8(bytes).map_err(|_| IceError::Malformed)?;
    let lines: Vec<String> = text.split('\n').map(str::to_owned).collect();
    if lines.len() > max {
        return Err(IceError::Malformed);
    }
    Ok(lines)
}

/// A Nostr relay's URL: `wss://` and a host, or `ws://` to this device
/// (127.0.0.1 or localhost, for tests); printable ASCII without spaces.
pub fn check_relay(url: &str) -> Result<(), IceError> {
    if url.len() > MAX_URL {
        return Err(IceError::TooLong);
    }
    let local = url.strip_prefix("ws://").is_some_and(|rest| {
        ["127.0.0.1", "localhost"].iter().any(|h| {
            rest.strip_prefix(h)
                .is_some_and(|after| after.is_empty() || after.starts_with([':', '/']))
        })
    });
    let secure = url
        .strip_prefix("wss://")
        .is_some_and(|rest| !rest.is_empty() && !rest.starts_with(['/', ':']));
    if (local || secure) && url.bytes().all(|b| b.is_ascii_graphic()) {
        Ok(())
    } else {
        Err(IceError::NotRelayUrl)
    }
}

/// A relay list as typed (one URL a line, blank lines skipped) or as a
/// link carries it: each checked, at most [`MAX_RELAYS`], refused whole.
pub fn relay_list(text: &str) -> Result<Vec<String>, IceError> {
    if text.len() > MAX_RELAYS * (MAX_URL + 2) {
        return Err(IceError::TooLong);
    }
    let list: Vec<String> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(str::to_owned)
        .collect();
    if list.len() > MAX_RELAYS {
        return Err(IceError::TooLong);
    }
    for url in &list {
        check_relay(url)?;
    }
    Ok(list)
}

impl Turn {
    /// Checks a TURN server as typed by the host (the same checks as a link's).
    pub fn new(url: &str, user: &str, credential: &str) -> Result<Turn, IceError> {
        let turn = Turn {
            url: url.trim().to_owned(),
            user: user.to_owned(),
            credential: credential.to_owned(),
        };
        check_url(&turn.url, ["turn:", "turns:"])?;
        check_secret(&turn.user)?;
        check_secret(&turn.credential)?;
        Ok(turn)
    }
}

impl Ice {
    /// The STUN servers to ask: none for Same network only, else the
    /// test's list or [`DEFAULT_STUN`].
    pub fn stun_servers(&self) -> Vec<&str> {
        match (&self.stun, self.local) {
            (_, true) => Vec::new(),
            (Some(list), false) => list.iter().map(String::as_str).collect(),
            (None, false) => DEFAULT_STUN.to_vec(),
        }
    }

    /// These settings for the room whose [`relay_draw`] is `draw`: with no
    /// list of the host's own, the room's relays ([`room_relays`]).
    ///
    /// [`relay_draw`]: super::envelope::LinkSecret::relay_draw
    pub fn for_room(&self, draw: u64) -> Ice {
        let relays = match (&self.relays, self.local) {
            (None, false) => Some(room_relays(draw)),
            (relays, _) => relays.clone(),
        };
        Ice {
            relays,
            ..self.clone()
        }
    }

    /// The Nostr relays the host listens on: none for Same network only,
    /// else its list, or (settings not yet given a room: [`Ice::for_room`])
    /// the first [`ROOM_RELAYS`] of [`DEFAULT_RELAYS`].
    pub fn relay_urls(&self) -> Vec<String> {
        match (&self.relays, self.local) {
            (_, true) => Vec::new(),
            (Some(list), false) => list.clone(),
            (None, false) => DEFAULT_RELAYS[..ROOM_RELAYS]
                .iter()
                .map(|s| (*s).to_owned())
                .collect(),
        }
    }

    /// The settings an invitation carries: these, with the relay list
    /// written out (the guest uses only relays its link names).
    pub fn for_invitation(&self) -> Ice {
        let relays = self.relay_urls();
        Ice {
            relays: (!relays.is_empty()).then_some(relays),
            ..self.clone()
        }
    }

    /// The TURN server to ask, unless Same network only.
    pub fn turn_server(&self) -> Option<&Turn> {
        self.turn.as_ref().filter(|_| !self.local)
    }

    /// Reads settings from a fragment's `&`-separated pairs (a leading `#`
    /// or `&` is ignored, and so are keys not listed in the module docs).
    /// Refuses the whole of it if any value is malformed.
    pub fn from_fragment(text: &str) -> Result<Ice, IceError> {
        if text.len() > MAX_ICE_CHARS {
            return Err(IceError::TooLong);
        }
        let mut ice = Ice::default();
        for pair in text.trim_start_matches(['#', '&']).split('&') {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            match (key, value) {
                pair if pair == LOCAL => ice.local = true,
                pair if pair == RELAY => ice.relay_only = true,
                (key, _) if key == LOCAL.0 || key == RELAY.0 => return Err(IceError::Malformed),
                (TURN_KEY, _) => {
                    let [url, user, credential] = <[String; 3]>::try_from(lines(value, 3)?)
                        .map_err(|_| IceError::Malformed)?;
                    ice.turn = Some(Turn::new(&url, &user, &credential)?);
                }
                (STUN_KEY, _) => {
                    let list = lines(value, MAX_STUN)?;
                    for url in &list {
                        check_url(url, ["stun:", "stuns:"])?;
                    }
                    ice.stun = Some(list);
                }
                (NOSTR_KEY, _) => {
                    let bytes = base64url_decode(value).ok_or(IceError::Malformed)?;
                    let text = String::from_utf8(bytes).map_err(|_| IceError::Malformed)?;
                    ice.relays = Some(relay_list(&text)?);
                }
                _ => {}
            }
        }
        Ok(ice)
    }

    /// The settings as fragment pairs, each after a `&` (empty for the
    /// defaults): what follows the code in an invitation link.
    pub fn to_fragment(&self) -> String {
        let mut out = String::new();
        let mut pair = |key: &str, value: &str| {
            out.push('&');
            out.push_str(key);
            out.push('=');
            out.push_str(value);
        };
        if self.local {
            pair(LOCAL.0, LOCAL.1);
        }
        if let Some(t) = &self.turn {
            let text = format!("{}\n{}\n{}", t.url, t.user, t.credential);
            pair(TURN_KEY, &base64url_encode(text.as_bytes()));
        }
        if self.relay_only {
            pair(RELAY.0, RELAY.1);
        }
        if let Some(list) = &self.stun {
            pair(STUN_KEY, &base64url_encode(list.join("\n").as_bytes()));
        }
        if let Some(list) = &self.relays {
            pair(NOSTR_KEY, &base64url_encode(list.join("\n").as_bytes()));
        }
        out
    }
}
