//! The invitation link, written by the host's page and read by a guest's,
//! in one place: which game, the host's offer code, the room's secret and
//! how both sides connect.
//!
//! ```text
//! BASE?game=GAME#join=CODE&key=SECRET&ice=local&turn=B64&relay=only&stun=B64&nostr=B64
//! ```
//!
//! The query carries only the game; everything else travels in the
//! fragment, which a browser never sends to the web server. The keys, in
//! the order they are written:
//!
//! ```text
//! game=GAME    (query) fox-dolphin or tic-tac-toe; absent: fox-dolphin
//!              (links made before tic-tac-toe online had none)
//! join=CODE    always first: the host's offer code (`code`), base64url
//! key=SECRET   the room's secret (`envelope::LinkSecret`): 16 bytes of
//!              base64url; the messages through the Nostr relays are
//!              sealed with it. Absent (links made before the relays):
//!              the guest copies its answer by hand
//! ice=local    Same network only: no STUN, no TURN        (`ice`)
//! turn=B64     a TURN server: base64url of "url\nuser\ncredential"
//! relay=only   test only: relay candidates only
//! stun=B64     test only: STUN URLs, one a line, instead of the defaults
//! nostr=B64    the Nostr relays the answer travels through, one a line
//!              (absent: none, the answer is copied by hand)
//! ```
//!
//! A link is **untrusted**: [`Invitation::read`] bounds its length first
//! ([`MAX_FRAGMENT_CHARS`]), then refuses the whole of it, with an
//! [`InvitationError`] that says why, if any part is malformed, a key is
//! unknown or given twice, or the game is not one of ours. Nothing of a
//! refused link is used.

use super::code::{Code, CodeError, Kind as CodeKind, MAX_CODE_CHARS};
use super::envelope::{LinkSecret, SECRET_LEN};
use super::game::GameKind;
use super::ice::{Ice, IceError, FRAGMENT_KEYS, MAX_ICE_CHARS};

/// The query key that names the game.
pub const GAME_KEY: &str = "game";
/// How an invitation's fragment starts: `#join=CODE`.
pub const JOIN_PREFIX: &str = "#join=";
/// The fragment key of the room's secret.
const SECRET_KEY: &str = "key";
/// The longest fragment read, in characters: the code, the secret and the
/// longest connection settings, with their keys.
pub const MAX_FRAGMENT_CHARS: usize =
    JOIN_PREFIX.len() + MAX_CODE_CHARS + "&key=".len() + SECRET_LEN.div_ceil(3) * 4 + MAX_ICE_CHARS;

/// An invitation to join the host's match, as its link carries it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invitation {
    pub game: GameKind,
    /// The host's offer code.
    pub code: Code,
    /// The room's secret, for the join through the relays (`None`: the
    /// answer is copied by hand).
    pub secret: Option<LinkSecret>,
    /// How both sides connect: the host's settings as an invitation
    /// carries them ([`Ice::for_invitation`]).
    pub ice: Ice,
}

/// Why a link is not an invitation this page can use (nothing of it is used).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InvitationError {
    /// Longer than any invitation.
    TooLong,
    /// The fragment does not start with `join=`.
    NotAnInvitation,
    /// The offer code is refused.
    Code(CodeError),
    /// The connection settings are refused.
    Settings(IceError),
    /// `key=` is not [`SECRET_LEN`] bytes of base64url.
    Secret,
    /// A key no invitation has.
    UnknownKey,
    /// A key given twice.
    Repeated,
    /// `game=` names no game of ours.
    UnknownGame,
}

/// A game as links name it (`game=`).
pub fn game_key(game: GameKind) -> &'static str {
    match game {
        GameKind::FoxDolphin => "fox-dolphin",
        GameKind::TicTacToe => "tic-tac-toe",
    }
}

/// The game a link's `game=` names; absent: Fox & Dolphin.
pub fn game_of(value: Option<&str>) -> Result<GameKind, InvitationError> {
    match value {
        None => Ok(GameKind::FoxDolphin),
        Some(key) => GameKind::ALL
            .into_iter()
            .find(|&g| game_key(g) == key)
            .ok_or(InvitationError::UnknownGame),
    }
}

