//! The encoder. Every struct is destructured without `..`, so adding a field to the IR fails
//! to compile here until the encoding (and the decoder, and the format version) say what to do
//! with it.

use super::{schema_fingerprint, FORMAT_VERSION, MAGIC};
use crate::attrs::*;
use crate::instruction::{Computation, Instruction, Module, ModuleConfig};
use crate::literal::{ArrayData, ArrayLiteral, Literal};
use crate::shape::{ArrayShape, Layout, ProgramShape, Shape};
use crate::types::PrimitiveType;

/// Whether names and other result-neutral fields are written.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Mode {
    Full,
    /// Names, metadata, frontend attributes and stack frames left out (for the cache key).
    Canonical,
}

/// Bytes are gathered in a small buffer and handed to the sink a chunk at a time.
const CHUNK: usize = 16 * 1024;

pub(super) fn write_module(module: &Module, mode: Mode, sink: &mut dyn FnMut(&[u8])) {
    let mut w = Writer {
        // Grown to a chunk only by modules that need it: a small module's stream (a cache
        // key's fingerprint) takes no more memory than it fills, which spares a fresh process
        // the page faults of 17 KiB of new heap on its first cache lookup.
        buf: Vec::with_capacity(1024),
        sink,
        mode,
    };
    w.bytes(MAGIC);
    w.bytes(&FORMAT_VERSION.to_le_bytes());
    w.bytes(&schema_fingerprint().to_le_bytes());
    w.module(module);
    w.flush();
}

struct Writer<'s> {
    buf: Vec<u8>,
    sink: &'s mut dyn FnMut(&[u8]),
    mode: Mode,
}

