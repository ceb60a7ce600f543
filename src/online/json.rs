//! A strict, small JSON reader and writer for exactly what Nostr frames
//! hold: strings, whole non-negative numbers, booleans, null, arrays and
//! objects, nested a few levels deep.
//!
//! Why not `serde_json`: measured on online.html's wasm, `serde_json`
//! (its `Value`, reading and writing) added about 18 KB brotli, more than
//! the whole relay client's budget; this reader adds a fraction of that.
//! It reads untrusted text: the caller bounds its length, this bounds the
//! depth ([`MAX_DEPTH`]) and an object's members ([`MAX_MEMBERS`]), and
//! anything else than RFC 8259 JSON is an error, never a panic. Numbers
//! with a sign, a fraction or an exponent are refused (no Nostr field we
//! read has one), as are duplicate keys and a byte-order mark.

/// How deep arrays and objects may nest (a relay frame needs four).
pub const MAX_DEPTH: usize = 8;
/// The most members an object may have.
pub const MAX_MEMBERS: usize = 64;

/// A JSON value, as read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    Null,
    Bool(bool),
    /// A whole number from 0 to `u64::MAX`.
    Number(u64),
    String(String),
    Array(Vec<Value>),
    /// Members in their order, keys distinct.
    Object(Vec<(String, Value)>),
}

impl Value {
    /// The member `key` of an object.
    pub fn get(&self, key: &str) -> Option<&Value> {
        match self {
            Value::Object(members) => members.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::String(s) => Some(s),
            _ => None,
        }
    }

    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Value::Number(n) => Some(*n),
            _ => None,
        }
    }
}

/// Why text is not JSON we read (where is not kept: no one reads it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JsonError;

