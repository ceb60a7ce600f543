//! Byte helpers for every binary format of the project: the replay log
//! ([`Log`](crate::rules::fox_dolphin::Log)), the online signalling codes
//! and the wire messages. LEB128 varints, and a reader of untrusted bytes
//! that never reads past its end; each format turns a [`ReadError`] into
//! its own error.

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
}
