//! Signalling codes: what one browser must tell the other to open a WebRTC
//! data channel, small enough for a link, a QR code or a chat message.
//!
//! A browser's SDP offer or answer is about 700 bytes, mostly lines every
//! data channel has. A [`Code`] keeps only what differs between
//! connections: the ICE user fragment and password, the DTLS certificate's
//! SHA-256 fingerprint, the DTLS setup role, and the UDP candidates (IPv4,
//! IPv6 or an mDNS `.local` name, with a port). It packs them in binary with
//! a version byte, the kind (offer or answer) and a session id, then
//! base64url: about 140 characters. [`Code::to_sdp`] rebuilds a minimal SDP
//! that the other browser accepts.
//!
//! A code is **untrusted** when read: [`Code::from_text`] bounds its length
//! before decoding and checks every field, and [`Invitations`] refuses an
//! answer to another invitation (stale) or one used already.
//!
//! Byte format (version 1):
//!
//! ```text
//! version u8 = 1
//! head    u8: bit 0 kind (0 offer, 1 answer), bits 1-2 setup (0 actpass, 1 active, 2 passive)
//! session u32 little-endian
//! ufrag   u8 length (4..=32), then that many ICE characters
//! pwd     u8 length (22..=64), then that many ICE characters
//! fingerprint 32 bytes (sha-256)
//! count   u8 (0..=8) candidates, each:
//!   head  u8: bits 0-1 address (0 IPv4, 1 IPv6, 2 mDNS UUID name), bit 2 type (0 host, 1 srflx)
//!   address 4, 16 or 16 bytes
//!   port  u16 little-endian
//! ```

use std::fmt;
use std::fmt::Write as _;

use crate::bytes::{base64url_decode, base64url_encode, ReadError, Reader};

/// The code format this version writes and reads.
pub const CODE_VERSION: u8 = 1;
/// Candidates kept from an SDP, at most (a browser offers two to four).
pub const MAX_CANDIDATES: usize = 8;
/// The longest code read, in characters: a code with every field at its
/// largest is 386; anything longer is refused before it is decoded.
pub const MAX_CODE_CHARS: usize = 400;
const UFRAG_LEN: (usize, usize) = (4, 32);
const PWD_LEN: (usize, usize) = (22, 64);

/// Offer (from the host, in the invitation) or answer (from a guest).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    Offer,
    Answer,
}

/// The DTLS role (`a=setup:`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Setup {
    ActPass,
    Active,
    Passive,
}

/// Where a candidate listens.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Address {
    /// IPv4, as its four bytes.
    V4([u8; 4]),
    /// IPv6, as its sixteen bytes.
    V6([u8; 16]),
    /// An mDNS name `<uuid>.local`, as browsers give instead of a private IP.
    Mdns([u8; 16]),
}

/// A UDP ICE candidate.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Candidate {
    pub address: Address,
    pub port: u16,
    /// Server-reflexive (learnt from a STUN server) rather than host.
    pub reflexive: bool,
}

/// Everything a data-channel connection needs from one side's SDP.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Code {
    pub kind: Kind,
    pub session: u32,
    pub ufrag: String,
    pub pwd: String,
    pub fingerprint: [u8; 32],
    pub setup: Setup,
    pub candidates: Vec<Candidate>,
}

