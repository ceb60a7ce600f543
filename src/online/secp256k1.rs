//! The little of secp256k1 that Nostr needs, written out: BIP-340 Schnorr
//! signing and verifying, and the x-only ECDH of the seek's handover.
//!
//! Why not the `k256` crate: it is general and fast (constant-time field
//! and scalar types, the whole elliptic-curve trait stack), and it was the
//! largest part of the relay client's download. A page signs a handful of
//! events and checks at most a bounded number of seeks' signatures with
//! throwaway keys, so plain textbook arithmetic is enough: numbers of four
//! 64-bit limbs, one reduction for both moduli, Jacobian points,
//! double-and-add. Measured on the online pages: see `docs/performance.md`.
//!
//! **Variable time.** The arithmetic's time depends on the key's bits. The
//! keys it handles are a page's throwaway keys (one per page, never stored)
//! and nobody can time the page's wasm to the microsecond from outside the
//! browser; a long-lived key would need a constant-time implementation.
//!
//! Checked natively against `k256` (a dev-dependency) on random keys,
//! messages, signatures and points, and against BIP-340's official
//! vectors (`tests/online_nostr.rs`, `tests/online_secp256k1.rs`).

use sha2::{Digest, Sha256};

/// A number below 2^256: four 64-bit limbs, the least significant first.
type U = [u64; 4];

/// The field's prime p = 2^256 - 2^32 - 977.
const P: U = [
    0xFFFF_FFFE_FFFF_FC2F,
    0xFFFF_FFFF_FFFF_FFFF,
    0xFFFF_FFFF_FFFF_FFFF,
    0xFFFF_FFFF_FFFF_FFFF,
];
/// The group's order n.
const N: U = [
    0xBFD2_5E8C_D036_4141,
    0xBAAE_DCE6_AF48_A03B,
    0xFFFF_FFFF_FFFF_FFFE,
    0xFFFF_FFFF_FFFF_FFFF,
];
/// p - 2 (the inverse is a^(p-2)) and (p + 1) / 4 (a square root is
/// a^((p+1)/4), as p = 3 mod 4).
const P_MINUS_2: U = [
    0xFFFF_FFFE_FFFF_FC2D,
    0xFFFF_FFFF_FFFF_FFFF,
    0xFFFF_FFFF_FFFF_FFFF,
    0xFFFF_FFFF_FFFF_FFFF,
];
const SQRT_EXP: U = [
    0xFFFF_FFFF_BFFF_FF0C,
    0xFFFF_FFFF_FFFF_FFFF,
    0xFFFF_FFFF_FFFF_FFFF,
    0x3FFF_FFFF_FFFF_FFFF,
];
/// The generator G.
const G: Point = Point {
    x: [
        0x59F2_815B_16F8_1798,
        0x029B_FCDB_2DCE_28D9,
        0x55A0_6295_CE87_0B07,
        0x79BE_667E_F9DC_BBAC,
    ],
    y: [
        0x9C47_D08F_FB10_D4B8,
        0xFD17_B448_A685_5419,
        0x5DA4_FBFC_0E11_08A8,
        0x483A_DA77_26A3_C465,
    ],
    z: ONE,
};
const ZERO: U = [0; 4];
const ONE: U = [1, 0, 0, 0];

fn from_be(bytes: &[u8]) -> U {
    let mut out = ZERO;
    for (i, limb) in out.iter_mut().enumerate() {
        let at = 32 - 8 * (i + 1);
        let mut word = [0u8; 8];
        word.copy_from_slice(&bytes[at..at + 8]);
        *limb = u64::from_be_bytes(word);
    }
    out
}

fn to_be(a: &U) -> [u8; 32] {
    let mut out = [0u8; 32];
    for (i, limb) in a.iter().enumerate() {
        let at = 32 - 8 * (i + 1);
        out[at..at + 8].copy_from_slice(&limb.to_be_bytes());
    }
    out
}

fn less(a: &U, b: &U) -> bool {
    for i in (0..4).rev() {
        if a[i] != b[i] {
            return a[i] < b[i];
        }
    }
    false
}

/// a + b and whether it carried out of 2^256.
fn add(a: &U, b: &U) -> (U, bool) {
    let mut out = ZERO;
    let mut carry = false;
    for i in 0..4 {
        let (s, c1) = a[i].overflowing_add(b[i]);
        let (s, c2) = s.overflowing_add(u64::from(carry));
        out[i] = s;
        carry = c1 | c2;
    }
    (out, carry)
}

/// a - b (mod 2^256) and whether it borrowed.
fn sub(a: &U, b: &U) -> (U, bool) {
    let mut out = ZERO;
    let mut borrow = false;
    for i in 0..4 {
        let (d, b1) = a[i].overflowing_sub(b[i]);
        let (d, b2) = d.overflowing_sub(u64::from(borrow));
        out[i] = d;
        borrow = b1 | b2;
    }
    (out, borrow)
}