impl Writer<'_> {
    fn flush(&mut self) {
        if !self.buf.is_empty() {
            (self.sink)(&self.buf);
            self.buf.clear();
        }
    }

    fn maybe_flush(&mut self) {
        if self.buf.len() >= CHUNK {
            self.flush();
        }
    }

    fn bytes(&mut self, b: &[u8]) {
        self.buf.extend_from_slice(b);
        if b.len() > CHUNK {
            self.flush();
        }
    }

    fn u64(&mut self, mut v: u64) {
        while v >= 0x80 {
            self.buf.push((v as u8) | 0x80);
            v >>= 7;
        }
        self.buf.push(v as u8);
    }

    fn usize(&mut self, v: usize) {
        self.u64(v as u64);
    }

    fn i64(&mut self, v: i64) {
        self.u64(((v << 1) ^ (v >> 63)) as u64);
    }

    fn bool(&mut self, v: bool) {
        self.buf.push(v as u8);
    }

    fn str(&mut self, s: &str) {
        self.usize(s.len());
        self.bytes(s.as_bytes());
    }

    /// A name: written in full mode only.
    fn name(&mut self, s: &str) {
        if self.mode == Mode::Full {
            self.str(s);
        }
    }

    fn opt<T>(&mut self, v: &Option<T>, f: impl FnOnce(&mut Self, &T)) {
        match v {
            None => self.bool(false),
            Some(x) => {
                self.bool(true);
                f(self, x);
            }
        }
    }

    fn opt_str(&mut self, v: &Option<String>) {
        self.opt(v, |w, s| w.str(s));
    }

    fn list<T>(&mut self, v: &[T], mut f: impl FnMut(&mut Self, &T)) {
        self.usize(v.len());
        for x in v {
            f(self, x);
        }
    }

    fn i64s(&mut self, v: &[i64]) {
        self.list(v, |w, &x| w.i64(x));
    }

    fn pairs(&mut self, v: &[(String, String)]) {
        self.list(v, |w, (k, x)| {
            w.str(k);
            w.str(x);
        });
    }

    fn ids(&mut self, v: &[InstrId]) {
        self.list(v, |w, id| w.u64(id.0 as u64));
    }

    fn comp(&mut self, id: CompId) {
        self.u64(id.0 as u64);
    }

    fn comps(&mut self, v: &[CompId]) {
        self.list(v, |w, &id| w.comp(id));
    }

    /// An attribute enum, by its index among the spellings.
    fn spelling(&mut self, table: &[&str], text: &str) {
        let index = table.iter().position(|s| *s == text).unwrap_or(table.len());
        self.usize(index);
    }

    fn module(&mut self, m: &Module) {
        let Module {
            name,
            config,
            computations,
            entry,
            stack_frames,
        } = m;
        self.name(name);
        self.config(config);
        self.usize(computations.len());
        for c in computations {
            self.computation(c);
        }
        self.comp(*entry);
        if self.mode == Mode::Full {
            self.opt_str(stack_frames);
        }
    }

    fn config(&mut self, c: &ModuleConfig) {
        let ModuleConfig {
            entry_computation_layout,
            is_scheduled,
            input_output_alias,
            other,
        } = c;
        self.opt(entry_computation_layout, |w, p| w.program_shape(p));
        self.opt(is_scheduled, |w, &b| w.bool(b));
        self.opt_str(input_output_alias);
        self.pairs(other);
    }

    fn program_shape(&mut self, p: &ProgramShape) {
        let ProgramShape { parameters, result } = p;
        self.list(parameters, |w, s| w.shape(s));
        self.shape(result);
    }

    fn computation(&mut self, c: &Computation) {
        let Computation {
            name,
            instructions,
            parameters,
            root,
            attributes,
            span: _,
        } = c;
        self.name(name);
        self.pairs(attributes);
        self.usize(instructions.len());
        for instr in instructions {
            self.instruction(instr);
            self.maybe_flush();
        }
        self.ids(parameters);
        self.u64(root.0 as u64);
    }

    fn instruction(&mut self, i: &Instruction) {
        let Instruction {
            name,
            opcode,
            shape,
            operands,
            attrs,
            control_predecessors,
            metadata,
            sharding,
            frontend_attributes,
            backend_config,
            span: _,
        } = i;
        self.name(name);
        self.usize(*opcode as usize);
        self.shape(shape);
        self.ids(operands);
        self.attrs(attrs);
        self.ids(control_predecessors);
        if self.mode == Mode::Full {
            self.opt(metadata, |w, m| w.metadata(m));
        }
        self.opt_str(sharding);
        if self.mode == Mode::Full {
            self.opt_str(frontend_attributes);
        }
        self.opt_str(backend_config);
    }

    fn element_type(&mut self, ty: PrimitiveType) {
        self.usize(ty as usize);
    }

    fn shape(&mut self, s: &Shape) {
        match s {
            Shape::Array(a) => {
                self.buf.push(0);
                self.array_shape(a);
            }
            Shape::Tuple(elems) => {
                self.buf.push(1);
                self.list(elems, |w, e| w.shape(e));
            }
            Shape::Token => self.buf.push(2),
        }
    }

    fn array_shape(&mut self, a: &ArrayShape) {
        let ArrayShape {
            ty,
            dims,
            dynamic,
            layout,
        } = a;
        self.element_type(*ty);
        self.i64s(dims);
        if self.mode == Mode::Canonical {
            // What the text shows: one flag per dimension (missing ones are static), and no
            // layout on a scalar unless it has a suffix.
            self.usize(dims.len());
            for i in 0..dims.len() {
                self.bool(dynamic.get(i).copied().unwrap_or(false));
            }
            let shown = layout
                .as_ref()
                .filter(|l| !(dims.is_empty() && l.suffix.is_empty()));
            self.opt(&shown, |w, l| {
                w.i64s(&l.minor_to_major);
                w.str(&l.suffix);
            });
            return;
        }
        self.list(dynamic, |w, &d| w.bool(d));
        self.opt(layout, |w, l| {
            let Layout {
                minor_to_major,
                suffix,
            } = l;
            w.i64s(minor_to_major);
            w.str(suffix);
        });
    }

    fn metadata(&mut self, m: &Metadata) {
        let Metadata {
            op_type,
            op_name,
            source_file,
            source_line,
            source_end_line,
            source_column,
            source_end_column,
            stack_frame_id,
            other,
        } = m;
        self.opt_str(op_type);
        self.opt_str(op_name);
        self.opt_str(source_file);
        for n in [
            source_line,
            source_end_line,
            source_column,
            source_end_column,
            stack_frame_id,
        ] {
            self.opt(n, |w, &v| w.i64(v));
        }
        self.pairs(other);
    }

    fn literal(&mut self, lit: &Literal) {
        match lit {
            Literal::Array(a) => {
                self.buf.push(0);
                self.array_literal(a);
            }
            Literal::Tuple(elems) => {
                self.buf.push(1);
                self.list(elems, |w, e| w.literal(e));
            }
            Literal::Token => self.buf.push(2),
        }
    }

    fn array_literal(&mut self, a: &ArrayLiteral) {
        let ArrayLiteral { ty, dims, data } = a;
        self.element_type(*ty);
        self.i64s(dims);
        self.buf.push(storage_tag(data));
        self.usize(data.len());
        macro_rules! raw {
            ($v:expr, $x:ident => $bits:expr) => {
                for $x in $v {
                    self.buf.extend_from_slice(&$bits.to_le_bytes());
                    self.maybe_flush();
                }
            };
        }
        match data {
            ArrayData::Pred(v) => raw!(v, x => (*x as u8)),
            ArrayData::S8(v) => raw!(v, x => x),
            ArrayData::S16(v) => raw!(v, x => x),
            ArrayData::S32(v) => raw!(v, x => x),
            ArrayData::S64(v) => raw!(v, x => x),
            ArrayData::U8(v) => raw!(v, x => x),
            ArrayData::U16(v) => raw!(v, x => x),
            ArrayData::U32(v) => raw!(v, x => x),
            ArrayData::U64(v) => raw!(v, x => x),
            ArrayData::F16(v) => raw!(v, x => x.to_bits()),
            ArrayData::BF16(v) => raw!(v, x => x.to_bits()),
            ArrayData::F32(v) => raw!(v, x => x.to_bits()),
            ArrayData::F64(v) => raw!(v, x => x.to_bits()),
            ArrayData::C64(v) => {
                raw!(v, x => (((x.im.to_bits() as u64) << 32) | x.re.to_bits() as u64))
            }
            ArrayData::C128(v) => {
                raw!(v, x => (((x.im.to_bits() as u128) << 64) | x.re.to_bits() as u128))
            }
        }
    }

    fn attrs(&mut self, a: &Attrs) {
        let Attrs {
            parameter_number,
            constant,
            dimensions,
            index,
            iota_dimension,
            to_apply,
            calls,
            condition,
            body,
            branch_computations,
            true_computation,
            false_computation,
            select,
            scatter,
            direction,
            comparison_type,
            dot_dims,
            operand_precision,
            slice,
            dynamic_slice_sizes,
            window,
            conv_dims,
            feature_group_count,
            batch_group_count,
            gather_dims,
            slice_sizes,
            scatter_dims,
            indices_are_sorted,
            unique_indices,
            padding,
            is_stable,
            fft_type,
            fft_length,
            feature_index,
            epsilon,
            left_side,
            lower,
            unit_diagonal,
            transpose_a,
            exponent_bits,
            mantissa_bits,
            k,
            largest,
            fusion_kind,
            distribution,
            algorithm,
            custom_call_target,
            other,
        } = a;
        // The presence mask, in the order the fields are written below.
        let present = [
            parameter_number.is_some(),
            constant.is_some(),
            dimensions.is_some(),
            index.is_some(),
            iota_dimension.is_some(),
            to_apply.is_some(),
            calls.is_some(),
            condition.is_some(),
            body.is_some(),
            branch_computations.is_some(),
            true_computation.is_some(),
            false_computation.is_some(),
            select.is_some(),
            scatter.is_some(),
            direction.is_some(),
            comparison_type.is_some(),
            dot_dims.is_some(),
            operand_precision.is_some(),
            slice.is_some(),
            dynamic_slice_sizes.is_some(),
            window.is_some(),
            conv_dims.is_some(),
            feature_group_count.is_some(),
            batch_group_count.is_some(),
            gather_dims.is_some(),
            slice_sizes.is_some(),
            scatter_dims.is_some(),
            indices_are_sorted.is_some(),
            unique_indices.is_some(),
            padding.is_some(),
            is_stable.is_some(),
            fft_type.is_some(),
            fft_length.is_some(),
            feature_index.is_some(),
            epsilon.is_some(),
            left_side.is_some(),
            lower.is_some(),
            unit_diagonal.is_some(),
            transpose_a.is_some(),
            exponent_bits.is_some(),
            mantissa_bits.is_some(),
            k.is_some(),
            largest.is_some(),
            fusion_kind.is_some(),
            distribution.is_some(),
            algorithm.is_some(),
            custom_call_target.is_some(),
        ];
        let mask = present
            .iter()
            .enumerate()
            .fold(0u64, |m, (bit, &on)| m | ((on as u64) << bit));
        self.u64(mask);
        let int = |w: &mut Self, v: &Option<i64>| v.iter().for_each(|&x| w.i64(x));
        let flag = |w: &mut Self, v: &Option<bool>| v.iter().for_each(|&x| w.bool(x));
        let comp = |w: &mut Self, v: &Option<CompId>| v.iter().for_each(|&x| w.comp(x));
        let comps = |w: &mut Self, v: &Option<Vec<CompId>>| v.iter().for_each(|x| w.comps(x));
        let ints = |w: &mut Self, v: &Option<Vec<i64>>| v.iter().for_each(|x| w.i64s(x));
        int(self, parameter_number);
        if let Some(c) = constant {
            match c {
                ConstantValue::Literal(lit) => {
                    self.buf.push(0);
                    self.literal(lit);
                }
                ConstantValue::Elided => self.buf.push(1),
            }
        }
        ints(self, dimensions);
        int(self, index);
        int(self, iota_dimension);
        comp(self, to_apply);
        comps(self, calls);
        comp(self, condition);
        comp(self, body);
        comps(self, branch_computations);
        comp(self, true_computation);
        comp(self, false_computation);
        comp(self, select);
        comp(self, scatter);
        if let Some(d) = direction {
            self.spelling(ComparisonDirection::SPELLINGS, d.text());
        }
        if let Some(t) = comparison_type {
            self.spelling(ComparisonType::SPELLINGS, t.text());
        }
        if let Some(d) = dot_dims {
            self.dot_dims(d);
        }
        if let Some(p) = operand_precision {
            self.list(p, |w, p| w.spelling(Precision::SPELLINGS, p.text()));
        }
        if let Some(s) = slice {
            self.list(s, |w, d| {
                let SliceDim {
                    start,
                    limit,
                    stride,
                } = d;
                w.i64(*start);
                w.i64(*limit);
                w.i64(*stride);
            });
        }
        ints(self, dynamic_slice_sizes);
        if let Some(Window { dims }) = window {
            self.list(dims, |w, d| w.window_dim(d));
        }
        if let Some(c) = conv_dims {
            self.conv_dims(c);
        }
        int(self, feature_group_count);
        int(self, batch_group_count);
        if let Some(g) = gather_dims {
            self.gather_dims(g);
        }
        ints(self, slice_sizes);
        if let Some(s) = scatter_dims {
            self.scatter_dims(s);
        }
        flag(self, indices_are_sorted);
        flag(self, unique_indices);
        if let Some(p) = padding {
            self.list(p, |w, d| {
                let PadDim {
                    low,
                    high,
                    interior,
                } = d;
                w.i64(*low);
                w.i64(*high);
                w.i64(*interior);
            });
        }
        flag(self, is_stable);
        if let Some(t) = fft_type {
            self.spelling(FftType::SPELLINGS, t.text());
        }
        ints(self, fft_length);
        int(self, feature_index);
        if let Some(F32Attr(e)) = epsilon {
            self.bytes(&e.to_bits().to_le_bytes());
        }
        flag(self, left_side);
        flag(self, lower);
        flag(self, unit_diagonal);
        if let Some(t) = transpose_a {
            self.spelling(TriangularTranspose::SPELLINGS, t.text());
        }
        int(self, exponent_bits);
        int(self, mantissa_bits);
        int(self, k);
        flag(self, largest);
        if let Some(f) = fusion_kind {
            self.spelling(FusionKind::SPELLINGS, f.text());
        }
        if let Some(d) = distribution {
            self.spelling(RandomDistribution::SPELLINGS, d.text());
        }
        if let Some(s) = algorithm {
            self.str(s);
        }
        if let Some(s) = custom_call_target {
            self.str(s);
        }
        self.pairs(other);
    }

    fn dot_dims(&mut self, d: &DotDims) {
        let DotDims {
            lhs_batch,
            rhs_batch,
            lhs_contracting,
            rhs_contracting,
        } = d;
        for v in [lhs_batch, rhs_batch, lhs_contracting, rhs_contracting] {
            self.i64s(v);
        }
    }

    fn window_dim(&mut self, d: &WindowDim) {
        let WindowDim {
            size,
            stride,
            padding_low,
            padding_high,
            base_dilation,
            window_dilation,
            window_reversal,
        } = d;
        for v in [
            size,
            stride,
            padding_low,
            padding_high,
            base_dilation,
            window_dilation,
        ] {
            self.i64(*v);
        }
        self.bool(*window_reversal);
    }

    fn conv_dims(&mut self, c: &ConvDims) {
        let ConvDims {
            input_batch,
            input_feature,
            input_spatial,
            kernel_input_feature,
            kernel_output_feature,
            kernel_spatial,
            output_batch,
            output_feature,
            output_spatial,
        } = c;
        self.i64(*input_batch);
        self.i64(*input_feature);
        self.i64s(input_spatial);
        self.i64(*kernel_input_feature);
        self.i64(*kernel_output_feature);
        self.i64s(kernel_spatial);
        self.i64(*output_batch);
        self.i64(*output_feature);
        self.i64s(output_spatial);
    }

    fn gather_dims(&mut self, g: &GatherDims) {
        let GatherDims {
            offset_dims,
            collapsed_slice_dims,
            start_index_map,
            operand_batching_dims,
            start_indices_batching_dims,
            index_vector_dim,
        } = g;
        for v in [
            offset_dims,
            collapsed_slice_dims,
            start_index_map,
            operand_batching_dims,
            start_indices_batching_dims,
        ] {
            self.i64s(v);
        }
        self.i64(*index_vector_dim);
    }

    fn scatter_dims(&mut self, s: &ScatterDims) {
        let ScatterDims {
            update_window_dims,
            inserted_window_dims,
            scatter_dims_to_operand_dims,
            input_batching_dims,
            scatter_indices_batching_dims,
            index_vector_dim,
        } = s;
        for v in [
            update_window_dims,
            inserted_window_dims,
            scatter_dims_to_operand_dims,
            input_batching_dims,
            scatter_indices_batching_dims,
        ] {
            self.i64s(v);
        }
        self.i64(*index_vector_dim);
    }
}