/// Why a code (or a browser's SDP) was refused. Each message tells the
/// person what to do; nothing changes when a code is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// Empty, or characters that no code has.
    Malformed,
    /// Longer than any code.
    TooLong { chars: usize },
    /// Ends in the middle of a field: not copied whole.
    Truncated,
    /// Written by another version of the game.
    UnknownVersion(u8),
    /// An invitation where an answer was expected, or the reverse.
    WrongKind { expected: Kind },
    /// A field outside its range (a length, a character, a role).
    BadField(&'static str),
    /// Bytes after the end of the code.
    TrailingBytes,
    /// An answer to an invitation this page did not make (or no longer waits on).
    Stale,
    /// An answer already used to connect a guest.
    Reused,
    /// The browser's own SDP lacks a field a connection needs.
    SdpMissing(&'static str),
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::Malformed => f.write_str("this is not a game code: copy it again, whole"),
            CodeError::TooLong { chars } => write!(
                f,
                "this code is too long ({chars} characters; a code has at most {MAX_CODE_CHARS})"
            ),
            CodeError::Truncated => f.write_str("this code is cut short: copy it again, whole"),
            CodeError::UnknownVersion(v) => write!(
                f,
                "this code comes from another version of the game (format {v}): both of you should reload the page"
            ),
            CodeError::WrongKind { expected: Kind::Answer } => f.write_str(
                "this is an invitation, not an answer: paste the code your guest sent back",
            ),
            CodeError::WrongKind { expected: Kind::Offer } => f.write_str(
                "this is an answer code, not an invitation: open the link the host sent you",
            ),
            CodeError::BadField(what) => write!(f, "this code is damaged ({what})"),
            CodeError::TrailingBytes => f.write_str("this code has extra characters at its end"),
            CodeError::Stale => f.write_str(
                "this answer is for another invitation: ask your guest to open the current link",
            ),
            CodeError::Reused => f.write_str(
                "this answer was used already: each guest needs a new invitation",
            ),
            CodeError::SdpMissing(what) => {
                write!(f, "the browser gave no {what} for the connection")
            }
        }
    }
}

impl std::error::Error for CodeError {}

impl From<ReadError> for CodeError {
    fn from(e: ReadError) -> CodeError {
        match e {
            ReadError::Truncated => CodeError::Truncated,
            ReadError::Overlong => CodeError::Malformed,
        }
    }
}

fn is_ice_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'+' || c == b'/'
}

fn ice_string(s: &str, (min, max): (usize, usize), what: &'static str) -> Result<(), CodeError> {
    if (min..=max).contains(&s.len()) && s.bytes().all(is_ice_char) {
        Ok(())
    } else {
        Err(CodeError::BadField(what))
    }
}

/// The 16 bytes of a lower-case UUID name (`8-4-4-4-12` hex digits).
fn uuid_bytes(name: &str) -> Option<[u8; 16]> {
    let hex: Vec<u8> = name.bytes().filter(|&b| b != b'-').collect();
    let dashes = name.bytes().enumerate().filter(|&(_, b)| b == b'-');
    if name.len() != 36 || hex.len() != 32 || !dashes.map(|(i, _)| i).eq([8, 13, 18, 23]) {
        return None;
    }
    let mut out = [0u8; 16];
    for (i, pair) in hex.chunks(2).enumerate() {
        let digit = |c: u8| (c as char).to_digit(16).filter(|_| !c.is_ascii_uppercase());
        out[i] = (digit(pair[0])? * 16 + digit(pair[1])?) as u8;
    }
    Some(out)
}

fn uuid_name(bytes: &[u8; 16]) -> String {
    let mut s = String::with_capacity(42);
    for (i, b) in bytes.iter().enumerate() {
        if matches!(i, 4 | 6 | 8 | 10) {
            s.push('-');
        }
        let _ = write!(s, "{b:02x}");
    }
    s.push_str(".local");
    s
}

/// One `a=candidate:` line's value, if it is a UDP host or srflx candidate
/// for component 1 that a code can carry.
fn parse_candidate(value: &str) -> Option<Candidate> {
    let f: Vec<&str> = value.split_ascii_whitespace().collect();
    // foundation component transport priority address port "typ" type ...
    if f.len() < 8 || f[1] != "1" || !f[2].eq_ignore_ascii_case("udp") || f[6] != "typ" {
        return None;
    }
    let reflexive = match f[7] {
        "host" => false,
        "srflx" => true,
        _ => return None,
    };
    let port: u16 = f[5].parse().ok().filter(|&p| p != 0)?;
    let address = match f[4].strip_suffix(".local") {
        Some(name) => Address::Mdns(uuid_bytes(name)?),
        None => parse_ipv4(f[4]).or_else(|| parse_ipv6(f[4]))?,
    };
    Some(Candidate {
        address,
        port,
        reflexive,
    })
}

/// A dotted IPv4 address (no std::net: its parser and printer would add
/// kilobytes to the download for the two forms a browser writes).
fn parse_ipv4(s: &str) -> Option<Address> {
    let mut out = [0u8; 4];
    let mut parts = s.split('.');
    for b in &mut out {
        let part = parts.next()?;
        if part.is_empty() || part.len() > 3 || !part.bytes().all(|c| c.is_ascii_digit()) {
            return None;
        }
        *b = part.parse().ok()?;
    }
    parts.next().is_none().then_some(Address::V4(out))
}

