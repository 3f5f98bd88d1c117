//! Constant literals, read against the instruction's shape: scalars (`1.5`, `-inf`, `nan`,
//! `nan(0x1)`, `true`), nested braces for arrays (`{ {1, 2}, {3, 4} }`), `(re, im)` for complex
//! elements, `(a, {b, c})` for tuples, and `{...}` for a constant a dump elided.

use super::Parser;
use crate::attrs::ConstantValue;
use crate::error::Result;
use crate::float8;
use crate::lexer::TokenKind;
use crate::literal::{element_count, ArrayData, ArrayLiteral, Literal};
use crate::shape::{ArrayShape, Shape};
use crate::types::PrimitiveType;
use half::{bf16, f16};
use num_complex::Complex;

/// Deepest nesting of braces or tuples accepted, so hostile input cannot exhaust the stack.
pub(super) const MAX_NESTING: usize = 256;

/// Storage reserved up front at most, so a huge declared shape costs nothing until its
/// elements are actually read.
const MAX_RESERVE: usize = 1 << 16;

impl<'a> Parser<'a> {
    /// The text inside `constant(...)`.
    pub(super) fn constant_value(&mut self, shape: &Shape) -> Result<ConstantValue> {
        if self.peek_is(TokenKind::LBrace)? && self.lex.after_peek()?.starts_with("...") {
            self.lex.next()?;
            self.word("'...'")?;
            self.expect(TokenKind::RBrace, "after '{...'")?;
            return Ok(ConstantValue::Elided);
        }
        self.literal(shape, 0).map(ConstantValue::Literal)
    }

    fn literal(&mut self, shape: &Shape, depth: usize) -> Result<Literal> {
        match shape {
            Shape::Tuple(elems) => {
                if depth > MAX_NESTING {
                    return Err(self.expected("a shallower tuple literal"));
                }
                self.expect(TokenKind::LParen, "to open a tuple literal")?;
                let mut out = Vec::with_capacity(elems.len());
                for (i, e) in elems.iter().enumerate() {
                    if i > 0 {
                        self.expect(TokenKind::Comma, "between tuple literal elements")?;
                    }
                    if self.shape_follows()? && !self.peek_is(TokenKind::LParen)? {
                        self.shape()?;
                    }
                    out.push(self.literal(e, depth + 1)?);
                }
                self.expect(TokenKind::RParen, "to close a tuple literal")?;
                Ok(Literal::Tuple(out))
            }
            Shape::Token => Err(self.expected("a constant of array or tuple shape, not token")),
            Shape::Array(a) => self.array_literal(a),
        }
    }

    fn array_literal(&mut self, a: &ArrayShape) -> Result<Literal> {
        let at = self.peek()?.start;
        let count = element_count(&a.dims).map_err(|m| self.lex.error(at, m))?;
        if a.ty.is_f8() && !float8::supported(a.ty) {
            return Err(self
                .lex
                .error(at, format!("{} constants are not supported", a.ty)));
        }
        let mut data = ArrayData::zeros(a.ty, 0).ok_or_else(|| {
            self.lex
                .error(at, format!("{} is not an array element type", a.ty))
        })?;
        with_array_data_reserve(&mut data, count.min(MAX_RESERVE));
        if a.dims.is_empty() {
            self.element(a.ty, &mut data)?;
        } else {
            self.dense(a.ty, &a.dims, 0, &mut data)?;
        }
        let lit =
            ArrayLiteral::new(a.ty, a.dims.clone(), data).map_err(|m| self.lex.error(at, m))?;
        Ok(Literal::Array(lit))
    }

    /// `{e, e, ...}` for dimension `level` and everything inside it.
    fn dense(
        &mut self,
        ty: PrimitiveType,
        dims: &[i64],
        level: usize,
        data: &mut ArrayData,
    ) -> Result<()> {
        if level > MAX_NESTING {
            return Err(self.expected("a literal with fewer dimensions"));
        }
        let want = dims[level];
        let open = self
            .expect(
                TokenKind::LBrace,
                &format!("to open dimension {level} of the literal"),
            )?
            .start;
        let mut n = 0i64;
        while !self.eat(TokenKind::RBrace)? {
            if n > 0 {
                self.expect(TokenKind::Comma, "or '}' between literal elements")?;
            }
            if n == want {
                return Err(
                    self.expected(&format!("'}}' after {want} elements in dimension {level}"))
                );
            }
            if level + 1 == dims.len() {
                self.element(ty, data)?;
            } else {
                self.dense(ty, dims, level + 1, data)?;
            }
            n += 1;
        }
        if n != want {
            let msg =
                format!("dimension {level} of the literal has {n} elements, the shape says {want}");
            return Err(self.lex.error(open, msg));
        }
        Ok(())
    }

