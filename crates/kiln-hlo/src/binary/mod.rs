//! A compact binary encoding of a [`Module`], for what a machine writes and reads back (the
//! compilation cache), where HLO text costs too much to print and parse: decoding a large
//! module is several times faster than parsing its text, and the encoding is about half the size.
//!
//! `decode_module(&encode_module(m)) == m` for every module (spans are not kept; they compare
//! equal anyway). Decoding checks what the parser checks: operand, parameter, root and
//! computation ids in range, parameters numbered `0..n` in order, literal storage matching its
//! type and element count. It never panics and never trusts a length before checking it
//! against the bytes that are left, so truncated or corrupted input is an `Err`, never a crash
//! or a huge allocation.
//!
//! [`write_canonical`] streams the same encoding with everything that cannot change what a
//! module computes left out (module, computation and instruction names, metadata, frontend
//! attributes, the stack-frame section), and shapes written as the text shows them (no layout
//! on a scalar without a suffix, one dynamic flag per dimension): the cache key hashes that
//! stream instead of printing canonical text, with the same equivalence.
//!
//! Format (version 1). Unsigned integers are LEB128 varints, signed ones zigzag varints;
//! strings and lists are a count, then the items; an `Option` is a byte 0/1, then the value.
//!
//! ```text
//! magic "KILNHLO\0", format version (u32 LE), schema fingerprint (u64 LE)
//! module:      name, config, computation count, computations, entry id, stack frames (opt)
//! config:      entry layout (opt program shape), is_scheduled (opt bool),
//!              input_output_alias (opt string), other (list of string pairs)
//! computation: name, attributes (string pairs), instruction count, instructions,
//!              parameter ids, root id
//! instruction: name, opcode (index), shape, operands, attrs, control predecessors,
//!              metadata (opt), sharding, frontend attributes, backend config (opt strings)
//! attrs:       a bit mask of the `Some` fields (varint), those fields in declaration order,
//!              then `other` (string pairs)
//! shape:       tag 0 array (type, dims, dynamic flags, layout (opt)), 1 tuple (shapes), 2 token
//! literal:     tag 0 array (type, dims, storage tag, element count, raw little-endian bits),
//!              1 tuple (literals), 2 token
//! ```
//!
//! Opcodes, element types and attribute enums are stored by index; the schema fingerprint
//! (a hash of every opcode, type and enum spelling in index order) makes a build whose tables
//! differ reject the bytes instead of misreading them.

mod read;
mod write;

use crate::attrs::{
    ComparisonDirection, ComparisonType, FftType, FusionKind, Precision, RandomDistribution,
    TriangularTranspose,
};
use crate::instruction::Module;
use crate::literal::Literal;
use crate::opcode::Opcode;
use crate::shape::Shape;
use crate::types::PrimitiveType;

pub const MAGIC: &[u8; 8] = b"KILNHLO\0";
pub const FORMAT_VERSION: u32 = 1;

/// Tuples nested deeper than this (shapes or literals) are refused when decoding, so that
/// crafted input cannot overflow the stack.
pub const MAX_NESTING: usize = 256;

/// The module's bytes.
pub fn encode_module(module: &Module) -> Vec<u8> {
    let mut out = Vec::with_capacity(64 + 96 * module.instruction_count());
    let mut sink = |bytes: &[u8]| out.extend_from_slice(bytes);
    write::write_module(module, write::Mode::Full, &mut sink);
    out
}

/// The module `bytes` encode, or what is wrong with them.
pub fn decode_module(bytes: &[u8]) -> Result<Module, String> {
    read::read_module(bytes)
}

/// Feeds `sink` the encoding of `module` without names, metadata, frontend attributes and
/// stack frames, in chunks of a few KiB: two modules give the same stream exactly when they
/// differ only in those. (The stream is for hashing; there is no decoder for it.)
pub fn write_canonical(module: &Module, sink: &mut dyn FnMut(&[u8])) {
    write::write_module(module, write::Mode::Canonical, sink);
}

/// Checks the magic, format version and schema fingerprint at the start of a module's bytes
/// (what [`decode_module`] checks first), without decoding the module.
pub fn check_header(bytes: &[u8]) -> Result<(), String> {
    read::check_header(bytes)
}

/// Appends `shape` to `out` in this encoding (for payloads that carry shapes beside a module).
pub fn write_shape(out: &mut Vec<u8>, shape: &Shape) {
    write::write_value(out, write::Value::Shape(shape));
}

/// Appends `literal` to `out` in this encoding.
pub fn write_literal(out: &mut Vec<u8>, literal: &Literal) {
    write::write_value(out, write::Value::Literal(literal));
}

/// The shape [`write_shape`] wrote at `bytes[*pos..]`; `*pos` moves past it. Checked like a
/// module's shapes: never panics, never allocates past the bytes left.
pub fn read_shape(bytes: &[u8], pos: &mut usize) -> Result<Shape, String> {
    match read::read_value(bytes, pos, false)? {
        read::Value::Shape(shape) => Ok(shape),
        read::Value::Literal(_) => Err("expected a shape".into()),
    }
}

/// The literal [`write_literal`] wrote at `bytes[*pos..]`; `*pos` moves past it.
pub fn read_literal(bytes: &[u8], pos: &mut usize) -> Result<Literal, String> {
    match read::read_value(bytes, pos, true)? {
        read::Value::Literal(literal) => Ok(literal),
        read::Value::Shape(_) => Err("expected a literal".into()),
    }
}

/// A hash (FNV-1a) of the tables the encoding stores indices into, in index order. Computed
/// when Kiln is compiled: every entry read checks it, and a hit should not pay for it.
pub fn schema_fingerprint() -> u64 {
    SCHEMA_FINGERPRINT
}

const SCHEMA_FINGERPRINT: u64 = {
    let mut h = FNV_OFFSET;
    let mut i = 0;
    while i < Opcode::ALL.len() {
        h = fnv_feed(h, Opcode::ALL[i].name());
        i += 1;
    }
    let mut i = 0;
    while i < PrimitiveType::BY_DISCRIMINANT.len() {
        h = fnv_feed(h, PrimitiveType::BY_DISCRIMINANT[i].name());
        i += 1;
    }
    let mut t = 0;
    while t < ENUM_TABLES.len() {
        let mut i = 0;
        while i < ENUM_TABLES[t].len() {
            h = fnv_feed(h, ENUM_TABLES[t][i]);
            i += 1;
        }
        h = fnv_feed(h, "");
        t += 1;
    }
    h
};

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0100_0000_01b3;

/// `h` after `text`'s bytes and a 0xff terminator.
const fn fnv_feed(mut h: u64, text: &str) -> u64 {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        h = (h ^ bytes[i] as u64).wrapping_mul(FNV_PRIME);
        i += 1;
    }
    (h ^ 0xff).wrapping_mul(FNV_PRIME)
}

/// The spellings of every attribute enum; the encoding stores an index into these.
pub const ENUM_TABLES: [&[&str]; 7] = [
    ComparisonDirection::SPELLINGS,
    ComparisonType::SPELLINGS,
    Precision::SPELLINGS,
    FftType::SPELLINGS,
    TriangularTranspose::SPELLINGS,
    FusionKind::SPELLINGS,
    RandomDistribution::SPELLINGS,
];