/// An IPv6 address in hex groups, with at most one `::` (no embedded IPv4:
/// browsers do not write one in a candidate).
fn parse_ipv6(s: &str) -> Option<Address> {
    let groups = |part: &str| -> Option<Vec<u16>> {
        if part.is_empty() {
            return Some(Vec::new());
        }
        part.split(':')
            .map(|g| {
                (1..=4).contains(&g.len()).then_some(())?;
                u16::from_str_radix(g, 16).ok()
            })
            .collect()
    };
    let (head, tail) = match s.find("::") {
        Some(i) => (groups(&s[..i])?, Some(groups(&s[i + 2..])?)),
        None => (groups(s)?, None),
    };
    let mut all = head;
    match tail {
        Some(tail) if all.len() + tail.len() < 8 => {
            all.resize(8 - tail.len(), 0);
            all.extend(tail);
        }
        None if all.len() == 8 => {}
        _ => return None,
    }
    let mut out = [0u8; 16];
    for (i, g) in all.iter().enumerate() {
        out[2 * i..2 * i + 2].copy_from_slice(&g.to_be_bytes());
    }
    Some(Address::V6(out))
}

/// An address as a candidate line writes it (IPv6 in full, uncompressed).
fn address_text(address: &Address) -> String {
    let mut s = String::with_capacity(40);
    match address {
        Address::V4(b) => {
            let _ = write!(s, "{}.{}.{}.{}", b[0], b[1], b[2], b[3]);
        }
        Address::V6(b) => {
            for (i, pair) in b.chunks(2).enumerate() {
                let sep = if i == 0 { "" } else { ":" };
                let _ = write!(s, "{sep}{:x}", u16::from_be_bytes([pair[0], pair[1]]));
            }
        }
        Address::Mdns(uuid) => s = uuid_name(uuid),
    }
    s
}

fn fingerprint_bytes(hex: &str) -> Option<[u8; 32]> {
    let mut out = [0u8; 32];
    let mut parts = hex.split(':');
    for b in &mut out {
        *b = u8::from_str_radix(parts.next()?, 16).ok()?;
    }
    parts.next().is_none().then_some(out)
}

impl Code {
    /// Reads the fields a connection needs from a browser's SDP. `session`
    /// names the invitation (an answer repeats its offer's).
    pub fn from_sdp(sdp: &str, kind: Kind, session: u32) -> Result<Code, CodeError> {
        let (mut ufrag, mut pwd, mut fingerprint, mut setup) = (None, None, None, None);
        let mut candidates = Vec::new();
        for line in sdp.lines() {
            let Some(attr) = line.trim_end().strip_prefix("a=") else {
                continue;
            };
            let (name, value) = attr.split_once(':').unwrap_or((attr, ""));
            match name {
                "ice-ufrag" if ufrag.is_none() => ufrag = Some(value.to_string()),
                "ice-pwd" if pwd.is_none() => pwd = Some(value.to_string()),
                "fingerprint" if fingerprint.is_none() => {
                    if let Some(hex) = value.strip_prefix("sha-256 ") {
                        fingerprint = fingerprint_bytes(hex.trim());
                    }
                }
                "setup" if setup.is_none() => {
                    setup = match value {
                        "actpass" => Some(Setup::ActPass),
                        "active" => Some(Setup::Active),
                        "passive" => Some(Setup::Passive),
                        _ => None,
                    }
                }
                "candidate" if candidates.len() < MAX_CANDIDATES => {
                    if let Some(c) = parse_candidate(value) {
                        if !candidates.contains(&c) {
                            candidates.push(c);
                        }
                    }
                }
                _ => {}
            }
        }
        let code = Code {
            kind,
            session,
            ufrag: ufrag.ok_or(CodeError::SdpMissing("ICE user name"))?,
            pwd: pwd.ok_or(CodeError::SdpMissing("ICE password"))?,
            fingerprint: fingerprint.ok_or(CodeError::SdpMissing("certificate fingerprint"))?,
            setup: setup.ok_or(CodeError::SdpMissing("DTLS role"))?,
            candidates,
        };
        code.check()?;
        Ok(code)
    }