/// Reads one JSON value, with nothing but whitespace around it.
pub fn parse(text: &str) -> Result<Value, JsonError> {
    let mut reader = Reader {
        bytes: text.as_bytes(),
        at: 0,
    };
    let value = reader.value(0)?;
    reader.space();
    if reader.at == reader.bytes.len() {
        Ok(value)
    } else {
        Err(JsonError)
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn next(&mut self) -> Result<u8, JsonError> {
        let b = self.peek().ok_or(JsonError)?;
        self.at += 1;
        Ok(b)
    }

    fn space(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.peek() {
            self.at += 1;
        }
    }

    fn literal(&mut self, word: &[u8], value: Value) -> Result<Value, JsonError> {
        let end = self.at + word.len();
        if self.bytes.get(self.at..end) == Some(word) {
            self.at = end;
            Ok(value)
        } else {
            Err(JsonError)
        }
    }

    fn value(&mut self, depth: usize) -> Result<Value, JsonError> {
        self.space();
        match self.peek().ok_or(JsonError)? {
            b'n' => self.literal(b"null", Value::Null),
            b't' => self.literal(b"true", Value::Bool(true)),
            b'f' => self.literal(b"false", Value::Bool(false)),
            b'"' => self.string().map(Value::String),
            b'0'..=b'9' => self.number().map(Value::Number),
            b'[' if depth < MAX_DEPTH => self.array(depth + 1),
            b'{' if depth < MAX_DEPTH => self.object(depth + 1),
            _ => Err(JsonError),
        }
    }

    fn number(&mut self) -> Result<u64, JsonError> {
        let start = self.at;
        let mut n: u64 = 0;
        while let Some(d @ b'0'..=b'9') = self.peek() {
            n = n
                .checked_mul(10)
                .and_then(|n| n.checked_add(u64::from(d - b'0')))
                .ok_or(JsonError)?;
            self.at += 1;
        }
        let leading_zero = self.bytes[start] == b'0' && self.at - start > 1;
        let fraction = matches!(self.peek(), Some(b'.' | b'e' | b'E'));
        if leading_zero || fraction {
            return Err(JsonError);
        }
        Ok(n)
    }

    /// A string from its opening quote; the text is UTF-8 already, so only
    /// escapes and control characters need care.
    fn string(&mut self) -> Result<String, JsonError> {
        self.at += 1;
        let mut out = String::new();
        loop {
            let start = self.at;
            while let Some(b) = self.peek() {
                if b == b'"' || b == b'\\' || b < 0x20 {
                    break;
                }
                self.at += 1;
            }
            // Stops only at ASCII bytes, so on character boundaries.
            out.push_str(std::str::from_utf8(&self.bytes[start..self.at]).map_err(|_| JsonError)?);
            match self.next()? {
                b'"' => return Ok(out),
                b'\\' => out.push(self.escape()?),
                _ => return Err(JsonError),
            }
        }
    }

    fn escape(&mut self) -> Result<char, JsonError> {
        Ok(match self.next()? {
            b'"' => '"',
            b'\\' => '\\',
            b'/' => '/',
            b'b' => '\u{8}',
            b'f' => '\u{c}',
            b'n' => '\n',
            b'r' => '\r',
            b't' => '\t',
            b'u' => {
                let high = self.hex4()?;
                let code = if (0xd800..0xdc00).contains(&high) {
                    if self.next()? != b'\\' || self.next()? != b'u' {
                        return Err(JsonError);
                    }
                    let low = self.hex4()?;
                    if !(0xdc00..0xe000).contains(&low) {
                        return Err(JsonError);
                    }
                    0x10000 + ((high - 0xd800) << 10) + (low - 0xdc00)
                } else {
                    high
                };
                // A lone low surrogate is no character.
                char::from_u32(code).ok_or(JsonError)?
            }
            _ => return Err(JsonError),
        })
    }

    fn hex4(&mut self) -> Result<u32, JsonError> {
        let mut n = 0;
        for _ in 0..4 {
            let digit = char::from(self.next()?).to_digit(16).ok_or(JsonError)?;
            n = n * 16 + digit;
        }
        Ok(n)
    }

    fn array(&mut self, depth: usize) -> Result<Value, JsonError> {
        self.at += 1;
        let mut items = Vec::new();
        self.space();
        if self.peek() == Some(b']') {
            self.at += 1;
            return Ok(Value::Array(items));
        }
        loop {
            items.push(self.value(depth)?);
            self.space();
            match self.next()? {
                b',' => continue,
                b']' => return Ok(Value::Array(items)),
                _ => return Err(JsonError),
            }
        }
    }

    fn object(&mut self, depth: usize) -> Result<Value, JsonError> {
        self.at += 1;
        let mut members: Vec<(String, Value)> = Vec::new();
        self.space();
        if self.peek() == Some(b'}') {
            self.at += 1;
            return Ok(Value::Object(members));
        }
        loop {
            self.space();
            if self.peek() != Some(b'"') || members.len() == MAX_MEMBERS {
                return Err(JsonError);
            }
            let key = self.string()?;
            self.space();
            if self.next()? != b':' || members.iter().any(|(k, _)| *k == key) {
                return Err(JsonError);
            }
            let value = self.value(depth)?;
            members.push((key, value));
            self.space();
            match self.next()? {
                b',' => continue,
                b'}' => return Ok(Value::Object(members)),
                _ => return Err(JsonError),
            }
        }
    }
}

/// Writes `text` as a JSON string, escaped as NIP-01 prescribes for an
/// event's id: `"`, `\`, and the control characters (`\n`, `\r`, `\t`,
/// `\b`, `\f` by their short escapes, others as `\u00xx`); every other
/// character as it is.
pub fn write_string(out: &mut String, text: &str) {
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if u32::from(c) < 0x20 => {
                const DIGITS: &[u8; 16] = b"0123456789abcdef";
                out.push_str("\\u00");
                out.push(char::from(DIGITS[(u32::from(c) >> 4) as usize]));
                out.push(char::from(DIGITS[(u32::from(c) & 15) as usize]));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Writes an array of strings: `["a","b"]`.
pub fn write_strings(out: &mut String, items: &[String]) {
    out.push('[');
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        write_string(out, item);
    }
    out.push(']');
}

/// Writes a tag list: `[["t","..."],...]`.
pub fn write_tags(out: &mut String, tags: &[Vec<String>]) {
    out.push('[');
    for (i, tag) in tags.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        write_strings(out, tag);
    }
    out.push(']');
}