    /// One element of type `ty`, appended to `data`.
    fn element(&mut self, ty: PrimitiveType, data: &mut ArrayData) -> Result<()> {
        match data {
            ArrayData::Pred(v) => v.push(self.pred_element()?),
            ArrayData::S8(v) => v.push(self.int_element(ty)? as i8),
            ArrayData::S16(v) => v.push(self.int_element(ty)? as i16),
            ArrayData::S32(v) => v.push(self.int_element(ty)? as i32),
            ArrayData::S64(v) => v.push(self.int_element(ty)? as i64),
            ArrayData::U8(v) if ty.is_f8() => {
                let x = self.float_element(ty)?;
                v.push(float8::from_f64(ty, x.value, x.nan_negative, x.payload));
            }
            ArrayData::U8(v) => v.push(self.int_element(ty)? as u8),
            ArrayData::U16(v) => v.push(self.int_element(ty)? as u16),
            ArrayData::U32(v) => v.push(self.int_element(ty)? as u32),
            ArrayData::U64(v) => v.push(self.int_element(ty)? as u64),
            ArrayData::F16(v) => v.push(f16::from_bits(self.float_element(ty)?.bits16(ty))),
            ArrayData::BF16(v) => v.push(bf16::from_bits(self.float_element(ty)?.bits16(ty))),
            ArrayData::F32(v) => v.push(f32::from_bits(self.float_element(ty)?.bits32())),
            ArrayData::F64(v) => v.push(f64::from_bits(self.float_element(ty)?.bits64())),
            ArrayData::C64(v) => {
                let (re, im) = self.complex_element(ty)?;
                v.push(Complex::new(
                    f32::from_bits(re.bits32()),
                    f32::from_bits(im.bits32()),
                ));
            }
            ArrayData::C128(v) => {
                let (re, im) = self.complex_element(ty)?;
                v.push(Complex::new(
                    f64::from_bits(re.bits64()),
                    f64::from_bits(im.bits64()),
                ));
            }
        }
        Ok(())
    }

    fn pred_element(&mut self) -> Result<bool> {
        let (w, at) = self.word("'true' or 'false'")?;
        match w {
            "true" | "1" => Ok(true),
            "false" | "0" => Ok(false),
            _ => Err(self.lex.error(
                at,
                format!("expected a pred value ('true' or 'false'), found '{w}'"),
            )),
        }
    }

    /// An integer in the range of `ty`, widened to i128.
    fn int_element(&mut self, ty: PrimitiveType) -> Result<i128> {
        let (w, at) = self.word(&format!("a {ty} value"))?;
        let v = parse_i128(w).ok_or_else(|| {
            self.lex
                .error(at, format!("expected a {ty} value, found '{w}'"))
        })?;
        let bits = ty.bit_width();
        let (lo, hi) = if ty.is_signed_int() {
            (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
        } else {
            (0, (1i128 << bits) - 1)
        };
        if v < lo || v > hi {
            return Err(self
                .lex
                .error(at, format!("value {w} is out of range for {ty}")));
        }
        Ok(v)
    }

    fn complex_element(&mut self, ty: PrimitiveType) -> Result<(FloatText<'a>, FloatText<'a>)> {
        self.expect(TokenKind::LParen, &format!("to open a {ty} value (re, im)"))?;
        let re = self.float_element(ty)?;
        self.expect(TokenKind::Comma, "between the real and imaginary parts")?;
        let im = self.float_element(ty)?;
        self.expect(TokenKind::RParen, "to close a complex value")?;
        Ok((re, im))
    }

    /// A floating point number: decimal, `inf`, `-inf`, `nan`, `-nan`, `nan(0x...)`.
    fn float_element(&mut self, ty: PrimitiveType) -> Result<FloatText<'a>> {
        let (w, at) = self.word(&format!("a {ty} value"))?;
        let bad = || {
            self.lex
                .error(at, format!("expected a {ty} value, found '{w}'"))
        };
        let nan_negative = match w {
            "nan" => Some(false),
            "-nan" => Some(true),
            _ => None,
        };
        let Some(negative) = nan_negative else {
            let value = parse_f64(w).filter(|v| !v.is_nan()).ok_or_else(bad)?;
            return Ok(FloatText {
                text: w,
                value,
                nan_negative: None,
                payload: None,
            });
        };
        let mut payload = None;
        if self.peek_is(TokenKind::LParen)? && self.lex.after_peek()?.starts_with("0x") {
            self.lex.next()?;
            let (p, p_at) = self.word("a NaN payload like 0x1")?;
            let v = p
                .strip_prefix("0x")
                .and_then(|h| u64::from_str_radix(h, 16).ok());
            let v = v.filter(|&v| v != 0 && v < 1u64 << mantissa_bits(ty));
            payload = Some(v.ok_or_else(|| {
                self.lex
                    .error(p_at, format!("bad NaN payload '{p}' for {ty}"))
            })?);
            self.expect(TokenKind::RParen, "after the NaN payload")?;
        }
        Ok(FloatText {
            text: w,
            value: f64::NAN,
            nan_negative: Some(negative),
            payload,
        })
    }
}