    fn check(&self) -> Result<(), CodeError> {
        ice_string(&self.ufrag, UFRAG_LEN, "user name")?;
        ice_string(&self.pwd, PWD_LEN, "password")?;
        match (self.kind, self.setup) {
            (Kind::Offer, Setup::ActPass) | (Kind::Answer, Setup::Active | Setup::Passive) => {}
            _ => return Err(CodeError::BadField("role")),
        }
        if self.candidates.len() > MAX_CANDIDATES {
            return Err(CodeError::BadField("candidates"));
        }
        Ok(())
    }

    /// A minimal SDP for `setRemoteDescription`: one data channel over
    /// DTLS/SCTP, with this code's credentials, fingerprint and candidates.
    pub fn to_sdp(&self) -> String {
        let mut s = String::with_capacity(640);
        let _ = write!(
            s,
            "v=0\r\no=- {} 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\n\
             a=msid-semantic: WMS\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n\
             c=IN IP4 0.0.0.0\r\n",
            self.session
        );
        for (i, c) in self.candidates.iter().enumerate() {
            let address = address_text(&c.address);
            let (priority, typ) = if c.reflexive {
                (1_677_729_535 - i as u32, "srflx raddr 0.0.0.0 rport 0")
            } else {
                (2_113_937_151 - i as u32, "host")
            };
            let _ = write!(
                s,
                "a=candidate:{i} 1 udp {priority} {address} {} typ {typ}\r\n",
                c.port
            );
        }
        let _ = write!(
            s,
            "a=ice-ufrag:{}\r\na=ice-pwd:{}\r\na=ice-options:trickle\r\na=fingerprint:sha-256 ",
            self.ufrag, self.pwd
        );
        for (i, b) in self.fingerprint.iter().enumerate() {
            let sep = if i == 0 { "" } else { ":" };
            let _ = write!(s, "{sep}{b:02X}");
        }
        let setup = match self.setup {
            Setup::ActPass => "actpass",
            Setup::Active => "active",
            Setup::Passive => "passive",
        };
        let _ = write!(
            s,
            "\r\na=setup:{setup}\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n"
        );
        s
    }

    /// The code as bytes (format in the module docs).
    pub fn encode(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(128);
        out.push(CODE_VERSION);
        let kind = match self.kind {
            Kind::Offer => 0,
            Kind::Answer => 1,
        };
        let setup = match self.setup {
            Setup::ActPass => 0,
            Setup::Active => 1,
            Setup::Passive => 2,
        };
        out.push(kind | setup << 1);
        out.extend_from_slice(&self.session.to_le_bytes());
        for s in [&self.ufrag, &self.pwd] {
            out.push(s.len() as u8);
            out.extend_from_slice(s.as_bytes());
        }
        out.extend_from_slice(&self.fingerprint);
        out.push(self.candidates.len() as u8);
        for c in &self.candidates {
            let typ = u8::from(c.reflexive) << 2;
            match &c.address {
                Address::V4(ip) => {
                    out.push(typ);
                    out.extend_from_slice(ip);
                }
                Address::V6(ip) => {
                    out.push(typ | 1);
                    out.extend_from_slice(ip);
                }
                Address::Mdns(uuid) => {
                    out.push(typ | 2);
                    out.extend_from_slice(uuid);
                }
            }
            out.extend_from_slice(&c.port.to_le_bytes());
        }
        out
    }

