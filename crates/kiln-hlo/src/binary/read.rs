//! The decoder: the mirror of `write.rs`, checking every length against the bytes left before
//! allocating, and every id against what it indexes once the module is read.

use super::write::storage_tag;
use super::{schema_fingerprint, FORMAT_VERSION, MAGIC, MAX_NESTING};
use crate::attrs::*;
use crate::error::Span;
use crate::instruction::{Computation, Instruction, Module, ModuleConfig};
use crate::literal::{ArrayData, ArrayLiteral, Literal};
use crate::opcode::Opcode;
use crate::shape::{ArrayShape, Layout, ProgramShape, Shape};
use crate::types::PrimitiveType;
use half::{bf16, f16};
use num_complex::{Complex32, Complex64};

type Result<T> = std::result::Result<T, String>;

pub(super) fn read_module(bytes: &[u8]) -> Result<Module> {
    let mut r = read_header(bytes)?;
    let module = r.module()?;
    if r.pos != bytes.len() {
        return Err(format!("{} trailing bytes", bytes.len() - r.pos));
    }
    check_ids(&module)?;
    Ok(module)
}

/// Checks the magic, format version and schema fingerprint.
pub(super) fn check_header(bytes: &[u8]) -> Result<()> {
    read_header(bytes).map(|_| ())
}

/// A reader past the magic, format version and schema fingerprint, which it checked.
fn read_header(bytes: &[u8]) -> Result<Reader<'_>> {
    let mut r = Reader {
        bytes,
        pos: 0,
        depth: 0,
    };
    if r.take(MAGIC.len())? != MAGIC {
        return Err("not a binary HLO module (bad magic)".into());
    }
    let version = u32::from_le_bytes(r.array()?);
    if version != FORMAT_VERSION {
        return Err(format!(
            "binary module format version {version} (this build reads {FORMAT_VERSION})"
        ));
    }
    if u64::from_le_bytes(r.array()?) != schema_fingerprint() {
        return Err("binary module written by a build with other opcode or type tables".into());
    }
    Ok(r)
}

/// A shape (`literal` false) or literal (true) in the module encoding's form, read at `*pos`,
/// which moves past it.
pub(super) fn read_value(bytes: &[u8], pos: &mut usize, literal: bool) -> Result<Value> {
    let mut r = Reader {
        bytes,
        pos: *pos,
        depth: 0,
    };
    if r.pos > bytes.len() {
        return r.truncated(0);
    }
    let value = match literal {
        false => Value::Shape(r.shape()?),
        true => Value::Literal(r.literal()?),
    };
    *pos = r.pos;
    Ok(value)
}

/// What [`read_value`] read.
pub(super) enum Value {
    Shape(Shape),
    Literal(Literal),
}

/// What the parser guarantees by resolving names: every id points at something, and the
/// parameter list is exactly the `parameter(N)` instructions, numbered from 0.
fn check_ids(m: &Module) -> Result<()> {
    let comps = m.computations.len();
    if m.entry.index() >= comps {
        return Err(format!("entry computation {} of {comps}", m.entry.0));
    }
    for (ci, c) in m.computations.iter().enumerate() {
        let n = c.instructions.len();
        let bad = |what: &str, id: InstrId| {
            format!(
                "computation {ci}: {what} {} out of range ({n} instructions)",
                id.0
            )
        };
        if c.root.index() >= n {
            return Err(bad("root", c.root));
        }
        let mut params: Vec<Option<InstrId>> = Vec::new();
        for (ii, instr) in c.instructions.iter().enumerate() {
            for &id in instr.operands.iter().chain(&instr.control_predecessors) {
                if id.index() >= n {
                    return Err(bad("operand", id));
                }
            }
            if let Some(id) = called(&instr.attrs).find(|id| id.index() >= comps) {
                return Err(format!(
                    "computation {ci}: calls computation {} of {comps}",
                    id.0
                ));
            }
            if let Some(p) = instr.attrs.parameter_number {
                let p = usize::try_from(p)
                    .ok()
                    .filter(|&p| p < n)
                    .ok_or_else(|| format!("computation {ci}: parameter number {p}"))?;
                if p >= params.len() {
                    params.resize(p + 1, None);
                }
                if params[p].replace(InstrId(ii as u32)).is_some() {
                    return Err(format!("computation {ci}: duplicate parameter({p})"));
                }
            }
        }
        if params.len() != c.parameters.len()
            || params
                .iter()
                .zip(&c.parameters)
                .any(|(a, b)| *a != Some(*b))
        {
            return Err(format!(
                "computation {ci}: parameter list does not match the parameter instructions"
            ));
        }
    }
    Ok(())
}