/// The 512-bit product, eight limbs.
fn mul_wide(a: &U, b: &U) -> [u64; 8] {
    let mut w = [0u64; 8];
    for i in 0..4 {
        let mut carry = 0u128;
        for j in 0..4 {
            let t = u128::from(a[i]) * u128::from(b[j]) + u128::from(w[i + j]) + carry;
            w[i + j] = t as u64;
            carry = t >> 64;
        }
        w[i + 4] = carry as u64;
    }
    w
}

/// `w` mod `m`, for a modulus just below 2^256 (p or n): 2^256 = c mod m
/// with c = 2^256 - m small, so the high half folds into the low one as
/// high * c until nothing is left above 2^256.
fn reduce(mut w: [u64; 8], m: &U) -> U {
    let c = sub(&ZERO, m).0;
    loop {
        let (lo, hi) = w.split_at(4);
        let lo: U = [lo[0], lo[1], lo[2], lo[3]];
        let hi: U = [hi[0], hi[1], hi[2], hi[3]];
        if hi == ZERO {
            let mut r = lo;
            while !less(&r, m) {
                r = sub(&r, m).0;
            }
            return r;
        }
        w = mul_wide(&hi, &c);
        let mut carry = false;
        for (i, limb) in w.iter_mut().enumerate() {
            let (s, c1) = limb.overflowing_add(if i < 4 { lo[i] } else { 0 });
            let (s, c2) = s.overflowing_add(u64::from(carry));
            *limb = s;
            carry = c1 | c2;
        }
    }
}

fn add_mod(a: &U, b: &U, m: &U) -> U {
    let (s, carry) = add(a, b);
    if carry || !less(&s, m) {
        sub(&s, m).0
    } else {
        s
    }
}

fn sub_mod(a: &U, b: &U, m: &U) -> U {
    let (d, borrow) = sub(a, b);
    if borrow {
        add(&d, m).0
    } else {
        d
    }
}

fn mul_mod(a: &U, b: &U, m: &U) -> U {
    reduce(mul_wide(a, b), m)
}

fn pow_mod(a: &U, e: &U, m: &U) -> U {
    let mut r = ONE;
    for i in (0..256).rev() {
        r = mul_mod(&r, &r, m);
        if e[i / 64] >> (i % 64) & 1 == 1 {
            r = mul_mod(&r, a, m);
        }
    }
    r
}

/// Field arithmetic (mod p).
fn fa(a: &U, b: &U) -> U {
    add_mod(a, b, &P)
}
fn fs(a: &U, b: &U) -> U {
    sub_mod(a, b, &P)
}
fn fm(a: &U, b: &U) -> U {
    mul_mod(a, b, &P)
}

/// A point in Jacobian coordinates (x / z², y / z³); z = 0 is the point
/// at infinity.
#[derive(Clone, Copy)]
struct Point {
    x: U,
    y: U,
    z: U,
}

const INFINITY: Point = Point {
    x: ONE,
    y: ONE,
    z: ZERO,
};

impl Point {
    fn double(&self) -> Point {
        // dbl-2009-l (a = 0); y = 0 or infinity gives z = 0.
        let a = fm(&self.x, &self.x);
        let b = fm(&self.y, &self.y);
        let c = fm(&b, &b);
        let xb = fa(&self.x, &b);
        let d = fs(&fs(&fm(&xb, &xb), &a), &c);
        let d = fa(&d, &d);
        let e = fa(&fa(&a, &a), &a);
        let f = fm(&e, &e);
        let x = fs(&f, &fa(&d, &d));
        let c8 = fa(&c, &c);
        let c8 = fa(&c8, &c8);
        let c8 = fa(&c8, &c8);
        let y = fs(&fm(&e, &fs(&d, &x)), &c8);
        let yz = fm(&self.y, &self.z);
        Point {
            x,
            y,
            z: fa(&yz, &yz),
        }
    }

    fn add(&self, other: &Point) -> Point {
        if self.z == ZERO {
            return *other;
        }
        if other.z == ZERO {
            return *self;
        }
        // add-1998-cmo-2.
        let z1z1 = fm(&self.z, &self.z);
        let z2z2 = fm(&other.z, &other.z);
        let u1 = fm(&self.x, &z2z2);
        let u2 = fm(&other.x, &z1z1);
        let s1 = fm(&fm(&self.y, &other.z), &z2z2);
        let s2 = fm(&fm(&other.y, &self.z), &z1z1);
        if u1 == u2 {
            return if s1 == s2 { self.double() } else { INFINITY };
        }
        let h = fs(&u2, &u1);
        let r = fs(&s2, &s1);
        let hh = fm(&h, &h);
        let hhh = fm(&h, &hh);
        let v = fm(&u1, &hh);
        let x = fs(&fs(&fm(&r, &r), &hhh), &fa(&v, &v));
        let y = fs(&fm(&r, &fs(&v, &x)), &fm(&s1, &hhh));
        Point {
            x,
            y,
            z: fm(&fm(&self.z, &other.z), &h),
        }
    }