impl Invitation {
    /// The link a guest opens: `base` (the host page's address without
    /// query or fragment), the game, then the fragment.
    pub fn to_link(&self, base: &str) -> String {
        format!(
            "{base}?{GAME_KEY}={}{}",
            game_key(self.game),
            self.to_fragment()
        )
    }

    /// The fragment, with its leading `#`.
    pub fn to_fragment(&self) -> String {
        let mut out = format!("{JOIN_PREFIX}{}", self.code.to_text());
        if let Some(secret) = &self.secret {
            out.push_str("&key=");
            out.push_str(&secret.to_text());
        }
        out.push_str(&self.ice.to_fragment());
        out
    }

    /// Reads an invitation from a page's `game=` value (absent: `None`)
    /// and its fragment (with or without its leading `#`).
    pub fn read(game: Option<&str>, fragment: &str) -> Result<Invitation, InvitationError> {
        if fragment.len() > MAX_FRAGMENT_CHARS {
            return Err(InvitationError::TooLong);
        }
        let game = game_of(game)?;
        let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
        let mut pairs = fragment.split('&');
        let first = pairs.next().unwrap_or_default();
        let code = first
            .strip_prefix(&JOIN_PREFIX[1..])
            .ok_or(InvitationError::NotAnInvitation)?;
        let code = read_code(code).map_err(InvitationError::Code)?;
        let mut secret = None;
        // Each key once: a bit per key of `SECRET_KEY` then `FRAGMENT_KEYS`.
        let mut seen = 0u8;
        for pair in pairs {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            let index = std::iter::once(SECRET_KEY)
                .chain(FRAGMENT_KEYS)
                .position(|k| k == key)
                .ok_or(InvitationError::UnknownKey)?;
            if seen & (1 << index) != 0 {
                return Err(InvitationError::Repeated);
            }
            seen |= 1 << index;
            if key == SECRET_KEY {
                secret = Some(LinkSecret::from_text(value).ok_or(InvitationError::Secret)?);
            }
        }
        // The settings read the pairs after the code (they pass over `key=`).
        let settings = &fragment[first.len()..];
        let ice = Ice::from_fragment(settings).map_err(InvitationError::Settings)?;
        Ok(Invitation {
            game,
            code,
            secret,
            ice,
        })
    }

    /// Reads a whole link (`...?game=GAME#join=...`): the game from its
    /// query (other query keys, such as `lang=`, are the page's), the rest
    /// from its fragment.
    pub fn from_link(link: &str) -> Result<Invitation, InvitationError> {
        if link.len() > MAX_FRAGMENT_CHARS * 2 {
            return Err(InvitationError::TooLong);
        }
        let (before, fragment) = link
            .split_once('#')
            .ok_or(InvitationError::NotAnInvitation)?;
        let query = before.split_once('?').map_or("", |(_, q)| q);
        let mut game = None;
        for pair in query.split('&') {
            if let Some(value) = pair
                .strip_prefix(GAME_KEY)
                .and_then(|r| r.strip_prefix('='))
            {
                if game.replace(value).is_some() {
                    return Err(InvitationError::Repeated);
                }
            }
        }
        Invitation::read(game, fragment)
    }
}

/// The fragment of an invitation link (from its `#`), as a seeking page
/// hands its room over: what [`Invitation::read`] reads back.
pub fn fragment_of(link: &str) -> Option<&str> {
    link.find('#').map(|at| &link[at..])
}

/// The offer code alone: a link's value holds nothing else (no `=`, no
/// `#` nor spaces, which [`Code::from_text`] reads past in a pasted link).
fn read_code(text: &str) -> Result<Code, CodeError> {
    if text.contains(['=', '#']) || text.trim() != text {
        return Err(CodeError::Malformed);
    }
    Code::from_text(text, CodeKind::Offer)
}