/// [`Instruction::called_computations`] without collecting them (every instruction is checked).
fn called(a: &Attrs) -> impl Iterator<Item = CompId> + '_ {
    let single = [
        a.to_apply,
        a.condition,
        a.body,
        a.true_computation,
        a.false_computation,
        a.select,
        a.scatter,
    ];
    let lists = [&a.calls, &a.branch_computations];
    single
        .into_iter()
        .flatten()
        .chain(lists.into_iter().flatten().flatten().copied())
}

struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
    /// Tuple nesting of the shape or literal being read.
    depth: usize,
}

impl<'a> Reader<'a> {
    fn remaining(&self) -> usize {
        self.bytes.len() - self.pos
    }

    fn err<T>(&self, what: impl std::fmt::Display) -> Result<T> {
        Err(format!("{what} (at byte {})", self.pos))
    }

    #[inline]
    fn take(&mut self, n: usize) -> Result<&'a [u8]> {
        match self.bytes.get(self.pos..self.pos.wrapping_add(n)) {
            Some(out) if n <= self.remaining() => {
                self.pos += n;
                Ok(out)
            }
            _ => self.truncated(n),
        }
    }

    #[cold]
    fn truncated<T>(&self, n: usize) -> Result<T> {
        self.err(format_args!("truncated: {n} more bytes needed"))
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N]> {
        let mut out = [0u8; N];
        out.copy_from_slice(self.take(N)?);
        Ok(out)
    }

    #[inline]
    fn byte(&mut self) -> Result<u8> {
        match self.bytes.get(self.pos) {
            Some(&b) => {
                self.pos += 1;
                Ok(b)
            }
            None => self.truncated(1),
        }
    }

    #[inline]
    fn u64(&mut self) -> Result<u64> {
        // Most numbers here (ids, counts, small dimensions) fit one byte.
        match self.bytes.get(self.pos) {
            Some(&b) if b < 0x80 => {
                self.pos += 1;
                Ok(b as u64)
            }
            _ => self.long_u64(),
        }
    }

    fn long_u64(&mut self) -> Result<u64> {
        let mut v: u64 = 0;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            if shift == 63 && b > 1 {
                return self.err("integer overflows 64 bits");
            }
            v |= ((b & 0x7f) as u64) << shift;
            if b & 0x80 == 0 {
                return Ok(v);
            }
        }
        self.err("integer overflows 64 bits")
    }

    fn i64(&mut self) -> Result<i64> {
        let v = self.u64()?;
        Ok(((v >> 1) as i64) ^ -((v & 1) as i64))
    }

    fn u32(&mut self) -> Result<u32> {
        let v = self.u64()?;
        u32::try_from(v).or_else(|_| self.err(format_args!("{v} does not fit 32 bits")))
    }

    /// A count of items that each take at least one byte: never more than the bytes left.
    fn count(&mut self) -> Result<usize> {
        let n = self.u64()?;
        match usize::try_from(n) {
            Ok(n) if n <= self.remaining() => Ok(n),
            _ => self.err(format_args!("count {n} exceeds the bytes left")),
        }
    }

    fn bool(&mut self) -> Result<bool> {
        match self.byte()? {
            0 => Ok(false),
            1 => Ok(true),
            b => self.err(format_args!("bad flag {b}")),
        }
    }

    fn str(&mut self) -> Result<String> {
        let n = self.count()?;
        let bytes = self.take(n)?;
        match std::str::from_utf8(bytes) {
            Ok(s) => Ok(s.to_owned()),
            Err(_) => self.err("string is not UTF-8"),
        }
    }

    fn opt<T>(&mut self, f: impl FnOnce(&mut Self) -> Result<T>) -> Result<Option<T>> {
        match self.bool()? {
            false => Ok(None),
            true => f(self).map(Some),
        }
    }

    fn opt_str(&mut self) -> Result<Option<String>> {
        self.opt(Self::str)
    }

    /// A count, then that many items of at least `min_bytes` bytes each. Checking the count
    /// against that bound before allocating keeps memory proportional to the input: at most
    /// `size_of::<T>() / min_bytes` bytes per input byte (about 140 for instructions).
    fn list<T>(
        &mut self,
        min_bytes: usize,
        mut f: impl FnMut(&mut Self) -> Result<T>,
    ) -> Result<Vec<T>> {
        let n = self.count()?;
        if n > self.remaining() / min_bytes {
            return self.err(format_args!("{n} items do not fit the bytes left"));
        }
        let mut out = Vec::with_capacity(n);
        for _ in 0..n {
            out.push(f(self)?);
        }
        Ok(out)
    }

    fn i64s(&mut self) -> Result<Vec<i64>> {
        self.list(1, Self::i64)
    }

    fn pairs(&mut self) -> Result<Vec<(String, String)>> {
        self.list(2, |r| Ok((r.str()?, r.str()?)))
    }

    fn instr_id(&mut self) -> Result<InstrId> {
        self.u32().map(InstrId)
    }

    fn ids(&mut self) -> Result<Vec<InstrId>> {
        self.list(1, Self::instr_id)
    }

    fn comp(&mut self) -> Result<CompId> {
        self.u32().map(CompId)
    }

    fn comps(&mut self) -> Result<Vec<CompId>> {
        self.list(1, Self::comp)
    }

    fn spelling<T>(&mut self, table: &[&str], from_text: fn(&str) -> Option<T>) -> Result<T> {
        let i = self.u64()?;
        match table.get(i as usize).and_then(|s| from_text(s)) {
            Some(v) => Ok(v),
            None => self.err(format_args!("enum index {i} out of range")),
        }
    }

    fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> Result<T>) -> Result<T> {
        if self.depth >= MAX_NESTING {
            return self.err("tuples nested too deeply");
        }
        self.depth += 1;
        let out = f(self);
        self.depth -= 1;
        out
    }

    fn module(&mut self) -> Result<Module> {
        let name = self.str()?;
        let config = self.config()?;
        let computations = self.list(MIN_COMPUTATION_BYTES, Self::computation)?;
        let entry = self.comp()?;
        let stack_frames = self.opt_str()?;
        Ok(Module {
            name,
            config,
            computations,
            entry,
            stack_frames,
        })
    }

    fn config(&mut self) -> Result<ModuleConfig> {
        Ok(ModuleConfig {
            entry_computation_layout: self.opt(Self::program_shape)?,
            is_scheduled: self.opt(Self::bool)?,
            input_output_alias: self.opt_str()?,
            other: self.pairs()?,
        })
    }

    fn program_shape(&mut self) -> Result<ProgramShape> {
        Ok(ProgramShape {
            parameters: self.list(1, Self::shape)?,
            result: self.shape()?,
        })
    }

    fn computation(&mut self) -> Result<Computation> {
        let name = self.str()?;
        let attributes = self.pairs()?;
        let n = self.count()?;
        if n > self.remaining() / MIN_INSTRUCTION_BYTES {
            return self.err(format_args!("{n} instructions do not fit the bytes left"));
        }
        // Instructions are large (attributes inline): each is decoded where it will live
        // rather than built on the stack and moved.
        let mut instructions = Vec::with_capacity(n);
        for _ in 0..n {
            instructions.push(Instruction::new(
                String::new(),
                Opcode::Parameter,
                Shape::Token,
                Vec::new(),
            ));
            let last = instructions.len() - 1;
            self.instruction(&mut instructions[last])?;
        }
        Ok(Computation {
            name,
            instructions,
            parameters: self.ids()?,
            root: self.instr_id()?,
            attributes,
            span: Span::default(),
        })
    }

    /// Fills `i` (a fresh `Instruction::new`) in the order `write.rs` wrote it.
    fn instruction(&mut self, i: &mut Instruction) -> Result<()> {
        i.name = self.str()?;
        let op = self.u64()?;
        let Some(&opcode) = Opcode::ALL.get(op as usize) else {
            return self.err(format_args!("opcode {op} out of range"));
        };
        i.opcode = opcode;
        i.shape = self.shape()?;
        i.operands = self.ids()?;
        self.attrs(&mut i.attrs)?;
        i.control_predecessors = self.ids()?;
        i.metadata = self.opt(Self::metadata)?.map(Box::new);
        i.sharding = self.opt_str()?;
        i.frontend_attributes = self.opt_str()?;
        i.backend_config = self.opt_str()?;
        Ok(())
    }

    fn element_type(&mut self) -> Result<PrimitiveType> {
        let i = self.u64()?;
        match PrimitiveType::BY_DISCRIMINANT.get(i as usize).copied() {
            Some(ty) => Ok(ty),
            None => self.err(format_args!("element type {i} out of range")),
        }
    }

    fn shape(&mut self) -> Result<Shape> {
        match self.byte()? {
            0 => self.array_shape().map(Shape::Array),
            1 => self.nested(|r| r.list(1, Self::shape)).map(Shape::Tuple),
            2 => Ok(Shape::Token),
            tag => self.err(format_args!("bad shape tag {tag}")),
        }
    }

    fn array_shape(&mut self) -> Result<ArrayShape> {
        Ok(ArrayShape {
            ty: self.element_type()?,
            dims: self.i64s()?,
            dynamic: self.list(1, Self::bool)?,
            layout: self.opt(|r| {
                Ok(Layout {
                    minor_to_major: r.i64s()?,
                    suffix: r.str()?,
                })
            })?,
        })
    }

    fn metadata(&mut self) -> Result<Metadata> {
        Ok(Metadata {
            op_type: self.opt_str()?,
            op_name: self.opt_str()?,
            source_file: self.opt_str()?,
            source_line: self.opt(Self::i64)?,
            source_end_line: self.opt(Self::i64)?,
            source_column: self.opt(Self::i64)?,
            source_end_column: self.opt(Self::i64)?,
            stack_frame_id: self.opt(Self::i64)?,
            other: self.pairs()?,
        })
    }

    fn literal(&mut self) -> Result<Literal> {
        match self.byte()? {
            0 => self.array_literal().map(Literal::Array),
            1 => self
                .nested(|r| r.list(1, Self::literal))
                .map(Literal::Tuple),
            2 => Ok(Literal::Token),
            tag => self.err(format_args!("bad literal tag {tag}")),
        }
    }

    fn array_literal(&mut self) -> Result<ArrayLiteral> {
        let ty = self.element_type()?;
        let dims = self.i64s()?;
        let tag = self.byte()?;
        let n = self.u64()?;
        let data = self.array_data(tag, n)?;
        ArrayLiteral::new(ty, dims, data).or_else(|why| self.err(why))
    }

    /// `n` elements of the storage variant `tag`, each as its raw little-endian bits.
    fn array_data(&mut self, tag: u8, n: u64) -> Result<ArrayData> {
        macro_rules! raw {
            ($bytes:literal, $variant:ident, |$b:ident| $make:expr) => {{
                let total = usize::try_from(n).ok().and_then(|n| n.checked_mul($bytes));
                let Some(total) = total.filter(|&t| t <= self.remaining()) else {
                    return self.err(format_args!("{n} elements exceed the bytes left"));
                };
                let raw = self.take(total)?;
                let mut out = Vec::with_capacity(total / $bytes);
                for chunk in raw.chunks_exact($bytes) {
                    let mut $b = [0u8; $bytes];
                    $b.copy_from_slice(chunk);
                    out.push($make);
                }
                ArrayData::$variant(out)
            }};
        }
        let data = match tag {
            0 => {
                let at = self.pos;
                let data = raw!(1, Pred, |b| b[0] == 1);
                if self.bytes[at..self.pos].iter().any(|&b| b > 1) {
                    return self.err("pred element is neither 0 nor 1");
                }
                data
            }
            1 => raw!(1, S8, |b| i8::from_le_bytes(b)),
            2 => raw!(2, S16, |b| i16::from_le_bytes(b)),
            3 => raw!(4, S32, |b| i32::from_le_bytes(b)),
            4 => raw!(8, S64, |b| i64::from_le_bytes(b)),
            5 => raw!(1, U8, |b| b[0]),
            6 => raw!(2, U16, |b| u16::from_le_bytes(b)),
            7 => raw!(4, U32, |b| u32::from_le_bytes(b)),
            8 => raw!(8, U64, |b| u64::from_le_bytes(b)),
            9 => raw!(2, F16, |b| f16::from_bits(u16::from_le_bytes(b))),
            10 => raw!(2, BF16, |b| bf16::from_bits(u16::from_le_bytes(b))),
            11 => raw!(4, F32, |b| f32::from_bits(u32::from_le_bytes(b))),
            12 => raw!(8, F64, |b| f64::from_bits(u64::from_le_bytes(b))),
            13 => raw!(8, C64, |b| {
                let bits = u64::from_le_bytes(b);
                Complex32::new(
                    f32::from_bits(bits as u32),
                    f32::from_bits((bits >> 32) as u32),
                )
            }),
            14 => raw!(16, C128, |b| {
                let bits = u128::from_le_bytes(b);
                Complex64::new(
                    f64::from_bits(bits as u64),
                    f64::from_bits((bits >> 64) as u64),
                )
            }),
            _ => return self.err(format_args!("bad literal storage tag {tag}")),
        };
        debug_assert_eq!(storage_tag(&data), tag);
        Ok(data)
    }

    /// Fills `a` (all `None`) in the order `write.rs` wrote it: the writer destructures
    /// `Attrs` without `..`, so a new field cannot be forgotten there, and
    /// `every_attribute_and_literal_storage_round_trips` fails until it is read here too.
    /// An instruction without attributes keeps its unallocated [`AttrsBox`].
    fn attrs(&mut self, attrs: &mut AttrsBox) -> Result<()> {
        let mask = self.u64()?;
        if mask >> ATTR_FIELDS != 0 {
            return self.err(format_args!("bad attribute mask {mask:#x}"));
        }
        if mask <= 1 {
            // Nothing, or only `parameter(N)`: no box of their own (see `AttrsBox`).
            let number = match mask {
                1 => Some(self.i64()?),
                _ => None,
            };
            let other = self.pairs()?;
            if let Some(n) = number {
                *attrs = AttrsBox::parameter(n);
            }
            if !other.is_empty() {
                attrs.other = other;
            }
            return Ok(());
        }
        let a: &mut Attrs = attrs;
        let mut bit = 0u32;
        // Reads field number `bit` (in the writer's order) when the mask has it.
        macro_rules! field {
            ($field:ident, $read:expr) => {{
                let on = mask & (1 << bit) != 0;
                bit += 1;
                if on {
                    a.$field = Some($read);
                }
            }};
        }
        field!(parameter_number, self.i64()?);
        field!(
            constant,
            match self.byte()? {
                0 => ConstantValue::Literal(self.literal()?),
                1 => ConstantValue::Elided,
                tag => return self.err(format_args!("bad constant tag {tag}")),
            }
        );
        field!(dimensions, self.i64s()?);
        field!(index, self.i64()?);
        field!(iota_dimension, self.i64()?);
        field!(to_apply, self.comp()?);
        field!(calls, self.comps()?);
        field!(condition, self.comp()?);
        field!(body, self.comp()?);
        field!(branch_computations, self.comps()?);
        field!(true_computation, self.comp()?);
        field!(false_computation, self.comp()?);
        field!(select, self.comp()?);
        field!(scatter, self.comp()?);
        field!(
            direction,
            self.spelling(
                ComparisonDirection::SPELLINGS,
                ComparisonDirection::from_text
            )?
        );
        field!(
            comparison_type,
            self.spelling(ComparisonType::SPELLINGS, ComparisonType::from_text)?
        );
        field!(
            dot_dims,
            DotDims {
                lhs_batch: self.i64s()?,
                rhs_batch: self.i64s()?,
                lhs_contracting: self.i64s()?,
                rhs_contracting: self.i64s()?,
            }
        );
        field!(
            operand_precision,
            self.list(1, |r| r
                .spelling(Precision::SPELLINGS, Precision::from_text))?
        );
        field!(
            slice,
            self.list(3, |r| Ok(SliceDim {
                start: r.i64()?,
                limit: r.i64()?,
                stride: r.i64()?,
            }))?
        );
        field!(dynamic_slice_sizes, self.i64s()?);
        field!(
            window,
            Window {
                dims: self.list(7, Self::window_dim)?
            }
        );
        field!(conv_dims, self.conv_dims()?);
        field!(feature_group_count, self.i64()?);
        field!(batch_group_count, self.i64()?);
        field!(
            gather_dims,
            GatherDims {
                offset_dims: self.i64s()?,
                collapsed_slice_dims: self.i64s()?,
                start_index_map: self.i64s()?,
                operand_batching_dims: self.i64s()?,
                start_indices_batching_dims: self.i64s()?,
                index_vector_dim: self.i64()?,
            }
        );
        field!(slice_sizes, self.i64s()?);
        field!(
            scatter_dims,
            ScatterDims {
                update_window_dims: self.i64s()?,
                inserted_window_dims: self.i64s()?,
                scatter_dims_to_operand_dims: self.i64s()?,
                input_batching_dims: self.i64s()?,
                scatter_indices_batching_dims: self.i64s()?,
                index_vector_dim: self.i64()?,
            }
        );
        field!(indices_are_sorted, self.bool()?);
        field!(unique_indices, self.bool()?);
        field!(
            padding,
            self.list(3, |r| Ok(PadDim {
                low: r.i64()?,
                high: r.i64()?,
                interior: r.i64()?,
            }))?
        );
        field!(is_stable, self.bool()?);
        field!(
            fft_type,
            self.spelling(FftType::SPELLINGS, FftType::from_text)?
        );
        field!(fft_length, self.i64s()?);
        field!(feature_index, self.i64()?);
        field!(
            epsilon,
            F32Attr(f32::from_bits(u32::from_le_bytes(self.array()?)))
        );
        field!(left_side, self.bool()?);
        field!(lower, self.bool()?);
        field!(unit_diagonal, self.bool()?);
        field!(
            transpose_a,
            self.spelling(
                TriangularTranspose::SPELLINGS,
                TriangularTranspose::from_text
            )?
        );
        field!(exponent_bits, self.i64()?);
        field!(mantissa_bits, self.i64()?);
        field!(k, self.i64()?);
        field!(largest, self.bool()?);
        field!(
            fusion_kind,
            self.spelling(FusionKind::SPELLINGS, FusionKind::from_text)?
        );
        field!(
            distribution,
            self.spelling(RandomDistribution::SPELLINGS, RandomDistribution::from_text)?
        );
        field!(algorithm, self.str()?);
        field!(custom_call_target, self.str()?);
        debug_assert_eq!(bit, ATTR_FIELDS);
        a.other = self.pairs()?;
        Ok(())
    }

    fn window_dim(&mut self) -> Result<WindowDim> {
        Ok(WindowDim {
            size: self.i64()?,
            stride: self.i64()?,
            padding_low: self.i64()?,
            padding_high: self.i64()?,
            base_dilation: self.i64()?,
            window_dilation: self.i64()?,
            window_reversal: self.bool()?,
        })
    }

    fn conv_dims(&mut self) -> Result<ConvDims> {
        Ok(ConvDims {
            input_batch: self.i64()?,
            input_feature: self.i64()?,
            input_spatial: self.i64s()?,
            kernel_input_feature: self.i64()?,
            kernel_output_feature: self.i64()?,
            kernel_spatial: self.i64s()?,
            output_batch: self.i64()?,
            output_feature: self.i64()?,
            output_spatial: self.i64s()?,
        })
    }
}

/// The fewest bytes a computation takes: name, attributes, instructions, parameters and root
/// (one byte each when empty).
const MIN_COMPUTATION_BYTES: usize = 5;
/// The fewest bytes an instruction takes: name, opcode, shape, operands, attribute mask,
/// verbatim attributes, control predecessors, and four absent options.
const MIN_INSTRUCTION_BYTES: usize = 11;

/// The optional fields of [`Attrs`] (everything but `other`), one mask bit each.
const ATTR_FIELDS: u32 = 47;