    /// k times this point, by double-and-add.
    fn times(&self, k: &U) -> Point {
        let mut r = INFINITY;
        for i in (0..256).rev() {
            r = r.double();
            if k[i / 64] >> (i % 64) & 1 == 1 {
                r = r.add(self);
            }
        }
        r
    }

    /// (x, y), `None` at infinity.
    fn affine(&self) -> Option<(U, U)> {
        if self.z == ZERO {
            return None;
        }
        let zi = pow_mod(&self.z, &P_MINUS_2, &P);
        let zi2 = fm(&zi, &zi);
        Some((fm(&self.x, &zi2), fm(&fm(&self.y, &zi2), &zi)))
    }
}

fn even(y: &U) -> bool {
    y[0] & 1 == 0
}

/// The point with x coordinate `x` and an even y (BIP-340's lift_x);
/// `None` if `x` is not below p or no point has it.
fn lift_x(x: &[u8; 32]) -> Option<Point> {
    let x = from_be(x);
    if !less(&x, &P) {
        return None;
    }
    let c = fa(&fm(&fm(&x, &x), &x), &[7, 0, 0, 0]);
    let y = pow_mod(&c, &SQRT_EXP, &P);
    if fm(&y, &y) != c {
        return None;
    }
    let y = if even(&y) { y } else { fs(&ZERO, &y) };
    Some(Point { x, y, z: ONE })
}

/// SHA-256(SHA-256(tag) || SHA-256(tag) || parts...), BIP-340's tagged hash.
fn tagged(tag: &str, parts: &[&[u8]]) -> [u8; 32] {
    let tag = Sha256::digest(tag.as_bytes());
    let mut hash = Sha256::new();
    hash.update(tag);
    hash.update(tag);
    for part in parts {
        hash.update(part);
    }
    hash.finalize().into()
}

/// 32 bytes as a number mod n.
fn scalar(bytes: &[u8; 32]) -> U {
    let mut k = from_be(bytes);
    if !less(&k, &N) {
        k = sub(&k, &N).0;
    }
    k
}

/// A secret key with its public key (BIP-340: the secret negated if need
/// be, so that the public point's y is even).
pub struct SecretKey {
    d: U,
    public: [u8; 32],
}

impl SecretKey {
    /// The key of 32 bytes; `None` for zero or a number not below n.
    pub fn from_bytes(bytes: &[u8; 32]) -> Option<SecretKey> {
        let d = from_be(bytes);
        if d == ZERO || !less(&d, &N) {
            return None;
        }
        let (x, y) = G.times(&d).affine()?;
        let d = if even(&y) { d } else { sub(&N, &d).0 };
        Some(SecretKey {
            d,
            public: to_be(&x),
        })
    }

    /// The public key, x only.
    pub fn public(&self) -> [u8; 32] {
        self.public
    }

    /// The BIP-340 signature of `message` with auxiliary randomness `aux`;
    /// `None` only if the nonce is zero (a hash of 2^-256's chance).
    pub fn sign(&self, message: &[u8; 32], aux: &[u8; 32]) -> Option<[u8; 64]> {
        let mut t = to_be(&self.d);
        for (byte, mask) in t.iter_mut().zip(tagged("BIP0340/aux", &[aux])) {
            *byte ^= mask;
        }
        let k = scalar(&tagged("BIP0340/nonce", &[&t, &self.public, message]));
        if k == ZERO {
            return None;
        }
        let (rx, ry) = G.times(&k).affine()?;
        let k = if even(&ry) { k } else { sub(&N, &k).0 };
        let rx = to_be(&rx);
        let e = scalar(&tagged("BIP0340/challenge", &[&rx, &self.public, message]));
        let s = add_mod(&k, &mul_mod(&e, &self.d, &N), &N);
        let mut sig = [0u8; 64];
        sig[..32].copy_from_slice(&rx);
        sig[32..].copy_from_slice(&to_be(&s));
        Some(sig)
    }

    /// The x coordinate of this key times the point whose x is `their`
    /// (with either y: x(-Q) = x(Q)); `None` if `their` is no point.
    pub fn shared_x(&self, their: &[u8; 32]) -> Option<[u8; 32]> {
        let (x, _) = lift_x(their)?.times(&self.d).affine()?;
        Some(to_be(&x))
    }
}

/// Whether `sig` is `public`'s BIP-340 signature of `message`.
pub fn verify(public: &[u8; 32], message: &[u8; 32], sig: &[u8; 64]) -> bool {
    let Some(point) = lift_x(public) else {
        return false;
    };
    let r = from_be(&sig[..32]);
    let s = from_be(&sig[32..]);
    if !less(&r, &P) || !less(&s, &N) {
        return false;
    }
    let e = scalar(&tagged("BIP0340/challenge", &[&sig[..32], public, message]));
    let sum = G.times(&s).add(&point.times(&sub_mod(&ZERO, &e, &N)));
    match sum.affine() {
        Some((x, y)) => even(&y) && x == r,
        None => false,
    }
}