/// Which `ArrayData` variant holds a literal's elements (the decoder checks it against the type).
pub(super) fn storage_tag(data: &ArrayData) -> u8 {
    match data {
        ArrayData::Pred(_) => 0,
        ArrayData::S8(_) => 1,
        ArrayData::S16(_) => 2,
        ArrayData::S32(_) => 3,
        ArrayData::S64(_) => 4,
        ArrayData::U8(_) => 5,
        ArrayData::U16(_) => 6,
        ArrayData::U32(_) => 7,
        ArrayData::U64(_) => 8,
        ArrayData::F16(_) => 9,
        ArrayData::BF16(_) => 10,
        ArrayData::F32(_) => 11,
        ArrayData::F64(_) => 12,
        ArrayData::C64(_) => 13,
        ArrayData::C128(_) => 14,
    }
}

/// Appends one shape or literal in the module encoding's form (for payloads that carry a few
/// shapes and constants beside a module).
pub(super) fn write_value(out: &mut Vec<u8>, value: Value) {
    let mut sink = |bytes: &[u8]| out.extend_from_slice(bytes);
    let mut w = Writer {
        buf: Vec::new(),
        sink: &mut sink,
        mode: Mode::Full,
    };
    match value {
        Value::Shape(s) => w.shape(s),
        Value::Literal(l) => w.literal(l),
    }
    w.flush();
}

/// What [`write_value`] writes.
pub(super) enum Value<'a> {
    Shape(&'a Shape),
    Literal(&'a Literal),
}