    /// Reads a code from bytes, checking every field.
    pub fn decode(bytes: &[u8]) -> Result<Code, CodeError> {
        let mut r = Reader::new(bytes);
        let version = r.byte()?;
        if version != CODE_VERSION {
            return Err(CodeError::UnknownVersion(version));
        }
        let head = r.byte()?;
        let kind = if head & 1 == 0 {
            Kind::Offer
        } else {
            Kind::Answer
        };
        let setup = match head >> 1 {
            0 => Setup::ActPass,
            1 => Setup::Active,
            2 => Setup::Passive,
            _ => return Err(CodeError::BadField("role")),
        };
        let session = u32::from_le_bytes(r.array()?);
        let mut text = |(min, max): (usize, usize), what| -> Result<String, CodeError> {
            let len = r.byte()? as usize;
            if !(min..=max).contains(&len) {
                return Err(CodeError::BadField(what));
            }
            let raw = r.take(len)?;
            if !raw.iter().all(|&c| is_ice_char(c)) {
                return Err(CodeError::BadField(what));
            }
            Ok(raw.iter().map(|&c| c as char).collect())
        };
        let ufrag = text(UFRAG_LEN, "user name")?;
        let pwd = text(PWD_LEN, "password")?;
        let fingerprint = r.array()?;
        let count = r.byte()? as usize;
        if count > MAX_CANDIDATES {
            return Err(CodeError::BadField("candidates"));
        }
        let mut candidates = Vec::with_capacity(count);
        for _ in 0..count {
            let head = r.byte()?;
            if head > 0b110 {
                return Err(CodeError::BadField("candidate"));
            }
            let address = match head & 3 {
                0 => Address::V4(r.array()?),
                1 => Address::V6(r.array()?),
                2 => Address::Mdns(r.array()?),
                _ => return Err(CodeError::BadField("candidate")),
            };
            let port = u16::from_le_bytes(r.array()?);
            if port == 0 {
                return Err(CodeError::BadField("port"));
            }
            candidates.push(Candidate {
                address,
                port,
                reflexive: head & 4 != 0,
            });
        }
        if !r.is_done() {
            return Err(CodeError::TrailingBytes);
        }
        let code = Code {
            kind,
            session,
            ufrag,
            pwd,
            fingerprint,
            setup,
            candidates,
        };
        code.check()?;
        Ok(code)
    }

    /// The code as base64url text.
    pub fn to_text(&self) -> String {
        base64url_encode(&self.encode())
    }

    /// Reads a code of the `expected` kind from text a person pasted: the
    /// code alone, or a whole invitation link (`...#join=CODE`); spaces and
    /// line breaks around it are ignored.
    pub fn from_text(text: &str, expected: Kind) -> Result<Code, CodeError> {
        let text = text.trim();
        if text.len() > MAX_CODE_CHARS * 2 {
            return Err(CodeError::TooLong { chars: text.len() });
        }
        // A whole link: the code follows its last `=` (`#join=`); a code
        // itself has none.
        let text = match text.rfind('=') {
            Some(at) => &text[at + 1..],
            None => text,
        };
        if text.len() > MAX_CODE_CHARS {
            return Err(CodeError::TooLong { chars: text.len() });
        }
        if text.is_empty() {
            return Err(CodeError::Malformed);
        }
        let code = Code::decode(&base64url_decode(text).ok_or(CodeError::Malformed)?)?;
        if code.kind != expected {
            return Err(CodeError::WrongKind { expected });
        }
        Ok(code)
    }
}

/// The host's open invitations: each waits for one answer, with its
/// session id. An answer to none of them is stale; a second answer to the
/// same one is reused.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Invitations {
    open: Vec<u32>,
    used: Vec<u32>,
}

/// Invitations remembered as used, at most (older ones are forgotten and
/// their answers then read as stale, which is refused too).
const USED_KEPT: usize = 64;

impl Invitations {
    /// Starts waiting for an answer to the invitation `session`.
    pub fn open(&mut self, session: u32) {
        if !self.open.contains(&session) {
            self.open.push(session);
        }
    }

    /// Stops waiting on `session` without an answer (the invitation was withdrawn).
    pub fn close(&mut self, session: u32) {
        self.open.retain(|&s| s != session);
    }

    pub fn is_open(&self, session: u32) -> bool {
        self.open.contains(&session)
    }

    /// Reads a pasted answer and, if it answers an open invitation, marks
    /// that invitation used and returns the code.
    pub fn answer(&mut self, text: &str) -> Result<Code, CodeError> {
        let code = Code::from_text(text, Kind::Answer)?;
        if self.used.contains(&code.session) {
            return Err(CodeError::Reused);
        }
        if !self.is_open(code.session) {
            return Err(CodeError::Stale);
        }
        self.close(code.session);
        if self.used.len() == USED_KEPT {
            self.used.remove(0);
        }
        self.used.push(code.session);
        Ok(code)
    }
}