/// A parsed float element, kept as text so each width rounds the decimal directly.
struct FloatText<'a> {
    text: &'a str,
    value: f64,
    nan_negative: Option<bool>,
    payload: Option<u64>,
}

impl FloatText<'_> {
    /// NaN bits for a format with `mbits` mantissa bits; the default payload is the quiet bit.
    fn nan_bits(&self, negative: bool, total_bits: u32, mbits: u32) -> u64 {
        let sign = u64::from(negative) << (total_bits - 1);
        let exp = ((1u64 << (total_bits - 1 - mbits)) - 1) << mbits;
        sign | exp | self.payload.unwrap_or(1 << (mbits - 1))
    }

    fn bits64(&self) -> u64 {
        match self.nan_negative {
            Some(neg) => self.nan_bits(neg, 64, 52),
            None => self.value.to_bits(),
        }
    }

    fn bits32(&self) -> u32 {
        match self.nan_negative {
            Some(neg) => self.nan_bits(neg, 32, 23) as u32,
            // Rounded from the decimal text directly: f64 first, then f32, could round twice.
            None => self
                .text
                .parse::<f32>()
                .unwrap_or(self.value as f32)
                .to_bits(),
        }
    }

    /// Bits of an f16 or bf16, rounded from the correctly rounded f32.
    fn bits16(&self, ty: PrimitiveType) -> u16 {
        let mbits = mantissa_bits(ty);
        match self.nan_negative {
            Some(neg) => self.nan_bits(neg, 16, mbits) as u16,
            None if ty == PrimitiveType::BF16 => {
                bf16::from_f32(f32::from_bits(self.bits32())).to_bits()
            }
            None => f16::from_f32(f32::from_bits(self.bits32())).to_bits(),
        }
    }
}

/// Explicit mantissa bits of a float type (for NaN payloads).
pub(crate) fn mantissa_bits(ty: PrimitiveType) -> u32 {
    match ty {
        PrimitiveType::F16 => 10,
        PrimitiveType::BF16 => 7,
        PrimitiveType::F32 | PrimitiveType::C64 => 23,
        PrimitiveType::F64 | PrimitiveType::C128 => 52,
        t => float8::mantissa_bits(t).max(1),
    }
}

/// A decimal float, `inf`/`-inf`, or `nan`; integers too. Rejects Rust-only spellings.
pub(crate) fn parse_f64(w: &str) -> Option<f64> {
    match w {
        "inf" => return Some(f64::INFINITY),
        "-inf" => return Some(f64::NEG_INFINITY),
        "nan" => return Some(f64::NAN),
        "-nan" => return Some(-f64::NAN),
        _ => {}
    }
    let body = w.strip_prefix('-').unwrap_or(w);
    if !body.starts_with(|c: char| c.is_ascii_digit() || c == '.') {
        return None;
    }
    w.parse().ok()
}

/// An integer literal: decimal or `0x` hexadecimal, optionally negative.
fn parse_i128(w: &str) -> Option<i128> {
    let (neg, digits) = match w.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, w),
    };
    let v: i128 = if let Some(hex) = digits.strip_prefix("0x") {
        i128::from_str_radix(hex, 16).ok()?
    } else if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
        digits.parse().ok()?
    } else {
        return None;
    };
    Some(if neg { -v } else { v })
}

fn with_array_data_reserve(data: &mut ArrayData, n: usize) {
    crate::with_array_data!(data, v => v.reserve(n));
}
