//! Signalling codes: what one browser must tell the other to open a WebRTC
//! data channel, small enough for a link, a QR code or a chat message.
//!
//! A browser's SDP offer or answer is about 700 bytes, mostly lines every
//! data channel has. A [`Code`] keeps only what differs between
//! connections: the ICE user fragment and password, the DTLS certificate's
//! SHA-256 fingerprint, the DTLS setup role, and the UDP candidates (IPv4,
//! IPv6 or an mDNS `.local` name, with a port; host, server-reflexive or
//! relayed by a TURN server). It packs them in binary with
//! a version byte, the kind (offer or answer) and a session id, then
//! base64url: about 140 characters. [`Code::to_sdp`] rebuilds a minimal SDP
//! that the other browser accepts (reading and writing SDP: `sdp.rs`).
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
//!   head  u8: bits 0-1 address (0 IPv4, 1 IPv6, 2 mDNS UUID name),
//!             bits 2-3 type (0 host, 1 srflx, 2 relay)
//!   address 4, 16 or 16 bytes
//!   port  u16 little-endian
//! ```
//!
//! Relay candidates came after version 1's first codes, in bits that were
//! then always zero: every older code reads as it did, and an older page
//! refuses a code with a relay candidate as damaged rather than misreading it.

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
pub enum DtlsRole {
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

/// How a candidate's address was found (`typ` in SDP).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CandidateType {
    /// The device's own address (or its mDNS name).
    Host = 0,
    /// Server-reflexive: the public address a STUN server saw.
    Srflx = 1,
    /// An address on a TURN server, which relays the traffic.
    Relay = 2,
}

/// A UDP ICE candidate.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Candidate {
    pub address: Address,
    pub port: u16,
    pub typ: CandidateType,
}

/// Everything a data-channel connection needs from one side's SDP.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Code {
    pub kind: Kind,
    pub session: u32,
    pub ufrag: String,
    pub pwd: String,
    pub fingerprint: [u8; 32],
    pub setup: DtlsRole,
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

impl Code {
    pub(super) fn check(&self) -> Result<(), CodeError> {
        ice_string(&self.ufrag, UFRAG_LEN, "user name")?;
        ice_string(&self.pwd, PWD_LEN, "password")?;
        match (self.kind, self.setup) {
            (Kind::Offer, DtlsRole::ActPass)
            | (Kind::Answer, DtlsRole::Active | DtlsRole::Passive) => {}
            _ => return Err(CodeError::BadField("role")),
        }
        if self.candidates.len() > MAX_CANDIDATES {
            return Err(CodeError::BadField("candidates"));
        }
        Ok(())
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
            DtlsRole::ActPass => 0,
            DtlsRole::Active => 1,
            DtlsRole::Passive => 2,
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
            let typ = (c.typ as u8) << 2;
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
            0 => DtlsRole::ActPass,
            1 => DtlsRole::Active,
            2 => DtlsRole::Passive,
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
            let typ = match head >> 2 {
                0 => CandidateType::Host,
                1 => CandidateType::Srflx,
                2 => CandidateType::Relay,
                _ => return Err(CodeError::BadField("candidate")),
            };
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
            candidates.push(Candidate { address, port, typ });
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
    /// code alone, or a whole invitation link (`...#join=CODE`, perhaps
    /// with connection settings after it: `&ice=local`); spaces and line
    /// breaks around it are ignored.
    pub fn from_text(text: &str, expected: Kind) -> Result<Code, CodeError> {
        let text = text.trim();
        if text.len() > MAX_CODE_CHARS * 2 {
            return Err(CodeError::TooLong { chars: text.len() });
        }
        // A whole link: the code is the fragment's first value (`#join=`,
        // before any `&`); a code itself has no `#`, `&` or `=`.
        let text = text.rsplit_once('#').map_or(text, |(_, fragment)| fragment);
        let text = text.split('&').next().unwrap_or(text);
        let text = text.rsplit_once('=').map_or(text, |(_, code)| code);
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
