//! Reading a browser's SDP into a [`Code`] and writing a minimal SDP back
//! from one: the half of signalling codes that speaks SDP.

use std::fmt::Write as _;

use super::code::{
    Address, Candidate, CandidateType, Code, CodeError, DtlsRole, Kind, MAX_CANDIDATES,
};

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

/// One `a=candidate:` line's value, if it is a UDP host, srflx or relay
/// candidate for component 1 that a code can carry.
fn parse_candidate(value: &str) -> Option<Candidate> {
    let f: Vec<&str> = value.split_ascii_whitespace().collect();
    // foundation component transport priority address port "typ" type ...
    if f.len() < 8 || f[1] != "1" || !f[2].eq_ignore_ascii_case("udp") || f[6] != "typ" {
        return None;
    }
    let typ = match f[7] {
        "host" => CandidateType::Host,
        "srflx" => CandidateType::Srflx,
        "relay" => CandidateType::Relay,
        _ => return None,
    };
    let port: u16 = f[5].parse().ok().filter(|&p| p != 0)?;
    let address = match f[4].strip_suffix(".local") {
        Some(name) => Address::Mdns(uuid_bytes(name)?),
        None => parse_ipv4(f[4]).or_else(|| parse_ipv6(f[4]))?,
    };
    Some(Candidate { address, port, typ })
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
    let (head, tail) = match s.split_once("::") {
        Some((head, tail)) => (groups(head)?, Some(groups(tail)?)),
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
                        "actpass" => Some(DtlsRole::ActPass),
                        "active" => Some(DtlsRole::Active),
                        "passive" => Some(DtlsRole::Passive),
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
            let (priority, typ) = match c.typ {
                CandidateType::Host => (2_113_937_151 - i as u32, "host"),
                CandidateType::Srflx => (1_677_729_535 - i as u32, "srflx raddr 0.0.0.0 rport 0"),
                CandidateType::Relay => (41_885_439 - i as u32, "relay raddr 0.0.0.0 rport 0"),
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
            DtlsRole::ActPass => "actpass",
            DtlsRole::Active => "active",
            DtlsRole::Passive => "passive",
        };
        let _ = write!(
            s,
            "\r\na=setup:{setup}\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n"
        );
        s
    }
}
