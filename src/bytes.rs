//! Byte helpers for every binary format of the project: the replay log
//! ([`Log`](crate::rules::fox_dolphin::Log)), the online signalling codes
//! and the wire messages. LEB128 varints, a reader of untrusted bytes that
//! never reads past its end (each format turns a [`ReadError`] into its
//! own error), and base64url, the text a log or a code travels as in a
//! link.

/// LEB128: seven bits a byte, low first, the high bit set on all but the last.
pub fn put(out: &mut Vec<u8>, mut n: u64) {
    loop {
        let low = (n & 0x7f) as u8;
        n >>= 7;
        if n == 0 {
            out.push(low);
            return;
        }
        out.push(low | 0x80);
    }
}

/// Why bytes could not be read: the callers turn it into their own error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// The bytes end in the middle of a field.
    Truncated,
    /// A varint longer than ten bytes, or above 64 bits.
    Overlong,
}

/// Reads fields from untrusted bytes, front to back.
pub struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    pub fn new(bytes: &'a [u8]) -> Reader<'a> {
        Reader { bytes, at: 0 }
    }

    pub fn byte(&mut self) -> Result<u8, ReadError> {
        let b = *self.bytes.get(self.at).ok_or(ReadError::Truncated)?;
        self.at += 1;
        Ok(b)
    }

    /// The next `n` bytes.
    pub fn take(&mut self, n: usize) -> Result<&'a [u8], ReadError> {
        let end = self.at.checked_add(n).ok_or(ReadError::Truncated)?;
        let slice = self.bytes.get(self.at..end).ok_or(ReadError::Truncated)?;
        self.at = end;
        Ok(slice)
    }

    /// The next `N` bytes, as an array (a fixed-width field, such as a
    /// little-endian digest or port).
    pub fn array<const N: usize>(&mut self) -> Result<[u8; N], ReadError> {
        let mut out = [0u8; N];
        out.copy_from_slice(self.take(N)?);
        Ok(out)
    }

    /// A varint of at most ten bytes that fits in 64 bits.
    pub fn number(&mut self) -> Result<u64, ReadError> {
        let mut n = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            let part = u64::from(b & 0x7f);
            if shift == 63 && part > 1 {
                return Err(ReadError::Overlong);
            }
            n |= part << shift;
            if b & 0x80 == 0 {
                return Ok(n);
            }
        }
        Err(ReadError::Overlong)
    }

    /// How many bytes are left to read.
    pub fn remaining(&self) -> usize {
        self.bytes.len().saturating_sub(self.at)
    }

    /// The bytes not read yet.
    pub fn rest(&self) -> &'a [u8] {
        &self.bytes[self.at.min(self.bytes.len())..]
    }

    pub fn is_done(&self) -> bool {
        self.at >= self.bytes.len()
    }
}

// ----- base64url (RFC 4648 §5, no padding): bytes as link-safe text -----

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/// Each byte's value in the alphabet, or [`NOT_IN_ALPHABET`]: one look-up a
/// character, however long the text.
const VALUES: [u8; 256] = {
    let mut table = [NOT_IN_ALPHABET; 256];
    let mut v = 0;
    while v < ALPHABET.len() {
        table[ALPHABET[v] as usize] = v as u8;
        v += 1;
    }
    table
};
const NOT_IN_ALPHABET: u8 = 0xff;

/// `bytes` as base64url text, without padding: letters, digits, `-` and
/// `_`, which a link carries unescaped.
pub fn base64url_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = u32::from(b[0]) << 16 | u32::from(b[1]) << 8 | u32::from(b[2]);
        for k in 0..=chunk.len() {
            out.push(ALPHABET[(n >> (18 - 6 * k) & 0x3f) as usize] as char);
        }
    }
    out
}

/// `None` for any character outside the alphabet, or a length that no
/// encoding gives.
pub fn base64url_decode(text: &str) -> Option<Vec<u8>> {
    let value = |c: u8| match VALUES[c as usize] {
        NOT_IN_ALPHABET => None,
        v => Some(u32::from(v)),
    };
    let text = text.as_bytes();
    if text.len() % 4 == 1 {
        return None;
    }
    let mut out = Vec::with_capacity(text.len() / 4 * 3 + 2);
    for chunk in text.chunks(4) {
        let mut n = 0u32;
        for (k, &c) in chunk.iter().enumerate() {
            n |= value(c)? << (18 - 6 * k);
        }
        let bytes = n.to_be_bytes();
        out.extend_from_slice(&bytes[1..chunk.len()]);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varints_round_trip_and_refuse_overlong() {
        for n in [0, 1, 127, 128, 300, u64::MAX] {
            let mut out = Vec::new();
            put(&mut out, n);
            let mut r = Reader::new(&out);
            assert_eq!(r.number(), Ok(n));
            assert!(r.is_done());
        }
        assert_eq!(Reader::new(&[0xff; 11]).number(), Err(ReadError::Overlong));
        assert_eq!(Reader::new(&[0x80]).number(), Err(ReadError::Truncated));
    }

    #[test]
    fn take_stops_at_the_end() {
        let mut r = Reader::new(&[1, 2, 3]);
        assert_eq!(r.take(2), Ok(&[1u8, 2][..]));
        assert_eq!(r.take(2), Err(ReadError::Truncated));
        assert_eq!(r.take(usize::MAX), Err(ReadError::Truncated));
        assert_eq!(r.rest(), &[3]);
    }

    #[test]
    fn base64url_round_trips_every_length() {
        for len in 0..20 {
            let bytes: Vec<u8> = (0..len).map(|i| (i * 37 + 11) as u8).collect();
            let text = base64url_encode(&bytes);
            assert!(!text.contains(['+', '/', '=']));
            assert_eq!(base64url_decode(&text), Some(bytes));
        }
        assert_eq!(base64url_encode(b"\xfb\xff"), "-_8");
        assert_eq!(base64url_decode("a"), None);
        assert_eq!(base64url_decode("ab+c"), None);
    }

    #[test]
    fn array_reads_fixed_width_fields_and_stops_at_the_end() {
        let mut r = Reader::new(&[1, 2, 3]);
        assert_eq!(r.array::<2>(), Ok([1, 2]));
        assert_eq!(r.array::<2>(), Err(ReadError::Truncated));
        assert_eq!(r.array::<1>(), Ok([3]));
    }
}
